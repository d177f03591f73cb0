"""The set-up dialog: what it returns, what it refuses and says, and starting a game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import bundled_course
from golfstudio.carambole.course import Colour
from golfstudio.carambole.game import Mode
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed
from ui.carambole.play.setup_dialog import SetupDialog, start_new_game

LEFT = Qt.MouseButton.LeftButton


class FakeAsk:
    def __init__(self, answer: Path | None) -> None:
        self.answer = answer

    def __call__(self, parent: QWidget) -> Path | None:
        return self.answer


def _dialog(qtbot: QtBot, answer: Path | None = None) -> SetupDialog:
    dialog = SetupDialog(ask_course_path=FakeAsk(answer))
    qtbot.addWidget(dialog)
    return dialog


def _select(dialog: SetupDialog, course_id: str) -> None:
    for row in range(dialog.available.count()):
        item = dialog.available.item(row)
        item.setSelected(item.data(Qt.ItemDataRole.UserRole) == course_id)


def test_the_default_game_can_start_at_once(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.start_button.isEnabled()
    assert dialog.error_label.isHidden()
    setup = dialog.setup()
    assert [c.name for c in setup.params.courses] == ["Course 1: The straight"]
    assert setup.course_labels == ("Course 1: The straight",)  # the course's own name
    assert [p.name for p in setup.params.players] == ["You", "Greedy"]
    assert setup.seats == (Seat.HUMAN, Seat.GREEDY)
    assert setup.params.mode is Mode.BASIC
    assert setup.speed is Speed.NORMAL
    assert setup.seed == dialog.seed_box.value()


def test_a_round_of_courses_players_and_mode_is_what_it_returns(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _select(dialog, "course-3-modified")
    qtbot.mouseClick(dialog.add_button, LEFT)
    dialog.round_list.setCurrentRow(1)
    qtbot.mouseClick(dialog.up_button, LEFT)
    dialog.add_player()
    dialog.set_player(0, name="Ann", seat=Seat.HUMAN, balls=2)
    dialog.set_player(2, name="Rita", colour=Colour.BLUE, seat=Seat.RANDOM)
    qtbot.mouseClick(dialog.carambole_radio, LEFT)
    dialog.speed_box.setCurrentIndex(list(Speed).index(Speed.INSTANT))
    setup = dialog.setup()
    assert setup.course_labels == ("Course 3 modified: Sand and water",
                                   "Course 1: The straight")
    assert [c.label for c in dialog.courses()] == ["course-3-modified", "course-1"]
    players = setup.params.players
    assert [(p.name, p.balls, p.colours) for p in players] == [
        ("Ann", 2, (Colour.ORANGE, Colour.ORANGE)), ("Greedy", 1, (Colour.GREEN,)),
        ("Rita", 1, (Colour.BLUE,))]
    assert setup.seats == (Seat.HUMAN, Seat.GREEDY, Seat.RANDOM)
    assert setup.params.mode is Mode.CARAMBOLE
    assert setup.speed is Speed.INSTANT


def test_problems_are_said_inline_and_start_waits_for_them(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.round_list.setCurrentRow(0)
    qtbot.mouseClick(dialog.remove_course_button, LEFT)
    assert dialog.error_label.text() == "Add at least one course to the round."
    assert not dialog.start_button.isEnabled()
    _select(dialog, "course-2")
    qtbot.mouseClick(dialog.add_button, LEFT)
    assert dialog.start_button.isEnabled()

    dialog.name_edit(1).clear()
    qtbot.keyClicks(dialog.name_edit(1), "You ")
    assert "Two players are called You" in dialog.error_label.text()
    assert not dialog.start_button.isEnabled()
    dialog.set_player(1, name="Bo", colour=Colour.ORANGE)
    assert dialog.start_button.isEnabled()  # basic mode: one ball on the course at a time
    qtbot.mouseClick(dialog.carambole_radio, LEFT)
    assert "You and Bo both play orange" in dialog.error_label.text()
    dialog.set_player(1, colour=Colour.RED)
    assert dialog.start_button.isEnabled()

    for _ in range(4):
        dialog.add_player()
    for row in range(dialog.players.rowCount()):
        dialog.set_player(row, balls=3)
    assert "The box holds 12 balls; these players need 18." in dialog.error_label.text()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted

    while dialog.players.rowCount():
        qtbot.mouseClick(dialog.remove_player_button, LEFT)
    assert dialog.error_label.text() == "Add at least one player."


def test_a_course_file_joins_the_round_and_a_broken_one_is_named(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "my-course.json"
    path.write_text(bundled_course("course-4").path.read_text(encoding="utf-8"),
                    encoding="utf-8")
    dialog = _dialog(qtbot, path)
    qtbot.mouseClick(dialog.file_button, LEFT)
    assert [c.label for c in dialog.courses()] == ["course-1", "my-course"]
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    dialog._ask_course_path = FakeAsk(broken)
    qtbot.mouseClick(dialog.file_button, LEFT)
    assert dialog.error_label.text().startswith("broken.json cannot be played")
    assert len(dialog.courses()) == 2


def _answer_dialog(accept: bool) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SetupDialog)
    if accept:
        dialog.speed_box.setCurrentIndex(list(Speed).index(Speed.INSTANT))
        dialog.set_player(0, seat=Seat.RANDOM)
        dialog.start_button.click()
    else:
        dialog.reject()


def test_start_new_game_runs_the_dialog_and_makes_the_view(qtbot: QtBot) -> None:
    QTimer.singleShot(0, lambda: _answer_dialog(False))
    assert start_new_game(None, store_factory=None) is None
    QTimer.singleShot(0, lambda: _answer_dialog(True))
    view = start_new_game(None, store_factory=None)
    assert isinstance(view, PlayView)
    qtbot.addWidget(view)
    assert view.speed is Speed.INSTANT
    assert view.seats == [Seat.RANDOM, Seat.GREEDY]
    assert view.course_labels == ["Course 1: The straight"]
