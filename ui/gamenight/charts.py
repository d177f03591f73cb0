"""A small line chart drawn with QPainter: a player's scores or handicap index over time.

QtCharts is not used: one series of a few dozen points needs only axes, a polyline and
dots, and painting it ourselves keeps the look (theme colours) and the dependency list small.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui import theme

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 14, 26, 28


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering low..high (1, 2 or 5 times a power of ten apart)."""
    span = max(high - low, 1e-9)
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    out = []
    value = first
    while value <= high + step * 0.5:
        out.append(round(value, 6))
        value += step
    return out


class LineChart(QWidget):
    """``set_points([(date, value), …])``: one series against time, oldest on the left."""

    def __init__(self, title: str, parent: QWidget | None = None, *,
                 empty: str | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty = empty if empty is not None else self.tr("No complete rounds yet")
        """What the chart says before it has a point (the league's: no tournament yet)."""
        self.points: list[tuple[date, float]] = []
        self.setMinimumSize(280, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 240)

    def set_points(self, points: Sequence[tuple[date, float]]) -> None:
        self.points = list(points)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.SURFACE)
        painter.setPen(QPen(theme.BORDER))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.setPen(theme.ACCENT_DARK)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(10, 4, self.width() - 20, 20),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        font.setBold(False)
        painter.setFont(font)
        if not self.points:
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(QRectF(MARGIN_LEFT, MARGIN_TOP,
                                    self.width() - MARGIN_LEFT - MARGIN_RIGHT,
                                    self.height() - MARGIN_TOP - MARGIN_BOTTOM),
                             Qt.AlignmentFlag.AlignCenter, self.empty)
            painter.end()
            return
        values = [v for _, v in self.points]
        low, high = min(values), max(values)
        if high - low < 1:
            low, high = low - 1, high + 1
        ticks = _ticks(low, high)
        low, high = min(ticks[0], low), max(ticks[-1], high)
        labels = [f"{tick:g}" for tick in ticks]
        # The axis is as wide as its widest label (ranking points run into the thousands).
        left = max(MARGIN_LEFT, max(painter.fontMetrics().horizontalAdvance(label)
                                    for label in labels) + 12)
        plot = QRectF(left, MARGIN_TOP, self.width() - left - MARGIN_RIGHT,
                      self.height() - MARGIN_TOP - MARGIN_BOTTOM)
        days = [d.toordinal() for d, _ in self.points]
        first, last = min(days), max(days)

        def at(day: int, value: float, index: int) -> QPointF:
            if last == first:  # one day: spread the rounds evenly
                share = (index + 0.5) / len(self.points)
            else:
                share = (day - first) / (last - first)
            x = plot.left() + share * plot.width()
            y = plot.bottom() - (value - low) / (high - low) * plot.height()
            return QPointF(x, y)

        for tick, label in zip(ticks, labels, strict=True):
            y = plot.bottom() - (tick - low) / (high - low) * plot.height()
            painter.setPen(QPen(theme.SUM_CELL, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(theme.TEXT_MUTED)
            painter.drawText(QRectF(0, y - 8, left - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.setPen(QPen(theme.BORDER, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setPen(theme.TEXT_MUTED)
        bottom = QRectF(plot.left(), plot.bottom() + 4, self.width() - plot.left() - 4, 18)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft, self.points[0][0].isoformat())
        if len(self.points) > 1:
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight, self.points[-1][0].isoformat())

        line = QPolygonF([at(day, v, i) for i, (day, (_, v)) in
                          enumerate(zip(days, self.points, strict=True))])
        painter.setPen(QPen(theme.ACCENT, 2))
        painter.drawPolyline(line)
        painter.setBrush(theme.ACCENT_DARK)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(line.size()):
            painter.drawEllipse(line.at(i), 3.5, 3.5)
        painter.end()
