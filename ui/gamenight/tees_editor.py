"""The tees of a course being edited: name, course rating, slope and yards per tee.

A row per tee with its own Remove button; renaming is typing over the name. The rating is
typed as text ("71.2", or "71,2" where the comma is the decimal point) and checked when the
course is saved, against the course's par and length as they are then (``tee_rating``), so
the message names the tee and the range instead of a spin box silently clamping the number.
No tee at all is a tabletop course: rating = par, slope 113.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import SLOPE_RANGE, STANDARD_SLOPE
from golfstudio.scoring.tee_rating import check_rating
from golfstudio.store import TeeSpec
from golfstudio.store.limits import YARDS_RANGE
from golfstudio.store.tables import Tee

NAME_COLUMN, RATING_COLUMN, SLOPE_COLUMN, YARDS_COLUMN, REMOVE_COLUMN = range(5)
MAX_TEES = 12


class TeesEditor(QWidget):
    """``TeesEditor(parent)``; ``tee_specs(par, holes)`` gives the tees or a ScoreError."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teesEditor")
        self._nine = False
        self._par = 72
        self.table = QTableWidget(0, 5, self)
        self.table.setAccessibleName(self.tr("Tees"))
        self.table.verticalHeader().setVisible(False)
        self.table.setMinimumHeight(150)  # a header and three tees without scrolling
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        # Cell widgets do not size their columns: fixed widths that fit "71.2", "155",
        # "20000" and the button, so a narrow dialog squeezes the name, not these.
        remove_width = QPushButton(self.tr("Remove")).sizeHint().width() + 8
        for column, width in ((RATING_COLUMN, 72), (SLOPE_COLUMN, 64), (YARDS_COLUMN, 84),
                              (REMOVE_COLUMN, remove_width)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            self.table.setColumnWidth(column, width)
        self.add_button = QPushButton(self.tr("Add tee"), self)
        self.add_button.clicked.connect(self.add_tee)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addStretch(1)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.table, 1)
        col.addLayout(row)
        self._set_headers()

    # --- rows ---------------------------------------------------------------------------
    def set_course(self, par: int, holes: int) -> None:
        """The course's par and length: a new tee starts rated at par, and on nine holes the
        columns say they are the 9-hole rating and slope (WHS rates a nine apart)."""
        self._par = par
        self._nine = holes == 9
        self._set_headers()

    def _set_headers(self) -> None:
        self.table.setHorizontalHeaderLabels([
            self.tr("Tee"),
            self.tr("9-hole rating") if self._nine else self.tr("Rating"),
            self.tr("9-hole slope") if self._nine else self.tr("Slope"),
            self.tr("Yards"), ""])

    def count(self) -> int:
        return self.table.rowCount()

    def add_tee(self, name: str = "", rating: float | None = None,
                slope: int = STANDARD_SLOPE, yards: int | None = None,
                tee_id: int | None = None) -> None:
        """A new row (at most ``MAX_TEES``): by default named "Tee n", rated at par, 113;
        ``tee_id`` is the stored tee a row shows (None: a tee not saved yet)."""
        if self.count() >= MAX_TEES:
            return
        row = self.count()
        self.table.insertRow(row)
        name_edit = QLineEdit(name or self.tr("Tee {number}").format(number=row + 1),
                              self.table)
        name_edit.setProperty("teeId", tee_id)
        rating_edit = QLineEdit(f"{self._par if rating is None else rating:.1f}", self.table)
        slope_spin = QSpinBox(self.table)
        slope_spin.setRange(SLOPE_RANGE.start, SLOPE_RANGE.stop - 1)
        slope_spin.setValue(slope)
        yards_spin = QSpinBox(self.table)
        yards_spin.setRange(0, YARDS_RANGE[1])
        yards_spin.setSpecialValueText(self.tr("—"))
        yards_spin.setValue(yards or 0)
        remove = QPushButton(self.tr("Remove"), self.table)
        remove.clicked.connect(lambda: self.remove_tee(self._row_of(remove)))
        for column, widget in ((NAME_COLUMN, name_edit), (RATING_COLUMN, rating_edit),
                               (SLOPE_COLUMN, slope_spin), (YARDS_COLUMN, yards_spin),
                               (REMOVE_COLUMN, remove)):
            self.table.setCellWidget(row, column, widget)
        name_edit.textEdited.connect(self.changed)
        rating_edit.textEdited.connect(self.changed)
        slope_spin.valueChanged.connect(self.changed)
        yards_spin.valueChanged.connect(self.changed)
        self.add_button.setEnabled(self.count() < MAX_TEES)
        self.changed.emit()

    def _row_of(self, widget: QWidget) -> int:
        for row in range(self.count()):
            if self.table.cellWidget(row, REMOVE_COLUMN) is widget:
                return row
        return -1

    def remove_tee(self, row: int) -> None:
        if 0 <= row < self.count():
            self.table.removeRow(row)
            self.add_button.setEnabled(True)
            self.changed.emit()

    def name_edit(self, row: int) -> QLineEdit:
        widget = self.table.cellWidget(row, NAME_COLUMN)
        assert isinstance(widget, QLineEdit)
        return widget

    def rating_edit(self, row: int) -> QLineEdit:
        widget = self.table.cellWidget(row, RATING_COLUMN)
        assert isinstance(widget, QLineEdit)
        return widget

    def slope_spin(self, row: int) -> QSpinBox:
        widget = self.table.cellWidget(row, SLOPE_COLUMN)
        assert isinstance(widget, QSpinBox)
        return widget

    def yards_spin(self, row: int) -> QSpinBox:
        widget = self.table.cellWidget(row, YARDS_COLUMN)
        assert isinstance(widget, QSpinBox)
        return widget

    def remove_button(self, row: int) -> QPushButton:
        widget = self.table.cellWidget(row, REMOVE_COLUMN)
        assert isinstance(widget, QPushButton)
        return widget

    # --- reading ------------------------------------------------------------------------
    def show_tees(self, tees: Sequence[Tee]) -> None:
        """The stored tees of the course being edited, one row each."""
        while self.count():
            self.table.removeRow(0)
        for tee in tees:
            self.add_tee(tee.name, tee.course_rating, tee.slope, tee.yards, tee.id)

    def tee_rows(self, par: int, holes: int) -> list[tuple[int | None, TeeSpec]]:
        """(stored tee id or None, the tee as typed) per row, checked as ``tee_specs``."""
        ids = [self.name_edit(row).property("teeId") for row in range(self.count())]
        return [(tee_id if isinstance(tee_id, int) else None, spec)
                for tee_id, spec in zip(ids, self.tee_specs(par, holes), strict=True)]

    def tee_specs(self, par: int, holes: int) -> list[TeeSpec]:
        """The tees as typed, each checked for a course of ``par`` over ``holes`` holes;
        ScoreError naming the first tee that is wrong and why."""
        specs = []
        for row in range(self.count()):
            name = self.name_edit(row).text().strip()
            if not name:
                raise ScoreError(self.tr("tee {number} needs a name").format(number=row + 1))
            text = self.rating_edit(row).text().strip()
            try:
                typed = float(text.replace(",", "."))
            except ValueError:
                raise ScoreError(self.tr("tee {name}: the course rating {text} is not a number")
                                 .format(name=name, text=repr(text))) from None
            try:
                rating, slope = check_rating(typed, self.slope_spin(row).value(), par, holes)
            except ScoreError as exc:
                raise ScoreError(self.tr("tee {name}: {reason}").format(
                    name=name, reason=exc)) from None
            yards = self.yards_spin(row).value() or None
            specs.append(TeeSpec(name, rating, slope, yards))
        return specs
