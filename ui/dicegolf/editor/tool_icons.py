"""The track editor's tool icons, drawn with QPainter in the strip's own colours (no image
files to license, sharp at any size)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPolygonF

from golfstudio.dicegolf.hole import HazardKind
from ui import theme
from ui.dicegolf.track import look
from ui.editor_kit.tool_icons import drawn_icon
from ui.icons import icon_pen

__all__ = ["tool_icon"]


def _strip(p: QPainter) -> None:
    p.setPen(icon_pen(theme.ACCENT_DARK, 1.4))
    p.setBrush(look.ZONE_FILLS[0])
    p.drawRect(QRectF(2, 8, 20, 10))


def _draw(name: str, p: QPainter) -> None:
    ink = theme.ACCENT_DARK
    if name == "select":
        p.setPen(icon_pen(ink, 1.6))
        p.setBrush(QColor("#ffffff"))
        p.drawPolygon(QPolygonF([QPointF(7, 3), QPointF(7, 19), QPointF(11, 15),
                                 QPointF(14, 21), QPointF(16, 20), QPointF(13, 14),
                                 QPointF(18, 14)]))
    elif name == "split":
        _strip(p)
        dotted = QPen(look.LIMIT, 2.2, Qt.PenStyle.DotLine)
        p.setPen(dotted)
        p.drawLine(QPointF(12, 5), QPointF(12, 21))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.LIMIT)
        p.drawPolygon(QPolygonF([QPointF(8.5, 1), QPointF(15.5, 1), QPointF(12, 6)]))
    elif name == "hazard":
        _strip(p)
        p.setPen(icon_pen(look.HAZARD_LINE[HazardKind.BUNKER], 1.2))
        p.setBrush(look.HAZARD_FILL[HazardKind.BUNKER])
        p.drawRect(QRectF(5, 10, 6, 6))
        p.setPen(icon_pen(look.HAZARD_LINE[HazardKind.POND], 1.2))
        p.setBrush(look.HAZARD_FILL[HazardKind.POND])
        p.drawRect(QRectF(13, 10, 6, 6))
    elif name == "proximity":
        _strip(p)
        p.setPen(QPen(look.PROXIMITY, 2.2, Qt.PenStyle.DotLine))
        p.setBrush(look.PROXIMITY_FILL)
        p.drawRect(QRectF(6, 11, 11, 5))
        p.setPen(QPen(look.LIMIT, 2, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(19, 6), QPointF(19, 20))
    else:  # fit
        p.setPen(icon_pen(ink, 2.2))
        for a, b in (((3, 8), (3, 16)), ((21, 8), (21, 16)), ((6, 12), (18, 12))):
            p.drawLine(QPointF(*a), QPointF(*b))
        p.setBrush(ink)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPolygon(QPolygonF([QPointF(5, 12), QPointF(9, 9), QPointF(9, 15)]))
        p.drawPolygon(QPolygonF([QPointF(19, 12), QPointF(15, 9), QPointF(15, 15)]))


def tool_icon(name: str) -> QIcon:
    return drawn_icon(lambda painter: _draw(name, painter))
