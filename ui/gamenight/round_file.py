"""Reading a round file from disk into the core's ``RoundCard``.

The core reads the JSON object (``RoundCard.from_dict``) and never touches files; this is the
UI's side of it. Text that is not JSON becomes a ``ScoreError`` too, so the window shows every
kind of bad round file through the same single message.
"""

from __future__ import annotations

import json
from pathlib import Path

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError


def read_round_card(path: Path) -> RoundCard:
    """The card in ``path``; OSError when it cannot be read, ScoreError when it is not a card."""
    data = path.read_bytes()
    try:
        obj = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ScoreError("the file is not UTF-8 text, so it cannot be a round file") from None
    except json.JSONDecodeError as exc:
        raise ScoreError(
            f"the file is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None
    return RoundCard.from_dict(obj)
