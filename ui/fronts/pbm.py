"""PBM Golf's area before it is built: the league."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from ui import icons
from ui.areas import Front, Tile


def _letter(p: QPainter, colour: QColor) -> None:
    """An envelope (play by mail) with a flag on its green: PBM Golf's league."""
    p.setPen(icons.icon_pen(colour, 2.5))
    p.setBrush(icons.tint(colour, 50))
    p.drawRoundedRect(QRectF(6, 22, 42, 30), 3, 3)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline([QPointF(6, 24), QPointF(27, 39), QPointF(48, 24)])
    p.drawLine(QPointF(50, 8), QPointF(50, 50))
    flag = QPainterPath()
    flag.moveTo(50, 8)
    flag.lineTo(62, 13)
    flag.lineTo(50, 18)
    flag.closeSubpath()
    p.setBrush(colour)
    p.drawPath(flag)
    p.drawEllipse(QPointF(50, 54), 8, 3)


def paint_pbm_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    icons.paint_scaled(painter, rect, _letter, colour)


def league() -> Front:
    return Front(Tile(
        QCoreApplication.translate("PbmLeagueArea", "PBM Golf league"),
        QCoreApplication.translate(
            "PbmLeagueArea", "Run a play-by-mail league: players, entries received, "
            "evaluations, results and the ranking list"),
        QCoreApplication.translate("PbmLeagueArea", "Run the league"), paint_pbm_icon))
