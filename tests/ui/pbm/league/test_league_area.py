"""The PBM Golf League area from the main window, driven through its widgets: a game made
with the New game dialog, players added, entries pasted and checked, undo and redo, the
evaluation in the background (asked first, refused a second time), results and the ranking
list sorted by a header click, the notes, the report and a player's chart."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.pbm.league import League
from golfstudio.pbm.settings import GameSettings
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from ui.main_window import MainWindow
from ui.pbm.league.area import PbmLeagueArea
from ui.pbm.league.game_page import GamePage
from ui.pbm.league.sortable_table import SortableTable

LEFT = Qt.MouseButton.LeftButton
AREA = "pbm.league"
SIZE = (1280, 800)
KARL_FIRST = "Game: Ballesteros\nPlayer: Karl Napf\nNew clubs: 112 - 79 - 5 - 2\n"
EVA_FAULTY = "Partiename: Ballesteros\nSpieler: Eva\n1 Wechsel: 7 -> 9\n"
"""A first entry must name four clubs, not swap one (first_entry)."""
OTTO_FIRST = "Game: Ballesteros\nPlayer: Otto\nClubs: 10, 20, 30, 40\n"
KARL_NOT_HELD = "Game: Ballesteros\nPlayer: Karl Napf\n1 swap: 200 -> 100\n"
"""Karl holds 112, 79, 5 and 2: he cannot give up a 200 (club_not_held)."""


def _tab(qtbot: QtBot, tabs: QTabWidget, text: str) -> QWidget:
    bar = tabs.tabBar()
    (index,) = [i for i in range(tabs.count()) if tabs.tabText(i) == text]
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index
    return tabs.currentWidget()


def _type(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Key by key, Return between lines (keyClicks types no line break)."""
    for index, line in enumerate(text.split("\n")):
        if index:
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        qtbot.keyClicks(widget, line)


def _open_area(window: MainWindow, qtbot: QtBot) -> PbmLeagueArea:
    qtbot.mouseClick(window.start_page.tiles[AREA], LEFT)
    area = window.area(AREA)
    assert isinstance(area, PbmLeagueArea)
    assert window.stack.currentWidget() is area
    return area


def _new_game(qtbot: QtBot, area: PbmLeagueArea, name: str, deadline: date) -> GamePage:
    qtbot.mouseClick(area.new_button, LEFT)
    dialog = area.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.name_edit, name)
    dialog.deadline_edit.setDate(QDate(deadline.year, deadline.month, deadline.day))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    page = area.pages[name]
    assert area.stack.currentWidget() is page
    return page


def _inbox(page: GamePage) -> list[tuple[str, str, str]]:
    inbox = page.entries_panel.inbox
    return [tuple(inbox.topLevelItem(i).text(c) for c in range(3))  # type: ignore[misc]
            for i in range(inbox.topLevelItemCount())]


def _select_entry(qtbot: QtBot, page: GamePage, row: int) -> None:
    inbox = page.entries_panel.inbox
    rect = inbox.visualItemRect(inbox.topLevelItem(row))
    qtbot.mouseClick(inbox.viewport(), LEFT, pos=rect.center())
    assert page.entries_panel.selected_id() == page.entries_panel.entries[row].id


def _click_header(qtbot: QtBot, table: SortableTable, column: int) -> None:
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), LEFT, pos=QPoint(x, header.height() // 2))


@pytest.fixture
def big_window(window: MainWindow, qtbot: QtBot) -> MainWindow:
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: window.width() == SIZE[0])
    return window


def test_a_tournament_from_the_tile_to_the_ranking_list(
        big_window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall],
        screenshot_dir: Path) -> None:
    window = big_window
    area = _open_area(window, qtbot)
    assert window.windowTitle() == "PBM Golf league — GolfStudio"

    # New game…: a bad random part is named, and the dialog stays open.
    qtbot.mouseClick(area.new_button, LEFT)
    dialog = area.new_game_dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.name_edit, "Ballesteros")
    assert dialog.deadline() == date.today() + timedelta(days=14)
    dialog.part_edits[2].clear()
    qtbot.keyClicks(dialog.part_edits[2], "3x")
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert [(d.kind, d.title) for d in dialogs] == [("warning", "Cannot create the game")]
    assert dialogs[0].text.startswith("Lane 3, random part:")
    assert dialog.isVisible()
    dialog.part_edits[2].clear()
    qtbot.keyClicks(dialog.part_edits[2], "1d6")
    yesterday = date.today() - timedelta(days=1)
    dialog.deadline_edit.setDate(QDate(yesterday.year, yesterday.month, yesterday.day))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    page = area.pages["Ballesteros"]
    assert area.stack.currentWidget() is page
    assert window.windowTitle() == "Ballesteros — PBM Golf — GolfStudio"
    assert [area.games.item(r).text() for r in range(area.games.count())] == ["Ballesteros"]
    assert page.tournament_label.text() == "Tournament 1"
    assert page.due_label.text() == "due — ready to evaluate"

    # Players, one undone and redone.
    players = page.players_panel
    qtbot.keyClicks(players.name_edit, "Karl Napf")
    qtbot.mouseClick(players.add_button, LEFT)
    qtbot.keyClicks(players.name_edit, "Eva")
    qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(players.name_edit, "Otto")
    qtbot.mouseClick(players.add_button, LEFT)
    assert [line.name for line in players.lines] == ["Karl Napf", "Eva", "Otto"]
    assert page.undo_button.toolTip() == "Undo add player Otto (Ctrl+Z)"
    qtbot.mouseClick(page.undo_button, LEFT)
    assert [line.name for line in players.lines] == ["Karl Napf", "Eva"]
    assert page.redo_button.toolTip() == "Redo add player Otto (Ctrl+Shift+Z)"
    qtbot.mouseClick(page.redo_button, LEFT)
    assert [line.name for line in players.lines] == ["Karl Napf", "Eva", "Otto"]
    assert players.table.item(2, 2).text() == "playing"

    # Entries: one pasted in the box, one pasted onto the list; the faulty one says why.
    entries = _tab(qtbot, page.tabs, "Entries")
    assert entries is page.entries_panel
    _type(qtbot, page.entries_panel.paste_box, KARL_FIRST)
    qtbot.mouseClick(page.entries_panel.receive_button, LEFT)
    assert page.entries_panel.paste_box.toPlainText() == ""
    QApplication.clipboard().setText(EVA_FAULTY)
    page.entries_panel.inbox.setFocus()
    qtbot.keyClick(page.entries_panel.inbox, Qt.Key.Key_V,
                   Qt.KeyboardModifier.ControlModifier)
    assert _inbox(page) == [("1", "Karl Napf", "ok"), ("2", "Eva", "faulty")]
    _select_entry(qtbot, page, 1)
    check = page.entries_panel.check_view.toPlainText()
    assert "Faulty" in check and "a first entry names its four clubs" in check
    _select_entry(qtbot, page, 0)
    assert "Sound" in page.entries_panel.check_view.toPlainText()
    save_screenshot(window, screenshot_dir / "pbm_league_entries.png", SIZE)

    # An edit, re-checked as it is typed, saved, undone.
    edit = page.entries_panel.text_edit
    edit.moveCursor(edit.textCursor().MoveOperation.End)
    _type(qtbot, edit, "1 swap: 3 -> 4\n")
    assert "Faulty" in page.entries_panel.check_view.toPlainText()  # before it is saved
    assert page.entries_panel.save_button.isEnabled()
    qtbot.mouseClick(page.entries_panel.save_button, LEFT)
    assert _inbox(page)[0] == ("1", "Karl Napf", "faulty")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.entries_panel.inbox.setFocus()
    qtbot.keyClick(page.entries_panel.inbox, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _inbox(page)[0] == ("1", "Karl Napf", "ok")

    # A deleted entry comes back (a new row), and goes again, and comes back.
    _select_entry(qtbot, page, 1)
    qtbot.mouseClick(page.entries_panel.delete_button, LEFT)
    assert _inbox(page) == [("1", "Karl Napf", "ok")]
    qtbot.mouseClick(page.undo_button, LEFT)
    assert _inbox(page) == [("1", "Karl Napf", "ok"), ("2", "Eva", "faulty")]
    qtbot.mouseClick(page.redo_button, LEFT)
    qtbot.mouseClick(page.undo_button, LEFT)
    assert _inbox(page) == [("1", "Karl Napf", "ok"), ("2", "Eva", "faulty")]
    # The entry received first, undone and redone, is restored as a new row too.
    _type(qtbot, page.entries_panel.paste_box, OTTO_FIRST)
    qtbot.mouseClick(page.entries_panel.receive_button, LEFT)
    qtbot.mouseClick(page.undo_button, LEFT)
    assert len(_inbox(page)) == 2
    qtbot.mouseClick(page.redo_button, LEFT)
    assert _inbox(page)[2] == ("3", "Otto", "ok")
    assert not dialogs[1:]

    # Evaluate: asked first, in the background, the button off while it runs.
    assert page.undo_stack.count() > 0
    qtbot.mouseClick(page.evaluate_button, LEFT)
    asked = dialogs[-1]
    assert (asked.kind, asked.title) == ("question", "Evaluate tournament 1?")
    assert "final" in asked.text and "3 entries" in asked.text and "Ballesteros" in asked.text
    assert not page.evaluate_button.isEnabled()
    assert page.progress.isVisible()
    qtbot.waitUntil(lambda: page.evaluate_button.isEnabled(), timeout=10_000)
    assert not page.progress.isVisible()
    assert page.undo_stack.count() == 0  # final
    assert page.tournament_label.text() == "Tournament 2"
    assert page.due_label.text() == "13 days left"
    assert "Tournament 1 is evaluated" in page.status.text()

    # A second click: the core says why not.
    qtbot.mouseClick(page.evaluate_button, LEFT)
    assert dialogs[-1].kind == "warning"
    assert "tournament 1 of Ballesteros is already evaluated" in dialogs[-1].text

    # Results, sorted by a header click, and the private notes.
    results = page.results_panel
    assert _tab(qtbot, page.tabs, "Results") is results
    table = results.table
    assert table.headers() == ["Place", "Player", "Lane 1", "Lane 2", "Lane 3", "Lane 4",
                               "Lane 5", "Lane 6", "Total", "Taking", "Points"]
    assert sorted(table.column_texts(1)) == ["Karl Napf", "Otto"]
    _click_header(qtbot, table, 10)  # points, lowest first
    assert table.column_texts(1) == ["Otto", "Karl Napf"]
    _click_header(qtbot, table, 10)  # and highest first
    assert table.column_texts(1) == ["Karl Napf", "Otto"]
    totals = [int(t) for t in table.column_texts(8)]
    assert totals[0] < totals[1]
    assert "Eva:" in results.notes.toPlainText()
    assert "a first entry names its four clubs" in results.notes.toPlainText()
    save_screenshot(window, screenshot_dir / "pbm_league_results.png", SIZE)

    # The ranking list, and the chart of the player selected.
    ranking = page.ranking_panel
    assert _tab(qtbot, page.tabs, "Ranking") is ranking
    assert ranking.table.headers() == ["Place", "Player", "T1", "Ranking points"]
    assert ranking.table.column_texts(0) == ["1", "2", "3"]
    rect = ranking.table.visualRect(ranking.table.proxy.index(1, 1))
    qtbot.mouseClick(ranking.table.viewport(), LEFT, pos=rect.center())
    chosen = ranking.table.column_texts(1)[1]
    assert ranking.player == chosen
    assert len(ranking.chart.points) == 1
    assert ranking.chart.title == f"Ranking points of {chosen}"
    save_screenshot(window, screenshot_dir / "pbm_league_ranking.png", SIZE)

    # The report: the announcement of the open tournament, the evaluated one's report.
    assert _tab(qtbot, page.tabs, "Report") is page.report_box
    assert "announcement" in page.report_view.html.lower()
    page.report_chooser.setCurrentIndex(1)
    assert page.report_view.name == "Ballesteros-tournament-1"
    assert page.report_view.html

    # Tournament 2: a swap of a club Karl does not hold.
    _tab(qtbot, page.tabs, "Entries")
    assert _inbox(page) == []
    _type(qtbot, page.entries_panel.paste_box, KARL_NOT_HELD)
    qtbot.mouseClick(page.entries_panel.receive_button, LEFT)
    assert _inbox(page) == [("1", "Karl Napf", "faulty")]
    assert ("a swap gives up a club you do not hold (your clubs: 112, 79, 5, 2)"
            in page.entries_panel.check_view.toPlainText())


def test_the_deadline_moves_and_moves_back_and_players_leave_rejoin_and_go(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    area = _open_area(window, qtbot)
    later = date.today() + timedelta(days=5)
    page = _new_game(qtbot, area, "Faldo", later)
    assert page.due_label.text() == "5 days left"
    assert "evaluated from its deadline on" in page.evaluate_button.toolTip()

    # Before the deadline the core refuses, and says why.
    qtbot.mouseClick(page.evaluate_button, LEFT)
    assert [d.kind for d in dialogs] == ["warning"]
    assert dialogs[0].text == "no tournament of Faldo has reached its deadline yet"

    edit = page.deadline_edit
    edit.setFocus()
    edit.setDate(QDate(later.year, later.month, later.day).addDays(2))
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert page.due_label.text() == "7 days left"
    assert page.undo_button.toolTip() == "Undo move the deadline (Ctrl+Z)"
    qtbot.mouseClick(page.undo_button, LEFT)
    assert page.due_label.text() == "5 days left"
    assert page.deadline_edit.date() == QDate(later.year, later.month, later.day)

    players = page.players_panel
    for name in ("Ann", "Bob"):
        qtbot.keyClicks(players.name_edit, name)
        qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(players.name_edit, "ann")  # the same player, as entries compare names
    qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)
    assert dialogs[-1].kind == "warning" and "already has a player named Ann" in dialogs[-1].text
    assert page.undo_button.toolTip() == "Undo add player Bob (Ctrl+Z)"  # nothing pushed

    players.select("Ann")
    assert players.leave_button.isEnabled() and not players.rejoin_button.isEnabled()
    qtbot.mouseClick(players.leave_button, LEFT)
    assert players.table.item(0, 2).text() == "left (from tournament 1)"
    assert players.rejoin_button.isEnabled()
    qtbot.mouseClick(page.undo_button, LEFT)
    assert players.table.item(0, 2).text() == "playing"

    players.select("Bob")
    assert players.remove_button.isEnabled()
    qtbot.mouseClick(players.remove_button, LEFT)
    assert [line.name for line in players.lines] == ["Ann"]
    qtbot.mouseClick(page.undo_button, LEFT)
    assert [line.name for line in players.lines] == ["Ann", "Bob"]

    # A player with an entry is not offered Remove; the core refuses it too.
    page.receive_entry("Game: Faldo\nPlayer: Ann\nClubs: 100, 50, 7, 3\n")
    players.select("Ann")
    assert not players.remove_button.isEnabled()
    page._push(__import__("ui.pbm.league.commands", fromlist=["RemovePlayerCommand"])
               .RemovePlayerCommand(page.league, "Faldo", "Ann", "remove Ann", page._report))
    assert "can leave the game, not be removed" in dialogs[-1].text


def test_an_entry_dropped_as_a_file_or_text_is_received(
        window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    area = _open_area(window, qtbot)
    page = _new_game(qtbot, area, "Langer", date.today() + timedelta(days=3))
    page.add_player("Karl Napf")
    _tab(qtbot, page.tabs, "Entries")
    letter = tmp_path / "karl.txt"
    letter.write_text(KARL_FIRST.replace("Ballesteros", "Langer"), encoding="utf-8")
    inbox = page.entries_panel.inbox
    for data in (QMimeData(), QMimeData()):
        if not inbox.topLevelItemCount():
            data.setUrls([QUrl.fromLocalFile(str(letter))])
        else:
            data.setText("Game: Langer\nPlayer: Nobody\nClubs: 1, 2, 3, 4\n")
        drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data, LEFT,
                          Qt.KeyboardModifier.NoModifier)
        inbox.dropEvent(drop)
    assert _inbox(page) == [("1", "Karl Napf", "ok"), ("2", "unknown player", "faulty")]


def test_a_game_is_deleted_after_asking_and_file_close_closes_the_game(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    store = window.store()
    assert store is not None
    league = League(store.engine)
    league.new_game("Woosnam", GameSettings(), deadline=date.today())
    league.new_game("Lyle", GameSettings(), deadline=date.today())
    area = _open_area(window, qtbot)
    assert [area.games.item(r).text() for r in range(area.games.count())] == [
        "Lyle", "Woosnam"]
    assert area.shown_game() == "Lyle"  # the first game comes up with the area
    rect = area.games.visualItemRect(area.games.item(1))
    qtbot.mouseClick(area.games.viewport(), LEFT, pos=rect.center())
    assert area.shown_game() == "Woosnam"
    assert area.delete_button.isEnabled()
    window.close_action.trigger()  # File > Close: the game closes, the area stays
    assert window.stack.currentWidget() is area and area.shown_game() is None
    assert not area.delete_button.isEnabled()
    qtbot.mouseClick(area.games.viewport(), LEFT, pos=rect.center())
    qtbot.mouseClick(area.delete_button, LEFT)
    assert (dialogs[-1].kind, dialogs[-1].title) == ("question", "Delete game?")
    assert "Woosnam" in dialogs[-1].text
    assert [g.name for g in league.games()] == ["Lyle"]
    assert [area.games.item(r).text() for r in range(area.games.count())] == ["Lyle"]
    assert "Woosnam" not in area.pages and area.shown_game() != "Woosnam"
    if area.shown_game() is not None:
        window.close_action.trigger()
    window.close_action.trigger()  # no game shown: the area closes
    assert window.stack.currentWidget() is window.start_page
