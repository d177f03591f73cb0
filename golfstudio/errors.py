"""The root of the studio's domain errors.

Each domain has one exception type (``ScoreError``, ``StoreError``, ``CourseError`` …) that
derives from ``GolfStudioError`` and carries a message a user can read; the CLI and the UI show
that message and nothing else catches a broad ``Exception``.
"""


class GolfStudioError(Exception):
    """An error whose message is fit to show a user as it is."""
