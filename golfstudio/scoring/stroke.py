"""Stroke play: total strokes, gross and net; lowest wins; ties share the place (scoring.md)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.scoring.ranking import places
from golfstudio.scoring.sides import Sides


@dataclass(frozen=True)
class StrokeStanding:
    name: str
    gross: int
    net: int
    place: int


def total(row: Sequence[int | None]) -> int:
    """Strokes so far: a hole not played yet adds nothing (a live card)."""
    return sum(score for score in row if score is not None)


def stroke_play(gross: Sides, net: Sides, *, by_net: bool = False) -> list[StrokeStanding]:
    """Standings by gross total, or by net total with ``by_net``; both totals are shown."""
    gross_totals = {name: total(row) for name, row in gross.items()}
    net_totals = {name: total(net[name]) for name in gross}
    ranked = places(net_totals if by_net else gross_totals)
    return [
        StrokeStanding(name=name, gross=gross_totals[name], net=net_totals[name], place=place)
        for name, place in ranked
    ]
