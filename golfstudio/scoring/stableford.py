"""Stableford, beyond the rulebook (scoring.md): points = max(0, 2 + par - score) per hole,
with the net score when handicapped; most points win; ties share the place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import Sides


@dataclass(frozen=True)
class StablefordStanding:
    name: str
    points: int
    place: int


def hole_points(score: int, par: int) -> int:
    """scoring.md: net par is 2 points, a birdie 3, a bogey 1, worse than that nothing."""
    return max(0, 2 + par - score)


def stableford_points(row: Sequence[int | None], pars: Sequence[int]) -> int:
    """Points so far: a hole not played yet scores nothing."""
    return sum(
        hole_points(score, par) for score, par in zip(row, pars, strict=True) if score is not None
    )


def stableford(sides: Sides, pars: Sequence[int]) -> list[StablefordStanding]:
    """Standings, most points first, then by name."""
    points = {name: stableford_points(row, pars) for name, row in sides.items()}
    return [
        StablefordStanding(name=name, points=points[name], place=place)
        for name, place in places(points, most_first=True)
    ]
