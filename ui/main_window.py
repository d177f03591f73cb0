"""The studio's main window: a start page, one page per working area, menus and settings.

The window owns everything that outlives a page: opening files (dialog, recent files,
drag and drop), the error message a bad file gets, and what QSettings remembers. One Open
opens every kind of file: a Carambole course (its ``"format"`` says so) goes to the Courses
area, anything else is read as a round file for Game night.

The Courses area is ``CourseEditorWindow``, a page with its own docks and tabs. Its actions
appear in this window's File, Edit and View menus while it is the page shown, and are
hidden (and disabled, so their shortcuts sleep) on the other pages; New Course and the
bundled templates stay in the File menu everywhere and bring the area up.

The Play and Game night areas keep their scores in the store (``golfstudio.store``). The
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

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import FORMAT as COURSE_FORMAT
from golfstudio.engine.saved_game import FORMAT as SAVED_GAME_FORMAT
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.courses import install_bundled
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.resources import resource_path
from golfstudio.store import Store, StoreError, open_store
from ui import about
from ui.areas import Area
from ui.carambole_editor.shell import AUTOSAVE_MS, CourseDialogs, CourseEditorWindow
from ui.carambole_play import start_new_game
from ui.carambole_play.area import PlayArea
from ui.carambole_play.setup_dialog import CourseChoice
from ui.database_settings import DatabaseSettingsDialog, configured_db_url
from ui.gamenight.area import GameNightArea
from ui.gamenight.night_page import POLL_MS
from ui.gamenight.round_file import read_round_card
from ui.gamenight.round_page import RoundResultsPage
from ui.play_kit.games import open_saved_game
from ui.settings import (
    RecentFiles,
    restore_course_editor,
    restore_window,
    save_course_editor,
    save_window,
)
from ui.start_page import StartPage

SAMPLE_ROUND = resource_path("samples", "game-night.json")
DEFAULT_SIZE = (1200, 800)
APP_NAME = "GolfStudio"

# Asks the user for a file to open, starting in a folder; None when cancelled.
AskOpenPath = Callable[[QWidget, Path], Path | None]


def ask_open_file(parent: QWidget, start_dir: Path) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("MainWindow", "Open"), str(start_dir),
        QCoreApplication.translate(
            "MainWindow", "GolfStudio files: courses and rounds (*.json);;All files (*)"))
    return Path(name) if name else None


def file_format(path: Path) -> str | None:
    """The ``"format"`` a JSON file declares, or None (not JSON, no format: a round file)."""
    try:
        data = read_json(path)
    except JsonFileError:
        return None
    value = data.get("format") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def standard_shortcuts(key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's bindings for ``key``; ``fallback`` where the platform defines none.

    Qt gives Quit no binding on Windows and on bare X11/offscreen; Ctrl+Q is what Linux
    desktops and macOS use, so users there still get a keyboard way out.
    """
    bindings = QKeySequence.keyBindings(key)
    return bindings or [QKeySequence(fallback)]


def _json_files(event: QDragEnterEvent | QDropEvent) -> list[Path]:
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls()
            if url.isLocalFile() and url.toLocalFile().lower().endswith(".json")]


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: QSettings | None = None,
        *,
        db_url: str | None = None,
        ask_open_path: AskOpenPath = ask_open_file,
        course_dialogs: CourseDialogs | None = None,
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

        self.round_page = RoundResultsPage(self)
        self.course_page = CourseEditorWindow(dialogs=course_dialogs,
                                              recovery_root=recovery_root,
                                              autosave_ms=autosave_ms, parent=self)
        self.play_area = PlayArea(self)
        # Weakly: a bound method kept by a child page would keep this window alive.
        store_method = weakref.WeakMethod(self.store)

        def store_source() -> Store | None:
            method = store_method()
            return method() if method is not None else None

        self.game_night = GameNightArea(self.round_page, store_source, self,
                                        poll_ms=night_poll_ms)
        self._area_pages: dict[Area, QWidget] = {Area.COURSES: self.course_page,
                                                 Area.PLAY: self.play_area,
                                                 Area.GAME_NIGHT: self.game_night}
        self.start_page = StartPage(available=self._area_pages.keys(), parent=self)
        self.stack = QStackedWidget(self)
        for page in (self.start_page, self.course_page, self.play_area, self.game_night):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self._recovery_offered = False
        self._abandon_asked = False
        """File ▸ Quit asked already whether to abandon the game in progress."""

        self._create_actions()
        self._create_menus()
        self._connect_pages()
        self._refresh_recent()
        self._page_changed()

        if not restore_window(self.settings, self):
            self.resize(*DEFAULT_SIZE)
        self.course_page.layout_restored = restore_course_editor(self.settings,
                                                                 self.course_page)

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
            tip=self.tr("Open a course or a round file"))
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
            tip=self.tr("Close the current course, or the current page"))
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
        courses = self.course_page
        # Shown only while the Courses area is the page: they act on its current tab.
        self._course_only: list[QAction] = []

        def course_only(*actions: QAction) -> None:
            self._course_only.extend(actions)

        self.file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu.addAction(courses.new_action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self.file_menu)
        self.recent_menu.aboutToShow.connect(self._refresh_recent)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addMenu(courses.template_menu)
        self.file_menu.addAction(self.sample_action)
        course_only(self.file_menu.addSeparator())
        for action in (courses.save_action, courses.save_as_action, courses.revert_action):
            self.file_menu.addAction(action)
            course_only(action)
        course_only(self.file_menu.addSeparator())
        for action in (courses.export_png_action, courses.export_svg_action):
            self.file_menu.addAction(action)
            course_only(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        self.edit_menu = courses.edit_menu
        bar.addMenu(self.edit_menu)
        course_only(self.edit_menu.menuAction())

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu.addAction(self.start_page_action)
        course_only(self.view_menu.addSeparator())
        for action in courses.view_actions:
            if action is courses.properties_action:
                course_only(self.view_menu.addSeparator())
            self.view_menu.addAction(action)
            course_only(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)

        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.settings_menu.addAction(self.database_action)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)

    def _connect_pages(self) -> None:
        self.start_page.area_chosen.connect(self.show_area)
        self.start_page.open_requested.connect(self.open_with_dialog)
        self.start_page.sample_requested.connect(self.open_sample)
        self.start_page.recent_chosen.connect(self.open_path)
        self.round_page.open_requested.connect(self.open_with_dialog)
        self.round_page.sample_requested.connect(self.open_sample)
        self.play_area.newGameRequested.connect(self.new_game)
        self.play_area.homeRequested.connect(self.show_start_page)
        self.game_night.stack.currentChanged.connect(self._page_changed)
        self.course_page.openRequested.connect(self.open_with_dialog)
        self.course_page.documentOpened.connect(self._show_courses)
        self.course_page.fileUsed.connect(self._file_used)
        self.course_page.titleChanged.connect(self._page_changed)
        self.course_page.playRequested.connect(self.play_course)
        self.stack.currentChanged.connect(self._page_changed)

    # --- pages ------------------------------------------------------------------------
    def show_start_page(self) -> None:
        self.stack.setCurrentWidget(self.start_page)

    def show_area(self, area: Area) -> None:
        page = self._area_pages.get(area)
        if page is None:
            return
        if area in (Area.PLAY, Area.GAME_NIGHT) and self.store() is None:
            return  # said why; the start page stays
        self.stack.setCurrentWidget(page)

    def current_page(self) -> QWidget:
        """The page shown: an area's own section where the area has several."""
        current = self.stack.currentWidget()
        assert current is not None, "the start page is in the stack from the start"
        return self.game_night.current_page() if current is self.game_night else current

    def _show_courses(self) -> None:
        self.stack.setCurrentWidget(self.course_page)

    def close_page(self) -> None:
        """Close what the current page shows: the current course (its tab), else the page,
        going back to the start page."""
        current = self.stack.currentWidget()
        if current is self.course_page and self.course_page.editors():
            self.course_page.close_current()
            return
        if current is self.play_area and self.play_area.view is not None:
            if not self._may_abandon_game():
                return
            self.play_area.clear()
        if self.current_page() is self.round_page:
            self.round_page.clear()
        self.show_start_page()

    def _page_changed(self, *_args: object) -> None:
        current = self.stack.currentWidget()
        on_start = current is self.start_page
        on_courses = current is self.course_page
        self.close_action.setEnabled(not on_start)
        self.start_page_action.setEnabled(not on_start)
        for action in self._course_only:
            action.setVisible(on_courses)
        self.course_page.set_active(on_courses)
        path = self.round_page.path
        if on_courses:
            title = self.course_page.current_title() or self.tr("Courses")
            self.setWindowTitle(self._titled(title))
        elif self.current_page() is self.round_page and path is not None:
            self.setWindowTitle(self._titled(path.name))
        elif current is self.play_area:
            self.setWindowTitle(self._titled(self.tr("Play")))
        elif current is self.game_night:
            self.setWindowTitle(self._titled(self.tr("Game night")))
        else:
            self.setWindowTitle(APP_NAME)

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
        """Open a course in the Courses area or a round file on the Game night page, by the
        file's ``"format"``; a bad file changes nothing shown."""
        if file_format(path) == COURSE_FORMAT:
            return self.open_course(path)
        if file_format(path) == SAVED_GAME_FORMAT:
            return self.open_saved_game(path)
        try:
            card = read_round_card(path)
        except GolfStudioError as exc:
            self._cannot_open(path, str(exc))
            if not path.exists():
                self._refresh_recent()  # a recent file that has gone away leaves the list
            return False
        self.round_page.show_round(card, path)
        self.recent.add(path)
        self._refresh_recent()
        self.game_night.show_round_file()
        self.stack.setCurrentWidget(self.game_night)
        self._page_changed()
        return True

    def open_course(self, path: Path) -> bool:
        opened = self.course_page.open_path(path)  # it reports a bad file itself
        if opened:
            self._show_courses()
        elif not path.exists():
            self._refresh_recent()
        return opened

    def _file_used(self, path: Path) -> None:
        self.recent.add(path)
        self._refresh_recent()

    def _cannot_open(self, path: Path, reason: str) -> None:
        QMessageBox.warning(self, self.tr("Cannot open round file"),
                            self.tr("{file}: {reason}").format(file=path.name, reason=reason))

    # --- the store --------------------------------------------------------------------
    def db_url(self) -> str | None:
        """The database URL in use: --db, else the saved choice, else None (the default)."""
        return self._cli_db_url or configured_db_url(self.settings)

    def store(self) -> Store | None:
        """The scorecard store, opened on first use; None after telling the user why not."""
        if self._store is None:
            try:
                store = open_store(self.db_url())
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

    # --- play -------------------------------------------------------------------------
    def new_game(self) -> bool:
        """Set up a game and show it as the Play page; False if cancelled or kept waiting."""
        if self.play_area.in_progress() and not self._may_abandon_game():
            return False
        store = self.store()
        if store is None:
            return False
        view = start_new_game(self, store_factory=store)
        if view is None:
            return False
        self.play_area.show_game(view)
        self.stack.setCurrentWidget(self.play_area)
        return True

    def play_course(self, course: Course) -> bool:
        """The course editor's Play This Course: the set-up dialog with that course."""
        if self.play_area.in_progress() and not self._may_abandon_game():
            return False
        store = self.store()
        if store is None:
            return False
        label = course.name or self.tr("Course being edited")
        view = start_new_game(self, store_factory=store, courses=[CourseChoice(label, course)])
        if view is None:
            return False
        self.play_area.show_game(view)
        self.stack.setCurrentWidget(self.play_area)
        return True

    def open_saved_game(self, path: Path) -> bool:
        """A ``golfstudio.game`` file: its replay in the Play area (a bad file is one
        message and changes nothing shown)."""
        if self.play_area.in_progress() and not self._may_abandon_game():
            return False
        view = open_saved_game(path, self)
        if view is None:
            if not path.exists():
                self._refresh_recent()
            return False
        self.play_area.show_saved_game(view)
        self.recent.add(path)
        self._refresh_recent()
        self.stack.setCurrentWidget(self.play_area)
        return True

    def _may_abandon_game(self) -> bool:
        if not self.play_area.in_progress():
            return True
        answer = QMessageBox.question(
            self, self.tr("Abandon the game?"),
            self.tr("A game is still being played. Abandon it? It will not be saved."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

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
        if not self._may_abandon_game():
            return
        self._abandon_asked = True
        QApplication.closeAllWindows()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._recovery_offered:
            # Once the window is up: courses a crashed run left unsaved (CourseEditorWindow).
            self._recovery_offered = True
            QTimer.singleShot(0, self, self.course_page.offer_recovery)

    def closeEvent(self, event: QCloseEvent) -> None:
        asked, self._abandon_asked = self._abandon_asked, False
        if not asked and not self._may_abandon_game():  # a game in progress is not saved
            event.ignore()
            return
        if not self.course_page.close_all():  # asks to save each modified course
            event.ignore()
            return
        save_course_editor(self.settings, self.course_page)
        save_window(self.settings, self)
        self.game_night.set_store()
        self.close_store()
        super().closeEvent(event)
