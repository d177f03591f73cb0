"""What the games' dice share on screen: where a die's pips lie and drawing them, and the
flicker of a throw.

A face's pips are fractions of the die's side (the layout of a real die: a 6 in two columns
of three), so a die of any size, tilted or not, draws them from one table. A throw is shown
as a short flicker of faces that settles on the engine's face (the faces come from the
engine, the flicker is only show): ``Flicker`` keeps its time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter

__all__ = ["PIPS", "Flicker", "draw_pips"]

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
"""Each face's pips, as (x, y) fractions of the die's side from its top left corner."""


def draw_pips(painter: QPainter, rect: QRectF, face: int, radius: float) -> None:
    """The pips of ``face`` on the die drawn in ``rect``, filled with the painter's brush
    (no outline); a face with no pips (beyond 6) draws nothing."""
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y in PIPS.get(face, ()):
        painter.drawEllipse(QPointF(rect.x() + x * rect.width(), rect.y() + y * rect.height()),
                            radius, radius)


class Flicker(QObject):
    """A throw's flicker: for ``ms``, a new face every ``interval_ms`` (``face()``, the
    die's to draw), then ``settle()`` (the engine's face shown, the throw done)."""

    def __init__(self, interval_ms: int, face: Callable[[], None],
                 settle: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self._face = face
        self._settle = settle
        self._left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self, ms: int, *, face_at_once: bool = False) -> None:
        """Flicker for ``ms`` (settled at once when shorter than one face); with
        ``face_at_once`` the first face shows now rather than after one interval."""
        self._timer.stop()
        self._left = ms // self.interval_ms
        if self._left <= 0:
            self._settle()
            return
        if face_at_once:
            self._face()
        self._timer.start()

    def is_running(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        """Cut the flicker short: nothing more is called."""
        self._timer.stop()

    def _tick(self) -> None:
        self._left -= 1
        if self._left <= 0:
            self._timer.stop()
            self._settle()
            return
        self._face()
