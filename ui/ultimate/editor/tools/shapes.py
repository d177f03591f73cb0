"""Rectangles and ellipses by dragging their box: the quick way to a green or a bunker."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QPainterPath, QPolygonF

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.terrain_names import terrain_name
from ui.ultimate.editor.tools.base import HoleToolContext, TerrainChoice, TerrainTool

MIN_SIDE = 1.0
"""Yards: a box narrower than this is a slip of the mouse, not a region."""


@dataclass(frozen=True)
class Box:
    """One shape drawn in a box and its tool: the tool's name, key, label and hint, and the
    core's outline of the shape in the box from one corner to the other."""

    name: str
    shortcut: str
    label: str
    hint: str
    outline: Callable[[Point, Point], list[Point]]


RECTANGLE = Box("rectangle", "R", str(QT_TRANSLATE_NOOP("EditorTools", "Rectangle")),
                str(QT_TRANSLATE_NOOP("EditorTools", "Drag a box to draw a rectangle of the "
                                      "terrain chosen")), hole_edits.rectangle_points)
ELLIPSE = Box("ellipse", "E", str(QT_TRANSLATE_NOOP("EditorTools", "Ellipse")),
              str(QT_TRANSLATE_NOOP("EditorTools", "Drag a box to draw an ellipse in it: greens "
                                    "and bunkers")), hole_edits.ellipse_points)


class BoxTool(TerrainTool):
    """Drag a box; on release the region is the shape in it (``shape``). A subclass names
    its ``box``; the tool's name, key, label and hint are the box's."""

    box: Box

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        box = cls.box
        cls.name, cls.shortcut, cls.label, cls.hint = box.name, box.shortcut, box.label, box.hint

    def __init__(self, context: HoleToolContext, terrain: TerrainChoice) -> None:
        super().__init__(context, terrain)
        self._from: Point | None = None

    def shape(self, a: Point, b: Point) -> list[Point]:
        """The outline of the shape in the box from ``a`` to ``b``."""
        return self.box.outline(a, b)

    def press(self, event: ToolEvent[Point]) -> None:
        self._from = event.at

    def drag(self, event: ToolEvent[Point]) -> None:
        if self._from is None:
            return
        path = QPainterPath()
        path.addPolygon(QPolygonF([to_scene(p) for p in self.shape(self._from, event.at)]))
        path.closeSubpath()
        self.show_outline(path)

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
        self.add_region(text, after)


class RectangleTool(BoxTool):
    box = RECTANGLE


class EllipseTool(BoxTool):
    box = ELLIPSE
