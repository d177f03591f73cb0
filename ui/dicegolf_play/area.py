"""Dice Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from ui import icons
from ui.areas import AreaContext, AreaFactory, Tile
from ui.dicegolf_play import start_new_game
from ui.game_titles import game_title
from ui.play_kit.area import PlayArea
from ui.play_kit.saving import StoreSource
from ui.play_kit.view import TableView

_PIPS = {2: ((-6, -6), (6, 6)), 5: ((-6, -6), (6, -6), (0, 0), (-6, 6), (6, 6))}


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


def tile() -> Tile:
    return Tile(QCoreApplication.translate("DiceGolfPlay", "Play Dice Golf"),
                QCoreApplication.translate(
                    "DiceGolfPlay", "{game} hole by hole: roll the dice, play your cards, "
                    "against the AIs or friends; every game is kept in the scorecards").format(
                        game=game_title("dicegolf")),
                QCoreApplication.translate("DiceGolfPlay", "Start a game"),
                paint_dice_icon)


def _start(parent: QWidget, store: StoreSource) -> TableView | None:
    return start_new_game(parent, store)


def studio_area(context: AreaContext) -> PlayArea:
    """Dice Golf's Play area of the studio's shell."""
    return PlayArea(
        context.host,
        title=QCoreApplication.translate("DiceGolfPlay", "Play — Dice Golf"),
        hint=QCoreApplication.translate(
            "DiceGolfPlay", "Choose the course, the holes, the players — people or AIs — "
            "and the cards;\neach finished game is kept in the scorecards with the game "
            "nights."),
        tile=tile, start=_start, parent=context.parent)


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
