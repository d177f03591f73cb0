"""Reading and writing course files: versioned JSON, upgraded on load, saved atomically.

A file is ``{"format": "golfstudio.carambole", "version": 1, …the Course fields…}``
(docs/carambole-format.md). Loading goes: read the text → parse JSON → check the format →
``upgrade`` to the current version → validate with the pydantic models → ``validate`` the
course as a whole. Each step turns what goes wrong into ``CourseError`` lines a user can read.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from golfstudio.carambole.course import Course
from golfstudio.carambole.errors import CourseError, validation_messages
from golfstudio.carambole.validate import Problem, errors_of, validate
from golfstudio.docfile import DocKind, layout

FORMAT = "golfstudio.carambole"
VERSION = 1
"""The version this GolfStudio writes, and the newest it reads."""

JsonObject = dict[str, Any]

COURSE_FILE = DocKind(
    FORMAT, VERSION, "course", "a Carambole course file", CourseError,
    upgrades={
        # 1: _upgrade_1_to_2,   ← version 2 adds its step here; each step returns version n + 1
    },
)


def upgrade(data: JsonObject) -> JsonObject:
    """Bring a course file's JSON object up to ``VERSION`` (``DocKind.upgrade``)."""
    return COURSE_FILE.upgrade(data)


def course_from_data(data: object) -> Course:
    """A course from a parsed file object: format, upgrade, then the models."""
    body = COURSE_FILE.open(data)
    try:
        return Course.model_validate_json(json.dumps(body), strict=True)
    except ValidationError as exc:
        raise CourseError(validation_messages(exc, body)) from None


def reads_course(text: str, source_name: str | None = None) -> tuple[Course, list[Problem]]:
    """A course and its problems; raises ``CourseError`` only if it cannot be built at all.

    The editor opens files this way, so a course with errors can still be fixed.
    """
    try:
        course = course_from_data(COURSE_FILE.parse(text))
    except CourseError as exc:
        raise CourseError(exc.messages, source_name) from None
    return course, validate(course)


def loads_course(text: str, source_name: str | None = None) -> Course:
    """A playable course from JSON text, or ``CourseError`` listing every error in it."""
    course, problems = reads_course(text, source_name)
    errors = errors_of(problems)
    if errors:
        raise CourseError([p.message for p in errors], source_name)
    return course


def _read_text(path: Path) -> str:
    try:
        return COURSE_FILE.read_text(path)
    except CourseError as exc:
        raise CourseError(exc.messages, path.name) from None


def read_course(path: str | Path) -> tuple[Course, list[Problem]]:
    """``reads_course`` on a file (for the editor)."""
    path = Path(path)
    return reads_course(_read_text(path), path.name)


def load_course(path: str | Path) -> Course:
    """``loads_course`` on a file: every error is a line of the ``CourseError``."""
    path = Path(path)
    return loads_course(_read_text(path), path.name)


def course_to_data(course: Course) -> JsonObject:
    """The file's JSON object: the envelope first, then the course's fields in model order."""
    return COURSE_FILE.wrap(course.model_dump(mode="json", exclude_none=True))


def course_to_json(course: Course) -> str:
    """Stable, diff-friendly text (``docfile.layout``)."""
    return layout(course_to_data(course)) + "\n"


def save_course(course: Course, path: str | Path) -> None:
    """Write a course file atomically (jsonfile.write_atomically): a crash leaves the old
    file or the new one."""
    COURSE_FILE.write(Path(path), course_to_json(course))
