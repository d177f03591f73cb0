"""Play from the main window: a saved game file opens as a replay in the Play area, quitting
during a game asks first, and the course editor's Play This Course starts the set-up with the
course being edited (or says why it cannot be played)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.carambole.bundled import bundled_course
from golfstudio.carambole.game import CaramboleGame, Mode, Player
from golfstudio.engine.play import play_out
from golfstudio.engine.saved_game import save_game, saved_game_of
from tests.ui.carambole.play.conftest import params_of
from tests.ui.conftest import AbandonQuestion, DialogCall
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.replay import ReplayView
from ui.carambole.play.seats import Seat, Speed
from ui.carambole.play.setup_dialog import SetupDialog
from ui.main_window import MainWindow
from ui.play_kit.abandon import Answer


def _saved_game(tmp_path: Path) -> tuple[Path, tuple[int, ...]]:
    params = params_of(["course-1", "course-2"], [Player("Ann"), Player("Bob")],
                       Mode.CARAMBOLE)
    state = play_out(CaramboleGame(params).new_state(),
                     [GreedyPlayer(), RandomPlayer(random.Random(3))], random.Random(4))
    path = tmp_path / "evening.json"
    save_game(saved_game_of(state, 4), path)
    return path, state.scores()


def test_a_saved_game_file_opens_as_its_replay_in_the_play_area(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall]) -> None:
    path, scores = _saved_game(tmp_path)
    assert window.open_path(path)
    view = window.area("carambole.play").saved_view
    assert isinstance(view, ReplayView)
    assert window.stack.currentWidget() is window.area("carambole.play")
    assert window.area("carambole.play").stack.currentWidget() is view
    assert view.controller.count > 0 and view.controller.position == 0
    assert [row[-1] for row in view.scorecard.values()] != list(scores)  # step 0
    view.controller.go_to(view.controller.count, animate=False)
    assert [row[-1] for row in view.scorecard.values()] == list(scores)
    assert path in window.recent.paths()
    assert not window.area("carambole.play").in_progress()

    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text(encoding="utf-8").replace('"roll": ', '"roll": 9', 1),
                      encoding="utf-8")
    assert not window.open_path(broken)
    assert [d.kind for d in dialogs] == ["warning"]
    assert dialogs[0].text.startswith("broken.json: ") and "cannot be played" in dialogs[0].text
    assert window.area("carambole.play").saved_view is view  # a bad file changes nothing shown


def _answer_setup(seat: str = Seat.RANDOM) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SetupDialog)
    dialog.set_player(0, seat=seat)
    dialog.start_button.click()


def test_quitting_during_a_game_asks_first(window: MainWindow, qtbot: QtBot,
                                           dialogs: list[DialogCall],
                                           abandon_question: AbandonQuestion) -> None:
    qtbot.mouseClick(window.start_page.tiles["carambole.play"], Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, lambda: _answer_setup(Seat.HUMAN))  # waits for a person: in progress
    assert window.area("carambole.play").new_game()
    assert window.area("carambole.play").in_progress()
    window.quit_action.trigger()
    asked = ("abandon", "Abandon the Mini Golf Carambole game in progress?")
    assert [(d.kind, d.text) for d in dialogs] == [asked]
    assert window.isVisible()
    window.close()  # the window's close button
    assert [(d.kind, d.text) for d in dialogs] == [asked] * 2
    assert window.isVisible()
    abandon_question.answer = Answer.ABANDON
    window.quit_action.trigger()
    assert not window.isVisible()


def test_play_this_course_starts_the_setup_with_the_course_being_edited(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    courses = window.area("carambole.editor")
    empty = courses.new_document()
    courses.play_action.trigger()  # an empty course has no hole
    assert [d.kind for d in dialogs] == ["warning"]
    assert window.area("carambole.play").view is None
    assert empty is courses.current_editor()

    editor = courses.open_template("course-2")
    assert editor is not None
    course = editor.document.model
    chosen: list[object] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        chosen.extend(c.course for c in dialog.courses())
        dialog.speed_box.setCurrentIndex(list(Speed).index(Speed.INSTANT))
        _answer_setup()

    QTimer.singleShot(0, answer)
    courses.play_action.trigger()
    assert chosen == [course]  # as edited, unsaved: the document's own course
    view = window.area("carambole.play").view
    assert isinstance(view, PlayView)
    assert view.params.courses == (course,)
    assert window.stack.currentWidget() is window.area("carambole.play")
    qtbot.waitUntil(view.is_over, timeout=20_000)


def test_play_this_course_names_the_round_as_the_editor_names_the_course(
        window: MainWindow, qtbot: QtBot, tmp_path: Path, dialogs: list[DialogCall]) -> None:
    """Issue 30 §7: a course without a name of its own is played under its file's name, as
    its editor tab shows it, not as "Course being edited"; and Play This Course works before
    the Play area was ever opened (areas are built on first use)."""
    data = json.loads(bundled_course("course-2").path.read_text(encoding="utf-8"))
    data.pop("name", None)
    path = tmp_path / "my links.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.open_path(path)
    courses = window.area("carambole.editor")
    assert "carambole.play" not in window.areas
    editor = courses.current_editor()
    assert editor is not None and editor.document.model.name == ""
    assert editor.document.display_name() == "my links"
    names: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        names.extend(c.name for c in dialog.courses())
        dialog.speed_box.setCurrentIndex(list(Speed).index(Speed.INSTANT))
        _answer_setup()

    QTimer.singleShot(0, answer)
    courses.play_action.trigger()
    assert dialogs == []
    assert names == ["my links"]
    view = window.area("carambole.play").view
    assert isinstance(view, PlayView)
    assert view.params.labels == ("my links",)
    qtbot.waitUntil(view.is_over, timeout=20_000)
