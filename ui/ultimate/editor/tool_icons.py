"""The hole editor's tool icons, drawn in the theme's accent so they match the studio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPolygonF

from ui import theme
from ui.editor_kit.tool_icons import drawn_icon
from ui.icons import icon_pen, tint

__all__ = ["tool_icon"]


def _draw(name: str, p: QPainter, colour: QColor) -> None:
    p.setPen(icon_pen(colour, 2.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if name == "select":
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([QPointF(7, 4), QPointF(7, 19), QPointF(11, 15),
                                 QPointF(14, 21), QPointF(16, 20), QPointF(13, 14),
                                 QPointF(18, 14)]))
    elif name == "vertices":
        p.drawPolygon(QPolygonF([QPointF(4, 18), QPointF(10, 5), QPointF(20, 9),
                                 QPointF(17, 20)]))
        p.setBrush(QColor("#ffffff"))
        for x, y in ((4, 18), (10, 5), (20, 9), (17, 20)):
            p.drawRect(QRectF(x - 2, y - 2, 4, 4))
    elif name == "polygon":
        p.setBrush(tint(colour, 70))
        p.drawPolygon(QPolygonF([QPointF(3, 17), QPointF(8, 5), QPointF(20, 7),
                                 QPointF(21, 19), QPointF(11, 14)]))
    elif name == "rectangle":
        p.setBrush(tint(colour, 70))
        p.drawRect(QRectF(4, 6, 16, 12))
    elif name == "ellipse":
        p.setBrush(tint(colour, 70))
        p.drawEllipse(QRectF(3, 6, 18, 12))
    elif name == "lasso":
        loop = QPainterPath(QPointF(9, 17))
        loop.cubicTo(QPointF(1, 14), QPointF(3, 4), QPointF(12, 4))
        loop.cubicTo(QPointF(21, 4), QPointF(23, 13), QPointF(15, 16))
        loop.cubicTo(QPointF(12, 17), QPointF(10, 17), QPointF(9, 17))
        p.setBrush(tint(colour, 70))
        p.drawPath(loop)
        p.setBrush(Qt.BrushStyle.NoBrush)
        tail = QPainterPath(QPointF(9, 17))
        tail.cubicTo(QPointF(7, 20), QPointF(10, 22), QPointF(13, 21))
        p.drawPath(tail)
    elif name == "tee":
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(QPointF(7, 14), 3, 3)
        p.drawEllipse(QPointF(17, 14), 3, 3)
    elif name == "flag":
        p.drawLine(QPointF(8, 21), QPointF(8, 3))
        p.setBrush(QColor("#d62828"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPolygon(QPolygonF([QPointF(8, 3), QPointF(19, 7), QPointF(8, 11)]))
    elif name == "marker150":
        p.setBrush(QColor("#ffffff"))
        p.setPen(icon_pen(QColor("#c0392b"), 2.5))
        p.drawEllipse(QPointF(12, 12), 7, 7)
    elif name == "ruler":
        p.drawLine(QPointF(3, 19), QPointF(21, 5))
        for t in (0.0, 0.5, 1.0):
            tick = QPointF(3.0 + 18 * t, 19.0 - 14 * t)
            p.drawLine(tick + QPointF(-2, -2.5), tick + QPointF(2, 2.5))
    elif name == "calibrate":
        p.drawRect(QRectF(3, 4, 18, 16))
        p.setPen(icon_pen(QColor("#d62828"), 2))
        for cx, cy in ((8, 15), (16, 9)):
            p.drawLine(QPointF(cx - 3, cy), QPointF(cx + 3, cy))
            p.drawLine(QPointF(cx, cy - 3), QPointF(cx, cy + 3))
    else:  # fit
        for a, b in (((4, 9), (4, 4)), ((4, 4), (9, 4)), ((15, 4), (20, 4)),
                     ((20, 4), (20, 9)), ((20, 15), (20, 20)), ((20, 20), (15, 20)),
                     ((9, 20), (4, 20)), ((4, 20), (4, 15))):
            p.drawLine(QPointF(*a), QPointF(*b))


def tool_icon(name: str) -> QIcon:
    return drawn_icon(lambda painter: _draw(name, painter, theme.ACCENT_DARK))
