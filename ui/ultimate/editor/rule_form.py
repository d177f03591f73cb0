"""The local rule of the selected region, every relief kind of it: the options the player
chooses among (hole 12: replay from the tee, or the drop zone in front of the pond), each
with its kind, penalty and what it needs — a drop zone's point or region, place-and-putt's
point and band, play-as's card and the line past which another card plays, the bunker an
unplayable ball is dropped in — and the rule's note.

A point is typed or picked with a click on the hole; a line is two clicks. The form holds no
value of its own: every change is one undo command, and the form redraws from the document.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.cards import PuttBand
from golfstudio.ultimate.course import (
    RELIEF_KINDS,
    Beyond,
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LateralDrop,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Region,
    Relief,
    ReplayFromTee,
    SpecialCard,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.limits import (
    MAX_COORDINATE,
    MAX_NOTES_LENGTH,
    MAX_PENALTY,
    MAX_RELIEF_OPTIONS,
)
from ui.ultimate.drawing.hole_drawing import MARKERS_Z, to_scene, to_yards
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.terrain_names import band_name, card_name, relief_name, terrain_name

__all__ = ["RuleForm", "default_relief"]

AT_POINT, IN_REGION = "at", "zone"
"""The drop place box's item data: a drop zone's two kinds of place (its fields' names)."""

TryEdit = Callable[[str, Callable[[], Course]], bool]


def _middle(region: Region) -> Point:
    n = len(region.points)
    return hole_edits.clamp(Point(sum(p.x for p in region.points) / n,
                                  sum(p.y for p in region.points) / n))


def default_relief(kind: str, hole: Hole, region: Region) -> Relief:
    """A new relief of ``kind`` for a ball in ``region``, ready to be adjusted: a point in the
    middle of the region, the hole's first bunker, the first card and band."""
    if kind == "replay-from-tee":
        return ReplayFromTee()
    if kind == "drop-out":
        return DropOut()
    if kind == "lateral-drop":
        return LateralDrop()
    if kind == "stroke-and-distance":
        return StrokeAndDistance()
    if kind == "free-drop":
        return FreeDrop()
    if kind == "drop-zone":
        return DropZone(at=_middle(region))
    if kind == "place-and-putt":
        return PlaceAndPutt(at=hole.flag or _middle(region), band=PuttBand.OVER_40)
    if kind == "play-as":
        return PlayAs(card=SpecialCard.FAIRWAY_BUNKER)
    if kind == "unplayable-into":
        bunker = next((r for r in hole.regions if r.kind is Terrain.BUNKER), None)
        if bunker is None:
            raise UltimateError("the hole has no bunker to drop an unplayable ball in: "
                                "draw one first")
        return UnplayableInto(bunker=bunker.id)
    raise UltimateError(f"no relief is called {kind}")


def _spin(parent: QWidget, name: str) -> QDoubleSpinBox:
    spin = QDoubleSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(-MAX_COORDINATE, MAX_COORDINATE)
    spin.setDecimals(1)
    spin.setKeyboardTracking(False)  # one edit when the number is typed, not one a digit
    return spin


class RuleForm(QWidget):
    """Signal ``picking(str)``: a point or line is being picked on the hole (the hint to show),
    or "" when the picking ends."""

    picking = Signal(str)

    def __init__(self, try_edit: TryEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor: HoleEditor | None = None
        self._try_edit = try_edit
        self._refreshing = False
        self._row = 0
        self._pick: str | None = None  # "point" or "line"
        self._line_start: Point | None = None
        self._swallow_release = False
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)

        self.options_list = QListWidget(self)
        self.options_list.setObjectName("ruleOptions")
        self.options_list.setAccessibleName(self.tr("Reliefs"))
        self.options_list.setMaximumHeight(84)
        self.options_list.setToolTip(self.tr("The reliefs the player chooses among"))
        self.options_list.currentRowChanged.connect(self._option_picked)
        column.addWidget(self.options_list)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add relief"), self)
        self.add_button.setObjectName("addRelief")
        self.add_button.setToolTip(self.tr("Offer the player one more relief for a ball here"))
        self.add_button.clicked.connect(self.add_option)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setObjectName("removeRelief")
        self.remove_button.setToolTip(self.tr("Take the chosen relief away"))
        self.remove_button.clicked.connect(self.remove_option)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        column.addLayout(row)

        self.option_box = QWidget(self)
        form = QFormLayout(self.option_box)
        form.setContentsMargins(0, 0, 0, 0)
        self.form = form
        self.kind_box = QComboBox(self.option_box)
        self.kind_box.setObjectName("reliefKind")
        for kind in RELIEF_KINDS:
            self.kind_box.addItem(relief_name(kind), kind)
        self.kind_box.currentIndexChanged.connect(self._kind)
        self.penalty_spin = QSpinBox(self.option_box)
        self.penalty_spin.setObjectName("reliefPenalty")
        self.penalty_spin.setRange(0, MAX_PENALTY)
        self.penalty_spin.valueChanged.connect(self._penalty)
        self.place_box = QComboBox(self.option_box)
        self.place_box.setObjectName("dropPlace")
        self.place_box.addItem(self.tr("a point"), AT_POINT)
        self.place_box.addItem(self.tr("a region"), IN_REGION)
        self.place_box.currentIndexChanged.connect(self._place)
        point_row = QWidget(self.option_box)
        point_layout = QHBoxLayout(point_row)
        point_layout.setContentsMargins(0, 0, 0, 0)
        self.x_spin = _spin(point_row, "reliefX")
        self.y_spin = _spin(point_row, "reliefY")
        self.x_spin.valueChanged.connect(self._point_typed)
        self.y_spin.valueChanged.connect(self._point_typed)
        self.pick_point_button = QPushButton(self.tr("Pick"), point_row)
        self.pick_point_button.setObjectName("pickPoint")
        self.pick_point_button.setToolTip(self.tr("Click the point on the hole"))
        self.pick_point_button.setCheckable(True)
        self.pick_point_button.clicked.connect(lambda on: self.start_picking("point" if on
                                                                             else None))
        for widget in (self.x_spin, self.y_spin, self.pick_point_button):
            point_layout.addWidget(widget)
        self.point_row = point_row
        self.zone_box = QComboBox(self.option_box)
        self.zone_box.setObjectName("dropZoneRegion")
        self.zone_box.currentIndexChanged.connect(self._zone)
        self.bunker_box = QComboBox(self.option_box)
        self.bunker_box.setObjectName("unplayableBunker")
        self.bunker_box.currentIndexChanged.connect(self._bunker)
        self.band_box = QComboBox(self.option_box)
        self.band_box.setObjectName("puttBand")
        for band in PuttBand:
            self.band_box.addItem(band_name(band), band.value)
        self.band_box.currentIndexChanged.connect(self._band)
        self.card_box = QComboBox(self.option_box)
        self.card_box.setObjectName("playAsCard")
        self.line_card_box = QComboBox(self.option_box)
        self.line_card_box.setObjectName("beyondCard")
        for box in (self.card_box, self.line_card_box):
            for card in SpecialCard:
                box.addItem(card_name(card), card.value)
        self.card_box.currentIndexChanged.connect(self._card)
        self.line_card_box.currentIndexChanged.connect(self._line_card)
        self.beyond_check = QCheckBox(self.tr("Another card past a line"), self.option_box)
        self.beyond_check.setObjectName("beyondLine")
        self.beyond_check.toggled.connect(self._beyond)
        line_row = QWidget(self.option_box)
        line_layout = QHBoxLayout(line_row)
        line_layout.setContentsMargins(0, 0, 0, 0)
        self.line_label = QLabel(line_row)
        self.line_label.setObjectName("beyondLineText")
        self.pick_line_button = QPushButton(self.tr("Pick"), line_row)
        self.pick_line_button.setObjectName("pickLine")
        self.pick_line_button.setToolTip(self.tr("Click the line's two ends on the hole"))
        self.pick_line_button.setCheckable(True)
        self.pick_line_button.clicked.connect(lambda on: self.start_picking("line" if on
                                                                            else None))
        line_layout.addWidget(self.line_label, 1)
        line_layout.addWidget(self.pick_line_button)
        self.line_row = line_row
        form.addRow(self.tr("Relief:"), self.kind_box)
        form.addRow(self.tr("Penalty strokes:"), self.penalty_spin)
        form.addRow(self.tr("Drop in:"), self.place_box)
        form.addRow(self.tr("Point (yd):"), point_row)
        form.addRow(self.tr("Zone:"), self.zone_box)
        form.addRow(self.tr("Bunker:"), self.bunker_box)
        form.addRow(self.tr("Putt from:"), self.band_box)
        form.addRow(self.tr("Card:"), self.card_box)
        form.addRow(self.beyond_check)
        form.addRow(self.tr("Line:"), line_row)
        form.addRow(self.tr("Card past it:"), self.line_card_box)
        column.addWidget(self.option_box)
        self.note_edit = QLineEdit(self)
        self.note_edit.setObjectName("ruleNote")
        self.note_edit.setAccessibleName(self.tr("The rule in the rulebook's words"))
        self.note_edit.setMaxLength(MAX_NOTES_LENGTH)
        self.note_edit.setPlaceholderText(self.tr("The rule in the rulebook's words"))
        self.note_edit.editingFinished.connect(self._note)
        column.addWidget(self.note_edit)
        for box in (self.kind_box, self.place_box, self.zone_box, self.bunker_box,
                    self.band_box, self.card_box, self.line_card_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy
                                    .AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        for spin in (self.x_spin, self.y_spin):
            spin.setMinimumWidth(64)
        self.mark: QGraphicsPathItem | None = None

    # ---- which editor -----------------------------------------------------------------------

    def set_editor(self, editor: HoleEditor | None) -> None:
        if editor is self.editor:
            return
        self.start_picking(None)
        if self.editor is not None and shiboken6.isValid(self.editor):
            self.editor.view.viewport().removeEventFilter(self)
        if self.mark is not None and shiboken6.isValid(self.mark):
            scene = self.mark.scene()
            if scene is not None:
                scene.removeItem(self.mark)
            shiboken6.delete(self.mark)
        self.mark = None
        self.editor = editor
        if editor is not None:
            editor.view.viewport().installEventFilter(self)
            self.mark = self._new_mark(editor)

    @staticmethod
    def _new_mark(editor: HoleEditor) -> QGraphicsPathItem:
        """Where the chosen relief puts the ball (or its line), drawn on the hole while the
        region is selected; at a tool preview's height, so exports and prints leave it out.
        The scene owns it (it goes with the editor's tab); the form deletes it when it
        follows another editor."""
        pen = QPen(QColor("#7a1fa2"), 2.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        mark = editor.scene.addPath(QPainterPath(), pen)
        mark.setZValue(MARKERS_Z + 10)
        mark.setVisible(False)
        return mark

    # ---- what it shows ----------------------------------------------------------------------

    def _target(self) -> tuple[HoleEditor, Region, LocalRule | None] | None:
        editor = self.editor
        if editor is None:
            return None
        region_id = editor.selected_region()
        region = editor.hole.region(region_id) if region_id is not None else None
        if region is None:
            return None
        return editor, region, hole_edits.region_rule(editor.document.model,
                                                      editor.hole_index, region.id)

    def option(self) -> Relief | None:
        """The relief the form shows (the chosen row of the rule)."""
        target = self._target()
        if target is None or target[2] is None:
            return None
        options = target[2].options
        return options[min(self._row, len(options) - 1)]

    def refresh(self) -> None:
        self._refreshing = True
        try:
            self._show()
        finally:
            self._refreshing = False

    def _show(self) -> None:
        target = self._target()
        rule = target[2] if target is not None else None
        options = rule.options if rule is not None else ()
        self._row = max(0, min(self._row, len(options) - 1))
        texts = [self._option_text(n, option) for n, option in enumerate(options, 1)]
        if [self.options_list.item(i).text() for i in range(self.options_list.count())] != texts:
            self.options_list.clear()
            self.options_list.addItems(texts)
        if options:
            self.options_list.setCurrentRow(self._row)
        self.add_button.setEnabled(target is not None and len(options) < MAX_RELIEF_OPTIONS)
        self.remove_button.setEnabled(bool(options))
        self.note_edit.setEnabled(rule is not None)
        if not self.note_edit.hasFocus():
            self.note_edit.setText(rule.note if rule is not None else "")
        option = options[self._row] if options else None
        self.option_box.setVisible(option is not None)
        self._mark(option)
        if target is None or option is None:
            return
        hole = target[0].hole
        self.kind_box.setCurrentIndex(self.kind_box.findData(option.relief))
        self.penalty_spin.setValue(option.penalty)
        at = option.at if isinstance(option, DropZone | PlaceAndPutt) else None
        zone = isinstance(option, DropZone) and option.zone is not None
        if isinstance(option, DropZone):
            self.place_box.setCurrentIndex(1 if zone else 0)
        if at is not None:
            self.x_spin.setValue(at.x)
            self.y_spin.setValue(at.y)
        self._fill_regions(self.zone_box, [r for r in hole.regions if r.id != target[1].id],
                           option.zone if isinstance(option, DropZone) else None)
        self._fill_regions(self.bunker_box, [r for r in hole.regions
                                             if r.kind is Terrain.BUNKER],
                           option.bunker if isinstance(option, UnplayableInto) else None)
        if isinstance(option, PlaceAndPutt):
            self.band_box.setCurrentIndex(self.band_box.findData(option.band.value))
        beyond = option.beyond if isinstance(option, PlayAs) else None
        if isinstance(option, PlayAs):
            self.card_box.setCurrentIndex(self.card_box.findData(option.card.value))
            self.beyond_check.setChecked(beyond is not None)
        if beyond is not None:
            self.line_card_box.setCurrentIndex(self.line_card_box.findData(beyond.card.value))
            a, b = beyond.line
            self.line_label.setText(self.tr("{ax}, {ay} → {bx}, {by} yd").format(
                ax=f"{a.x:g}", ay=f"{a.y:g}", bx=f"{b.x:g}", by=f"{b.y:g}"))
        else:
            self.line_label.setText(self.tr("none: pick its two ends"))
        kind = option.relief
        rows = {self.place_box: kind == "drop-zone",
                self.point_row: at is not None,
                self.zone_box: zone,
                self.bunker_box: kind == "unplayable-into",
                self.band_box: kind == "place-and-putt",
                self.card_box: kind == "play-as",
                self.beyond_check: kind == "play-as",
                self.line_row: kind == "play-as" and self.beyond_check.isChecked(),
                self.line_card_box: beyond is not None}
        for widget, shown in rows.items():
            self.form.setRowVisible(widget, shown)

    def _mark(self, option: Relief | None) -> None:
        path = QPainterPath()
        zoom = self.editor.zoom() if self.editor is not None else 1.0
        arm = 8.0 / max(1e-6, zoom)  # yards that make 8 pixels on screen
        if isinstance(option, DropZone | PlaceAndPutt) and option.at is not None:
            at = to_scene(option.at)
            path.addEllipse(at, arm, arm)
            path.moveTo(at.x() - arm * 1.5, at.y())
            path.lineTo(at.x() + arm * 1.5, at.y())
            path.moveTo(at.x(), at.y() - arm * 1.5)
            path.lineTo(at.x(), at.y() + arm * 1.5)
        elif isinstance(option, PlayAs) and option.beyond is not None:
            a, b = option.beyond.line
            path.moveTo(to_scene(a))
            path.lineTo(to_scene(b))
        if self.mark is not None:
            self.mark.setPath(path)
            self.mark.setVisible(not path.isEmpty())

    def _fill_regions(self, box: QComboBox, regions: list[Region], chosen: str | None) -> None:
        box.clear()
        for region in regions:
            box.addItem(self.tr("{id} ({terrain})").format(
                id=region.id, terrain=terrain_name(region.kind)), region.id)
        if chosen is not None and box.findData(chosen) < 0:
            # A region the rule names that is not on the hole: shown, and the Problems dock
            # says so.
            box.addItem(self.tr("{id} (not on this hole)").format(id=chosen), chosen)
        box.setCurrentIndex(box.findData(chosen) if chosen is not None else -1)

    def _option_text(self, n: int, option: Relief) -> str:
        return self.tr("{n}. {relief} · penalty {penalty}").format(
            n=n, relief=relief_name(option.relief), penalty=option.penalty)

    # ---- edits ------------------------------------------------------------------------------

    def _change(self, text: str, make: Callable[[HoleEditor, Region, int], Course]) -> bool:
        target = self._target()
        if self._refreshing or target is None:
            return False
        editor, region, _rule = target

        def after() -> Course:
            try:
                return make(editor, region, editor.hole_index)
            except ValueError as exc:  # a relief the model refuses (pydantic's message)
                raise UltimateError(str(exc).splitlines()[-1]) from exc

        return self._try_edit(text, after)

    def _set_option(self, text: str, **changes: object) -> bool:
        option = self.option()
        if option is None:
            return False
        row = self._row

        def make(editor: HoleEditor, region: Region, index: int) -> Course:
            assert option is not None
            fields = {**dict(option), **changes}
            relief: Relief = type(option)(**fields)
            return hole_edits.replace_relief_option(editor.document.model, index, region.id,
                                                    row, relief)

        return self._change(text, make)

    def add_option(self) -> bool:
        target = self._target()
        count = len(target[2].options) if target is not None and target[2] is not None else 0
        done = self._change(self.tr("Add a relief"), lambda editor, region, index:
                            hole_edits.add_relief_option(editor.document.model, index,
                                                         region.id, DropOut()))
        if done:
            self._row = count
            self.refresh()
        return done

    def remove_option(self) -> bool:
        row = self._row
        done = self._change(self.tr("Remove a relief"), lambda editor, region, index:
                            hole_edits.remove_relief_option(editor.document.model, index,
                                                            region.id, row))
        if done:
            self._row = max(0, row - 1)
            self.refresh()
        return done

    def _option_picked(self, row: int) -> None:
        if not self._refreshing and row >= 0:
            self._row = row
            self.refresh()

    def _kind(self, row: int) -> None:
        kind = self.kind_box.itemData(row)
        option = self.option()
        if option is None or kind is None or kind == option.relief:
            return
        position = self._row

        def make(editor: HoleEditor, region: Region, index: int) -> Course:
            relief = default_relief(str(kind), editor.hole, region)
            return hole_edits.replace_relief_option(editor.document.model, index, region.id,
                                                    position, relief)

        if not self._change(self.tr("Change the relief"), make):
            self.refresh()

    def _penalty(self, value: int) -> None:
        self._set_option(self.tr("Set the penalty"), penalty=value)

    def _place(self, row: int) -> None:
        option = self.option()
        target = self._target()
        if not isinstance(option, DropZone) or target is None or row < 0:
            return
        if self.place_box.itemData(row) == IN_REGION and option.zone is None:
            other = next((r.id for r in target[0].hole.regions if r.id != target[1].id), None)
            if other is None:
                target[0].show_message(self.tr("The hole has no other region to drop in."))
                self.refresh()
                return
            self._set_option(self.tr("Drop in a region"), at=None, zone=other)
        elif self.place_box.itemData(row) == AT_POINT and option.at is None:
            self._set_option(self.tr("Drop at a point"), zone=None, at=_middle(target[1]))

    def _point_typed(self, _value: float) -> None:
        self.set_point(Point(self.x_spin.value(), self.y_spin.value()))

    def set_point(self, at: Point) -> bool:
        """The chosen relief's point (a drop zone's, or where the ball is placed to putt)."""
        return self._set_option(self.tr("Set the relief's point"), at=hole_edits.clamp(at))

    def _zone(self, row: int) -> None:
        zone = self.zone_box.itemData(row)
        if row >= 0 and zone is not None:
            self._set_option(self.tr("Set the drop zone"), zone=str(zone))

    def _bunker(self, row: int) -> None:
        bunker = self.bunker_box.itemData(row)
        if row >= 0 and bunker is not None:
            self._set_option(self.tr("Set the bunker"), bunker=str(bunker))

    def _band(self, row: int) -> None:
        if row >= 0:
            self._set_option(self.tr("Set the putt's distance"),
                             band=PuttBand(self.band_box.itemData(row)))

    def _card(self, row: int) -> None:
        if row >= 0:
            self._set_option(self.tr("Set the card"),
                             card=SpecialCard(self.card_box.itemData(row)))

    def _line_card(self, row: int) -> None:
        option = self.option()
        if row >= 0 and isinstance(option, PlayAs) and option.beyond is not None:
            self._set_option(self.tr("Set the card past the line"), beyond=Beyond(
                line=option.beyond.line, card=SpecialCard(self.line_card_box.itemData(row))))

    def _beyond(self, on: bool) -> None:
        option = self.option()
        if self._refreshing or not isinstance(option, PlayAs):
            return
        if on:
            # The line is not there until its two ends are clicked.
            self.form.setRowVisible(self.line_row, True)
            self.start_picking("line")
        elif option.beyond is not None:
            self._set_option(self.tr("No line"), beyond=None)
        else:
            self.start_picking(None)
            self.refresh()

    def set_line(self, a: Point, b: Point) -> bool:
        """The line past which (on the flag's side) the region plays another card."""
        option = self.option()
        if not isinstance(option, PlayAs):
            return False
        card = option.beyond.card if option.beyond is not None else SpecialCard(
            self.line_card_box.currentData() or SpecialCard.GREEN_SIDE_BUNKER.value)
        return self._set_option(self.tr("Set the line"), beyond=Beyond(
            line=(hole_edits.clamp(a), hole_edits.clamp(b)), card=card))

    def _note(self) -> None:
        target = self._target()
        if target is None or target[2] is None or self.note_edit.text() == target[2].note:
            return
        note = self.note_edit.text()
        self._change(self.tr("Word the rule"), lambda editor, region, index:
                     hole_edits.set_rule_note(editor.document.model, index, region.id, note))

    # ---- picking on the hole ----------------------------------------------------------------

    def start_picking(self, what: str | None) -> None:
        """Let the next click (two for a line) on the hole place the relief's point or line
        instead of working the tool."""
        self._pick = what
        self._line_start = None
        self.pick_point_button.setChecked(what == "point")
        self.pick_line_button.setChecked(what == "line")
        self.picking.emit({"point": self.tr("Click the relief's point on the hole"),
                           "line": self.tr("Click the line's first end on the hole"),
                           None: ""}[what])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        editor = self.editor
        if editor is None or (self._pick is None and not self._swallow_release):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonRelease and self._swallow_release:
            self._swallow_release = False
            return True
        if kind != QEvent.Type.MouseButtonPress or not isinstance(event, QMouseEvent) \
                or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._swallow_release = True
        at = hole_edits.clamp(to_yards(editor.view.to_scene(event.position())))
        if self._pick == "point":
            self.start_picking(None)
            self.set_point(at)
        elif self._line_start is None:
            self._line_start = at
            self.picking.emit(self.tr("Click the line's second end on the hole"))
        else:
            start = self._line_start
            self.start_picking(None)
            if not self.set_line(start, at):
                self.refresh()
        return True
