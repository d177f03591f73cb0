"""The scoring domain's one error type, and how a bad value is shown inside its message."""

from __future__ import annotations

import json

from golfstudio.errors import GolfStudioError


class ScoreError(GolfStudioError):
    """A scorecard, handicap or format request that cannot be scored.

    The message names what is wrong (player, hole, value) so the CLI and the UI can show it
    as it is (style.md: one exception type per domain, with a message a user can read).
    """


def shown(value: object, limit: int = 40) -> str:
    """A bad value as JSON text, on one line and short: the CLI prints exactly one line."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
