"""Select and move: click a wall or an obstacle to select it, drag it to move it, Delete to
remove it, R to turn an obstacle 60° (Shift+R the other way), Escape to let go."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from golfstudio.hexgrid import Hex
from ui.carambole_editor.commands import (
    MoveObstacle,
    MoveWall,
    RemoveObstacle,
    RemoveWall,
    RotateObstacle,
    new_stroke,
)
from ui.carambole_editor.tools.base import EditorTool, ToolContext, ToolEvent

DELETE_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


def overlaps_other(tool: EditorTool, obstacle_id: str, offset: Hex) -> bool:
    """Whether moving an obstacle by ``offset`` would put it on another obstacle."""
    course = tool.course
    for h in course.obstacle(obstacle_id).hexes:
        other = course.obstacle_at(h + offset)
        if other is not None and other.id != obstacle_id:
            return True
    return False


def remove_selected(tool: EditorTool) -> bool:
    selected = tool.scene.selected_object_id()
    if selected is None:
        return False
    if any(w.id == selected for w in tool.course.walls):
        tool.push(RemoveWall(tool.document, selected))
    else:
        tool.push(RemoveObstacle(tool.document, selected))
    return True


def rotate_selected(tool: EditorTool, steps: int) -> bool:
    selected = tool.scene.selected_object_id()
    if selected is None or selected not in tool.scene.obstacles:
        return False
    tool.push(RotateObstacle(tool.document, selected, steps))
    tool.scene.select_object(selected)
    return True


class DragMove:
    """Moves one object cell by cell while the mouse is held; one undo step per drag."""

    def __init__(self, tool: EditorTool, object_id: str, cell: Hex) -> None:
        self.tool = tool
        self.object_id = object_id
        self.last = cell
        self.stroke = new_stroke()

    def to(self, cell: Hex) -> None:
        offset = cell - self.last
        if offset == Hex(0, 0):
            return
        tool = self.tool
        if self.object_id in tool.scene.obstacles:
            if overlaps_other(tool, self.object_id, offset):
                tool.context.notify("An obstacle cannot sit on another one.")
                return
            tool.push(MoveObstacle(tool.document, self.object_id, offset, self.stroke))
        else:
            tool.push(MoveWall(tool.document, self.object_id, offset, self.stroke))
        self.last = cell
        tool.scene.select_object(self.object_id)


def rotation_steps(event: QKeyEvent) -> int:
    shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
    return -1 if shift else 1


class SelectTool(EditorTool):
    name = "select"
    label = "Select and move"
    shortcut = "S"
    hint = "Click a wall or an obstacle to select it; drag to move it · Delete removes · R turns"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._move: DragMove | None = None

    def press(self, event: ToolEvent) -> None:
        self._move = None
        if event.button != Qt.MouseButton.LeftButton:
            return
        found = self.scene.object_at(event.pos)
        self.scene.select_object(found)
        if found is not None:
            self._move = DragMove(self, found, event.cell)

    def drag(self, event: ToolEvent) -> None:
        if self._move is not None:
            self._move.to(event.cell)

    def release(self, event: ToolEvent) -> None:
        self._move = None

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in DELETE_KEYS:
            return remove_selected(self)
        if event.key() == Qt.Key.Key_R:
            return rotate_selected(self, rotation_steps(event))
        if event.key() == Qt.Key.Key_Escape and self.scene.selected_object_id() is not None:
            self.scene.select_object(None)
            return True
        return False
