"""A custom scorecard course: name, game, any number of holes with par and stroke index, its
tees (rating and slope, ``tees_editor``) and its plausible score limit.

Save is refused while the stroke indexes are not a permutation of 1..n — the message is the
core's ``check_stroke_indexes`` one, and the holes sharing an index are tinted — or while a
tee's rating or slope is out of range (the core's ``check_rating`` message, naming the tee),
so the store never sees a course it would refuse. A course with no tee is a tabletop course
(rating = par, slope 113).
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from golfstudio.gamenight.courses import par_range, scorecard_games
from golfstudio.gamenight.entry import DEFAULT_OVER_PAR, counts_strokes
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import check_stroke_indexes
from golfstudio.store import Game, Store, StoreError
from golfstudio.store.limits import OVER_PAR_RANGE
from golfstudio.store.tables import Course
from ui import theme
from ui.game_titles import game_title
from ui.gamenight.tees_editor import TeesEditor

# The games a course can be made for, in the order the lists offer them (the registry's
# scorecard games, those with a bundled course first).
GAMES: tuple[Game, ...] = tuple(Game(game) for game in scorecard_games())
MAX_HOLES = 36
PAR_COLUMN, SI_COLUMN = 0, 1


class CourseEditorDialog(QDialog):
    """``CourseEditorDialog(store, game)``; after ``accept()``, ``course`` is the new course.

    ``CourseEditorDialog(store, course_id=id)`` edits a saved course's tees and plausible
    limit; its name, game and holes stay as they are (its nights' cards are made of them)."""

    def __init__(self, store: Store, game: Game = Game.GOLF,
                 parent: QWidget | None = None, *, course_id: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseEditor")
        self.setWindowTitle(self.tr("New course") if course_id is None
                            else self.tr("Course tees"))
        self.store = store
        self.course: Course | None = None
        self.course_id = course_id
        if course_id is not None:
            game = store.course(course_id).game

        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("e.g. Kitchen table links"))
        self.game_box = QComboBox(self)
        for value in GAMES:
            self.game_box.addItem(game_title(value.value), value)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self.holes_spin = QSpinBox(self)
        self.holes_spin.setRange(1, MAX_HOLES)
        # The plausible score limit: 0 shows as the default (None in the store).
        self.limit_spin = QSpinBox(self)
        self.limit_spin.setRange(0, OVER_PAR_RANGE[1])
        self.limit_spin.setSpecialValueText(self.tr("default ({count} over par)").format(
            count=DEFAULT_OVER_PAR))
        self.limit_spin.setSuffix(self.tr(" over par"))
        self.limit_spin.setToolTip(self.tr(
            "Score entry asks \"are you sure?\" above a hole's par plus this many strokes"))
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Game"), self.game_box)
        form.addRow(self.tr("Holes"), self.holes_spin)
        form.addRow(self.tr("Plausible score limit"), self.limit_spin)

        self.table = QTableWidget(0, 2, self)
        self.table.setAccessibleName(self.tr("Par and stroke index of each hole"))
        self.table.setHorizontalHeaderLabels([self.tr("Par"), self.tr("Stroke index")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.message = QLabel(self)
        self.message.setObjectName("setupMessage")
        self.message.setWordWrap(True)
        theme.ink(self.message, "stroke_dot", "font-weight: 600")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        self.tees = TeesEditor(self)
        tees_box = QGroupBox(self.tr("Tees — none: a tabletop course (rating = par, slope 113)"),
                             self)
        QVBoxLayout(tees_box).addWidget(self.tees)

        col = QVBoxLayout(self)
        col.addLayout(form)
        col.addWidget(self.table, 3)
        col.addWidget(tees_box, 2)
        col.addWidget(self.message)
        col.addWidget(self.buttons)
        self.holes_spin.valueChanged.connect(self._set_hole_count)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.holes_spin.setValue(9)
        self._set_hole_count(9)
        self._game_changed()
        if course_id is not None:
            self._show_course(course_id)
        self.resize(560, 720)

    def _show_course(self, course_id: int) -> None:
        """The saved course, its holes read-only, its tees and limit to edit."""
        course = self.store.course(course_id)
        holes = self.store.holes(course_id)
        self.name_edit.setText(course.name)
        self.holes_spin.setValue(len(holes))
        for number, hole in enumerate(holes, 1):
            self.par_spin(number).setValue(hole.par)
            self.si_spin(number).setValue(hole.stroke_index)
        for widget in (self.name_edit, self.game_box, self.holes_spin, self.table):
            widget.setEnabled(False)
        self.limit_spin.setValue(course.plausible_over_par or 0)
        self.tees.show_tees(self.store.tees(course_id))
        self.course = course

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
            par.valueChanged.connect(self._course_shape_changed)
            si = QSpinBox(self.table)
            si.setRange(1, MAX_HOLES)
            si.setValue(row + 1)
            si.valueChanged.connect(self._mark_duplicates)
            self.table.setCellWidget(row, PAR_COLUMN, par)
            self.table.setCellWidget(row, SI_COLUMN, si)
        self._mark_duplicates()
        self._course_shape_changed()

    def _course_shape_changed(self) -> None:
        """New tees start rated at the course's par; a nine's columns say 9-hole."""
        if hasattr(self, "tees"):
            self.tees.set_course(sum(self.pars()), self.table.rowCount())

    def _par_range(self) -> tuple[int, int]:
        return par_range(self.game.value)

    def _game_changed(self) -> None:
        for hole in range(1, self.table.rowCount() + 1):
            self.par_spin(hole).setRange(*self._par_range())
        # A card total has no par to be far over (docs/game-night.md, "Plausible scores").
        strokes = counts_strokes(self.game.value)
        self.limit_spin.setEnabled(strokes)
        if not strokes:
            self.limit_spin.setValue(0)

    def plausible_over_par(self) -> int | None:
        """The limit to store: None for the default (the spin box's 0)."""
        return self.limit_spin.value() or None

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
            theme.style(self.si_spin(hole), (lambda: f"background: {theme.OVER_PAR.name()}")
                        if hole in wrong else str)
        if not wrong:
            self.message.clear()

    # --- saving -------------------------------------------------------------------------
    def save(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            self.message.setText(self.tr("Not saved: give the course a name."))
            return
        if self.course_id is not None:
            self._save_tees(self.course_id)
            return
        try:
            check_stroke_indexes(self.stroke_indexes())
            tees = self.tees.tee_specs(sum(self.pars()), self.table.rowCount())
            self.course = self.store.add_course(
                name, self.game, list(zip(self.pars(), self.stroke_indexes(), strict=True)),
                tees=tees, plausible_over_par=self.plausible_over_par())
        except (ScoreError, StoreError) as exc:
            self._mark_duplicates()
            self.message.setText(self.tr("Not saved: {reason}").format(reason=exc))
            return
        self.accept()

    def _save_tees(self, course_id: int) -> None:
        """The edited tees and limit in one transaction (``Store.edit_tees``)."""
        try:
            rows = self.tees.tee_rows(sum(self.pars()), self.table.rowCount())
            self.store.edit_tees(course_id, rows, self.plausible_over_par())
        except (ScoreError, StoreError) as exc:
            self.message.setText(self.tr("Not saved: {reason}").format(reason=exc))
            return
        self.accept()
