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
round file (no ``"format"``) opens in Game night; any other file is refused here, as what it
is (``golfstudio.filekind``). The first size fits the screen with the window's frame
(``ui.settings.fit_to_screen``).

The window shows itself before any area exists: the start page and the File menu are built
from each area's ``Front`` (``ui/fronts/``); an area is built — its module, its game and their
libraries imported — the first time it is needed: its tile, a file it opens, one of its File-
menu entries, another area or the tour asking for it (``area``), or a crashed run's documents
it would offer at start-up. Once built, its own menu entries take the place of its front's.

Game night and the play areas keep their scores in the store (``golfstudio.store``). The
window opens it the first time an area needs it, on the URL ``main`` was given (the CLI's
``--db``), else the one saved by Settings > Database… (``configured_db_url``), else the default
file; a database that cannot open is said once, as the store's message, and the area stays
closed. Settings > Database… changes the URL and switches at once (``choose_database``);
closing the window closes it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSettings, QTimer
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
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from golfstudio.engine.registry import Offer
from golfstudio.resources import resource_path
from ui import about, tour
from ui.about import APP_NAME
from ui.areas import Area, AreaContext, Front, MenuEntry, ShellArea
from ui.colour_scheme import ColourSchemeMenu
from ui.editor_kit.recovery import AUTOSAVE_MS, default_recovery_root, has_orphans
from ui.file_dialogs import get_open_path, start_folder
from ui.fronts.gamenight import game_night
from ui.games import GameArea, area_for_file, game_areas
from ui.help import HelpEntries
from ui.language import LanguageMenu
from ui.settings import (
    RecentFiles,
    TutorModeAction,
    fit_to_screen,
    refit_when_framed,
    restore_window,
    save_window,
)
from ui.start_page import StartPage

if TYPE_CHECKING:  # loaded with the first area that needs them
    from golfstudio.store import Store
    from ui.editor_kit.dialogs import EditorDialogs
    from ui.gamenight.area import GameNightArea
    from ui.gamenight.round_page import RoundResultsPage

SAMPLE_ROUND = resource_path("samples", "game-night.json")

# Asks the user for a file to open, starting in a folder; None when cancelled.
AskOpenPath = Callable[[QWidget, Path], Path | None]


def ask_open_file(parent: QWidget, start_dir: Path) -> Path | None:
    return get_open_path(
        parent, QCoreApplication.translate("MainWindow", "Open"),
        QCoreApplication.translate(
            "MainWindow", "GolfStudio files: courses and rounds (*.json);;All files (*)"),
        start_dir)


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


def _new_entry(area: ShellArea, index: int) -> QAction | QMenu:
    return area.menu_new()[index]


def _open_entry(area: ShellArea, index: int) -> QAction | QMenu:
    return area.menu_open()[index]


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
        """Built now if it was not yet, as ``AreaHost.area`` promises: a play area built
        before its editor, or an editor's Play This Course before the play area was ever
        opened, must still find the other (issue 30 §7)."""
        window = self._window()
        if window is None or key not in window.fronts:
            return None
        return _widget(window.area(key))


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
        night_poll_ms: int | None = None,
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
        self._night_poll_ms = night_poll_ms
        self.recent = RecentFiles(self.settings)

        self.stack = QStackedWidget(self)
        self._host = _Host(self)
        self._editor_dialogs = editor_dialogs
        self._recovery_root = recovery_root
        self._autosave_ms = autosave_ms
        self._game_areas: dict[str, GameArea] = {entry.key: entry for entry in game_areas()}
        self.fronts: dict[str, Front] = {
            **{key: entry.load_front() for key, entry in self._game_areas.items()},
            Area.GAME_NIGHT: game_night(),
        }
        """Every area by its key, in the order of the tiles — the games' (the UI registry's
        order), then the studio's own — as the shell shows it before it is built."""
        self.areas: dict[str, ShellArea] = {}
        """The areas built so far (``area`` builds one), in the order they were built."""
        self.start_page = StartPage({key: front.tile for key, front in self.fronts.items()},
                                    parent=self)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self._recovery_offered = False

        self._create_actions()
        self._create_menus()
        self._connect_pages()
        self._refresh_recent()
        self.page_changed()

        # The first start's size, or the saved one, fits the screen with the window's frame
        # (issue 30 §4): a 1200×800 client area under a title bar was taller than a
        # 1280×800 screen's room, and the status bar was off screen.
        restored = restore_window(self.settings, self)
        fit_to_screen(self, first=not restored)
        self._placed: QRect | None = self.geometry()
        """Where the window was placed before its frame was known; None once shown."""

    # --- the areas, built on first use ------------------------------------------------
    def area(self, key: str) -> ShellArea:
        """The area ``key`` names: ``"carambole.editor"`` (``ui.games.area_key``) or one of
        the studio's own (``Area``), built now if it was not yet."""
        built = self.areas.get(key)
        if built is not None:
            return built
        if key not in self.fronts:
            raise KeyError(key)
        # The context is made for the build, not kept: held by the window, it would hold the
        # window itself (a cycle that outlives the window's close).
        context = AreaContext(host=self._host, parent=self, editor_dialogs=self._editor_dialogs,
                              recovery_root=self._recovery_root, autosave_ms=self._autosave_ms)
        area = (self._game_areas[key].load()(context) if key in self._game_areas
                else self._build_game_night())
        self.areas[key] = area
        self.stack.addWidget(_widget(area))
        area.restore_layout(self.settings)
        self._area_only[key] = []
        self._add_area_entries(self.file_menu, key, [None, *area.menu_file()],
                               before=self._file_end)
        self._add_area_entries(self.edit_menu, key, list(area.menu_edit()))
        self._add_area_entries(self.view_menu, key, [None, *area.menu_view()],
                               before=self._view_end)
        self._put_in_place_of_front(key, area)
        self.page_changed()
        return area

    def _build_game_night(self) -> GameNightArea:
        from ui.gamenight.area import GameNightArea
        from ui.gamenight.round_page import RoundResultsPage

        round_page = RoundResultsPage(self)
        round_page.open_requested.connect(self.open_with_dialog)
        round_page.sample_requested.connect(self.open_sample)
        options = {} if self._night_poll_ms is None else {"poll_ms": self._night_poll_ms}
        area = GameNightArea(round_page, self._host.store, self, **options)
        area.stack.currentChanged.connect(self.page_changed)
        return area

    @property
    def game_night(self) -> GameNightArea:
        """Game night's area (built now if it was not yet)."""
        from ui.gamenight.area import GameNightArea

        area = self.area(Area.GAME_NIGHT)
        assert isinstance(area, GameNightArea)
        return area

    @property
    def round_page(self) -> RoundResultsPage:
        """Game night's page of a round file's results."""
        return self.game_night.round_page

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
        self._area_only: dict[str, list[QAction]] = {}
        """Entries shown only while that area is the page: they act on what it shows."""
        self._fronts_shown: dict[str, list[tuple[QAction, Callable[[ShellArea],
                                                                  QAction | QMenu]]]] = {}
        """Per area not yet built: its front's File-menu entries, each with the area's own
        entry it stands for, put in their places once the area is built."""

        self.file_menu = bar.addMenu(self.tr("&File"))
        for key, front in self.fronts.items():
            for i, entry in enumerate(front.new):
                self._add_front_entry(key, entry, partial(_new_entry, index=i))
        self.file_menu.addAction(self.open_action)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self.file_menu)
        self.recent_menu.aboutToShow.connect(self._refresh_recent)
        self.file_menu.addMenu(self.recent_menu)
        for key, front in self.fronts.items():
            for i, entry in enumerate(front.open):
                self._add_front_entry(key, entry, partial(_open_entry, index=i))
        self.file_menu.addAction(self.sample_action)
        self._file_end = self.file_menu.addSeparator()
        """The areas' own entries (Save, Export) go above it, each shown with its area."""
        self.file_menu.addAction(self.close_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        # Undo, redo and the clipboard of whichever area is shown (none on the start page).
        self.edit_menu = bar.addMenu(self.tr("&Edit"))

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu.addAction(self.start_page_action)
        self._view_end = self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)

        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.settings_menu.addAction(self.database_action)
        self.language_menu = LanguageMenu(self.settings, self)
        self.settings_menu.addMenu(self.language_menu)
        self.colour_scheme_menu = ColourSchemeMenu(self.settings, self)
        self.settings_menu.addMenu(self.colour_scheme_menu)
        self.tutor_action = TutorModeAction(self.settings, self)
        self.settings_menu.addAction(self.tutor_action)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        # Rules, shortcuts, the tour and Report a Problem (ui/help.py), then About.
        self.help_entries = HelpEntries(self, self.help_menu, show_tour=self.show_tour)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)

    def _add_front_entry(self, key: str, entry: MenuEntry,
                         own: Callable[[ShellArea], QAction | QMenu]) -> None:
        """An entry of an area's front in the File menu: choosing it builds the area and
        chooses the area's own entry ``own`` picks. A submenu (the templates) is built as it
        opens and stays, holding the area's own entries."""
        if entry.submenu:
            submenu = QMenu(entry.text, self.file_menu)
            submenu.setToolTipsVisible(True)
            submenu.aboutToShow.connect(self._front_chosen)
            action = submenu.menuAction()
            self.file_menu.addMenu(submenu)
        else:
            action = QAction(entry.text, self)
            action.setStatusTip(entry.tip)
            action.setToolTip(entry.tip or entry.text)
            action.setShortcuts(list(entry.shortcuts))
            action.triggered.connect(self._front_chosen)
            self.file_menu.addAction(action)
        self._fronts_shown.setdefault(key, []).append((action, own))

    def _front_chosen(self) -> None:
        """A front's entry was chosen (a submenu is opening): its area is built, and an
        action goes on to the area's own. (Slots of the window itself, found through
        ``sender``: a closure holding the window would keep a closed window alive.)"""
        sender = self.sender()
        shown = sender.menuAction() if isinstance(sender, QMenu) else sender
        for key, entries in list(self._fronts_shown.items()):
            for action, own in entries:
                if action is shown:
                    real = own(self.area(key))
                    if isinstance(real, QAction) and not isinstance(sender, QMenu):
                        real.trigger()
                    return

    def _put_in_place_of_front(self, key: str, area: ShellArea) -> None:
        """The built area's own New and Open actions take the places of its front's; a
        submenu of its front takes the entries of the area's own."""
        for shown, own in self._fronts_shown.pop(key, []):
            entry = own(area)
            submenu = shown.menu()
            if isinstance(submenu, QMenu):
                if isinstance(entry, QMenu):
                    submenu.addActions(entry.actions())
                continue
            self.file_menu.insertAction(
                shown, entry.menuAction() if isinstance(entry, QMenu) else entry)
            self.file_menu.removeAction(shown)
            shown.setShortcuts([])  # the area's own has them now
            shown.deleteLater()

    def _add_area_entries(self, menu: QMenu, key: str, entries: list[QAction | None],
                          before: QAction | None = None) -> None:
        """Add an area's entries (None a separator) to ``menu`` above ``before`` (at its end
        without), shown only with the area; a leading separator only when there is
        something after it."""
        if not [entry for entry in entries if entry is not None]:
            return
        for entry in entries:
            if entry is None:
                separator = QAction(self)
                separator.setSeparator(True)
                entry = separator
            menu.insertAction(before, entry) if before is not None else menu.addAction(entry)
            self._area_only[key].append(entry)

    def _connect_pages(self) -> None:
        self.start_page.area_chosen.connect(self.show_area)
        self.start_page.open_requested.connect(self.open_with_dialog)
        self.start_page.sample_requested.connect(self.open_sample)
        self.start_page.recent_chosen.connect(self.open_path)
        self.stack.currentChanged.connect(self.page_changed)

    # --- pages ------------------------------------------------------------------------
    def show_start_page(self) -> None:
        self.stack.setCurrentWidget(self.start_page)

    def show_area(self, key: str) -> None:
        area = self.area(key)
        if not area.can_show():
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
        path = self._ask_open_path(self, start_folder())
        if path is not None:
            self.open_path(path)

    def open_sample(self) -> None:
        self.open_path(SAMPLE_ROUND)

    def open_path(self, path: Path) -> bool:
        """Open a file in the area its ``"format"`` names (``ui.games.area_for_file``; a
        broken file's format is found in its text), a round file (no ``"format"``, round
        keys) in Game night; a bad file is said once — by its area, under its kind's title
        ("Cannot open course file"), or here for a file no area opens — and changes nothing
        shown (issue 30 §9)."""
        from golfstudio.filekind import read_header

        header = read_header(path)
        entry = area_for_file(header.format, header.game)
        if entry is None and not header.round_file:
            self._refuse_file(path, header.format, header.problem)
            return False
        area = self.area(entry.key if entry is not None else Area.GAME_NIGHT)
        if not area.open_path(path):
            if not path.exists():
                self._refresh_recent()  # a recent file that has gone away leaves the list
            return False
        self.stack.setCurrentWidget(_widget(area))
        self.file_used(path)
        self.page_changed()
        return True

    def _refuse_file(self, path: Path, kind: str | None, problem: str | None) -> None:
        """A file no area opens: not a GolfStudio file, or a kind File > Open does not open
        (a night file is imported; cards and pieces are read by the editors), said with the
        format it names."""
        from golfstudio.filekind import NIGHT_FORMAT

        if problem is not None:
            reason = problem
        elif kind == NIGHT_FORMAT:
            reason = self.tr('a night file ("format": "{format}"): add its night to the '
                             "database with File > Import Night… in Game night").format(
                                 format=kind)
        else:
            reason = self.tr('unknown file format "{format}": File > Open opens courses, '
                             "saved games and round files").format(format=kind)
        QMessageBox.warning(self, self.tr("Cannot open file"),
                            self.tr("{file}: {reason}").format(file=path.name, reason=reason))
        if not path.exists():
            self._refresh_recent()  # a recent file that has gone away leaves the list

    def file_used(self, path: Path) -> None:
        self.recent.add(path)
        self._refresh_recent()

    # --- the store --------------------------------------------------------------------
    def db_url(self) -> str | None:
        """The database URL in use: --db, else the saved choice, else None (the default)."""
        from ui.database_settings import configured_db_url

        return self._cli_db_url or configured_db_url(self.settings)

    def store(self) -> Store | None:
        """The scorecard store, opened on first use; None after telling the user why not."""
        if self._store is None:
            # The database stack loads with the first area that keeps scores.
            from golfstudio.gamenight.courses import open_scorecard_store
            from golfstudio.store import StoreError
            from ui.database_settings import with_password

            try:
                # A password no keyring keeps is asked for here (ui/database_settings.py);
                # the bundled scorecard courses come with the store, as in the CLI.
                store = open_scorecard_store(with_password(self.db_url(), self.settings, self))
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
        """Settings > Database…: True when a new choice was saved.

        **Decision** (docs/store.md, issue 30 §16): the studio switches at once, as the
        dialog says. Nothing is lost: every score is written as it is typed (a number still
        waiting for its pause is written first, to the database it was typed for). The pages
        built on the old database close — a night id means another night in another database,
        so nothing of the old one is shown over the new one — and the page shown is opened
        again on the new database: Game night on its night list, the PBM league on its
        games. A game being played stays on the database it started on (its players are
        that database's) and is saved there; the next game uses the new one. The dialog says
        all this beside its Save button."""
        from ui.database_settings import DatabaseSettingsDialog

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
        current = self.current_area()
        shown = next((key for key, area in self.areas.items() if area is current), None)
        night = self.game_night if Area.GAME_NIGHT in self.areas else None
        on_round_file = night is not None and current is night and (
            night.current_page() is night.round_page and night.round_page.path is not None)
        if night is not None:
            night.set_store()  # a waiting score written, the old pages closed
        was_open = self._store is not None
        self.close_store()
        if shown is None or on_round_file:
            if was_open:
                self.store()  # opened at once, as the dialog says: a bad choice is said now
            return True
        # The page shown, opened again on the new database (or the start page, after the
        # store's message, when it does not open).
        self.show_start_page()
        self.show_area(shown)
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
        if self._placed is not None:
            # The real frame is known now: fitted again where the guess was too small —
            # unless the window was given another size since (by a test, say).
            if self.geometry().size() == self._placed.size():
                QTimer.singleShot(0, self, partial(refit_when_framed, self))
            self._placed = None
        if not self._recovery_offered:
            # Once the window is up: what a crashed run left unsaved, area by area.
            self._recovery_offered = True
            QTimer.singleShot(0, self, self._offer_recovery)

    def _offer_recovery(self) -> None:
        """What a crashed run left unsaved, offered by the editor of its kind: an editor not
        built yet is built only when there is something of its kind to offer."""
        root = self._recovery_root or default_recovery_root()
        for key, entry in self._game_areas.items():
            if key in self.areas:
                self.areas[key].offer_recovery()
            elif entry.offer is Offer.EDITOR and has_orphans(root, set(entry.formats)):
                self.area(key).offer_recovery()

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
        if Area.GAME_NIGHT in self.areas:
            self.game_night.set_store()
        self.close_store()
        super().closeEvent(event)
