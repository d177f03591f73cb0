"""Setting up a game through the dialog's widgets (a course file from the track editor, the
holes, the players, the cards), and Dice Golf's Play area in the shell: its tile on the
start page, a new game from the dialog, a saved game opened from a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.hole_file import save_course
from golfstudio.engine.registry import Offer, game_info
from tests.ui.dicegolf.play.conftest import LINKS, TIMEOUT_MS, MakeView, params_of
from tests.ui.screenshot import distinct_colours
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.dicegolf.play.replay import ReplayView
from ui.dicegolf.play.setup_dialog import SetupDialog, start_new_game
from ui.main_window import MainWindow
from ui.play_kit.area import PlayArea
from ui.play_kit.seats import HUMAN, Speed

LEFT = Qt.MouseButton.LeftButton
AREA = "dicegolf.play"


def _course_files(folder: Path) -> tuple[Path, Path]:
    """A course saved as the track editor saves it (the tests' own), and a broken one."""
    good = folder / "links.json"
    save_course(LINKS, good)
    broken = folder / "broken.json"
    data = json.loads(good.read_text())
    data["holes"][0]["length"] = 5
    broken.write_text(json.dumps(data))
    return good, broken


def test_a_game_against_an_ai_is_set_up_through_the_dialog(
        qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    good, broken = _course_files(tmp_path)
    answers = [broken, good]
    seen: list[str] = []

    def fill_in() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, SetupDialog) and w.isVisible())
        try:
            qtbot.waitUntil(lambda: dialog.start_button.width() > 0)  # laid out: clickable
            choose(dialog)
        except BaseException:
            dialog.reject()  # the test fails instead of waiting on the dialog for ever
            raise

    def choose(dialog: SetupDialog) -> None:
        editor = dialog.seats_editor
        assert editor.names() == ["You", "Greedy"]
        assert editor.seats() == [HUMAN, "greedy"]
        assert dialog.cards_box.isChecked()  # two players: cards by default
        qtbot.mouseClick(editor.remove_button, LEFT)
        assert not dialog.cards_box.isChecked()  # alone: nobody to lay an air shot on
        qtbot.mouseClick(editor.add_button, LEFT)
        assert dialog.cards_box.isChecked()  # two again, the box still follows
        assert editor.seats() == [HUMAN, "random"]  # the registry's first AI
        editor.set_seat(1, name="Greedy", seat="greedy")
        box = dialog.cards_box  # its tick box, at the left (the row is wider than the words)
        qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))  # the person: no cards
        assert not dialog.cards_box.isChecked()
        qtbot.mouseClick(dialog.file_button, LEFT)  # the broken file: one line, no change
        seen.append(dialog.error_label.text())
        assert dialog.course_box.currentData() == "default"
        qtbot.mouseClick(dialog.file_button, LEFT)
        assert dialog.course_box.currentText() == "Test links"
        qtbot.keyClicks(dialog.custom_holes, "3, 1, 3")
        seen.append(dialog.error_label.text())
        assert not dialog.start_button.isEnabled()
        dialog.custom_holes.clear()
        qtbot.keyClicks(dialog.custom_holes, "1")
        assert dialog.custom_radio.isChecked() and dialog.start_button.isEnabled()
        dialog.seed_box.setValue(7)
        dialog.speed_box.setCurrentIndex(dialog.speed_box.findData(Speed.INSTANT))
        image = dialog.grab().toImage()
        assert distinct_colours(image) > 40
        assert image.save(str(screenshot_dir / "dicegolf_setup.png"))
        qtbot.mouseClick(dialog.start_button, LEFT)

    QTimer.singleShot(0, fill_in)
    view = start_new_game(None, None, ask_course_path=lambda _parent: answers.pop(0))
    assert view is not None
    qtbot.addWidget(view)
    assert seen[0].startswith("broken.json: hole 1")
    assert seen[1] == "A hole is named twice in the holes to play."
    params = view.params
    assert params.course == LINKS and params.label == "Test links"
    assert params.holes == (1,) and not params.cards
    assert params.players == ("You", "Greedy") and view.seats == [HUMAN, "greedy"]
    assert view.seed == 7 and view.speed is Speed.INSTANT
    assert view.state.game.card_name() == "Dice Golf: Test links (holes 1)"
    view.resize(1280, 800)
    view.show()
    qtbot.waitUntil(view.awaits_roll, timeout=TIMEOUT_MS)
    assert view.turn_label.text() == "You · hole 1"
    assert view.course_label.text().startswith("Hole 1 · par 3 · 230 m — 1 of 1")


def test_dice_golf_has_a_play_tile_and_area_in_the_shell(
        window: MainWindow, qtbot: QtBot, make_view: MakeView, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert {Offer.EDITOR, Offer.PLAY, Offer.SCORECARD} <= game_info("dicegolf").offers
    tile = window.start_page.tiles[AREA]
    assert tile.tile.title == "Play Dice Golf"
    assert tile.isEnabled()
    made: list[DiceGolfPlayView] = []

    def start(parent: QWidget | None = None, store: object = None) -> DiceGolfPlayView:
        view = DiceGolfPlayView(params_of(["You", "Bot"]), [HUMAN, "greedy"], 3,
                                speed=Speed.INSTANT, store_factory=None, parent=parent)
        made.append(view)
        return view

    monkeypatch.setattr("ui.dicegolf.play.area.start_new_game", start)
    qtbot.mouseClick(tile, LEFT)
    area = window.area(AREA)
    assert isinstance(area, PlayArea)
    assert window.stack.currentWidget() is area
    assert area.title.text() == "Play — Dice Golf"
    qtbot.mouseClick(area.empty_new_button, LEFT)
    assert made and area.view is made[0] and area.in_progress()
    qtbot.waitUntil(made[0].awaits_roll, timeout=TIMEOUT_MS)
    # A saved game of Dice Golf opened in the studio: its replay in this area.
    finished = make_view(params_of(["Ann", "Bob"]), ["greedy", "random"], speed=Speed.INSTANT)
    qtbot.waitUntil(finished.is_over, timeout=TIMEOUT_MS)
    path = tmp_path / "dice.json"
    assert finished.save_game(path)
    monkeypatch.setattr(area, "may_abandon_game", lambda: True)
    assert window.open_path(path)
    assert window.stack.currentWidget() is area
    assert isinstance(area.saved_view, ReplayView)
    assert distinct_colours(window.grab().toImage()) > 40
