"""The toolbar's icons, drawn with QPainter in the board's own colours (as ``ui/icons.py``
draws the studio's): no image files to license, sharp at any size."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPolygonF

from golfstudio.carambole.course import Terrain
from ui.carambole.editor import look
from ui.editor_kit.tool_icons import drawn_icon

_BOX = 32.0
_INK = QColor("#2b3a30")


def _hex(cx: float, cy: float, r: float) -> QPolygonF:
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(30 + 60 * i)),
                              cy - r * math.sin(math.radians(30 + 60 * i))) for i in range(6)])


def _select(p: QPainter) -> None:
    arrow = QPolygonF([QPointF(9, 4), QPointF(9, 26), QPointF(14.5, 20.5), QPointF(18.5, 28.5),
                       QPointF(22, 27), QPointF(18, 19), QPointF(25, 19)])
    p.setPen(look.pen(_INK, 1.6))
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(arrow)


def _cell_and_tool(p: QPainter, fill: QColor, cx: float, angle: float) -> None:
    """A cell of ``fill`` at the lower left, and the painter turned ``angle`` degrees at the
    upper right where the tool (a brush, a bucket) is drawn next; the caller restores it."""
    p.setPen(look.pen(_INK, 1.4))
    p.setBrush(fill)
    p.drawPolygon(_hex(cx, 19, 10))
    p.save()
    p.translate(22, 12)
    p.rotate(angle)


def _paint(p: QPainter) -> None:
    _cell_and_tool(p, look.SAND, 13, 45)
    p.setBrush(QColor("#c0843d"))
    p.drawRoundedRect(QRectF(-2.2, -12, 4.4, 13), 1.5, 1.5)
    p.setBrush(look.SAND.darker(115))
    p.drawRoundedRect(QRectF(-3.5, 1, 7, 8), 2.5, 2.5)
    p.restore()


def _erase(p: QPainter) -> None:
    p.save()
    p.translate(16, 17)
    p.rotate(-35)
    p.setPen(look.pen(_INK, 1.4))
    p.setBrush(QColor("#f1a7b0"))
    p.drawRoundedRect(QRectF(-11, -6, 12, 12), 2, 2)
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(1, -6, 10, 12), 2, 2)
    p.restore()
    p.setPen(look.pen(_INK, 1.2))
    p.drawLine(QPointF(6, 28), QPointF(26, 28))


def _hole(p: QPainter) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.GREEN)
    p.drawEllipse(QPointF(16, 25), 12, 5)
    p.setBrush(look.CUP)
    p.drawEllipse(QPointF(16, 25), 6, 2.8)
    p.setPen(look.pen(_INK, 1.6))
    p.drawLine(QPointF(16, 25), QPointF(16, 4))
    p.setPen(look.pen(look.FLAG.darker(130), 1.0))
    p.setBrush(look.FLAG)
    p.drawPolygon(QPolygonF([QPointF(16.5, 4), QPointF(27, 8), QPointF(16.5, 12)]))


def _start(p: QPainter) -> None:
    p.setPen(look.pen(_INK, 1.8))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(16, 16), 11, 11)
    font = p.font()
    font.setPixelSize(14)
    font.setBold(True)
    p.setFont(font)
    p.drawText(QRectF(5, 5, 22, 22), Qt.AlignmentFlag.AlignCenter, "1")


def _rail(p: QPainter, path: QPainterPath) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(look.pen(look.WALL, 5.0))
    p.drawPath(path)
    p.setPen(look.pen(look.WALL_LIGHT, 1.6))
    p.drawPath(path.translated(-0.5, -0.5))


def _straight_wall(p: QPainter) -> None:
    path = QPainterPath(QPointF(4, 20))
    for x, y in ((10, 12), (16, 20), (22, 12), (28, 20)):
        path.lineTo(x, y)
    _rail(p, path)


def _curved_wall(p: QPainter) -> None:
    path = QPainterPath(QPointF(5, 24))
    path.cubicTo(5, 8, 27, 8, 27, 24)
    _rail(p, path)


def _obstacle(p: QPainter) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.SHADOW)
    p.drawPolygon(_hex(18, 19, 11))
    p.setPen(look.pen(look.SOLID.darker(150), 1.4))
    p.setBrush(look.SOLID)
    p.drawPolygon(_hex(15.5, 15.5, 11))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 60))
    p.drawEllipse(QPointF(15, 15), 4, 4)


def _bounce(p: QPainter) -> None:
    line = QPainterPath(QPointF(6, 26))
    line.lineTo(18, 10)
    line.lineTo(25, 21)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(look.pen(look.BOUNCE_EDGE, 3.0))
    p.drawPath(line)
    p.setBrush(look.BOUNCE_EDGE)
    p.drawPolygon(QPolygonF([QPointF(28, 26), QPointF(21, 22), QPointF(27, 18)]))
    p.setPen(look.pen(look.WALL, 3.0))
    p.drawLine(QPointF(10, 6), QPointF(26, 6))


def _level(p: QPainter) -> None:
    p.setPen(look.pen(_INK, 1.3))
    p.setBrush(look.terrain_colour(Terrain.FLOOR, -1))
    p.drawPolygon(_hex(13, 21, 9))
    p.setBrush(look.terrain_colour(Terrain.FLOOR, 2))
    p.drawPolygon(_hex(13, 14, 9))
    p.setPen(look.pen(_INK, 2.0))
    p.drawLine(QPointF(26, 25), QPointF(26, 7))
    p.drawLine(QPointF(26, 7), QPointF(22.5, 11))
    p.drawLine(QPointF(26, 7), QPointF(29.5, 11))


def _fit(p: QPainter) -> None:
    p.setPen(look.pen(_INK, 2.0))
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        cx, cy = 16 - sx * 11, 16 - sy * 11
        p.drawLine(QPointF(cx, cy), QPointF(cx + sx * 6, cy))
        p.drawLine(QPointF(cx, cy), QPointF(cx, cy + sy * 6))
    p.setBrush(look.FLOOR)
    p.drawPolygon(_hex(16, 16, 6.5))


def _flood(p: QPainter) -> None:
    _cell_and_tool(p, look.WATER, 14, -20)
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(-5, -6, 10, 11), 2, 2)
    p.restore()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.WATER.darker(120))
    p.drawEllipse(QPointF(27, 22), 2.2, 3)


_DRAWINGS: dict[str, Callable[[QPainter], None]] = {
    "select": _select, "paint": _paint, "erase": _erase, "hole": _hole, "start": _start,
    "straight_wall": _straight_wall, "curved_wall": _curved_wall, "obstacle": _obstacle,
    "bounce": _bounce, "level": _level, "fit": _fit, "flood": _flood,
}


def tool_icon(name: str) -> QIcon:
    """The icon for a tool (by ``EditorTool.name``) or for "fit" and "flood"."""
    return drawn_icon(_DRAWINGS[name], box=_BOX)


def swatch_icon(colour: QColor) -> QIcon:
    def draw(painter: QPainter) -> None:
        painter.setPen(look.pen(_INK, 1.0))
        painter.setBrush(colour)
        painter.drawPolygon(_hex(8, 8, 7))

    return drawn_icon(draw, box=16)
