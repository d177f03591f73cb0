"""The Course dock: the holes (add, duplicate, reorder, delete), the course's totals, the
hole's par, stroke index, yardage and hole-in-one club, the selected region's terrain,
outline (straight or smooth), local rule and stacking, and the tracing background's
opacity and lock.

Every change a user makes here is one undo command on the document; the dock redraws from
the document after every edit (its own included), so it never holds a value of its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QWidget,
)

from golfstudio import i18n
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import Club, Course
from golfstudio.ultimate.facts import course_length, hole_length
from golfstudio.ultimate.limits import MAX_HOLES, MAX_NAME_LENGTH, MAX_PAR, MIN_PAR
from ui.editor_kit.course_form import CourseDock
from ui.editor_kit.dock import Link
from ui.editor_kit.hole_list import HoleEdits
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.rule_form import RuleForm
from ui.ultimate.editor.terrain_names import club_name, terrain_name

__all__ = ["CoursePanel"]

class CoursePanel(CourseDock[HoleEditor, Course]):
    """Signal ``holeChosen(int)``: the user picked a hole in the list (index from 0)."""

    holeChosen = Signal(int)
    importRequested = Signal()
    edit_command = CourseEdit

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(HoleEdits(hole_edits.add_hole, hole_edits.duplicate_hole,
                                   hole_edits.move_hole, hole_edits.delete_hole),
                         name="ultimateCourseDock", max_holes=MAX_HOLES,
                         max_name=MAX_NAME_LENGTH, parent=parent)
        body, column = self.body, self.column
        self.holes.holePicked.connect(self.holeChosen)
        self.hole_list.setMinimumHeight(150)
        self.delete_button = self.holes.remove_button

        hole_box = QGroupBox(self.tr("Hole"), body)
        hole_form = QFormLayout(hole_box)
        self.hole_name_edit = QLineEdit(hole_box)
        self.hole_name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.hole_name_edit.editingFinished.connect(self._hole_name)
        self.par_spin = QSpinBox(hole_box)
        self.par_spin.setObjectName("parSpin")
        self.par_spin.setRange(MIN_PAR, MAX_PAR)
        self.par_spin.valueChanged.connect(self._par)
        self.index_spin = QSpinBox(hole_box)
        self.index_spin.setObjectName("strokeIndexSpin")
        self.index_spin.setRange(1, MAX_HOLES)
        self.index_spin.valueChanged.connect(self._stroke_index)
        self.yards_label = QLabel(hole_box)
        self.yards_label.setObjectName("holeYards")
        self.club_box = QComboBox(hole_box)
        self.club_box.setObjectName("holeInOneBox")
        self.club_box.addItem(self.tr("none"), None)
        for club in Club:
            self.club_box.addItem(club_name(club), club)
        self.club_box.currentIndexChanged.connect(self._club)
        hole_form.addRow(self.tr("Name:"), self.hole_name_edit)
        hole_form.addRow(self.tr("Par:"), self.par_spin)
        hole_form.addRow(self.tr("Stroke index:"), self.index_spin)
        hole_form.addRow(self.tr("Yardage:"), self.yards_label)
        hole_form.addRow(self.tr("Hole in one:"), self.club_box)
        self.analysis_label = QLabel(hole_box)
        self.analysis_label.setObjectName("holeAnalysis")
        self.analysis_label.setWordWrap(True)
        hole_form.addRow(self.tr("Analysis:"), self.analysis_label)
        column.addWidget(hole_box)

        region_box = QGroupBox(self.tr("Selected region"), body)
        self.region_box = region_box
        region_form = QFormLayout(region_box)
        self.region_label = QLabel(region_box)
        self.region_label.setObjectName("regionId")
        self.region_label.setWordWrap(True)
        self.kind_box = QComboBox(region_box)
        self.kind_box.setObjectName("regionKind")
        from golfstudio.ultimate.course import Terrain
        self._terrains = list(Terrain)
        for terrain in self._terrains:
            self.kind_box.addItem(terrain_name(terrain), terrain)
        self.kind_box.currentIndexChanged.connect(self._kind)
        self.smooth_box = QCheckBox(self.tr("Smooth outline"), region_box)
        self.smooth_box.setObjectName("regionSmooth")
        self.smooth_box.setToolTip(self.tr("Draw the region as a smooth curve through its "
                                           "points; the points stay where they are"))
        self.smooth_box.toggled.connect(self._smooth)
        self.rule_form = RuleForm(self.try_edit, region_box)
        self.rule_form.picking.connect(self._picking)
        stack = QHBoxLayout()
        self.raise_button = self._button(self.tr("Raise"), self.tr(
            "Put the region above the next one it overlaps (it wins where they overlap)"),
            lambda: self.restack(1), stack)
        self.lower_button = self._button(self.tr("Lower"), self.tr(
            "Put the region below the next one it overlaps"), lambda: self.restack(-1), stack)
        region_form.addRow(self.tr("Region:"), self.region_label)
        region_form.addRow(self.tr("Terrain:"), self.kind_box)
        region_form.addRow(self.smooth_box)
        region_form.addRow(stack)
        rule_heading = QLabel(self.tr("Local rule: the reliefs the player chooses among"),
                              region_box)
        rule_heading.setWordWrap(True)  # the German is longer than the dock is wide
        region_form.addRow(rule_heading)
        region_form.addRow(self.rule_form)
        column.addWidget(region_box)

        tracing_box = QGroupBox(self.tr("Tracing background"), body)
        tracing_form = QFormLayout(tracing_box)
        self.tracing_label = QLabel(tracing_box)
        self.tracing_label.setWordWrap(True)
        self.import_button = QPushButton(self.tr("Import image…"), tracing_box)
        self.import_button.clicked.connect(self.importRequested)
        self.remove_button = QPushButton(self.tr("Remove"), tracing_box)
        self.remove_button.clicked.connect(self.remove_background)
        row = QHBoxLayout()
        row.addWidget(self.import_button)
        row.addWidget(self.remove_button)
        self.opacity_slider = QSlider(Qt.Orientation.Horizontal, tracing_box)
        self.opacity_slider.setObjectName("tracingOpacity")
        self.opacity_slider.setRange(0, 100)
        self.opacity_slider.setValue(60)
        self.opacity_slider.valueChanged.connect(self._opacity)
        self.lock_box = QCheckBox(self.tr("Locked"), tracing_box)
        self.lock_box.setObjectName("tracingLock")
        self.lock_box.setToolTip(self.tr("A locked background cannot be moved or calibrated"))
        self.lock_box.toggled.connect(self._lock)
        tracing_form.addRow(self.tracing_label)
        tracing_form.addRow(row)
        tracing_form.addRow(self.tr("Opacity:"), self.opacity_slider)
        tracing_form.addRow(self.lock_box)
        column.addWidget(tracing_box)

        for box in (self.club_box, self.kind_box):
            # Long relief names elide instead of widening the dock past the window.
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        self.hole_name_edit.setMinimumWidth(80)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # Wider than the dock only where a language's words are longer than English: then
        # reachable by scrolling, never cut off.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(body)
        # Never narrower than its content in the user's language (the dock takes its width
        # from this): the long words wrap, and nothing is left to scroll to or cut off.
        scroll.setMinimumWidth(body.minimumSizeHint().width()
                               + scroll.verticalScrollBar().sizeHint().width())
        self.setWidget(scroll)
        self.refresh()

    def _button(self, text: str, tip: str, slot: object, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.clicked.connect(lambda _checked=False: slot())  # type: ignore[operator]
        row.addWidget(button)
        return button

    # ---- which editor -----------------------------------------------------------------------

    def links(self, editor: HoleEditor) -> list[Link]:
        # Another region chosen is one step, like another hole: the dock follows at once.
        return [*super().links(editor), (editor.holeShown, self.refresh_now),
                (editor.selectionChanged, self.refresh_now)]

    def editor_changed(self, editor: HoleEditor | None) -> None:
        self.rule_form.set_editor(editor)
        self.holes.set_editor(editor)
        if editor is not None:
            self.opacity_slider.blockSignals(True)
            self.opacity_slider.setValue(round(editor.scene.background_opacity * 100))
            self.opacity_slider.blockSignals(False)

    # ---- showing ----------------------------------------------------------------------------

    def totals_text(self, course: Course) -> str:
        return self.tr("Holes: {holes} · par {par} · {yards} yards").format(
            holes=len(course.holes), par=course.par,
            yards=i18n.grouped(round(course_length(course))))

    def hole_texts(self, course: Course) -> list[str]:
        return [self.tr("{n}. par {par} · index {si} · {yards} yd{name}").format(
            n=n, par=h.par, si=h.stroke_index, yards=i18n.grouped(round(hole_length(h))),
            name=f" · {h.name}" if h.name else "") for n, h in enumerate(course.holes, 1)]

    def show_editor(self, editor: HoleEditor) -> None:
        hole = editor.document.model.holes[editor.hole_index]
        if not self.hole_name_edit.hasFocus():
            self.hole_name_edit.setText(hole.name)
        self.par_spin.setValue(hole.par)
        self.index_spin.setValue(hole.stroke_index)
        self.yards_label.setText(self.tr("{yards} yards").format(
            yards=i18n.grouped(round(hole_length(hole)))) if hole_length(hole) else
            self.tr("— (place the tee markers and the flag)"))
        self.club_box.setCurrentIndex(self.club_box.findData(hole.hole_in_one)
                                      if hole.hole_in_one is not None else 0)
        self._show_region(editor)
        background = hole.background
        self.tracing_label.setText(
            self.tr("None: import a scanned board to trace it.") if background is None
            else self.tr("{image} · {scale} yards per pixel").format(
                image=background.image.replace("\\", "/").rsplit("/", 1)[-1],
                scale=f"{background.yards_per_pixel:.3g}"))
        self.remove_button.setEnabled(background is not None)
        self.lock_box.setChecked(editor.background_locked())

    def _show_region(self, editor: HoleEditor) -> None:
        hole = editor.hole
        region_id = editor.selected_region()
        region = hole.region(region_id) if region_id is not None else None
        self.region_box.setEnabled(region is not None)
        if region is None:
            self.region_label.setText(self.tr("none: click one with the select tool"))
        else:
            self.region_label.setText(region.id)
            self.kind_box.setCurrentIndex(self._terrains.index(region.kind))
            self.smooth_box.setChecked(region.smooth)
        self.rule_form.refresh()

    def _picking(self, hint: str) -> None:
        if self.editor is not None and hint:
            self.editor.show_message(hint)

    def show_analysis(self, text: str) -> None:
        """The live analysis's word on the hole: expected strokes and the suggested par, or
        why there is none yet."""
        self.analysis_label.setText(text or self.tr("off (View > Expected-Strokes Heat Map)"))

    # ---- edits ------------------------------------------------------------------------------

    def commit_pending(self) -> None:
        super().commit_pending()
        self._hole_name()

    def rename(self) -> None:
        editor = self.editor
        name = self.name_edit.text().strip()
        if editor is None or not name or name == editor.document.model.name:
            return
        self.push_edit(self.tr("Rename the course"),
                       editor.document.model.model_copy(update={"name": name}))

    def _hole_name(self) -> None:
        editor = self.editor
        if editor is None:
            return
        self.try_edit(self.tr("Rename the hole"), lambda: hole_edits.set_hole_fields(
            editor.document.model, editor.hole_index, name=self.hole_name_edit.text().strip()))

    def _par(self, par: int) -> None:
        editor = self.editor
        if editor is not None:
            self.try_edit(self.tr("Set the par"), lambda: hole_edits.set_hole_fields(
                editor.document.model, editor.hole_index, par=par))

    def _stroke_index(self, value: int) -> None:
        editor = self.editor
        if editor is not None:
            self.try_edit(self.tr("Set the stroke index"), lambda: hole_edits.set_hole_fields(
                editor.document.model, editor.hole_index, stroke_index=value))

    def _club(self, row: int) -> None:
        editor = self.editor
        if editor is not None:
            data = self.club_box.itemData(row)  # Qt hands an enum back as its plain str
            club = Club(data) if data is not None else None
            self.try_edit(self.tr("Set the hole-in-one club"), lambda: hole_edits.set_hole_fields(
                editor.document.model, editor.hole_index, hole_in_one=club))

    def _kind(self, row: int) -> None:
        editor = self.editor
        region_id = editor.selected_region() if editor is not None else None
        if editor is not None and region_id is not None and row >= 0:
            self.try_edit(self.tr("Change the terrain"), lambda: hole_edits.set_region_kind(
                editor.document.model, editor.hole_index, region_id, self._terrains[row]))

    def _smooth(self, smooth: bool) -> None:
        editor = self.editor
        region_id = editor.selected_region() if editor is not None else None
        if editor is not None and region_id is not None:
            self.try_edit(self.tr("Smooth the outline") if smooth else
                      self.tr("Straighten the outline"), lambda: hole_edits.set_region_smooth(
                          editor.document.model, editor.hole_index, region_id, smooth))

    def restack(self, step: int) -> bool:
        editor = self.editor
        region_id = editor.selected_region() if editor is not None else None
        if editor is None or region_id is None:
            return False
        done = self.try_edit(self.tr("Raise a region") if step > 0 else self.tr("Lower a region"),
                         lambda: hole_edits.restack(editor.document.model, editor.hole_index,
                                                    region_id, step))
        if not done:
            editor.show_message(self.tr("No region it overlaps is above it.") if step > 0
                                else self.tr("No region it overlaps is below it."))
        return done

    def remove_background(self) -> bool:
        editor = self.editor
        if editor is None:
            return False
        return self.try_edit(self.tr("Remove the tracing background"), lambda: hole_edits
                         .set_background(editor.document.model, editor.hole_index, None))

    def _opacity(self, value: int) -> None:
        if self.editor is not None:
            self.editor.scene.set_background_opacity(value / 100)

    def _lock(self, locked: bool) -> None:
        if self.editor is not None and not self._refreshing:
            self.editor.set_background_locked(locked)
