"""The Help menu: each game's rules (English, or the user's language where a page exists),
the keyboard shortcuts of the page shown, and Report a Problem opening the log folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import GAMES
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from ui import help as studio_help
from ui import logs
from ui.help import RulesDialog, ShortcutsDialog, rules_page, ui_language
from ui.main_window import MainWindow

COURSES = "carambole.editor"


@pytest.fixture
def opened_urls(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    urls: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        lambda url: bool(urls.append(url)) or True)
    return urls


@pytest.fixture
def french_default() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale("fr_FR"))
    try:
        yield
    finally:
        QLocale.setDefault(before)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_game_has_a_rules_page_in_each_language(language: str) -> None:
    for info in GAMES:
        page = rules_page(info.id, language)
        assert page is not None and page.parent.name == language, info.id
        text = page.read_text(encoding="utf-8")
        assert text.startswith("# ")
        english = rules_page(info.id, "en")
        assert english is not None  # the same outline: as many headings as the English page
        assert [line.count("#") for line in text.splitlines() if line.startswith("#")] == [
            line.count("#") for line in english.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")], (info.id, language)


def test_a_page_in_the_users_language_wins_else_english(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, french_default: None) -> None:
    assert ui_language() == "fr"
    french = rules_page("carambole")
    assert french is not None and french.parent.name == "fr"
    for folder in ("en", "fr"):
        (tmp_path / folder).mkdir()
    (tmp_path / "en" / "carambole.md").write_text("# Rules\n", encoding="utf-8")
    (tmp_path / "fr" / "carambole.md").write_text("# Règles\n", encoding="utf-8")
    monkeypatch.setattr(studio_help, "HELP", tmp_path)
    assert rules_page("carambole") == tmp_path / "fr" / "carambole.md"
    assert rules_page("carambole", "de") == tmp_path / "en" / "carambole.md"
    assert rules_page("dicegolf") is None


def test_the_help_menu_opens_a_games_rules(window: MainWindow, qtbot: QtBot,
                                           screenshot_dir: Path) -> None:
    entries = window.help_entries
    titles = [action.text() for action in entries.rules_actions.values()]
    assert titles == [f"Rules of {info.title}" for info in GAMES]
    assert all(action in window.help_menu.actions() for action in entries.rules_actions.values())
    entries.rules_actions["carambole"].trigger()
    dialog = entries.rules_dialogs["carambole"]
    assert isinstance(dialog, RulesDialog)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.windowTitle() == "Rules of Mini Golf Carambole"
    assert dialog.first_heading() == "Mini Golf Carambole — rules"
    assert "The board" in dialog.browser.toPlainText()
    save_screenshot(dialog, screenshot_dir / "help_rules.png", size=(760, 680))
    entries.rules_actions["carambole"].trigger()  # again: the same window comes forward
    assert entries.rules_dialogs["carambole"] is dialog
    dialog.close()


def test_the_shortcuts_dialog_lists_the_editors_undo(window: MainWindow, qtbot: QtBot,
                                                     screenshot_dir: Path) -> None:
    window.show_area(COURSES)
    window.area(COURSES).new_course()  # type: ignore[attr-defined]
    QApplication.processEvents()
    window.help_entries.shortcuts_action.trigger()
    dialog = window.help_entries.shortcuts_dialog
    assert isinstance(dialog, ShortcutsDialog)
    qtbot.waitExposed(dialog)
    undo = QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.NativeText)
    assert undo == "Ctrl+Z"
    assert any(undo in keys for keys in dialog.keys_of("Undo"))
    assert dialog.keys_of("Open…")[0].startswith("Ctrl+O")
    save_screenshot(dialog, screenshot_dir / "help_shortcuts.png", size=(620, 560))
    dialog.close()

    # On the start page the editor's actions are hidden: its Undo is not listed.
    window.show_start_page()
    window.help_entries.shortcuts_action.trigger()
    start = window.help_entries.shortcuts_dialog
    assert start is not None and start is not dialog
    assert start.keys_of("Undo") == []
    assert start.keys_of("Open…")[0].startswith("Ctrl+O")
    start.close()


def test_report_a_problem_opens_the_log_folder(window: MainWindow, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               opened_urls: list[QUrl],
                                               dialogs: list[DialogCall]) -> None:
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path / "logs"))
    window.help_entries.report_action.trigger()
    assert [url.toLocalFile() for url in opened_urls] == [str(tmp_path / "logs")]
    assert (tmp_path / "logs").is_dir()  # made, so the file manager has something to show
    (call,) = dialogs
    assert call.kind == "information" and call.title == "Report a Problem"
    assert "golfstudio.log" in call.text and str(tmp_path / "logs") in call.text
