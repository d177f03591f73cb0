"""Straight walls: drag from one grid vertex to another. The wall takes the edges that hug
the line between them (``wall_runs.edges_between``) and bounces like a mirror at that line's
angle, snapped to 30° (carambole.md §3, "the editor derives θ from the wall's drawn line");
the angle is shown beside the cursor while dragging."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from golfstudio.carambole.course import Wall, WallKind
from golfstudio.carambole.wall_runs import edges_between, straight_angle
from golfstudio.hexgrid import Edge, Vertex, nearest_vertex
from ui.carambole.editor import look
from ui.carambole.editor.commands import AddWall
from ui.carambole.editor.geometry import LAYOUT, edge_chains, polyline_path, vertex_point
from ui.carambole.editor.items import paint_label
from ui.carambole.editor.tools.base import CellEvent, CourseToolContext, EditorTool


def snap(event: CellEvent) -> Vertex:
    return nearest_vertex(LAYOUT, event.pos.x(), event.pos.y())


class WallDrawTool(EditorTool):
    """Drag from vertex to vertex; on release, add a wall of ``kind`` on the edges between.

    Edges that already carry a wall are refused (an edge belongs to one wall): the preview
    turns orange and nothing is added.
    """

    kind: ClassVar[WallKind] = WallKind.STRAIGHT

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._start: Vertex | None = None
        self._edges: tuple[Edge, ...] = ()

    def press(self, event: CellEvent) -> None:
        self._start = snap(event)
        self._edges = ()
        self._show(event)

    def drag(self, event: CellEvent) -> None:
        if self._start is not None:
            self._edges = edges_between(self._start, snap(event))
            self._show(event)

    def release(self, event: CellEvent) -> None:
        if self._start is None:
            return
        self._edges = edges_between(self._start, snap(event))
        edges, self._start = self._edges, None
        if not edges:
            return
        if self._taken(edges):
            self.notify(QCoreApplication.translate(
                "CourseTools", "Those edges already have a wall; an edge belongs to one wall."))
            return
        angle = straight_angle(edges) if self.kind is WallKind.STRAIGHT else None
        wall = Wall.build(id=self.course.next_id("w"), kind=self.kind, edges=edges, angle=angle)
        self.push(AddWall(self.document, wall))

    def hover(self, event: CellEvent) -> None:
        self._start = None
        self._edges = ()
        self._show(event)

    def _taken(self, edges: tuple[Edge, ...]) -> bool:
        walls = self.course.wall_map()
        return any(e in walls for e in edges)

    def wall_path(self, edges: tuple[Edge, ...]) -> QPainterPath:
        path = QPainterPath()
        for vertices, closed in edge_chains(edges):
            path.addPath(polyline_path([vertex_point(v) for v in vertices], closed))
        return path

    def label_text(self, edges: tuple[Edge, ...]) -> str:
        return f"{straight_angle(edges)}°"

    def _show(self, event: CellEvent) -> None:
        """The snapped vertex as a dot, and while dragging the wall to be with its label."""
        here = vertex_point(snap(event))
        edges = self._edges
        path = self.wall_path(edges) if edges else QPainterPath()
        refused = bool(edges) and self._taken(edges)
        label = self.label_text(edges) if edges else ""
        colour = look.REFUSED if refused else look.PREVIEW
        start = vertex_point(self._start) if self._start is not None else None

        def draw(painter: QPainter) -> None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if not path.isEmpty():
                painter.setPen(look.pen(colour, look.WALL_WIDTH * 0.8))
                painter.drawPath(path)
            painter.setPen(look.pen(colour, 2.0, cosmetic=True))
            painter.setBrush(look.PREVIEW_FILL)
            for point in (here, start):
                if point is not None:
                    painter.drawEllipse(point, 6.0, 6.0)
            if label:
                paint_label(painter, here + QPointF(0, -26), label)

        rect = QRectF(here, here).adjusted(-80, -60, 80, 40)
        if not path.isEmpty():
            rect = rect.united(path.boundingRect().adjusted(-12, -12, 12, 12))
        if start is not None:
            rect = rect.united(QRectF(start, start).adjusted(-10, -10, 10, 10))
        self.preview.show_drawing(rect, draw)


class StraightWallTool(WallDrawTool):
    name = "straight_wall"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Straight wall"))
    shortcut = "W"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Drag from corner to corner to draw a straight wall; its angle is shown "
        "as you drag"))
    kind = WallKind.STRAIGHT
