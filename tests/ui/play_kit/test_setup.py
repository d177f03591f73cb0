"""The set-up dialog's common part on a dialog of the test's own (Carambole's engine, no game
widgets): the players box with its hint, the pace, the layout with Start under it, the first
seats, the game's set-up gathered, the engine's refusal on the problem line, and the play view
made from what was chosen (or nothing when cancelled)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import MAX_PLAYERS, GameParams, Player
from ui.play_kit.saving import StoreSource
from ui.play_kit.seats import HUMAN, Speed
from ui.play_kit.setup import GameSetup, SetupDialog, new_game_view

LEFT = Qt.MouseButton.LeftButton
HINT = "Each player plays one ball."


class TestDialog(SetupDialog[GameSetup[GameParams]]):
    """A game's dialog with nothing of its own but the players and the pace."""

    __test__ = False  # a dialog, not a test class

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        players_box = self.players_box("carambole", MAX_PLAYERS, HINT)
        play_box, _ = self.pace_box("Pace", "The seed")
        self.lay_out(None, players_box, play_box, "Play", (500, 400))
        self.add_first_seats()

    def setup(self) -> GameSetup[GameParams]:
        return self.game_setup(GameParams(
            (load_bundled("course-1"),), tuple(Player(n) for n in self.seats_editor.names())))


@dataclass
class MadeView:
    """What ``new_game_view`` handed the game's play view."""

    params: GameParams
    seats: Sequence[str]
    seed: int
    store_factory: StoreSource | None
    speed: Speed
    parent: QWidget | None


def make_view(params: GameParams, seats: Sequence[str], seed: int, *,
              store_factory: StoreSource | None, speed: Speed,
              parent: QWidget | None) -> MadeView:
    return MadeView(params, seats, seed, store_factory, speed, parent)


def test_the_dialog_opens_with_you_and_greedy_and_checks_in_the_engines_words(
        qtbot: QtBot) -> None:
    dialog = TestDialog()
    qtbot.addWidget(dialog)
    editor = dialog.seats_editor
    assert editor.names() == ["You", "Greedy"] and editor.seats() == [HUMAN, "greedy"]
    hint = dialog.findChild(QLabel, "muted")
    assert hint is not None and hint.text() == HINT
    assert dialog.problem() is None and dialog.start_button.isEnabled()
    assert dialog.start_button.text() == "Play"
    editor.name_edit(1).setText("You")
    assert dialog.error_label.text() == "Two players are called You: give them different names."
    assert dialog.problem() == dialog.error_label.text()
    assert not dialog.start_button.isEnabled()
    editor.set_seat(1, name="Rita", seat="random")
    dialog.seed_box.setValue(42)
    dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(Speed.FAST))
    chosen = dialog.setup()
    assert [p.name for p in chosen.params.players] == ["You", "Rita"]
    assert (chosen.seats, chosen.speed, chosen.seed) == ((HUMAN, "random"), Speed.FAST, 42)


def test_a_dialog_without_a_hint_has_no_hint_line(qtbot: QtBot) -> None:
    dialog = SetupDialog[GameSetup[GameParams]]()
    qtbot.addWidget(dialog)
    dialog.players_box("carambole", MAX_PLAYERS)
    assert dialog.findChild(QLabel, "muted") is None


def test_the_play_view_is_made_from_what_was_chosen_or_none_when_cancelled(
        qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)

    def answer(dialog: TestDialog, start: bool) -> None:
        try:
            qtbot.waitUntil(lambda: dialog.start_button.width() > 0)  # laid out: clickable
            if start:
                dialog.seed_box.setValue(7)
                qtbot.mouseClick(dialog.start_button, LEFT)
            else:
                qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                                 LEFT)
        except BaseException:
            dialog.reject()  # the test fails instead of waiting on the dialog for ever
            raise

    cancelled = TestDialog(parent)
    QTimer.singleShot(0, lambda: answer(cancelled, False))
    assert new_game_view(cancelled, make_view, parent, None) is None
    started = TestDialog(parent)
    QTimer.singleShot(0, lambda: answer(started, True))
    made = new_game_view(started, make_view, parent, None)
    assert made is not None
    assert [p.name for p in made.params.players] == ["You", "Greedy"]
    assert list(made.seats) == [HUMAN, "greedy"] and made.seed == 7
    assert made.speed is Speed.NORMAL and made.parent is parent and made.store_factory is None
