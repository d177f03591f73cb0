"""Starting a game of Play Nine: the players, the number of holes, the AIs' speed and the
seed.

Players are the kit's seats editor (two to six; each a person or an AI of the registry by
name — several people make a hot-seat game, the table passed between them). Holes are 1 to
18, nine by the rules. Every choice is checked as it is made, in the engine's own words
(``GameParams`` refuses what it cannot play): one line says what is wrong and Start stays
disabled until nothing is.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel, QSpinBox, QVBoxLayout, QWidget

from golfstudio.playnine.game import DEFAULT_HOLES, MAX_HOLES, MAX_PLAYERS, GameParams
from ui.play_kit import setup as play_kit_setup
from ui.play_kit.saving import StoreSource
from ui.play_kit.seats import HUMAN, SeatsEditor, Speed
from ui.play_kit.setup import GameSetup, ask_setup, refusal
from ui.playnine_play.play_view import PlayNinePlayView

__all__ = ["GameSetup", "SetupDialog", "start_new_game"]


class SetupDialog(play_kit_setup.SetupDialog):
    """Choose the players and the holes; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playNineSetup")
        self.setWindowTitle(self.tr("New Play Nine game"))

        players_box = QGroupBox(self.tr("Players"), self)
        self.seats_editor = SeatsEditor("playnine", MAX_PLAYERS, None, players_box)
        self.seats_editor.changed.connect(self._validate)
        players_layout = QVBoxLayout(players_box)
        players_layout.addWidget(self.seats_editor)
        hint = QLabel(self.tr("Two to six players, in the order play passes. Several people at "
                              "one screen take turns (hot seat): the table hides while it is "
                              "passed. A card drawn at random decides who deals first."),
                      players_box)
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        players_layout.addWidget(hint)

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
        seed_label = form.labelForField(self.seed_box)
        if isinstance(seed_label, QLabel):  # the cards are shuffled, not dice thrown
            seed_label.setText(self.tr("Seed:"))

        layout = QVBoxLayout(self)
        layout.addWidget(players_box, 1)
        layout.addWidget(play_box)
        self.add_footer(layout, self.tr("Deal"))
        self.resize(620, 520)

        self.seats_editor.add_seat(self.tr("You"), HUMAN)
        self.seats_editor.add_seat(self.tr("Smart"), "smart")
        self.seats_editor.add_seat(self.tr("Greedy"), "greedy")
        self._validate()

    def setup(self) -> GameSetup[GameParams]:
        """The game chosen; ``GameError`` naming the problem."""
        holes = self.holes_box.value()
        params = GameParams(tuple(self.seats_editor.names()), holes)
        speed = self.speed_box.currentData()
        assert isinstance(speed, Speed)
        return GameSetup(params, tuple(self.seats_editor.seats()), speed,
                         self.seed_box.value())

    def problem(self) -> str | None:
        return refusal(self.setup)


def start_new_game(parent: QWidget | None = None,
                   store: StoreSource | None = None) -> PlayNinePlayView | None:
    """Run the set-up dialog; the game's play view (not yet shown), or None if cancelled."""
    dialog = SetupDialog(parent)
    chosen = ask_setup(dialog, dialog.setup)
    if chosen is None:
        return None
    return PlayNinePlayView(chosen.params, list(chosen.seats), chosen.seed,
                            store_factory=store, speed=chosen.speed, parent=parent)
