"""Reading a round file from disk into the core's ``RoundCard``.

The core reads the JSON object (``RoundCard.from_dict``) and never touches files; this is the
UI's side of it. Text that is not JSON becomes a ``ScoreError`` too, so the window shows every
kind of bad round file through the same single message.
"""

from __future__ import annotations

from pathlib import Path

from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError


def read_round_card(path: Path) -> RoundCard:
    """The card in ``path``; ScoreError when it cannot be read or is not a card."""
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise ScoreError(str(exc)) from None
    return RoundCard.from_dict(data)
