"""The Help menu's own entries: each game's rules, the keyboard shortcuts of what is shown,
the tour, and how to report a problem (About stays the main window's).

The rules pages are Markdown in ``resources/help/<language>/<game>.md``, one per game of the
registry (the player-facing text of the rules digests, ``docs/help.md``), shown by Qt's own
Markdown reader (``QTextBrowser.setMarkdown``: tables, lists, emphasis), so no converter and
no dependency. A page in the user's language is used when there is one (``fr``, ``de``: the
language of the studio's installed translation), else the English page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from golfstudio.engine.registry import GAMES
from golfstudio.resources import resource_path
from ui import logs
from ui.game_titles import game_title
from ui.page_keys import declared_keys

HELP = resource_path("help")
FALLBACK_LANGUAGE = "en"
LANGUAGE_TRANSLATOR = "golfstudioLanguage"
"""The object name ``ui.app.install_translators`` gives the studio's own translator (not
imported from there: ``ui.app`` imports the main window, which imports this)."""

OpenFolder = Callable[[Path], bool]


def ui_language() -> str:
    """The studio's language as a two-letter code: its installed translation's, else the
    default locale's (``QLocale.setDefault``), else English."""
    app = QCoreApplication.instance()
    translator = app.findChild(QTranslator, LANGUAGE_TRANSLATOR) if app is not None else None
    name = translator.language() if translator is not None else ""
    if not name:
        locale = QLocale()
        if locale.language() in (QLocale.Language.C, QLocale.Language.AnyLanguage):
            return FALLBACK_LANGUAGE
        name = locale.name()
    return name.replace("-", "_").split("_")[0].lower() or FALLBACK_LANGUAGE


def rules_page(game_id: str, language: str | None = None) -> Path | None:
    """The rules page of ``game_id`` in ``language`` (the studio's by default) when there is
    one, else the English page; None when the game has no page at all."""
    language = language if language is not None else ui_language()
    for folder in dict.fromkeys((language, FALLBACK_LANGUAGE)):
        page = HELP / folder / f"{game_id}.md"
        if page.is_file():
            return page
    return None


def rules_games() -> list[str]:
    """The games with a rules page, in the registry's order."""
    return [info.id for info in GAMES if rules_page(info.id, FALLBACK_LANGUAGE) is not None]


class RulesDialog(QDialog):
    """One game's rules, to read beside the game (not modal)."""

    def __init__(self, game_id: str, page: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Rules of {game}").format(game=game_title(game_id)))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(page.read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        col = QVBoxLayout(self)
        col.addWidget(self.browser, 1)
        col.addWidget(buttons)
        self.resize(760, 680)

    def first_heading(self) -> str:
        """The page's first heading, as shown."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                return block.text()
            block = block.next()
        return ""


def _plain(text: str) -> str:
    """A menu entry's text as read: no mnemonic ampersands, no trailing ellipsis or tab."""
    return text.split("\t")[0].replace("&&", "\0").replace("&", "").replace("\0", "&")


def _named(action: QAction) -> str:
    """What an action does, in words: its text, or its tooltip when the text is only a
    number or a sign (a brush size "1" says what it is in its tooltip)."""
    text = _plain(action.text())
    if any(ch.isalpha() for ch in text) or not action.toolTip():
        return text
    return re.sub(r"\s*\([^()]*\)$", "", _plain(action.toolTip()))  # no "(1)": the key


def _typed(key: QKeySequence) -> bool:
    """Whether a binding is typed on an ordinary keyboard: not the Open, Save or Copy keys
    some keyboards have (Qt binds them too), which would only crowd the list."""
    if key.isEmpty():
        return False
    first = key[0]  # type: ignore[index]  # a QKeyCombination; the stubs lack __getitem__
    return key.count() > 1 or bool(first.key().value < Qt.Key.Key_Back.value)


def _menu_actions(menu: QMenu) -> Iterator[tuple[QMenu, QAction]]:
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu_actions(sub)
        else:
            yield menu, action


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every action with a shortcut the user can reach now: the
    visible entries of the menus, then the other actions of the page shown (its toolbar's,
    its view's), then the keys the page shown handles itself (1–6 directions...)."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()

    def add(where: str, action: QAction) -> None:
        keys = [key for key in action.shortcuts() if _typed(key)]
        if id(action) in seen or not keys or not action.text():
            return
        seen.add(id(action))
        rows.append((where, _named(action), ", ".join(
            key.toString(QKeySequence.SequenceFormat.NativeText) for key in keys)))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu) and top.isVisible():
            for _owner, action in _menu_actions(menu):
                add(_plain(menu.title()), action)
    central = window.centralWidget()
    page = central.currentWidget() if isinstance(central, QStackedWidget) else central
    if page is not None:
        where = QCoreApplication.translate("ShortcutsDialog", "This page")
        for action in page.findChildren(QAction):
            if action.isVisible() and action.isEnabled():
                add(where, action)
        # The keys the page handles itself (no action carries them), declared beside the
        # keyPressEvent that handles them (ui/page_keys.py).
        rows.extend((where, key.action, key.shown_keys())
                    for key in declared_keys(page))
    return rows


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts of the page shown, as a table."""

    def __init__(self, rows: list[tuple[str, str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        intro = QLabel(self.tr("The shortcuts of the menus and of the page shown now; other "
                               "pages have their own."), self)
        intro.setWordWrap(True)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard Shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Action"),
                                              self.tr("Shortcut")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                self.table.setItem(row, column, QTableWidgetItem(value))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        col = QVBoxLayout(self)
        col.addWidget(intro)
        col.addWidget(self.table, 1)
        col.addWidget(buttons)
        self.resize(620, 560)

    def keys_of(self, action_text: str) -> list[str]:
        """The shortcuts listed for an action (its text without '&')."""
        rows = [[self.table.item(row, column) for column in (1, 2)]
                for row in range(self.table.rowCount())]
        return [keys.text() for action, keys in rows
                if action is not None and keys is not None and action.text() == action_text]


SEND_TEXT = str(QT_TRANSLATE_NOOP(
    "HelpEntries",
    "Please send golfstudio.log (and native-crash.log, if it is there) with a few "
    "words on what you were doing, what you expected and what happened instead. "
    "A course or round file that shows the problem helps too. The log holds no "
    "passwords."))


def report_text(folder: Path) -> str:
    """What Report a Problem says when the file manager did open the log folder."""
    return QCoreApplication.translate(
        "HelpEntries", "The log folder is open:\n{folder}").format(folder=str(folder)) + (
        "\n\n" + QCoreApplication.translate("HelpEntries", SEND_TEXT))


class ReportDialog(QDialog):
    """Report a Problem when no file manager could open the log folder: the folder's path,
    to select or copy, and what to send (the dialog never claims the folder is open)."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reportDialog")
        self.setWindowTitle(self.tr("Report a Problem"))
        intro = QLabel(self.tr("The log folder could not be opened here. It is this folder; "
                               "copy its path and open it in your file manager:"), self)
        intro.setWordWrap(True)
        self.path_field = QLineEdit(str(folder), self)
        self.path_field.setObjectName("logFolderPath")
        self.path_field.setAccessibleName(self.tr("Log folder"))
        self.path_field.setReadOnly(True)
        self.path_field.setCursorPosition(0)
        self.copy_button = QPushButton(self.tr("&Copy"), self)
        self.copy_button.setToolTip(self.tr("Copy the folder's path to the clipboard"))
        self.copy_button.clicked.connect(self.copy_path)
        row = QHBoxLayout()
        row.addWidget(self.path_field, 1)
        row.addWidget(self.copy_button)
        send = QLabel(QCoreApplication.translate("HelpEntries", SEND_TEXT), self)
        send.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        col = QVBoxLayout(self)
        col.addWidget(intro)
        col.addLayout(row)
        col.addWidget(send)
        col.addWidget(buttons)
        self.resize(600, self.sizeHint().height())

    def copy_path(self) -> None:
        QGuiApplication.clipboard().setText(self.path_field.text())
        self.copy_button.setText(self.tr("Copied"))


class HelpEntries(QObject):
    """Adds the rules, shortcuts, tour and problem-report entries to a window's Help menu."""

    def __init__(self, window: QMainWindow, menu: QMenu, *,
                 show_tour: Callable[[], object],
                 open_folder: OpenFolder = logs.open_folder) -> None:
        super().__init__(window)
        self._open_folder = open_folder
        self.rules_dialogs: dict[str, RulesDialog] = {}
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.report_dialog: ReportDialog | None = None
        self.rules_actions: dict[str, QAction] = {}
        for game_id in rules_games():
            action = QAction(self.tr("Rules of {game}").format(game=game_title(game_id)),
                             window)
            action.setStatusTip(self.tr("Read the rules as the studio plays them"))
            action.triggered.connect(lambda _=False, g=game_id: self.show_rules(g))
            menu.addAction(action)
            self.rules_actions[game_id] = action
        menu.addSeparator()
        self.shortcuts_action = QAction(self.tr("&Keyboard Shortcuts"), window)
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.tour_action = QAction(self.tr("&Tour…"), window)
        self.tour_action.setStatusTip(self.tr("Three ways to start: a course, a game, a night"))
        self.tour_action.triggered.connect(show_tour)
        self.report_action = QAction(self.tr("&Report a Problem…"), window)
        self.report_action.setStatusTip(self.tr("Open the log folder and say what to send"))
        self.report_action.triggered.connect(self.report_problem)
        for action in (self.shortcuts_action, self.tour_action, self.report_action):
            menu.addAction(action)

    def _window(self) -> QMainWindow:
        # The window is the parent, not an attribute: a Python reference from its own child
        # would keep it alive (as ui/main_window.py's _Host explains).
        window = self.parent()
        assert isinstance(window, QMainWindow)
        return window

    def show_rules(self, game_id: str) -> RulesDialog | None:
        page = rules_page(game_id)
        if page is None:
            return None
        dialog = self.rules_dialogs.get(game_id)
        if dialog is None:
            dialog = RulesDialog(game_id, page, self._window())
            self.rules_dialogs[game_id] = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.close()
            self.shortcuts_dialog.deleteLater()
        # Made anew each time: the shortcuts are those of the page shown now.
        dialog = ShortcutsDialog(shortcut_rows(self._window()), self._window())
        self.shortcuts_dialog = dialog
        dialog.show()
        return dialog

    def report_problem(self) -> None:
        folder = logs.log_dir()
        if self._open_folder(folder):
            QMessageBox.information(self._window(), self.tr("Report a Problem"),
                                    report_text(folder))
            return
        # No launcher here (QDesktopServices.openUrl said no): show the path to copy.
        if self.report_dialog is not None:
            self.report_dialog.close()
            self.report_dialog.deleteLater()
        self.report_dialog = ReportDialog(folder, self._window())
        self.report_dialog.show()
