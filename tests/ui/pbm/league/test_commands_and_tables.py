"""The League area's parts without the window: its undo commands on a bare ``QUndoStack``
over a real store (Orange canvas's habit), the table that sorts by value, the New game
dialog's checks, and the area with no database."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.pbm.league import League
from golfstudio.pbm.settings import GameSettings
from golfstudio.store import Store, open_store
from tests.ui.conftest import DialogCall
from tests.ui.shell.test_games import RecordingHost
from ui.areas import AreaContext
from ui.pbm.league.area import PbmLeagueArea, studio_area
from ui.pbm.league.commands import (
    AddPlayerCommand,
    DeleteEntryCommand,
    EditEntryCommand,
    EntryIds,
    LeagueCommand,
    ReceiveEntryCommand,
    SetDeadlineCommand,
)
from ui.pbm.league.new_game_dialog import NewGameDialog
from ui.pbm.league.sortable_table import SortableTable

ENTRY = "Game: Ballesteros\nPlayer: Karl Napf\nNew clubs: 112 - 79 - 5 - 2\n"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'league.db'}") as opened:
        yield opened


@pytest.fixture
def league(store: Store) -> League:
    made = League(store.engine)
    made.new_game("Ballesteros", GameSettings(), deadline=date.today() + timedelta(days=7))
    made.add_player("Ballesteros", "Karl Napf")
    return made


class Reports:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.calls = 0

    def __call__(self, error: str | None) -> None:
        self.calls += 1
        if error is not None:
            self.errors.append(error)


def _texts(league: League) -> list[str]:
    return [e.text for e in league.entries("Ballesteros", 1)]


def test_entries_received_deleted_and_edited_undo_and_redo_through_new_rows(
        league: League) -> None:
    stack, ids, report = QUndoStack(), EntryIds(), Reports()

    def push(command: LeagueCommand) -> None:
        assert command.perform()
        stack.push(command)  # its first redo does nothing: the call was made once

    push(ReceiveEntryCommand(league, "Ballesteros", ENTRY, ids, "receive", report))
    push(ReceiveEntryCommand(league, "Ballesteros", "second", ids, "receive", report))
    assert _texts(league) == [ENTRY, "second"]
    first = league.entries("Ballesteros", 1)[0].id
    assert first is not None
    push(EditEntryCommand(league, "Ballesteros", first, ENTRY, "changed", ids, "edit", report))
    push(DeleteEntryCommand(league, "Ballesteros", first, ids, "delete", report))
    assert _texts(league) == ["second"]
    stack.undo()  # back as a new row …
    restored = league.entries("Ballesteros", 1)[0]
    assert (restored.text, restored.received) == ("changed", 1)
    assert restored.id != first
    stack.undo()  # … which the edit made before still finds
    assert _texts(league) == [ENTRY, "second"]
    for _ in range(3):
        stack.undo()
    assert _texts(league) == []
    for _ in range(4):
        stack.redo()
    assert _texts(league) == ["second"]
    assert report.errors == []


def test_a_refused_command_says_why_and_is_not_pushed(league: League) -> None:
    stack, report = QUndoStack(), Reports()
    again = AddPlayerCommand(league, "Ballesteros", "karl  napf", "add", report)
    assert not again.perform()
    assert report.errors == ["Ballesteros already has a player named Karl Napf"]
    eva = AddPlayerCommand(league, "Ballesteros", "Eva", "add", report)
    assert eva.perform()
    stack.push(eva)
    stack.undo()
    assert [p.name for p in league.players("Ballesteros")] == ["Karl Napf"]
    stack.redo()
    assert [p.name for p in league.players("Ballesteros")] == ["Karl Napf", "Eva"]

    open_one = league.open_one("Ballesteros")
    assert open_one is not None
    moved = SetDeadlineCommand(league, "Ballesteros", 1, open_one.deadline,
                               open_one.deadline + timedelta(days=3), "move", report)
    assert moved.perform()
    stack.push(moved)
    stack.undo()
    assert league.tournaments("Ballesteros")[0].deadline == open_one.deadline


def test_the_table_sorts_numbers_by_value_when_a_header_is_clicked(qtbot: QtBot) -> None:
    table = SortableTable()
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    table.set_rows(["Player", "Points"], [[("Ann", "ann"), ("869.57", 869.57)],
                                          [("Bob", "bob"), ("2,857.14", 2857.14)],
                                          [("Cy", "cy"), ("10.00", 10.0)]])
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, header.height() // 2))
    assert table.column_texts(1) == ["10.00", "869.57", "2,857.14"]  # not as text
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, header.height() // 2))
    assert table.column_texts(0) == ["Bob", "Ann", "Cy"]


def test_new_game_dialog_names_the_bad_value(qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    made: list[tuple[str, GameSettings, date]] = []
    dialog = NewGameDialog(lambda name, settings, day: made.append((name, settings, day)),
                           today=date(2026, 3, 1))
    qtbot.addWidget(dialog)
    assert dialog.deadline() == date(2026, 3, 15)
    assert dialog.settings() == GameSettings()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialogs[-1].text == "Give the game a name."
    qtbot.keyClicks(dialog.name_edit, "Langer")
    dialog.offset_edit.clear()
    qtbot.keyClicks(dialog.offset_edit, "two")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialogs[-1].text == "Points formula offset: a number like 2.5, not two"
    dialog.offset_edit.clear()
    qtbot.keyClicks(dialog.offset_edit, "3")
    dialog.base_edits[5].setValue(99_999)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialogs[-1].text.startswith("lane 6: ")
    assert made == []
    dialog.base_edits[5].setValue(350)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    ((name, settings, day),) = made
    assert (name, settings.points.offset, day) == ("Langer", 3, date(2026, 3, 15))


def test_without_a_database_the_area_cannot_be_shown(qtbot: QtBot, tmp_path: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    host = RecordingHost()
    area = studio_area(AreaContext(host=host, parent=parent))
    assert isinstance(area, PbmLeagueArea)
    assert host.calls == []  # nothing asked of the store until the area is wanted
    assert area.can_show() is False
    assert area.ask_new_game() is None
    assert area.page_title() == "PBM Golf league"
    assert area.close_page() is False
    assert area.open_path(tmp_path / "x.json") is False
