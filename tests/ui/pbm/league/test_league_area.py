"""The PBM Golf League area from the main window, driven through its widgets: a game made
with the New game dialog, players added, entries pasted and checked, undo and redo, the
evaluation in the background (asked first, refused a second time), results and the ranking
list sorted by a header click, the notes, the report and a player's chart."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QDate,
    QLibraryInfo,
    QLocale,
    QMimeData,
    QPoint,
    QPointF,
    Qt,
    QTimer,
    QTranslator,
    QUrl,
)
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.pbm.league import League
from golfstudio.pbm.settings import GameSettings
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from tests.ui.test_translatable import qt_tool
from ui.main_window import MainWindow
from ui.pbm.league.area import PbmLeagueArea
from ui.pbm.league.game_page import GamePage
from ui.pbm.league.sortable_table import SortableTable

LEFT = Qt.MouseButton.LeftButton
AREA = "pbm.league"
SIZE = (1280, 800)
ROOT = Path(__file__).resolve().parents[4]
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


@dataclass
class Answered:
    """What the evaluation's question showed, and the button clicked to answer it."""

    title: str = ""
    text: str = ""
    buttons: list[str] = field(default_factory=list)


def _answer(qtbot: QtBot, button: str | int, shot: Path | None = None) -> Answered:
    """Answer the next modal message box (``exec``) by clicking its button ``button`` (its
    text, or its place from the left) with the mouse, once it is up; what it showed is
    recorded, and saved as a screenshot at ``shot``."""
    seen = Answered()

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, click)
            return
        seen.title, seen.text = box.windowTitle(), box.text()
        buttons = sorted(box.buttons(), key=lambda b: b.mapToGlobal(QPoint(0, 0)).x())
        seen.buttons = [b.text() for b in buttons]
        if shot is not None:
            save_screenshot(box, shot, (box.width(), box.height()))
        (chosen,) = ([buttons[button]] if isinstance(button, int)
                     else [b for b in buttons if b.text() == button])
        qtbot.mouseClick(chosen, LEFT)

    QTimer.singleShot(0, click)
    return seen


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
    # Tournament 1's example is a first entry: four clubs, no swap.
    assert page.entries_panel.paste_box.placeholderText() == (
        "Game: Ballesteros\nPlayer: Karl Napf\nNew clubs: 112 - 79 - 5 - 2")
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

    # Evaluate: asked first (how many entries are faulty), in the background, the button off
    # while it runs; then the Report tab shows the tournament's report.
    assert page.undo_stack.count() > 0
    assert page.evaluate_button.text() == "Evaluate tournament 1…"
    asked = _answer(qtbot, "Evaluate")
    qtbot.mouseClick(page.evaluate_button, LEFT)
    assert asked.title == "Evaluate tournament 1?"
    assert asked.buttons == ["Evaluate", "Cancel"]
    assert "final" in asked.text and "3 entries" in asked.text and "Ballesteros" in asked.text
    assert "1 of 3 entries" in asked.text and "faulty" in asked.text
    assert "1 of them" in asked.text and "as absent" in asked.text  # Eva's first entry
    assert "closes now" not in asked.text
    assert not page.evaluate_button.isEnabled()
    assert page.progress.isVisible()
    qtbot.waitUntil(lambda: not page.runner.is_running(), timeout=10_000)
    assert not page.progress.isVisible()
    assert page.undo_stack.count() == 0  # final
    assert page.tournament_label.text() == "Tournament 2"
    assert page.due_label.text() == "13 days left"
    assert "Tournament 1 is evaluated" in page.status.text()
    assert page.tabs.currentWidget() is page.report_box
    assert page.report_view.name == "Ballesteros-tournament-1" and page.report_view.html

    # Tournament 2 is not due: the button offers to close it early, and Cancel keeps it open.
    assert page.evaluate_button.isEnabled()
    assert page.evaluate_button.text() == "Evaluate now (closes the tournament early)…"
    asked = _answer(qtbot, "Cancel")
    qtbot.mouseClick(page.evaluate_button, LEFT)
    assert asked.title == "Close tournament 2 early?"
    assert asked.buttons == ["Evaluate now", "Cancel"]
    assert "closes now" in asked.text and "will not count" in asked.text
    assert not page.runner.is_running()
    assert page.tournament_label.text() == "Tournament 2"
    assert not dialogs[1:]

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
    page.report_chooser.setCurrentIndex(0)
    assert "announcement" in page.report_view.html.lower()
    page.report_chooser.setCurrentIndex(1)
    assert page.report_view.name == "Ballesteros-tournament-1"
    assert page.report_view.html

    # Tournament 2: a swap of a club Karl does not hold; the example is a swap now.
    _tab(qtbot, page.tabs, "Entries")
    assert _inbox(page) == []
    assert "2 swaps: 197 -> 112" in page.entries_panel.paste_box.placeholderText()
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
    assert "evaluating it now closes it early" in page.evaluate_button.toolTip()

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


@pytest.fixture(params=["en", "fr", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication,
             tmp_path: Path) -> Iterator[str]:
    """The studio in English, or in French or German from the catalogue as it is now
    (compiled, with Qt's own), as the language setting installs it at start."""
    code: str = request.param
    if code == "en":
        yield code
        return
    ts = ROOT / "resources" / "translations" / f"golfstudio_{code}.ts"
    compiled = tmp_path / f"golfstudio_{code}.qm"
    subprocess.run([str(qt_tool("pyside6-lrelease")), "-silent", str(ts), "-qm",
                    str(compiled)], check=True, timeout=120)
    locale = QLocale(code)
    ours, qt_own = QTranslator(), QTranslator()
    installed = [translator for translator, loaded in (
        (qt_own, qt_own.load(locale, "qtbase", "_",
                             QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))),
        (ours, ours.load(str(compiled)))) if loaded]
    before = QLocale()
    for translator in installed:
        QApplication.installTranslator(translator)
    QLocale.setDefault(locale)
    try:
        yield code
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)
        QLocale.setDefault(before)


def test_a_tournament_closes_early_after_asking_and_its_report_opens(
        language: str, big_window: MainWindow, qtbot: QtBot,
        dialogs: list[DialogCall], screenshot_dir: Path) -> None:
    """Before the deadline the button offers to close the tournament early; the question says
    so, and how many entries are faulty and what that makes of them; Evaluate now evaluates
    it, the deadline becomes today, and the Report tab shows its report. A faulty first
    entry's note says the player counts as absent and must send four clubs."""
    window = big_window  # made after the language is installed (the fixtures' order)
    area = _open_area(window, qtbot)
    page = _new_game(qtbot, area, "Faldo", date.today() + timedelta(days=5))
    english = language == "en"
    if english:
        assert page.evaluate_button.text() == "Evaluate now (closes the tournament early)…"
    for name in ("Ann", "Bob"):
        qtbot.keyClicks(page.players_panel.name_edit, name)
        qtbot.keyClick(page.players_panel.name_edit, Qt.Key.Key_Return)
    page.tabs.setCurrentWidget(page.entries_panel)
    for text in ("Game: Faldo\nPlayer: Ann\nNew clubs: 100 - 50 - 7 - 3",
                 "Game: Faldo\nPlayer: Bob\n1 swap: 7 -> 9",  # a faulty first entry
                 "Game: Faldo\nPlayer: Zed\nNew clubs: 1 - 2 - 3 - 4"):  # no such player
        _type(qtbot, page.entries_panel.paste_box, text)
        qtbot.mouseClick(page.entries_panel.receive_button, LEFT)
    assert [check.faulty for check in page.entries_panel.checks.values()] == [
        False, True, True]
    _select_entry(qtbot, page, 1)
    check = page.entries_panel.check_view.toPlainText()
    if english:
        assert "the player holds no clubs yet, so they count as absent" in check
        assert "send an entry that names your four clubs" in check
    save_screenshot(window, screenshot_dir / f"pbm_early_entries_{language}.png", SIZE)

    shot = screenshot_dir / f"pbm_early_question_{language}.png"
    asked = _answer(qtbot, 0, shot)  # Evaluate now
    qtbot.mouseClick(page.evaluate_button, LEFT)
    assert len(asked.buttons) == 2
    assert "Faldo" in asked.text
    if english:
        assert asked.title == "Close tournament 1 early?"
        assert asked.buttons == ["Evaluate now", "Cancel"]
        assert "closes now, before its deadline" in asked.text
        assert "will not count" in asked.text and "3 entries received" in asked.text
        assert "2 of 3 entries" in asked.text  # Bob's and Zed's
        assert "as absent" in asked.text and "no player of the game" in asked.text
    qtbot.waitUntil(lambda: not page.runner.is_running(), timeout=10_000)
    assert not dialogs
    league = page.league
    first = league.tournaments("Faldo")[0]
    assert first.evaluated is not None and first.deadline == date.today()
    assert page.open is not None and page.open.number == 2
    assert page.tabs.currentWidget() is page.report_box
    assert page.report_chooser.currentData() == (1, 1)  # the report of tournament 1
    assert page.report_view.name == "Faldo-tournament-1" and "Ann" in page.report_view.html
    notes = league.notes("Faldo", 1)
    assert list(notes) == ["Bob"]
    if english:
        assert "closed early" in page.status.text()
        assert page.due_label.text() == "14 days left"
        assert "you count as absent in this tournament" in notes["Bob"]
    save_screenshot(window, screenshot_dir / f"pbm_early_report_{language}.png", SIZE)


def test_evaluate_is_off_while_no_tournament_is_open(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall]) -> None:
    """A game made without a deadline (``pbm new-game`` with none) has nothing to evaluate:
    the button is off and says why, instead of offering what the core then refuses."""
    store = window.store()
    assert store is not None
    league = League(store.engine)
    league.new_game("Norman", GameSettings())
    area = _open_area(window, qtbot)
    page = area.pages["Norman"]
    assert page.tournament_label.text() == "No tournament is open"
    assert not page.evaluate_button.isEnabled()
    assert page.evaluate_button.toolTip() == "There is no open tournament to evaluate"
    league.open_tournament("Norman", date.today() + timedelta(days=3))
    page.refresh()
    assert page.evaluate_button.isEnabled()
    assert page.evaluate_button.text() == "Evaluate now (closes the tournament early)…"
    assert not dialogs


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
