"""The root of the studio's domain errors.

Each domain has one exception type (``ScoreError``, ``StoreError``, ``CourseError`` …) that
derives from ``GolfStudioError`` and carries a message a user can read; the CLI and the UI show
that message and nothing else catches a broad ``Exception``.
"""

import json
from collections.abc import Sequence


class GolfStudioError(Exception):
    """An error whose message is fit to show a user as it is."""


class ProblemsError(GolfStudioError):
    """An error of one readable line per problem (a file with several mistakes says them
    all), each line prefixed with the file's name when there is one, so the CLI prints it as
    it is. Each file kind's domain error derives from it (``CourseError``, ``UltimateError``).
    """

    def __init__(self, messages: str | Sequence[str], source: str | None = None) -> None:
        self.messages: tuple[str, ...] = (
            (messages,) if isinstance(messages, str) else tuple(messages)
        )
        self.source = source
        super().__init__("\n".join(self.lines()))

    def lines(self) -> list[str]:
        """The messages as printed: ``"course.json: the course has no hole"``."""
        if self.source is None:
            return list(self.messages)
        return [f"{self.source}: {message}" for message in self.messages]


def shown(value: object, limit: int = 40) -> str:
    """A bad value as short one-line JSON, so a message naming it never grows into a dump
    (the CLI prints exactly one line)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
