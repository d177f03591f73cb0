"""Setting up a night by hand: picked and new players, handicaps and an override, four formats
with their options, best-ball teams; the night it writes opens in the scorekeeper. And the
custom course editor, which refuses stroke indexes that are not a permutation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QListWidget,
    QSpinBox,
    QTableWidgetItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import game_info
from golfstudio.gamenight.courses import scorecard_games
from golfstudio.store import Format, Game, PlayedFormat, Store, open_store
from golfstudio.store.tables import Course
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import SIZE, distinct_colours, save_screenshot
from ui.gamenight.course_editor import CourseEditorDialog
from ui.gamenight.night_page import GameNightPage
from ui.gamenight.setup_page import NightSetupPage
from ui.scorecard.model import HEADER_ROWS

NIGHT = date(2024, 5, 2)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'setup.db'}") as opened:
        for name, index in (("Ann", 4.2), ("Bob", 11.6), ("Zoe", 30.0)):
            player = opened.add_player(name)
            assert player.id is not None
            opened.add_handicap(player.id, date(2024, 1, 1), index)
        yield opened


@pytest.fixture
def page(qtbot: QtBot, store: Store) -> NightSetupPage:
    widget = NightSetupPage(store)
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.show()
    return widget


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _tick(qtbot: QtBot, box: QAbstractButton) -> None:
    # A check box toggles when clicked on its indicator, at its left edge.
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _tick_player(qtbot: QtBot, players: QListWidget, name: str) -> None:
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 12, rect.center().y()))


def _type_into(qtbot: QtBot, spin: QSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def _choose(qtbot: QtBot, box: QComboBox, text: str) -> None:
    """Pick ``text`` with the keyboard, as a user tabbing through the form would."""
    box.setFocus()
    qtbot.keyClicks(box, text)
    assert box.currentText() == text


def _fill(qtbot: QtBot, page: NightSetupPage) -> None:
    page.date_edit.setDate(QDate(NIGHT.year, NIGHT.month, NIGHT.day))
    qtbot.keyClicks(page.place_edit, "The Crown")
    assert page.course_box.currentText() == "Ultimate Golf"  # the bundled course
    for name in ("Ann", "Bob"):
        _tick_player(qtbot, page.picker.list, name)
    for name, index in (("Cy", "0.4"), ("Dee", "17.5")):
        qtbot.keyClicks(page.picker.name_edit, name)
        qtbot.keyClicks(page.picker.index_edit, index)
        _click(qtbot, page.picker.add_button)
    assert [p.name for p in page.handicaps.players()] == ["Ann", "Bob", "Cy", "Dee"]
    _type_into(qtbot, page.handicaps.override_spin(3), "16")
    rows = page.format_rows
    _tick(qtbot, rows[Format.STROKE].chosen)
    _tick(qtbot, rows[Format.SKINS].chosen)
    _tick(qtbot, rows[Format.SKINS].net)  # skins gross
    carry_over, presses = rows[Format.SKINS].option, rows[Format.BESTBALL_NASSAU].option
    assert carry_over is not None and presses is not None
    # The documented defaults (docs/game-night.md): carry-over and presses come ticked.
    assert carry_over.isChecked() and presses.isChecked()
    _tick(qtbot, rows[Format.BESTBALL_NASSAU].chosen)
    assert len(page.team_boxes) == 2
    for (first, second), (a, b) in zip(page.team_boxes, (("Ann", "Cy"), ("Bob", "Dee")),
                                       strict=True):
        _choose(qtbot, first, a)
        _choose(qtbot, second, b)


def test_set_up_a_night_and_play_it(qtbot: QtBot, page: NightSetupPage, store: Store,
                                    screenshot_dir: Path) -> None:
    _fill(qtbot, page)
    table = page.handicaps
    texts = [[(table.item(r, c) or QTableWidgetItem()).text() for c in range(5)]
             for r in range(4)]
    assert [row[2] for row in texts] == ["4", "12", "0", "18"]
    assert texts[3][4] == "Stroke play 15  ·  Best ball · Nassau 14"  # override 16 × 95 %, × 85 %
    save_screenshot(page, screenshot_dir / "night_setup.png")

    with qtbot.waitSignal(page.nightCreated, timeout=2000) as created:
        _click(qtbot, page.start_button)
    night_id = created.args[0]
    assert page.message.text() == ""

    night = store.night(night_id)
    assert (night.played_on, night.place, night.game) == (NIGHT, "The Crown", Game.ULTIMATE)
    ids = {p.name: p.id for p in store.players()}
    assert [(s.player_id, s.course_handicap) for s in store.night_players(night_id)] == [
        (ids["Ann"], None), (ids["Bob"], None), (ids["Cy"], None), (ids["Dee"], 16)]
    assert store.night_formats(night_id) == [
        PlayedFormat(Format.STROKE, net=True, allowance=95),
        PlayedFormat(Format.SKINS, net=False, allowance=100, carry_over=True),
        PlayedFormat(Format.BESTBALL_NASSAU, net=True, allowance=85, auto_press=True)]
    assert {t.player_ids for t in store.teams(night_id)} == {
        (ids["Ann"], ids["Cy"]), (ids["Bob"], ids["Dee"])}
    cy_id = ids["Cy"]
    assert cy_id is not None
    (record,) = store.handicap_history(cy_id)
    assert (record.recorded_on, record.handicap_index) == (NIGHT - timedelta(days=1), 0.4)

    night_page = GameNightPage(store, night_id, poll_ms=0)
    qtbot.addWidget(night_page)
    model = night_page.grid.model()
    names = [str(model.headerData(HEADER_ROWS + r, Qt.Orientation.Vertical))
             for r in range(model.rowCount() - HEADER_ROWS)]
    assert [n.split()[0] for n in names] == ["Ann", "Bob", "Cy", "Dee"]
    holes = [str(model.headerData(c, Qt.Orientation.Horizontal))
             for c in range(model.columnCount())]
    assert [h for h in holes if h.isdigit()] == [str(h) for h in range(1, 19)]
    assert [s.course_handicap for s in night_page.state.seats] == [4, 12, 0, 16]
    assert len(night_page.state.holes) == 18


@pytest.mark.parametrize(("step", "message"), [
    ("nothing", "a night needs at least one player"),
    ("match", "Match play needs at least two players"),
    ("bestball", "Best ball — stroke is played by teams of two: pair the players"),
])
def test_start_names_the_problem(qtbot: QtBot, page: NightSetupPage, store: Store,
                                 step: str, message: str) -> None:
    if step != "nothing":
        _tick_player(qtbot, page.picker.list, "Ann")
        fmt = Format.MATCH if step == "match" else Format.BESTBALL_STROKE
        if step == "bestball":
            _tick_player(qtbot, page.picker.list, "Bob")
        _tick(qtbot, page.format_rows[fmt].chosen)
    _click(qtbot, page.start_button)
    assert message in page.message.text()
    assert store.nights() == []


def test_nassau_on_nine_holes_and_history(qtbot: QtBot, page: NightSetupPage, store: Store,
                                          dialogs: list[DialogCall]) -> None:
    _choose(qtbot, page.game_box, "Play Nine")
    assert page.course_box.currentText() == "Play Nine"
    _tick_player(qtbot, page.picker.list, "Ann")
    _tick_player(qtbot, page.picker.list, "Zoe")
    _tick(qtbot, page.format_rows[Format.NASSAU].chosen)
    _click(qtbot, page.start_button)
    assert "Play Nine has 9 holes, an odd number" in page.message.text()
    (item,) = page.picker.list.findItems("Zoe", Qt.MatchFlag.MatchExactly)
    page.picker.list.setCurrentItem(item)
    _click(qtbot, page.picker.history_button)
    assert dialogs[-1].title == "Zoe — handicap history"
    assert "30.0" in dialogs[-1].text


def test_new_course_from_the_page(qtbot: QtBot, page: NightSetupPage, store: Store) -> None:
    made = store.add_course("Den", Game.GOLF, [(3, 2), (4, 1)])

    def fake_editor(parent: QWidget, st: Store, game: Game) -> Course | None:
        assert game is Game.ULTIMATE
        return made

    page._ask_course = fake_editor
    index = page.course_box.findText("New course…")
    page.course_box.setCurrentIndex(index)
    page.course_box.activated.emit(index)
    assert (page.game_box.currentText(), page.course_box.currentText()) == ("Golf", "Den")
    assert page.course_info.text() == "2 holes · par 7"


def test_course_editor_refuses_duplicate_indexes(qtbot: QtBot, store: Store) -> None:
    dialog = CourseEditorDialog(store, Game.GOLF)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name_edit, "Attic")
    _type_into(qtbot, dialog.holes_spin, "4")
    assert dialog.table.rowCount() == 4
    _type_into(qtbot, dialog.si_spin(3), "1")
    _type_into(qtbot, dialog.par_spin(2), "5")
    assert dialog.duplicate_holes() == [1, 3]
    assert dialog.si_spin(1).styleSheet() != ""
    _click(qtbot, dialog.save_button)
    assert "1 is on holes 1, 3" in dialog.message.text()
    assert "3 missing" in dialog.message.text()
    assert dialog.isVisible()
    assert store.find_course("Attic", Game.GOLF) is None

    _type_into(qtbot, dialog.si_spin(3), "3")
    assert dialog.duplicate_holes() == []
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        _click(qtbot, dialog.save_button)
    assert dialog.course is not None
    assert [(h.par, h.stroke_index) for h in store.holes(dialog.course.id or 0)] == [
        (4, 1), (5, 2), (4, 3), (4, 4)]


def test_course_editor_offers_the_registry_games_with_their_par_ranges(
        qtbot: QtBot, store: Store, screenshot_dir: Path) -> None:
    dialog = CourseEditorDialog(store, Game.GOLF)
    qtbot.addWidget(dialog)
    dialog.show()
    offered = [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
    assert offered == [game_info(game).title for game in scorecard_games()]
    assert offered[:4] == ["Ultimate Golf", "Mini Golf Carambole", "Play Nine", "Dice Golf"]
    assert (dialog.par_spin(1).minimum(), dialog.par_spin(1).maximum()) == (1, 9)

    # Play Nine has no least score (registry): its "par" is a card total, new holes start at 0.
    _choose(qtbot, dialog.game_box, "Play Nine")
    assert (dialog.par_spin(1).minimum(), dialog.par_spin(1).maximum()) == (-20, 20)
    _type_into(qtbot, dialog.holes_spin, "12")
    assert dialog.par_spin(12).value() == 0
    _type_into(qtbot, dialog.par_spin(1), "-3")
    assert dialog.par_spin(1).value() == -3
    dialog.grab().save(str(screenshot_dir / "course_editor_play_nine.png"))

    qtbot.keyClick(dialog.game_box, Qt.Key.Key_Down)  # the next game in the list
    assert dialog.game_box.currentText() == "Dice Golf"
    assert (dialog.par_spin(1).minimum(), dialog.par_spin(1).maximum()) == (1, 9)
    assert dialog.par_spin(1).value() == 1  # -3 clamped into the stroke game's range


def test_the_set_up_page_lists_the_registry_games(page: NightSetupPage,
                                                  screenshot_dir: Path) -> None:
    offered = [page.game_box.itemText(i) for i in range(page.game_box.count())]
    assert offered == [game_info(game).title for game in scorecard_games()]
    page.resize(1280, 800)
    image = page.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert distinct_colours(image) > 40
    image.save(str(screenshot_dir / "night_setup_1280.png"))
