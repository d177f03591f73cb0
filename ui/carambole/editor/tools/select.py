"""Select and move: click a wall or an obstacle to select it, drag it to move it, Delete to
remove it, R to turn an obstacle 60° (Shift+R the other way), Escape to let go. A drag from
an empty spot draws a rubber band: the course cells whose centres lie inside it are handed
to ``CourseToolContext.choose_cells`` (Shift+drag adds them to the selection)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath

from golfstudio.carambole.placement import overlaps_other
from golfstudio.hexgrid import Hex
from ui.carambole.editor import look
from ui.carambole.editor.commands import (
    MoveObstacle,
    MoveWall,
    RemoveObstacle,
    RemoveWall,
    RotateObstacle,
    new_stroke,
)
from ui.carambole.editor.geometry import centre
from ui.carambole.editor.tools.base import CellEvent, CourseToolContext, EditorTool

DELETE_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


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
            if overlaps_other(tool.course, self.object_id, offset):
                tool.notify(QCoreApplication.translate(
                    "CourseTools", "An obstacle cannot sit on another one."))
                return
            tool.push(MoveObstacle(tool.document, self.object_id, offset, self.stroke))
        else:
            tool.push(MoveWall(tool.document, self.object_id, offset, self.stroke))
        self.last = cell
        tool.scene.select_object(self.object_id)


class RubberBand:
    """The rectangle dragged from an empty spot; the cells it chooses are the course cells
    whose centres lie inside it."""

    def __init__(self, tool: EditorTool, start: QPointF, add: bool) -> None:
        self.tool = tool
        self.start = start
        self.add = add
        self.rect = QRectF()

    def to(self, pos: QPointF) -> None:
        self.rect = QRectF(self.start, pos).normalized()
        path = QPainterPath()
        path.addRect(self.rect)
        fill = QColor(look.SELECTION)
        fill.setAlpha(40)
        self.tool.preview.show_path(path, look.pen(look.SELECTION, 1.5, cosmetic=True),
                                    QBrush(fill))

    def cells(self) -> frozenset[Hex]:
        return frozenset(h for h in self.tool.course.cell_map()
                         if self.rect.contains(centre(h)))


def rotation_steps(event: QKeyEvent) -> int:
    shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
    return -1 if shift else 1


class SelectTool(EditorTool):
    name = "select"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Select and move"))
    shortcut = "S"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Click or drag a wall or obstacle to select or move it · drag elsewhere "
        "selects cells"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._move: DragMove | None = None
        self._band: RubberBand | None = None

    def press(self, event: CellEvent) -> None:
        self._move = None
        self._band = None
        if event.button != Qt.MouseButton.LeftButton:
            return
        found = self.scene.object_at(event.pos)
        if found is None and event.shift:
            self._band = RubberBand(self, event.pos, add=True)  # keep what is selected
            return
        self.scene.select_object(found)
        if found is not None:
            self._move = DragMove(self, found, event.at)
        else:
            self._band = RubberBand(self, event.pos, add=False)

    def drag(self, event: CellEvent) -> None:
        if self._move is not None:
            self._move.to(event.at)
        elif self._band is not None:
            self._band.to(event.pos)

    def release(self, event: CellEvent) -> None:
        band, self._band, self._move = self._band, None, None
        if band is None or band.rect.isNull():
            return  # a click: the press already let go of the selection
        band.to(event.pos)
        self.preview.clear()
        self.course_context.choose_cells(band.cells(), band.add)

    def deactivate(self) -> None:
        self._band = self._move = None
        super().deactivate()

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in DELETE_KEYS:
            return remove_selected(self)
        if event.key() == Qt.Key.Key_R:
            return rotate_selected(self, rotation_steps(event))
        if event.key() == Qt.Key.Key_Escape and self.scene.selected_object_id() is not None:
            self.scene.select_object(None)
            return True
        return False
