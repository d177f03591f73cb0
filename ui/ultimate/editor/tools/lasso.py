"""The freehand lasso: press, drag round an area, release — a smooth region of the terrain in
hand, with a few points to move by hand (``hole_edits.lasso_points``), as one undo step.
Escape while dragging drops the path."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QPainterPath

from golfstudio.errors import GolfStudioError
from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.drawing.hole_drawing import to_scene, to_yards
from ui.ultimate.editor.terrain_names import terrain_name
from ui.ultimate.editor.tools.base import HoleToolContext, TerrainChoice, TerrainTool

TOLERANCE_PX = 3.0
"""How far (in screen pixels) the region's outline may stray from the path dragged: the
wobble of a hand on a mouse, whatever the zoom."""

STEP_PX = 1.0
"""A move shorter than this (in screen pixels) adds no point to the path."""


class LassoTool(TerrainTool):
    name = "lasso"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Freehand lasso"))
    shortcut = "L"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Drag round an area to draw a smooth region of "
                             "the terrain chosen; Escape drops the path"))

    def __init__(self, context: HoleToolContext, terrain: TerrainChoice) -> None:
        super().__init__(context, terrain)
        self.path: list[Point] | None = None
        """The path dragged so far, unsnapped (a freehand line is not a grid's); None when
        no lasso is in progress."""

    def press(self, event: ToolEvent[Point]) -> None:
        if event.button != Qt.MouseButton.LeftButton:
            return
        self.path = [to_yards(event.pos)]
        self._draw()

    def drag(self, event: ToolEvent[Point]) -> None:
        if self.path is None:
            return
        at = to_yards(event.pos)
        if at.distance_to(self.path[-1]) >= self.yards(STEP_PX):
            self.path.append(at)
            self._draw()

    def release(self, event: ToolEvent[Point]) -> None:
        path, self.path = self.path, None
        self.preview.clear()
        if path is None:
            return
        path.append(to_yards(event.pos))
        kind = self.terrain.terrain
        try:
            points = hole_edits.lasso_points(path, self.yards(TOLERANCE_PX))
            after = hole_edits.add_region(self.document.model, self.index, kind, points,
                                          smooth=True)
        except GolfStudioError as exc:
            self.context.notify(str(exc))
            return
        text = QCoreApplication.translate("UltimateTools", "Draw {terrain} freehand").format(
            terrain=terrain_name(kind).lower())
        self.add_region(text, after)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.path is not None:
            self.path = None
            self.preview.clear()
            self.context.notify(QCoreApplication.translate("UltimateTools",
                                                           "Lasso dropped."))
            return True
        return False

    def deactivate(self) -> None:
        self.path = None
        super().deactivate()

    def _draw(self) -> None:
        if not self.path:
            self.preview.clear()
            return
        path = QPainterPath(to_scene(self.path[0]))
        for p in self.path[1:]:
            path.lineTo(to_scene(p))
        path.closeSubpath()
        self.show_outline(path, alpha=120)
