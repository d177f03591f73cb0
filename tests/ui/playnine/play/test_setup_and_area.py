"""Setting up a game through the dialog's widgets, and Play Nine's Play area in the shell:
its tile on the start page, a new game from the dialog, a saved game opened from a file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import Offer, game_info
from tests.ui.playnine.play.conftest import TIMEOUT_MS, MakeView, params_of
from tests.ui.screenshot import distinct_colours
from ui.main_window import MainWindow
from ui.play_kit.area import PlayArea
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.play_view import PlayNinePlayView
from ui.playnine.play.replay import ReplayView
from ui.playnine.play.setup_dialog import SetupDialog

LEFT = Qt.MouseButton.LeftButton
AREA = "playnine.play"


def test_the_dialog_makes_a_game_of_people_and_ais(qtbot: QtBot,
                                                   screenshot_dir: Path) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    editor = dialog.seats_editor
    assert editor.names() == ["You", "Smart", "Greedy"]
    assert editor.seats() == [HUMAN, "smart", "greedy"]
    assert dialog.holes_box.value() == 9
    assert (dialog.holes_box.minimum(), dialog.holes_box.maximum()) == (1, 18)
    dialog.holes_box.selectAll()
    qtbot.keyClicks(dialog.holes_box, "40")  # the box takes no more than 18
    assert dialog.holes_box.value() in range(1, 19)
    dialog.holes_box.selectAll()
    qtbot.keyClicks(dialog.holes_box, "3")
    assert dialog.holes_box.value() == 3
    qtbot.mouseClick(editor.add_button, LEFT)
    editor.set_seat(3, name="Rita", seat=HUMAN)
    editor.name_edit(1).setText("You")
    assert dialog.error_label.text() == "Two players are called You: give them different names."
    assert not dialog.start_button.isEnabled()
    editor.name_edit(1).setText("Sam")
    assert dialog.start_button.isEnabled()
    for _ in range(3):
        qtbot.mouseClick(editor.add_button, LEFT)
    assert editor.rows() == 6  # six at most
    for _ in range(5):
        qtbot.mouseClick(editor.remove_button, LEFT)
    assert editor.rows() == 1
    assert dialog.error_label.text() == "A game has 2 to 6 players, not 1."
    qtbot.mouseClick(editor.add_button, LEFT)
    editor.set_seat(1, name="Rita", seat=HUMAN)
    dialog.seed_box.setValue(42)
    dialog.show()
    image = dialog.grab().toImage()
    assert distinct_colours(image) > 40 and image.save(str(screenshot_dir / "playnine_setup.png"))
    qtbot.mouseClick(dialog.start_button, LEFT)
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.setup()
    assert chosen.params.players == ("You", "Rita") and chosen.params.holes == 3
    assert chosen.seats == (HUMAN, HUMAN) and chosen.seed == 42
    view = PlayNinePlayView(chosen.params, list(chosen.seats), chosen.seed, speed=Speed.INSTANT)
    qtbot.addWidget(view)
    assert view.state.game.params.holes == 3 and view.persons == [0, 1]


def test_play_nine_has_a_play_tile_and_area_in_the_shell(
        window: MainWindow, qtbot: QtBot, make_view: MakeView, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert Offer.PLAY in game_info("playnine").offers
    tile = window.start_page.tiles[AREA]
    assert tile.tile.title == "Play Nine card table"
    assert tile.isEnabled()
    made: list[PlayNinePlayView] = []

    def start(parent: QWidget | None = None, store: object = None) -> PlayNinePlayView:
        view = PlayNinePlayView(params_of(["You", "Bot"]), [HUMAN, "greedy"], 3,
                                speed=Speed.INSTANT, store_factory=None, parent=parent)
        made.append(view)
        return view

    monkeypatch.setattr("ui.playnine.play.area.start_new_game", start)
    qtbot.mouseClick(tile, LEFT)
    area = window.area(AREA)
    assert isinstance(area, PlayArea)
    assert window.stack.currentWidget() is area
    qtbot.mouseClick(area.empty_new_button, LEFT)
    assert made and area.view is made[0] and area.in_progress()
    qtbot.waitUntil(made[0].is_human_turn, timeout=TIMEOUT_MS)
    # A saved game of Play Nine opened in the studio: its replay in this area.
    finished = make_view(params_of(["Ann", "Bob"]), ["greedy", "smart"], speed=Speed.INSTANT)
    qtbot.waitUntil(finished.is_over, timeout=TIMEOUT_MS)
    path = tmp_path / "nine.json"
    assert finished.save_game(path)
    monkeypatch.setattr(area, "may_abandon_game", lambda: True)
    assert window.open_path(path)
    assert window.stack.currentWidget() is area
    assert isinstance(area.saved_view, ReplayView)
    image = window.grab().toImage()
    assert distinct_colours(image) > 40
