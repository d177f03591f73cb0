"""Dice Golf's one domain error: a formula, a throw, a course file or a move the rules
cannot take, in words a user can read.

A broken course file gives one line per problem naming the hole and its part as the editor
shows them ("hole 3 zone 2: …"), never pydantic's dump and never a traceback
(``ProblemsError``).
"""

from golfstudio.errors import ProblemsError

__all__ = ["DiceGolfError"]


class DiceGolfError(ProblemsError):
    """What cannot be read, saved or played as asked: one readable line per problem, naming
    the file when there is one."""
