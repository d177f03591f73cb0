"""The Ultimate Golf courses shipped with the studio, listed by
``resources/ultimate/courses/index.json``.

The rulebook's 18 printed boards are not available (ultimate-golf.md §1), so the studio ships
its own 18 holes, ``default``: par 72, about 6,970 yards, the rulebook's stroke indexes and
the features its local rules name (docs/ultimate-format.md, "The bundled course"). A course
file is data (style.md): this module only lists and loads them, by the id a player types
(``golfstudio ultimate show default``).
"""

from __future__ import annotations

from pathlib import Path

from golfstudio.bundled import BundledEntry, BundledIndex
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import load_course
from golfstudio.ultimate.errors import UltimateError

__all__ = ["COURSES_FOLDER", "DEFAULT_COURSE", "BundledCourse", "bundled_course",
           "bundled_courses", "courses_folder", "load_bundled"]

COURSES_FOLDER = ("ultimate", "courses")
DEFAULT_COURSE = "default"
"""The course a new game offers first."""


BundledCourse = BundledEntry
"""A bundled course: its id, title and file (``golfstudio.bundled``)."""

_INDEX: BundledIndex[Course] = BundledIndex(
    COURSES_FOLDER, "golfstudio.ultimate-courses", UltimateError, load_course)


def courses_folder() -> Path:
    return _INDEX.folder()


def bundled_courses() -> list[BundledCourse]:
    """Every bundled course in the index's order."""
    return _INDEX.entries()


def bundled_course(course_id: str) -> BundledCourse:
    """A bundled course's entry by id; ``UltimateError`` naming the ids there are."""
    return _INDEX.entry(course_id)


def load_bundled(course_id: str = DEFAULT_COURSE) -> Course:
    """Load a bundled course by id; its file is checked like any course file."""
    return _INDEX.load(course_id)
