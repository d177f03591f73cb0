"""What the games' dice share on screen: where a die's pips lie, and drawing them.

A face's pips are fractions of the die's side (the layout of a real die: a 6 in two columns
of three), so a die of any size, tilted or not, draws them from one table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

__all__ = ["PIPS", "draw_pips"]

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
