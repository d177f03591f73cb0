"""Bingo-Bango-Bongo: three points a hole, each for an event on the green (scoring.md).

Bingo: first on the green; bango: closest to the pin once every ball is on the green; bongo:
first in the hole. Each event names the player who made it; a hole may have fewer than three
recorded (nobody managed it, or the hole is still being played). Scores play no part, so
handicaps do not apply. Most points win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import is_whole


class Award(Enum):
    BINGO = "bingo"
    BANGO = "bango"
    BONGO = "bongo"


@dataclass(frozen=True)
class BbbEvent:
    """``player`` made ``award`` on ``hole`` (1-based)."""

    hole: int
    award: Award
    player: str

    def __post_init__(self) -> None:
        if not is_whole(self.hole) or self.hole < 1:
            raise ScoreError(tr("an event is on a hole number from 1, got {value}").format(
                value=shown(self.hole)))
        if not isinstance(self.award, Award):
            raise ScoreError(tr("hole {hole}: the event is bingo, bango or bongo, got {value}")
                             .format(
                hole=self.hole, value=shown(self.award)))
        if not isinstance(self.player, str) or not self.player:
            raise ScoreError(tr("hole {hole}: {award} names a player, got {value}").format(
                hole=self.hole, award=self.award.value, value=shown(self.player)))


@dataclass(frozen=True)
class BbbHole:
    hole: int
    awards: Mapping[Award, str | None]
    points: Mapping[str, int]


@dataclass(frozen=True)
class BbbResult:
    holes: tuple[BbbHole, ...]
    points: Mapping[str, int]


def bingo_bango_bongo(names: Sequence[str], holes: int,
                      events: Sequence[BbbEvent]) -> BbbResult:
    """Points per hole (every hole of the round, in order) and in total."""
    if len(names) < 2:
        raise ScoreError(tr("bingo-bango-bongo needs at least two players, got {count}").format(
            count=len(names)))
    awards: list[dict[Award, str | None]] = [dict.fromkeys(Award) for _ in range(holes)]
    for event in events:
        if not isinstance(event, BbbEvent):
            raise ScoreError(f"an event must be a BbbEvent, got {shown(event)}")
        if event.hole > holes:
            raise ScoreError(tr("{award} on hole {hole}: the round has {holes} holes").format(
                award=event.award.value, hole=event.hole, holes=holes))
        if event.player not in names:
            raise ScoreError(tr("{award} on hole {hole}: {name} is not a player").format(
                award=event.award.value, hole=event.hole, name=shown(event.player)))
        given = awards[event.hole - 1][event.award]
        if given is not None:
            raise ScoreError(tr("hole {hole} has two {award}s ({given} and {name})").format(
                hole=event.hole, award=event.award.value, given=given, name=event.player))
        awards[event.hole - 1][event.award] = event.player
    total = dict.fromkeys(names, 0)
    result: list[BbbHole] = []
    for number, hole_awards in enumerate(awards, 1):
        points = dict.fromkeys(names, 0)
        for player in hole_awards.values():
            if player is not None:
                points[player] += 1
                total[player] += 1
        result.append(BbbHole(number, hole_awards, points))
    return BbbResult(holes=tuple(result), points=total)
