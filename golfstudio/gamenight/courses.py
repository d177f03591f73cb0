"""The scorecard courses shipped with the studio (``resources/courses/*.json``).

A scorecard course is what a game night needs of a course: par and stroke index per hole.
Ultimate Golf's 18 holes carry the rulebook's stroke index table (ultimate-golf.md §1);
Play Nine and Dice Golf have nine holes; Carambole's scorecard course has one hole per
bundled Carambole course (``golfstudio.carambole.bundled``), par 3 each, and each hole keeps
its course's stroke limit, which bounds the score a scorekeeper may enter there.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.errors import CourseError
from golfstudio.gamenight.errors import EntryError
from golfstudio.resources import resource_path
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import check_stroke_indexes
from golfstudio.store import Store
from golfstudio.store.tables import Course

FILES = ("ultimate-golf.json", "carambole.json", "play-nine.json", "dice-golf.json")


class _Hole(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    par: int
    si: int = Field(ge=1)
    carambole_course: str | None = None


class _File(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    format: Literal["golfstudio.scorecard-course"]
    version: Literal[1]
    name: str = Field(min_length=1)
    game: Literal["golf", "ultimate", "carambole", "dicegolf", "playnine", "pbm"]
    notes: str = ""
    holes: tuple[_Hole, ...] = Field(min_length=1)


@dataclass(frozen=True)
class ScorecardCourse:
    """A bundled course: name, game, (par, SI) per hole and, for Carambole, stroke limits."""

    name: str
    game: str
    holes: tuple[tuple[int, int], ...]
    stroke_limits: tuple[int, ...] | None = None

    @property
    def par(self) -> int:
        return sum(par for par, _si in self.holes)


def bundled_scorecard_courses() -> list[ScorecardCourse]:
    return list(_read_all())


@lru_cache(maxsize=1)
def _read_all() -> tuple[ScorecardCourse, ...]:
    return tuple(_read(name) for name in FILES)


def _read(file_name: str) -> ScorecardCourse:
    path = resource_path("courses", file_name)
    try:
        data = _File.model_validate(json.loads(path.read_text(encoding="utf-8")))
        check_stroke_indexes([hole.si for hole in data.holes])
        limits = None
        if data.game == "carambole":
            limits = tuple(load_bundled(hole.carambole_course or "").stroke_limit
                           for hole in data.holes)
    except (OSError, ValueError, ValidationError, ScoreError, CourseError) as exc:
        # A broken installation, not a user's mistake: name the file and why.
        raise EntryError(f"the bundled course {path} cannot be read: "
                         f"{str(exc).splitlines()[0]}") from None
    return ScorecardCourse(data.name, data.game,
                           tuple((hole.par, hole.si) for hole in data.holes), limits)


def stroke_limits(course_name: str, game: str) -> tuple[int, ...] | None:
    """Per-hole stroke limits of a bundled Carambole course; None for any other course."""
    for course in _read_all():
        if course.name == course_name and course.game == game:
            return course.stroke_limits
    return None


def install_bundled(store: Store) -> list[Course]:
    """Add the bundled courses the store does not have yet (by game and name); returns every
    bundled course as stored. Idempotent, so the set-up page calls it each time it opens."""
    stored = []
    for course in _read_all():
        found = store.find_course(course.name, course.game)
        if found is None:
            found = store.add_course(course.name, course.game, list(course.holes))
        stored.append(found)
    return stored
