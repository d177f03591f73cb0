"""Obstacles from the palette: a ghost of the chosen piece follows the cursor; a click places
it (R turns it 60°, Shift+R the other way). A click on a placed obstacle selects it instead:
drag to move it, R to turn it, Delete to remove it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QComboBox, QWidget

from golfstudio.carambole.course import AnyObstacle
from golfstudio.carambole.pieces import Piece
from golfstudio.carambole.placement import Misplaced, misplaced
from golfstudio.hexgrid import Hex
from ui.carambole.editor import look
from ui.carambole.editor.commands import PlaceObstacle
from ui.carambole.editor.items import outline_path, paint_obstacle
from ui.carambole.editor.palette import piece_icon
from ui.carambole.editor.tools.base import CellEvent, CourseToolContext, EditorTool
from ui.carambole.editor.tools.select import (
    DELETE_KEYS,
    DragMove,
    remove_selected,
    rotate_selected,
    rotation_steps,
)

_REFUSALS: dict[Misplaced, str] = {
    Misplaced.OFF_COURSE: str(QT_TRANSLATE_NOOP("CourseTools",
                                                "The piece must lie on course cells.")),
    Misplaced.OVERLAP: str(QT_TRANSLATE_NOOP("CourseTools",
                                             "The piece would overlap another obstacle.")),
    Misplaced.ON_HOLE: str(QT_TRANSLATE_NOOP("CourseTools", "The piece would cover the hole.")),
}

class ObstacleTool(EditorTool):
    name = "obstacle"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Obstacles"))
    shortcut = "O"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Click to place the chosen piece · R turns it 60° · click a placed "
        "obstacle to select it, drag to move, Delete to remove"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self.rotation = 0
        self.pieces = context.pieces
        self._piece = self.pieces[0].name if self.pieces else ""
        self.piece_box: QComboBox | None = None
        self._move: DragMove | None = None
        self._last: Hex | None = None

    # ---- options ----------------------------------------------------------------------------

    @property
    def piece_name(self) -> str:
        return self._piece

    def piece(self) -> Piece | None:
        return next((p for p in self.pieces if p.name == self._piece), None)

    def set_piece(self, name: str) -> None:
        if not any(p.name == name for p in self.pieces):
            raise ValueError(f"there is no piece {name!r} in the palette")
        self._piece = name
        if self.piece_box is not None:
            self.piece_box.setCurrentIndex(self.piece_box.findData(name))

    def make_options(self, parent: QWidget) -> QWidget | None:
        if not self.pieces:
            return None
        box = QComboBox(parent)
        box.setObjectName("piece")
        box.setToolTip(QCoreApplication.translate(
            "CourseTools", "The piece the obstacle tool places (R turns it)"))
        box.setIconSize(QSize(40, 24))
        # The labels are long ("Centre-hole obstacle, 3 cells"): the box elides them rather
        # than widen the window (at 1280 px it pushed the analysis dock off screen).
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(14)
        for piece in self.pieces:
            box.addItem(piece_icon(piece), piece.shown_label, piece.name)
        box.setCurrentIndex(box.findData(self._piece))
        box.currentIndexChanged.connect(lambda i: self.set_piece(str(box.itemData(i))))
        self.piece_box = box
        return box

    # ---- placing ----------------------------------------------------------------------------

    def ghost(self, cell: Hex) -> AnyObstacle | None:
        piece = self.piece()
        if piece is None:
            return None
        return piece.obstacle(self.course.next_id("o"), cell, self.rotation)

    def refusal(self, obstacle: AnyObstacle) -> str | None:
        """The core's placement rule, said in the user's language."""
        reason = misplaced(self.course, obstacle)
        if reason is None:
            return None
        return QCoreApplication.translate("CourseTools", _REFUSALS[reason])

    def press(self, event: CellEvent) -> None:
        self._move = None
        if event.button != Qt.MouseButton.LeftButton:
            return
        placed = self.course.obstacle_at(event.at)
        if placed is not None:
            self.scene.select_object(placed.id)
            self.preview.clear()
            self._move = DragMove(self, placed.id, event.at)
            return
        obstacle = self.ghost(event.at)
        if obstacle is None:
            return
        refusal = self.refusal(obstacle)
        if refusal is not None:
            self.notify(refusal)
            return
        if self.push(PlaceObstacle(self.document, obstacle)):
            self.scene.select_object(obstacle.id)
            self.preview.clear()

    def drag(self, event: CellEvent) -> None:
        if self._move is not None:
            self._move.to(event.at)

    def release(self, event: CellEvent) -> None:
        self._move = None

    def hover(self, event: CellEvent) -> None:
        self._last = event.at
        self._show_ghost(event.at)

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
