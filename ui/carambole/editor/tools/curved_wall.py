"""Curved walls: drawn like straight ones, from vertex to vertex, but a ball that meets one
comes back the way it came (fig. 10–13), so it has no angle; it is drawn as an arc through
its edges' midpoints."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QPainterPath

from golfstudio.carambole.course import WallKind
from golfstudio.hexgrid import Edge
from ui.carambole.editor.geometry import edge_chains, smooth_path, vertex_point
from ui.carambole.editor.tools.straight_wall import WallDrawTool


class CurvedWallTool(WallDrawTool):
    name = "curved_wall"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Curved wall"))
    shortcut = "C"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Drag from corner to corner to draw a curved wall (the ball comes back)"))
    kind = WallKind.CURVED

    def wall_path(self, edges: tuple[Edge, ...]) -> QPainterPath:
        path = QPainterPath()
        for vertices, closed in edge_chains(edges):
            path.addPath(smooth_path([vertex_point(v) for v in vertices], closed))
        return path

    def label_text(self, edges: tuple[Edge, ...]) -> str:
        return "curved"
