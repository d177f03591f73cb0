"""Dice Golf's areas before they are built: the track editor and Play."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ui import icons
from ui.areas import Front, MenuEntry, Tile
from ui.game_titles import game_title

_PIPS = {2: ((-6, -6), (6, 6)), 5: ((-6, -6), (6, -6), (0, 0), (-6, 6), (6, 6))}


def _draw_track_icon(p: QPainter, colour: QColor) -> None:
    # A track seen from above: two zones, a red dotted limit, a bunker, the green's flag.
    p.setPen(icons.icon_pen(colour, 2.5))
    p.setBrush(icons.tint(colour, 45))
    p.drawRoundedRect(QRectF(4, 22, 56, 22), 3, 3)
    p.setBrush(icons.tint(colour, 110))
    p.drawRect(QRectF(44, 22, 16, 22))
    dotted = QPen(QColor("#d32f2f"), 2.5, Qt.PenStyle.DotLine)
    p.setPen(dotted)
    p.drawLine(QPointF(26, 18), QPointF(26, 48))
    p.setPen(icons.icon_pen(colour, 1.5))
    p.setBrush(QColor("#efdfa8"))
    p.drawRect(QRectF(12, 28, 8, 10))
    p.setPen(icons.icon_pen(colour, 2.2))
    p.drawLine(QPointF(52, 38), QPointF(52, 8))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#e53935"))
    p.drawPolygon([QPointF(52, 8), QPointF(62, 12), QPointF(52, 16)])
    p.setPen(icons.icon_pen(colour, 2))
    for x in range(8, 60, 8):
        p.drawLine(QPointF(x, 50), QPointF(x, 54 if x % 16 else 57))


def paint_track_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    icons.paint_scaled(painter, rect, _draw_track_icon, colour)


def _dice_on_track(p: QPainter, colour: QColor) -> None:
    """Two dice thrown over a strip of track with its flag."""
    p.setPen(icons.icon_pen(colour, 2.5))
    p.setBrush(icons.tint(colour, 40))
    p.drawRoundedRect(QRectF(4, 44, 56, 12), 3, 3)
    p.drawLine(QPointF(50, 50), QPointF(50, 30))
    p.setBrush(colour)
    p.drawPolygon([QPointF(50, 30), QPointF(60, 34), QPointF(50, 38)])
    for x, y, angle, face in ((15, 26, -14.0, 5), (34, 18, 12.0, 2)):
        p.save()
        p.translate(x, y)
        p.rotate(angle)
        p.setPen(icons.icon_pen(colour, 2.5))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(QRectF(-10, -10, 20, 20), 4, 4)
        p.setPen(icons.icon_pen(colour, 0.5))
        p.setBrush(colour)
        for px, py in _PIPS[face]:
            p.drawEllipse(QPointF(px * 0.8, py * 0.8), 1.9, 1.9)
        p.restore()


def paint_dice_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Dice Golf's Play tile: dice thrown over the track."""
    icons.paint_scaled(painter, rect, _dice_on_track, colour)


def editor() -> Front:
    """The track editor. Its New has no key: Ctrl+N is Carambole's New Course."""
    return Front(
        Tile(QCoreApplication.translate("TrackWindow", "Dice Golf courses"),
             QCoreApplication.translate(
                 "TrackWindow", "Draw {game} holes as tracks in metres: zones and their "
                 "formulas, hazards and the green").format(game=game_title("dicegolf")),
             QCoreApplication.translate("TrackWindow", "Design a course"), paint_track_icon),
        new=(MenuEntry(
            QCoreApplication.translate("TrackWindow", "&New Dice Golf Course"),
            QCoreApplication.translate("TrackWindow", "Start a course of nine new holes")),),
        open=(MenuEntry(
            QCoreApplication.translate(
                "TrackWindow", "Open the Bundled Dice Golf Course as a &Template"),
            QCoreApplication.translate(
                "TrackWindow", "Open a copy of the legend's nine holes to change")),))


def play() -> Front:
    return Front(Tile(
        QCoreApplication.translate("DiceGolfPlay", "Play Dice Golf"),
        QCoreApplication.translate(
            "DiceGolfPlay", "{game} hole by hole: roll the dice, play your cards, against the "
            "AIs or friends; every game is kept in the scorecards").format(
                game=game_title("dicegolf")),
        QCoreApplication.translate("DiceGolfPlay", "Start a game"), paint_dice_icon))
