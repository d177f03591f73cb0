"""Play Nine's domain error: a layout or a deck the rules cannot read."""

from golfstudio.errors import GolfStudioError


class PlayNineError(GolfStudioError):
    """A layout typed wrong, a deck file that is not the game's, in words a user can read."""
