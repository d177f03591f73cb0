"""Points, polygons and distances in yards: the geometry of an Ultimate Golf hole.

A hole is a map in yards (ultimate-golf.md §1): terrain regions are polygons, the tees and the
flag are points, a shot is a segment from where the ball lies to where it lands. Everything
here is plain geometry over floats, with no notion of terrain, so the course model, its
validation and the card engine all ask the same questions the same way:

- **inside** — a point on a polygon's boundary counts as inside it (a ball on the edge of
  water is in the water, §4), within ``EPSILON`` yards;
- **which region** — where regions overlap, the one with the highest z-order wins, and among
  equal z-orders the one later in the list (drawn last, on top); off every region is
  ``None``, which the game reads as out of bounds (§1);
- **valid polygon** — at least 3 points, no point repeating the one before it, a non-zero
  area, and no edge touching or crossing another (``crossing`` finds where, for the
  message that names it);
- **drops** — ``nearest_not_nearer`` (defined there) is "as near as possible, not nearer the
  hole" (§6);
- **a shot's flight** — ``passage`` is where a segment first enters a polygon and where it
  leaves it again, so a shot flying over water lands beyond it, and one that ends in it is
  in it.

y grows "up" the map (towards the top of a scanned board), x to the right; nothing here
depends on that orientation.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from golfstudio.i18n import tr

__all__ = [
    "EPSILON", "REJECT_MARGIN", "Box", "Crossing", "Passage", "Point", "Polygon", "Side",
    "crossing", "distance", "nearest_in", "nearest_not_nearer", "nearest_on_boundary",
    "nearest_on_segment", "passage", "polygon_problem", "segment_intersection", "topmost",
    "well_inside",
]

EPSILON = 1e-7
"""Yards within which two positions are the same: far below anything a card or a drawing
can tell apart (an inch is 0.028 yards), far above float rounding at ±2,000 yards."""

REJECT_MARGIN = 1e-3
"""Yards by which a bounding box is grown before it rejects a point or a segment without
looking at the edges. Far wider than ``EPSILON`` plus any rounding of the exact tests it
stands in for, so a rejection never changes an answer: it only skips work."""


@dataclass(frozen=True, slots=True)
class Point:
    """A position on the hole map, in yards."""

    x: float
    y: float

    def __add__(self, other: Point) -> Point:
        return Point(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Point) -> Point:
        return Point(self.x - other.x, self.y - other.y)

    def scaled(self, factor: float) -> Point:
        return Point(self.x * factor, self.y * factor)

    def length(self) -> float:
        return math.hypot(self.x, self.y)

    def distance_to(self, other: Point) -> float:
        return math.hypot(self.x - other.x, self.y - other.y)

    def __str__(self) -> str:
        """As messages show it: ``(12.5, -40)`` — at most two decimals, no trailing zeros."""
        return f"({_number(self.x)}, {_number(self.y)})"


def _number(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in {"-0", ""} else text


def distance(a: Point, b: Point) -> float:
    """Yards between two points."""
    return a.distance_to(b)


def _cross(o: Point, a: Point, b: Point) -> float:
    """Twice the signed area of triangle o-a-b: > 0 when b lies left of o→a."""
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def nearest_on_segment(p: Point, a: Point, b: Point) -> Point:
    """The point of segment a–b nearest to ``p``."""
    dx, dy = b.x - a.x, b.y - a.y
    length2 = dx * dx + dy * dy
    if length2 == 0.0:
        return a
    t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2
    t = min(1.0, max(0.0, t))
    return Point(a.x + t * dx, a.y + t * dy)


def _segment_t(a: Point, b: Point, p: Point) -> float:
    """Where ``p`` (on the line a–b) lies along a→b: 0 at a, 1 at b."""
    dx, dy = b.x - a.x, b.y - a.y
    length2 = dx * dx + dy * dy
    return 0.0 if length2 == 0.0 else ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2


def segment_intersection(a: Point, b: Point, c: Point, d: Point) -> Point | None:
    """A point common to segments a–b and c–d (touching counts), or None.

    Where the two overlap along a line, the common point nearest to ``a`` is given.
    """
    r = b - a
    s = d - c
    denominator = r.x * s.y - r.y * s.x
    qp = c - a
    scale = max(r.length() * s.length(), EPSILON)
    if abs(denominator) > EPSILON * scale:
        t = (qp.x * s.y - qp.y * s.x) / denominator
        u = (qp.x * r.y - qp.y * r.x) / denominator
        slack_t = EPSILON / max(r.length(), EPSILON)
        slack_u = EPSILON / max(s.length(), EPSILON)
        if -slack_t <= t <= 1 + slack_t and -slack_u <= u <= 1 + slack_u:
            t = min(1.0, max(0.0, t))
            return Point(a.x + t * r.x, a.y + t * r.y)
        return None
    # Parallel: they meet only if collinear and overlapping.
    if distance(nearest_on_segment(c, a, b), c) > EPSILON and (
            distance(nearest_on_segment(d, a, b), d) > EPSILON) and (
            distance(nearest_on_segment(a, c, d), a) > EPSILON):
        return None
    candidates = [p for p in (a, b, c, d)
                  if distance(nearest_on_segment(p, a, b), p) <= EPSILON
                  and distance(nearest_on_segment(p, c, d), p) <= EPSILON]
    if not candidates:
        return None
    return min(candidates, key=lambda p: _segment_t(a, b, p))


@dataclass(frozen=True)
class Crossing:
    """Where a polygon's edges ``first`` and ``second`` (0-based: edge i runs from point i to
    point i + 1) touch or cross."""

    first: int
    second: int
    at: Point


class Box(NamedTuple):
    """An axis-aligned box grown by ``REJECT_MARGIN``: what lies outside it is farther than
    ``EPSILON`` from everything it was built around."""

    left: float
    right: float
    bottom: float
    top: float

    @staticmethod
    def around(xs: Sequence[float], ys: Sequence[float]) -> Box:
        # Rounding grows with the coordinates' size; the margin stays well above it.
        margin = REJECT_MARGIN * (1.0 + 1e-6 * max(max(map(abs, xs)), max(map(abs, ys))))
        return Box(min(xs) - margin, max(xs) + margin, min(ys) - margin, max(ys) + margin)

    def holds(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def meets(self, other: Box) -> bool:
        return (self.left <= other.right and other.left <= self.right
                and self.bottom <= other.top and other.bottom <= self.top)


class _Edge(NamedTuple):
    """An edge a→b with what every test of a point against it recomputed each time: the
    same floats, so the answers are bit for bit those of ``nearest_on_segment``."""

    ax: float
    ay: float
    bx: float
    by: float
    dx: float
    dy: float
    length2: float
    box: Box


GRID_CELLS = 1024
"""Cells of a polygon's grid (``_Grid``): about this many, whatever its shape."""

GRID_AFTER = 1000
"""Questions a polygon answers the plain way before it builds its grid (a few milliseconds of
Python): a drawing's checks and a game's few hundred shots a hole never pay for one (greedy
play was 4 % slower with grids built at 32 questions); a region the analysis asks thousands of
times for its drops does, and then answers a quarter faster."""


class _Grid:
    """Square cells over a polygon's box; each cell either lies wholly away from the outline
    (farther than ``REJECT_MARGIN`` from every edge) and holds the answer of its centre, or
    lists the edges that pass near it.

    Why the answer of a centre holds for the whole cell: no edge comes within the margin, so
    no point of the cell is on the outline, and the even–odd count of a ray's crossings
    changes only where a point crosses the outline. The margin is far above ``EPSILON`` and
    any rounding of the index of a cell, so a point read in a neighbouring cell by rounding
    still gets the answer of its own. A point near the outline is answered the plain way,
    its nearness over the cell's edges only (an edge not listed is farther than the margin)."""

    __slots__ = ("bottom", "cells", "columns", "left", "rows", "scale")

    def __init__(self, polygon: Polygon, box: Box) -> None:
        table = polygon._edge_table
        width, height = box.right - box.left, box.top - box.bottom
        step = max(math.sqrt(width * height / GRID_CELLS), width / 256, height / 256)
        columns = max(1, math.ceil(width / step))
        rows = max(1, math.ceil(height / step))
        left, bottom = box.left, box.bottom
        margin = REJECT_MARGIN * (1.0 + 1e-6 * max(abs(box.left), abs(box.right),
                                                  abs(box.bottom), abs(box.top)))
        near: list[list[_Edge] | None] = [None] * (columns * rows)
        floor = math.floor
        for edge in table:
            ax, ay, bx, by, dx, dy = edge[:6]
            first = max(0, floor((min(ay, by) - margin - bottom) / step))
            last = min(rows - 1, floor((max(ay, by) + margin - bottom) / step))
            for j in range(first, last + 1):
                if dy == 0.0:
                    x0, x1 = min(ax, bx), max(ax, bx)
                else:
                    t0 = (bottom + j * step - margin - ay) / dy
                    t1 = (bottom + (j + 1) * step + margin - ay) / dy
                    t0, t1 = max(0.0, min(t0, t1)), min(1.0, max(t0, t1))
                    if t0 > t1:
                        continue  # the edge stays out of this row's band
                    x0, x1 = sorted((ax + t0 * dx, ax + t1 * dx))
                start = max(0, floor((x0 - margin - left) / step))
                stop = min(columns - 1, floor((x1 + margin - left) / step))
                for i in range(start + j * columns, stop + j * columns + 1):
                    listed = near[i]
                    if listed is None:
                        near[i] = [edge]
                    elif listed[-1] is not edge:
                        listed.append(edge)
        cells: list[tuple[_Edge, ...] | bool] = []
        closed = len(polygon.points) >= 3
        for j in range(rows):
            y = bottom + (j + 0.5) * step
            # The crossings of the row's centre line, written as ``Polygon.contains`` does.
            xs = sorted(ax + (y - ay) * dx / dy for ax, ay, _bx, by, dx, dy, _l, _b in table
                        if (ay > y) != (by > y)) if closed else []
            for i in range(columns):
                listed = near[j * columns + i]
                if listed is not None:
                    cells.append(tuple(listed))
                else:
                    x = left + (i + 0.5) * step
                    cells.append((len(xs) - bisect.bisect_right(xs, x)) % 2 == 1)
        self.cells = cells
        self.columns, self.rows = columns, rows
        self.left, self.bottom = left, bottom
        self.scale = 1.0 / step

    def cell(self, x: float, y: float) -> tuple[_Edge, ...] | bool:
        """What the grid knows of a point of the box (module docstring)."""
        i = min(self.columns - 1, int((x - self.left) * self.scale))
        j = min(self.rows - 1, int((y - self.bottom) * self.scale))
        return self.cells[j * self.columns + i]


class _Uses:
    """How often a polygon was asked, and its grid once built."""

    __slots__ = ("count", "grid")

    def __init__(self) -> None:
        self.count = 0
        self.grid: _Grid | None = None


@dataclass(frozen=True)
class Polygon:
    """A closed outline: the last point joins the first. Either winding is accepted.

    A terrain region is asked "is this point in you?" tens of thousands of times a second in
    a simulation, so the outline's edges and its box are worked out once, on first use
    (``cached_property`` keeps them beside the fields: equality, hashing and ``repr`` still
    see the points alone)."""

    points: tuple[Point, ...]

    def edges(self) -> Iterator[tuple[Point, Point]]:
        pts = self.points
        for i, a in enumerate(pts):
            yield a, pts[(i + 1) % len(pts)]

    @cached_property
    def box(self) -> Box | None:
        """The outline's box (grown by ``REJECT_MARGIN``); None without points."""
        if not self.points:
            return None
        return Box.around([p.x for p in self.points], [p.y for p in self.points])

    @cached_property
    def _edge_table(self) -> tuple[_Edge, ...]:
        table = []
        for a, b in self.edges():
            dx, dy = b.x - a.x, b.y - a.y
            table.append(_Edge(a.x, a.y, b.x, b.y, dx, dy, dx * dx + dy * dy,
                               Box.around((a.x, b.x), (a.y, b.y))))
        return tuple(table)

    @cached_property
    def _uses(self) -> _Uses:
        return _Uses()

    def _cell(self, x: float, y: float) -> tuple[_Edge, ...] | bool | None:
        """The grid's word on a point of the box; None while the grid is not built."""
        uses = self._uses
        grid = uses.grid
        if grid is None:
            uses.count += 1
            if uses.count < GRID_AFTER:
                return None
            box = self.box
            assert box is not None
            grid = uses.grid = _Grid(self, box)
        return grid.cell(x, y)

    def signed_area(self) -> float:
        """Square yards, positive when the points run anticlockwise."""
        total = 0.0
        for a, b in self.edges():
            total += a.x * b.y - b.x * a.y
        return total / 2.0

    def area(self) -> float:
        return abs(self.signed_area())

    def on_boundary(self, p: Point) -> bool:
        """Whether ``p`` is within ``EPSILON`` of an edge (``nearest_on_segment``, computed
        in line over the edge table: edges whose box is away from ``p`` are skipped, and
        where the polygon's grid is built only the edges that pass near ``p``'s cell)."""
        box = self.box
        x, y = p.x, p.y
        if box is None or not box.holds(x, y):
            return False
        cell = self._cell(x, y)
        if cell is None:
            return self._near_an_edge(x, y, self._edge_table)
        if isinstance(cell, bool):
            return False
        return self._near_an_edge(x, y, cell)

    def _near_an_edge(self, x: float, y: float, edges: Sequence[_Edge]) -> bool:
        hypot = math.hypot
        for ax, ay, _bx, _by, dx, dy, length2, box in edges:
            if not (box.left <= x <= box.right and box.bottom <= y <= box.top):
                continue
            if length2 == 0.0:
                if hypot(ax - x, ay - y) <= EPSILON:
                    return True
                continue
            t = ((x - ax) * dx + (y - ay) * dy) / length2
            t = min(1.0, max(0.0, t))
            if hypot(ax + t * dx - x, ay + t * dy - y) <= EPSILON:
                return True
        return False

    def contains(self, p: Point) -> bool:
        """Whether ``p`` lies inside or on the boundary (even–odd rule, which for a valid
        polygon is the same as "enclosed"). Off the outline's box the answer is no at once:
        there the ray from ``p`` crosses the outline an even number of times, or never."""
        if len(self.points) < 3:
            return False
        box = self.box
        x, y = p.x, p.y
        if box is None or not box.holds(x, y):
            return False
        cell = self._cell(x, y)
        if isinstance(cell, bool):
            return cell  # no edge near the cell: the answer of its centre (``_Grid``)
        if self._near_an_edge(x, y, self._edge_table if cell is None else cell):
            return True
        inside = False
        for ax, ay, _bx, by, dx, dy, _length2, _box in self._edge_table:
            if (ay > y) != (by > y) and ax + (y - ay) * dx / dy > x:
                inside = not inside
        return inside

    def gap(self, p: Point) -> float:
        """Yards from ``p`` to the region (its inside and its outline): 0 in it, else to the
        nearest point of the outline — ``distance(p, nearest_in(self, p))``, the same floats,
        worked out over the edge table without making a point per edge (a bunker's lie asks
        it of every green at every shot)."""
        if self.contains(p):
            return 0.0
        x, y = p.x, p.y
        hypot = math.hypot
        best = math.inf
        for ax, ay, _bx, _by, dx, dy, length2, _box in self._edge_table:
            if length2 == 0.0:
                qx, qy = ax, ay
            else:
                t = ((x - ax) * dx + (y - ay) * dy) / length2
                t = min(1.0, max(0.0, t))
                qx, qy = ax + t * dx, ay + t * dy
            d = hypot(x - qx, y - qy)
            if d < best:
                best = d
        if best == math.inf and self.points:  # only NaN distances: as nearest_on_boundary
            first = self.points[0]
            return hypot(x - first.x, y - first.y)
        return best


def crossing(polygon: Polygon) -> Crossing | None:
    """The first place (in edge order) where two edges of the outline touch or cross, other
    than neighbouring edges meeting at their shared point; None for a simple outline.

    Edges are swept by their leftmost x so that only edges whose x-ranges overlap are
    compared: a 2,000-point outline drawn by hand is checked in milliseconds, not seconds.
    """
    pts = polygon.points
    n = len(pts)
    if n < 3:
        return None
    edges = [(pts[i], pts[(i + 1) % n]) for i in range(n)]
    order = sorted(range(n), key=lambda i: min(edges[i][0].x, edges[i][1].x))
    found: list[Crossing] = []
    active: list[int] = []
    for i in order:
        a, b = edges[i]
        left = min(a.x, b.x)
        active = [j for j in active if max(edges[j][0].x, edges[j][1].x) >= left - EPSILON]
        for j in active:
            hit = _edges_meet(edges, i, j, n)
            if hit is not None:
                found.append(hit)
        active.append(i)
    if not found:
        return None
    return min(found, key=lambda c: (c.first, c.second))


def _edges_meet(edges: list[tuple[Point, Point]], i: int, j: int, n: int) -> Crossing | None:
    first, second = min(i, j), max(i, j)
    a, b = edges[first]
    c, d = edges[second]
    if min(a.y, b.y) > max(c.y, d.y) + EPSILON or min(c.y, d.y) > max(a.y, b.y) + EPSILON:
        return None
    neighbours = second == first + 1 or (first == 0 and second == n - 1)
    if not neighbours:
        hit = segment_intersection(a, b, c, d)
        return None if hit is None else Crossing(first, second, hit)
    # Neighbours share one point; anything more (doubling back along the same line) is a
    # crossing.
    shared = b if second == first + 1 else a
    far_first = a if shared is b else b
    far_second = d if shared is c else c
    for p, (s, e) in ((far_second, (a, b)), (far_first, (c, d))):
        if distance(nearest_on_segment(p, s, e), p) <= EPSILON:
            return Crossing(first, second, p)
    return None


def polygon_problem(polygon: Polygon, crossings: bool = True) -> str | None:
    """Why an outline cannot be a region, in a user's words; None when it can. Without
    ``crossings``, only its points are looked at (a smooth outline's points: its curve is
    checked for crossings instead)."""
    pts = polygon.points
    if len(pts) < 3:
        return tr("an outline needs at least 3 points, it has {count}").format(count=len(pts))
    for i in range(1, len(pts)):
        if distance(pts[i], pts[i - 1]) <= EPSILON:
            return tr("point #{number} {point} repeats the point before it").format(
                number=i + 1, point=pts[i])
    if distance(pts[0], pts[-1]) <= EPSILON:
        return tr("the last point {point} repeats the first: an outline closes by itself").format(
            point=pts[-1])
    if _on_one_line(pts):
        return tr("its points lie on one line: the outline has no area")
    hit = crossing(polygon) if crossings else None
    if hit is not None:
        return tr("the outline crosses itself at {point} (edges #{first} and #{second})").format(
            point=hit.at, first=hit.first + 1, second=hit.second + 1)
    return None


def _on_one_line(pts: tuple[Point, ...]) -> bool:
    """Whether every point lies on the line through the first and the one farthest from it
    (a bow tie has zero signed area too, but it crosses itself: that is the better message)."""
    far = max(pts, key=lambda p: distance(p, pts[0]))
    length = distance(far, pts[0])
    return all(abs(_cross(pts[0], far, p)) / length <= EPSILON for p in pts)


def well_inside(inner: Polygon, outer: Polygon) -> bool:
    """Whether every point of ``inner`` (its inside and its outline, ``EPSILON`` included)
    lies inside ``outer`` and farther than ``REJECT_MARGIN`` from its outline; False when
    that cannot be told so simply (an ``outer`` that is not a valid outline).

    Why it holds when the answer is yes: ``outer`` is a simple outline, so its inside has no
    holes; ``inner``'s outline keeps the margin from every edge of ``outer`` and one of its
    points is inside, so the whole outline is, and so is all it encloses."""
    if polygon_problem(outer) is not None:
        return False
    if not inner.points:
        return True
    first = inner.points[0]
    if not outer.contains(first):
        return False
    margin = REJECT_MARGIN
    for a, b in inner.edges():
        near = Box.around((a.x, b.x), (a.y, b.y))
        for c, d in outer.edges():
            if not near.meets(Box.around((c.x, d.x), (c.y, d.y))):
                continue
            if segment_intersection(a, b, c, d) is not None:
                return False
            gaps = (distance(nearest_on_segment(a, c, d), a),
                    distance(nearest_on_segment(b, c, d), b),
                    distance(nearest_on_segment(c, a, b), c),
                    distance(nearest_on_segment(d, a, b), d))
            if min(gaps) <= margin:
                return False
    return True


def topmost(p: Point, layers: Sequence[tuple[Polygon, int]]) -> int | None:
    """The index of the layer ``(polygon, z-order)`` seen at ``p``: the highest z-order that
    contains it, and among equals the last in the list (drawn on top); None off every one."""
    best: int | None = None
    for index, (polygon, z) in enumerate(layers):
        if (best is None or z >= layers[best][1]) and polygon.contains(p):
            best = index
    return best


def nearest_on_boundary(polygon: Polygon, p: Point) -> Point:
    """The point of the outline nearest to ``p`` (ties: the earlier edge)."""
    best = polygon.points[0]
    best_distance = math.inf
    for a, b in polygon.edges():
        q = nearest_on_segment(p, a, b)
        d = distance(p, q)
        if d < best_distance:
            best, best_distance = q, d
    return best


def nearest_in(polygon: Polygon, p: Point) -> Point:
    """The point of the region (its inside and its boundary) nearest to ``p``: ``p`` itself
    when it is already in."""
    return p if polygon.contains(p) else nearest_on_boundary(polygon, p)


class Side(Enum):
    """Which part of the map a drop goes to: the region itself (a drop into a named bunker)
    or everything outside it (a drop out of water, off a cart path)."""

    INSIDE = "inside"
    OUTSIDE = "outside"


def nearest_not_nearer(reference: Point, flag: Point, polygon: Polygon,
                       side: Side) -> Point | None:
    """"As near as possible, not nearer the hole" (§6), exactly.

    With ``r`` the distance from ``reference`` (where the ball lies, or where it crossed into
    a hazard) to ``flag``, the allowed points are those of ``side`` of ``polygon`` — the
    closed region for ``INSIDE``, its closed complement for ``OUTSIDE`` (the outline belongs
    to both) — whose distance to the flag is at least ``r``. The drop is the allowed point
    nearest to ``reference``; ``reference`` itself when it is allowed; None when no point is
    (a region lying wholly nearer the hole). Among equally near points the one found first
    is given (stable for the same input).

    Why it is computed so: ``reference`` lies on the circle of radius ``r`` about the flag,
    and the allowed set's boundary is made of pieces of the outline outside that circle and
    arcs of the circle on the allowed side. The nearest allowed point lies on one of those
    pieces, so it is the nearest among: each edge's parts outside the circle, and the ends
    of the allowed arcs (or ``reference`` when it lies on one).
    """
    r = distance(reference, flag)
    inside = polygon.contains(reference)
    on_edge = polygon.on_boundary(reference)
    if on_edge or inside == (side is Side.INSIDE):
        return reference
    if r <= EPSILON:
        return nearest_on_boundary(polygon, reference)
    candidates: list[Point] = []
    for a, b in polygon.edges():
        for start, end in _outside_circle(a, b, flag, r):
            candidates.append(nearest_on_segment(reference, start, end))
    candidates.extend(_allowed_arc_ends(reference, flag, r, polygon, side))
    allowed = [q for q in candidates if distance(q, flag) >= r - EPSILON]
    if not allowed:
        return None
    return min(allowed, key=lambda q: distance(q, reference))


def _circle_params(a: Point, b: Point, centre: Point, r: float) -> list[float]:
    """The t in (0, 1) where a→b meets the circle, in order."""
    d = b - a
    f = a - centre
    qa = d.x * d.x + d.y * d.y
    if qa == 0.0:
        return []
    qb = 2 * (f.x * d.x + f.y * d.y)
    qc = f.x * f.x + f.y * f.y - r * r
    disc = qb * qb - 4 * qa * qc
    if disc < 0:
        return []
    root = math.sqrt(disc)
    ts = sorted({(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)})
    return [t for t in ts if 0.0 < t < 1.0]


def _outside_circle(a: Point, b: Point, centre: Point, r: float) -> list[tuple[Point, Point]]:
    """The pieces of segment a–b at distance ≥ r from ``centre``."""
    cuts = [0.0, *_circle_params(a, b, centre, r), 1.0]
    d = b - a
    pieces: list[tuple[Point, Point]] = []
    for t0, t1 in itertools.pairwise(cuts):
        mid = a + d.scaled((t0 + t1) / 2)
        if distance(mid, centre) >= r - EPSILON:
            pieces.append((a + d.scaled(t0), a + d.scaled(t1)))
    return pieces


def _allowed_arc_ends(reference: Point, flag: Point, r: float, polygon: Polygon,
                      side: Side) -> list[Point]:
    """Points of the circle (centre ``flag``, through ``reference``) on the allowed side of
    the outline nearest to ``reference``: the ends of each allowed arc."""
    angles: list[float] = []
    for a, b in polygon.edges():
        d = b - a
        for t in _circle_params(a, b, flag, r):
            q = a + d.scaled(t)
            angles.append(math.atan2(q.y - flag.y, q.x - flag.x))
        if abs(distance(a, flag) - r) <= EPSILON:
            angles.append(math.atan2(a.y - flag.y, a.x - flag.x))
    if not angles:
        return []
    angles = sorted(set(angles))
    # The reference is on none of the allowed arcs, so the nearest allowed point of the
    # circle is the first allowed arc end met walking round from it either way: probe the
    # arcs outwards from the reference's and stop at the first allowed one on each side,
    # rather than probing every arc (a ragged outline can cross the circle hundreds of times).
    want_inside = side is Side.INSIDE
    count = len(angles)
    at = math.atan2(reference.y - flag.y, reference.x - flag.x)
    own = bisect.bisect_right(angles, at) - 1  # the arc from angles[own] holds the reference

    def arc(i: int) -> tuple[float, float]:
        start = angles[i % count]
        stop = angles[(i + 1) % count]
        return start, stop if stop > start else stop + 2 * math.pi

    def allowed(i: int) -> bool:
        start, stop = arc(i)
        middle = (start + stop) / 2
        probe = Point(flag.x + r * math.cos(middle), flag.y + r * math.sin(middle))
        return polygon.on_boundary(probe) or polygon.contains(probe) == want_inside

    def on_circle(angle: float) -> Point:
        return Point(flag.x + r * math.cos(angle), flag.y + r * math.sin(angle))

    ends: list[Point] = []
    for step in range(1, count):
        if allowed(own + step):
            ends.append(on_circle(arc(own + step)[0]))
            break
    for step in range(1, count):
        if allowed(own - step):
            ends.append(on_circle(arc(own - step)[1]))
            break
    if allowed(own):  # only when the reference sits on an arc end, within rounding
        ends.extend(on_circle(angle) for angle in arc(own))
    return ends


def _clear_of_edges(start: Point, end: Point, polygon: Polygon, flight: Box) -> bool:
    """Whether every edge of the outline stays farther than ``REJECT_MARGIN`` from the segment
    start–end: the edges whose box meets the flight's neither cross it (the signs of the
    cross products) nor come that near at an end (four point–segment distances). Far more
    than ``EPSILON`` and its rounding, so where this says clear, ``passage``'s exact tests
    find no cut either."""
    sx, sy, ex, ey = start.x, start.y, end.x, end.y
    fx, fy = ex - sx, ey - sy
    flength2 = fx * fx + fy * fy
    hypot = math.hypot
    margin = REJECT_MARGIN

    def near(px: float, py: float, ax: float, ay: float, dx: float, dy: float,
             length2: float) -> bool:
        if length2 == 0.0:
            return hypot(px - ax, py - ay) <= margin
        t = min(1.0, max(0.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        return hypot(px - (ax + t * dx), py - (ay + t * dy)) <= margin

    for ax, ay, bx, by, dx, dy, length2, box in polygon._edge_table:
        if not box.meets(flight):
            continue
        d1 = fx * (ay - sy) - fy * (ax - sx)
        d2 = fx * (by - sy) - fy * (bx - sx)
        d3 = dx * (sy - ay) - dy * (sx - ax)
        d4 = dx * (ey - ay) - dy * (ex - ax)
        if (d1 > 0.0) != (d2 > 0.0) and (d3 > 0.0) != (d4 > 0.0):
            return False
        if (near(sx, sy, ax, ay, dx, dy, length2) or near(ex, ey, ax, ay, dx, dy, length2)
                or near(ax, ay, sx, sy, fx, fy, flength2)
                or near(bx, by, sx, sy, fx, fy, flength2)):
            return False
    return True


@dataclass(frozen=True)
class Passage:
    """Where a segment first enters a polygon and where it next leaves it, as points and as
    fractions of the way from the segment's start (0) to its end (1). A segment that starts
    inside enters at 0; one that ends inside leaves at 1."""

    entry: Point
    exit: Point
    entry_t: float
    exit_t: float

    @property
    def ends_inside(self) -> bool:
        return self.exit_t >= 1.0


def passage(start: Point, end: Point, polygon: Polygon) -> Passage | None:
    """The first stretch of the flight start→end that is over the polygon, or None when the
    segment never touches it. A shot whose passage ``ends_inside`` lands in the region; one
    whose passage ends before 1 flies over it and lands beyond.

    A flight whose box is away from the outline's box never touches it: every point the
    test below would look at lies in the flight's box, so the answer is None at once; an edge
    whose box is away from the flight's neither cuts it nor lies along it, so it is skipped.
    Both boxes are grown by ``REJECT_MARGIN``, far more than the slack of
    ``segment_intersection`` and its rounding."""
    box = polygon.box
    flight = Box.around((start.x, end.x), (start.y, end.y))
    if box is None or not box.meets(flight):
        return None
    d = end - start
    if _clear_of_edges(start, end, polygon, flight):
        # No edge cuts, touches or comes near the flight: it is wholly over the region or
        # wholly off it, as its start is (the answer of the cuts below, found at once).
        if not polygon.contains(start):
            return None
        return Passage(start + d.scaled(0.0), start + d.scaled(1.0), 0.0, 1.0)
    cuts = {0.0, 1.0}
    for (a, b), edge in zip(polygon.edges(), polygon._edge_table, strict=True):
        if not edge.box.meets(flight):
            continue  # too far from the flight to cut it or to lie along it
        hit = segment_intersection(start, end, a, b)
        if hit is not None:
            cuts.add(min(1.0, max(0.0, _segment_t(start, end, hit))))
        # A collinear overlap's far end is a cut as well.
        for p in (a, b):
            if distance(nearest_on_segment(p, start, end), p) <= EPSILON:
                cuts.add(min(1.0, max(0.0, _segment_t(start, end, p))))
    ordered = sorted(cuts)
    entry_t: float | None = None
    exit_t = 1.0
    if polygon.contains(start):
        entry_t = 0.0
    for t0, t1 in itertools.pairwise(ordered):
        if t1 - t0 <= 0.0:
            continue
        inside = polygon.contains(start + d.scaled((t0 + t1) / 2))
        if entry_t is None:
            if inside:
                entry_t = t0
        elif not inside:
            exit_t = t0
            break
    if entry_t is None:
        # Touching at a single point (a corner grazed) still meets the region.
        touches = [t for t in ordered if polygon.on_boundary(start + d.scaled(t))]
        if not touches:
            return None
        entry_t = exit_t = touches[0]
    return Passage(start + d.scaled(entry_t), start + d.scaled(exit_t), entry_t, exit_t)
