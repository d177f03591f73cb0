"""Dice Golf's domain error: a formula, a throw or a hole the rules cannot read."""

from golfstudio.errors import GolfStudioError


class DiceGolfError(GolfStudioError):
    """A formula that does not parse, dice that are not dice, in words a user can read."""
