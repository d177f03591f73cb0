"""The scorekeeper's grid view: the read-only card's look, driven from the keyboard.

Keys (docs/game-night.md):

- a digit (or "-" in Play Nine) types into the current cell; the score is saved and the
  cursor moves to the next player (after the last player, the first player on the next
  hole) as soon as the number is complete for the game (``EntryRule.complete``: in golf
  "5" at once, "1" waits for "0"–"9" or Enter);
- Enter, Tab or an arrow saves a pending number first; Tab/Shift+Tab move in entry order,
  arrows move freely; Escape drops the pending digits;
- Backspace drops the last pending digit, or clears the cell when nothing is pending;
  Delete clears the cell.

The view only reports what was typed (``score_typed``, ``clear_requested``); the page checks
the score against the game's rule and writes it through an undoable command.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QWidget

from golfstudio.gamenight import EntryError
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.scorecard_view import ScorecardView
from ui.scorecard.model import ANY_INDEX, HEADER_ROWS

_ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (0, -1), Qt.Key.Key_Right.value: (0, 1),
    Qt.Key.Key_Up.value: (-1, 0), Qt.Key.Key_Down.value: (1, 0)}


class EntryGridView(ScorecardView):
    score_typed = Signal(int, int, int)  # row, column, strokes
    clear_requested = Signal(int, int)  # row, column
    refused = Signal(str)

    def __init__(self, model: EntryModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.setObjectName("entryGrid")
        self._entry = model
        self._digits = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self._fit_columns()
        self._fit_height()
        self.go_to(HEADER_ROWS, model.column_of_hole(1))

    # --- the cursor ---------------------------------------------------------------------
    def go_to(self, row: int, column: int) -> None:
        self._drop_pending()
        index = self._entry.index(row, column)
        self.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.scrollTo(index)

    def current_cell(self) -> tuple[int, int]:
        index = self.currentIndex()
        return index.row(), index.column()

    def _entry_order(self) -> list[tuple[int, int]]:
        """Score cells hole by hole, players in card order within a hole."""
        model = self._entry
        holes = len(model.state.holes)
        rows = range(HEADER_ROWS, model.rowCount())
        return [(row, model.column_of_hole(h)) for h in range(1, holes + 1) for row in rows]

    def _step(self, forward: bool) -> None:
        order = self._entry_order()
        here = self.current_cell()
        at = order.index(here) if here in order else -1
        target = at + (1 if forward else -1)
        if 0 <= target < len(order):
            self.go_to(*order[target])

    def _move(self, drow: int, dcol: int) -> None:
        row, column = self.current_cell()
        model = self._entry
        while True:
            row, column = row + drow, column + dcol
            if not (HEADER_ROWS <= row < model.rowCount() and 0 <= column < model.columnCount()):
                return
            if model.cell_at(row, column) is not None:
                self.go_to(row, column)
                return

    # --- typing -------------------------------------------------------------------------
    def _drop_pending(self) -> None:
        if self._digits:
            self._digits = ""
            row, column = self.current_cell()
            self._entry.set_pending(row, column, "")

    def _commit_pending(self) -> bool:
        """Save the digits typed so far; False (and a message) if they are not a score."""
        if not self._digits:
            return True
        row, column = self.current_cell()
        cell = self._entry.cell_at(row, column)
        text, self._digits = self._digits, ""
        self._entry.set_pending(row, column, "")
        if cell is None:
            return False
        try:
            value = self._entry.state.rule(cell[1]).parse(text)
        except EntryError as exc:
            self.refused.emit(str(exc))
            return False
        self.score_typed.emit(row, column, value)
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab move in entry order instead of leaving the grid."""
        self._commit_pending()
        self._step(next)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = int(event.key())
        row, column = self.current_cell()
        cell = self._entry.cell_at(row, column)
        text = event.text()
        if cell is not None and text and (text.isdigit() or text == "-"):
            self._type(text, row, column, cell[1])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._digits and self._commit_pending():
                self._step(True)
        elif key in _ARROWS:
            self._commit_pending()
            self._move(*_ARROWS[key])
        elif key == Qt.Key.Key_Escape:
            self._drop_pending()
        elif key == Qt.Key.Key_Backspace and self._digits:
            self._digits = self._digits[:-1]
            self._entry.set_pending(row, column, self._digits)
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and cell is not None:
            self.clear_requested.emit(row, column)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _type(self, char: str, row: int, column: int, hole: int) -> None:
        rule = self._entry.state.rule(hole)
        if char == "-" and rule.minimum is not None:
            self.refused.emit(self.tr("a score cannot be negative: {rule}").format(
                rule=rule.describe()))
            return
        if char == "-" and self._digits:  # a game with negative scores: the sign comes first
            self.refused.emit(self.tr("the minus sign goes before the digits: {rule}").format(
                rule=rule.describe()))
            return
        self._digits += char
        if rule.complete(self._digits):
            if self._commit_pending():
                self._step(True)
        else:
            self._entry.set_pending(row, column, self._digits)

    def currentChanged(self, current: ANY_INDEX, previous: ANY_INDEX) -> None:
        super().currentChanged(current, previous)
        # A click elsewhere drops what was being typed (getattr: the base class's set-up
        # calls this before __init__ has run).
        if getattr(self, "_digits", ""):
            self._digits = ""
            self._entry.set_pending(previous.row(), previous.column(), "")
