"""A custom scorecard course: name, game, any number of holes with par and stroke index.

Save is refused while the stroke indexes are not a permutation of 1..n — the message is the
core's ``check_stroke_indexes`` one, and the holes sharing an index are tinted — so the store
never sees a course it would refuse.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.gamenight.courses import par_range, scorecard_games
from golfstudio.gamenight.entry import counts_strokes
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import check_stroke_indexes
from golfstudio.store import Game, Store, StoreError
from golfstudio.store.tables import Course
from ui import theme
from ui.game_titles import game_title

# The games a course can be made for, in the order the lists offer them (the registry's
# scorecard games, those with a bundled course first).
GAMES: tuple[Game, ...] = tuple(Game(game) for game in scorecard_games())
MAX_HOLES = 36
PAR_COLUMN, SI_COLUMN = 0, 1


class CourseEditorDialog(QDialog):
    """``CourseEditorDialog(store, game)``; after ``accept()``, ``course`` is the new course."""

    def __init__(self, store: Store, game: Game = Game.GOLF,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseEditor")
        self.setWindowTitle(self.tr("New course"))
        self.store = store
        self.course: Course | None = None

        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("e.g. Kitchen table links"))
        self.game_box = QComboBox(self)
        for value in GAMES:
            self.game_box.addItem(game_title(value.value), value)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self.holes_spin = QSpinBox(self)
        self.holes_spin.setRange(1, MAX_HOLES)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Game"), self.game_box)
        form.addRow(self.tr("Holes"), self.holes_spin)

        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Par"), self.tr("Stroke index")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.message = QLabel(self)
        self.message.setObjectName("setupMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {theme.STROKE_DOT.name()}; font-weight: 600")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        col = QVBoxLayout(self)
        col.addLayout(form)
        col.addWidget(self.table, 1)
        col.addWidget(self.message)
        col.addWidget(self.buttons)
        self.holes_spin.valueChanged.connect(self._set_hole_count)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.holes_spin.setValue(9)
        self._set_hole_count(9)
        self.resize(360, 520)

    # --- the table ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return Game(self.game_box.currentData())

    def par_spin(self, hole: int) -> QSpinBox:
        widget = self.table.cellWidget(hole - 1, PAR_COLUMN)
        assert isinstance(widget, QSpinBox)
        return widget

    def si_spin(self, hole: int) -> QSpinBox:
        widget = self.table.cellWidget(hole - 1, SI_COLUMN)
        assert isinstance(widget, QSpinBox)
        return widget

    def _set_hole_count(self, count: int) -> None:
        old = self.table.rowCount()
        self.table.setRowCount(count)
        self.table.setVerticalHeaderLabels([str(h) for h in range(1, count + 1)])
        for row in range(old, count):
            par = QSpinBox(self.table)
            par.setRange(*self._par_range())
            # A usual par of 4 for strokes; a card total's expected total is 0 (clamped
            # into the game's range by the spin box).
            par.setValue(4 if counts_strokes(self.game.value) else 0)
            si = QSpinBox(self.table)
            si.setRange(1, MAX_HOLES)
            si.setValue(row + 1)
            si.valueChanged.connect(self._mark_duplicates)
            self.table.setCellWidget(row, PAR_COLUMN, par)
            self.table.setCellWidget(row, SI_COLUMN, si)
        self._mark_duplicates()

    def _par_range(self) -> tuple[int, int]:
        return par_range(self.game.value)

    def _game_changed(self) -> None:
        for hole in range(1, self.table.rowCount() + 1):
            self.par_spin(hole).setRange(*self._par_range())

    def pars(self) -> list[int]:
        return [self.par_spin(h).value() for h in range(1, self.table.rowCount() + 1)]

    def stroke_indexes(self) -> list[int]:
        return [self.si_spin(h).value() for h in range(1, self.table.rowCount() + 1)]

    def duplicate_holes(self) -> list[int]:
        """Holes whose stroke index is also another hole's, or beyond the hole count."""
        indexes = self.stroke_indexes()
        counts = Counter(indexes)
        return [hole for hole, si in enumerate(indexes, 1)
                if counts[si] > 1 or si > len(indexes)]

    def _mark_duplicates(self) -> None:
        wrong = set(self.duplicate_holes())
        for hole in range(1, self.table.rowCount() + 1):
            self.si_spin(hole).setStyleSheet(
                f"background: {theme.OVER_PAR.name()}" if hole in wrong else "")
        if not wrong:
            self.message.clear()

    # --- saving -------------------------------------------------------------------------
    def save(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self.message.setText(self.tr("Not saved: give the course a name."))
            return
        try:
            check_stroke_indexes(self.stroke_indexes())
            self.course = self.store.add_course(
                name, self.game, list(zip(self.pars(), self.stroke_indexes(), strict=True)))
        except (ScoreError, StoreError) as exc:
            self._mark_duplicates()
            self.message.setText(self.tr("Not saved: {reason}").format(reason=exc))
            return
        self.accept()
