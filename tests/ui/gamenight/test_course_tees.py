"""The course editor's tees and plausible score limit, driven with real keys and clicks: add,
rename, rate, remove; a rating out of range is refused in one message naming the tee, and
nothing is saved; a nine's columns are its 9-hole rating and slope."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from golfstudio.store import Game, Store, open_store
from tests.ui.screenshot import save_screenshot
from ui.gamenight.course_editor import CourseEditorDialog


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'tees.db'}") as opened:
        yield opened


@pytest.fixture
def dialog(qtbot: QtBot, store: Store) -> CourseEditorDialog:
    widget = CourseEditorDialog(store, Game.GOLF)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _retype(qtbot: QtBot, field: QLineEdit | QSpinBox, text: str) -> None:
    """Select what the field holds and type over it, as a user does."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def test_tees_are_added_renamed_rated_removed_and_saved(qtbot: QtBot, store: Store,
                                                        dialog: CourseEditorDialog,
                                                        screenshot_dir: Path) -> None:
    qtbot.keyClicks(dialog.name_edit, "Royal")
    _retype(qtbot, dialog.holes_spin, "18")
    assert dialog.table.rowCount() == 18
    tees = dialog.tees
    _click(qtbot, tees.add_button)
    _click(qtbot, tees.add_button)
    _click(qtbot, tees.add_button)
    assert tees.count() == 3
    assert tees.name_edit(1).text() == "Tee 2"
    assert tees.rating_edit(0).text() == "72.0"  # a new tee starts rated at par
    assert tees.slope_spin(0).value() == 113
    _retype(qtbot, tees.name_edit(0), "White")
    _retype(qtbot, tees.rating_edit(0), "71,2")  # a decimal comma is taken too
    _retype(qtbot, tees.slope_spin(0), "125")
    _retype(qtbot, tees.yards_spin(0), "6400")
    _retype(qtbot, tees.name_edit(1), "Red")
    _retype(qtbot, tees.rating_edit(1), "35.1")  # a 9-hole rating typed on 18 holes
    _retype(qtbot, dialog.limit_spin, "8")
    save_screenshot(dialog, screenshot_dir / "tees-course-editor.png", (560, 720))
    dialog.resize(1280, 800)
    save_screenshot(dialog, screenshot_dir / "tees-course-editor-1280.png", (1280, 800))

    _click(qtbot, dialog.save_button)
    assert dialog.message.text() == ("Not saved: tee Red: a course rating of 35.1 is too far "
                                     "from par 72: on 18 holes it lies from 60 to 84")
    assert dialog.isVisible()
    assert store.find_course("Royal", Game.GOLF) is None

    _retype(qtbot, tees.rating_edit(1), "69.5")
    _retype(qtbot, tees.slope_spin(1), "118")
    _click(qtbot, tees.remove_button(2))  # "Tee 3" goes
    assert tees.count() == 2
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        _click(qtbot, dialog.save_button)
    assert dialog.course is not None and dialog.course.id is not None
    assert [(t.name, t.course_rating, t.slope, t.yards)
            for t in store.tees(dialog.course.id)] == [("White", 71.2, 125, 6400),
                                                       ("Red", 69.5, 118, None)]
    assert store.course(dialog.course.id).plausible_over_par == 8


def test_a_rating_that_is_not_a_number_or_an_unnamed_tee_is_named(
        qtbot: QtBot, store: Store, dialog: CourseEditorDialog) -> None:
    qtbot.keyClicks(dialog.name_edit, "Attic")
    _click(qtbot, dialog.tees.add_button)
    _retype(qtbot, dialog.tees.rating_edit(0), "abc")
    _click(qtbot, dialog.save_button)
    assert dialog.message.text() == ("Not saved: tee Tee 1: the course rating 'abc' is not "
                                     "a number")
    _retype(qtbot, dialog.tees.rating_edit(0), "36")
    _retype(qtbot, dialog.tees.name_edit(0), " ")
    _click(qtbot, dialog.save_button)
    assert dialog.message.text() == "Not saved: tee 1 needs a name"
    assert store.courses() == []


def test_a_nine_has_nine_hole_ratings_and_a_course_of_twelve_none(
        qtbot: QtBot, store: Store, dialog: CourseEditorDialog) -> None:
    header = dialog.tees.table.horizontalHeaderItem
    assert dialog.holes_spin.value() == 9
    assert (header(1).text(), header(2).text()) == ("9-hole rating", "9-hole slope")
    qtbot.keyClicks(dialog.name_edit, "Twelve")
    _click(qtbot, dialog.tees.add_button)
    assert dialog.tees.rating_edit(0).text() == "36.0"
    _retype(qtbot, dialog.holes_spin, "12")
    assert (header(1).text(), header(2).text()) == ("Rating", "Slope")
    _click(qtbot, dialog.save_button)
    assert "a course rating is for 9 or 18 holes (WHS), and this course has 12" in (
        dialog.message.text())
    _click(qtbot, dialog.tees.remove_button(0))
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        _click(qtbot, dialog.save_button)  # no tee: a tabletop course of 12 holes
    assert dialog.course is not None and store.tees(dialog.course.id or 0) == []
    assert store.course(dialog.course.id or 0).plausible_over_par is None


def test_a_card_total_game_has_no_plausible_limit(qtbot: QtBot,
                                                  dialog: CourseEditorDialog) -> None:
    _retype(qtbot, dialog.limit_spin, "5")
    assert dialog.plausible_over_par() == 5
    dialog.game_box.setFocus()
    qtbot.keyClicks(dialog.game_box, "Play Nine")
    assert dialog.game_box.currentText() == "Play Nine"
    assert not dialog.limit_spin.isEnabled()
    assert dialog.plausible_over_par() is None
