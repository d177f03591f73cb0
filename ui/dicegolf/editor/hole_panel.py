"""The Hole dock: what the strip does not draw with the mouse, typed.

From top to bottom: the hole's name, par, where the hole lies and the end of terrain; one
card per zone — where it starts, its formula checked as it is typed, and the chart of the
metres a throw moves with the chance of crossing the next limit from the zone's start; the
green's card (its formula and the combination that holes out); the hazards (add, remove,
and the selected one's kind, metres and parameters); the proximity zones (30, 40 or 50 m).

Every change is one undo command on the document, worked out by ``hole_edits``; the dock
redraws from the document after every edit (its own included) and never holds a value of
its own. A part selected on the strip is selected here too, and the other way round.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio import i18n
from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Bank, Bunker, Course, Hole, Slope, Water
from golfstudio.dicegolf.limits import (
    MAX_METRES,
    MAX_NAME_LENGTH,
    MAX_PAR,
    MAX_SLOPE,
    MIN_PAR,
    PROXIMITY_WIDTHS,
)
from golfstudio.dicegolf.throw import Distribution
from ui import theme
from ui.dicegolf.editor.chart import DistributionChart, throw_distribution
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.formula_field import FormulaField
from ui.dicegolf.editor.tools.hazard import HAZARD_CHOICES, choice_name
from ui.dicegolf.track.words import (
    COMBINATIONS,
    Part,
    combination_name,
    decimal,
    hazard_summary,
    kind_name,
    metres,
)

__all__ = ["GreenCard", "HolePanel", "ZoneCard"]

def card_style() -> str:
    """A zone's or the green's card, in the current colour scheme."""
    return (f"QFrame#partCard {{ background: {theme.SURFACE.name()};"
            f" border: 1px solid {theme.BORDER.name()}; border-radius: 6px; }}"
            " QFrame#partCard[selected=\"true\"] { border: 2px solid #1f5fbf; }")


def percent(chance: Fraction) -> str:
    """A chance as a whole percentage, or "< 1 %" rather than a misleading 0."""
    value = float(chance) * 100
    if 0 < value < 1:
        return "< 1 %"
    if 99 < value < 100:
        return "> 99 %"
    return f"{i18n.grouped(round(value))} %"


def _spin(parent: QWidget, low: int, high: int, name: str = "") -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(low, high)
    spin.setKeyboardTracking(False)  # one edit when the number is complete, not per digit
    if name:
        spin.setObjectName(name)
    return spin


def _set(spin: QSpinBox, value: int) -> None:
    if spin.value() != value:
        with QSignalBlocker(spin):
            spin.setValue(value)


class _Card(QFrame):
    """A framed part of the hole, outlined while it is the part selected."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("partCard")
        theme.style(self, card_style)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(8, 6, 8, 8)
        self.column.setSpacing(4)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title_row = QHBoxLayout()
        """The title, and the card's buttons at its right: beside the start's field they
        made a row wider than the dock at 1280×800 in French and German (issue 30 §5)."""
        self.title_row.setSpacing(4)
        self.title_row.addWidget(self.title, 1)
        self.column.addLayout(self.title_row)
        self.header = QHBoxLayout()
        self.header.setSpacing(4)
        self.column.addLayout(self.header)

    def set_selected(self, selected: bool) -> None:
        if bool(self.property("selected")) != selected:
            self.setProperty("selected", selected)
            self.style().unpolish(self)
            self.style().polish(self)


class ZoneCard(_Card):
    """One zone: its start (a limit for every zone but the first), its formula, its chart."""

    def __init__(self, panel: HolePanel, zone: int) -> None:
        super().__init__(panel.body)
        self.panel = panel
        self.zone = zone
        self.setAccessibleName(Part("zone", zone).label())
        if zone > 0:
            self.start_spin = _spin(self, 1, MAX_METRES, "zoneStart")
            self.start_spin.setSuffix(self.tr(" m"))
            self.start_spin.setToolTip(self.tr("Where this zone starts: its limit (the red "
                                               "dotted line)"))
            self.start_spin.valueChanged.connect(self._start)
            self.start_spin.setAccessibleName(self.tr("Where this zone starts"))
            self.header.addWidget(QLabel(self.tr("Starts at"), self))
            self.header.addWidget(self.start_spin)
            self.header.addStretch(1)
        self.split_button = QToolButton(self)
        self.split_button.setText(self.tr("Split"))
        self.split_button.setToolTip(self.tr("Put a limit in the middle of this zone"))
        self.split_button.clicked.connect(self._split)
        self.title_row.addWidget(self.split_button)
        if zone > 0:
            self.remove_button = QToolButton(self)
            self.remove_button.setText(self.tr("Remove limit"))
            self.remove_button.setToolTip(self.tr(
                "Take this zone's limit away: the zone before it runs on"))
            self.remove_button.clicked.connect(self._remove)
            self.title_row.addWidget(self.remove_button)
        self.formula = FormulaField(self)
        self.formula.previewed.connect(self._preview)
        self.formula.committed.connect(self._commit)
        self.formula.focused.connect(lambda: panel.select(Part("zone", self.zone)))
        self._hole: Hole | None = None
        self.chart = DistributionChart(self)
        self.caption = QLabel(self)
        self.caption.setObjectName("chartCaption")
        self.caption.setWordWrap(True)
        theme.ink(self.caption, "text_muted")
        self.column.addWidget(self.formula)
        self.column.addWidget(self.chart)
        self.column.addWidget(self.caption)

    def show_hole(self, hole: Hole) -> None:
        self._hole = hole
        zone = hole.zones[self.zone]
        end = hole_edits.zone_end(hole, self.zone)
        self.title.setText(self.tr("Zone {n} · {start}–{end} m").format(
            n=self.zone + 1, start=zone.start, end=max(zone.start, end - 1)))
        if self.zone > 0:
            _set(self.start_spin, zone.start)
        self.formula.show_formula(zone.formula, self.panel.hole_key())
        if self.formula.draft is not None:
            self._invalid()
        elif not self.formula.typing:
            self._draw(zone.formula)

    def _draw(self, formula: str) -> None:
        """The chart of ``formula`` thrown from this zone's start (the course's formula, or
        the one being typed)."""
        hole = self._hole
        if hole is None:
            return
        end = hole_edits.zone_end(hole, self.zone)
        found = throw_distribution(formula, True)
        away = end - hole.zones[self.zone].start
        self.chart.set_distribution(found, away)
        last = self.zone == len(hole.zones) - 1
        self.caption.setText(self._caption(found, away, end, last))

    def _preview(self, formula: str) -> None:
        if formula:
            self._draw(formula)
        else:
            self._invalid()

    def _invalid(self) -> None:
        """The text in the field does not parse: the chart says so, the caption is empty
        (the field's message says what is wrong)."""
        self.chart.set_invalid()
        self.caption.setText("")

    def _caption(self, found: Distribution, away: int, end: int, last: bool) -> str:
        mean = decimal(float(found.mean), 1)
        chance = percent(found.chance(away))
        if last:
            return self.tr("Mean {mean} m. From the zone's start, {chance} of throws reach "
                           "the green ({end} m, {away} m away).").format(
                mean=mean, chance=chance, end=end, away=away)
        return self.tr("Mean {mean} m. From the zone's start, {chance} of throws cross the "
                       "limit at {end} m ({away} m away).").format(
            mean=mean, chance=chance, end=end, away=away)

    def _commit(self, formula: str) -> None:
        self.panel.edit(self.tr("Change zone {n}'s formula").format(n=self.zone + 1),
                        lambda course, i: hole_edits.set_zone_formula(course, i, self.zone,
                                                                      formula))

    def _start(self, metre: int) -> None:
        self.panel.edit(self.tr("Move a zone limit"), lambda course, i: hole_edits.move_limit(
            course, i, self.zone, metre))

    def _split(self) -> None:
        panel = self.panel
        hole = panel.hole()
        if hole is None:
            return
        start = hole.zones[self.zone].start
        middle = (start + hole_edits.zone_end(hole, self.zone)) // 2
        if panel.edit(self.tr("Split a zone"), lambda course, i: hole_edits.split_zone(
                course, i, middle)[0]):
            panel.select(Part("zone", self.zone + 1))

    def _remove(self) -> None:
        if self.panel.edit(self.tr("Remove a zone limit"),
                           lambda course, i: hole_edits.remove_limit(course, i, self.zone)):
            self.panel.select(Part("zone", self.zone - 1))


class GreenCard(_Card):
    """The green: its front edge, its formula and chart, the combination that holes out."""

    def __init__(self, panel: HolePanel) -> None:
        super().__init__(panel.body)
        self.panel = panel
        self.setAccessibleName(Part("green").label())
        self.start_spin = _spin(self, 1, MAX_METRES, "greenStart")
        self.start_spin.setSuffix(self.tr(" m"))
        self.start_spin.setToolTip(self.tr("Where the green starts"))
        self.start_spin.setAccessibleName(self.tr("Where the green starts"))
        self.start_spin.valueChanged.connect(self._start)
        self.header.addWidget(QLabel(self.tr("Starts at"), self))
        self.header.addWidget(self.start_spin)
        self.header.addStretch(1)
        self.formula = FormulaField(self)
        self.formula.previewed.connect(self._preview)
        self.formula.committed.connect(self._commit)
        self.formula.focused.connect(lambda: panel.select(Part("green")))
        self._hole: Hole | None = None
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Holes out with:"), self))
        self.combination = QComboBox(self)
        self.combination.setObjectName("greenCombination")
        for words in COMBINATIONS:
            self.combination.addItem(combination_name(words), words)
        self.combination.setToolTip(self.tr("The dice that hole out from the green"))
        self.combination.activated.connect(self._combination)
        row.addWidget(self.combination, 1)
        self.chart = DistributionChart(self)
        self.caption = QLabel(self)
        self.caption.setObjectName("chartCaption")
        self.caption.setWordWrap(True)
        theme.ink(self.caption, "text_muted")
        self.column.addWidget(self.formula)
        self.column.addLayout(row)
        self.column.addWidget(self.chart)
        self.column.addWidget(self.caption)

    def show_hole(self, hole: Hole) -> None:
        green = hole.green
        self.title.setText(self.tr("Green · {start}–{end} m").format(
            start=green.start, end=hole.end_of_terrain))
        _set(self.start_spin, green.start)
        self.formula.show_formula(green.formula, self.panel.hole_key())
        words = " ".join(green.combination.lower().split())
        if self.combination.findData(words) < 0:  # written otherwise in a file: kept as is
            self.combination.addItem(combination_name(words), words)
        with QSignalBlocker(self.combination):
            self.combination.setCurrentIndex(self.combination.findData(words))
        self._hole = hole
        if self.formula.draft is not None:
            self._invalid()
        elif not self.formula.typing:
            self._draw(green.formula)

    def _draw(self, formula: str) -> None:
        hole = self._hole
        if hole is None:
            return
        green = hole.green
        # No bonus on the green (dice-golf.md §2); the mark is the end of terrain.
        found = throw_distribution(formula, False)
        away = hole.end_of_terrain - green.start
        self.chart.set_distribution(found, away)
        self.caption.setText(self.tr(
            "Mean {mean} m (no bonus on the green). From its front edge, {chance} of throws "
            "pass the end of terrain ({away} m away); the hole is {hole} m away.").format(
            mean=decimal(float(found.mean), 1), chance=percent(found.chance(away)), away=away,
            hole=hole.length - green.start))

    def _preview(self, formula: str) -> None:
        if formula:
            self._draw(formula)
        else:
            self._invalid()

    def _invalid(self) -> None:
        """The text in the field does not parse: the chart says so, the caption is empty
        (the field's message says what is wrong)."""
        self.chart.set_invalid()
        self.caption.setText("")

    def _commit(self, formula: str) -> None:
        self.panel.edit(self.tr("Change the green's formula"),
                        lambda course, i: hole_edits.set_green(course, i, formula=formula))

    def _start(self, metre: int) -> None:
        self.panel.edit(self.tr("Move the green's edge"),
                        lambda course, i: hole_edits.set_green_start(course, i, metre))

    def _combination(self, row: int) -> None:
        words = self.combination.itemData(row)
        if isinstance(words, str):
            self.panel.edit(self.tr("Change the green's combination"),
                            lambda course, i: hole_edits.set_green(course, i,
                                                                   combination=words))


class HazardForm(QWidget):
    """The selected hazard's kind, metres and the parameters of its kind."""

    def __init__(self, panel: HolePanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.panel = panel
        self.index: int | None = None
        form = QFormLayout(self)
        form.setContentsMargins(0, 4, 0, 0)
        self.form = form
        self.kind_box = QComboBox(self)
        self.kind_box.setObjectName("hazardKind")
        for kind, needs in HAZARD_CHOICES:
            self.kind_box.addItem(choice_name(kind, needs))
        self.kind_box.activated.connect(self._kind)
        self.start_spin = _spin(self, 0, MAX_METRES, "hazardStart")
        self.end_spin = _spin(self, 0, MAX_METRES, "hazardEnd")
        self.start_spin.setAccessibleName(self.tr("Hazard starts at"))
        self.end_spin.setAccessibleName(self.tr("Hazard ends at"))
        for spin in (self.start_spin, self.end_spin):
            spin.setSuffix(self.tr(" m"))
        self.start_spin.valueChanged.connect(lambda v: self._field(start=v))
        self.end_spin.valueChanged.connect(lambda v: self._field(end=v))
        metres_row = QHBoxLayout()
        metres_row.addWidget(self.start_spin, 1)
        metres_row.addWidget(QLabel(self.tr("to"), self))
        metres_row.addWidget(self.end_spin, 1)
        self.double_spin = _spin(self, 1, 6, "waterDouble")
        self.double_spin.setToolTip(self.tr("The double that costs one penalty instead of two"))
        self.double_spin.valueChanged.connect(lambda v: self._field(double=v))
        self.back_spin = _spin(self, 0, MAX_METRES, "waterBackTo")
        self.back_spin.setSuffix(self.tr(" m"))
        self.back_spin.setToolTip(self.tr("The mark the ball goes back to from the water"))
        self.back_spin.valueChanged.connect(lambda v: self._field(back_to=v))
        self.metres_spin = _spin(self, -MAX_SLOPE, MAX_SLOPE, "hazardMetres")
        self.metres_spin.setSuffix(self.tr(" m"))
        self.metres_spin.valueChanged.connect(self._metres)
        form.addRow(self.tr("Kind:"), self.kind_box)
        form.addRow(self.tr("Metres:"), metres_row)
        form.addRow(self.tr("Double:"), self.double_spin)
        form.addRow(self.tr("Back to:"), self.back_spin)
        form.addRow(self.tr("Adds:"), self.metres_spin)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        theme.ink(self.message, "stroke_dot")
        self.message.hide()
        form.addRow(self.message)

    def show_hazard(self, hole: Hole, index: int | None) -> None:
        self.index = index
        hazard = hole.hazards[index] if index is not None else None
        self.setEnabled(hazard is not None)
        if hazard is None:
            for row in (2, 3, 4):
                self.form.setRowVisible(row, False)
            return
        choice = next(i for i, (kind, needs) in enumerate(HAZARD_CHOICES)
                      if kind == hazard.kind and (needs is None or (
                          isinstance(hazard, Bunker) and hazard.needs == needs)))
        with QSignalBlocker(self.kind_box):
            self.kind_box.setCurrentIndex(choice)
        _set(self.start_spin, hazard.start)
        _set(self.end_spin, hazard.end)
        water = isinstance(hazard, Water)
        self.form.setRowVisible(2, water)
        self.form.setRowVisible(3, water)
        self.form.setRowVisible(4, isinstance(hazard, Slope | Bank))
        if isinstance(hazard, Water):
            _set(self.double_spin, hazard.double)
            _set(self.back_spin, hazard.back_to)
        if isinstance(hazard, Slope):
            label = self.form.labelForField(self.metres_spin)
            if isinstance(label, QLabel):
                label.setText(self.tr("Adds:"))
            self.metres_spin.setRange(-MAX_SLOPE, MAX_SLOPE)
            _set(self.metres_spin, hazard.metres)
        elif isinstance(hazard, Bank):
            label = self.form.labelForField(self.metres_spin)
            if isinstance(label, QLabel):
                label.setText(self.tr("Takes off:"))
            self.metres_spin.setRange(1, MAX_SLOPE)
            _set(self.metres_spin, hazard.metres)

    def _field(self, **fields: object) -> None:
        index = self.index
        if index is None:
            return
        try:
            self.panel.try_edit(self.tr("Change a hazard"), lambda course, i: hole_edits
                                .set_hazard(course, i, index, **fields))
        except DiceGolfError as exc:
            self.message.setText(str(exc))
            self.message.show()
            self.panel.refresh()
            return
        self.message.hide()

    def _kind(self, choice: int) -> None:
        kind, needs = HAZARD_CHOICES[choice]
        fields: dict[str, object] = {"kind": kind.value}
        if needs is not None:
            fields["needs"] = needs
        self._field(**fields)

    def _metres(self, value: int) -> None:
        self._field(metres=value)


class HolePanel(QDockWidget):
    """The Hole dock over the hole the current editor shows (``set_editor``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dicegolfHoleDock")
        self.setWindowTitle(self.tr("Hole"))
        self.editor: TrackEditor | None = None
        self._refreshing = False
        self._stack_index = 0
        self.body = QWidget(self)
        column = QVBoxLayout(self.body)
        column.setContentsMargins(8, 6, 8, 8)
        column.setSpacing(8)
        self.column = column

        fields = QFormLayout()
        self.name_edit = QLineEdit(self.body)
        self.name_edit.setObjectName("holeName")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("(none)"))
        self.name_edit.editingFinished.connect(self._name)
        self.par_spin = _spin(self.body, MIN_PAR, MAX_PAR, "parSpin")
        self.par_spin.valueChanged.connect(self._par)
        self.length_spin = _spin(self.body, 10, MAX_METRES, "lengthSpin")
        self.length_spin.setSuffix(self.tr(" m"))
        self.length_spin.setToolTip(self.tr("Where the hole lies, on the green"))
        self.length_spin.valueChanged.connect(self._length)
        self.end_spin = _spin(self.body, 11, MAX_METRES, "endOfTerrainSpin")
        self.end_spin.setSuffix(self.tr(" m"))
        self.end_spin.setToolTip(self.tr("The black dotted line beyond the hole"))
        self.end_spin.valueChanged.connect(self._end)
        fields.addRow(self.tr("Name:"), self.name_edit)
        fields.addRow(self.tr("Par:"), self.par_spin)
        fields.addRow(self.tr("Hole at:"), self.length_spin)
        fields.addRow(self.tr("End of terrain:"), self.end_spin)
        column.addLayout(fields)

        self.zones_box = QGroupBox(self.tr("Zones"), self.body)
        self.zones_column = QVBoxLayout(self.zones_box)
        self.zones_column.setContentsMargins(4, 4, 4, 4)
        self.zones_column.setSpacing(6)
        self.zone_cards: list[ZoneCard] = []
        column.addWidget(self.zones_box)

        self.green_card = GreenCard(self)
        column.addWidget(self.green_card)

        hazards_box = QGroupBox(self.tr("Hazards"), self.body)
        hazards_column = QVBoxLayout(hazards_box)
        hazards_column.setContentsMargins(4, 4, 4, 4)
        self.hazard_list = QListWidget(hazards_box)
        self.hazard_list.setObjectName("hazardList")
        self.hazard_list.setMinimumHeight(80)
        self.hazard_list.setMaximumHeight(140)
        self.hazard_list.currentRowChanged.connect(self._hazard_picked)
        hazards_column.addWidget(self.hazard_list)
        buttons = QHBoxLayout()
        self.add_hazard_button = QPushButton(self.tr("Add"), hazards_box)
        self.add_hazard_button.setObjectName("addHazard")
        menu = QMenu(self.add_hazard_button)
        for choice, (kind, needs) in enumerate(HAZARD_CHOICES):
            action = menu.addAction(choice_name(kind, needs))
            action.triggered.connect(lambda _checked=False, c=choice: self.add_hazard(c))
        self.add_hazard_button.setMenu(menu)
        self.remove_hazard_button = QPushButton(self.tr("Remove"), hazards_box)
        self.remove_hazard_button.clicked.connect(lambda: self.remove_selected("hazard"))
        buttons.addWidget(self.add_hazard_button)
        buttons.addWidget(self.remove_hazard_button)
        buttons.addStretch(1)
        hazards_column.addLayout(buttons)
        self.hazard_form = HazardForm(self, hazards_box)
        hazards_column.addWidget(self.hazard_form)
        column.addWidget(hazards_box)

        proximity_box = QGroupBox(self.tr("Proximity zones"), self.body)
        proximity_column = QVBoxLayout(proximity_box)
        proximity_column.setContentsMargins(4, 4, 4, 4)
        self.proximity_list = QListWidget(proximity_box)
        self.proximity_list.setObjectName("proximityList")
        self.proximity_list.setMinimumHeight(50)
        self.proximity_list.setMaximumHeight(90)
        self.proximity_list.currentRowChanged.connect(self._proximity_picked)
        proximity_column.addWidget(self.proximity_list)
        row = QHBoxLayout()
        self.add_proximity_buttons: list[QPushButton] = []
        for width in PROXIMITY_WIDTHS:
            button = QPushButton(self.tr("+ {metres}").format(metres=metres(width)),
                                 proximity_box)
            button.setToolTip(self.tr("A proximity zone of {metres} before the next zone "
                                      "limit that has none").format(metres=metres(width)))
            button.clicked.connect(lambda _checked=False, w=width: self.add_proximity(w))
            row.addWidget(button)
            self.add_proximity_buttons.append(button)
        self.remove_proximity_button = QPushButton(self.tr("Remove"), proximity_box)
        self.remove_proximity_button.clicked.connect(
            lambda: self.remove_selected("proximity"))
        row.addWidget(self.remove_proximity_button)
        proximity_column.addLayout(row)
        proximity_form = QFormLayout()
        self.proximity_start = _spin(proximity_box, 0, MAX_METRES, "proximityStart")
        self.proximity_start.setSuffix(self.tr(" m"))
        self.proximity_start.valueChanged.connect(self._proximity_start)
        self.proximity_width = QComboBox(proximity_box)
        self.proximity_width.setObjectName("proximityWidth")
        for width in PROXIMITY_WIDTHS:
            self.proximity_width.addItem(metres(width))
        self.proximity_width.activated.connect(self._proximity_width)
        proximity_form.addRow(self.tr("From:"), self.proximity_start)
        proximity_form.addRow(self.tr("Length:"), self.proximity_width)
        proximity_column.addLayout(proximity_form)
        column.addWidget(proximity_box)
        column.addStretch(1)

        self.message = QLabel(self.body)
        self.message.setObjectName("holeMessage")
        self.message.setWordWrap(True)
        theme.ink(self.message, "stroke_dot")
        self.message.hide()
        column.insertWidget(1, self.message)

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.body)
        self.placeholder = QLabel(self.tr("Open a course or start a new one: the hole shown "
                                          "is edited here."), self)
        self.placeholder.setObjectName("muted")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.placeholder.setMargin(12)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.placeholder)
        self.pages.addWidget(self.scroll_area)
        self.setWidget(self.pages)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self._in_view: QWidget | None = None
        self._view_timer = QTimer(self)
        self._view_timer.setSingleShot(True)
        self._view_timer.setInterval(0)
        self._view_timer.timeout.connect(self._scroll_to_part)
        self.refresh()

    # ---- which editor -----------------------------------------------------------------------

    def set_editor(self, editor: TrackEditor | None) -> None:
        if editor is self.editor:
            return
        if self.editor is not None:
            self.editor.document.changed.disconnect(self._later)
            self.editor.holeShown.disconnect(self._now)
            self.editor.partSelected.disconnect(self._part_selected)
            self.editor.document.undo_stack.indexChanged.disconnect(self._stack_moved)
        self.editor = editor
        if editor is not None:
            self._stack_index = editor.document.undo_stack.index()
            editor.document.undo_stack.indexChanged.connect(self._stack_moved)
            # An edit may come in a drag of many steps: the dock follows once the loop is
            # idle. Another hole or part chosen is one step: the dock follows at once.
            editor.document.changed.connect(self._later)
            editor.holeShown.connect(self._now)
            editor.partSelected.connect(self._part_selected)
        self.refresh()

    def _stack_moved(self, index: int) -> None:
        """An undo gives up the formulas typed on the hole shown that do not parse: undo
        restores the course's formulas, as Escape does."""
        undone = index < self._stack_index
        self._stack_index = index
        if undone:
            for field in [*(card.formula for card in self.zone_cards), self.green_card.formula]:
                if field.draft is not None:
                    field.give_up()

    def _later(self, *_args: object) -> None:
        self._timer.start()

    def _now(self, *_args: object) -> None:
        self._timer.stop()
        self.refresh()

    def hole(self) -> Hole | None:
        editor = self.editor
        return editor.hole if editor is not None else None

    def hole_key(self) -> tuple[int, int] | None:
        """Which hole of which course the cards show: a formula field keeps a draft (a text
        that does not parse) per hole, so another hole shown does not lose it."""
        editor = self.editor
        return (id(editor.document), editor.hole_index) if editor is not None else None

    def select(self, part: Part | None) -> None:
        """Select ``part`` on the strip (and here, through the editor's signal)."""
        if self.editor is None or self._refreshing:
            return
        if part is None:
            self.editor.select_part(None)
        else:
            self.editor.show_part(part)

    # ---- showing ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Everything the dock shows, from the document."""
        self._timer.stop()
        editor = self.editor
        self._refreshing = True
        try:
            self.body.setEnabled(editor is not None)
            self.pages.setCurrentIndex(0 if editor is None else 1)
            if editor is None:
                self.hazard_list.clear()
                self.proximity_list.clear()
                self._cards(0)
                return
            hole = editor.hole
            if not self.name_edit.hasFocus() and self.name_edit.text() != hole.name:
                self.name_edit.setText(hole.name)
            _set(self.par_spin, hole.par)
            _set(self.length_spin, hole.length)
            _set(self.end_spin, hole.end_of_terrain)
            self._cards(len(hole.zones))
            for card in self.zone_cards:
                card.show_hole(hole)
            self.green_card.show_hole(hole)
            self._fill(self.hazard_list, [hazard_summary(h) for h in hole.hazards])
            self._fill(self.proximity_list, [
                self.tr("{start}–{end} m ({metres})").format(
                    start=near.start, end=near.end, metres=metres(near.end - near.start + 1))
                for near in hole.proximity])
            self._show_part(editor.selected_part())
        finally:
            self._refreshing = False

    def _cards(self, count: int) -> None:
        while len(self.zone_cards) > count:
            card = self.zone_cards.pop()
            card.hide()
            card.deleteLater()
        while len(self.zone_cards) < count:
            card = ZoneCard(self, len(self.zone_cards))
            self.zones_column.addWidget(card)
            card.show()  # now, not when the layout gets round to it: it is typed in at once
            self.zone_cards.append(card)

    @staticmethod
    def _fill(widget: QListWidget, texts: list[str]) -> None:
        if widget.count() != len(texts):
            with QSignalBlocker(widget):
                widget.clear()
                for text in texts:
                    QListWidgetItem(text, widget)
            return
        for row, text in enumerate(texts):
            item = widget.item(row)
            if item.text() != text:
                item.setText(text)

    def _show_part(self, part: Part | None) -> None:
        editor = self.editor
        if editor is None:
            return
        hole = editor.hole
        for card in self.zone_cards:
            card.set_selected(part == Part("zone", card.zone))
        self.green_card.set_selected(part == Part("green"))
        hazard = part.index if part is not None and part.kind == "hazard" else None
        near = part.index if part is not None and part.kind == "proximity" else None
        with QSignalBlocker(self.hazard_list):
            self.hazard_list.setCurrentRow(-1 if hazard is None else hazard)
        with QSignalBlocker(self.proximity_list):
            self.proximity_list.setCurrentRow(-1 if near is None else near)
        self.hazard_form.show_hazard(hole, hazard)
        self.remove_hazard_button.setEnabled(hazard is not None)
        self.remove_proximity_button.setEnabled(near is not None)
        for widget in (self.proximity_start, self.proximity_width):
            widget.setEnabled(near is not None)
        if near is not None:
            band = hole.proximity[near]
            _set(self.proximity_start, band.start)
            width = band.end - band.start + 1
            with QSignalBlocker(self.proximity_width):
                self.proximity_width.setCurrentIndex(PROXIMITY_WIDTHS.index(width))

    def _part_selected(self, part: object) -> None:
        self._refreshing = True
        try:
            self._show_part(part if isinstance(part, Part) else None)
        finally:
            self._refreshing = False
        if isinstance(part, Part):
            self._bring_into_view(part)

    def _bring_into_view(self, part: Part) -> None:
        widget: QWidget | None = None
        if part.kind == "zone" and part.index < len(self.zone_cards):
            widget = self.zone_cards[part.index]
        elif part.kind == "green":
            widget = self.green_card
        elif part.kind == "hazard":
            widget = self.hazard_form
        elif part.kind == "proximity":
            widget = self.proximity_list
        self._in_view = widget
        if widget is not None:
            # Once the rows this part's kind shows are laid out (posted layout requests).
            self._view_timer.start()

    def _scroll_to_part(self) -> None:
        if self._in_view is not None:
            self.scroll_area.ensureWidgetVisible(self._in_view, 10, 10)

    # ---- edits ------------------------------------------------------------------------------

    def try_edit(self, text: str, make: Callable[[Course, int], Course],
                 stroke: int | None = None, kind: type[TrackEdit] = TrackEdit) -> bool:
        """Push the edit ``make`` works out on the course and the hole shown; raises the
        core's ``DiceGolfError`` for a value it refuses (the caller shows it where it was
        typed)."""
        editor = self.editor
        if editor is None or self._refreshing:
            return False
        after = make(editor.document.model, editor.hole_index)
        command = kind(editor.document, text, after, stroke)
        if not command.changes_anything:
            return False
        editor.document.push(command)
        self.refresh()  # now, not once idle: the fields know at once what the course took
        return True

    def edit(self, text: str, make: Callable[[Course, int], Course],
             stroke: int | None = None, kind: type[TrackEdit] = TrackEdit) -> bool:
        """``try_edit``, with a refusal shown at the top of the dock and in the status
        line."""
        try:
            done = self.try_edit(text, make, stroke, kind)
        except DiceGolfError as exc:
            self.message.setText(str(exc))
            self.message.show()
            if self.editor is not None:
                self.editor.show_message(str(exc))
            self.refresh()
            return False
        self.message.hide()
        return done

    def commit_pending(self) -> None:
        """Keep what is typed and finished but not yet entered (before a save or a close)."""
        self._name()
        for field in [*(card.formula for card in self.zone_cards), self.green_card.formula]:
            field.commit()

    def _name(self) -> None:
        name = self.name_edit.text()
        self.edit(self.tr("Rename the hole"),
                  lambda course, i: hole_edits.set_hole_fields(course, i, name=name))

    def _par(self, par: int) -> None:
        self.edit(self.tr("Set the par"),
                  lambda course, i: hole_edits.set_hole_fields(course, i, par=par))

    def _length(self, metre: int) -> None:
        self.edit(self.tr("Move the hole"),
                  lambda course, i: hole_edits.set_length(course, i, metre))
        self.refresh()  # a clamped value shows where it went

    def _end(self, metre: int) -> None:
        self.edit(self.tr("Move the end of terrain"),
                  lambda course, i: hole_edits.set_end_of_terrain(course, i, metre))
        self.refresh()

    def add_hazard(self, choice: int) -> bool:
        """A hazard of a kind of ``HAZARD_CHOICES`` where there is room, selected."""
        editor = self.editor
        if editor is None:
            return False
        kind, needs = HAZARD_CHOICES[choice]
        width = hole_edits.NEW_HAZARD_WIDTH[kind]
        start = hole_edits.room_for(editor.hole, width)
        hazard = hole_edits.hazard_of_kind(kind, start)
        if needs is not None:
            hazard = hazard.model_copy(update={"needs": needs})
        added: list[int] = []

        def make(course: Course, i: int) -> Course:
            after, index = hole_edits.add_hazard(course, i, hazard)
            added.append(index)
            return after

        if not self.edit(self.tr("Add a {kind}").format(kind=kind_name(kind)), make):
            return False
        self.select(Part("hazard", added[0]))
        return True

    def add_proximity(self, width: int) -> bool:
        added: list[int] = []

        def make(course: Course, i: int) -> Course:
            after, index = hole_edits.add_proximity(course, i, width)
            added.append(index)
            return after

        if not self.edit(self.tr("Add a proximity zone"), make):
            return False
        self.select(Part("proximity", added[0]))
        return True

    def remove_selected(self, kind: str) -> bool:
        editor = self.editor
        part = editor.selected_part() if editor is not None else None
        if editor is None or part is None or part.kind != kind:
            return False
        return remove_part(editor, part)

    def _hazard_picked(self, row: int) -> None:
        if row >= 0:
            self.select(Part("hazard", row))

    def _proximity_picked(self, row: int) -> None:
        if row >= 0:
            self.select(Part("proximity", row))

    def _proximity_start(self, metre: int) -> None:
        part = self.editor.selected_part() if self.editor is not None else None
        if part is not None and part.kind == "proximity":
            self.edit(self.tr("Move a proximity zone"), lambda course, i: hole_edits
                      .move_proximity(course, i, part.index, metre))

    def _proximity_width(self, row: int) -> None:
        part = self.editor.selected_part() if self.editor is not None else None
        if part is not None and part.kind == "proximity":
            self.edit(self.tr("Change a proximity zone's length"), lambda course, i: hole_edits
                      .set_proximity_width(course, i, part.index, PROXIMITY_WIDTHS[row]))


def remove_part(editor: TrackEditor, part: Part) -> bool:
    """Remove a hazard, a proximity zone, or a zone's limit (the zone before runs on); the
    first zone and the green stay (a hole always has them). One undoable edit."""
    document = editor.document
    course, index = document.model, editor.hole_index
    try:
        if part.kind == "hazard":
            after = hole_edits.remove_hazard(course, index, part.index)
            text = QCoreApplication.translate("HolePanel", "Remove a hazard")
            select: Part | None = None
        elif part.kind == "proximity":
            after = hole_edits.remove_proximity(course, index, part.index)
            text = QCoreApplication.translate("HolePanel", "Remove a proximity zone")
            select = None
        elif part.kind == "zone":
            after = hole_edits.remove_limit(course, index, part.index)
            text = QCoreApplication.translate("HolePanel", "Remove a zone limit")
            select = Part("zone", part.index - 1)
        else:
            editor.show_message(QCoreApplication.translate(
                "HolePanel", "The green stays: every hole has one."))
            return False
    except DiceGolfError as exc:
        editor.show_message(str(exc))
        return False
    editor.select_part(select)
    document.push(TrackEdit(document, text, after))
    return True
