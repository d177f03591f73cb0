"""The set-up dialogs of the four games (issue 30 §12), driven with real clicks and keys: the
next dialog opens with the last set-up (seats, AI speed, course and options), a course file
that is gone falls back to the default without a word, a seat's default name follows its AI
and a typed one stays, Enter in a name cell commits the name and a second Enter starts, and
the seed waits under a closed "Advanced"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import load_bundled as carambole_course
from golfstudio.carambole.course_file import save_course as save_carambole
from golfstudio.dicegolf.hole_file import save_course as save_dicegolf
from golfstudio.ultimate.bundled import load_bundled as ultimate_course
from golfstudio.ultimate.course_file import save_course as save_ultimate
from tests.ui.dicegolf.play.conftest import LINKS
from ui.carambole.play.setup_dialog import SetupDialog as CaramboleSetup
from ui.dicegolf.play.setup_dialog import SetupDialog as DiceGolfSetup
from ui.play_kit.course_chooser import AskCoursePath
from ui.play_kit.seats import HUMAN, Speed, seat_text
from ui.play_kit.setup import SetupDialog
from ui.play_kit.setup_memory import setup_key
from ui.playnine.play.setup_dialog import SetupDialog as PlayNineSetup
from ui.ultimate.play.setup_dialog import SetupDialog as UltimateSetup

LEFT = Qt.MouseButton.LeftButton
GAMES = ("carambole", "ultimate", "playnine", "dicegolf")


def _no_file(_parent: object) -> Path | None:
    return None


def make_dialog(game: str, ask_path: AskCoursePath = _no_file) -> SetupDialog[object]:
    """The game's set-up dialog, its course file question answered by ``ask_path``."""
    if game == "carambole":
        return CaramboleSetup(ask_course_path=ask_path)  # type: ignore[return-value]
    if game == "ultimate":
        return UltimateSetup(ask_course_path=ask_path)  # type: ignore[return-value]
    if game == "dicegolf":
        return DiceGolfSetup(ask_course_path=ask_path)  # type: ignore[return-value]
    return PlayNineSetup()  # type: ignore[return-value]


def shown(qtbot: QtBot, dialog: SetupDialog[object]) -> SetupDialog[object]:
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.activateWindow()
    return dialog


def type_name(qtbot: QtBot, edit: QLineEdit, name: str) -> None:
    """Click into a name cell, select what is there and type over it, as a person does."""
    qtbot.mouseClick(edit, LEFT)
    edit.selectAll()
    qtbot.keyClicks(edit, name)


def choose(qtbot: QtBot, box: QComboBox, text: str) -> None:
    """Choose an entry of a combo box from the keyboard (the arrow keys)."""
    target = box.findText(text)
    assert target >= 0, text
    box.setFocus()
    while box.currentIndex() != target:
        qtbot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up)
    assert box.currentText() == text


def start(qtbot: QtBot, dialog: SetupDialog[object]) -> None:
    assert dialog.start_button.isEnabled(), dialog.error_label.text()
    qtbot.mouseClick(dialog.start_button, LEFT)
    assert dialog.result() == QDialog.DialogCode.Accepted


# ---- remembered across dialogs ------------------------------------------------------------

@dataclass
class Options:
    """A game's own choice to make in the first dialog and find in the next."""

    make: Callable[[QtBot, SetupDialog[object]], None]
    found: Callable[[SetupDialog[object]], bool]


def _carambole_options(qtbot: QtBot, dialog: SetupDialog[object]) -> None:
    assert isinstance(dialog, CaramboleSetup)
    qtbot.mouseClick(dialog.carambole_radio, LEFT)
    dialog.available.setCurrentRow(1)
    qtbot.mouseClick(dialog.add_button, LEFT)
    dialog.set_player(1, balls=2)


def _carambole_found(dialog: SetupDialog[object]) -> bool:
    assert isinstance(dialog, CaramboleSetup)
    return (dialog.carambole_radio.isChecked()
            and [c.source for c in dialog.courses()] == ["course-1", "course-2"]
            and [p.balls for p in dialog.player_choices()][:2] == [1, 2])


def _ultimate_options(qtbot: QtBot, dialog: SetupDialog[object]) -> None:
    assert isinstance(dialog, UltimateSetup)
    qtbot.mouseClick(dialog.back_radio, LEFT)


def _ultimate_found(dialog: SetupDialog[object]) -> bool:
    assert isinstance(dialog, UltimateSetup)
    return dialog.back_radio.isChecked()


def _playnine_options(qtbot: QtBot, dialog: SetupDialog[object]) -> None:
    assert isinstance(dialog, PlayNineSetup)
    dialog.holes_box.setFocus()
    dialog.holes_box.selectAll()
    qtbot.keyClicks(dialog.holes_box, "4")


def _playnine_found(dialog: SetupDialog[object]) -> bool:
    assert isinstance(dialog, PlayNineSetup)
    return dialog.holes_box.value() == 4


def _dicegolf_options(qtbot: QtBot, dialog: SetupDialog[object]) -> None:
    assert isinstance(dialog, DiceGolfSetup)
    assert dialog.cards_box.isChecked()
    qtbot.mouseClick(dialog.custom_radio, LEFT)
    qtbot.keyClicks(dialog.custom_holes, "2, 1")
    # A check box toggles when clicked on its indicator, at its left edge.
    qtbot.mouseClick(dialog.cards_box, LEFT, pos=QPoint(8, dialog.cards_box.height() // 2))


def _dicegolf_found(dialog: SetupDialog[object]) -> bool:
    assert isinstance(dialog, DiceGolfSetup)
    return (not dialog.cards_box.isChecked() and dialog.custom_radio.isChecked()
            and dialog.custom_holes.text() == "2, 1")


OPTIONS = {
    "carambole": Options(_carambole_options, _carambole_found),
    "ultimate": Options(_ultimate_options, _ultimate_found),
    "playnine": Options(_playnine_options, _playnine_found),
    "dicegolf": Options(_dicegolf_options, _dicegolf_found),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_next_dialog_opens_with_the_last_setup(qtbot: QtBot, game: str) -> None:
    first = shown(qtbot, make_dialog(game))
    editor = first.seats_editor
    default_rows = editor.rows()
    qtbot.mouseClick(editor.add_button, LEFT)
    new_row = editor.rows() - 1
    type_name(qtbot, editor.name_edit(new_row), "Rita")
    choose(qtbot, editor.seat_box(new_row), seat_text(HUMAN))
    choose(qtbot, editor.seat_box(1), seat_text("random"))
    choose(qtbot, first.speed_box, Speed.FAST.shown)
    OPTIONS[game].make(qtbot, first)
    names, seats = editor.names(), editor.seats()
    assert names[new_row] == "Rita" and seats[new_row] == HUMAN and seats[1] == "random"
    start(qtbot, first)

    second = shown(qtbot, make_dialog(game))
    assert second.seats_editor.rows() == default_rows + 1
    assert (second.seats_editor.names(), second.seats_editor.seats()) == (names, seats)
    assert second.speed_box.currentData() is Speed.FAST
    assert OPTIONS[game].found(second)
    assert second.start_button.isEnabled() and not second.error_label.text()


@pytest.mark.parametrize("game", GAMES)
def test_a_cancelled_dialog_is_not_remembered(qtbot: QtBot, game: str) -> None:
    first = shown(qtbot, make_dialog(game))
    choose(qtbot, first.speed_box, Speed.SLOW.shown)
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    assert first.result() == QDialog.DialogCode.Rejected
    again = make_dialog(game)
    qtbot.addWidget(again)
    assert again.speed_box.currentData() is Speed.NORMAL


def test_an_unreadable_memory_opens_the_default_setup(qtbot: QtBot) -> None:
    settings = QSettings()
    settings.setValue(setup_key("ultimate"), '{"seats": [{"name": "Zed", "seat": "gone"}], '
                      '"speed": "WARP", "options": {"course": "nowhere", "holes": 7}}')
    settings.sync()
    dialog = shown(qtbot, make_dialog("ultimate"))
    assert dialog.seats_editor.names() == ["You", "Greedy"]
    assert dialog.speed_box.currentData() is Speed.NORMAL
    assert isinstance(dialog, UltimateSetup) and dialog.all_radio.isChecked()
    assert dialog.course_box.currentData() == "default"
    settings.setValue(setup_key("ultimate"), "{not json")
    again = make_dialog("ultimate")
    qtbot.addWidget(again)
    assert again.seats_editor.names() == ["You", "Greedy"]


def _course_file(game: str, folder: Path) -> Path:
    path = folder / f"{game}-course.json"
    if game == "carambole":
        save_carambole(carambole_course("course-3"), path)
    elif game == "ultimate":
        save_ultimate(ultimate_course(), path)
    else:
        save_dicegolf(LINKS, path)
    return path


@pytest.mark.parametrize("game", ["carambole", "ultimate", "dicegolf"])
def test_a_course_file_is_remembered_and_falls_back_quietly_once_gone(
        qtbot: QtBot, tmp_path: Path, game: str) -> None:
    path = _course_file(game, tmp_path)
    first = shown(qtbot, make_dialog(game, lambda _parent: path))
    qtbot.mouseClick(first.file_button, LEFT)  # type: ignore[attr-defined]
    start(qtbot, first)

    again = shown(qtbot, make_dialog(game))
    if isinstance(again, CaramboleSetup):
        assert [c.source for c in again.courses()] == ["course-1", f"file:{path}"]
    else:
        assert again.course_box.currentData() == f"file:{path}"  # type: ignore[attr-defined]

    path.unlink()
    gone = shown(qtbot, make_dialog(game))
    if isinstance(gone, CaramboleSetup):
        assert [c.source for c in gone.courses()] == ["course-1"]
    else:
        assert gone.course_box.currentIndex() == 0  # type: ignore[attr-defined]
    assert gone.start_button.isEnabled() and not gone.error_label.text()


# ---- the seat's name follows its AI --------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_a_default_name_follows_the_ai_and_a_typed_one_stays(qtbot: QtBot, game: str) -> None:
    dialog = shown(qtbot, make_dialog(game))
    editor = dialog.seats_editor
    ai = editor.seats()[1]
    other = next(s for s in ("random", "greedy") if s != ai)
    choose(qtbot, editor.seat_box(1), seat_text(other))
    assert editor.names()[1] == other.capitalize()  # the old AI's name: renamed
    choose(qtbot, editor.seat_box(1), seat_text(HUMAN))
    assert editor.names()[1] == "Player 2"
    choose(qtbot, editor.seat_box(1), seat_text(ai))
    assert editor.names()[1] == ai.capitalize()
    type_name(qtbot, editor.name_edit(1), "Rita")
    choose(qtbot, editor.seat_box(1), seat_text(other))
    assert editor.names()[1] == "Rita"  # typed by the user: kept
    choose(qtbot, editor.seat_box(0), seat_text(other))
    assert editor.names()[0] == other.capitalize()  # "You" was the person's default
    choose(qtbot, editor.seat_box(1), seat_text(HUMAN))
    assert editor.names()[1] == "Rita"
    type_name(qtbot, editor.name_edit(1), other.capitalize())
    assert dialog.error_label.text()  # two of one name, the user's doing: said
    choose(qtbot, editor.seat_box(0), seat_text(HUMAN))
    assert editor.names()[0] == "Player 1" and not dialog.error_label.text()


def test_a_default_name_taken_by_another_seat_gets_a_number(qtbot: QtBot) -> None:
    dialog = shown(qtbot, make_dialog("ultimate"))
    editor = dialog.seats_editor
    choose(qtbot, editor.seat_box(0), seat_text("greedy"))
    assert editor.names() == ["Greedy 2", "Greedy"]
    assert dialog.start_button.isEnabled()
    choose(qtbot, editor.seat_box(0), seat_text("random"))
    assert editor.names() == ["Random", "Greedy"]


# ---- Enter in a name cell ----------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_enter_in_a_name_commits_it_and_a_second_enter_starts(qtbot: QtBot, game: str) -> None:
    dialog = shown(qtbot, make_dialog(game))
    edit = dialog.seats_editor.name_edit(0)
    type_name(qtbot, edit, "Ann")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0  # not started
    assert dialog.seats_editor.names()[0] == "Ann" and edit.hasFocus()
    qtbot.keyClicks(edit, "ie")  # typing again: the name is being edited again
    qtbot.keyClick(edit, Qt.Key.Key_Enter)
    assert dialog.isVisible() and dialog.seats_editor.names()[0] == "Annie"
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


# ---- the seed under Advanced -------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_seed_is_under_a_closed_advanced(qtbot: QtBot, game: str) -> None:
    dialog = shown(qtbot, make_dialog(game))
    assert dialog.advanced_button.text() == "Advanced"
    assert dialog.advanced.isAncestorOf(dialog.seed_box)
    assert not dialog.seed_box.isVisible() and not dialog.advanced_button.isChecked()
    qtbot.mouseClick(dialog.advanced_button, LEFT)
    assert dialog.seed_box.isVisible() and dialog.seed_label.isVisible()
    assert dialog.advanced_button.arrowType() == Qt.ArrowType.DownArrow
    dialog.seed_box.setValue(4242)
    qtbot.mouseClick(dialog.advanced_button, LEFT)
    assert not dialog.seed_box.isVisible()
    start(qtbot, dialog)
    assert dialog.setup().seed == 4242  # type: ignore[attr-defined]
    again = make_dialog(game)
    qtbot.addWidget(again)
    assert not again.advanced_button.isChecked()  # closed again: a new game, new dice
