"""Rectangles and ellipses by dragging their box: the quick way to a green or a bunker."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import terrain_brush, to_scene
from ui.ultimate.editor.terrain_names import terrain_name
from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext, TerrainChoice

MIN_SIDE = 1.0
"""Yards: a box narrower than this is a slip of the mouse, not a region."""


class BoxTool(HoleTool, metaclass=ABCMeta):
    """Drag a box; on release the region is the shape in it (``shape``)."""

    def __init__(self, context: HoleToolContext, terrain: TerrainChoice) -> None:
        super().__init__(context)
        self.terrain = terrain
        self._from: Point | None = None

    def make_options(self, parent: QWidget) -> QWidget | None:
        return self.terrain.make_box(parent)

    @abstractmethod
    def shape(self, a: Point, b: Point) -> list[Point]:
        """The outline of the shape in the box from ``a`` to ``b``."""

    def press(self, event: ToolEvent[Point]) -> None:
        self._from = event.at

    def drag(self, event: ToolEvent[Point]) -> None:
        if self._from is None:
            return
        path = QPainterPath()
        path.addPolygon(QPolygonF([to_scene(p) for p in self.shape(self._from, event.at)]))
        path.closeSubpath()
        pen = QPen(QColor("#1f5fbf"), 2)
        pen.setCosmetic(True)
        brush = terrain_brush(self.terrain.terrain)
        colour = brush.color()
        colour.setAlpha(150)
        brush.setColor(colour)
        self.preview.show_path(path, pen, brush)

    def release(self, event: ToolEvent[Point]) -> None:
        start, self._from = self._from, None
        self.preview.clear()
        if start is None:
            return
        if abs(event.at.x - start.x) < MIN_SIDE or abs(event.at.y - start.y) < MIN_SIDE:
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "Drag out a box to draw the shape in."))
            return
        kind = self.terrain.terrain
        after = hole_edits.add_region(self.document.model, self.index, kind,
                                      self.shape(start, event.at))
        text = QCoreApplication.translate("UltimateTools", "Draw {terrain}").format(
            terrain=terrain_name(kind).lower())
        if self.edit(text, after):
            self.context.editor.select_region(after.holes[self.index].regions[-1].id)


class RectangleTool(BoxTool):
    name = "rectangle"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Rectangle"))
    shortcut = "R"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Drag a box to draw a rectangle of the terrain "
                             "chosen"))

    def shape(self, a: Point, b: Point) -> list[Point]:
        return hole_edits.rectangle_points(a, b)


class EllipseTool(BoxTool):
    name = "ellipse"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Ellipse"))
    shortcut = "E"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Drag a box to draw an ellipse in it: greens and "
                             "bunkers"))

    def shape(self, a: Point, b: Point) -> list[Point]:
        return hole_edits.ellipse_points(a, b)
