"""The hole editor's canvas: the kit's view in yards, with a yard scale bar in the corner."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QWidget

from golfstudio import i18n
from golfstudio.plane import Point
from golfstudio.ultimate.course import Course
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.view import EditorView
from ui.ultimate.editor.document import YardSnapping
from ui.ultimate.editor.heat_colours import heat_colour
from ui.ultimate.editor.scene import HoleScene

__all__ = ["HoleView", "scale_bar_yards"]

SCALE_BAR_PX = 120.0
"""The scale bar is about this long on screen, rounded to a round number of yards."""


def scale_bar_yards(pixels_per_yard: float, target_px: float = SCALE_BAR_PX) -> float:
    """A round length (1, 2, 5 × a power of ten yards) about ``target_px`` long on screen."""
    raw = target_px / max(1e-9, pixels_per_yard)
    power = 10 ** math.floor(math.log10(raw))
    for step in (5, 2, 1):
        if step * power <= raw:
            return float(step * power)
    return float(power)


class HoleView(EditorView[Point]):
    def __init__(self, scene: HoleScene, document: EditorDocument[Course],
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, YardSnapping(), document,
                         empty_rect=QRectF(-60, -260, 120, 280), parent=parent)
        self.hole_scene = scene
        self.setAccessibleName(self.tr("Hole layout"))
        self.show_scale_bar = True
        self.legend: tuple[float, float] | None = None
        """The heat map's range of expected strokes, drawn as a legend while it shows."""
        self.legend_stale = False
        """The heat map shown is the hole's previous drawing's, dimmed while the new one is
        worked out: the legend says so and fades with it."""

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if not self.show_scale_bar:
            return
        zoom = self.zoom
        yards = scale_bar_yards(zoom)
        length = yards * zoom
        painter.save()
        painter.resetTransform()
        height = self.viewport().height()
        left, base = 16.0, height - 18.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 210))
        painter.drawRoundedRect(QRectF(left - 8, base - 30, length + 16, 38), 4, 4)
        pen = QPen(QColor("#222222"), 2)
        painter.setPen(pen)
        painter.drawLine(QPointF(left, base), QPointF(left + length, base))
        for x in (left, left + length / 2, left + length):
            tick = 7 if x != left + length / 2 else 4
            painter.drawLine(QPointF(x, base), QPointF(x, base - tick))
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        painter.setFont(font)
        label = self.tr("{yards} yards").format(yards=f"{yards:g}")
        painter.drawText(QRectF(left, base - 28, length, 18),
                         Qt.AlignmentFlag.AlignCenter, label)
        if self.legend is not None:
            self._draw_legend(painter, *self.legend)
        painter.restore()

    def _draw_legend(self, painter: QPainter, low: float, high: float) -> None:
        """Bottom right: the heat map's colours from the fewest expected strokes to the most."""
        width, height = 180.0, 14.0
        right = self.viewport().width() - 16.0
        base = self.viewport().height() - 18.0
        box = QRectF(right - width - 8, base - 44, width + 16, 52)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 220))
        painter.drawRoundedRect(box, 4, 4)
        bar = QRectF(right - width, base - height, width, height)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        for stop in range(11):
            colour = heat_colour(stop / 10)
            if self.legend_stale:
                colour.setAlphaF(colour.alphaF() * 0.5)
            gradient.setColorAt(stop / 10, colour)
        painter.setBrush(gradient)
        painter.drawRect(bar)
        painter.setPen(QColor("#222222"))
        title = (self.tr("Expected strokes: updating…") if self.legend_stale
                 else self.tr("Expected strokes to hole out"))
        painter.drawText(QRectF(bar.left(), base - 42, width, 16), Qt.AlignmentFlag.AlignCenter,
                         title)
        painter.drawText(QRectF(bar.left(), base - 30, width, 14), Qt.AlignmentFlag.AlignLeft,
                         i18n.decimal(low, 1))
        painter.drawText(QRectF(bar.left(), base - 30, width, 14),
                         Qt.AlignmentFlag.AlignRight, i18n.decimal(high, 1))
