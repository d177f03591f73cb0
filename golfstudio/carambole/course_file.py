"""Reading and writing course files: versioned JSON, upgraded on load, saved atomically.

A file is ``{"format": "golfstudio.carambole", "version": 1, …the Course fields…}``
(docs/carambole-format.md). Loading goes: read the text → parse JSON → check the format →
``upgrade`` to the current version → validate with the pydantic models → ``validate`` the
course as a whole. Each step turns what goes wrong into ``CourseError`` lines a user can read.
"""

from __future__ import annotations

from typing import Any

from golfstudio.carambole.course import Course
from golfstudio.carambole.errors import CourseError, validation_messages
from golfstudio.carambole.validate import Problem, validate
from golfstudio.docfile import DocKind, ModelFile
from golfstudio.i18n import QT_TR_NOOP

FORMAT = "golfstudio.carambole"
VERSION = 1
"""The version this GolfStudio writes, and the newest it reads."""

JsonObject = dict[str, Any]

COURSE_FILE = DocKind(
    FORMAT, VERSION, QT_TR_NOOP("course"), QT_TR_NOOP("a Carambole course file"), CourseError,
    upgrades={
        # 1: _upgrade_1_to_2,   ← version 2 adds its step here; each step returns version n + 1
    },
)


def upgrade(data: JsonObject) -> JsonObject:
    """Bring a course file's JSON object up to ``VERSION`` (``DocKind.upgrade``)."""
    return COURSE_FILE.upgrade(data)


COURSES: ModelFile[Course, Problem] = ModelFile(
    COURSE_FILE, Course, CourseError, validation_messages, validate)
"""Reading and writing course files (``docfile.ModelFile``); the names below are its
methods, as the rest of the studio calls them."""

course_from_data = COURSES.from_data
reads_course = COURSES.reads
"""A course and its problems; ``CourseError`` only if it cannot be built at all (the editor
opens files this way, so a course with errors can still be fixed)."""
loads_course = COURSES.loads
read_course = COURSES.read
load_course = COURSES.load
course_to_data = COURSES.to_data
course_to_json = COURSES.to_json
save_course = COURSES.save
