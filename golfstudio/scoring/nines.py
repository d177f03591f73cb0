"""Nines: three players share 9 points on every hole (scoring.md).

The lowest score takes 5, the next 3, the highest 1; tied players share the points of the
places they tie for: two best 4-4-1, two worst 5-2-2, all three 3-3-3. Most points win.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import Sides, played_holes

NINES_PLAYERS = 3
PLACE_POINTS = (5, 3, 1)
HOLE_POINTS = sum(PLACE_POINTS)


@dataclass(frozen=True)
class NinesHole:
    hole: int
    points: Mapping[str, int]


@dataclass(frozen=True)
class NinesResult:
    holes: tuple[NinesHole, ...]
    points: Mapping[str, int]


def hole_points(scores: Mapping[str, int]) -> dict[str, int]:
    """5-3-1 by score, tied players sharing their places' points (always whole: 4, 2 or 3)."""
    ordered = sorted(scores.values())
    points: dict[str, int] = {}
    for name, score in scores.items():
        first = ordered.index(score)
        tied = ordered.count(score)
        points[name] = sum(PLACE_POINTS[first:first + tied]) // tied
    return points


def nines(sides: Sides) -> NinesResult:
    """Points per played hole and in total."""
    if len(sides) != NINES_PLAYERS:
        raise ScoreError(tr("nines is played by three players, got {count}").format(
            count=len(sides)))
    total = dict.fromkeys(sides, 0)
    holes: list[NinesHole] = []
    for index in played_holes(sides):
        scores = {name: row[index] for name, row in sides.items()}
        points = hole_points({name: s for name, s in scores.items() if s is not None})
        for name, value in points.items():
            total[name] += value
        holes.append(NinesHole(index + 1, points))
    return NinesResult(holes=tuple(holes), points=total)
