"""Issue 27 §4 on the set-up page: four players, Nassau and its automatic presses (ticked by
default) start a night, a round robin; a refusal goes once its cause does; the Press stake is
enabled only where a press can happen. And the page remembers the last night's choices."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QListWidget
from pytestqt.qtbot import QtBot

from golfstudio.scoring.stakes import Stakes
from golfstudio.store import Format, PlayedFormat, Store, open_store
from golfstudio.store.corrections import Corrections
from ui.gamenight.setup_page import NightSetupPage
from ui.settings import NIGHT_SETUP_KEY

NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'setup.db'}") as opened:
        for name in (*NAMES, "Eve", "Fay"):
            player = opened.add_player(name)
            assert player.id is not None
            opened.add_handicap(player.id, date(2024, 1, 1), 10.0)
        yield opened


def _page(qtbot: QtBot, store: Store) -> NightSetupPage:
    page = NightSetupPage(store)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    return page


def _tick(qtbot: QtBot, box: QAbstractButton) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _tick_player(qtbot: QtBot, players: QListWidget, name: str) -> None:
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 12, rect.center().y()))


def _nassau_for_four(qtbot: QtBot, page: NightSetupPage) -> None:
    for name in NAMES:
        _tick_player(qtbot, page.picker.list, name)
    _tick(qtbot, page.format_rows[Format.NASSAU].chosen)
    stakes = page.format_rows[Format.NASSAU].stakes
    assert stakes is not None
    for key, text in (("front", "5"), ("back", "5"), ("overall", "10"), ("press", "2")):
        qtbot.keyClicks(stakes.amounts[key], text)


def test_four_players_start_a_round_robin_nassau_with_presses(
        qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    _nassau_for_four(qtbot, page)
    option = page.format_rows[Format.NASSAU].option
    assert option is not None and option.isChecked()  # the default stays
    assert page.nassau_hint.isVisible()
    assert "round robin" in page.nassau_hint.text() and "Best ball" in page.nassau_hint.text()
    page.grab().save("/tmp/ln-setup-nassau.png")
    with qtbot.waitSignal(page.nightCreated, timeout=2000) as created:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.message.text() == ""
    (played,) = store.night_formats(created.args[0])
    assert played == PlayedFormat(Format.NASSAU, net=True, auto_press=True,
                                  stakes=Stakes(front=500, back=500, overall=1000, press=200))


def test_the_press_stake_only_where_a_press_can_happen(qtbot: QtBot, store: Store) -> None:
    page = _page(qtbot, store)
    _nassau_for_four(qtbot, page)
    row = page.format_rows[Format.NASSAU]
    assert row.option is not None and row.stakes is not None
    press = row.stakes.amounts["press"]
    assert press.isEnabled()
    _tick(qtbot, row.option)  # no automatic presses, four players: no press can happen
    assert not row.option.isChecked() and not press.isEnabled()
    _tick_player(qtbot, page.picker.list, "Cat")
    _tick_player(qtbot, page.picker.list, "Dan")  # two players: a press may be asked for
    assert press.isEnabled()


def test_a_refusal_goes_with_its_cause(qtbot: QtBot, store: Store) -> None:
    """Start with one player: refused, in words; ticking a second clears the message."""
    page = _page(qtbot, store)
    _tick_player(qtbot, page.picker.list, "Ann")
    _tick(qtbot, page.format_rows[Format.NASSAU].chosen)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.message.text().startswith("Cannot start:")
    assert "Nassau" in page.message.text() or "player" in page.message.text()
    _tick_player(qtbot, page.picker.list, "Bob")
    assert page.message.text() == ""


def test_set_up_remembers_the_last_night(qtbot: QtBot, store: Store) -> None:
    """A night set up, the page opened again: the same game, course, players and formats
    with their stakes; a player deleted since is dropped quietly."""
    page = _page(qtbot, store)
    _nassau_for_four(qtbot, page)
    _tick(qtbot, page.format_rows[Format.SKINS].chosen)
    course = page.course_box.currentText()
    with qtbot.waitSignal(page.nightCreated, timeout=2000):
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    formats = [(row.format, row.played()) for row in page.format_rows.values()
               if row.chosen.isChecked()]

    again = _page(qtbot, store)
    assert again.course_box.currentText() == course
    assert [p.name for p in again.handicaps.players()] == list(NAMES)
    assert [(row.format, row.played()) for row in again.format_rows.values()
            if row.chosen.isChecked()] == formats
    # Eve plays the next night, then is merged into Fay: she no longer exists.
    _tick_player(qtbot, again.picker.list, "Eve")
    with qtbot.waitSignal(again.nightCreated, timeout=2000):
        qtbot.mouseClick(again.start_button, Qt.MouseButton.LeftButton)
    ids = {p.name: p.id or 0 for p in store.players()}
    Corrections(store.engine).merge_players(ids["Fay"], ids["Eve"])
    third = _page(qtbot, store)
    assert [p.name for p in third.handicaps.players()] == list(NAMES)
    assert third.message.text() == ""


@pytest.mark.parametrize("kept", ["not json", '{"game": 3}', '{"game": "golf", "course": 99, '
                                  '"players": [1, "x", 77], "formats": [{"format": "pinehurst"}, '
                                  '{"format": "skins", "net": false, "allowance": 100, '
                                  '"carry_over": true, "auto_press": false, "press_trigger": 2, '
                                  '"stakes": {"skin": -5}}]}'])
def test_unreadable_choices_are_ignored(qtbot: QtBot, store: Store, kept: str) -> None:
    """A settings file edited by hand or from another version: the page opens with what it
    can use (here: Ann, id 1), quietly, never a traceback or a message."""
    QSettings().setValue(NIGHT_SETUP_KEY, kept)
    page = _page(qtbot, store)
    assert page.message.text() == ""
    assert not any(row.chosen.isChecked() for row in page.format_rows.values())
    expected = ["Ann"] if kept.startswith('{"game": "golf"') else []
    assert [p.name for p in page.handicaps.players()] == expected
