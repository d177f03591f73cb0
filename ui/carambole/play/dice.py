"""The die on the table: a face drawn in the die's colour, and a short roll that flickers
through its faces before it settles on the one thrown.

The face thrown is decided before the flicker starts (by the game's generator, or typed by
a person who threw a real die); the flicker only shows faces picked by a generator of its
own, so watching the dice never changes the game's chance.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

FLICKER_MS = 55
"""Time each face shows while the die rolls."""
MAX_ROLL_MS = 600


def die_colour(name: str) -> QColor:
    """A die's colour from the ruleset (a colour name or #rrggbb); grey if unknown."""
    colour = QColor(name)
    return colour if colour.isValid() else QColor("#cccccc")


def _ink(colour: QColor) -> QColor:
    luma = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111111") if luma > 0.55 else QColor("#ffffff")


def paint_die(painter: QPainter, rect: QRectF, colour: QColor, text: str) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.18
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(1.5, 2.0), radius, radius)
    painter.setBrush(colour)
    painter.setPen(QPen(QColor(30, 30, 30, 170), 1.2))
    painter.drawRoundedRect(rect, radius, radius)
    if text:
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(rect.height() * (0.5 if len(text) < 3 else 0.4))))
        painter.setFont(font)
        painter.setPen(_ink(colour))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def die_icon(colour: QColor, size: int = 18) -> QPixmap:
    """A small die in its colour showing three pips, so it reads as a die at a glance."""
    pixmap = QPixmap(size + 3, size + 3)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    rect = QRectF(0.5, 0.5, size - 1, size - 1)
    paint_die(painter, rect, colour, "")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_ink(colour))
    pip = size * 0.09
    for t in (0.27, 0.5, 0.73):
        painter.drawEllipse(rect.topLeft() + QPointF(rect.width() * t, rect.height() * t),
                            pip, pip)
    painter.end()
    return pixmap


def card_icon(size: int = 18) -> QPixmap:
    """A playing card standing up, for the cards used with the white die."""
    pixmap = QPixmap(size + 3, size + 3)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(size * 0.2, 0.5, size * 0.62, size - 1)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(1.2, 1.5), 2.5, 2.5)
    painter.setBrush(QColor("#fffdf5"))
    painter.setPen(QPen(QColor("#6b4e1e"), 1.2))
    painter.drawRoundedRect(rect, 2.5, 2.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c0392b"))
    c = rect.center()
    w, h = rect.width() * 0.26, rect.height() * 0.24
    painter.drawPolygon(QPolygonF([c + QPointF(0, -h), c + QPointF(w, 0), c + QPointF(0, h),
                                   c + QPointF(-w, 0)]))
    painter.end()
    return pixmap


class DieFace(QWidget):
    """One die showing a face (blank before the first throw)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dieFace")
        self._colour = QColor("#ffffff")
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(46, 46)

    @property
    def text(self) -> str:
        return self._text

    def show_face(self, text: str, colour: QColor | None = None) -> None:
        self._text = text
        if colour is not None:
            self._colour = QColor(colour)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_die(painter, QRectF(3, 3, self.width() - 8, self.height() - 8), self._colour,
                  self._text)
        painter.end()


class DiceRoller(QObject):
    """Flickers a ``DieFace`` through a die's faces, then shows the face thrown.

    ``rolled(int)`` is emitted with that face when the roll ends — at once (but never
    before ``roll`` returns) when the duration is 0.
    """

    rolled = Signal(int)

    def __init__(self, face: DieFace, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self._faces: tuple[int, ...] = ()
        self._result = 0
        self._flickers = 0
        self._cosmetic = random.Random(0)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    def roll(self, faces: Sequence[int], result: int, duration_ms: int,
             colour: QColor | None = None) -> None:
        self._timer.stop()
        self._faces = tuple(faces)
        self._result = result
        self._flickers = min(duration_ms, MAX_ROLL_MS) // FLICKER_MS
        if colour is not None:
            self.face.show_face("", colour)
        self._timer.start(FLICKER_MS if self._flickers else 0)

    def is_rolling(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        if self._flickers > 0:
            self._flickers -= 1
            self.face.show_face(str(self._cosmetic.choice(self._faces)))
            return
        self._timer.stop()
        self.face.show_face(str(self._result))
        self.rolled.emit(self._result)
