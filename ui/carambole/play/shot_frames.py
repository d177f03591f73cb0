"""A shot's record laid out in time, for the canvas to animate: no Qt, only hexes and ticks.

A tick is one step of one ball. The record's ``moves`` are played one after the other (a
struck ball moves off once the striker has stopped, §7), with a short pause at each
hand-over so the collision reads as one; bounces and hand-overs become marks that appear
when the moving ball reaches them. ``positions_at(t)`` says where every ball is at tick
``t``: on a cell, or between two cells with the fraction travelled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from golfstudio.carambole.shot import ShotRecord
from golfstudio.hexgrid import Direction, Hex

HANDOVER_PAUSE = 0.6
"""Ticks between the striker stopping and the struck ball moving off."""
_EPSILON = 1e-9


class MarkKind(Enum):
    BOUNCE = "bounce"
    HANDOVER = "handover"
    HOLED = "holed"


@dataclass(frozen=True)
class Run:
    """One ball's run: the game's ball number, its cells (start first), its first tick."""

    ball: int
    cells: tuple[Hex, ...]
    start: float

    @property
    def end(self) -> float:
        return self.start + len(self.cells) - 1

    def at(self, tick: float) -> tuple[int, float]:
        """The index of the cell the ball last left at ``tick`` and how far it is towards
        the next one (the last cell and 0 once the run is over)."""
        last = len(self.cells) - 1
        travelled = max(0.0, tick - self.start)
        if travelled >= last - _EPSILON:
            return last, 0.0
        k = int(travelled)
        return k, travelled - k


@dataclass(frozen=True)
class Mark:
    """Something to show when the animation reaches ``tick``: a bounce on ``cell`` (the ball
    turning from ``incoming`` to ``direction``), a hand-over from ``cell`` towards
    ``direction``, or a ball dropping into the hole on ``cell``."""

    kind: MarkKind
    ball: int
    cell: Hex
    direction: Direction
    tick: float
    incoming: Direction | None = None


@dataclass(frozen=True)
class Where:
    """A ball between ``here`` and ``there`` (equal when it rests), ``fraction`` of the way."""

    here: Hex
    there: Hex
    fraction: float = 0.0


@dataclass(frozen=True)
class ShotFrames:
    """The runs and marks of one shot, the balls before and after it, and its length."""

    runs: tuple[Run, ...]
    marks: tuple[Mark, ...]
    before: Mapping[int, Hex]
    after: Mapping[int, Hex]
    holed: frozenset[int]
    total: float

    def positions_at(self, tick: float) -> dict[int, Where]:
        """Where each ball on the course is at ``tick`` (a holed ball stays on the hole
        until the shot is over; the canvas shows it dropping in)."""
        found = {b: Where(h, h) for b, h in self.before.items()}
        for run in self.runs:
            if tick < run.start:
                break
            k, fraction = run.at(tick)
            if k == len(run.cells) - 1:
                found[run.ball] = Where(run.cells[-1], run.cells[-1])
            else:
                found[run.ball] = Where(run.cells[k], run.cells[k + 1], fraction)
        return found

    def moving_at(self, tick: float) -> int | None:
        """The ball moving at ``tick`` (the last one to have started)."""
        moving = None
        for run in self.runs:
            if run.start <= tick:
                moving = run.ball
        return moving


def shot_frames(record: ShotRecord, movers: Sequence[int],
                before: Mapping[int, Hex]) -> ShotFrames:
    """Lay out ``record``; ``movers[k]`` is the game's number of the record's ball ``k``
    (the played ball first, then the others in the order given to the engine), ``before``
    every ball on the course before the shot."""
    runs: list[Run] = []
    tick_of: list[float] = []  # tick of each index of record.path
    start = 0.0
    for k, move in enumerate(record.moves):
        if k:
            start += HANDOVER_PAUSE
        run = Run(movers[move.ball], move.cells, start)
        runs.append(run)
        tick_of.extend(start + j for j in range(len(move.cells)))
        start = run.end
    marks: list[Mark] = []
    for b in record.bounces:
        tick = tick_of[b.at] if b.at < len(tick_of) else start
        marks.append(Mark(MarkKind.BOUNCE, movers[b.ball], b.cell, b.outgoing, tick,
                          b.incoming))
    for h in record.handovers:
        tick = tick_of[h.at] if h.at < len(tick_of) else start
        marks.append(Mark(MarkKind.HANDOVER, movers[h.from_ball], h.cell, h.direction, tick))
    after = dict(before)
    holed: set[int] = set()
    for k, end in enumerate(record.balls):
        ball = movers[k]
        if end.holed:
            holed.add(ball)
            after.pop(ball, None)
            last = max((r.end for r in runs if r.ball == ball), default=0.0)
            marks.append(Mark(MarkKind.HOLED, ball, end.cell, Direction.E, last))
        else:
            after[ball] = end.cell
    marks.sort(key=lambda m: m.tick)
    return ShotFrames(tuple(runs), tuple(marks), dict(before), after, frozenset(holed),
                      max(start, 0.0))
