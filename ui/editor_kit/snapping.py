"""Where a tool acts: the editor's snapping strategy turns a scene point into a position.

Each editor chooses one strategy for its grid (architecture.md, "Editors"): a hex board snaps
to the cell under the cursor, a track snaps to a distance in metres along its centre line, a
hole layout works on a free plane in yards with an optional grid. Tools receive the snapped
position in every ``ToolEvent`` (``event.at``), so no tool rounds coordinates itself, and the
view reports the hovered position in the same terms.

A strategy is a small object with two methods: ``snap(x, y)`` (scene point → position) and
``point(position)`` (position → the scene point where it is drawn). They are plain Python:
no Qt, so they are unit-tested on numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from golfstudio.hexgrid import Hex, Layout

P = TypeVar("P")
P_co = TypeVar("P_co", covariant=True)


class Snapping(Protocol[P]):
    """A snapping strategy: scene coordinates to the editor's own positions and back."""

    def snap(self, x: float, y: float) -> P: ...

    def point(self, position: P) -> tuple[float, float]: ...


@dataclass(frozen=True)
class HexSnapping:
    """The hex cell under the point (Carambole's board: a cell is the unit of every edit)."""

    layout: Layout

    def snap(self, x: float, y: float) -> Hex:
        return self.layout.to_hex(x, y)

    def point(self, position: Hex) -> tuple[float, float]:
        return self.layout.to_pixel(position)


@dataclass(frozen=True)
class TrackSnapping:
    """A distance along a polyline (a track measured in metres), rounded to ``step``.

    ``line`` is the track's centre line in scene units; ``scale`` is scene units per metre.
    A point off the line snaps to the nearest point on it; the distance is clamped to the
    track's length, so a position is always on the track.
    """

    line: Sequence[tuple[float, float]]
    scale: float = 1.0
    step: float = 1.0

    def __post_init__(self) -> None:
        if len(self.line) < 2:
            raise ValueError("a track needs a line of at least two points")
        if self.scale <= 0 or self.step <= 0:
            raise ValueError("the scale and the step of a track must be positive")

    @property
    def length(self) -> float:
        """The track's length in metres."""
        return sum(math.dist(a, b) for a, b in zip(self.line, self.line[1:], strict=False)) / (
            self.scale)

    def along(self, x: float, y: float) -> float:
        """The unrounded distance in metres of the point of the line nearest to (x, y)."""
        best_gap, best_at, walked = math.inf, 0.0, 0.0
        for (ax, ay), (bx, by) in zip(self.line, self.line[1:], strict=False):
            dx, dy = bx - ax, by - ay
            seg = math.hypot(dx, dy)
            t = 0.0 if seg == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / seg**2))
            gap = math.hypot(ax + t * dx - x, ay + t * dy - y)
            if gap < best_gap:
                best_gap, best_at = gap, walked + t * seg
            walked += seg
        return best_at / self.scale

    def snap(self, x: float, y: float) -> float:
        metres = round(self.along(x, y) / self.step) * self.step
        return max(0.0, min(self.length, metres))

    def point(self, position: float) -> tuple[float, float]:
        left = max(0.0, position) * self.scale
        for (ax, ay), (bx, by) in zip(self.line, self.line[1:], strict=False):
            seg = math.dist((ax, ay), (bx, by))
            if left <= seg and seg > 0:
                t = left / seg
                return (ax + t * (bx - ax), ay + t * (by - ay))
            left -= seg
        return self.line[-1]


@dataclass(frozen=True)
class PlaneSnapping:
    """A free point on a plane (yards on a hole layout), on a grid of ``step`` if given."""

    step: float | None = None

    def __post_init__(self) -> None:
        if self.step is not None and self.step <= 0:
            raise ValueError("the grid step must be positive")

    def snap(self, x: float, y: float) -> tuple[float, float]:
        if self.step is None:
            return (x, y)
        return (round(x / self.step) * self.step, round(y / self.step) * self.step)

    def point(self, position: tuple[float, float]) -> tuple[float, float]:
        return position
