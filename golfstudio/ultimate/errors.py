"""The Ultimate Golf domain's one error type.

A user who opens a broken course file sees one line per problem, naming the hole and the
region as the editor shows them ("hole 4 region w2: …"), never pydantic's dump and never a
traceback.
"""

from __future__ import annotations

from golfstudio.errors import ProblemsError

__all__ = ["UltimateError"]


class UltimateError(ProblemsError):
    """A course (or a card table, a shot) that cannot be read, saved or played as asked: one
    readable line per problem, naming the file when there is one (``ProblemsError``)."""
