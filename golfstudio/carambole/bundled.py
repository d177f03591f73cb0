"""The courses shipped with the studio, listed by ``resources/carambole/courses/index.json``.

Seven courses in the spirit of the board (six basic courses of rising difficulty and the
three-level course 7), "modified" variants of some of them with obstacles, sand and water
(rulebook p. "Mode de jeu de base": basic courses + obstacles make modified courses), and a
linked course joining several boards (schemes S-6 to S-8). The course files are data
(style.md): this module only lists and loads them; the index gives their order, a short
title and a kind.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import load_course
from golfstudio.carambole.errors import CourseError
from golfstudio.resources import resource_path

COURSES_FOLDER = ("carambole", "courses")


class CourseKind(StrEnum):
    BASIC = "basic"
    """One of the six courses printed on the board."""
    LEVEL = "level"
    """Course 7: parts at different levels joined by high obstacles."""
    MODIFIED = "modified"
    """A basic course with obstacles, sand or water laid on it."""
    LINKED = "linked"
    """Several boards joined into one course (starts on one, hole on another)."""


@dataclass(frozen=True)
class BundledCourse:
    id: str
    title: str
    kind: CourseKind
    path: Path


_Id = Annotated[str, Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9-]*$")]


class _Entry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: _Id
    title: str = Field(min_length=1)
    kind: CourseKind
    file: str = Field(min_length=1, pattern=r"^[A-Za-z0-9._-]+\.json$")


class _Index(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["golfstudio.carambole-courses"]
    version: Literal[1]
    notes: str = ""
    courses: tuple[_Entry, ...]


def courses_folder() -> Path:
    return resource_path(*COURSES_FOLDER)


def bundled_courses() -> list[BundledCourse]:
    """Every bundled course in the index's order (basic, level, modified, linked)."""
    return list(_read_index())


@lru_cache(maxsize=1)
def _read_index() -> tuple[BundledCourse, ...]:
    index_path = courses_folder() / "index.json"
    try:
        index = _Index.model_validate(json.loads(index_path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        # A broken installation, not a user's mistake: say which file and why.
        raise CourseError(f"the bundled course index {index_path} cannot be read: "
                          f"{str(exc).splitlines()[0]}") from None
    ids = [e.id for e in index.courses]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise CourseError(f"the bundled course index lists {', '.join(twice)} twice")
    return tuple(BundledCourse(e.id, e.title, e.kind, courses_folder() / e.file)
                 for e in index.courses)


def bundled_course(course_id: str) -> BundledCourse:
    """A bundled course's entry by id; ``CourseError`` naming the ids there are."""
    for entry in _read_index():
        if entry.id == course_id:
            return entry
    known = ", ".join(e.id for e in _read_index())
    raise CourseError(f'there is no bundled course "{course_id}" (bundled: {known})')


def load_bundled(course_id: str) -> Course:
    """Load a bundled course by id (its file is validated like any course file)."""
    return load_course(bundled_course(course_id).path)
