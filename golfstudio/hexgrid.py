"""Hex grid geometry: axial coordinates on pointy-top hexagons.

Directions are numbered 0–5 counter-clockwise from East (carambole.md §1): E, NE, NW, W, SW,
SE, with angles ``60° × d`` measured as a mathematician does (y up). Axial ``(q, r)`` grows
``r`` downwards on screen, so pixel ``y`` grows downwards too, as in Qt. Corners are numbered
0–5 at angles ``30° + 60° × i``; the edge in direction ``d`` runs between corners ``d − 1``
and ``d``. Walls are drawn from vertex to vertex, so vertices and edges have canonical names
that every cell touching them agrees on.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from golfstudio.i18n import tr

SQRT3 = math.sqrt(3.0)


class Direction(IntEnum):
    E = 0
    NE = 1
    NW = 2
    W = 3
    SW = 4
    SE = 5

    @property
    def angle(self) -> int:
        """Degrees counter-clockwise from East."""
        return 60 * int(self)

    @property
    def opposite(self) -> Direction:
        return Direction((self + 3) % 6)

    def rotated(self, steps: int) -> Direction:
        """Turn by ``steps`` × 60° counter-clockwise (negative turns clockwise)."""
        return Direction((self + steps) % 6)

    def reflected(self, line_angle: int) -> Direction:
        """Mirror about a line at ``line_angle`` degrees (a multiple of 30°).

        carambole.md §3: a straight wall at θ sends a ball at angle α off at 2θ − α. A
        direction parallel to the line maps to itself, which is why a ball running along a
        wall never touches it (fig. 17).
        """
        if line_angle % 30:
            raise ValueError(f"a mirror line must be a multiple of 30°, not {line_angle}°")
        return Direction((line_angle // 30 - int(self)) % 6)


class Hex(NamedTuple):
    """A cell in axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scaled(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int) -> Hex:
        return self + DIRECTION_VECTORS[direction % 6]

    def neighbours(self) -> list[Hex]:
        return [self + v for v in DIRECTION_VECTORS]


ORIGIN = Hex(0, 0)


def compass(direction: int) -> str:
    """A direction as a message names it, "E", "NE" … (its ``Direction`` name in English),
    in the user's language."""
    names = (tr("E", "compass point"), tr("NE", "compass point"), tr("NW", "compass point"),
             tr("W", "compass point"), tr("SW", "compass point"), tr("SE", "compass point"))
    return names[direction % 6]

DIRECTION_VECTORS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)


def distance(a: Hex, b: Hex) -> int:
    d = a - b
    return (abs(d.q) + abs(d.r) + abs(d.s)) // 2


def direction_between(a: Hex, b: Hex) -> Direction | None:
    """The direction from a cell to a neighbour, or None when they are not neighbours."""
    try:
        return Direction(DIRECTION_VECTORS.index(b - a))
    except ValueError:
        return None


def round_hex(q: float, r: float) -> Hex:
    """Nearest cell to fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Cells on the straight line from a to b, both included."""
    n = distance(a, b)
    if n == 0:
        return [a]
    # A tiny nudge keeps points that fall exactly on an edge on one consistent side.
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    return [round_hex(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The cells at exactly ``radius`` from center, counter-clockwise from its SW corner."""
    if radius < 0:
        raise ValueError("a ring's radius cannot be negative")
    if radius == 0:
        return [center]
    cells: list[Hex] = []
    cell = center + DIRECTION_VECTORS[Direction.SW].scaled(radius)
    for side in range(6):
        for _ in range(radius):
            cells.append(cell)
            cell = cell + DIRECTION_VECTORS[side]
    return cells


def disc(center: Hex, radius: int) -> Iterator[Hex]:
    """Every cell within ``radius`` of center (a brush of that size)."""
    for r in range(radius + 1):
        yield from ring(center, r)


def rotate(cell: Hex, steps: int, center: Hex = ORIGIN) -> Hex:
    """Rotate a cell about center by ``steps`` × 60° counter-clockwise."""
    q, r = cell - center
    for _ in range(steps % 6):
        q, r = q + r, -q
    return Hex(q, r) + center


def reflect(cell: Hex, line_angle: int, center: Hex = ORIGIN) -> Hex:
    """Mirror a cell about the line through center at ``line_angle`` (a multiple of 30°).

    Reflection is linear, so it is enough to mirror the two axial basis vectors.
    """
    q, r = cell - center
    e = DIRECTION_VECTORS[Direction.E.reflected(line_angle)]
    se = DIRECTION_VECTORS[Direction.SE.reflected(line_angle)]
    return Hex(q * e.q + r * se.q, q * e.r + r * se.r) + center


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of the grid: ``size`` is the centre-to-corner distance."""

    size: float
    origin_x: float = 0.0
    origin_y: float = 0.0

    def to_pixel(self, cell: Hex) -> tuple[float, float]:
        x = self.size * SQRT3 * (cell.q + cell.r / 2)
        y = self.size * 1.5 * cell.r
        return x + self.origin_x, y + self.origin_y

    def to_fractional(self, x: float, y: float) -> tuple[float, float]:
        px, py = (x - self.origin_x) / self.size, (y - self.origin_y) / self.size
        r = py * 2 / 3
        q = px / SQRT3 - r / 2
        return q, r

    def to_hex(self, x: float, y: float) -> Hex:
        return round_hex(*self.to_fractional(x, y))

    def corner(self, cell: Hex, index: int) -> tuple[float, float]:
        """Corner ``index`` (0–5 at 30° + 60° × index, y up) in pixels (y down)."""
        cx, cy = self.to_pixel(cell)
        angle = math.radians(30 + 60 * (index % 6))
        return cx + self.size * math.cos(angle), cy - self.size * math.sin(angle)

    def corners(self, cell: Hex) -> list[tuple[float, float]]:
        return [self.corner(cell, i) for i in range(6)]


class Edge(NamedTuple):
    """The edge between ``cell`` and its neighbour in ``direction`` (E, NE or NW)."""

    cell: Hex
    direction: Direction


def edge(cell: Hex, direction: int) -> Edge:
    """The canonical name of a cell's edge, the same from both cells that share it."""
    d = Direction(direction % 6)
    if d <= Direction.NW:
        return Edge(cell, d)
    return Edge(cell.neighbour(d), d.opposite)


def edge_cells(e: Edge) -> tuple[Hex, Hex]:
    return e.cell, e.cell.neighbour(e.direction)


class Vertex(NamedTuple):
    """A grid vertex: the top (corner 1) or bottom (corner 4) corner of ``cell``."""

    cell: Hex
    corner: int


# Each corner of a cell is the top or bottom corner of itself or of a neighbour.
_CORNER_OWNER: dict[int, tuple[Hex, int]] = {
    0: (DIRECTION_VECTORS[Direction.NE], 4),
    1: (ORIGIN, 1),
    2: (DIRECTION_VECTORS[Direction.NW], 4),
    3: (DIRECTION_VECTORS[Direction.SW], 1),
    4: (ORIGIN, 4),
    5: (DIRECTION_VECTORS[Direction.SE], 1),
}


def vertex(cell: Hex, corner: int) -> Vertex:
    """The canonical name of a cell's corner, the same from all three cells that share it."""
    offset, owner_corner = _CORNER_OWNER[corner % 6]
    return Vertex(cell + offset, owner_corner)


def edge_vertices(e: Edge) -> tuple[Vertex, Vertex]:
    d = int(e.direction)
    return vertex(e.cell, d - 1), vertex(e.cell, d)


def vertex_pixel(layout: Layout, v: Vertex) -> tuple[float, float]:
    return layout.corner(v.cell, v.corner)


def nearest_vertex(layout: Layout, x: float, y: float) -> Vertex:
    """The grid vertex closest to a pixel, for snapping a wall drag to corners."""
    cell = layout.to_hex(x, y)
    best = min(range(6), key=lambda i: math.dist(layout.corner(cell, i), (x, y)))
    return vertex(cell, best)
