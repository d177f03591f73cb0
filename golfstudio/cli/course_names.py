"""The name a simulated round's course goes by in its saved game (issue 30 §7).

``--course`` is a bundled course's id (``default``) or a file's path; neither is a name a
player knows the course by. The round is labelled with the course's own name ("GolfStudio
Links"), and only a course without one falls back to the id or the file's stem.
"""

from __future__ import annotations

from pathlib import Path


def course_title(course_name: str, course_arg: str) -> str:
    """The course's own name (spaces tidied), else the id or the file name without its
    folder and suffix."""
    return " ".join(course_name.split()) or Path(course_arg).stem
