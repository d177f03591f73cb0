"""Ultimate Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up
dialog, title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.fronts import ultimate as fronts
from ui.play_kit.area import play_area_factory
from ui.ultimate.play import start_new_game

studio_area = play_area_factory(
    lambda: QCoreApplication.translate("UltimatePlay", "Play — Ultimate Golf"),
    lambda: QCoreApplication.translate(
        "UltimatePlay", "Choose the course, the holes and the players — people or AIs;\n"
        "each finished round is kept in the scorecards with the game nights."),
    fronts.play, lambda parent, store: start_new_game(parent, store))
"""Ultimate Golf's Play area of the studio's shell."""
