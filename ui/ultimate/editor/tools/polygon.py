"""Draw a polygon: click its vertices, close it on the first point (or press Enter);
Backspace takes the last point back, Escape drops the drawing."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QPainterPath

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.terrain_names import terrain_name
from ui.ultimate.editor.tools.base import HoleToolContext, TerrainChoice, TerrainTool


class PolygonTool(TerrainTool):
    name = "polygon"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Draw a polygon"))
    shortcut = "P"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click the vertices; click the first one again "
                             "or press Enter to close; Backspace takes a point back"))

    def __init__(self, context: HoleToolContext, terrain: TerrainChoice) -> None:
        super().__init__(context, terrain)
        self.points: list[Point] = []
        self._cursor: Point | None = None

    def press(self, event: ToolEvent[Point]) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        if len(self.points) >= 3 and self.points[0].distance_to(event.at) <= self.yards():
            self.close()
            return
        if self.points and self.points[-1].distance_to(event.at) < 1e-9:
            return  # a double click's second press adds no second point
        self.points.append(event.at)
        self._draw()

    def hover(self, event: ToolEvent[Point]) -> None:
        self._cursor = event.at
        self._draw()

    def drag(self, event: ToolEvent[Point]) -> None:
        self.hover(event)

    def close(self) -> bool:
        """Make the region of the points clicked so far (at least three)."""
        if len(self.points) < 3:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "A region needs at least three points."))
            return False
        kind = self.terrain.terrain
        after = hole_edits.add_region(self.document.model, self.index, kind, self.points)
        self.points = []
        self._draw()
        text = QCoreApplication.translate("UltimateTools", "Draw {terrain}").format(
            terrain=terrain_name(kind).lower())
        return self.add_region(text, after)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return self.close() or True
        if event.key() == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            self._draw()
            return True
        if event.key() == Qt.Key.Key_Escape and self.points:
            self.points = []
            self._draw()
            return True
        return False

    def deactivate(self) -> None:
        self.points = []
        super().deactivate()

    def _draw(self) -> None:
        if not self.points:
            self.preview.clear()
            return
        path = QPainterPath(to_scene(self.points[0]))
        for p in self.points[1:]:
            path.lineTo(to_scene(p))
        if self._cursor is not None:
            path.lineTo(to_scene(self._cursor))
        path.closeSubpath()
        for p in self.points:
            r = self.yards(3.5)
            path.addEllipse(QPointF(p.x, -p.y), r, r)
        self.show_outline(path)
