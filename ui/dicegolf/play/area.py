"""Dice Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.dicegolf.play import start_new_game
from ui.fronts import dicegolf as fronts
from ui.play_kit.area import play_area_factory

studio_area = play_area_factory(
    lambda: QCoreApplication.translate("DiceGolfPlay", "Play — Dice Golf"),
    lambda: QCoreApplication.translate(
        "DiceGolfPlay", "Choose the course, the holes, the players — people or AIs — "
        "and the cards;\neach finished game is kept in the scorecards with the game "
        "nights."),
    fronts.play, lambda parent, store: start_new_game(parent, store))
"""Dice Golf's Play area of the studio's shell."""
