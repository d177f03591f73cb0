"""The Help menu: each game's rules (English, or the user's language where a page exists),
the keyboard shortcuts of the page shown, and Report a Problem opening the log folder."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTimer, QTranslator, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import GAMES
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from ui import help as studio_help
from ui import logs
from ui.app import TRANSLATIONS
from ui.carambole.play.seats import Seat
from ui.carambole.play.setup_dialog import SetupDialog
from ui.help import ReportDialog, RulesDialog, ShortcutsDialog, rules_page, ui_language
from ui.main_window import MainWindow
from ui.page_keys import PageKey

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


# ---- the pages read as the players' rules ------------------------------------------------

# Words of the studio's insides: a player's page names none of them, in any language.
IMPLEMENTATION_WORDS = (
    "json", "resource", "ressource", "test", "axial", "coordinate", "coordonnée", "koordinate",
    "module", "engine", "moteur", "registry", "docfile", ".py", ".md", "`", "decision",
    "décision", "entscheidung", "data*", "ui ", "api", "parser", "golfstudio/",
)

# Figures a player needs, per game, as the page in every language writes them.
PLAYER_FIGURES = {
    "ultimate": ("240", "220", "150", "100", "60", "7, 8", "12", "10", "40", "7"),
    "carambole": ("1–6", "16, 20, 25, 30, 33, 36", "3, 4, 5, 6, 7, 8", "| 2 |", "| 3 |"),
    "playnine": ("108", "−5", "−10", "−15", "−20", "−30", "**8**", "**−7**"),
    "dicegolf": ("B1", "B2", "R1", "R2", "W", "+10", "+30", "+50", "10", "195", "300"),
    "golf": ("113", "54", "100 %", "95 %", "85 %"),
    "pbm": ("1d3", "2d4", "350", "99", "10000", "263", "2920"),
}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("game_id", sorted(PLAYER_FIGURES))
def test_the_rules_pages_speak_to_players(game_id: str, language: str) -> None:
    page = rules_page(game_id, language)
    assert page is not None and page.parent.name == language
    text = page.read_text(encoding="utf-8").replace("\u00a0", " ")  # French "100 %"
    lowered = text.lower()
    found = [word for word in IMPLEMENTATION_WORDS
             if re.search(rf"(?<![a-zà-ÿ]){re.escape(word)}", lowered)]
    assert found == [], (game_id, language, found)
    missing = [figure for figure in PLAYER_FIGURES[game_id] if figure not in text]
    assert missing == [], (game_id, language, missing)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_ultimate_golfs_page_has_the_clubs_and_the_putting_bands(language: str) -> None:
    page = rules_page("ultimate", language)
    assert page is not None
    text = page.read_text(encoding="utf-8")
    # The club distances table: every club's maximum, one row each.
    for maximum in ("240", "220", "210", "200", "190", "180", "170", "160", "150", "140",
                    "120", "100", "60"):
        assert re.search(rf"\|\s*{maximum}\s*\|", text), (language, maximum)
    # One set of holing sums for every green, per band: 7, 8 / 7 / 12 / 12.
    bands = re.search(r"\|[^|\n]*\|\s*7, 8\s*\|\s*7\s*\|\s*12\s*\|\s*12\s*\|", text)
    assert bands is not None, language
    assert "par 3" not in text.split("## ")[5].lower()  # no separate par-3 putting row


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_rules_page_on_screen(language: str, qtbot: QtBot, screenshot_dir: Path) -> None:
    page = rules_page("ultimate", language)
    assert page is not None
    dialog = RulesDialog("ultimate", page)
    qtbot.addWidget(dialog)
    dialog.resize(1280, 800)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = dialog.browser.toPlainText()
    assert "240" in shown and "7, 8" in shown
    assert dialog.browser.horizontalScrollBar().maximum() == 0  # nothing cut on the right
    save_screenshot(dialog, screenshot_dir / f"help_rules_ultimate_{language}.png",
                    size=(1280, 800))
    # Down to the putting table (the second "7, 8": the first is "the middle rolls (6, 7, 8)").
    assert dialog.browser.find("7, 8") and dialog.browser.find("7, 8")
    dialog.browser.ensureCursorVisible()
    save_screenshot(dialog, screenshot_dir / f"help_rules_ultimate_putting_{language}.png",
                    size=(1280, 800))
    dialog.close()


# ---- the shortcuts of the page in front --------------------------------------------------

def test_page_keys_show_a_run_of_digits_as_a_range() -> None:
    key = PageKey("Choose a direction", tuple(str(n) for n in range(1, 7)))
    assert key.shown_keys() == "1–6"
    assert PageKey("Turn", ("Left", "Right")).shown_keys() == "Left, Right"
    assert PageKey("Two", ("1", "2", "R")).shown_keys() == "1, 2, R"
    assert PageKey("Some", ("1", "2", "3", "5", "Esc")).shown_keys() == "1–3, 5, Esc"


def _start_carambole_game(window: MainWindow, qtbot: QtBot) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        dialog.set_player(0, seat=Seat.HUMAN)
        dialog.start_button.click()

    qtbot.mouseClick(window.start_page.tiles["carambole.play"], Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, answer)
    assert window.area("carambole.play").new_game()  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_the_shortcuts_list_the_keys_of_the_game_in_front(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall],
        screenshot_dir: Path) -> None:
    window.help_entries.shortcuts_action.trigger()
    start = window.help_entries.shortcuts_dialog
    assert start is not None and start.keys_of("Choose a direction") == []
    start.close()

    _start_carambole_game(window, qtbot)
    window.help_entries.shortcuts_action.trigger()
    dialog = window.help_entries.shortcuts_dialog
    assert isinstance(dialog, ShortcutsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.keys_of("Choose a direction") == ["1–6"]
    assert dialog.keys_of("Turn to the next direction") == ["Left, Right"]
    assert dialog.keys_of("Open…")[0].startswith("Ctrl+O")  # the menus' keys stay
    # Another game's keys are not this page's.
    assert dialog.keys_of("Turn the aim") == [] and dialog.keys_of("Draw a card") == []
    dialog.resize(1280, 800)
    dialog.table.scrollToBottom()
    save_screenshot(dialog, screenshot_dir / "help_shortcuts_carambole_play.png",
                    size=(1280, 800))
    dialog.close()


def test_the_editors_view_keys_are_listed_with_its_tools(window: MainWindow,
                                                         qtbot: QtBot) -> None:
    window.show_area(COURSES)
    window.area(COURSES).new_course()  # type: ignore[attr-defined]
    QApplication.processEvents()
    window.help_entries.shortcuts_action.trigger()
    dialog = window.help_entries.shortcuts_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.keys_of("Hold and drag to pan the view") == ["Space"]
    dialog.close()


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_shortcuts_on_screen(language: str, make_window: Callable[[], MainWindow],
                                 qtbot: QtBot, qapp: QApplication,
                                 screenshot_dir: Path) -> None:
    # The studio's catalogue and Qt's own (the Close button), installed before the window is
    # made, as ui.app.install_translators does at start.
    translators = []
    for name, folder, object_name in (
            (f"golfstudio_{language}.qm", TRANSLATIONS, studio_help.LANGUAGE_TRANSLATOR),
            (f"qtbase_{language}.qm",
             Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), "qtbase")):
        translator = QTranslator(qapp)
        translator.setObjectName(object_name)
        if translator.load(str(folder / name)):
            qapp.installTranslator(translator)
            translators.append(translator)
    assert translators or language == "en"
    try:
        window = make_window()
        window.resize(1200, 800)
        with qtbot.waitExposed(window):
            window.show()
        window.show_area(COURSES)
        window.area(COURSES).new_course()  # type: ignore[attr-defined]
        QApplication.processEvents()
        dialog = window.help_entries.show_shortcuts()
        dialog.resize(1280, 800)
        qtbot.waitExposed(dialog)
        assert dialog.table.rowCount() > 10
        dialog.table.scrollToBottom()  # the page's own keys come after the menus'
        save_screenshot(dialog, screenshot_dir / f"help_shortcuts_{language}.png",
                        size=(1280, 800))
        dialog.close()
        window.close()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
            translator.deleteLater()


# ---- Report a Problem without a file manager ---------------------------------------------

def test_report_a_problem_without_a_launcher_shows_the_path_to_copy(
        window: MainWindow, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        dialogs: list[DialogCall], screenshot_dir: Path) -> None:
    tried: list[QUrl] = []
    # No desktop launcher here: the platform's openUrl says it could not open the folder.
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        lambda url: bool(tried.append(url)) and False)
    folder = tmp_path / "logs"
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(folder))
    QGuiApplication.clipboard().clear()
    window.help_entries.report_action.trigger()
    assert [url.toLocalFile() for url in tried] == [str(folder)]
    assert dialogs == []  # no message claiming the folder is open
    report = window.help_entries.report_dialog
    assert isinstance(report, ReportDialog)
    qtbot.waitExposed(report)
    assert report.path_field.text() == str(folder) and report.path_field.isReadOnly()
    shown = " ".join(label.text() for label in report.findChildren(QLabel))
    assert "is open" not in shown and "golfstudio.log" in shown
    qtbot.mouseClick(report.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == str(folder)
    assert report.copy_button.text() == "Copied"
    save_screenshot(report, screenshot_dir / "help_report_no_launcher.png",
                    size=(report.width(), report.height()))
    report.close()
