"""The studio's main window: a start page, one page per area, menus and settings.

The areas are the games' — built from the UI registry (``ui/games.py``) by import path, so
this module names no game — and the studio's own Game night. The window speaks to each
through ``ui/areas.py``'s ``ShellArea``: the start page shows their tiles; an area's actions
appear in the File, Edit and View menus while it is the page shown, and are hidden (and
disabled, so their shortcuts sleep) on the other pages, except its New and bundled-file
entries, which stay in the File menu everywhere and bring the area up.

The window owns everything that outlives a page: opening files (dialog, recent files,
drag and drop) and what QSettings remembers. One Open opens every kind of file: the file's
``"format"`` names the area that opens it (a saved game goes to its game's play area); a
file no area claims is read as a round file for Game night.

Game night and the play areas keep their scores in the store (``golfstudio.store``). The
window opens it the first time an area needs it, on the URL ``main`` was given (the CLI's
``--db``), else the one saved by Settings > Database… (``configured_db_url``), else the default
file; a database that cannot open is said once, as the store's message, and the area stays
closed. Settings > Database… changes the URL and reopens the store; closing the window closes it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from golfstudio.gamenight.courses import install_bundled
from golfstudio.resources import resource_path
from golfstudio.store import Store, StoreError, open_store
from ui import about, tour
from ui.about import APP_NAME
from ui.areas import Area, AreaContext, ShellArea
from ui.database_settings import DatabaseSettingsDialog, configured_db_url, with_password
from ui.editor_kit.dialogs import EditorDialogs
from ui.editor_kit.window import AUTOSAVE_MS
from ui.gamenight.area import GameNightArea
from ui.gamenight.night_page import POLL_MS
from ui.gamenight.round_page import RoundResultsPage
from ui.games import area_for_file, file_header, game_areas
from ui.help import HelpEntries
from ui.language import LanguageMenu
from ui.settings import RecentFiles, restore_window, save_window
from ui.start_page import StartPage

SAMPLE_ROUND = resource_path("samples", "game-night.json")
DEFAULT_SIZE = (1200, 800)

# Asks the user for a file to open, starting in a folder; None when cancelled.
AskOpenPath = Callable[[QWidget, Path], Path | None]


def ask_open_file(parent: QWidget, start_dir: Path) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("MainWindow", "Open"), str(start_dir),
        QCoreApplication.translate(
            "MainWindow", "GolfStudio files: courses and rounds (*.json);;All files (*)"))
    return Path(name) if name else None


def standard_shortcuts(key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's bindings for ``key``; ``fallback`` where the platform defines none.

    Qt gives Quit no binding on Windows and on bare X11/offscreen; Ctrl+Q is what Linux
    desktops and macOS use, so users there still get a keyboard way out.
    """
    bindings = QKeySequence.keyBindings(key)
    return bindings or [QKeySequence(fallback)]


def _widget(area: ShellArea) -> QWidget:
    """An area is a page of the stack: the widget it is."""
    assert isinstance(area, QWidget), f"an area is a widget, not {type(area).__name__}"
    return area


def _json_files(event: QDragEnterEvent | QDropEvent) -> list[Path]:
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls()
            if url.isLocalFile() and url.toLocalFile().lower().endswith(".json")]


class _Host:
    """The window as its areas see it (``AreaHost``). It holds the window weakly: areas are
    the window's children, and a strong reference from one would keep the window alive."""

    def __init__(self, window: MainWindow) -> None:
        self._window = weakref.ref(window)

    def show(self, area: QWidget) -> None:
        window = self._window()
        if window is not None:
            window.stack.setCurrentWidget(area)

    def go_home(self) -> None:
        window = self._window()
        if window is not None:
            window.show_start_page()

    def ask_open(self) -> None:
        window = self._window()
        if window is not None:
            window.open_with_dialog()

    def file_used(self, path: Path) -> None:
        window = self._window()
        if window is not None:
            window.file_used(path)

    def changed(self) -> None:
        window = self._window()
        if window is not None:
            window.page_changed()

    def store(self) -> Store | None:
        window = self._window()
        return window.store() if window is not None else None

    def area(self, key: str) -> QWidget | None:
        window = self._window()
        found = window.areas.get(key) if window is not None else None
        return _widget(found) if found is not None else None


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: QSettings | None = None,
        *,
        db_url: str | None = None,
        ask_open_path: AskOpenPath = ask_open_file,
        editor_dialogs: EditorDialogs | None = None,
        recovery_root: Path | None = None,
        autosave_ms: int = AUTOSAVE_MS,
        night_poll_ms: int = POLL_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        self.setAcceptDrops(True)
        self.settings = settings if settings is not None else QSettings(self)
        # The CLI's --db wins over the saved choice until the user picks another database.
        self._cli_db_url = db_url
        self._store: Store | None = None
        self._ask_open_path = ask_open_path
        self.recent = RecentFiles(self.settings)

        self.stack = QStackedWidget(self)
        self._host = _Host(self)
        context = AreaContext(host=self._host, parent=self, editor_dialogs=editor_dialogs,
                              recovery_root=recovery_root, autosave_ms=autosave_ms)
        self.areas: dict[str, ShellArea] = {}
        """Every area by its key, in the order of the tiles: the games' (the UI registry's
        order), then the studio's own."""
        for entry in game_areas():
            # One by one: an area may look up one built before it (a game's play area
            # listens to its editor's Play This Course).
            self.areas[entry.key] = entry.load()(context)
        self.round_page = RoundResultsPage(self)
        self.game_night = GameNightArea(self.round_page, self._host.store, self,
                                        poll_ms=night_poll_ms)
        self.areas[Area.GAME_NIGHT] = self.game_night
        self.start_page = StartPage({key: area.tile() for key, area in self.areas.items()},
                                    parent=self)
        self.stack.addWidget(self.start_page)
        for area in self.areas.values():
            self.stack.addWidget(_widget(area))
        self.setCentralWidget(self.stack)
        self._recovery_offered = False

        self._create_actions()
        self._create_menus()
        self._connect_pages()
        self._refresh_recent()
        self.page_changed()

        if not restore_window(self.settings, self):
            self.resize(*DEFAULT_SIZE)
        for area in self.areas.values():
            area.restore_layout(self.settings)

    # --- set-up -----------------------------------------------------------------------
    def _action(self, text: str, slot: Callable[[], object], *,
                shortcuts: list[QKeySequence] | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts(shortcuts)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.open_action = self._action(
            self.tr("&Open…"), self.open_with_dialog,
            shortcuts=QKeySequence.keyBindings(key.Open),
            tip=self.tr("Open a file: a course, a saved game, a round file"))
        self.sample_action = self._action(
            self.tr("Open the &Sample Round"), self.open_sample,
            tip=self.tr("A four-player game night on the Ultimate Golf course"))
        self.clear_recent_action = self._action(self.tr("&Clear Recent"), self.clear_recent)
        self.database_action = self._action(
            self.tr("&Database…"), self.choose_database,
            tip=self.tr(
                "Where the scorecards are kept: a SQLite file or a league's PostgreSQL server"))
        self.close_action = self._action(
            self.tr("&Close"), self.close_page, shortcuts=QKeySequence.keyBindings(key.Close),
            tip=self.tr("Close the current document, or the current page"))
        self.quit_action = self._action(
            self.tr("&Quit"), self._quit, shortcuts=standard_shortcuts(key.Quit, "Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.start_page_action = self._action(
            self.tr("&Start Page"), self.show_start_page, shortcuts=[QKeySequence("Alt+Home")])
        self.full_screen_action = QAction(self.tr("&Full Screen"), self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcuts(
            standard_shortcuts(key.FullScreen, "F11"))
        self.full_screen_action.toggled.connect(self._set_full_screen)
        self.about_action = self._action(self.tr("&About GolfStudio"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = self._action(self.tr("About &Qt"), self.show_about_qt)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self._area_only: dict[str, list[QAction]] = {key: [] for key in self.areas}
        """Entries shown only while that area is the page: they act on what it shows."""

        self.file_menu = bar.addMenu(self.tr("&File"))
        for area in self.areas.values():
            for action in area.menu_new():
                self.file_menu.addAction(action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self.file_menu)
        self.recent_menu.aboutToShow.connect(self._refresh_recent)
        self.file_menu.addMenu(self.recent_menu)
        for area in self.areas.values():
            for entry in area.menu_open():
                if isinstance(entry, QMenu):
                    self.file_menu.addMenu(entry)
                else:
                    self.file_menu.addAction(entry)
        self.file_menu.addAction(self.sample_action)
        for key, area in self.areas.items():
            self._add_area_entries(self.file_menu, key, [None, *area.menu_file()])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        # Undo, redo and the clipboard of whichever area is shown (none on the start page).
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        for key, area in self.areas.items():
            self._add_area_entries(self.edit_menu, key, list(area.menu_edit()))

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu.addAction(self.start_page_action)
        for key, area in self.areas.items():
            self._add_area_entries(self.view_menu, key, [None, *area.menu_view()])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)

        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.settings_menu.addAction(self.database_action)
        self.language_menu = LanguageMenu(self.settings, self)
        self.settings_menu.addMenu(self.language_menu)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        # Rules, shortcuts, the tour and Report a Problem (ui/help.py), then About.
        self.help_entries = HelpEntries(self, self.help_menu, show_tour=self.show_tour)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)

    def _add_area_entries(self, menu: QMenu, key: str,
                          entries: list[QAction | None]) -> None:
        """Add an area's entries (None a separator) to ``menu``, shown only with the area;
        a leading separator only when there is something after it."""
        if not [entry for entry in entries if entry is not None]:
            return
        for entry in entries:
            if entry is None:
                self._area_only[key].append(menu.addSeparator())
            else:
                menu.addAction(entry)
                self._area_only[key].append(entry)

    def _connect_pages(self) -> None:
        self.start_page.area_chosen.connect(self.show_area)
        self.start_page.open_requested.connect(self.open_with_dialog)
        self.start_page.sample_requested.connect(self.open_sample)
        self.start_page.recent_chosen.connect(self.open_path)
        self.round_page.open_requested.connect(self.open_with_dialog)
        self.round_page.sample_requested.connect(self.open_sample)
        self.game_night.stack.currentChanged.connect(self.page_changed)
        self.stack.currentChanged.connect(self.page_changed)

    # --- pages ------------------------------------------------------------------------
    def show_start_page(self) -> None:
        self.stack.setCurrentWidget(self.start_page)

    def area(self, key: str) -> ShellArea:
        """The area ``key`` names: ``"carambole.editor"`` (``ui.games.area_key``) or one of
        the studio's own (``Area``)."""
        return self.areas[key]

    def show_area(self, key: str) -> None:
        area = self.areas.get(key)
        if area is None or not area.can_show():
            return  # the area said why; the start page stays
        self.stack.setCurrentWidget(_widget(area))

    def current_area(self) -> ShellArea | None:
        """The area shown; None on the start page."""
        current = self.stack.currentWidget()
        return next((area for area in self.areas.values() if _widget(area) is current), None)

    def current_page(self) -> QWidget:
        """The page shown: an area's own section where the area has several."""
        area = self.current_area()
        if area is not None:
            return area.current_page()
        current = self.stack.currentWidget()
        assert current is not None, "the start page is in the stack from the start"
        return current

    def close_page(self) -> None:
        """Close what the current page shows (a tab, a game, a round file), asking first
        where something would be lost; back to the start page once the area has nothing
        left."""
        area = self.current_area()
        if area is not None and area.close_page():
            self.page_changed()
            return
        self.show_start_page()

    def page_changed(self, *_args: object) -> None:
        """The page shown, its section or its title changed: menus and title follow."""
        current = self.current_area()
        on_start = current is None
        self.close_action.setEnabled(not on_start)
        self.start_page_action.setEnabled(not on_start)
        for key, area in self.areas.items():
            shown = area is current
            for action in self._area_only[key]:
                action.setVisible(shown)
            area.set_active(shown)
        self.edit_menu.menuAction().setVisible(current is not None and bool(current.menu_edit()))
        if current is None:
            self.setWindowTitle(APP_NAME)
        else:
            self.setWindowTitle(self._titled(current.page_title()))

    def _titled(self, page: str) -> str:
        return self.tr("{page} — {app}").format(page=page, app=APP_NAME)

    # --- opening files ----------------------------------------------------------------
    def open_with_dialog(self) -> None:
        recent = self.recent.paths()
        start_dir = recent[0].parent if recent else Path.home()
        path = self._ask_open_path(self, start_dir)
        if path is not None:
            self.open_path(path)

    def open_sample(self) -> None:
        self.open_path(SAMPLE_ROUND)

    def open_path(self, path: Path) -> bool:
        """Open a file in the area its ``"format"`` names (``ui.games.area_for_file``), a
        file no area claims as a round file in Game night; a bad file is said by the area
        and changes nothing shown."""
        entry = area_for_file(*file_header(path))
        area = self.areas[entry.key] if entry is not None else self.game_night
        if not area.open_path(path):
            if not path.exists():
                self._refresh_recent()  # a recent file that has gone away leaves the list
            return False
        self.stack.setCurrentWidget(_widget(area))
        self.file_used(path)
        self.page_changed()
        return True

    def file_used(self, path: Path) -> None:
        self.recent.add(path)
        self._refresh_recent()

    # --- the store --------------------------------------------------------------------
    def db_url(self) -> str | None:
        """The database URL in use: --db, else the saved choice, else None (the default)."""
        return self._cli_db_url or configured_db_url(self.settings)

    def store(self) -> Store | None:
        """The scorecard store, opened on first use; None after telling the user why not."""
        if self._store is None:
            try:
                # A password no keyring keeps is asked for here (ui/database_settings.py).
                store = open_store(with_password(self.db_url(), self.settings, self))
                try:
                    install_bundled(store)  # the scorecard courses a night is set up on
                except StoreError:
                    store.close()
                    raise
            except StoreError as exc:
                QMessageBox.warning(
                    self, self.tr("Cannot open the scorecard database"),
                    self.tr("{reason}\n\nChoose another database under Settings > Database….")
                    .format(reason=exc))
                return None
            self._store = store
        return self._store

    def close_store(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def choose_database(self) -> bool:
        """Settings > Database…: True when a new choice was saved (the store then reopens)."""
        before = self.db_url()
        dialog = DatabaseSettingsDialog(self.settings, self)
        try:
            saved = dialog.exec() == DatabaseSettingsDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()
        if not saved:
            return False
        self._cli_db_url = None  # the user chose: the saved URL from now on
        if self.db_url() == before and self._store is not None:
            return True
        was_open = self._store is not None
        self.close_store()
        self.game_night.set_store()
        if was_open and self.store() is None and self.stack.currentWidget() is self.game_night:
            self.show_start_page()
        return True

    # --- recent files -----------------------------------------------------------------
    def clear_recent(self) -> None:
        self.recent.clear()
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        paths = self.recent.prune()
        self.recent_menu.clear()
        for i, path in enumerate(paths, start=1):
            prefix = f"&{i} " if i < 10 else "1&0 "
            action = self.recent_menu.addAction(f"{prefix}{path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.setData(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if paths:
            self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.clear_recent_action)
        self.clear_recent_action.setEnabled(bool(paths))
        self.start_page.set_recent(paths)

    # --- drag and drop ----------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _json_files(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        files = _json_files(event)
        if not files:
            event.ignore()
            return
        event.acceptProposedAction()
        self.open_path(files[0])

    # --- window -----------------------------------------------------------------------
    def show_about(self) -> None:
        about.show_about(self)

    def show_tour(self) -> tour.TourDialog:
        """Help > Tour (``main`` offers it on the first start: ``tour.offer_first_run``)."""
        return tour.show_tour(self, self)

    def show_about_qt(self) -> None:
        QMessageBox.aboutQt(self, self.tr("About Qt"))

    def _set_full_screen(self, on: bool) -> None:
        if on != self.isFullScreen():
            if on:
                self.showFullScreen()
            else:
                self.showNormal()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            # Keep the menu's check mark right when the window manager leaves full screen.
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _quit(self) -> None:
        # Closing the windows saves their settings; the application quits with the last one.
        QApplication.closeAllWindows()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._recovery_offered:
            # Once the window is up: what a crashed run left unsaved, area by area.
            self._recovery_offered = True
            QTimer.singleShot(0, self, self._offer_recovery)

    def _offer_recovery(self) -> None:
        for area in self.areas.values():
            area.offer_recovery()

    def closeEvent(self, event: QCloseEvent) -> None:
        # From the last tile to the first: a game in progress is asked about before its
        # game's editor closes any document, so a No there closes nothing.
        for area in reversed(self.areas.values()):
            if not area.may_quit():
                event.ignore()
                return
        for area in self.areas.values():
            area.save_layout(self.settings)
        save_window(self.settings, self)
        self.game_night.set_store()
        self.close_store()
        super().closeEvent(event)
