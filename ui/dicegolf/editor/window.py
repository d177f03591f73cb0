"""``TrackWindow``: the Dice Golf courses area, on the editor kit.

The kit's ``EditorWindow`` gives the tabs, files (New, Open, Save, Save As, Revert), the undo
group, autosave and recovery after a crash, and PNG and SVG export of the strip. This window
adds what is the track editor's own: the Course dock (the holes) at the left, the Hole dock
(formulas, hazards, proximity zones) at the right, the Problems dock under the strip, a new
course of nine holes or a copy of the bundled course, and Delete for the selected part.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.bundled import DEFAULT_COURSE, load_bundled
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_edits import new_course
from ui.areas import AreaContext, AreaFactory, Front
from ui.dicegolf.editor.course_panel import CoursePanel
from ui.dicegolf.editor.document import COURSE_CODEC, TrackDocument
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.hole_panel import HolePanel, remove_part
from ui.dicegolf.editor.problems import TrackProblemsDock
from ui.editor_kit.area import editor_area
from ui.editor_kit.dialogs import EditorDialogs
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.editor import Editor
from ui.editor_kit.empty_page import EmptyPage
from ui.editor_kit.holes_window import HolesWindow, PendingDock
from ui.editor_kit.recovery import AUTOSAVE_MS
from ui.fronts import dicegolf as fronts

__all__ = ["EmptyPage", "TrackWindow", "studio_area"]

class TrackWindow(HolesWindow[Course, TrackEditor]):
    """Tabs of track editors with the Course, Hole and Problems docks."""

    key_prefix = "dicegolfCourse"
    editor_type = TrackEditor

    def __init__(self, *, dialogs: EditorDialogs | None = None,
                 recovery_root: Path | None = None, autosave_ms: int = AUTOSAVE_MS,
                 parent: QWidget | None = None) -> None:
        super().__init__(COURSE_CODEC, self._track_editor, dialogs=dialogs,
                         recovery_root=recovery_root, autosave_ms=autosave_ms)
        self.setObjectName("dicegolfEditorWindow")
        # The side docks run the window's full height; Problems sits under the strip only.
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.course_panel = CoursePanel(self)
        self.hole_panel = HolePanel(self)
        self.problems_dock = TrackProblemsDock(self)
        self.add_side_docks(self.course_panel, area=Qt.DockWidgetArea.LeftDockWidgetArea)
        self.add_side_docks(self.hole_panel)
        self.add_side_docks(self.problems_dock, area=Qt.DockWidgetArea.BottomDockWidgetArea)
        self._actions()
        self.finish(self.course_empty_page(
            "dicegolfCoursesEmpty", QCoreApplication.translate("EmptyPage", "Dice Golf courses"),
            QCoreApplication.translate(
                "EmptyPage", "Draw the holes of a Dice Golf course as tracks in metres: the "
                "zones and the formula that turns each throw of the dice into metres, the "
                "green, the hazards of the legend and the proximity zones — and see how far "
                "each zone's throws go.")), parent)

    def _actions(self) -> None:
        self.add_template_action()
        self.delete_action = self.make_action(
            self.tr("&Delete"), self.delete_part, shortcuts=[QKeySequence(Qt.Key.Key_Delete)],
            tip=self.tr("Remove the selected hazard or proximity zone, or the selected "
                        "zone's limit"))
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.delete_action)
        toggles = []
        for dock, text in ((self.course_panel, self.tr("&Course")),
                           (self.hole_panel, self.tr("&Hole")),
                           (self.problems_dock, self.tr("P&roblems"))):
            toggle = dock.toggleViewAction()
            toggle.setText(text)
            toggles.append(toggle)
        self.page_actions += [self.delete_action]
        self.view_actions += toggles

    # ---- the area of the shell --------------------------------------------------------------

    def front(self) -> Front:
        return fronts.editor()

    def first_layout(self) -> None:
        """The holes narrow at the left, the hole's cards wide at the right, the problems
        a short strip under the track."""
        self.resizeDocks([self.course_panel, self.hole_panel], [230, 390],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.problems_dock], [190], Qt.Orientation.Vertical)

    def update_actions(self) -> None:
        super().update_actions()
        editor = self.current_editor()
        part = editor.selected_part() if editor is not None else None
        self.delete_action.setEnabled(self.active and part is not None
                                      and part.kind != "green")

    # ---- tabs -------------------------------------------------------------------------------

    def make_document(self, model: Course | None = None,
                      path: Path | None = None) -> TrackDocument:
        return TrackDocument(model, path)

    def _track_editor(self, document: EditorDocument[Course]) -> TrackEditor:
        assert isinstance(document, TrackDocument)
        return TrackEditor(document, save=self.save_document, ask_save=self.dialogs.ask_save)

    def editor_added(self, editor: Editor[Course, object]) -> None:
        assert isinstance(editor, TrackEditor)
        editor.partSelected.connect(self._update_actions)

    def editor_shown(self, editor: Editor[Course, object] | None) -> None:
        track = editor if isinstance(editor, TrackEditor) else None
        self.course_panel.set_editor(track)
        self.hole_panel.set_editor(track)
        self.problems_dock.set_editor(track)

    def editor_removed(self, editor: Editor[Course, object]) -> None:
        if self.hole_panel.editor is editor:
            self.course_panel.set_editor(None)
            self.hole_panel.set_editor(None)
            self.problems_dock.set_editor(None)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The dead-end walk stops with the window (it would hold its deletion up)."""
        self.problems_dock.stop_walking()
        super().closeEvent(event)

    def pending_docks(self) -> Sequence[PendingDock]:
        return (self.course_panel, self.hole_panel)

    def export_description(self) -> str:
        return self.tr("A Dice Golf hole drawn by GolfStudio")

    # ---- files and edits --------------------------------------------------------------------

    def new_course(self) -> TrackEditor:
        return self.add_document(TrackDocument(new_course(self.tr("New course"))))

    def template_course(self) -> Course:
        return load_bundled(DEFAULT_COURSE)

    def delete_part(self) -> bool:
        """Remove the selected part (the Delete key): a hazard, a proximity zone, a zone's
        limit."""
        editor = self.current_editor()
        part = editor.selected_part() if editor is not None else None
        if editor is None or part is None:
            return False
        return remove_part(editor, part)


def studio_area(context: AreaContext) -> TrackWindow:
    """The Dice Golf courses area of the studio's shell (``ui/games.py`` names it)."""
    return editor_area(TrackWindow, context)


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the window is a ShellArea
