"""Picking the night's tee at set-up and in "Edit night…": the handicaps follow the tee's
rating and slope, the night is stored with it; a course without tees shows no Tee row."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QComboBox, QListWidget, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.store import Format, Game, Store, TeeSpec, open_store
from tests.ui.screenshot import SIZE, save_screenshot
from ui.gamenight.night_editor import EditNightDialog
from ui.gamenight.setup_page import NightSetupPage

NIGHT = date(2024, 5, 2)
COURSE_COLUMN = 2


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'tee.db'}") as opened:
        ann = opened.add_player("Ann").id or 0
        opened.add_handicap(ann, date(2024, 1, 1), 12.4)
        opened.add_course("Royal", Game.ULTIMATE, [(4, si) for si in range(1, 19)],
                          tees=[TeeSpec("White", 71.2, 125), TeeSpec("Red", 69.5, 118)])
        yield opened


@pytest.fixture
def page(qtbot: QtBot, store: Store) -> NightSetupPage:
    widget = NightSetupPage(store)
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.show()
    return widget


def _choose(qtbot: QtBot, box: QComboBox, text: str) -> None:
    box.setFocus()
    qtbot.keyClicks(box, text)
    assert box.currentText() == text


def _tick_player(qtbot: QtBot, players: QListWidget, name: str) -> None:
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 12, rect.center().y()))


def _course_handicap(page: NightSetupPage) -> str:
    return (page.handicaps.item(0, COURSE_COLUMN) or QTableWidgetItem()).text()


def test_the_nights_tee_sets_the_handicaps_and_is_stored(
        qtbot: QtBot, page: NightSetupPage, store: Store, screenshot_dir: Path) -> None:
    page.date_edit.setDate(QDate(NIGHT.year, NIGHT.month, NIGHT.day))
    _choose(qtbot, page.course_box, "Ultimate Golf")  # the bundled course: no tee
    assert not page.tee_box.isVisible()
    qtbot.keyClick(page.course_box, Qt.Key.Key_Up)  # Royal, listed before it
    assert page.course_box.currentText() == "Royal"
    assert page.tee_box.isVisible()
    assert [page.tee_box.itemText(i) for i in range(page.tee_box.count())] == [
        "White — 71.2 / 125", "Red — 69.5 / 118"]
    _tick_player(qtbot, page.picker.list, "Ann")
    assert _course_handicap(page) == "13"  # 12.4 × 125 / 113 − 0.8 → 13
    assert "index × 125 / 113 + (71.2 − 72)" in page.handicaps_box.title()
    page.tee_box.setFocus()
    qtbot.keyClick(page.tee_box, Qt.Key.Key_Down)
    assert page.tee_box.currentText() == "Red — 69.5 / 118"
    assert _course_handicap(page) == "10"  # 12.4 × 118 / 113 − 2.5 → 10
    page.format_rows[Format.STROKE].chosen.setFocus()
    qtbot.keyClick(page.format_rows[Format.STROKE].chosen, Qt.Key.Key_Space)
    save_screenshot(page, screenshot_dir / "tees-night-setup.png")
    page.resize(1280, 800)
    save_screenshot(page, screenshot_dir / "tees-night-setup-1280.png", (1280, 800))

    with qtbot.waitSignal(page.nightCreated, timeout=2000) as created:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    night_id = created.args[0]
    assert store.night_tee(night_id).name == "Red"  # type: ignore[union-attr]

    dialog = EditNightDialog(store, night_id)
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.page
    assert edit.tee_box.currentText() == "Red — 69.5 / 118"
    assert _course_handicap(edit) == "10"
    edit.tee_box.setFocus()
    qtbot.keyClick(edit.tee_box, Qt.Key.Key_Up)
    assert edit.tee_box.currentText() == "White — 71.2 / 125"
    assert _course_handicap(edit) == "13"
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(edit.start_button, Qt.MouseButton.LeftButton)
    assert store.night_tee(night_id).name == "White"  # type: ignore[union-attr]


def test_a_course_without_tees_keeps_the_tabletop_handicaps(
        qtbot: QtBot, page: NightSetupPage, store: Store) -> None:
    _tick_player(qtbot, page.picker.list, "Ann")
    assert page.course_box.currentText() == "Royal"
    assert _course_handicap(page) == "13"
    _choose(qtbot, page.course_box, "Ultimate Golf")
    assert not page.tee_box.isVisible()
    assert _course_handicap(page) == "12"
    assert page.handicaps_box.title() == (
        "Handicaps — course handicap = index (rating = par, slope 113)")
    assert page.plan().tee_id is None and page.plan().rating is None


def _retype(qtbot: QtBot, field: QWidget, text: str) -> None:
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def test_the_tees_button_edits_a_saved_courses_tees(qtbot: QtBot, page: NightSetupPage,
                                                    store: Store) -> None:
    _choose(qtbot, page.course_box, "Ultimate Golf")  # bundled, no tees yet
    assert not page.tee_box.isVisible()
    _tick_player(qtbot, page.picker.list, "Ann")
    assert _course_handicap(page) == "12"
    qtbot.mouseClick(page.tees_button, Qt.MouseButton.LeftButton)
    dialog = page.tees_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Course tees"
    assert not dialog.holes_spin.isEnabled() and dialog.tees.count() == 0
    qtbot.mouseClick(dialog.tees.add_button, Qt.MouseButton.LeftButton)
    _retype(qtbot, dialog.tees.name_edit(0), "Back")
    _retype(qtbot, dialog.tees.rating_edit(0), "74.5")
    _retype(qtbot, dialog.tees.slope_spin(0), "140")
    _retype(qtbot, dialog.limit_spin, "6")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert page.tee_box.isVisible()
    assert page.tee_box.currentText() == "Back — 74.5 / 140"
    par = sum(hole.par for hole in store.holes(page.course_id or 0))
    assert _course_handicap(page) == str(round(12.4 * 140 / 113 + 74.5 - par))
    (tee,) = store.tees(page.course_id or 0)
    assert (tee.name, tee.course_rating, tee.slope) == ("Back", 74.5, 140)
    assert store.course(page.course_id or 0).plausible_over_par == 6


def test_a_tee_a_night_was_played_from_cannot_be_removed(qtbot: QtBot, page: NightSetupPage,
                                                        store: Store) -> None:
    course = store.find_course("Royal", Game.ULTIMATE)
    assert course is not None and course.id is not None
    white = store.tees(course.id)[0].id
    ann = store.find_player("Ann")
    assert ann is not None and ann.id is not None
    store.add_night(NIGHT, course.id, [ann.id], tee_id=white)
    assert page.course_box.currentText() == "Royal"
    qtbot.mouseClick(page.tees_button, Qt.MouseButton.LeftButton)
    dialog = page.tees_dialog
    assert dialog is not None
    assert [dialog.tees.name_edit(r).text() for r in range(2)] == ["White", "Red"]
    qtbot.mouseClick(dialog.tees.remove_button(0), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == ("Not saved: tee White was played from on 1 night: it "
                                     "cannot be removed")
    assert dialog.isVisible()
    assert [t.name for t in store.tees(course.id)] == ["White", "Red"]
