"""Play Nine's area before it is built: the card table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from ui import icons
from ui.areas import Front, Tile
from ui.game_titles import game_title


def _cards(p: QPainter, colour: QColor) -> None:
    """Three cards fanned in a hand, the front one a 9."""
    for angle, fill in ((-22.0, 40), (0.0, 70), (22.0, 255)):
        p.save()
        p.translate(32, 56)
        p.rotate(angle)
        p.setPen(icons.icon_pen(colour, 2.5))
        p.setBrush(icons.tint(colour, fill) if fill < 255 else QColor("#ffffff"))
        p.drawRoundedRect(QRectF(-12, -44, 24, 36), 4, 4)
        if fill == 255:
            font = p.font()
            font.setPixelSize(18)
            font.setBold(True)
            p.setFont(font)
            p.drawText(QRectF(-12, -44, 24, 36), Qt.AlignmentFlag.AlignCenter, "9")
        p.restore()


def paint_cards_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Play Nine's tile: a hand of cards."""
    icons.paint_scaled(painter, rect, _cards, colour)


def play() -> Front:
    return Front(Tile(
        QCoreApplication.translate("PlayNinePlay", "Play Nine card table"),
        QCoreApplication.translate(
            "PlayNinePlay", "The card game {game} at one table: against the AIs or friends "
            "passing the screen; every game is kept in the scorecards").format(
                game=game_title("playnine")),
        QCoreApplication.translate("PlayNinePlay", "Deal a game"), paint_cards_icon))
