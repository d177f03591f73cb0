"""Nassau: three match-play bets (front, back, overall) and optional automatic presses.

scoring.md: one point for the winner of the front nine, one for the back nine, one for the
eighteen; a tie in a segment gives no point. *Decision*: a round of 2k holes splits into the
first k and the last k; an odd number of holes is refused. Segments are decided by holes won
outright, so the same rule serves two sides and more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.sides import (
    Sides,
    hole_count,
    hole_winner,
    holes_won,
    played_holes,
    sole_leader,
)

PRESS_AT = 2
"""scoring.md: a press starts when a side goes 2 down."""


class Segment(Enum):
    FRONT = "front"
    BACK = "back"
    OVERALL = "overall"


@dataclass(frozen=True)
class Press:
    """A press bet: from ``from_hole`` (1-based over the whole round) to its nine's end."""

    segment: Segment
    from_hole: int
    winner: str | None


@dataclass(frozen=True)
class NassauResult:
    front: str | None
    back: str | None
    overall: str | None
    points: Mapping[str, int]
    presses: tuple[Press, ...] = ()


def segment_holes(holes: int) -> dict[Segment, range]:
    """0-based hole ranges of the three bets (*Decision*: 2k holes -> first k, last k)."""
    if holes == 0 or holes % 2:
        raise ScoreError(
            f"Nassau splits the round into a front and a back half, so it needs an even "
            f"number of holes; this round has {holes}"
        )
    half = holes // 2
    return {
        Segment.FRONT: range(0, half),
        Segment.BACK: range(half, holes),
        Segment.OVERALL: range(0, holes),
    }


def _bet_winner(sides: Sides, holes: Sequence[int]) -> str | None:
    """A bet goes to the side that won the most of its holes; a hole not played wins nothing."""
    return sole_leader(holes_won(sides, holes))


def press_starts(sides: Sides, holes: range) -> list[int]:
    """0-based first holes of the automatic presses within one nine.

    Beyond the rulebook (scoring.md, presses): whenever the trailing side becomes 2 down in
    the latest bet of the nine (the original bet or its latest press), a new press runs from
    the next hole to the end of the nine, if a hole is left. Only the latest bet spawns
    presses, and a press that itself goes 2 down spawns the next one.
    """
    first, second = sides
    starts = [holes.start]
    lead = {holes.start: 0}  # holes up for ``first`` in each bet
    for hole in (hole for hole in played_holes(sides) if hole in holes):
        winner = hole_winner(sides, hole)
        step = 1 if winner == first else -1 if winner == second else 0
        for start in starts:
            if start <= hole:
                lead[start] += step
        latest = starts[-1]
        if step and latest <= hole and abs(lead[latest]) == PRESS_AT and hole + 1 < holes.stop:
            starts.append(hole + 1)
            lead[hole + 1] = 0
    return starts[1:]


def nassau(sides: Sides, *, auto_press: bool = False) -> NassauResult:
    """Front, back and overall winners by holes won, points, and presses with ``auto_press``
    (two sides only: a press is a bet between the side that is down and the one that is up)."""
    if len(sides) < 2:
        raise ScoreError(f"Nassau needs at least two sides, got {len(sides)}")
    if auto_press and len(sides) != 2:
        raise ScoreError(f"automatic presses need exactly two sides; this Nassau has {len(sides)}")
    bets = segment_holes(hole_count(sides))
    winners = {segment: _bet_winner(sides, holes) for segment, holes in bets.items()}
    presses: list[Press] = []
    if auto_press:
        for segment in (Segment.FRONT, Segment.BACK):
            holes = bets[segment]
            for start in press_starts(sides, holes):
                winner = _bet_winner(sides, range(start, holes.stop))
                presses.append(Press(segment=segment, from_hole=start + 1, winner=winner))
    points = dict.fromkeys(sides, 0)
    for winner in [*winners.values(), *(press.winner for press in presses)]:
        if winner is not None:
            points[winner] += 1
    return NassauResult(
        front=winners[Segment.FRONT],
        back=winners[Segment.BACK],
        overall=winners[Segment.OVERALL],
        points=points,
        presses=tuple(presses),
    )
