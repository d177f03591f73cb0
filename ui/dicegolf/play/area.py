"""Dice Golf's Play area of the shell: the kit's ``PlayArea`` with this game's set-up dialog,
title and tile (``ui/games.py`` names ``studio_area``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ui.areas import AreaContext, AreaFactory
from ui.dicegolf.play import start_new_game
from ui.fronts import dicegolf as fronts
from ui.play_kit.area import PlayArea
from ui.play_kit.saving import StoreSource
from ui.play_kit.view import TableView


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
        tile=lambda: fronts.play().tile, start=_start, parent=context.parent)


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the area is a ShellArea
