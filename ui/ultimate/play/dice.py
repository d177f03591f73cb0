"""The two dice of Ultimate Golf on screen: a throw shown as a short flicker of faces that
settles on the engine's throw (the faces come from the engine, the flicker is only show)."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.play_kit.dice import Flicker, draw_pips

__all__ = ["FLICKER_MS", "DicePair"]

FLICKER_MS = 60
"""One face of the flicker."""
SIDE = 34



class DicePair(QWidget):
    """Two dice; ``faces`` is what they show (None before the first throw)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dicePair")
        self.faces: tuple[int, int] | None = None
        self._target: tuple[int, int] | None = None
        self._done: Callable[[], None] | None = None
        self._random = random.Random(1985)
        self._flicker = Flicker(FLICKER_MS, self._new_face, self._settle, self)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(2 * SIDE + 12, SIDE + 4)

    def show_faces(self, faces: tuple[int, int] | None) -> None:
        self.stop()
        self.faces = faces
        self.update()

    def roll(self, faces: tuple[int, int], ms: int, done: Callable[[], None]) -> None:
        """Flicker for ``ms`` then show ``faces`` and call ``done`` (at once when 0)."""
        self.stop()
        self._target = faces
        self._done = done
        self._flicker.start(ms)

    def is_rolling(self) -> bool:
        return self._flicker.is_running()

    def stop(self) -> None:
        """Cut a throw short (its ``done`` is not called)."""
        self._flicker.stop()
        self._done = None
        if self._target is not None:
            self.faces, self._target = self._target, None

    def _new_face(self) -> None:
        self.faces = (self._random.randint(1, 6), self._random.randint(1, 6))
        self.update()

    def _settle(self) -> None:
        self.faces, self._target = self._target, None
        self.update()
        done, self._done = self._done, None
        if done is not None:
            done()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces = self.faces
        for k in range(2):
            rect = QRectF(2 + k * (SIDE + 8), 2, SIDE, SIDE)
            painter.setPen(QPen(QColor("#444444"), 1.5))
            painter.setBrush(QBrush(QColor("#fbfbf8") if faces else QColor("#e4e4df")))
            painter.drawRoundedRect(rect, 6, 6)
            if faces is None:
                continue
            painter.setBrush(QBrush(QColor("#1b1b1b")))
            draw_pips(painter, rect, faces[k], 3.2)
        painter.end()
