"""The studio in French and German: the language setting, and every text a user can see.

The walk builds the main window under a catalogue, goes through the start page, every
area, the menus and every dialog that opens without a file, and collects what a user reads
(labels, buttons, menu entries, tab and window titles, headers, group boxes, placeholders).
A text that is the English source of a message the language has not translated yet is an
untranslated string: the test lists them. It reads the missing ones from the catalogue, so
it passes once every message is translated (``python3 -m tools.translations merge``), and
it checks that it saw a few hundred texts, so it cannot pass by seeing nothing.
"""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, QModelIndex, QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTableView,
    QTextEdit,
    QTreeView,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import game_ids, game_info
from tests.ui.conftest import DialogCall, FakeOpenDialog
from tests.ui.screenshot import save_screenshot
from tests.ui.test_translatable import PROPER_NAMES, has_words, qt_tool
from ui.about import APP_NAME
from ui.language import (
    SETTINGS_KEY,
    SYSTEM,
    chosen_language,
    language_names,
    locale_for,
)
from ui.main_window import SAMPLE_ROUND, MainWindow
from ui.tour import playable_games

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
SIZE = (1280, 800)
EXEMPT = (PROPER_NAMES | language_names() | {game_info(game).title for game in game_ids()}
          | {APP_NAME, "Ballesteros", "Game night"})
"""Proper names read the same in every language (the games' titles; ``Ballesteros``: the
example game name), and
file names (the sample round ``game-night.json`` is titled by its name, "Game night")."""


# --- the language setting -----------------------------------------------------------------

def test_the_language_menu_offers_each_language_by_its_own_name(
        make_window: Callable[[], MainWindow], dialogs: list[DialogCall]) -> None:
    window = make_window()
    menu = window.language_menu
    assert menu in [action.menu() for action in window.settings_menu.actions()]
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert texts == ["System Default", "English", "Français", "Deutsch"]
    assert menu.group.isExclusive()
    assert all(action.isCheckable() for action in menu.group.actions())
    assert menu.actions_by_code[SYSTEM].isChecked()  # nothing chosen yet

    menu.actions_by_code["fr"].trigger()
    assert chosen_language(window.settings) == "fr"
    assert window.settings.value(SETTINGS_KEY) == "fr"
    assert [(d.kind, d.title) for d in dialogs] == [("information", "Language")]
    assert "Français" in dialogs[0].text and "next time it starts" in dialogs[0].text
    menu.actions_by_code["fr"].trigger()  # the same choice again: nothing to say
    assert len(dialogs) == 1

    again = make_window()  # the next start shows the choice
    assert again.language_menu.actions_by_code["fr"].isChecked()
    again.language_menu.actions_by_code[SYSTEM].trigger()
    assert window.settings.value(SETTINGS_KEY) is None
    assert "system's language" in dialogs[-1].text


def test_a_choice_keeps_the_system_formats_when_it_speaks_that_language() -> None:
    swiss = QLocale("de_CH")
    assert locale_for("de", swiss).name() == "de_CH"
    assert locale_for("fr", swiss).name() == "fr_FR"
    assert locale_for("en", swiss).name() == "en_US"
    assert locale_for(SYSTEM, swiss).name() == "de_CH"
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, "xx")  # an old or hand-edited value: the system's
    assert chosen_language(settings) == SYSTEM


STARTUP = """
import sys
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication
from ui.app import LANGUAGE, QT_LANGUAGE, create_app
QCoreApplication.setOrganizationName("GolfStudio")
QCoreApplication.setApplicationName("GolfStudio")
QSettings().setValue("interface/language", sys.argv[1])
app = create_app([])
print(QLocale().name(), QLocale().toString(1234.5, "f", 1),
      app.findChild(QTranslator, LANGUAGE) is not None,
      app.findChild(QTranslator, QT_LANGUAGE) is not None)
"""


@pytest.mark.parametrize(("choice", "expected"), [
    ("fr", "fr_FR 1\u202f234,5 True True"),
    ("de", "de_DE 1.234,5 True True"),
    ("en", "en_US 1,234.5 False False"),
])
def test_the_chosen_language_applies_at_start(tmp_path: Path, choice: str,
                                              expected: str) -> None:
    """A fresh process (install_translators runs once per application): the saved choice
    picks the catalogues and QLocale's default, so numbers and dates follow it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    run = subprocess.run([sys.executable, "-c", STARTUP, choice], capture_output=True,
                         text=True, cwd=ROOT, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == expected


# --- the catalogues -------------------------------------------------------------------------

@dataclass(frozen=True)
class Catalogue:
    """What a language's ``.ts`` says: sources it translates and sources it does not."""

    missing: frozenset[str]
    translations: frozenset[str]
    patterns: tuple[tuple[re.Pattern[str], str], ...]
    """English sources with placeholders, as patterns a filled-in text matches."""
    translated: frozenset[str] = frozenset()
    """Sources the catalogue translates into other words: shown as they are, they went
    around the translation (a context that does not match, a literal passed through a helper
    the extraction cannot see, a core text the UI shows without its ``tr``)."""
    filled: tuple[re.Pattern[str], ...] = ()
    """Translations with placeholders, as patterns: a French text that holds English data
    ("Colonnes : date, place, …") is still a translation."""


def _pattern(source: str) -> re.Pattern[str] | None:
    """``"Lane {n}"`` -> ``Lane [^·—]{1,80}``: the shapes a filled-in English text takes.

    A value is a name or a number, not a paragraph, and stops at the separators the studio
    puts between values (``·``, ``—``), so
    ``"Stroke {n}"`` does not claim "Stroke limit 10 · best start …", and a source needs a
    word of four letters or more besides its placeholders (``"T{place}"``, a tie mark,
    would claim every text that starts with a T; ``"min {strokes}"`` the rulebook's card
    "min −2")."""
    parts = re.split(r"(\{[^{}]*\}|%n|%L?\d{1,2})", source)
    literal = "".join(parts[::2])
    if len(parts) == 1 or not has_words(literal) or not re.search(r"[^\W\d_]{4}", literal):
        return None
    return re.compile("".join(re.escape(part) if i % 2 == 0 else "[^·—]{1,80}?"
                              for i, part in enumerate(parts)), re.DOTALL)


def read_catalogue(ts: Path) -> Catalogue:
    missing: set[str] = set()
    translations: set[str] = set()
    translated: set[str] = set()
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = ([] if translation is None else
                 [form.text or "" for form in translation.iter("numerusform")]
                 or [translation.text or ""])
        if translation is None or translation.get("type") or not all(forms):
            missing.add(source)
            if message.get("numerus") == "yes":  # English shows its own forms
                missing.update(source.replace("(s)", suffix) for suffix in ("", "s"))
        else:
            translations.update(forms)
            if source not in forms:
                translated.add(source)
    translated -= translations  # "Par" is a source and the German of another message
    patterns = tuple((pattern, source) for source in sorted(missing | translated)
                     if (pattern := _pattern(source)) is not None)
    filled = tuple(pattern for text in sorted(translations)
                   if (pattern := _pattern(text)) is not None)
    return Catalogue(frozenset(missing), frozenset(translations), patterns,
                     frozenset(translated), filled)


@pytest.fixture(params=["fr", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication,
             tmp_path: Path) -> Iterator[tuple[str, Catalogue]]:
    """The language's catalogue (its ``.ts`` as it is now, compiled) and Qt's own installed,
    and QLocale's default set to it, as install_translators does at start."""
    from PySide6.QtCore import QTranslator

    code: str = request.param
    ts = TRANSLATIONS / f"golfstudio_{code}.ts"
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
        yield code, read_catalogue(ts)
    finally:
        for translator in installed:
            QApplication.removeTranslator(translator)
        QLocale.setDefault(before)


# --- collecting what a user reads -----------------------------------------------------------

def _pieces(text: str) -> Iterator[str]:
    """A text as a user reads it: rich text split at its tags, entities decoded."""
    if "<" in text and re.search(r"<[a-zA-Z/][^<>]*>", text):
        for piece in re.split(r"<[^<>]*>", text):
            piece = html.unescape(piece).strip()
            if piece:
                yield piece
    elif text.strip():
        yield text


def _menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield action.text()
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu_texts(sub)


def _view_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    display = Qt.ItemDataRole.DisplayRole
    root = QModelIndex()
    headers: list[tuple[QHeaderView, Qt.Orientation, int]] = []
    if isinstance(view, QTableView):
        headers += [(view.horizontalHeader(), Qt.Orientation.Horizontal, model.columnCount(root)),
                    (view.verticalHeader(), Qt.Orientation.Vertical,
                     min(model.rowCount(root), 50))]
    elif isinstance(view, QTreeView):
        headers.append((view.header(), Qt.Orientation.Horizontal, model.columnCount(root)))
    for header, orientation, count in headers:
        if not header.isVisibleTo(view):
            continue
        for section in range(count):
            value = model.headerData(section, orientation, display)
            if isinstance(value, str):
                yield value
    if isinstance(view, QListWidget):
        yield from (view.item(row).text() for row in range(view.count())
                    if not view.item(row).isHidden())
    if isinstance(view, QTreeWidget):
        item = view.headerItem()
        yield from (item.text(column) for column in range(item.columnCount()))


def _own_texts(widget: QWidget) -> Iterator[str]:
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QTabBar):
        yield from (widget.tabText(i) for i in range(widget.count()))
    elif isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit):
        yield widget.placeholderText()
        if isinstance(widget, QTextEdit) and widget.isReadOnly():  # a report, a preview
            yield from widget.toPlainText().splitlines()
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    if isinstance(widget, QAbstractItemView):
        yield from _view_texts(widget)
    if widget.isWindow():
        yield widget.windowTitle()


def _where(widget: QWidget) -> str:
    """``QLabel in RoundResultsPage > ResultsPanel``: enough to find a text's code."""
    chain = []
    parent = widget.parentWidget()
    while parent is not None and len(chain) < 3:
        if type(parent).__module__.startswith("ui."):
            chain.append(type(parent).__name__)
        parent = parent.parentWidget()
    return f"{type(widget).__name__} in {' > '.join(reversed(chain)) or 'a window'}"


def widget_texts(root: QWidget) -> Iterator[tuple[str, QWidget]]:
    """Every text a user reads in ``root`` as it is shown now (hidden pages excluded), with
    the widget that shows it."""
    yield root.windowTitle(), root
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        for text in _own_texts(widget):
            if not (widget is root and widget.isWindow() and text == root.windowTitle()):
                yield text, widget


@dataclass
class Walk:
    texts: set[str]
    where: dict[str, str] = field(default_factory=dict)
    """Where each text was first seen, for the failure message."""
    documents: set[str] = field(default_factory=set)
    """Lines of a document written in the language (a help page, a report): free prose, so
    a catalogue's "Place {name}" must not claim a sentence that starts with "Place"."""

    def add(self, texts: Iterator[str] | list[str], where: str = "a dialog") -> None:
        for text in texts:
            for piece in _pieces(text):
                self.texts.add(piece)
                self.where.setdefault(piece, where)

    def widget(self, root: QWidget) -> None:
        QApplication.processEvents()
        for text, widget in widget_texts(root):
            self.add([text], _where(widget))
            if isinstance(widget, QTextEdit) and widget.isReadOnly():
                self.documents.update(_pieces(text))

    def window(self, window: MainWindow) -> None:
        self.widget(window)
        for action in window.menuBar().actions():
            menu = action.menu()
            if action.isVisible() and isinstance(menu, QMenu):
                self.add(_menu_texts(menu), "the menus")

    def tabs(self, root: QWidget, seen_in: QWidget, collect: Callable[[], None]) -> None:
        """Each tab of each tab bar shown, one after the other, collected by ``collect``."""
        for bar in root.findChildren(QTabBar):
            if not bar.isVisibleTo(seen_in):
                continue
            for index in range(bar.count()):
                if bar.isTabEnabled(index):
                    bar.setCurrentIndex(index)
                    collect()

    def dialog(self, dialog: QDialog) -> None:
        dialog.show()
        self.widget(dialog)
        self.tabs(dialog, dialog, lambda: self.widget(dialog))
        dialog.reject()
        dialog.deleteLater()


def walk_a_game(walk: Walk, window: MainWindow, game: str, shots: dict[str, Path]) -> None:
    """The game's set-up dialog (walked, then accepted with its defaults: you against an AI)
    and the table it starts, whose side panel must fit its column in the language."""
    from golfstudio.engine.registry import Offer
    from ui.games import area_key
    from ui.play_kit.area import PlayArea

    seen: list[str] = []

    def set_up() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            walk.widget(modal)
            seen.append(modal.windowTitle())
            save_screenshot(modal, shots["start"].with_name(
                shots["start"].name.replace("start", f"{game}_setup")),
                (modal.width(), modal.height()))
            modal.accept()
        else:
            QTimer.singleShot(20, set_up)

    QTimer.singleShot(20, set_up)
    area = window.area(area_key(game, Offer.PLAY))
    assert isinstance(area, PlayArea)
    assert area.new_game(), f"{game}: the set-up did not start a game"
    assert seen, f"{game}: no set-up dialog"
    QApplication.processEvents()
    walk.window(window)
    panel = next(widget for widget in area.findChildren(QWidget)
                 if widget.objectName() == "playPanel" and widget.isVisible())
    column = panel.parentWidget()
    assert column is not None
    assert panel.minimumSizeHint().width() <= column.width(), (
        f"{game}'s side panel needs {panel.minimumSizeHint().width()} px, its column has "
        f"{column.width()}: a row of the language's words is too wide")
    save_screenshot(window, shots["start"].with_name(
        shots["start"].name.replace("start", f"{game}_play")), SIZE)


def walk_a_night(walk: Walk, window: MainWindow, shots: dict[str, Path]) -> None:
    """A night with money on it, half scored: its grid, standings and settlement, and the
    Edit night dialog."""
    from golfstudio.gamenight.courses import install_bundled
    from golfstudio.scoring.stakes import Stakes
    from golfstudio.store import Format, PlayedFormat

    store = window.store()
    assert store is not None
    course = next(c for c in install_bundled(store) if c.game == "ultimate")
    ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cat", "Dan")]
    night = store.add_night(date(2024, 3, 7), course.id or 0, ids, place="The Crown", formats=(
        PlayedFormat(Format.STROKE),
        PlayedFormat(Format.BESTBALL_NASSAU, stakes=Stakes(front=500, back=500, overall=1000,
                                                            press=250)),
        PlayedFormat(Format.SKINS, stakes=Stakes(buy_in=500)),
        PlayedFormat(Format.WOLF, stakes=Stakes(point=100))))
    night_id = night.id or 0
    store.add_team(night_id, "Reds", ids[:2])
    store.add_team(night_id, "Blues", ids[2:])
    (played,) = store.rounds(night_id)
    for hole in range(1, 10):
        for k, player in enumerate(ids):
            store.record_score(played.id or 0, player, hole, 3 + (hole + k) % 3)
    from ui.areas import Area

    area = window.game_night
    window.show_area(Area.GAME_NIGHT)
    assert area.open_night(night_id)
    assert window.current_area() is area
    page = area.night_page
    assert page is not None
    walk.window(window)
    walk.tabs(page, window, lambda: walk.window(window))
    save_screenshot(window, shots["start"].with_name(
        shots["start"].name.replace("start", "night")), SIZE)
    dialog = page.edit_night()
    QApplication.processEvents()
    save_screenshot(dialog, shots["start"].with_name(
        shots["start"].name.replace("start", "edit_night")), (dialog.width(), dialog.height()))
    walk.dialog(dialog)


def walk_an_evaluated_league_game(walk: Walk, window: MainWindow,
                                  shots: dict[str, Path]) -> None:
    """A PBM Golf game with a tournament evaluated (one good entry, one faulty): its results,
    private notes, ranking and the report (the core's publication) in the language."""
    from golfstudio.pbm.league import League
    from golfstudio.pbm.settings import GameSettings
    from ui.pbm.league.area import PbmLeagueArea

    store = window.store()
    assert store is not None
    league = League(store.engine)
    deadline = date(2026, 1, 10)
    league.new_game("Faldo", GameSettings(), deadline=deadline)
    league.add_players("Faldo", ["Karl Napf", "Ann"])
    league.add_entries("Faldo", [
        "Partiename: Faldo\nSpieler: Karl Napf\n1 Wechsel: 350 -> 120",
        "Game: Faldo\nPlayer: Ann\n3 swaps: 1 -> 2"])
    league.evaluate("Faldo", today=deadline, next_seed=7)
    area = window.area("pbm.league")
    assert isinstance(area, PbmLeagueArea)
    window.show_area("pbm.league")
    area.reload()  # the game was made behind the area's back
    page = area.open_game("Faldo")
    assert page is not None and area.shown_game() == "Faldo"
    walk.window(window)
    walk.tabs(page, window, lambda: walk.window(window))
    save_screenshot(window, shots["start"].with_name(
        shots["start"].name.replace("start", "pbm_evaluated")), SIZE)


def walk_the_studio(window: MainWindow, dialogs: list[DialogCall],
                    shots: dict[str, Path]) -> Walk:
    from ui.areas import Area
    from ui.gamenight.area import Section
    from ui.gamenight.course_editor import CourseEditorDialog
    from ui.gamenight.csv_import_dialog import CsvImportDialog
    from ui.gamenight.roster_dialog import RosterDialog
    from ui.pbm.league.area import PbmLeagueArea

    walk = Walk(set())
    window.show_start_page()
    walk.window(window)
    save_screenshot(window, shots["start"], SIZE)

    for key, area in window.areas.items():
        for action in area.menu_new():  # an editor's New: an empty document, no dialog
            action.trigger()
        window.show_area(key)
        assert window.current_area() is area, f"{key} did not show"
        walk.window(window)
        walk.tabs(window.stack, window, lambda: walk.window(window))

    # Each editor with a bundled course in it: the core's names, problems and analysis.
    from ui.tour import first_bundled_entry
    for key, area in window.areas.items():
        bundled = first_bundled_entry(area) if key.endswith(".editor") else None
        if bundled is None:
            continue
        window.show_area(key)
        bundled.trigger()
        walk.window(window)
        walk.tabs(window.stack, window, lambda: walk.window(window))
        save_screenshot(window, shots["start"].with_name(
            shots["start"].name.replace("start", key.replace(".", "_"))), SIZE)
    assert window.open_path(SAMPLE_ROUND)  # a round file's results: formats, standings
    walk.window(window)
    walk.tabs(window.stack, window, lambda: walk.window(window))
    save_screenshot(window, shots["start"].with_name(
        shots["start"].name.replace("start", "round")), SIZE)

    night = window.game_night
    for section in (Section.NEW_NIGHT, Section.HISTORY, Section.ROUND_FILE):
        window.show_area(Area.GAME_NIGHT)
        assert night.show_section(section), section
        walk.window(window)
        walk.tabs(night, window, lambda: walk.window(window))
        if section is Section.NEW_NIGHT:
            save_screenshot(window, shots["night_setup"], SIZE)
    store = window.store()
    assert store is not None
    walk.dialog(CourseEditorDialog(store, parent=window))
    walk.dialog(RosterDialog(store, window))
    walk.dialog(CsvImportDialog(store, window))

    for game in playable_games():  # each game's set-up dialog, then its table
        walk_a_game(walk, window, game, shots)
    walk_a_night(walk, window, shots)
    walk_an_evaluated_league_game(walk, window, shots)

    league = window.area("pbm.league")
    assert isinstance(league, PbmLeagueArea)
    window.show_area("pbm.league")
    walk.window(window)
    new_game = league.ask_new_game()
    assert new_game is not None
    new_game.show()
    walk.widget(new_game)
    new_game.name_edit.setText("Ballesteros")
    new_game.ok_button.click()  # the game's page, with its tabs
    assert league.shown_game() == "Ballesteros"
    walk.window(window)
    walk.tabs(league, window, lambda: walk.window(window))
    tabs = league.current_page().findChild(QTabBar)
    assert tabs is not None
    tabs.setCurrentIndex(0)
    save_screenshot(window, shots["pbm_league"], SIZE)

    from ui.database_settings import DatabaseSettingsDialog
    walk.dialog(DatabaseSettingsDialog(window.settings, window))
    # Help's own windows (ui/help.py, ui/tour.py): the window keeps them, so only closed.
    from ui.help import rules_games
    helpers: list[QWidget | None] = [window.help_entries.show_shortcuts(), window.show_tour(),
                                     *map(window.help_entries.show_rules, rules_games())]
    for helper in helpers:
        assert helper is not None
        walk.widget(helper)
        helper.close()
    window.show_about()
    window.show_about_qt()
    window.language_menu.actions_by_code["de"].trigger()  # says it applies at next start
    for call in dialogs:
        walk.add([call.title, call.text], f"a message box ({call.kind})")
    window.show_start_page()
    return walk


NAMES_FIRST = sorted(EXEMPT, key=len, reverse=True)


def without_names(text: str) -> str:
    """``text`` less the proper names in it: "Dice Golf (fourni)" is French, not a filled-in
    "Dice {sum}"."""
    for name in NAMES_FIRST:
        text = text.replace(name, "")
    return text


def untranslated(texts: set[str], catalogue: Catalogue,
                 documents: frozenset[str] | set[str] = frozenset()) -> list[str]:
    def english(text: str) -> bool:
        if text in catalogue.translations or text.strip() in EXEMPT or not has_words(text):
            return False
        bare = without_names(text)
        return (text in catalogue.missing or text in catalogue.translated
                or any(phrase in bare for phrase in phrases)
                or (text not in documents
                    and any(pattern.fullmatch(text) and pattern.fullmatch(bare)
                            for pattern, _ in catalogue.patterns)))

    # A translated source of a few words inside a longer text: a title or a name the code
    # put into a sentence without translating it ("1. Course 1: The straight").
    phrases = [source for source in catalogue.translated
               if len(source) >= 12 and len(source.split()) >= 3 and "{" not in source
               and "%" not in source and "<" not in source]

    return sorted(text for text in texts if english(text))


ENGLISH_WORDS = frozenset({
    "the", "of", "and", "has", "have", "is", "are", "was", "with", "from", "this", "that",
    "which", "cannot", "must", "should", "not", "no", "been", "there", "their", "its", "into",
    "every", "each", "only", "than", "when", "your", "you", "best", "expected",
    "stroke", "strokes", "hole", "holes", "player", "players", "cells", "traps", "analysed",
    "shots", "scores", "cards", "lane", "lanes", "round", "rounds", "night", "nights"})
"""Words of English that are not words of French or German: a text with two of them is
English whatever the catalogue says (a literal that never went through ``tr``)."""


def english_sentences(texts: set[str], catalogue: Catalogue) -> list[str]:
    def english(text: str) -> bool:
        if text in catalogue.translations or text.strip() in EXEMPT:
            return False
        words = re.findall(r"[^\W\d_]+", text.lower())
        return (sum(word in ENGLISH_WORDS for word in words) >= 2
                and not any(pattern.fullmatch(text) for pattern in catalogue.filled))

    return sorted(text for text in texts if english(text))


ENGLISH_NUMBERS = re.compile(
    r"(?<![\w§.,])\d{1,3}(?:,\d{3})+(?![\d,])"    # 6,971: English thousands
    r"|(?<![\w§.,:/-])\d+\.\d{1,2}(?![\d.])"       # 1.62, 51.6: an English decimal point
    r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d")        # Thu 07 Mar: an English date
"""A number or a date written the English way. French and German group thousands with a
space or a point and write decimals with a comma (2,5); §1.2 (a rule), 0.1.0 (a version) and
9.12. (a German date) are not numbers; "Thu 07 Mar 2024" is strftime's English."""


def english_numbers(texts: set[str]) -> list[str]:
    return sorted(text for text in texts if ENGLISH_NUMBERS.search(text))


def test_english_sentences_are_caught(language: tuple[str, Catalogue]) -> None:
    _code, catalogue = language
    assert english_sentences({
        "Stroke limit 10 · best start 1.62 expected strokes", "Analysed in 1 s: the best start",
        "the course has no hole", "Trous : 18 · par 72", "Löcher: 18 · Par 72",
        "le parcours n’a aucun trou", "Der Platz hat kein Loch", "Tournoi 1",
        "« 2 up », « gagné 1 up »", "la date du tournoi"}, catalogue) == [
        "Analysed in 1 s: the best start", "Stroke limit 10 · best start 1.62 expected strokes",
        "the course has no hole"]
    translations = sorted(catalogue.translations)
    assert english_sentences(set(translations), catalogue) == []


def test_english_numbers_are_caught() -> None:
    assert english_numbers({"Trous : 18 · par 72 · 6,971 yards", "51.6 m", "1.62 coups",
                            "6 971 yards", "6.971 Yards", "51,6 m", "§1.2", "v0.1.0",
                            "9.12.2026", "Tournoi 1", "1,5", "Golf · Thu 07 Mar 2024",
                            "jeu. 7 mars 2024", "Do. 7. März 2024"}) == [
        "1.62 coups", "51.6 m", "Golf · Thu 07 Mar 2024", "Trous : 18 · par 72 · 6,971 yards"]


def test_every_text_the_studio_shows_is_translated(
        qtbot: QtBot, language: tuple[str, Catalogue], dialogs: list[DialogCall],
        open_dialog: FakeOpenDialog, tmp_path: Path, screenshot_dir: Path) -> None:
    code, catalogue = language
    window = MainWindow(db_url=f"sqlite:///{tmp_path / 'walk.db'}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    with qtbot.waitExposed(window):
        window.show()
    shots = {name: screenshot_dir / f"lang_{code}_{name}.png"
             for name in ("start", "night_setup", "pbm_league")}
    walk = walk_the_studio(window, dialogs, shots)
    texts = walk.texts
    assert len(texts) >= 300, f"the walk saw only {len(texts)} texts"
    found = sorted({*untranslated(texts, catalogue, walk.documents),
                    *english_sentences(texts, catalogue)})
    assert not found, (
        f"{len(found)} of the {len(texts)} texts seen are English sources shown as they "
        f"are (golfstudio_{code}.ts does not translate them, or they went around the "
        f"translation):\n" + "\n".join(f"{text!r} ({walk.where[text]})" for text in found))
    # A help page's "(9.2)" is a rule's section, not a decimal: pages are checked by hand.
    numbers = english_numbers(texts - walk.documents)
    assert not numbers, (
        f"numbers or dates written the English way in {code} (format them with QLocale(), "
        f"or golfstudio.i18n's decimal, grouped and day):\n"
        + "\n".join(f"{text!r} ({walk.where[text]})" for text in numbers))


def test_the_walk_can_fail(language: tuple[str, Catalogue]) -> None:
    """The check itself: an untranslated source is caught, filled in or not; a translated
    text, a proper name and digits are not."""
    _code, catalogue = language
    missing = {"Lane {n}", "Open the &Sample Round", "GolfStudio", "{page} — {app}"}
    patterns = tuple((pattern, source) for source in sorted(missing)
                     if (pattern := _pattern(source)) is not None)
    probe = Catalogue(catalogue.missing | missing, frozenset({"Couloir 1"}), patterns,
                      frozenset({"Players"}))
    found = untranslated({"Open the &Sample Round", "Lane 3", "Couloir 1", "GolfStudio",
                          "12 / 18", "Français", "Couloir 2 — GolfStudio", "Players"}, probe)
    assert found == ["Lane 3", "Open the &Sample Round", "Players"]
    # The real catalogue: a translated source shown in English is caught too.
    assert "&Open…" in catalogue.translated
    assert untranslated({"&Open…"}, catalogue) == ["&Open…"]
