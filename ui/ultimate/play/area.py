"""Ultimate Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up
dialog, title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui.areas import AreaContext, AreaFactory
from ui.fronts import ultimate as fronts
from ui.play_kit.area import PlayArea, game_play_area
from ui.ultimate.play import start_new_game


def studio_area(context: AreaContext) -> PlayArea:
    """Ultimate Golf's Play area of the studio's shell."""
    return game_play_area(
        context,
        QCoreApplication.translate("UltimatePlay", "Play — Ultimate Golf"),
        QCoreApplication.translate(
            "UltimatePlay", "Choose the course, the holes and the players — people or AIs;\n"
            "each finished round is kept in the scorecards with the game nights."),
        fronts.play, lambda parent, store: start_new_game(parent, store))


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
