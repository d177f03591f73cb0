"""``CourseEditorWindow``: the Courses area of the main window, on the editor kit.

The kit's ``EditorWindow`` gives the tabs, files, undo group, autosave and recovery, and PNG
and SVG export (``ui/editor_kit/window.py``). This window adds what is Carambole's own: the
Properties, Problems and Analysis docks, the selection and the clipboard (Cut, Copy, Paste,
Duplicate, Delete, Select All, whole boards pasted beside the course), "Wall the Outline",
the bundled courses as templates, and the page shown when no course is open.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QStyle,
    QToolButton,
    QWidget,
)

from golfstudio.bundled import shown_title
from golfstudio.carambole.bundled import bundled_course, bundled_courses
from golfstudio.carambole.clipboard import Fragment, free_offset, place_fragment, remove_selection
from golfstudio.carambole.course import Course, cell_name
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.pieces import Piece, bundled_pieces
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.engine.registry import Offer
from ui import theme
from ui.areas import AreaContext, AreaFactory, Tile
from ui.carambole.editor.analysis import AnalysisDock, EditorAnalysis, attach_analysis
from ui.carambole.editor.commands import CourseCommand, WallTheOutline
from ui.carambole.editor.document import COURSE_CODEC, CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import CELL_SIZE
from ui.carambole.editor.shell.clipboard import clipboard_fragment, has_fragment, put_fragment
from ui.carambole.editor.shell.problems import ProblemsDock
from ui.carambole.editor.shell.properties import PropertiesDock
from ui.carambole.editor.shell.selection import Selection
from ui.editor_kit.area import editor_area
from ui.editor_kit.dialogs import EditorDialogs
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.editor import Editor
from ui.editor_kit.empty_page import EmptyPage as KitEmptyPage
from ui.editor_kit.recovery import AUTOSAVE_MS
from ui.editor_kit.window import EditorWindow, StandardKey, keys
from ui.fronts import carambole as fronts
from ui.games import area_key

__all__ = ["AUTOSAVE_MS", "CourseDialogs", "CourseEditorWindow", "studio_area"]

CourseDialogs = EditorDialogs
"""The questions the course window asks (the kit's, by the name the studio knows)."""

COURSE_FILTER = COURSE_CODEC.name_filter


def _toggle_action(dock: QDockWidget, text: str) -> QAction:
    action = dock.toggleViewAction()
    assert action is not None
    action.setText(text)
    return action


class EmptyPage(KitEmptyPage):
    """What the area shows with no course open: start a course, open one, or copy a
    bundled course."""

    def __init__(self, window: CourseEditorWindow) -> None:
        super().__init__(window, name="coursesEmpty", title=self.tr("Courses"), words=self.tr(
            "Design a Mini Golf Carambole course: paint the felt, draw walls, place "
            "obstacles, then play it. Start from an empty board or from a copy of "
            "one of the bundled courses."))
        outer = self.outer
        self.new_button = self.add_button(self.tr("New course"), window.new_course,
                                          primary=True)
        self.open_button = self.add_button(self.tr("Open a course file…"),
                                           window.openRequested)
        outer.addSpacing(10)
        templates = QLabel(self.tr("Start from a bundled course"), self)
        templates.setObjectName("sectionTitle")
        templates.setFont(theme.scaled_font(self, 1.15, bold=True))
        outer.addWidget(templates)
        self.template_list = QListWidget(self)
        self.template_list.setObjectName("recentList")
        self.template_list.setAccessibleName(templates.text())
        self.template_list.setMaximumWidth(520)
        for entry in bundled_courses():
            item = QListWidgetItem(f"{entry.title}  ·  {entry.kind.shown()}")
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(self.tr("Open a copy of {title}").format(title=entry.title))
            self.template_list.addItem(item)
        self.template_list.itemClicked.connect(
            lambda item: window.open_template(str(item.data(Qt.ItemDataRole.UserRole))))
        outer.addWidget(self.template_list, 1)


class CourseEditorWindow(EditorWindow[Course]):
    """Tabs of course editors with their docks, clipboard and templates (the kit's window
    does files, undo, autosave, recovery and export).

    Signals (the kit's): ``titleChanged(str)``, ``documentOpened()``, ``fileUsed(object)``,
    ``openRequested()``.
    """

    playRequested = Signal(object, str)
    """Play this course: the ``Course`` being edited (as it is now, unsaved edits included)
    is ready to be played, with the name the editor shows for it (the course's name, else
    its file's, else the untitled name); the main window opens the play set-up with it."""

    playAreaNeeded = Signal()
    """Sent just before ``playRequested``: the shell builds the Play area now if it was not
    yet (areas are built on first use), so that it is there to hear the request."""

    key_prefix = "course"
    export_margin = CELL_SIZE / 2
    """Room around the cells so the outer walls are not cut."""

    def __init__(self, *, dialogs: EditorDialogs | None = None,
                 recovery_root: Path | None = None, autosave_ms: int = AUTOSAVE_MS,
                 pieces: tuple[Piece, ...] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(COURSE_CODEC, self._course_editor, dialogs=dialogs,
                         recovery_root=recovery_root, autosave_ms=autosave_ms)
        self.setObjectName("courseEditorWindow")
        self.tabs.setObjectName("courseTabs")
        self._pieces = pieces if pieces is not None else bundled_pieces()
        self._selections: dict[CourseEditor, Selection] = {}
        self._analyses: dict[CourseEditor, EditorAnalysis] = {}

        self.properties_dock = PropertiesDock(self)
        self.problems_dock = ProblemsDock(self)
        self.analysis_dock = AnalysisDock(self)
        self.add_side_docks(self.properties_dock, self.problems_dock, self.analysis_dock)
        # The analysis shares the properties' place: both are read beside the canvas.
        self.tabifyDockWidget(self.properties_dock, self.analysis_dock)
        self.properties_dock.raise_()

        self._course_actions()
        self._clipboard_has_fragment = has_fragment()
        QGuiApplication.clipboard().dataChanged.connect(self._clipboard_changed)
        self.finish(EmptyPage(self), None)
        self._add_template_button()
        if parent is not None:
            self.setParent(parent)

    # ---- actions ----------------------------------------------------------------------------

    def _course_actions(self) -> None:
        front = fronts.editor()
        (new,), (templates,) = front.new, front.open
        for action, text, tip in (
                (self.new_action, new.text, new.tip),
                (self.open_action, self.tr("&Open…"), self.tr("Open a course file")),
                (self.save_action, self.tr("&Save"), self.tr("Save the course")),
                (self.save_as_action, self.tr("Save &As…"),
                 self.tr("Save the course to another file")),
                (self.revert_action, self.tr("Re&vert to Saved"),
                 self.tr("Reload the course from its file")),
                (self.export_png_action, self.tr("Export as &PNG…"),
                 self.tr("Save a picture of the board")),
                (self.export_svg_action, self.tr("Export as S&VG…"),
                 self.tr("Save the board as a drawing that prints at any size")),
                (self.fit_action, self.tr("&Fit Course"),
                 self.tr("Zoom so the whole course fits"))):
            action.setText(text)
            action.setStatusTip(tip)
            shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            with_keys = self.tr("{tip} ({keys})").format(tip=tip, keys=shown)
            action.setToolTip(with_keys if shown else tip)
        self.template_menu = QMenu(templates.text, self)
        self.template_menu.setObjectName("templateMenu")
        self.template_menu.setToolTipsVisible(True)
        kind = None
        for entry in bundled_courses():
            if kind is not None and entry.kind is not kind:
                self.template_menu.addSeparator()
            kind = entry.kind
            template = self.template_menu.addAction(entry.title)
            template.setData(entry.id)
            template.setToolTip(
                self.tr("Open a copy of {title} to change").format(title=entry.title))
            template.triggered.connect(lambda _=False, i=entry.id: self.open_template(i))
        self.open_entries.append(self.template_menu)

        self.cut_action = self.make_action(
            self.tr("Cu&t"), self.cut, shortcuts=keys(StandardKey.Cut),
            tip=self.tr("Copy the selection and take it away"))
        self.copy_action = self.make_action(
            self.tr("&Copy"), self.copy, shortcuts=keys(StandardKey.Copy),
            tip=self.tr("Copy the selection, to paste in any course"))
        self.paste_action = self.make_action(
            self.tr("&Paste"), self.paste, shortcuts=keys(StandardKey.Paste),
            tip=self.tr("Paste what was copied beside the course (whole boards) or where it was"))
        self.duplicate_action = self.make_action(
            self.tr("D&uplicate"), self.duplicate, shortcuts=[QKeySequence("Ctrl+D")],
            tip=self.tr("Put a copy of the selection beside it"))
        # Delete is the Delete key alone: GNOME and KDE add Ctrl+D to the standard Delete,
        # which took Duplicate's key away so that Ctrl+D did nothing.
        self.delete_action = self.make_action(
            self.tr("&Delete"), self.delete_selection,
            shortcuts=[QKeySequence(Qt.Key.Key_Delete)],
            tip=self.tr("Take the selection away"))
        self.select_all_action = self.make_action(
            self.tr("Select &All"), self.select_all, shortcuts=keys(StandardKey.SelectAll),
            tip=self.tr("Select the whole course: its cells and every object"))
        self.wall_outline_action = self.make_action(
            self.tr("&Wall the Outline"), self.wall_the_outline,
            tip=self.tr("Wall the whole outline: curved walls at the ends, straight along "
                        "the sides"))
        self.play_action = self.make_action(
            self.tr("&Play This Course…"), self.play_course,
            shortcuts=[QKeySequence("Ctrl+P")],
            tip=self.tr("Play the course as it is now, in a new game"))
        self.play_action.setObjectName("playCourseAction")
        self.edit_menu.setObjectName("courseEditMenu")
        self.edit_menu.addSeparator()
        for entry_action in (self.cut_action, self.copy_action, self.paste_action,
                             self.duplicate_action, self.delete_action, None,
                             self.select_all_action, None, self.wall_outline_action):
            if entry_action is None:
                self.edit_menu.addSeparator()
            else:
                self.edit_menu.addAction(entry_action)

        self.properties_action = _toggle_action(self.properties_dock, self.tr("&Properties"))
        self.problems_action = _toggle_action(self.problems_dock, self.tr("P&roblems"))
        self.analysis_action = _toggle_action(self.analysis_dock, self.tr("&Analysis"))
        self.page_actions += [self.cut_action, self.copy_action, self.paste_action,
                              self.duplicate_action, self.delete_action, self.select_all_action,
                              self.wall_outline_action, self.play_action]
        self.view_actions += [self.properties_action, self.problems_action,
                              self.analysis_action]

    def _add_template_button(self) -> None:
        bar = self.file_bar
        bar.addSeparator()
        templates = QToolButton(bar)
        templates.setObjectName("templateButton")
        templates.setText(self.tr("From a bundled course"))
        templates.setToolTip(self.tr("Open a copy of one of the bundled courses"))
        templates.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_FileDialogContentsView))
        templates.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        templates.setMenu(self.template_menu)
        templates.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        bar.addWidget(templates)
        bar.addSeparator()
        bar.addAction(self.play_action)

    @property
    def layout_restored(self) -> bool:
        """True once the docks were sized: by a saved layout (settings) or the first show."""
        return self.layout_given

    def first_layout(self) -> None:
        """Most of the height to the properties, the rest to problems."""
        height = self.properties_dock.height() + self.problems_dock.height()
        problems = max(140, height // 5)
        self.resizeDocks([self.properties_dock, self.problems_dock],
                         [height - problems, problems], Qt.Orientation.Vertical)

    def play_course(self) -> None:
        """Play This Course: ``playRequested`` with the course as edited, or the validator's
        first error when it cannot be played (no hole, no start…)."""
        editor = self.current_editor()
        if editor is None:
            return
        course = editor.document.model
        errors = errors_of(validate(course))
        if errors:
            QMessageBox.warning(self, self.tr("This course cannot be played yet"),
                                errors[0].message)
            return
        self.playAreaNeeded.emit()
        self.playRequested.emit(course, editor.document.display_name())

    # ---- the Courses area of the shell ------------------------------------------------------

    def tile(self) -> Tile:
        return fronts.editor().tile

    def page_title(self) -> str:
        return self.current_title() or self.tile().title

    def menu_file(self) -> list[QAction | None]:
        return [*super().menu_file(), self.play_action]

    def update_actions(self) -> None:
        super().update_actions()
        editor = self.current_editor()
        on = self.active and editor is not None
        document = editor.document if editor is not None else None
        selection = self._selections.get(editor) if editor is not None else None
        has_cells = document is not None and bool(document.course.cells)
        has_any = has_cells or (document is not None and bool(document.course.object_ids()))
        selected = on and selection is not None and not selection.is_empty()
        for action in (self.cut_action, self.copy_action, self.duplicate_action,
                       self.delete_action):
            action.setEnabled(selected)
        self.paste_action.setEnabled(on and self._clipboard_has_fragment)
        self.select_all_action.setEnabled(on and has_any)
        self.wall_outline_action.setEnabled(on and has_cells)
        self.properties_action.setEnabled(self.active)
        self.problems_action.setEnabled(self.active)

    def _clipboard_changed(self) -> None:
        self._clipboard_has_fragment = has_fragment()
        self.update_actions()

    # ---- tabs -------------------------------------------------------------------------------

    def make_document(self, model: Course | None = None,
                      path: Path | None = None) -> CourseDocument:
        return CourseDocument(model, path)

    def _course_editor(self, document: EditorDocument[Course]) -> CourseEditor:
        assert isinstance(document, CourseDocument)
        return CourseEditor(document, save=self._save_course, ask_save=self.dialogs.ask_save,
                            pieces=self._pieces)

    def _save_course(self, document: EditorDocument[Course]) -> bool:
        return self.save_document(document)

    def editor_added(self, editor: Editor[Course, object]) -> None:
        assert isinstance(editor, CourseEditor)
        selection = Selection(editor)
        self._selections[editor] = selection
        self._analyses[editor] = attach_analysis(editor)
        selection.changed.connect(self._update_actions)

    def editor_removed(self, editor: Editor[Course, object]) -> None:
        assert isinstance(editor, CourseEditor)
        self._selections.pop(editor)
        self._analyses.pop(editor).shutdown()

    def editor_shown(self, editor: Editor[Course, object] | None) -> None:
        course_editor = editor if isinstance(editor, CourseEditor) else None
        selection = self.selection(course_editor)
        self.properties_dock.set_selection(
            course_editor.document if course_editor is not None else None, selection)
        self.problems_dock.set_editor(course_editor, selection)
        self.analysis_dock.set_analysis(self._analyses.get(course_editor)
                                        if course_editor is not None else None)

    def commit_pending(self, document: EditorDocument[Course] | None = None) -> None:
        if document is None or self.properties_dock.course_form.document is document:
            self.properties_dock.commit_pending()

    def export_hidden(self, editor: Editor[Course, object]) -> list[object]:
        selection = self._selections.get(editor) if isinstance(editor, CourseEditor) else None
        return list(selection.overlays()) if selection is not None else []

    def export_description(self) -> str:
        return self.tr("A Mini Golf Carambole course drawn by GolfStudio")

    def editors(self) -> list[CourseEditor]:  # type: ignore[override]  # tabs hold courses
        return [e for e in super().editors() if isinstance(e, CourseEditor)]

    def current_editor(self) -> CourseEditor | None:
        editor = super().current_editor()
        return editor if isinstance(editor, CourseEditor) else None

    def selection(self, editor: CourseEditor | None = None) -> Selection | None:
        editor = editor if editor is not None else self.current_editor()
        return None if editor is None else self._selections.get(editor)

    def add_document(self, document: EditorDocument[Course]) -> CourseEditor:
        editor = super().add_document(document)
        assert isinstance(editor, CourseEditor)
        return editor

    # ---- files ------------------------------------------------------------------------------

    def new_course(self) -> CourseEditor:
        return self.add_document(CourseDocument())

    def new_document(self) -> CourseEditor:
        return self.new_course()

    def open_template(self, course_id: str) -> CourseEditor | None:
        """A copy of a bundled course, with no file yet: Save asks where to put it."""
        entry = bundled_course(course_id)
        try:
            course = COURSE_CODEC.load(entry.path)
        except CourseError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the bundled course"), str(exc))
            return None
        name = shown_title(course.name) if course.name else entry.title
        copy = course.replace(name=self.tr("Copy of {name}").format(name=name))
        return self.add_document(CourseDocument(copy))

    # ---- the course as a whole --------------------------------------------------------------

    def wall_the_outline(self) -> bool:
        """Wall the current course's whole outline in one undo step."""
        editor = self.current_editor()
        if editor is None:
            return False
        command = WallTheOutline(editor.document)
        if not command.changes_anything:
            editor.show_message(self.tr("The outline already has its walls."))
            return False
        editor.document.push(command)
        added = len(command.after.walls) - len(command.before.walls)
        editor.show_message(self.tr("Walled the outline: {walls}.").format(
            walls=_count(added, "1 wall", "{n} walls")))
        return True

    def fit_course(self) -> None:
        self.fit_content()

    # ---- clipboard --------------------------------------------------------------------------

    def copy(self) -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        fragment = selection.fragment()
        put_fragment(fragment)
        editor.show_message(self.tr("Copied {what}.").format(what=_describe(fragment)))
        return True

    def cut(self) -> bool:
        return self.copy() and self.delete_selection(self.tr("Cut"))

    def delete_selection(self, text: str = "") -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        document = editor.document
        after = remove_selection(document.course, selection.cells, selection.object_ids())
        command = CourseCommand(document, text or self.tr("Delete"), after)
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
            editor.show_message(self.tr("The clipboard holds no piece of a course."))
            return False
        return self._place(editor, fragment, self.tr("Paste"), self.tr("Pasted"))

    def duplicate(self) -> bool:
        editor, selection = self.current_editor(), self.selection()
        if editor is None or selection is None or selection.is_empty():
            return False
        return self._place(editor, selection.fragment(), self.tr("Duplicate"),
                           self.tr("Duplicated"))

    def _place(self, editor: CourseEditor, fragment: Fragment, text: str, done: str) -> bool:
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
            notes.append(self.tr("the course keeps its own hole, so the pasted hole at "
                                 "{cell} became floor").format(
                                     cell=cell_name(pasted.dropped_hole)))
        if pasted.renamed:
            notes.append(self.tr("renamed {names}").format(
                names=", ".join(f"{a} → {b}" for a, b in pasted.renamed.items())))
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


def _count(n: int, one: str, many: str) -> str:
    """"1 cell", "3 cells" in the user's language (the text is chosen before translating)."""
    text = one if n == 1 else many
    return QCoreApplication.translate("CourseEditorWindow", text).format(n=n)


def _describe(fragment: Fragment) -> str:
    parts = []
    if fragment.cells:
        n = len(fragment.cells)
        parts.append(_count(n, "1 cell", "{n} cells"))
    objects = len(fragment.walls) + len(fragment.obstacles)
    if objects:
        parts.append(_count(objects, "1 object", "{n} objects"))
    return (QCoreApplication.translate("CourseEditorWindow", " and ").join(parts)
            or QCoreApplication.translate("CourseEditorWindow", "nothing"))


def studio_area(context: AreaContext) -> CourseEditorWindow:
    """The Courses area of the studio's shell (``ui/games.py`` names this factory). Play
    This Course builds the Play area when the user has not opened it yet: without it the
    request would go unheard."""
    window = editor_area(CourseEditorWindow, context)
    host, play_key = context.host, area_key("carambole", Offer.PLAY)
    window.playAreaNeeded.connect(lambda: host.area(play_key))
    return window


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the window is a ShellArea
