"""Play Nine's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui.areas import AreaContext, AreaFactory
from ui.fronts import playnine as fronts
from ui.play_kit.area import PlayArea, game_play_area
from ui.playnine.play import start_new_game


def studio_area(context: AreaContext) -> PlayArea:
    """Play Nine's Play area of the studio's shell."""
    return game_play_area(
        context,
        QCoreApplication.translate("PlayNinePlay", "Play — Play Nine"),
        QCoreApplication.translate(
            "PlayNinePlay", "Choose the players — people or AIs — and the number of holes;\n"
            "each finished game is kept in the scorecards with the game nights."),
        fronts.play, lambda parent, store: start_new_game(parent, store))


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
