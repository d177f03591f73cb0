"""The engine's one error type: an action, a set-up or a saved game the rules refuse."""

from golfstudio.errors import GolfStudioError


class GameError(GolfStudioError):
    """A move, a game's set-up or a saved game that the rules do not allow, in words a player
    can read (every game's engine raises this one type, so the CLI and the UI catch one)."""
