"""Dice Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui.areas import AreaContext, AreaFactory
from ui.dicegolf.play import start_new_game
from ui.fronts import dicegolf as fronts
from ui.play_kit.area import PlayArea, game_play_area


def studio_area(context: AreaContext) -> PlayArea:
    """Dice Golf's Play area of the studio's shell."""
    return game_play_area(
        context,
        QCoreApplication.translate("DiceGolfPlay", "Play — Dice Golf"),
        QCoreApplication.translate(
            "DiceGolfPlay", "Choose the course, the holes, the players — people or AIs — "
            "and the cards;\neach finished game is kept in the scorecards with the game "
            "nights."),
        fronts.play, lambda parent, store: start_new_game(parent, store))


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
