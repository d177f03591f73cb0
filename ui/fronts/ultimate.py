"""Ultimate Golf's areas before they are built: the hole layout editor and Play."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPolygonF

from ui import icons
from ui.areas import Front, MenuEntry, Tile
from ui.game_titles import game_title


def _draw_holes_icon(p: QPainter, colour: QColor) -> None:
    # A dog-leg fairway with a green and its flag: a hole as the editor draws it.
    p.setPen(icons.icon_pen(colour, 2.5))
    p.setBrush(icons.tint(colour, 70))
    p.drawPolygon(QPolygonF([QPointF(14, 56), QPointF(24, 56), QPointF(28, 30),
                             QPointF(46, 18), QPointF(40, 10), QPointF(18, 26)]))
    p.drawEllipse(QPointF(45, 14), 9, 7)
    p.setBrush(colour)
    p.drawLine(QPointF(45, 14), QPointF(45, 2))
    p.drawPolygon(QPolygonF([QPointF(45, 2), QPointF(54, 5), QPointF(45, 8)]))


def paint_holes_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    icons.paint_scaled(painter, rect, _draw_holes_icon, colour)


def editor() -> Front:
    """The hole layout editor. Its New has no key: Ctrl+N is Carambole's New Course."""
    return Front(
        Tile(QCoreApplication.translate("HoleLayoutWindow", "Ultimate Golf courses"),
             QCoreApplication.translate(
                 "HoleLayoutWindow", "Lay out {game} holes in yards, traced from a scanned "
                 "board or drawn anew").format(game=game_title("ultimate")),
             QCoreApplication.translate("HoleLayoutWindow", "Design a course"),
             paint_holes_icon),
        new=(MenuEntry(
            QCoreApplication.translate("HoleLayoutWindow", "&New Ultimate Golf Course"),
            QCoreApplication.translate("HoleLayoutWindow", "Start a course of 18 empty holes")),),
        open=(MenuEntry(
            QCoreApplication.translate(
                "HoleLayoutWindow", "Open the Bundled Ultimate Golf Course as a &Template"),
            QCoreApplication.translate(
                "HoleLayoutWindow", "Open a copy of the bundled course to change")),))


def play() -> Front:
    return Front(Tile(
        QCoreApplication.translate("UltimatePlay", "Play Ultimate Golf"),
        QCoreApplication.translate(
            "UltimatePlay", "Play {game} hole by hole against the AIs or each other; every "
            "round is kept in the scorecards").format(game=game_title("ultimate")),
        QCoreApplication.translate("UltimatePlay", "Start a round"), icons.paint_play_icon))
