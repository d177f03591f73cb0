"""Play Nine's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.fronts import playnine as fronts
from ui.play_kit.area import play_area_factory
from ui.playnine.play import start_new_game

studio_area = play_area_factory(
    lambda: QCoreApplication.translate("PlayNinePlay", "Play — Play Nine"),
    lambda: QCoreApplication.translate(
        "PlayNinePlay", "Choose the players — people or AIs — and the number of holes;\n"
        "each finished game is kept in the scorecards with the game nights."),
    fronts.play, lambda parent, store: start_new_game(parent, store))
"""Play Nine's Play area of the studio's shell."""
