"""``HoleLayoutWindow``: the Ultimate Golf courses area, on the editor kit.

The kit's ``EditorWindow`` gives the tabs, files, undo group, autosave and recovery, and PNG
and SVG export. This window adds what is the hole editor's own: the Course and Problems
docks, a new course from the rulebook's pars or from the bundled course, importing a scanned
board to trace, raising and lowering regions, and copying regions between holes and courses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QImageReader,
    QKeySequence,
)
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QMessageBox,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
from golfstudio.ultimate.course import Course, Hole, TracingBackground, new_course
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.limits import MAX_CALIBRATION_YARDS, MAX_IMAGE_PIXELS, MAX_PATH_LENGTH
from golfstudio.ultimate.svg import write_hole_svg
from ui.areas import AreaContext, AreaFactory, Front
from ui.editor_kit.area import editor_area
from ui.editor_kit.clipboard import clipboard_text, put_on_clipboard
from ui.editor_kit.dialogs import EditorDialogs
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.editor import Editor
from ui.editor_kit.empty_page import EmptyPage
from ui.editor_kit.holes_window import HolesWindow, PendingDock
from ui.editor_kit.recovery import AUTOSAVE_MS
from ui.editor_kit.window import StandardKey, keys
from ui.file_dialogs import get_open_path
from ui.fronts import ultimate as fronts
from ui.ultimate.editor.analysis import EditorAnalysis
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.course_panel import CoursePanel
from ui.ultimate.editor.document import COURSE_CODEC, HoleCourseDocument
from ui.ultimate.editor.editor_widget import AskYards, HoleEditor, ask_yards_dialog
from ui.ultimate.editor.printing import (
    AskPrinter,
    AskPrintScale,
    ask_print_scale,
    ask_printer,
    nice_scale,
    print_hole,
    scale_that_fits,
)
from ui.ultimate.editor.problems import ProblemsDock
from ui.ultimate.editor.stroke_indexes import StrokeIndexSuggestion

__all__ = ["REGIONS_MIME", "AskImage", "EmptyPage", "HoleLayoutWindow", "studio_area"]

REGIONS_MIME = "application/x-golfstudio-ultimate-regions"
"""Regions on the clipboard: a hole holding them, as a course file writes a hole (the core's
own model reads it back, checked like a file)."""

AskImage = Callable[[QWidget], Path | None]
"""Asks for a scanned board's image file; None: cancelled."""

DEFAULT_TRACING_YARDS = 600.0
"""An imported image is first shown this many yards wide, until it is calibrated."""


def ask_image_file(parent: QWidget) -> Path | None:
    formats = " ".join(f"*.{bytes(f.data()).decode()}"
                       for f in QImageReader.supportedImageFormats())
    return get_open_path(
        parent, QCoreApplication.translate("HoleLayoutWindow", "Import a scanned board"),
        QCoreApplication.translate("HoleLayoutWindow", "Images ({formats});;All files (*)")
        .format(formats=formats))


class HoleLayoutWindow(HolesWindow[Course, HoleEditor]):
    """Tabs of hole layout editors with the Course and Problems docks."""

    key_prefix = "ultimateCourse"
    editor_type = HoleEditor
    export_margin = 10.0

    def __init__(self, *, dialogs: EditorDialogs | None = None,
                 recovery_root: Path | None = None, autosave_ms: int = AUTOSAVE_MS,
                 ask_yards: AskYards = ask_yards_dialog, ask_image: AskImage = ask_image_file,
                 live_analysis: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(COURSE_CODEC, self._hole_editor, dialogs=dialogs,
                         recovery_root=recovery_root, autosave_ms=autosave_ms)
        self.setObjectName("ultimateEditorWindow")
        self._ask_yards = ask_yards
        self._ask_image = ask_image
        self.ask_printer: AskPrinter = ask_printer
        self.ask_print_scale: AskPrintScale = ask_print_scale
        self._analyses: dict[HoleEditor, EditorAnalysis] = {}
        self._suggestions: dict[HoleEditor, StrokeIndexSuggestion] = {}
        self._live_analysis = live_analysis
        self.course_panel = CoursePanel(self)
        self.problems_dock = ProblemsDock(self)
        self.add_side_docks(self.course_panel, self.problems_dock)
        self.course_panel.importRequested.connect(lambda: self.import_tracing())
        self._actions()
        self.finish(self.course_empty_page(
            "ultimateCoursesEmpty",
            QCoreApplication.translate("EmptyPage", "Ultimate Golf courses"),
            QCoreApplication.translate(
                "EmptyPage", "Lay out the holes of an Ultimate Golf course in yards: trace them "
                "over a scanned board or draw them anew — fairways, greens, bunkers, water, "
                "trees — then place the tees, the flag and the 150-yard markers.")), parent)

    def _actions(self) -> None:
        self.add_template_action()
        self.copy_action = self.make_action(
            self.tr("&Copy Region"), self.copy, shortcuts=keys(StandardKey.Copy),
            tip=self.tr("Copy the selected region, to paste on any hole"))
        self.paste_action = self.make_action(
            self.tr("&Paste Regions"), self.paste, shortcuts=keys(StandardKey.Paste),
            tip=self.tr("Paste copied regions on this hole"))
        self.delete_action = self.make_action(
            self.tr("&Delete"), self.delete_region,
            shortcuts=[QKeySequence(Qt.Key.Key_Delete)],
            tip=self.tr("Delete the selected region (with the vertex tool: the selected vertex)"))
        self.raise_action = self.make_action(
            self.tr("&Raise Region"), lambda: self.course_panel.restack(1),
            shortcuts=[QKeySequence("Ctrl+]")],
            tip=self.tr("Put the selected region above the next one it overlaps"))
        self.lower_action = self.make_action(
            self.tr("&Lower Region"), lambda: self.course_panel.restack(-1),
            shortcuts=[QKeySequence("Ctrl+[")],
            tip=self.tr("Put the selected region below the next one it overlaps"))
        self.export_course_action = self.make_action(
            self.tr("Export &Every Hole as SVG…"), self.export_course,
            tip=self.tr("Save one drawing per hole, to print the whole course"))
        self.print_action = self.make_action(
            self.tr("&Print Hole…"), lambda: self.print_hole(),
            tip=self.tr("Print the hole shown at a scale you choose, in yards per inch"))
        self.suggest_action = self.make_action(
            self.tr("Suggest &Stroke Indexes"), self.suggest_stroke_indexes,
            tip=self.tr("Analyse every hole and number them from the hardest (1) to the "
                        "easiest, as one step Undo takes back"))
        self.import_action = self.make_action(
            self.tr("&Import Tracing Image…"), self.import_tracing,
            tip=self.tr("Put a scanned board under the hole to trace it"))
        self.analysis_action = self.make_action(
            self.tr("Expected-Strokes &Heat Map"), self._toggle_analysis,
            shortcuts=[QKeySequence("Ctrl+H")],
            tip=self.tr("Analyse the hole after each edit and show the expected strokes from "
                        "every spot, and the best shot from the one under the mouse"))
        self.analysis_action.setCheckable(True)
        self.analysis_action.setChecked(self._live_analysis)
        self.edit_menu.addSeparator()
        for action in (self.copy_action, self.paste_action, self.delete_action, None,
                       self.raise_action, self.lower_action, None, self.import_action,
                       self.suggest_action):
            if action is None:
                self.edit_menu.addSeparator()
            else:
                self.edit_menu.addAction(action)
        course_toggle = self.course_panel.toggleViewAction()
        course_toggle.setText(self.tr("&Course"))
        problems_toggle = self.problems_dock.toggleViewAction()
        problems_toggle.setText(self.tr("P&roblems"))
        self.page_actions += [self.export_course_action, self.print_action, self.copy_action,
                              self.paste_action,
                              self.delete_action, self.raise_action, self.lower_action,
                              self.import_action, self.suggest_action]
        self.view_actions += [self.analysis_action, course_toggle, problems_toggle]

    # ---- the area of the shell --------------------------------------------------------------

    def front(self) -> Front:
        return fronts.editor()

    def first_layout(self) -> None:
        """Most of the height to the course, the rest to the problems."""
        height = self.course_panel.height() + self.problems_dock.height()
        problems = max(150, height // 4)
        self.resizeDocks([self.course_panel, self.problems_dock],
                         [height - problems, problems], Qt.Orientation.Vertical)
        self.resizeDocks([self.course_panel], [360], Qt.Orientation.Horizontal)

    def menu_file(self) -> list[QAction | None]:
        return [*super().menu_file(), self.export_course_action, self.print_action]

    def update_actions(self) -> None:
        super().update_actions()
        editor = self.current_editor()
        on = self.active and editor is not None
        selected = on and editor is not None and editor.selected_region() is not None
        for action in (self.copy_action, self.delete_action, self.raise_action,
                       self.lower_action):
            action.setEnabled(selected)
        self.paste_action.setEnabled(on)
        self.import_action.setEnabled(on)

    # ---- tabs -------------------------------------------------------------------------------

    def make_document(self, model: Course | None = None,
                      path: Path | None = None) -> HoleCourseDocument:
        return HoleCourseDocument(model, path)

    def _hole_editor(self, document: EditorDocument[Course]) -> HoleEditor:
        assert isinstance(document, HoleCourseDocument)
        return HoleEditor(document, save=self.save_document, ask_save=self.dialogs.ask_save,
                          ask_yards=self._ask_yards)

    def editor_added(self, editor: Editor[Course, object]) -> None:
        assert isinstance(editor, HoleEditor)
        editor.selectionChanged.connect(self._update_actions)
        analysis = EditorAnalysis(editor, self.analysis_action.isChecked())
        analysis.changed.connect(lambda e=editor: self._analysis_changed(e))
        self._analyses[editor] = analysis
        self._suggestions[editor] = StrokeIndexSuggestion(editor)

    def analysis(self, editor: HoleEditor | None = None) -> EditorAnalysis | None:
        editor = editor if editor is not None else self.current_editor()
        return self._analyses.get(editor) if editor is not None else None

    def _toggle_analysis(self) -> None:
        on = self.analysis_action.isChecked()
        for analysis in self._analyses.values():
            analysis.set_enabled(on)

    def _analysis_changed(self, editor: HoleEditor) -> None:
        if editor is self.current_editor():
            analysis = self._analyses.get(editor)
            self.course_panel.show_analysis(analysis.status() if analysis is not None else "")

    def editor_shown(self, editor: Editor[Course, object] | None) -> None:
        hole_editor = editor if isinstance(editor, HoleEditor) else None
        self.course_panel.set_editor(hole_editor)
        self.problems_dock.set_editor(hole_editor)
        if hole_editor is not None:
            self._analysis_changed(hole_editor)

    def editor_removed(self, editor: Editor[Course, object]) -> None:
        if isinstance(editor, HoleEditor) and editor in self._analyses:
            self._analyses.pop(editor).shutdown()
            self._suggestions.pop(editor).shutdown()
        if self.course_panel.editor is editor:
            self.course_panel.set_editor(None)
            self.problems_dock.set_editor(None)

    def pending_docks(self) -> Sequence[PendingDock]:
        return (self.course_panel,)

    def export_hidden(self, editor: Editor[Course, object]) -> list[object]:
        if not isinstance(editor, HoleEditor):
            return []
        analysis = self._analyses.get(editor)
        overlays = analysis.overlay_items() if analysis is not None else []
        return [editor.scene.selection, *overlays]

    def export_description(self) -> str:
        return self.tr("An Ultimate Golf hole drawn by GolfStudio")

    # ---- files ------------------------------------------------------------------------------

    def new_course(self) -> HoleEditor:
        return self.add_document(HoleCourseDocument(new_course(self.tr("New course"))))

    def template_course(self) -> Course:
        return COURSE_CODEC.load(bundled_course(DEFAULT_COURSE).path)

    def suggest_stroke_indexes(self) -> StrokeIndexSuggestion | None:
        """Start working out the stroke indexes the analysis suggests (in the background)."""
        editor = self.current_editor()
        if editor is None:
            return None
        suggestion = self._suggestions[editor]
        suggestion.start()
        return suggestion

    def export_course(self) -> list[Path]:
        """Every hole as its own SVG (the core's drawing, at the scale it prints):
        ``<name>-hole-01.svg`` … beside the name the user gives."""
        editor = self.current_editor()
        if editor is None:
            return []
        chosen = self.dialogs.ask_save_path(
            self, self.tr("Export every hole as SVG"),
            self.suggested_path(editor.document, ".svg"),
            self.tr("SVG pictures (*.svg);;All files (*)"))
        if chosen is None:
            return []
        course = editor.document.model
        written: list[Path] = []
        for number, hole in enumerate(course.holes, start=1):
            path = chosen.with_name(f"{chosen.stem}-hole-{number:02d}.svg")
            try:
                write_hole_svg(hole, number, path)
            except UltimateError as exc:
                QMessageBox.critical(self, self.tr("Could not export"), str(exc))
                return written
            written.append(path)
        editor.show_message(self.tr("Exported {first} … {last}").format(
            first=written[0].name, last=written[-1].name))
        return written

    def print_hole(self, printer: QPrinter | None = None,
                   yards_per_inch: float | None = None) -> QRectF | None:
        """The hole shown on paper at a chosen scale; the printer and the scale are asked
        when not given. Returns where the hole went on the page, in points."""
        editor = self.current_editor()
        if editor is None:
            return None
        self.commit_pending(editor.document)
        if printer is None:
            printer = self.ask_printer(self)
            if printer is None:
                return None
        if yards_per_inch is None:
            fits = scale_that_fits(printer, editor.hole)
            yards_per_inch = self.ask_print_scale(self, nice_scale(fits))
            if yards_per_inch is None:
                return None
        try:
            analysis = self._analyses.get(editor)
            overlays = analysis.overlay_items() if analysis is not None else []
            hidden: list[QGraphicsItem] = [editor.scene.selection, *(
                item for item in overlays if isinstance(item, QGraphicsItem))]
            where = print_hole(printer, editor.scene, editor.hole, editor.hole_index + 1,
                               yards_per_inch, hidden)
        except GolfStudioError as exc:
            QMessageBox.warning(self, self.tr("Could not print the hole"), str(exc))
            return None
        editor.show_message(self.tr("Printed hole {n} at {scale} yards per inch").format(
            n=editor.hole_index + 1, scale=f"{yards_per_inch:g}"))
        return where

    # ---- tracing ----------------------------------------------------------------------------

    def import_tracing(self, path: Path | None = None) -> bool:
        """Put an image under the current hole, first shown ``DEFAULT_TRACING_YARDS`` wide
        with its top-left corner above the tee; the Calibrate tool then sets its scale."""
        editor = self.current_editor()
        if editor is None:
            return False
        chosen = path if path is not None else self._ask_image(self)
        if chosen is None:
            return False
        reader = QImageReader(str(chosen))
        size = reader.size()
        if not reader.canRead() or size.width() < 2 or size.height() < 1:
            editor.show_message(self.tr("{file} is not an image this program can read.")
                                .format(file=chosen.name))
            return False
        if max(size.width(), size.height()) > MAX_IMAGE_PIXELS or len(str(chosen)) > \
                MAX_PATH_LENGTH:
            editor.show_message(self.tr("{file} is too large to trace.").format(
                file=chosen.name))
            return False
        # The full path: a name relative to the course file would point elsewhere after a
        # Save As to another folder. (A file that gives a relative path is read from the
        # course file's folder: ``scene.background_path``.)
        image = str(chosen.resolve())
        yards = min(MAX_CALIBRATION_YARDS, DEFAULT_TRACING_YARDS)
        scale = yards / size.width()
        background = TracingBackground(
            image=image, pixel_a=Point(0.0, 0.0), pixel_b=Point(float(size.width()), 0.0),
            yards=yards, at=hole_edits.clamp(Point(-yards / 2, size.height() * scale - 40)))
        after = hole_edits.set_background(editor.document.model, editor.hole_index, background)
        editor.set_background_locked(False)
        editor.document.push(CourseEdit(editor.document, self.tr("Import a tracing image"),
                                        after))
        editor.fit_content()
        editor.set_tool("calibrate")
        return True

    # ---- regions ----------------------------------------------------------------------------

    def delete_region(self) -> bool:
        """Delete the selected region; with the vertex tool in hand and a vertex chosen,
        that vertex (the Delete key reaches this action before the tool)."""
        editor = self.current_editor()
        region_id = editor.selected_region() if editor is not None else None
        if editor is None or region_id is None:
            return False
        vertex = editor.scene.active_vertex
        if editor.current_tool().name == "vertices" and vertex is not None:
            try:
                after = hole_edits.delete_vertex(editor.document.model, editor.hole_index,
                                                 region_id, vertex)
            except GolfStudioError as exc:
                editor.show_message(str(exc))
                return False
            editor.select_region(region_id)
            editor.document.push(CourseEdit(editor.document, self.tr("Delete a vertex"),
                                            after))
            return True
        after = hole_edits.remove_regions(editor.document.model, editor.hole_index, [region_id])
        editor.select_region(None)
        editor.document.push(CourseEdit(editor.document, self.tr("Delete a region"), after))
        return True

    def copy(self) -> bool:
        editor = self.current_editor()
        region_id = editor.selected_region() if editor is not None else None
        if editor is None or region_id is None:
            return False
        region = editor.hole.region(region_id)
        assert region is not None
        text = Hole(par=4, stroke_index=1, regions=(region,)).model_dump_json(
            indent=1, exclude_defaults=True)
        put_on_clipboard(REGIONS_MIME, text)
        editor.show_message(self.tr("Copied region {region}.").format(region=region.id))
        return True

    def paste(self) -> bool:
        editor = self.current_editor()
        if editor is None:
            return False
        text = clipboard_text(REGIONS_MIME) or ""
        try:
            regions = Hole.model_validate_json(text).regions if text else ()
        except ValueError:  # pydantic's ValidationError: not regions of a hole
            regions = ()
        if not regions:
            editor.show_message(self.tr("The clipboard holds no regions of a hole."))
            return False
        try:
            after, ids = hole_edits.paste_regions(editor.document.model, editor.hole_index,
                                                  regions)
        except GolfStudioError as exc:
            editor.show_message(str(exc))
            return False
        editor.document.push(CourseEdit(editor.document, self.tr("Paste regions"), after))
        editor.set_tool("select")
        editor.select_region(ids[-1])
        editor.show_message(self.tr("Pasted {regions}.").format(regions=", ".join(ids)))
        return True


def studio_area(context: AreaContext) -> HoleLayoutWindow:
    """The Ultimate Golf courses area of the studio's shell (``ui/games.py`` names it)."""
    return editor_area(HoleLayoutWindow, context)


if TYPE_CHECKING:
    _factory: AreaFactory = studio_area  # mypy proves the window is a ShellArea
