"""The root of the studio's domain errors.

Each domain has one exception type (``ScoreError``, ``StoreError``, ``CourseError`` …) that
derives from ``GolfStudioError`` and carries a message a user can read; the CLI and the UI show
that message and nothing else catches a broad ``Exception``.
"""

import json


class GolfStudioError(Exception):
    """An error whose message is fit to show a user as it is."""


def shown(value: object, limit: int = 40) -> str:
    """A bad value as short one-line JSON, so a message naming it never grows into a dump
    (the CLI prints exactly one line)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
