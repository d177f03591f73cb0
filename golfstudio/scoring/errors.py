"""The scoring domain's one error type."""

from __future__ import annotations

from golfstudio.errors import GolfStudioError


class ScoreError(GolfStudioError):
    """A scorecard, handicap or format request that cannot be scored.

    The message names what is wrong (player, hole, value) so the CLI and the UI can show it
    as it is (style.md: one exception type per domain, with a message a user can read).
    """


class PressRefused(ScoreError):
    """A Nassau press the side may not ask for; ``up`` is the holes that side is up in the
    bet it would press (0: all square), so a caller can tell refusals apart without reading
    the (translated) message."""

    def __init__(self, message: str, up: int = -1) -> None:
        super().__init__(message)
        self.up = up
