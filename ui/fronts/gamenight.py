"""Game night's area before it is built: the studio's own area, for every game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui import icons
from ui.areas import Front, Tile


def game_night() -> Front:
    return Front(Tile(
        QCoreApplication.translate("GameNightArea", "Game night"),
        QCoreApplication.translate(
            "GameNightArea", "Set up a night at the table, score it hole by hole, look back "
            "over past nights"),
        QCoreApplication.translate("GameNightArea", "Score a night"),
        icons.paint_game_night_icon))
