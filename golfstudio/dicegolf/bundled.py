"""The Dice Golf course shipped with the studio: ``resources/dicegolf/courses/default.json``.

The rulebook's printed boards are lost (dice-golf.md §1), so the studio ships its own nine
holes, ``default``: the legend's hazards with our lengths, pars, zones and formulas
(dice-golf.md §4). The file is data (style.md) loaded through ``hole_file`` exactly like a
user's course, so a bundled course with a validation error is refused like any other.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_file import load_course
from golfstudio.i18n import tr
from golfstudio.resources import resource_path

__all__ = ["COURSES_FOLDER", "DEFAULT_COURSE", "bundled_course_ids", "bundled_course_path",
           "load_bundled"]

COURSES_FOLDER = ("dicegolf", "courses")
DEFAULT_COURSE = "default"
"""The course a new game offers first."""

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def courses_folder() -> Path:
    return resource_path(*COURSES_FOLDER)


def bundled_course_ids() -> tuple[str, ...]:
    """The ids of the bundled courses (their file names without ``.json``), sorted."""
    return tuple(sorted(p.stem for p in courses_folder().glob("*.json") if _ID.match(p.stem)))


def bundled_course_path(course_id: str) -> Path:
    """The file of a bundled course; ``DiceGolfError`` naming the bundled ids otherwise."""
    if not _ID.match(course_id) or course_id not in bundled_course_ids():
        known = ", ".join(bundled_course_ids())
        raise DiceGolfError(tr('there is no bundled Dice Golf course "{course}" '
                               "(bundled: {known})").format(course=course_id[:40], known=known))
    return courses_folder() / f"{course_id}.json"


def load_bundled(course_id: str = DEFAULT_COURSE) -> Course:
    """A bundled course, read once and checked like any course file (a course with an error
    is a broken installation, named with its file)."""
    return _load(course_id)


@lru_cache(maxsize=4)
def _load(course_id: str) -> Course:
    return load_course(bundled_course_path(course_id))
