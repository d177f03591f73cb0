"""A finished Carambole game as a scored round of the store (issue 4 §2: "at the end, the
round is saved in the store as a scored round of the game carambole").

``round_record(game)`` turns a finished ``CaramboleGame`` into a ``CaramboleRound``: a store
course named after the game's courses with one hole per Carambole course, the players, and
each player's strokes per course. ``write_round(store, record, played_on)`` writes it:
players and the course are found by name or added, then a game night with one round and
every score. Both are pure Python, so the CLI, the UI and the tests share them; the UI only
decides *when* to write (and does it off the GUI thread).

Decisions (the rulebook and the core leave these open):

- **Par:** a Carambole course has no par field yet, so every hole of the stored course has
  par ``DEFAULT_PAR`` = 3 (a well-played bundled course takes two to four strokes). The
  stroke formats and game-night history need a par only for "over/under par" colours;
  totals, the winner and match results do not depend on it.
- **Stroke index:** 1..n in the order the courses were played (scoring.md needs a
  permutation; there is no difficulty ranking of Carambole courses to use instead).
- **Several balls per player:** a player's score on a course is the **sum** of their balls'
  scores. carambole.md §6 says "each ball is scored for its owner" and the winner has the
  lowest total, which is what ``CaramboleGame.scores()`` adds up; the best ball alone would
  let a player's second ball play for nothing.
- **The store course's name** is ``"Carambole: "`` and the courses' labels joined with
  ``" + "`` ("Carambole: course-1 + course-3"), so the same sequence of courses is the same
  store course night after night. A name longer than the store's column is shortened and
  ends with a short digest of the full name, which keeps different sequences apart.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType
from typing import TYPE_CHECKING

from golfstudio.carambole.game import CaramboleGame
from golfstudio.carambole.table import GameError
from golfstudio.scoring.card import Hole, Player, RoundCard

if TYPE_CHECKING:
    from golfstudio.store import Store

GAME = "carambole"
"""The store's name of the game (``golfstudio.store.Game.CARAMBOLE``)."""
DEFAULT_PAR = 3
PLACE = "GolfStudio"
"""Where a night played in the studio took place."""
NAME_LENGTH = 80
"""The store's longest course or player name (``store.tables.NAME_LENGTH``)."""
_PREFIX = "Carambole: "
_DIGEST = 6


@dataclass(frozen=True)
class CaramboleRound:
    """What the store needs of a finished game: the course, the players and their strokes.

    ``holes`` are (par, stroke index) per Carambole course in the order played;
    ``strokes`` maps each player's name to their score on each course.
    """

    course_name: str
    holes: tuple[tuple[int, int], ...]
    players: tuple[str, ...]
    strokes: Mapping[str, tuple[int, ...]] = field(hash=False)

    def totals(self) -> dict[str, int]:
        return {name: sum(self.strokes[name]) for name in self.players}

    def card(self) -> RoundCard:
        """The round as the scoring formats read it (no handicaps: the store adds them)."""
        return RoundCard(holes=tuple(Hole(par, si) for par, si in self.holes),
                         players=tuple(Player(name) for name in self.players),
                         scores=dict(self.strokes), game=GAME)


@dataclass(frozen=True)
class SavedRound:
    """Where ``write_round`` put the round: the store's ids."""

    course_id: int
    night_id: int
    round_id: int
    player_ids: tuple[int, ...]


def course_name(labels: Sequence[str]) -> str:
    """The store course's name for a sequence of course labels (see the module docstring).

    >>> course_name(["course-1", "course-3"])
    'Carambole: course-1 + course-3'
    """
    cleaned = [" ".join(label.split()) for label in labels]
    if not cleaned or not all(cleaned):
        raise GameError("every course of the round needs a name for the scorecard")
    full = _PREFIX + " + ".join(cleaned)
    if len(full) <= NAME_LENGTH:
        return full
    digest = hashlib.sha1(full.encode("utf-8")).hexdigest()[:_DIGEST]
    tail = f"… #{digest}"
    return full[:NAME_LENGTH - len(tail)].rstrip(" +") + tail


def course_labels(game: CaramboleGame) -> tuple[str, ...]:
    """The courses' own names, or "course N" for an unnamed one."""
    return tuple(c.name.strip() or f"course {k}"
                 for k, c in enumerate(game.params.courses, start=1))


def round_record(game: CaramboleGame, labels: Sequence[str] | None = None) -> CaramboleRound:
    """The store round of a finished game; ``labels`` name its courses (bundled ids, file
    names), by default the courses' own names.

    ``GameError`` if the game is not over, or if two players share a name (the store and
    the scorecards know players by name).
    """
    if not game.is_over():
        raise GameError("the game is not over yet: there is no round to save")
    courses = game.params.courses
    names = course_labels(game) if labels is None else tuple(labels)
    if len(names) != len(courses):
        raise GameError(f"{len(names)} course names given for {len(courses)} courses")
    players = tuple(p.name.strip() for p in game.params.players)
    for name in players:
        if not name:
            raise GameError("every player needs a name for the scorecard")
        if players.count(name) > 1:
            raise GameError(f"two players are called {name}: the scorecard needs "
                            "different names")
    scores = game.scores()
    strokes: dict[str, tuple[int, ...]] = {}
    for owner, name in enumerate(players):
        row: list[int] = []
        for course_scores in scores.players:
            score = course_scores[owner]
            if score is None:  # cannot happen once the game is over; say so if it does
                raise GameError(f"{name} has no score on a course of a finished game")
            row.append(score)
        strokes[name] = tuple(row)
    holes = tuple((DEFAULT_PAR, si) for si in range(1, len(courses) + 1))
    return CaramboleRound(course_name(names), holes, players, MappingProxyType(strokes))


def write_round(store: Store, record: CaramboleRound, played_on: date, *,
                place: str = PLACE) -> SavedRound:
    """Write the round to the store: players and course found by name or added, then a
    game night of the game "carambole" with one round holding every score.

    Store failures reach the caller as ``StoreError``. A course of that name with another
    number of holes (a name shortened to the same digest) is refused by the store's checks.
    """
    player_ids: list[int] = []
    for name in record.players:
        player = store.find_player(name) or store.add_player(name)
        assert player.id is not None
        player_ids.append(player.id)
    course = store.find_course(record.course_name, GAME) or store.add_course(
        record.course_name, GAME, list(record.holes))
    assert course.id is not None
    night = store.add_night(played_on, course.id, player_ids, place=place, rounds=0)
    assert night.id is not None
    round_row = store.add_round(night.id)
    assert round_row.id is not None
    for name, player_id in zip(record.players, player_ids, strict=True):
        for hole, strokes in enumerate(record.strokes[name], start=1):
            store.record_score(round_row.id, player_id, hole, strokes)
    return SavedRound(course.id, night.id, round_row.id, tuple(player_ids))
