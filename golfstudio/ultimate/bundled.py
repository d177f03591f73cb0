"""The Ultimate Golf courses shipped with the studio, listed by
``resources/ultimate/courses/index.json``.

The rulebook's 18 printed boards are not available (ultimate-golf.md §1), so the studio ships
its own 18 holes, ``default``: par 72, about 6,970 yards, the rulebook's stroke indexes and
the features its local rules name (docs/ultimate-format.md, "The bundled course"). A course
file is data (style.md): this module only lists and loads them, by the id a player types
(``golfstudio ultimate show default``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio.resources import resource_path
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import load_course
from golfstudio.ultimate.errors import UltimateError

__all__ = ["COURSES_FOLDER", "DEFAULT_COURSE", "BundledCourse", "bundled_course",
           "bundled_courses", "courses_folder", "load_bundled"]

COURSES_FOLDER = ("ultimate", "courses")
DEFAULT_COURSE = "default"
"""The course a new game offers first."""


@dataclass(frozen=True)
class BundledCourse:
    id: str
    title: str
    path: Path


_Id = Annotated[str, Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9-]*$")]


class _Entry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: _Id
    title: str = Field(min_length=1)
    file: str = Field(min_length=1, pattern=r"^[A-Za-z0-9._-]+\.json$")


class _Index(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["golfstudio.ultimate-courses"]
    version: Literal[1]
    notes: str = ""
    courses: tuple[_Entry, ...] = Field(min_length=1)


def courses_folder() -> Path:
    return resource_path(*COURSES_FOLDER)


def bundled_courses() -> list[BundledCourse]:
    """Every bundled course in the index's order."""
    return list(_read_index())


@lru_cache(maxsize=1)
def _read_index() -> tuple[BundledCourse, ...]:
    index_path = courses_folder() / "index.json"
    try:
        index = _Index.model_validate(json.loads(index_path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        # A broken installation, not a user's mistake: say which file and why.
        raise UltimateError(f"the bundled course index {index_path} cannot be read: "
                            f"{str(exc).splitlines()[0]}") from None
    ids = [e.id for e in index.courses]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise UltimateError(f"the bundled course index lists {', '.join(twice)} twice")
    return tuple(BundledCourse(e.id, e.title, courses_folder() / e.file)
                 for e in index.courses)


def bundled_course(course_id: str) -> BundledCourse:
    """A bundled course's entry by id; ``UltimateError`` naming the ids there are."""
    for entry in _read_index():
        if entry.id == course_id:
            return entry
    known = ", ".join(e.id for e in _read_index())
    raise UltimateError(f'there is no bundled course "{course_id}" (bundled: {known})')


def load_bundled(course_id: str = DEFAULT_COURSE) -> Course:
    """Load a bundled course by id; its file is checked like any course file."""
    return load_course(bundled_course(course_id).path)
