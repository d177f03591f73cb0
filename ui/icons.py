"""Icons drawn with QPainter: the application icon and the drawings every game may use for
its areas (a game played on screen, a league) or that are the studio's own (Game night).

Drawing them keeps the bundle free of image files that would need a licence check, stays
sharp at any size, and lets a tile draw the same shape in any colour. Every drawing works in
a 64 × 64 box that is scaled to the target rectangle (``paint_scaled``); a game draws its
own shapes (Carambole's hex cells) the same way, with ``icon_pen`` and ``tint``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ui import theme
from ui.areas import Area

_BOX = 64.0


Drawing = Callable[[QPainter, QColor], None]
"""Draws an icon in a 64 × 64 box, in one colour."""


def icon_pen(colour: QColor, width: float = 3.0) -> QPen:
    """The round-capped pen every icon draws its lines with."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def tint(colour: QColor, alpha: int = 60) -> QColor:
    """``colour`` see-through, for an icon's fills."""
    tint = QColor(colour)
    tint.setAlpha(alpha)
    return tint


def _play(p: QPainter, colour: QColor) -> None:
    # A die, tilted, for the engines' chance …
    p.save()
    p.translate(22, 28)
    p.rotate(-12)
    p.setPen(icon_pen(colour, 2.5))
    p.setBrush(tint(colour, 50))
    p.drawRoundedRect(QRectF(-13, -13, 26, 26), 5, 5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    for x, y in ((-6, -6), (0, 0), (6, 6), (6, -6), (-6, 6)):
        p.drawEllipse(QPointF(x, y), 2.2, 2.2)
    p.restore()
    # … and a ball on its tee.
    p.setPen(icon_pen(colour, 2.5))
    p.drawLine(QPointF(46, 52), QPointF(46, 58))
    p.drawLine(QPointF(40, 52), QPointF(52, 52))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QPointF(46, 40), 11, 11)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(tint(colour, 150))
    for x, y in ((42, 36), (48, 34), (45, 42), (51, 41), (40, 43), (47, 47)):
        p.drawEllipse(QPointF(x, y), 1.3, 1.3)


def _game_night(p: QPainter, colour: QColor) -> None:
    card = QRectF(10, 8, 36, 48)
    p.setPen(icon_pen(colour, 2.5))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(card, 4, 4)
    p.setBrush(tint(colour, 70))
    p.drawRect(QRectF(10, 8, 36, 9))
    p.setPen(icon_pen(colour, 1.6))
    for y in (25, 33, 41, 49):
        p.drawLine(QPointF(14, y), QPointF(42, y))
    p.drawLine(QPointF(24, 19), QPointF(24, 52))
    # The pencil that keeps the card.
    p.save()
    p.translate(48, 40)
    p.rotate(35)
    p.setPen(icon_pen(colour, 2.2))
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(-3.5, -16, 7, 24), 1.5, 1.5)
    p.setBrush(QColor("#ffffff"))
    p.drawPolygon(QPolygonF([QPointF(-3.5, 8), QPointF(3.5, 8), QPointF(0, 15)]))
    p.restore()


def _league(p: QPainter, colour: QColor) -> None:
    cup = QPainterPath()
    cup.moveTo(19, 10)
    cup.lineTo(45, 10)
    cup.cubicTo(45, 30, 40, 38, 32, 38)
    cup.cubicTo(24, 38, 19, 30, 19, 10)
    p.setPen(icon_pen(colour, 2.5))
    p.setBrush(tint(colour, 70))
    p.drawPath(cup)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(9, 13, 14, 14), 90 * 16, 180 * 16)
    p.drawArc(QRectF(41, 13, 14, 14), -90 * 16, 180 * 16)
    p.drawLine(QPointF(32, 38), QPointF(32, 47))
    p.setBrush(colour)
    p.drawRoundedRect(QRectF(21, 47, 22, 7), 2, 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff"))
    star = QPolygonF([
        QPointF(32 + (6 if i % 2 == 0 else 2.6) * math.cos(math.radians(72 * i / 2 - 90)),
                22 + (6 if i % 2 == 0 else 2.6) * math.sin(math.radians(72 * i / 2 - 90)))
        for i in range(10)
    ])
    p.drawPolygon(star)


_STUDIO_AREAS: dict[Area, Drawing] = {Area.GAME_NIGHT: _game_night}


def paint_area_icon(painter: QPainter, rect: QRectF, area: Area, colour: QColor) -> None:
    """Draw one of the studio's own areas' icons into ``rect`` (a game's area draws its own,
    ``Tile.paint_icon``)."""
    paint_scaled(painter, rect, _STUDIO_AREAS[area], colour)


def paint_scaled(painter: QPainter, rect: QRectF, drawing: Drawing, colour: QColor) -> None:
    """Draw ``drawing`` (made in a 64 × 64 box) scaled into ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / _BOX, rect.height() / _BOX)
    drawing(painter, colour)
    painter.restore()


def paint_play_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A die and a ball on its tee: a game played on screen, whichever game."""
    paint_scaled(painter, rect, _play, colour)


def paint_game_night_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A scorecard and its pencil: Game night."""
    paint_scaled(painter, rect, _game_night, colour)


def paint_league_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A cup: a league's area."""
    paint_scaled(painter, rect, _league, colour)


def paint_app_icon(painter: QPainter, rect: QRectF) -> None:
    """The studio's mark: a flag on a green with a ball, on a rounded square."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / _BOX, rect.height() / _BOX)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(theme.ACCENT))
    painter.drawRoundedRect(QRectF(2, 2, 60, 60), 14, 14)
    painter.setBrush(QBrush(theme.ACCENT_DARK))
    painter.drawEllipse(QRectF(12, 42, 40, 12))  # the green
    white = QColor("#ffffff")
    painter.setPen(icon_pen(white, 3.2))
    painter.drawLine(QPointF(30, 48), QPointF(30, 12))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f4d35e"))
    painter.drawPolygon(QPolygonF([QPointF(31, 12), QPointF(48, 18), QPointF(31, 24)]))
    painter.setBrush(white)
    painter.drawEllipse(QPointF(42, 44), 5, 5)
    painter.restore()


def app_icon() -> QIcon:
    """The window icon at the sizes desktops ask for."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_app_icon(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon
