"""Wall runs: the chain of cell edges a wall drawn from vertex to vertex covers, and its angle.

Pointy-top hexagons have no straight line longer than one edge: a straight wall on the board
is a zig-zag of edges, and it bounces like a mirror along the line joining its two end
vertices (carambole.md §3: "the editor derives θ from the wall's drawn line", fig. 7–9).
These helpers let the editor turn a drag from one vertex to another into edges, and derive
the angle of a straight wall or of an obstacle's side from its edges.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

from golfstudio.hexgrid import Edge, Layout, Vertex, edge, edge_vertices, vertex_pixel

_UNIT = Layout(1.0)


def vertex_edges(v: Vertex) -> list[tuple[Edge, Vertex]]:
    """The three edges meeting at a vertex, each with the vertex at its other end."""
    found: dict[Edge, Vertex] = {}
    for cell in (v.cell, *v.cell.neighbours()):
        for d in range(6):
            e = edge(cell, d)
            a, b = edge_vertices(e)
            if a == v:
                found[e] = b
            elif b == v:
                found[e] = a
    return list(found.items())


def line_angle(a: Vertex, b: Vertex) -> int:
    """The angle of the line from ``a`` to ``b``, snapped to the nearest 30°, in [0, 180).

    Angles are measured counter-clockwise from East, as directions are (hexgrid.py).
    """
    if a == b:
        raise ValueError("a line needs two different vertices")
    (ax, ay), (bx, by) = vertex_pixel(_UNIT, a), vertex_pixel(_UNIT, b)
    degrees = math.degrees(math.atan2(ay - by, bx - ax)) % 180.0  # pixel y grows downwards
    return math.floor(degrees / 30.0 + 0.5) * 30 % 180


def run_ends(edges: Iterable[Edge]) -> tuple[Vertex, Vertex]:
    """The two end vertices of an open chain of edges, the one touching its first edge first.

    Raises ``ValueError`` for edges that do not form one open chain (a gap, a fork, a loop).
    """
    chain = list(dict.fromkeys(edges))
    if not chain:
        raise ValueError("a wall run needs at least one edge")
    counts = Counter(v for e in chain for v in edge_vertices(e))
    ends = [v for v, n in counts.items() if n == 1]
    if len(ends) != 2 or any(n > 2 for n in counts.values()):
        raise ValueError("the edges do not form one open chain")
    # Walk from one end: an open chain visits every edge exactly once.
    first = ends[0] if ends[0] in edge_vertices(chain[0]) else ends[1]
    here, left = first, set(chain)
    while left:
        step = next(((e, other) for e, other in vertex_edges(here) if e in left), None)
        if step is None:
            raise ValueError("the edges do not form one open chain")
        left.discard(step[0])
        here = step[1]
    return first, here


def straight_angle(edges: Iterable[Edge]) -> int:
    """A straight wall's line angle: the line between its end vertices, snapped to 30°."""
    return line_angle(*run_ends(edges))


def edges_between(start: Vertex, end: Vertex) -> tuple[Edge, ...]:
    """The edges along the grid from one vertex to another, hugging the straight line.

    Each step takes the neighbouring vertex that gets closer to ``end`` and stays nearest to
    the line; one of the three edges at a vertex always points within 60° of any target, so
    the walk gets closer at every step and ends.
    """
    if start == end:
        return ()
    sx, sy = vertex_pixel(_UNIT, start)
    ex, ey = vertex_pixel(_UNIT, end)
    length = math.hypot(ex - sx, ey - sy)

    def off_line(p: tuple[float, float]) -> float:
        return abs((ex - sx) * (sy - p[1]) - (ey - sy) * (sx - p[0])) / length

    def to_end(p: tuple[float, float]) -> float:
        return math.hypot(ex - p[0], ey - p[1])

    run: list[Edge] = []
    here = start
    for _ in range(4 * int(length) + 8):
        if here == end:
            return tuple(run)
        gap = to_end(vertex_pixel(_UNIT, here))
        options = []
        for e, other in vertex_edges(here):
            p = vertex_pixel(_UNIT, other)
            if to_end(p) < gap - 1e-9:
                options.append((round(off_line(p), 9), to_end(p), e, other))
        _, _, e, here = min(options, key=lambda o: (o[0], o[1]))
        run.append(e)
    raise AssertionError("a vertex walk towards its target always ends")  # pragma: no cover

