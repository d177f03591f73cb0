"""``CourseEditorWindow``: the Courses area of the main window.

A ``QMainWindow`` used as a page of the main window's stack (a main window nests as a plain
widget), so the area has its own dock layout: a tab per open course (``CourseEditor``), the
Properties and Problems docks beside them, and a file toolbar. The window owns every course
action — files, export, clipboard, undo, zoom — and the main window shows them in its own
File, Edit and View menus while this page is current (``set_active``): one menu bar, one
set of shortcuts, never two actions on one key.

Undo and redo are a ``QUndoGroup`` over the tabs' stacks: the Edit menu's Undo is always the
current tab's. The tabs' own ``undo_action()`` is never made, so Ctrl+Z has one owner.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.carambole.bundled import bundled_course, bundled_courses
from golfstudio.carambole.clipboard import Fragment, free_offset, place_fragment, remove_selection
from golfstudio.carambole.course import Course, cell_name
from golfstudio.carambole.course_file import load_course, read_course
from golfstudio.carambole.errors import CourseError
from golfstudio.errors import GolfStudioError
from ui import theme
from ui.carambole_editor.analysis import AnalysisDock, EditorAnalysis, attach_analysis
from ui.carambole_editor.commands import CourseCommand
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.editor_widget import CourseEditor
from ui.carambole_editor.palette import Piece, bundled_pieces
from ui.carambole_editor.shell.clipboard import clipboard_fragment, has_fragment, put_fragment
from ui.carambole_editor.shell.dialogs import CourseDialogs
from ui.carambole_editor.shell.export import export_png, export_svg
from ui.carambole_editor.shell.problems import ProblemsDock
from ui.carambole_editor.shell.properties import PropertiesDock
from ui.carambole_editor.shell.recovery import (
    RecoveryEntry,
    RecoverySession,
    default_recovery_root,
    orphaned_sessions,
)
from ui.carambole_editor.shell.selection import Selection

AUTOSAVE_MS = 60_000
"""Every modified course is written to the recovery folder once a minute."""

COURSE_FILTER = "Carambole courses (*.json);;All files (*)"
ZOOM_STEP = 1.25
StandardKey = QKeySequence.StandardKey


def _keys(key: StandardKey, *extra: str) -> list[QKeySequence]:
    return [*QKeySequence.keyBindings(key), *(QKeySequence(k) for k in extra)]


def file_stem(name: str) -> str:
    """A file name for a course name: ``"Dog-leg (copy)"`` → ``"dog-leg-copy"``."""
    stem = re.sub(r"[^\w-]+", "-", name.strip().lower()).strip("-")
    return stem or "course"


def _with_suffix(path: Path, suffix: str) -> Path:
    return path if path.suffix else path.with_suffix(suffix)


def undo_icon(redo: bool = False) -> QIcon:
    """A hooked arrow turning back (undo) or, mirrored, forward (redo)."""
    icon = QIcon()
    for size in (18, 24, 36, 48):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(size / 24, size / 24)
        if redo:
            p.translate(24, 0)
            p.scale(-1, 1)
        pen = QPen(theme.ACCENT_DARK, 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        hook = QPainterPath(QPointF(6, 10))
        hook.lineTo(15, 10)
        hook.cubicTo(QPointF(22, 10), QPointF(22, 20), QPointF(15, 20))
        hook.lineTo(10, 20)
        p.drawPath(hook)
        p.setBrush(theme.ACCENT_DARK)
        p.drawPolygon(QPolygonF([QPointF(3, 10), QPointF(8, 5.5), QPointF(8, 14.5)]))
        p.end()
        icon.addPixmap(pixmap)
    return icon


def _toggle_action(dock: QDockWidget, text: str) -> QAction:
    action = dock.toggleViewAction()
    assert action is not None
    action.setText(text)
    return action


class EmptyPage(QWidget):
    """What the area shows with no course open: start a course, open one, or copy a
    bundled course."""

    def __init__(self, window: CourseEditorWindow) -> None:
        super().__init__(window)
        self.setObjectName("coursesEmpty")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 40, 48, 40)
        outer.setSpacing(14)
        title = QLabel("Courses", self)
        title.setObjectName("pageTitle")
        title.setFont(theme.scaled_font(self, 2.0, bold=True))
        words = QLabel("Design a Mini Golf Carambole course: paint the felt, draw walls, place "
                       "obstacles, then play it. Start from an empty board or from a copy of "
                       "one of the bundled courses.", self)
        words.setObjectName("pageSubtitle")
        words.setWordWrap(True)
        self.new_button = QPushButton("New course", self)
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(window.new_course)
        self.open_button = QPushButton("Open a course file…", self)
        self.open_button.clicked.connect(window.openRequested)
        outer.addWidget(title)
        outer.addWidget(words)
        for button in (self.new_button, self.open_button):
            button.setMaximumWidth(260)
            outer.addWidget(button)
        outer.addSpacing(10)
        templates = QLabel("Start from a bundled course", self)
        templates.setObjectName("sectionTitle")
        templates.setFont(theme.scaled_font(self, 1.15, bold=True))
        outer.addWidget(templates)
        self.template_list = QListWidget(self)
        self.template_list.setObjectName("recentList")
        self.template_list.setMaximumWidth(520)
        for entry in bundled_courses():
            item = QListWidgetItem(f"{entry.title}  ·  {entry.kind.value}")
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(f"Open a copy of {entry.title}")
            self.template_list.addItem(item)
        self.template_list.itemClicked.connect(
            lambda item: window.open_template(str(item.data(Qt.ItemDataRole.UserRole))))
        outer.addWidget(self.template_list, 1)


class CourseEditorWindow(QMainWindow):
    """Tabs of course editors with their docks, files, clipboard and autosave.

    Signals: ``titleChanged(str)`` — the current tab's title (``""`` with no tab);
    ``documentOpened()`` — a tab was opened (the main window shows this page);
    ``fileUsed(object)`` — a course ``Path`` was opened or saved (for the recent files);
    ``openRequested()`` — the page's Open button (the main window asks for the file).
    """

    titleChanged = Signal(str)
    documentOpened = Signal()
    fileUsed = Signal(object)
    openRequested = Signal()

    def __init__(self, *, dialogs: CourseDialogs | None = None,
                 recovery_root: Path | None = None, autosave_ms: int = AUTOSAVE_MS,
                 pieces: tuple[Piece, ...] | None = None,
                 parent: QWidget | None = None) -> None:
        # Built parentless, as a plain widget, then given its parent: a QMainWindow made
        # with a parent starts as a window, and docks added then are laid out off-page.
        super().__init__()
        self.setWindowFlags(Qt.WindowType.Widget)  # a page of the main window's stack
        self.setObjectName("courseEditorWindow")
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks)
        self.dialogs = dialogs if dialogs is not None else CourseDialogs()
        self._pieces = pieces if pieces is not None else bundled_pieces()
        self.recovery = RecoverySession(recovery_root if recovery_root is not None
                                        else default_recovery_root())
        self.last_folder = Path.home()
        self._active = True
        self._selections: dict[CourseEditor, Selection] = {}
        self._keys: dict[CourseEditor, str] = {}
        self._autosaved: dict[str, Course] = {}
        self._numbers = itertools.count(1)

        self.undo_group = QUndoGroup(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("courseTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(self._current_changed)
        self.empty_page = EmptyPage(self)
        self.central = QStackedWidget(self)
        self.central.addWidget(self.empty_page)
        self.central.addWidget(self.tabs)
        self.setCentralWidget(self.central)

        self.properties_dock = PropertiesDock(self)
        self.problems_dock = ProblemsDock(self)
        self.analysis_dock = AnalysisDock(self)
        for dock in (self.properties_dock, self.problems_dock, self.analysis_dock):
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                             | QDockWidget.DockWidgetFeature.DockWidgetMovable
                             | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # The analysis shares the properties' place: both are read beside the canvas.
        self.tabifyDockWidget(self.properties_dock, self.analysis_dock)
        self.properties_dock.raise_()
        self._analyses: dict[CourseEditor, EditorAnalysis] = {}
        self.layout_restored = False
        """True once the docks were sized: by a saved layout (settings) or the first show."""

        self._create_actions()
        self._create_toolbar()
        self._clipboard_has_fragment = has_fragment()
        QGuiApplication.clipboard().dataChanged.connect(self._clipboard_changed)

        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(autosave_ms)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._autosave_timer.start()
        self._current_changed()
        if parent is not None:
            self.setParent(parent)

    # ---- actions ----------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], *,
                shortcuts: list[QKeySequence] | None = None, tip: str = "",
                icon: QStyle.StandardPixmap | None = None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcuts:
            action.setShortcuts(shortcuts)
        if tip:
            action.setStatusTip(tip)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.triggered.connect(lambda _checked=False: slot())  # never the checked flag
        return action

    def _create_actions(self) -> None:
        pix = QStyle.StandardPixmap
        self.new_action = self._action(
            "&New Course", self.new_course, shortcuts=_keys(StandardKey.New),
            tip="Start an empty course", icon=pix.SP_FileIcon)
        self.open_action = self._action(
            "&Open…", self.openRequested.emit, tip="Open a course file",
            icon=pix.SP_DialogOpenButton)
        self.template_menu = QMenu("Open Bundled Course as &Template", self)
        self.template_menu.setObjectName("templateMenu")
        self.template_menu.setToolTipsVisible(True)
        kind = None
        for entry in bundled_courses():
            if kind is not None and entry.kind is not kind:
                self.template_menu.addSeparator()
            kind = entry.kind
            action = self.template_menu.addAction(entry.title)
            action.setData(entry.id)
            action.setToolTip(f"Open a copy of {entry.title} to change")
            action.triggered.connect(lambda _=False, i=entry.id: self.open_template(i))
        self.save_action = self._action(
            "&Save", self.save, shortcuts=_keys(StandardKey.Save), tip="Save the course",
            icon=pix.SP_DialogSaveButton)
        self.save_as_action = self._action(
            "Save &As…", self.save_as, shortcuts=_keys(StandardKey.SaveAs),
            tip="Save the course to another file")
        self.revert_action = self._action(
            "Re&vert to Saved", self.revert, tip="Reload the course from its file")
        self.export_png_action = self._action(
            "Export as &PNG…", lambda: self.export("png"), shortcuts=[QKeySequence("Ctrl+E")],
            tip="Save a picture of the board")
        self.export_svg_action = self._action(
            "Export as S&VG…", lambda: self.export("svg"),
            tip="Save the board as a drawing that prints at any size")

        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts(_keys(StandardKey.Undo))
        self.undo_action.setIcon(undo_icon())
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts(_keys(StandardKey.Redo))
        self.redo_action.setIcon(undo_icon(redo=True))
        self.cut_action = self._action("Cu&t", self.cut, shortcuts=_keys(StandardKey.Cut),
                                       tip="Copy the selection and take it away")
        self.copy_action = self._action("&Copy", self.copy, shortcuts=_keys(StandardKey.Copy),
                                        tip="Copy the selection, to paste in any course")
        self.paste_action = self._action(
            "&Paste", self.paste, shortcuts=_keys(StandardKey.Paste),
            tip="Paste what was copied beside the course (whole boards) or where it was")
        self.duplicate_action = self._action(
            "D&uplicate", self.duplicate, shortcuts=[QKeySequence("Ctrl+D")],
            tip="Put a copy of the selection beside it")
        self.delete_action = self._action(
            "&Delete", self.delete_selection, shortcuts=_keys(StandardKey.Delete),
            tip="Take the selection away")
        self.select_all_action = self._action(
            "Select &All", self.select_all, shortcuts=_keys(StandardKey.SelectAll),
            tip="Select the whole course: its cells and every object")
        self.edit_menu = QMenu("&Edit", self)
        self.edit_menu.setObjectName("courseEditMenu")
        for entry_action in (self.undo_action, self.redo_action, None, self.cut_action,
                             self.copy_action, self.paste_action, self.duplicate_action,
                             self.delete_action, None, self.select_all_action):
            if entry_action is None:
                self.edit_menu.addSeparator()
            else:
                self.edit_menu.addAction(entry_action)

        self.fit_action = self._action(
            "&Fit Course", self.fit_course, shortcuts=[QKeySequence("Ctrl+0")],
            tip="Zoom so the whole course fits")
        self.zoom_in_action = self._action(
            "Zoom &In", lambda: self.zoom(ZOOM_STEP), shortcuts=_keys(StandardKey.ZoomIn, "Ctrl+="),
            tip="Zoom in")
        self.zoom_out_action = self._action(
            "Zoom &Out", lambda: self.zoom(1 / ZOOM_STEP), shortcuts=_keys(StandardKey.ZoomOut),
            tip="Zoom out")
        self.properties_action = _toggle_action(self.properties_dock, "&Properties")
        self.problems_action = _toggle_action(self.problems_dock, "P&roblems")
        self.analysis_action = _toggle_action(self.analysis_dock, "&Analysis")

        self.page_actions = [
            self.save_action, self.save_as_action, self.revert_action, self.export_png_action,
            self.export_svg_action, self.cut_action, self.copy_action, self.paste_action,
            self.duplicate_action, self.delete_action, self.select_all_action,
            self.fit_action, self.zoom_in_action, self.zoom_out_action,
        ]
        """Actions that act on the current tab (the others open courses from anywhere)."""
        self.view_actions = [self.fit_action, self.zoom_in_action, self.zoom_out_action,
                             self.properties_action, self.problems_action,
                             self.analysis_action]

    def _create_toolbar(self) -> None:
        bar = QToolBar("File", self)
        bar.setObjectName("courseFileBar")
        bar.setMovable(False)
        bar.setIconSize(QSize(18, 18))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_action, self.open_action, self.save_action, None,
                       self.undo_action, self.redo_action):
            if action is None:
                bar.addSeparator()
            else:
                bar.addAction(action)
        for action in (self.undo_action, self.redo_action):
            button = bar.widgetForAction(action)
            if isinstance(button, QToolButton):  # its text names the edit: too long to show
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        bar.addSeparator()
        templates = QToolButton(bar)
        templates.setObjectName("templateButton")
        templates.setText("From a bundled course")
        templates.setToolTip("Open a copy of one of the bundled courses")
        templates.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_FileDialogContentsView))
        templates.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        templates.setMenu(self.template_menu)
        templates.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        bar.addWidget(templates)
        self.file_bar = bar
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.layout_restored:
            self.layout_restored = True
            QTimer.singleShot(0, self, self._size_docks)  # once the page has its height

    def _size_docks(self) -> None:
        """The first layout: most of the height to the properties, the rest to problems."""
        height = self.properties_dock.height() + self.problems_dock.height()
        problems = max(140, height // 5)
        self.resizeDocks([self.properties_dock, self.problems_dock],
                         [height - problems, problems], Qt.Orientation.Vertical)

    def set_active(self, active: bool) -> None:
        """Whether this page is the one shown: its actions act only while it is."""
        self._active = active
        self._sync_undo_group()
        self._update_actions()

    def _sync_undo_group(self) -> None:
        editor = self.current_editor()
        stack = editor.document.undo_stack if editor is not None and self._active else None
        self.undo_group.setActiveStack(stack)  # type: ignore[arg-type]  # None: no stack

    def _update_actions(self, *_args: object) -> None:
        editor = self.current_editor()
        on = self._active and editor is not None
        document = editor.document if editor is not None else None
        selection = self._selections.get(editor) if editor is not None else None
        has_cells = document is not None and bool(document.course.cells)
        has_any = has_cells or (document is not None and bool(document.course.object_ids()))
        selected = on and selection is not None and not selection.is_empty()
        for action in self.page_actions:
            action.setEnabled(on)
        self.revert_action.setEnabled(on and document is not None and document.path is not None
                                      and document.is_modified())
        self.export_png_action.setEnabled(on and has_cells)
        self.export_svg_action.setEnabled(on and has_cells)
        for action in (self.cut_action, self.copy_action, self.duplicate_action,
                       self.delete_action):
            action.setEnabled(selected)
        self.paste_action.setEnabled(on and self._clipboard_has_fragment)
        self.select_all_action.setEnabled(on and has_any)
        self.properties_action.setEnabled(self._active)
        self.problems_action.setEnabled(self._active)

    def _clipboard_changed(self) -> None:
        self._clipboard_has_fragment = has_fragment()
        self._update_actions()

    # ---- tabs -------------------------------------------------------------------------------

    def editors(self) -> list[CourseEditor]:
        return [w for i in range(self.tabs.count())
                if isinstance(w := self.tabs.widget(i), CourseEditor)]

    def current_editor(self) -> CourseEditor | None:
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, CourseEditor) else None

    def selection(self, editor: CourseEditor | None = None) -> Selection | None:
        editor = editor if editor is not None else self.current_editor()
        return None if editor is None else self._selections.get(editor)

    def current_title(self) -> str:
        editor = self.current_editor()
        return editor.document.title() if editor is not None else ""

    def add_document(self, document: CourseDocument) -> CourseEditor:
        """Open a tab on ``document`` and make it current."""
        editor = CourseEditor(document, save=self._save_document,
                              ask_save=self.dialogs.ask_save, pieces=self._pieces)
        document.setParent(editor)
        # The window's View > Fit Course owns Ctrl+0; the toolbar button stays.
        editor.toolbar.fit_action.setShortcuts([])
        selection = Selection(editor)
        self._selections[editor] = selection
        self._analyses[editor] = attach_analysis(editor)
        self._keys[editor] = f"course-{next(self._numbers)}"
        self.undo_group.addStack(document.undo_stack)
        document.titleChanged.connect(lambda _title, e=editor: self._title_changed(e))
        document.changed.connect(self._update_actions)
        document.pathChanged.connect(self._update_actions)
        document.undo_stack.cleanChanged.connect(self._update_actions)
        selection.changed.connect(self._update_actions)
        index = self.tabs.addTab(editor, "")
        self._label_tab(editor)
        self.central.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(index)
        editor.view.setFocus()
        self.documentOpened.emit()
        return editor

    def _label_tab(self, editor: CourseEditor) -> None:
        index = self.tabs.indexOf(editor)
        if index < 0:
            return
        document = editor.document
        star = " *" if document.is_modified() else ""
        self.tabs.setTabText(index, f"{document.display_name()}{star}")
        self.tabs.setTabToolTip(index, str(document.path) if document.path is not None
                                else "Not saved yet")

    def _title_changed(self, editor: CourseEditor) -> None:
        self._label_tab(editor)
        if editor is self.current_editor():
            self.titleChanged.emit(self.current_title())

    def _current_changed(self, *_args: object) -> None:
        editor = self.current_editor()
        selection = self.selection(editor)
        self._sync_undo_group()
        self.properties_dock.set_selection(editor.document if editor is not None else None,
                                           selection)
        self.problems_dock.set_editor(editor, selection)
        self.analysis_dock.set_analysis(self._analyses.get(editor) if editor else None)
        if editor is None:
            self.central.setCurrentWidget(self.empty_page)
        self._update_actions()
        self.titleChanged.emit(self.current_title())

    def close_tab(self, index: int) -> bool:
        """Close a tab, asking to save its unsaved changes; False when the user cancels."""
        editor = self.tabs.widget(index)
        if not isinstance(editor, CourseEditor):
            return False
        if editor is self.current_editor():
            self.properties_dock.commit_pending()
        if not editor.maybe_close():
            return False
        self._remove_tab(editor)
        return True

    def close_current(self) -> bool:
        return self.close_tab(self.tabs.currentIndex())

    def _remove_tab(self, editor: CourseEditor) -> None:
        key = self._keys.pop(editor)
        self.recovery.discard(key)
        self._autosaved.pop(key, None)
        self._selections.pop(editor)
        self._analyses.pop(editor).shutdown()
        self.undo_group.removeStack(editor.document.undo_stack)
        self.tabs.removeTab(self.tabs.indexOf(editor))
        editor.hide()
        editor.deleteLater()

    def close_all(self) -> bool:
        """Close every tab, asking about each unsaved course; False if the user cancels.

        On success nothing is left to recover: the recovery folder goes.
        """
        self.properties_dock.commit_pending()
        for editor in self.editors():
            if editor.document.is_modified():
                self.tabs.setCurrentWidget(editor)
                if not editor.maybe_close():
                    return False
        for editor in self.editors():
            self._remove_tab(editor)
        self.recovery.close()
        return True

    # ---- files ------------------------------------------------------------------------------

    def new_course(self) -> CourseEditor:
        return self.add_document(CourseDocument())

    def open_path(self, path: Path) -> bool:
        """Open a course file in a tab (or show its tab if it is open); False if it cannot
        be read. A course with errors opens: the Problems dock lists them."""
        for editor in self.editors():
            known = editor.document.path
            if known is not None and known.resolve() == path.resolve():
                self.tabs.setCurrentWidget(editor)
                self.documentOpened.emit()
                return True
        try:
            course, _problems = read_course(path)
        except CourseError as exc:
            QMessageBox.warning(self, "Cannot open course file", str(exc))
            return False
        self.last_folder = path.parent
        self.add_document(CourseDocument(course, path))
        self.fileUsed.emit(path)
        return True

    def open_template(self, course_id: str) -> CourseEditor | None:
        """A copy of a bundled course, with no file yet: Save asks where to put it."""
        entry = bundled_course(course_id)
        try:
            course = load_course(entry.path)
        except CourseError as exc:
            QMessageBox.warning(self, "Cannot open the bundled course", str(exc))
            return None
        name = course.name or entry.title
        return self.add_document(CourseDocument(course.replace(name=f"Copy of {name}")))

    def save(self) -> bool:
        editor = self.current_editor()
        return editor is not None and self._save_document(editor.document)

    def save_as(self) -> bool:
        editor = self.current_editor()
        return editor is not None and self._save_document(editor.document, ask=True)

    def _suggested(self, document: CourseDocument, suffix: str) -> Path:
        if document.path is not None:
            return document.path.with_suffix(suffix)
        return self.last_folder / f"{file_stem(document.course.name)}{suffix}"

    def _editor_of(self, document: CourseDocument) -> CourseEditor | None:
        return next((e for e in self.editors() if e.document is document), None)

    def _save_document(self, document: CourseDocument, *, ask: bool = False) -> bool:
        """Save to the course's file, or ask for one (Save As, a course never saved)."""
        if self.properties_dock.course_form.document is document:
            self.properties_dock.commit_pending()
        target = document.path
        if ask or target is None:
            chosen = self.dialogs.ask_save_path(self, "Save course as",
                                                self._suggested(document, ".json"), COURSE_FILTER)
            if chosen is None:
                return False
            target = _with_suffix(chosen, ".json")
        try:
            document.save(target)
        except (GolfStudioError, OSError) as exc:
            QMessageBox.critical(self, "Could not save", str(exc))
            return False
        editor = self._editor_of(document)
        if editor is not None:
            key = self._keys[editor]
            self.recovery.discard(key)
            self._autosaved.pop(key, None)
            editor.show_message(f"Saved to {target}")
        self.last_folder = target.parent
        self.fileUsed.emit(target)
        self._update_actions()
        return True

    def revert(self) -> bool:
        """Reload the current course from its file; Undo brings the changes back."""
        editor = self.current_editor()
        if editor is None or editor.document.path is None:
            return False
        document = editor.document
        path = document.path
        assert path is not None
        if not self.dialogs.confirm_revert(self, document.display_name()):
            return False
        try:
            course, _problems = read_course(path)
        except CourseError as exc:
            QMessageBox.warning(self, "Cannot revert", str(exc))
            return False
        command = CourseCommand(document, "Revert to saved", course)
        if command.changes_anything:
            document.push(command)
        document.mark_saved()
        self.recovery.discard(self._keys[editor])
        self._autosaved.pop(self._keys[editor], None)
        self._update_actions()
        return True

    def export(self, kind: str) -> bool:
        """Export the current board as ``"png"`` or ``"svg"``, asking for the file."""
        editor = self.current_editor()
        if editor is None:
            return False
        suffix = f".{kind}"
        label = kind.upper()
        chosen = self.dialogs.ask_save_path(
            self, f"Export as {label}", self._suggested(editor.document, suffix),
            f"{label} pictures (*{suffix});;All files (*)")
        if chosen is None:
            return False
        return self.export_to(_with_suffix(chosen, suffix), kind)

    def export_to(self, path: Path, kind: str) -> bool:
        editor = self.current_editor()
        selection = self.selection(editor)
        if editor is None or selection is None:
            return False
        try:
            if kind == "svg":
                export_svg(editor.scene, path, editor.document.display_name(),
                           hidden=selection.overlays())
            else:
                export_png(editor.scene, path, hidden=selection.overlays())
        except GolfStudioError as exc:
            QMessageBox.critical(self, "Could not export", str(exc))
            return False
        editor.show_message(f"Exported {path.name}")
        return True

    # ---- clipboard --------------------------------------------------------------------------

    def copy(self) -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        fragment = selection.fragment()
        put_fragment(fragment)
        editor.show_message(f"Copied {_describe(fragment)}.")
        return True

    def cut(self) -> bool:
        return self.copy() and self.delete_selection("Cut")

    def delete_selection(self, text: str = "Delete") -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        document = editor.document
        after = remove_selection(document.course, selection.cells, selection.object_ids())
        command = CourseCommand(document, text, after)
        if not command.changes_anything:
            return False
        document.push(command)
        selection.clear()
        return True

    def paste(self) -> bool:
        editor = self.current_editor()
        if editor is None:
            return False
        try:
            fragment = clipboard_fragment()
        except CourseError as exc:
            editor.show_message(str(exc))
            return False
        if fragment is None or fragment.is_empty:
            editor.show_message("The clipboard holds no piece of a course.")
            return False
        return self._place(editor, fragment, "Paste")

    def duplicate(self) -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        return self._place(editor, selection.fragment(), "Duplicate")

    def _place(self, editor: CourseEditor, fragment: Fragment, text: str) -> bool:
        document = editor.document
        course = document.course
        pasted = place_fragment(course, fragment, free_offset(course, fragment))
        document.push(CourseCommand(document, text, pasted.course))
        selection = self._selections[editor]
        editor.set_tool("select")
        selection.set_region(pasted.cells, pasted.object_ids)
        if fragment.cells:
            editor.fit_course()
        else:
            area = QRectF()
            for object_id in pasted.object_ids:
                item = editor.scene.object_item(object_id)
                if item is not None:
                    area = area.united(item.sceneBoundingRect())
            if not area.isEmpty():
                editor.view.ensureVisible(area, 40, 40)
        notes = []
        if pasted.dropped_hole is not None:
            notes.append(f"the course keeps its own hole, so the pasted hole at "
                         f"{cell_name(pasted.dropped_hole)} became floor")
        if pasted.renamed:
            notes.append("renamed " + ", ".join(f"{a} → {b}" for a, b in pasted.renamed.items()))
        done = {"Paste": "Pasted", "Duplicate": "Duplicated"}.get(text, text)
        message = f"{done} {_describe(fragment)}"
        editor.show_message(f"{message}{': ' + '; '.join(notes) if notes else ''}.")
        return True

    def select_all(self) -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None:
            return False
        editor.set_tool("select")
        selection.select_all()
        return True

    # ---- view -------------------------------------------------------------------------------

    def fit_course(self) -> None:
        editor = self.current_editor()
        if editor is not None:
            editor.fit_course()

    def zoom(self, factor: float) -> None:
        editor = self.current_editor()
        if editor is not None:
            editor.view.zoom_at(factor, editor.view.viewport().rect().center().toPointF())

    # ---- autosave and recovery --------------------------------------------------------------

    def autosave_now(self) -> None:
        """Write each modified course that changed since its last autosave; forget the
        recovery files of courses that are no longer modified."""
        for editor in self.editors():
            key = self._keys[editor]
            document = editor.document
            if not document.is_modified():
                if key in self._autosaved:
                    self.recovery.discard(key)
                    del self._autosaved[key]
                continue
            if self._autosaved.get(key) is document.course:
                continue
            try:
                self.recovery.write(key, document.course, document.path,
                                    document.display_name())
            except OSError as exc:
                editor.show_message(f"Autosave failed: {exc.strerror or exc}")
                continue
            self._autosaved[key] = document.course

    def recovery_path(self, editor: CourseEditor) -> Path | None:
        """Where ``editor``'s course is autosaved (once it has been)."""
        return self.recovery.course_path(self._keys[editor])

    def offer_recovery(self) -> int:
        """Offer the courses a crashed run left unsaved; returns how many were reopened."""
        orphans = orphaned_sessions(self.recovery.root, self.recovery.folder)
        if not orphans:
            return 0
        entries = [entry for orphan in orphans for entry in orphan.entries]
        recovered = 0
        if self.dialogs.ask_recover(self, entries):
            for orphan in orphans:
                failed = False
                for entry in orphan.entries:
                    try:
                        self._recover(entry)
                        recovered += 1
                    except CourseError as exc:
                        failed = True
                        QMessageBox.warning(self, "Cannot recover a course", str(exc))
                # The recovered courses are safe in this run's folder before the old one goes.
                self.autosave_now()
                if failed:
                    orphan.lock.unlock()  # keep its files: offered again next time
                else:
                    orphan.remove()
        else:
            for orphan in orphans:
                orphan.remove()
        return recovered

    def _recover(self, entry: RecoveryEntry) -> CourseEditor:
        course = entry.read()
        base = Course(cells=())
        if entry.original is not None and entry.original.is_file():
            # A file that went bad since: the recovered course is all there is.
            with contextlib.suppress(CourseError):
                base, _problems = read_course(entry.original)
        document = CourseDocument(base, entry.original)
        editor = self.add_document(document)
        command = CourseCommand(document, "Recover unsaved changes", course)
        if command.changes_anything:
            document.push(command)
        return editor


def _describe(fragment: Fragment) -> str:
    parts = []
    if fragment.cells:
        n = len(fragment.cells)
        parts.append(f"{n} cell{'s' if n != 1 else ''}")
    objects = len(fragment.walls) + len(fragment.obstacles)
    if objects:
        parts.append(f"{objects} object{'s' if objects != 1 else ''}")
    return " and ".join(parts) or "nothing"


