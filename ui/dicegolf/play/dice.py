"""The dice of a Dice Golf throw on screen: two blue, two red, the fifth die (7 to 12) when
the formula names ``W``, and the operations die (×, +, −) when a sign is changed.

The engine rolls one die at a time (each a chance node); the tray shows a roll as the dice
still to fall flickering together while each settles in turn on the engine's face — the
faces come from the engine, the flicker is only show. For a selection the dice are clicked
to keep them (``choosing``): a kept die is ringed in gold and labelled "keep", the others
"roll". The operations die appears beside the others only when a sign is being changed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from golfstudio.dicegolf.actions import DICE_LABELS
from golfstudio.dicegolf.formula import Op
from ui.dicegolf.play.words import OPERATION_SIGNS
from ui.play_kit.dice import Flicker, draw_pips

__all__ = ["FLICKER_MS", "DiceTray", "DieKind"]

FLICKER_MS = 50
"""One face of the flicker."""
SIDE = 46.0
GAP = 14.0
LABEL_H = 18.0
PAD = 4.0
KEEP = QColor("#e0a800")


class DieKind(Enum):
    BLUE = "blue"
    RED = "red"
    FIFTH = "fifth"
    OPERATIONS = "operations"


KINDS = (DieKind.BLUE, DieKind.BLUE, DieKind.RED, DieKind.RED, DieKind.FIFTH)
"""The dice in the engine's order (``DICE_LABELS``)."""
_BODY = {DieKind.BLUE: QColor("#2b5fc7"), DieKind.RED: QColor("#cc3434"),
         DieKind.FIFTH: QColor("#f6f1e1"), DieKind.OPERATIONS: QColor("#ececec")}
_INK = {DieKind.BLUE: QColor("#ffffff"), DieKind.RED: QColor("#ffffff"),
        DieKind.FIFTH: QColor("#1e2a22"), DieKind.OPERATIONS: QColor("#1e2a22")}
_OPS = (Op.MUL, Op.ADD, Op.SUB)


class DiceTray(QWidget):
    """See the module docstring. Signal: ``toggled(int)`` — a die clicked while choosing."""

    toggled = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceTray")
        self.faces: list[int | None] = [None] * 4
        self.kept: tuple[bool, ...] | None = None
        """The selection's marks: chosen while ``choosing``, kept dice during a re-roll."""
        self.choosing = False
        self.dimmed = False
        """The dice shown are the last throw's (nothing rolled for this one yet)."""
        self.operation: Op | None = None
        self.shows_operation = False
        self._rolling: set[int] = set()
        self._rolling_op = False
        self._flicker_faces: dict[int, int] = {}
        self._target: tuple[int, int] | None = None
        self._target_op: Op | None = None
        self._done: Callable[[], None] | None = None
        self._random = random.Random(2002)
        self._flicker = Flicker(FLICKER_MS, self._new_faces, self._settle, self)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    # ---- what is shown ----------------------------------------------------------------------

    def count(self) -> int:
        """The dice drawn: four or five, and the operations die when it shows."""
        return len(self.faces) + (1 if self.shows_operation else 0)

    def sizeHint(self) -> QSize:
        n = len(self.faces) + 1  # room for the operations die, so the tray never jumps
        return QSize(round(n * SIDE + (n - 1) * GAP + 2 * PAD),
                     round(SIDE + LABEL_H + 2 * PAD))

    def set_dice(self, faces: Sequence[int | None], kept: Sequence[bool] | None = None, *,
                 dimmed: bool = False) -> None:
        """Show ``faces`` (None: not rolled yet), ``kept`` marked; cuts a roll short."""
        self.stop()
        if len(faces) != len(self.faces):
            self.updateGeometry()
        self.faces = list(faces)
        self.kept = tuple(kept) if kept is not None else None
        self.dimmed = dimmed
        self.choosing = False
        self.update()

    def set_choosing(self, mask: Sequence[bool] | None) -> None:
        """Let the dice be clicked to keep them (``mask``: kept so far); None: no more."""
        self.choosing = mask is not None
        self.kept = tuple(mask) if mask is not None else None
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.choosing
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_operation(self, op: Op | None, shown: bool) -> None:
        self.operation = op
        self.shows_operation = shown
        self.update()

    # ---- rolling ----------------------------------------------------------------------------

    def roll(self, index: int, face: int, falling: Sequence[int], ms: int,
             done: Callable[[], None]) -> None:
        """Die ``index`` and the dice still to fall (``falling``) flicker for ``ms``; then
        die ``index`` settles on ``face`` and ``done`` is called (at once when ``ms`` is 0)."""
        self.stop()
        self.dimmed = False
        self._rolling = {index, *falling}
        self._target = (index, face)
        self._done = done
        self._start(ms)

    def roll_operation(self, op: Op, ms: int, done: Callable[[], None]) -> None:
        """The operations die appears, flickers for ``ms`` and settles on ``op``."""
        self.stop()
        self.shows_operation = True
        self._rolling_op = True
        self._target_op = op
        self._done = done
        self._start(ms)

    def _start(self, ms: int) -> None:
        self._flicker.start(ms, face_at_once=True)

    def is_rolling(self) -> bool:
        return self._flicker.is_running()

    def stop(self) -> None:
        """Cut a roll short (its ``done`` is not called): the dice show their faces."""
        self._flicker.stop()
        self._done = None
        self._land()

    def _land(self) -> None:
        if self._target is not None:
            index, face = self._target
            if index < len(self.faces):
                self.faces[index] = face
        if self._target_op is not None:
            self.operation = self._target_op
        self._target, self._target_op = None, None
        self._rolling = set()
        self._rolling_op = False
        self._flicker_faces = {}
        self.update()

    def _new_faces(self) -> None:
        for i in self._rolling:
            low, high = (7, 12) if i == 4 else (1, 6)
            self._flicker_faces[i] = self._random.randint(low, high)
        if self._rolling_op:
            self._flicker_faces[-1] = self._random.randrange(len(_OPS))
        self.update()

    def _settle(self) -> None:
        done, self._done = self._done, None
        self._land()
        if done is not None:
            done()

    # ---- clicks -----------------------------------------------------------------------------

    def die_rect(self, index: int) -> QRectF:
        """Where die ``index`` is drawn (the operations die is ``len(faces)``)."""
        return QRectF(PAD + index * (SIDE + GAP), PAD, SIDE, SIDE)

    def die_at(self, x: float, y: float) -> int | None:
        for i in range(len(self.faces)):
            if self.die_rect(i).adjusted(-3, -3, 3, 3 + LABEL_H).contains(QPointF(x, y)):
                return i
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.choosing and event.button() == Qt.MouseButton.LeftButton:
            found = self.die_at(event.position().x(), event.position().y())
            if found is not None:
                self.toggled.emit(found)
                event.accept()
                return
        super().mousePressEvent(event)

    # ---- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, face in enumerate(self.faces):
            shown = self._flicker_faces.get(i, face) if i in self._rolling else face
            self._paint_die(p, i, KINDS[i], shown, i in self._rolling)
            self._paint_label(p, i)
        if self.shows_operation:
            rect = self.die_rect(len(self.faces))
            op: Op | None = self.operation
            if self._rolling_op and -1 in self._flicker_faces:
                op = _OPS[self._flicker_faces[-1]]
            self._paint_operation(p, rect, op)
            self._caption(p, rect, self.tr("op"), QColor("#5f6b62"), False)
        p.end()

    def _paint_die(self, p: QPainter, index: int, kind: DieKind, face: int | None,
                   rolling: bool) -> None:
        rect = self.die_rect(index)
        body = QColor(_BODY[kind])
        ink = QColor(_INK[kind])
        if face is None:
            p.setPen(QPen(QColor("#9aa59c"), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor(body.red(), body.green(), body.blue(), 45))
            p.drawRoundedRect(rect, 8, 8)
            return
        if self.dimmed:
            body.setAlpha(110)
            ink.setAlpha(150)
        p.setPen(QPen(QColor("#1e2a22") if not rolling else QColor("#6b7a70"), 1.5))
        p.setBrush(body)
        angle = 8.0 if rolling and face % 2 else -8.0 if rolling else 0.0
        p.save()
        p.translate(rect.center())
        p.rotate(angle)
        local = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        p.drawRoundedRect(local, 8, 8)
        if kind is DieKind.FIFTH or face > 6:
            font = QFont(self.font())
            font.setPixelSize(20)
            font.setBold(True)
            p.setFont(font)
            p.setPen(ink)
            p.drawText(local, Qt.AlignmentFlag.AlignCenter, str(face))
        else:
            p.setBrush(ink)
            draw_pips(p, local, face, 4.0)
        p.restore()
        kept = self.kept
        if kept is not None and index < len(kept) and kept[index]:
            p.setPen(QPen(KEEP, 3.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), 10, 10)

    def _paint_operation(self, p: QPainter, rect: QRectF, op: Op | None) -> None:
        p.setPen(QPen(QColor("#1e2a22"), 1.5))
        p.setBrush(_BODY[DieKind.OPERATIONS])
        p.drawRoundedRect(rect, 8, 8)
        font = QFont(self.font())
        font.setPixelSize(28)
        font.setBold(True)
        p.setFont(font)
        p.setPen(_INK[DieKind.OPERATIONS])
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, OPERATION_SIGNS[op] if op else "?")

    def _paint_label(self, p: QPainter, index: int) -> None:
        rect = self.die_rect(index)
        kept = self.kept
        marked = kept is not None and index < len(kept) and kept[index]
        if self.choosing:
            text = self.tr("keep") if marked else self.tr("roll")
            self._caption(p, rect, text, KEEP if marked else QColor("#5f6b62"), marked)
        elif marked:
            self._caption(p, rect, self.tr("kept"), KEEP, True)
        else:
            self._caption(p, rect, DICE_LABELS[index], QColor("#5f6b62"), False)

    def _caption(self, p: QPainter, rect: QRectF, text: str, colour: QColor,
                 bold: bool) -> None:
        font = QFont(self.font())
        font.setPixelSize(11)
        font.setBold(bold)
        p.setFont(font)
        p.setPen(colour)
        p.drawText(QRectF(rect.left() - 6, rect.bottom() + 2, rect.width() + 12, LABEL_H - 2),
                   Qt.AlignmentFlag.AlignCenter, text)
