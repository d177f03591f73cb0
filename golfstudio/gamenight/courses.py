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

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.errors import CourseError
from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import GAMES, Offer, game_info
from golfstudio.gamenight.entry import counts_strokes
from golfstudio.gamenight.entry import plausible_maximum as entry_plausible_maximum
from golfstudio.gamenight.errors import EntryError
from golfstudio.i18n import tr
from golfstudio.resources import resource_path
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import check_stroke_indexes
from golfstudio.store import Store, StoreError, open_store
from golfstudio.store.tables import Course

FILES = ("ultimate-golf.json", "carambole.json", "play-nine.json", "dice-golf.json")
"""The bundled files, in the order the set-up page lists them; each names its game by its
registry id, checked on reading."""


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
    game: str
    notes: str = ""
    holes: tuple[_Hole, ...] = Field(min_length=1)

    @field_validator("game")
    @classmethod
    def _registered(cls, game: str) -> str:
        try:
            game_info(game)
        except GameError as exc:
            raise ValueError(str(exc)) from None
        return game


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


STROKE_PAR_MAX = 9
"""The highest par the course editor gives a hole of a game scored in strokes: past any
table game's hole (Ultimate Golf's longest is a par 5)."""
CARD_TOTAL_PARS = (-20, 20)
"""A card-total game's hole "par" (Play Nine, rules/scoring.md) is an expected total: zero
or negative as often as not."""


def scorecard_games() -> tuple[str, ...]:
    """The games a night is scored for (the registry's with ``Offer.SCORECARD``), in the
    order the set-up page and the course editor offer them: first those with a bundled
    course, in ``FILES`` order, so the first choice can start a night at once; then the
    others in the registry's order."""
    bundled = [course.game for course in _read_all()]
    scored = [info.id for info in GAMES if Offer.SCORECARD in info.offers]
    return tuple(sorted(scored, key=lambda game: bundled.index(game) if game in bundled
                        else len(bundled)))


def par_range(game: str) -> tuple[int, int]:
    """The pars a hole of a custom course of ``game`` may be given: from the registry's least
    score up to ``STROKE_PAR_MAX`` (or the game's greatest score, if lower); a game with no
    least score keeps card totals, ``CARD_TOTAL_PARS``. EntryError for an unknown game."""
    try:
        scores = game_info(game).score_range
    except GameError as exc:
        raise EntryError(str(exc)) from None
    if scores.minimum is None:
        return CARD_TOTAL_PARS
    highest = STROKE_PAR_MAX if scores.maximum is None else min(STROKE_PAR_MAX, scores.maximum)
    return scores.minimum, max(scores.minimum, highest)


def plausible_maximum(par: int, over_par: int | None, game: str | None = None) -> int | None:
    """``entry.plausible_maximum`` for a hole of ``game``: None (never ask) for a game whose
    scores are card totals (Play Nine, rules/scoring.md). *Decision* (docs/game-night.md,
    "Plausible scores"): a card total has no par to be far over. ``game`` None: a game
    counted in strokes."""
    if game is not None and not counts_strokes(game):
        return None
    return entry_plausible_maximum(par, over_par)


def plausible_maxima(store: Store, course_id: int) -> tuple[int | None, ...]:
    """Each hole's :func:`plausible_maximum` on a stored course, in hole order — what the
    score grid asks confirmation above (None on a hole: never)."""
    course = store.course(course_id)
    return tuple(plausible_maximum(hole.par, course.plausible_over_par, course.game.value)
                 for hole in store.holes(course_id))


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
        # A hole tied to a bundled Carambole course keeps that course's stroke limit.
        linked = [hole.carambole_course for hole in data.holes]
        limits = None
        if any(name is not None for name in linked):
            limits = tuple(load_bundled(name or "").stroke_limit for name in linked)
    except ValidationError as exc:
        # A broken installation, not a user's mistake: name the file, the field and why.
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise EntryError(tr("the bundled course {path} cannot be read: {where}: {reason}").format(
            path=path, where=where, reason=first["msg"].removeprefix("Value error, "))) from None
    except (OSError, ValueError, ScoreError, CourseError) as exc:
        raise EntryError(tr("the bundled course {path} cannot be read: {reason}").format(
            path=path, reason=str(exc).splitlines()[0])) from None
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


def open_scorecard_store(url: str | None = None) -> Store:
    """The store as game night uses it: opened (``open_store``) with the bundled courses
    installed, so a night on "Ultimate Golf" finds its course in a fresh database whether
    the studio or the CLI opened it — the one way both get them (issue 27)."""
    store = open_store(url)
    try:
        install_bundled(store)
    except (StoreError, EntryError):
        store.close()
        raise
    return store
