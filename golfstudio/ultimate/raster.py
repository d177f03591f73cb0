"""The lie of many points at once: the hole's regions read with numpy, for the analysis.

The analysis asks where millions of landing points lie; ``lie.situation_at`` answers one
point in microseconds, which is too slow by three orders of magnitude. This module answers
the same question for an array of points in one pass per region, and must give the same
answer point for point (a test checks it at every node of every bundled hole):

- a point on a polygon's outline is inside it (``plane.Polygon.contains``), the region on
  top wins (highest z-order, then the later in the list: ``plane.topmost``), off every
  region is out of bounds;
- the edge of water is water unless a bridge lies on top (``lie.lie_at``);
- the situation follows ``lie.situation_at`` (ground balls only: the tee and a local rule's
  card are the caller's).

``LieRaster`` samples the hole's bounding box once on a grid of one-yard cells; a landing
point then reads the class of the cell it falls in. Cell centres sit on half yards so that a
course drawn in whole yards never puts a sample exactly on an outline: a sample on a lake's
edge would count a whole cell of dry landings as water.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum

import numpy as np
import numpy.typing as npt

from golfstudio.i18n import tr
from golfstudio.plane import EPSILON
from golfstudio.ultimate.course import Hole, Terrain
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import (
    CHIP_RANGE,
    GREEN_SIDE_RANGE,
    RECOVERY_TERRAINS,
    RECOVERY_WEDGE_RANGE,
    RELIEF_TERRAINS,
    WATERS,
    SituationKind,
)

__all__ = ["CELL_YARDS", "MAX_CELLS", "Kind", "LieRaster", "classify"]

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

CELL_YARDS = 1.0
"""The raster's cell: a landing's lie is read at most half a yard from where it fell."""

MAX_CELLS = 600_000
"""Square yards a hole's drawing may span for the analysis: some 600 by 1,000 yards, two and
a half times the bundled course's largest hole. Beyond it the lattice's outcomes would not
fit in memory; the map's own bound (±2,000 yards) allows 16 million."""


class Kind(IntEnum):
    """The situation of a ground ball as the analysis tells them apart: ``SituationKind``
    with the recovery split by the card it is played with (§4: the sand wedge within 60
    yards of the flag, an iron read with the recovery card beyond)."""

    FAIRWAY = 0
    CHIP = 1
    GREEN_SIDE_BUNKER = 2
    FAIRWAY_BUNKER = 3
    RECOVERY_WEDGE = 4
    RECOVERY_IRON = 5
    PUTTING = 6
    WATER = 7
    OUT_OF_BOUNDS = 8
    RELIEF = 9

    @property
    def situation(self) -> SituationKind:
        return _SITUATION[self]

    @property
    def playable(self) -> bool:
        """A ball in this situation is played as it lies, with a card."""
        return self < Kind.PUTTING


_SITUATION = {
    Kind.FAIRWAY: SituationKind.FAIRWAY, Kind.CHIP: SituationKind.CHIP,
    Kind.GREEN_SIDE_BUNKER: SituationKind.GREEN_SIDE_BUNKER,
    Kind.FAIRWAY_BUNKER: SituationKind.FAIRWAY_BUNKER,
    Kind.RECOVERY_WEDGE: SituationKind.RECOVERY, Kind.RECOVERY_IRON: SituationKind.RECOVERY,
    Kind.PUTTING: SituationKind.PUTTING, Kind.WATER: SituationKind.WATER,
    Kind.OUT_OF_BOUNDS: SituationKind.OUT_OF_BOUNDS, Kind.RELIEF: SituationKind.RELIEF,
}


def _inside_and_edge(points: tuple[tuple[float, float], ...], x: Floats,
                     y: Floats) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """``Polygon.contains`` (outline included) and ``Polygon.on_boundary`` for every point,
    with the same arithmetic as ``plane`` so the two agree to the last bit."""
    inside = np.zeros(x.shape, dtype=bool)
    edge = np.zeros(x.shape, dtype=bool)
    n = len(points)
    if n < 3:
        return inside, edge
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    box = ((x >= min(xs) - 1.0) & (x <= max(xs) + 1.0)
           & (y >= min(ys) - 1.0) & (y <= max(ys) + 1.0))
    idx = np.flatnonzero(box)
    if idx.size == 0:
        return inside, edge
    px, py = x[idx], y[idx]
    odd = np.zeros(idx.shape, dtype=bool)
    on = np.zeros(idx.shape, dtype=bool)
    for i in range(n):
        ax, ay = points[i]
        bx, by = points[(i + 1) % n]
        # even-odd crossing, as Polygon.contains writes it
        if ay != by:
            crosses = (ay > py) != (by > py)
            xcross = ax + (py - ay) * (bx - ax) / (by - ay)
            odd ^= crosses & (xcross > px)
        # distance to the segment, as nearest_on_segment writes it
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        if length2 == 0.0:
            qx = np.full(px.shape, ax)
            qy = np.full(py.shape, ay)
        else:
            t = np.clip(((px - ax) * dx + (py - ay) * dy) / length2, 0.0, 1.0)
            qx, qy = ax + t * dx, ay + t * dy
        on |= np.hypot(px - qx, py - qy) <= EPSILON
    inside[idx] = odd | on
    edge[idx] = on
    return inside, edge


def _inside_and_edge_grid(points: tuple[tuple[float, float], ...], cx: Floats,
                          cy: Floats) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """``_inside_and_edge`` for the points of a grid (row-major: a row per ``cy``, a column
    per ``cx``, both ascending), the same arithmetic on the same numbers, without going over
    every point for every edge:

    - an edge changes the even-odd count only in the rows it crosses, by the same
      ``xcross > x`` test, so each edge costs its rows, not the whole box;
    - a point within ``EPSILON`` of an edge lies in the edge's box grown by twice that, so
      the distance is worked out there only (farther points are farther by more than any
      rounding of it)."""
    rows, columns = cy.size, cx.size
    inside = np.zeros((rows, columns), dtype=bool)
    edge = np.zeros((rows, columns), dtype=bool)
    n = len(points)
    if n < 3:
        return inside.reshape(-1), edge.reshape(-1)
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    # The box of ``_inside_and_edge``: whole columns and rows, the grid being a grid.
    c0 = int(np.searchsorted(cx, min(xs) - 1.0, side="left"))
    c1 = int(np.searchsorted(cx, max(xs) + 1.0, side="right"))
    r0 = int(np.searchsorted(cy, min(ys) - 1.0, side="left"))
    r1 = int(np.searchsorted(cy, max(ys) + 1.0, side="right"))
    if c0 >= c1 or r0 >= r1:
        return inside.reshape(-1), edge.reshape(-1)
    px, py = cx[c0:c1], cy[r0:r1]
    odd = inside[r0:r1, c0:c1]
    on = edge[r0:r1, c0:c1]
    slack = 2 * EPSILON
    for i in range(n):
        ax, ay = points[i]
        bx, by = points[(i + 1) % n]
        if ay != by:
            crossed = np.flatnonzero((ay > py) != (by > py))
            if crossed.size:
                xcross = ax + (py[crossed] - ay) * (bx - ax) / (by - ay)
                odd[crossed] ^= xcross[:, None] > px[None, :]
        j0 = int(np.searchsorted(py, min(ay, by) - slack))
        j1 = int(np.searchsorted(py, max(ay, by) + slack, side="right"))
        k0 = int(np.searchsorted(px, min(ax, bx) - slack))
        k1 = int(np.searchsorted(px, max(ax, bx) + slack, side="right"))
        if j0 >= j1 or k0 >= k1:
            continue
        qx, qy = px[None, k0:k1], py[j0:j1, None]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        if length2 == 0.0:
            near = np.hypot(qx - ax, qy - ay) <= EPSILON
        else:
            t = np.clip(((qx - ax) * dx + (qy - ay) * dy) / length2, 0.0, 1.0)
            near = np.hypot(qx - (ax + t * dx), qy - (ay + t * dy)) <= EPSILON
        on[j0:j1, k0:k1] |= near
    odd |= on
    return inside.reshape(-1), edge.reshape(-1)


def _distance_to_polygon(points: tuple[tuple[float, float], ...], inside: npt.NDArray[np.bool_],
                         x: Floats, y: Floats) -> Floats:
    """Yards to the nearest point of the region (0 inside it): ``lie.to_green_edge``."""
    best = np.full(x.shape, np.inf)
    n = len(points)
    for i in range(n):
        ax, ay = points[i]
        bx, by = points[(i + 1) % n]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        if length2 == 0.0:
            d = np.hypot(x - ax, y - ay)
        else:
            t = np.clip(((x - ax) * dx + (y - ay) * dy) / length2, 0.0, 1.0)
            d = np.hypot(x - (ax + t * dx), y - (ay + t * dy))
        np.minimum(best, d, out=best)
    best[inside] = 0.0
    return best


def classify(hole: Hole, x: Floats, y: Floats,
             grid: tuple[Floats, Floats] | None = None) -> tuple[Ints, npt.NDArray[np.int8]]:
    """The region (index in ``hole.regions``, -1 off every region) and the ``Kind`` of a
    ground ball at each point (``lie.lie_at`` and ``lie.situation_at`` for many points).
    ``grid``: the points are the grid of these columns' x and rows' y, row by row (a raster,
    the lattice), read by rows (``_inside_and_edge_grid``: the same answers, many times
    faster)."""
    regions = hole.regions
    top = np.full(x.shape, -1, dtype=np.int64)
    top_z = np.full(x.shape, -math.inf)
    edges: dict[int, npt.NDArray[np.bool_]] = {}
    insides: dict[int, npt.NDArray[np.bool_]] = {}
    for index, region in enumerate(regions):
        pts = tuple((p.x, p.y) for p in region.outline)
        inside, edge = (_inside_and_edge(pts, x, y) if grid is None
                        else _inside_and_edge_grid(pts, *grid))
        insides[index] = inside
        if region.kind in WATERS:
            edges[index] = edge
        take = inside & (region.z >= top_z)
        top[take] = index
        top_z[take] = region.z
    # The edge of water is water (lie.lie_at): the last water region whose outline the point
    # is on, unless a bridge lies on top or the top is water already.
    kinds_of = np.array([r.kind is Terrain.BRIDGE for r in regions] + [False])
    waters_of = np.array([r.kind in WATERS for r in regions] + [False])
    not_bridge = ~kinds_of[top]
    edge_region = np.full(x.shape, -1, dtype=np.int64)
    for index in sorted(edges, reverse=True):
        unset = edge_region < 0
        edge_region[unset & edges[index]] = index
    relabel = not_bridge & (edge_region >= 0) & ((top < 0) | ~waters_of[top])
    seen = np.where(relabel, edge_region, top)

    terrain_codes = {t: k for k, t in enumerate(Terrain)}
    terrain_of = np.array([terrain_codes[r.kind] for r in regions]
                          + [terrain_codes[Terrain.OUT_OF_BOUNDS]], dtype=np.int64)
    terrain = terrain_of[seen]

    def is_any(terrains: frozenset[Terrain] | set[Terrain]) -> npt.NDArray[np.bool_]:
        return np.isin(terrain, [terrain_codes[t] for t in terrains])

    flag = hole.flag
    fx, fy = (flag.x, flag.y) if flag is not None else (0.0, 0.0)
    to_flag = np.hypot(x - fx, y - fy) if flag is not None else np.zeros(x.shape)
    kind = np.full(x.shape, Kind.FAIRWAY, dtype=np.int8)
    kind[to_flag <= CHIP_RANGE] = Kind.CHIP
    recovery = is_any(RECOVERY_TERRAINS)
    kind[recovery] = np.where(to_flag[recovery] <= RECOVERY_WEDGE_RANGE,
                              Kind.RECOVERY_WEDGE, Kind.RECOVERY_IRON)
    bunker = terrain == terrain_codes[Terrain.BUNKER]
    if bunker.any():
        near = np.full(int(bunker.sum()), np.inf)
        bx, by = x[bunker], y[bunker]
        for index, r in enumerate(regions):
            if r.kind is Terrain.GREEN:
                pts = tuple((p.x, p.y) for p in r.outline)
                np.minimum(near, _distance_to_polygon(pts, insides[index][bunker], bx, by),
                           out=near)
        kind[bunker] = np.where(near < GREEN_SIDE_RANGE, Kind.GREEN_SIDE_BUNKER,
                                Kind.FAIRWAY_BUNKER)
    kind[terrain == terrain_codes[Terrain.GREEN]] = Kind.PUTTING
    kind[is_any(RELIEF_TERRAINS)] = Kind.RELIEF
    kind[terrain == terrain_codes[Terrain.OUT_OF_BOUNDS]] = Kind.OUT_OF_BOUNDS
    kind[is_any(WATERS)] = Kind.WATER
    return seen, kind


@dataclass(frozen=True)
class LieRaster:
    """The class of every one-yard cell of the hole's bounding box (module docstring)."""

    x0: float
    """The left edge of the first column (cell centres at ``x0 + 0.5 + i``)."""
    y0: float
    width: int
    height: int
    region: Ints
    """Flat (row-major, row = y): region index per cell, -1 off every region."""
    kind: npt.NDArray[np.int8]

    @classmethod
    def of(cls, hole: Hole) -> LieRaster:
        xs = [p.x for r in hole.regions for p in r.outline]
        ys = [p.y for r in hole.regions for p in r.outline]
        if hole.flag is not None:
            xs.append(hole.flag.x)
            ys.append(hole.flag.y)
        x0 = math.floor(min(xs)) - 1.0
        y0 = math.floor(min(ys)) - 1.0
        width = math.ceil(max(xs) - x0) + 2
        height = math.ceil(max(ys) - y0) + 2
        if width * height > MAX_CELLS:
            raise UltimateError(
                tr("the hole's drawing spans {width} × {height} yards: the analysis reads at "
                   "most {cells} square yards (some 600 by 1,000 yards)").format(
                       width=f"{width - 2:,}", height=f"{height - 2:,}", cells=f"{MAX_CELLS:,}"))
        cx = x0 + CELL_YARDS / 2 + np.arange(width, dtype=np.float64) * CELL_YARDS
        cy = y0 + CELL_YARDS / 2 + np.arange(height, dtype=np.float64) * CELL_YARDS
        gx, gy = np.meshgrid(cx, cy)
        region, kind = classify(hole, gx.ravel(), gy.ravel(), grid=(cx, cy))
        return cls(x0, y0, width, height, region, kind)

    @property
    def size(self) -> int:
        return self.width * self.height

    def centres(self) -> tuple[Floats, Floats]:
        """The centre of every cell, flat."""
        return self.centres_of(np.arange(self.size))

    def centres_of(self, cells: Ints) -> tuple[Floats, Floats]:
        """The centres of the flat cells ``cells`` (the same numbers as ``centres``)."""
        i = cells.astype(np.float64)
        return (self.x0 + CELL_YARDS / 2 + (i % self.width) * CELL_YARDS,
                self.y0 + CELL_YARDS / 2 + (i // self.width) * CELL_YARDS)

    def cell_at(self, x: float, y: float) -> int:
        """``cell`` of one point, without numpy's cost of an array call (the same
        arithmetic)."""
        i = math.floor((x - self.x0) / CELL_YARDS)
        j = math.floor((y - self.y0) / CELL_YARDS)
        return j * self.width + i if 0 <= i < self.width and 0 <= j < self.height else -1

    def cell(self, x: Floats, y: Floats) -> Ints:
        """The flat cell each point falls in; -1 off the raster (off every region: out of
        bounds)."""
        return self.padded_cell(x, y) - 1

    def padded_cell(self, x: Floats, y: Floats) -> Ints:
        """``cell`` + 1: 0 off the raster, an index into a table of the cells with a first
        row for off it (the analysis' millions of landings read theirs in one gather)."""
        # In place where it can be: the analysis asks this of millions of landings.
        fi = np.subtract(x, self.x0)
        fi /= CELL_YARDS
        np.floor(fi, out=fi)
        fj = np.subtract(y, self.y0)
        fj /= CELL_YARDS
        np.floor(fj, out=fj)
        off = fi < 0
        off |= fi >= self.width
        off |= fj < 0
        off |= fj >= self.height
        fj *= self.width
        fj += fi  # a whole number of cells, exact in a float far below 2**53
        fj += 1.0
        cells = fj.astype(np.intp)
        cells[off] = 0
        return cells
