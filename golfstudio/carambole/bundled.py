"""The courses shipped with the studio, listed by ``resources/carambole/courses/index.json``.

Seven courses in the spirit of the board (six basic courses of rising difficulty and the
three-level course 7), "modified" variants of some of them with obstacles, sand and water
(rulebook p. "Mode de jeu de base": basic courses + obstacles make modified courses), and a
linked course joining several boards (schemes S-6 to S-8). The course files are data
(style.md): this module only lists and loads them; the index gives their order, a short
title and a kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from golfstudio.bundled import BundledEntry, BundledIndex
from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import load_course
from golfstudio.carambole.errors import CourseError
from golfstudio.i18n import tr

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

    def shown(self) -> str:
        """The kind as the studio lists it, in the user's language ("basic" in English)."""
        words = {CourseKind.BASIC: tr("basic", "a bundled course's kind"),
                 CourseKind.LEVEL: tr("level", "a bundled course's kind"),
                 CourseKind.MODIFIED: tr("modified", "a bundled course's kind"),
                 CourseKind.LINKED: tr("linked", "a bundled course's kind")}
        return words[self]


@dataclass(frozen=True)
class BundledCourse:
    """A bundled course: its id, its title in the user's language, its kind and file."""

    id: str
    title: str
    kind: CourseKind
    path: Path


_INDEX: BundledIndex[Course] = BundledIndex(
    COURSES_FOLDER, "golfstudio.carambole-courses", CourseError, load_course,
    kinds=[k.value for k in CourseKind])


def _course(entry: BundledEntry) -> BundledCourse:
    return BundledCourse(entry.id, entry.title, CourseKind(entry.kind), entry.path)


def courses_folder() -> Path:
    return _INDEX.folder()


def bundled_courses() -> list[BundledCourse]:
    """Every bundled course in the index's order (basic, level, modified, linked)."""
    return [_course(e) for e in _INDEX.entries()]


def bundled_course(course_id: str) -> BundledCourse:
    """A bundled course's entry by id; ``CourseError`` naming the ids there are."""
    return _course(_INDEX.entry(course_id))


def load_bundled(course_id: str) -> Course:
    """Load a bundled course by id (its file is validated like any course file)."""
    return _INDEX.load(course_id)
