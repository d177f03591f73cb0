"""The scoring domain's one error type."""

from __future__ import annotations

from golfstudio.errors import GolfStudioError


class ScoreError(GolfStudioError):
    """A scorecard, handicap or format request that cannot be scored.

    The message names what is wrong (player, hole, value) so the CLI and the UI can show it
    as it is (style.md: one exception type per domain, with a message a user can read).
    """
