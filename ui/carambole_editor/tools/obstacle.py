"""Obstacles from the palette: a ghost of the chosen piece follows the cursor; a click places
it (R turns it 60°, Shift+R the other way). A click on a placed obstacle selects it instead:
drag to move it, R to turn it, Delete to remove it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter

from golfstudio.carambole.course import AnyObstacle
from golfstudio.hexgrid import Hex
from ui.carambole_editor import look
from ui.carambole_editor.commands import PlaceObstacle
from ui.carambole_editor.items import outline_path, paint_obstacle
from ui.carambole_editor.tools.base import EditorTool, ToolContext, ToolEvent
from ui.carambole_editor.tools.select import (
    DELETE_KEYS,
    DragMove,
    remove_selected,
    rotate_selected,
    rotation_steps,
)


class ObstacleTool(EditorTool):
    name = "obstacle"
    label = "Obstacles"
    shortcut = "O"
    hint = ("Click to place the chosen piece · R turns it 60° · click a placed obstacle to "
            "select it, drag to move, Delete to remove")
    options_used = ("piece",)

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self.rotation = 0
        self._move: DragMove | None = None
        self._last: Hex | None = None

    def ghost(self, cell: Hex) -> AnyObstacle | None:
        piece = self.options.piece()
        if piece is None:
            return None
        return piece.obstacle(self.course.next_id("o"), cell, self.rotation)

    def refusal(self, obstacle: AnyObstacle) -> str | None:
        course = self.course
        for h in obstacle.hexes:
            if not course.has_cell(h):
                return "The piece must lie on course cells."
            if course.obstacle_at(h) is not None:
                return "The piece would overlap another obstacle."
            if h in course.holes:
                return "The piece would cover the hole."
        return None

    def press(self, event: ToolEvent) -> None:
        self._move = None
        if event.button != Qt.MouseButton.LeftButton:
            return
        placed = self.course.obstacle_at(event.cell)
        if placed is not None:
            self.scene.select_object(placed.id)
            self.preview.clear()
            self._move = DragMove(self, placed.id, event.cell)
            return
        obstacle = self.ghost(event.cell)
        if obstacle is None:
            return
        refusal = self.refusal(obstacle)
        if refusal is not None:
            self.context.notify(refusal)
            return
        if self.push(PlaceObstacle(self.document, obstacle)):
            self.scene.select_object(obstacle.id)
            self.preview.clear()

    def drag(self, event: ToolEvent) -> None:
        if self._move is not None:
            self._move.to(event.cell)

    def release(self, event: ToolEvent) -> None:
        self._move = None

    def hover(self, event: ToolEvent) -> None:
        self._last = event.cell
        self._show_ghost(event.cell)

    def _show_ghost(self, cell: Hex) -> None:
        if self.course.obstacle_at(cell) is not None:
            self.preview.clear()
            return
        obstacle = self.ghost(cell)
        if obstacle is None:
            self.preview.clear()
            return
        body = outline_path(obstacle.hexes)
        refused = self.refusal(obstacle) is not None

        def draw(painter: QPainter) -> None:
            painter.setOpacity(0.6)
            paint_obstacle(painter, obstacle, body, ghost=True)
            painter.setOpacity(1.0)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(look.pen(look.REFUSED if refused else look.PREVIEW, 2.0,
                                    cosmetic=True))
            painter.drawPath(body)

        self.preview.show_drawing(body.boundingRect().adjusted(-12, -12, 12, 12), draw)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_R:
            if rotate_selected(self, rotation_steps(event)):
                return True
            self.rotation = (self.rotation + rotation_steps(event)) % 6
            if self._last is not None:
                self._show_ghost(self._last)
            return True
        if event.key() in DELETE_KEYS:
            return remove_selected(self)
        if event.key() == Qt.Key.Key_Escape and self.scene.selected_object_id() is not None:
            self.scene.select_object(None)
            return True
        return False
