"""Where course things sit on the canvas: the one hex layout and the shapes built on it.

Scene coordinates are pixels of ``LAYOUT`` (``hexgrid.Layout``): a cell's centre is
``LAYOUT.to_pixel``, a wall runs between ``hexgrid.vertex_pixel`` points. Cell items sit at
their centre and share one hexagon polygon, so 2,000 cells cost 2,000 positions, not 2,000
polygons. Everything here is geometry; colours are ``look.py``'s.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from golfstudio.carambole.course import Course
from golfstudio.hexgrid import (
    Direction,
    Edge,
    Hex,
    Layout,
    Vertex,
    edge,
    edge_vertices,
    vertex_pixel,
)

CELL_SIZE = 32.0
"""Centre-to-corner distance of a cell in scene pixels."""

LAYOUT = Layout(CELL_SIZE)
INRADIUS = CELL_SIZE * math.sqrt(3.0) / 2.0
"""Centre-to-edge distance: how far a pass arrow may reach before it leaves its cell."""


def hexagon(size: float = CELL_SIZE) -> QPolygonF:
    """A pointy-top hexagon of corner radius ``size`` around (0, 0), corners as hexgrid's."""
    return QPolygonF([
        QPointF(size * math.cos(math.radians(30 + 60 * i)),
                -size * math.sin(math.radians(30 + 60 * i)))
        for i in range(6)
    ])


HEXAGON = hexagon()


def centre(cell: Hex) -> QPointF:
    return QPointF(*LAYOUT.to_pixel(cell))


def cell_at(point: QPointF) -> Hex:
    return LAYOUT.to_hex(point.x(), point.y())


def unit(direction: int) -> QPointF:
    """One pixel along a direction on screen (y grows downwards)."""
    a = math.radians(60 * (direction % 6))
    return QPointF(math.cos(a), -math.sin(a))


def vertex_point(v: Vertex) -> QPointF:
    return QPointF(*vertex_pixel(LAYOUT, v))


def edge_points(e: Edge) -> tuple[QPointF, QPointF]:
    a, b = edge_vertices(e)
    return vertex_point(a), vertex_point(b)


def edge_midpoint(e: Edge) -> QPointF:
    a, b = edge_points(e)
    return (a + b) / 2.0


def nearest_direction(cell: Hex, point: QPointF) -> Direction:
    """The edge of ``cell`` nearest to ``point`` (the one a click "on an edge" means)."""
    c = centre(cell)
    dx, dy = point.x() - c.x(), point.y() - c.y()
    degrees = math.degrees(math.atan2(-dy, dx)) % 360.0
    return Direction(round(degrees / 60.0) % 6)


def course_rect(course: Course) -> QRectF:
    """The bounding rectangle of the course's cells (an empty rect for an empty course)."""
    if not course.cells:
        return QRectF()
    xs = [LAYOUT.to_pixel(c.hex)[0] for c in course.cells]
    ys = [LAYOUT.to_pixel(c.hex)[1] for c in course.cells]
    return QRectF(QPointF(min(xs) - INRADIUS, min(ys) - CELL_SIZE),
                  QPointF(max(xs) + INRADIUS, max(ys) + CELL_SIZE))


def edge_chains(edges: Iterable[Edge]) -> list[tuple[list[Vertex], bool]]:
    """Split edges into chains of vertices, ``(vertices, closed)``, for drawing a wall.

    A wall is usually one open run, but the model allows any set of edges (a closed outline,
    a fork); each chain is walked from an end, and loops are walked last.
    """
    remaining = dict.fromkeys(edge(e.cell, e.direction) for e in edges)
    touching: dict[Vertex, list[Edge]] = defaultdict(list)
    for e in remaining:
        for v in edge_vertices(e):
            touching[v].append(e)

    def walk(start: Vertex) -> tuple[list[Vertex], bool]:
        chain = [start]
        here = start
        while True:
            step = next((e for e in touching[here] if e in remaining), None)
            if step is None:
                return chain, len(chain) > 2 and chain[-1] == chain[0]
            del remaining[step]
            a, b = edge_vertices(step)
            here = b if a == here else a
            chain.append(here)

    chains: list[tuple[list[Vertex], bool]] = []
    for v in [v for v, es in touching.items() if len(es) % 2 == 1]:
        if any(e in remaining for e in touching[v]):
            chains.append(walk(v))
    while remaining:
        first = next(iter(remaining))
        chains.append(walk(edge_vertices(first)[0]))
    return chains


def polyline_path(points: list[QPointF], closed: bool = False) -> QPainterPath:
    path = QPainterPath(points[0])
    for p in points[1:]:
        path.lineTo(p)
    if closed:
        path.closeSubpath()
    return path


def smooth_path(points: list[QPointF], closed: bool, bulge_towards: QPointF | None = None
                ) -> QPainterPath:
    """A curve through the midpoints of a vertex chain, the vertices as control points.

    That is how a curved wall is drawn: an arc through its edges' midpoints. A single edge
    has nothing to bend round, so it bows a little towards ``bulge_towards``.
    """
    if closed:
        pts = points[:-1]
        mids = [(pts[i] + pts[(i + 1) % len(pts)]) / 2.0 for i in range(len(pts))]
        path = QPainterPath(mids[0])
        for i in range(len(pts)):
            path.quadTo(pts[(i + 1) % len(pts)], mids[(i + 1) % len(pts)])
        path.closeSubpath()
        return path
    if len(points) == 2:
        a, b = points
        mid = (a + b) / 2.0
        normal = QPointF(-(b.y() - a.y()), b.x() - a.x())
        length = math.hypot(normal.x(), normal.y()) or 1.0
        normal = normal / length
        if bulge_towards is not None:
            side = QPointF.dotProduct(bulge_towards - mid, normal)
            if side < 0:
                normal = -normal
        control = mid + normal * (CELL_SIZE * 0.45)
        path = QPainterPath(a)
        path.quadTo(control, b)
        return path
    mids = [(points[i] + points[i + 1]) / 2.0 for i in range(len(points) - 1)]
    path = QPainterPath(points[0])
    path.lineTo(mids[0])
    for i in range(1, len(points) - 1):
        path.quadTo(points[i], mids[i])
    path.lineTo(points[-1])
    return path
