"""The Ultimate Golf domain's one error type.

A user who opens a broken course file sees one line per problem, naming the hole and the
region as the editor shows them ("hole 4 region w2: …"), never pydantic's dump and never a
traceback.
"""

from __future__ import annotations

from collections.abc import Sequence

from golfstudio.errors import GolfStudioError

__all__ = ["UltimateError"]


class UltimateError(GolfStudioError):
    """A course (or later a card table, a shot) that cannot be read, saved or played as asked.

    ``messages`` holds one readable line per problem; ``str()`` joins them, each prefixed with
    the file's name when there is one, so the CLI can print the error as it is.
    """

    def __init__(self, messages: str | Sequence[str], source: str | None = None) -> None:
        self.messages: tuple[str, ...] = (
            (messages,) if isinstance(messages, str) else tuple(messages)
        )
        self.source = source
        super().__init__("\n".join(self.lines()))

    def lines(self) -> list[str]:
        """The messages as printed: ``"links.json: hole 4: the flag is not on a green"``."""
        if self.source is None:
            return list(self.messages)
        return [f"{self.source}: {message}" for message in self.messages]
