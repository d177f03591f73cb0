"""Starting a game of Play Nine: the players, the number of holes, the AIs' speed and the
seed.

Players are the kit's seats editor (two to six; each a person or an AI of the registry by
name — several people make a hot-seat game, the table passed between them). Holes are 1 to
18, nine by the rules. Every choice is checked as it is made, in the engine's own words
(``GameParams`` refuses what it cannot play): one line says what is wrong and Start stays
disabled until nothing is. The dialog opens with the last game's set-up
(``play_kit.setup_memory``): players, holes and AI speed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QSpinBox, QWidget

from golfstudio.playnine.game import DEFAULT_HOLES, MAX_HOLES, MAX_PLAYERS, GameParams
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.saving import StoreSource
from ui.play_kit.setup import GameSetup, new_game_view
from ui.playnine.play.play_view import PlayNinePlayView

__all__ = ["GameSetup", "SetupDialog", "start_new_game"]


class SetupDialog(play_kit_setup.SetupDialog[GameSetup[GameParams]]):
    """Choose the players and the holes; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playNineSetup")
        self.setWindowTitle(self.tr("New Play Nine game"))

        players_box = self.players_box("playnine", MAX_PLAYERS, self.tr(
            "Two to six players, in the order play passes. Several people at one screen take "
            "turns (hot seat): the table hides while it is passed. A card drawn at random "
            "decides who deals first."))
        play_box, form = self.pace_box(
            self.tr("Game"), self.tr("The seed of the shuffles: the same seed and the same "
                                     "choices replay the same game"))
        self.holes_box = QSpinBox(play_box)
        self.holes_box.setObjectName("holesBox")
        self.holes_box.setRange(1, MAX_HOLES)
        self.holes_box.setValue(DEFAULT_HOLES)
        self.holes_box.setToolTip(self.tr("Nine holes by the rules; fewer for a quick game "
                                          "(1 to {most})").format(most=MAX_HOLES))
        self.holes_box.valueChanged.connect(lambda _v: self._validate())
        form.insertRow(0, self.tr("Holes:"), self.holes_box)
        self.seed_label.setText(self.tr("Seed:"))  # the cards are shuffled, not dice thrown

        self.lay_out(None, players_box, play_box, self.tr("Deal"), (620, 520))
        self.add_first_seats("smart", "greedy")

    def remembered_options(self) -> dict[str, Any]:
        return {"holes": self.holes_box.value()}

    def restore_options(self, options: dict[str, Any]) -> None:
        holes = options.get("holes")
        if isinstance(holes, int) and 1 <= holes <= MAX_HOLES:
            self.holes_box.setValue(holes)

    def setup(self) -> GameSetup[GameParams]:
        """The game chosen; ``GameError`` naming the problem."""
        return self.game_setup(GameParams(tuple(self.seats_editor.names()),
                                          self.holes_box.value()))


def start_new_game(parent: QWidget | None = None,
                   store: StoreSource | None = None) -> PlayNinePlayView | None:
    """Run the set-up dialog; the game's play view (not yet shown), or None if cancelled."""
    return new_game_view(SetupDialog(parent), PlayNinePlayView, parent, store)
