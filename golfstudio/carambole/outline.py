"""Walling the outline of a course the way the printed boards are: curved walls at the ends,
straight walls along the sides.

A painted strip has a blocked edge on every border cell; without walls each one is a
"blocked edge with no wall" warning (validate.py) and a ball that meets it bounces straight
back (carambole.md §3). The printed boards (rulebook fig. 1, the bundled courses) put a
straight wall along each long side — a ball glances off it like a mirror — and curved walls
round the ends, which send it back the way it came.

How the outline is split: the border edges (between a course cell and the void) form closed
loops. The course's long axis is its cells' principal direction. An edge whose outward
direction lies within 30° of that axis faces an end; any other faces a side. Each maximal
run of consecutive border edges of one kind along a loop becomes one wall: straight (its
angle the line between its ends, ``wall_runs.straight_angle``) on a side, curved at an end.
A side run of fewer than ``MIN_SIDE`` edges between two ends (the corner step of a strip
two rows wide) is part of the curve round that end. Edges that already carry a wall (or an
obstacle's side) are kept as they are and split the runs around them.
"""

from __future__ import annotations

import math
from collections import defaultdict
from enum import Enum

from golfstudio.carambole.course import Course, Wall, WallKind
from golfstudio.carambole.wall_runs import straight_angle
from golfstudio.hexgrid import Direction, Edge, Hex, Layout, Vertex, edge, edge_vertices

_UNIT = Layout(1.0)

END_TOLERANCE = 30.0
"""Degrees between an edge's outward direction and the long axis within which it faces an end."""


class Facing(Enum):
    END = "end"
    SIDE = "side"


def long_axis(cells: list[Hex]) -> float:
    """The angle in degrees (counter-clockwise from East, in [0, 180)) of the cells' principal
    direction; 0 for a course as wide as it is long."""
    points = [_UNIT.to_pixel(h) for h in cells]
    mx = sum(x for x, _ in points) / len(points)
    my = sum(-y for _, y in points) / len(points)  # pixel y grows downwards
    sxx = sum((x - mx) ** 2 for x, _ in points)
    syy = sum((-y - my) ** 2 for _, y in points)
    sxy = sum((x - mx) * (-y - my) for x, y in points)
    if math.isclose(sxx, syy, abs_tol=1e-9) and math.isclose(sxy, 0.0, abs_tol=1e-9):
        return 0.0
    return math.degrees(0.5 * math.atan2(2 * sxy, sxx - syy)) % 180.0


def facing(direction: Direction, axis: float) -> Facing:
    """Whether a border edge whose outside lies in ``direction`` faces an end or a side."""
    gap = abs((60.0 * direction - axis + 90.0) % 180.0 - 90.0)
    return Facing.END if gap <= END_TOLERANCE + 1e-9 else Facing.SIDE


def border_loops(course: Course) -> list[list[tuple[Edge, Direction]]]:
    """The border edges of the course, in order round each closed loop, each with the
    direction from its course cell out to the void."""
    cells = course.cell_map()
    outward: dict[Edge, Direction] = {}
    for h in cells:
        for d in Direction:
            if h.neighbour(d) not in cells:
                outward[edge(h, d)] = d
    by_vertex: dict[Vertex, list[Edge]] = defaultdict(list)
    for e in outward:
        for v in edge_vertices(e):
            by_vertex[v].append(e)
    loops: list[list[tuple[Edge, Direction]]] = []
    seen: set[Edge] = set()
    for first in sorted(outward):
        if first in seen:
            continue
        loop: list[tuple[Edge, Direction]] = []
        here, at = first, edge_vertices(first)[1]
        while here not in seen:
            seen.add(here)
            loop.append((here, outward[here]))
            # Three cells meet at a vertex, so a border vertex has exactly two border edges.
            following = next((e for e in by_vertex[at] if e != here), None)
            if following is None:
                break
            a, b = edge_vertices(following)
            here, at = following, (b if a == at else a)
        loops.append(loop)
    return loops


MIN_SIDE = 3
"""Edges a side run needs to stay straight: a shorter one (the corner step of a strip two or
more rows wide) is part of the curve round the end."""


def _round_off_ends(kinds: list[Facing | None]) -> None:
    n = len(kinds)
    if Facing.END not in kinds:
        return
    i = 0
    while i < n:
        if kinds[i] is Facing.SIDE and kinds[i - 1] is not Facing.SIDE:
            j = i
            while kinds[j % n] is Facing.SIDE and j - i < n:
                j += 1
            if j - i < MIN_SIDE and kinds[i - 1] is Facing.END and kinds[j % n] is Facing.END:
                for k in range(i, j):
                    kinds[k % n] = Facing.END
            i = j
        else:
            i += 1


def _runs(loop: list[tuple[Edge, Direction]], taken: set[Edge],
          axis: float) -> list[tuple[Facing, list[Edge]]]:
    """Maximal runs of free edges of one facing, along the loop (wrapping round)."""
    kinds: list[Facing | None] = [None if e in taken else facing(d, axis) for e, d in loop]
    n = len(loop)
    _round_off_ends(kinds)
    # Start where the kind changes, so no run is cut in two by the loop's starting point.
    start = next((i for i in range(n) if kinds[i] != kinds[i - 1]), None)
    if start is None:
        if kinds[0] is None:
            return []
        half = n // 2  # one kind all round (a lone cell, a ring): two walls, not a closed one
        return [(kinds[0], [e for e, _ in loop[:half]]), (kinds[0], [e for e, _ in loop[half:]])]
    runs: list[tuple[Facing, list[Edge]]] = []
    for step in range(n):
        i = (start + step) % n
        kind = kinds[i]
        if kind is None:
            continue
        if runs and kinds[i - 1] == kind and step > 0:
            runs[-1][1].append(loop[i][0])
        else:
            runs.append((kind, [loop[i][0]]))
    return runs


def outline_walls(course: Course) -> list[Wall]:
    """The walls that would close the course's outline (none for a course already walled)."""
    if not course.cells:
        return []
    taken = set(course.wall_map()) | set(course.side_map())
    axis = long_axis(list(course.cell_map()))
    walls: list[Wall] = []
    used = set(course.object_ids())
    number = 1
    for loop in border_loops(course):
        for kind, edges in _runs(loop, taken, axis):
            if not edges:
                continue
            while f"w{number}" in used:
                number += 1
            wall_id = f"w{number}"
            used.add(wall_id)
            if kind is Facing.SIDE:
                walls.append(Wall(id=wall_id, kind=WallKind.STRAIGHT, edges=tuple(edges),
                                  angle=straight_angle(edges)))
            else:
                walls.append(Wall(id=wall_id, kind=WallKind.CURVED, edges=tuple(edges)))
    return walls


def wall_the_outline(course: Course) -> Course:
    """The course with its whole outline walled (``outline_walls``); existing walls kept."""
    walls = outline_walls(course)
    return course.replace(walls=(*course.walls, *walls)) if walls else course
