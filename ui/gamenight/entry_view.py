"""The scorekeeper's grid view: the read-only card's look, driven from the keyboard.

Keys (docs/game-night.md):

- a digit (or "-" in Play Nine) types into the current cell; the score is saved and the
  cursor moves on as soon as the number is complete for the hole: no further digit could
  keep it within the hole's typing range (``EntryModel.typing_maximum``: on a stroke count
  the plausible maximum, par + 10, so on a par 4 "5" at once and "1" waits for "0"–"4");
- a waiting number on a stroke count ("1") is kept after a short pause (``pause_ms``) as
  well as with Enter, Tab or an arrow; a card total (Play Nine) waits for Enter or a second
  digit, as its totals are often two-digit;
- a digit typed within ``QUICK_S`` of a one-digit score that completed by itself belongs to
  it when together they are a valid score ("99" typed quickly is one 99, not two 9s): the
  cursor goes back to that cell and, the number being above the plausible maximum, asks;
- a score above the plausible maximum (``EntryModel.plausible_maximum``) is not saved
  until confirmed: Enter keeps it, Escape cancels (the cell keeps what it had), Backspace
  takes its last digit back; moving away drops it, saying so;
- after a score is saved the cursor goes to the next *empty* cell in entry order (wrapping
  to the round's first empty cell), never silently into a filled one; entry order is hole
  by hole (players down a hole) or, with ``by_player``, along one player's row;
- Enter, Tab or an arrow saves a pending number first; Tab/Shift+Tab move in entry order,
  arrows move freely; Escape drops the pending digits;
- Backspace drops the last pending digit, or clears the cell when nothing is pending;
  Delete clears the cell.

The view only reports what was typed (``score_typed``, ``clear_requested``) and what it asks
(``asked``); the page checks the score against the game's rule and writes it through an
undoable command.
"""

from __future__ import annotations

from dataclasses import dataclass
from time import monotonic

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QWidget

from golfstudio.gamenight import EntryError
from ui.gamenight.entry_model import EntryModel
from ui.gamenight.scorecard_view import ScorecardView
from ui.scorecard.model import ANY_INDEX, HEADER_ROWS

_ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (0, -1), Qt.Key.Key_Right.value: (0, 1),
    Qt.Key.Key_Up.value: (-1, 0), Qt.Key.Key_Down.value: (1, 0)}

PAUSE_MS = 1200
"""A waiting number on a stroke count ("1" on a par 4) is kept after this long untouched:
long enough to reach for a second digit, short enough that an ace needs no Enter."""
QUICK_S = 0.3
"""A digit this soon after a one-digit score completed by itself is its second digit: two
scores called out at the table are further apart than a double key press."""

Cell = tuple[int, int]


@dataclass(frozen=True)
class _Question:
    """A score above the plausible maximum, waiting for Enter (keep) or Escape (drop);
    ``back``: where Escape returns the cursor (the cell a quick second digit came from)."""

    row: int
    column: int
    value: int
    most: int
    back: Cell | None


@dataclass(frozen=True)
class _Completed:
    """A one-digit score that completed by itself, and when: a quick digit may extend it."""

    cell: Cell
    digits: str
    at: float
    moved_to: Cell


class EntryGridView(ScorecardView):
    score_typed = Signal(int, int, int)  # row, column, strokes
    clear_requested = Signal(int, int)  # row, column
    refused = Signal(str)
    asked = Signal(str)
    """A question or its outcome for the status line ("" clears it)."""

    def __init__(self, model: EntryModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.setObjectName("entryGrid")
        self.setAccessibleName(self.tr("Score entry"))
        self.setAccessibleDescription(self.tr(
            "Type each score: the cursor moves on to the next empty cell once the number "
            "is complete. Enter keeps a number, Escape drops it, Delete clears the cell."))
        self._entry = model
        self._digits = ""
        self._question: _Question | None = None
        self._completed: _Completed | None = None
        self.by_player = False
        """Entry order along one player's row instead of down the players of a hole."""
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(PAUSE_MS)
        self._pause.timeout.connect(self._paused)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self._fit_columns()
        self._fit_height()
        self.go_to(HEADER_ROWS, model.column_of_hole(1))

    @property
    def pause_ms(self) -> int:
        return self._pause.interval()

    @pause_ms.setter
    def pause_ms(self, value: int) -> None:
        self._pause.setInterval(value)

    @property
    def asking(self) -> bool:
        """Whether a score waits for confirmation."""
        return self._question is not None

    # --- the cursor ---------------------------------------------------------------------
    def go_to(self, row: int, column: int) -> None:
        self._drop_pending()
        self._drop_question()
        index = self._entry.index(row, column)
        self.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.scrollTo(index)

    def current_cell(self) -> Cell:
        index = self.currentIndex()
        return index.row(), index.column()

    def set_by_player(self, on: bool) -> None:
        """Entry order along a player's row (``True``) or down a hole's players."""
        self.by_player = on

    def _entry_order(self) -> list[Cell]:
        """Score cells hole by hole, players in card order within a hole; along each
        player's row, holes in order, with ``by_player``."""
        model = self._entry
        holes = range(1, len(model.state.holes) + 1)
        rows = range(HEADER_ROWS, model.rowCount())
        if self.by_player:
            return [(row, model.column_of_hole(h)) for row in rows for h in holes]
        return [(row, model.column_of_hole(h)) for h in holes for row in rows]

    def _step(self, forward: bool) -> None:
        order = self._entry_order()
        here = self.current_cell()
        at = order.index(here) if here in order else -1
        target = at + (1 if forward else -1)
        if 0 <= target < len(order):
            self.go_to(*order[target])

    def next_empty(self, after: Cell) -> Cell | None:
        """The first empty cell after ``after`` in entry order, else the round's first
        empty one; None when the card is full."""
        order = self._entry_order()
        at = order.index(after) if after in order else -1
        filled = self._entry.cells
        for cell in order[at + 1:] + order[:at + 1]:
            found = self._entry.cell_at(*cell)
            if found is not None and found not in filled:
                return cell
        return None

    def _advance(self, after: Cell) -> Cell:
        """Move on after a score was saved in ``after``: to the next empty cell (issue 27
        §6: a correction never sends the next digit into a filled cell); a full card keeps
        the cursor where it is."""
        target = self.next_empty(after)
        if target is not None and target != self.current_cell():
            self.go_to(*target)
        return self.current_cell()

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
        self._pause.stop()
        if self._digits:
            self._digits = ""
            row, column = self.current_cell()
            self._entry.set_pending(row, column, "")

    def _drop_question(self, say: bool = True) -> None:
        """Forget the score waiting for confirmation; nothing was written for it."""
        question, self._question = self._question, None
        if question is None:
            return
        self._entry.set_pending(question.row, question.column, "")
        if say:
            self.asked.emit(self._not_kept(question))

    def commit_typing(self) -> bool:
        """Save the number being typed now, as Enter would: the page is about to close (the
        database is switched). False when nothing could be saved (a score waiting for its
        confirmation is not saved without it)."""
        return self._commit_pending()

    def _commit_pending(self) -> bool:
        """Save the digits typed so far; False (and a message, or a question) if they are
        not saved."""
        self._pause.stop()
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
        most = self._entry.plausible_maximum(cell[1])
        if most is not None and value > most:
            self._ask(row, column, value, most, None)
            return False
        self.score_typed.emit(row, column, value)
        return True

    def _ask(self, row: int, column: int, value: int, most: int, back: Cell | None) -> None:
        self._question = _Question(row, column, value, most, back)
        self._entry.set_pending(row, column, f"{value}?")
        self.asked.emit(self._question_text(self._question))

    def _confirm(self) -> None:
        question, self._question = self._question, None
        assert question is not None
        self._entry.set_pending(question.row, question.column, "")
        self.asked.emit("")
        self.score_typed.emit(question.row, question.column, question.value)
        self._advance((question.row, question.column))

    def _cancel(self) -> None:
        question = self._question
        assert question is not None
        self._drop_question()
        if question.back is not None:
            self.go_to(*question.back)

    def _name_hole(self, row: int, column: int) -> tuple[str, int]:
        cell = self._entry.cell_at(row, column)
        assert cell is not None
        return self._entry.state.seats[row - HEADER_ROWS].name, cell[1]

    def _question_text(self, question: _Question) -> str:
        name, hole = self._name_hole(question.row, question.column)
        return self.tr("{value} for {name} on hole {hole} (par {par})? That is more than "
                       "{most}: Enter keeps it, Escape cancels.").format(
            value=question.value, name=name, hole=hole, par=self._entry.par(hole),
            most=question.most)

    def _not_kept(self, question: _Question) -> str:
        name, hole = self._name_hole(question.row, question.column)
        old = self._entry.cells.get((self._entry.state.seats[question.row - HEADER_ROWS]
                                     .player_id, hole))
        if old is None:
            return self.tr("{value} not kept: {name}'s hole {hole} is still empty").format(
                value=question.value, name=name, hole=hole)
        return self.tr("{value} not kept: {name}'s hole {hole} stays {old}").format(
            value=question.value, name=name, hole=hole, old=old)

    def _paused(self) -> None:
        """A waiting number left untouched for ``pause_ms`` is the whole score."""
        if self._digits and self._commit_pending():
            self._advance(self.current_cell())

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab move in entry order instead of leaving the grid."""
        self._completed = None
        self._drop_question()
        self._commit_pending()
        self._step(next)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = int(event.key())
        if self._question is not None:
            self._answer(key, event)
            return
        row, column = self.current_cell()
        cell = self._entry.cell_at(row, column)
        text = event.text()
        completed, self._completed = self._completed, None
        if cell is not None and text and (text.isdigit() or text == "-"):
            if not (text.isdigit() and self._extend(completed, text)):
                self._type(text, row, column, cell[1])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._digits and self._commit_pending():
                self._advance((row, column))
        elif key in _ARROWS:
            self._commit_pending()
            self._move(*_ARROWS[key])
        elif key == Qt.Key.Key_Escape:
            self._drop_pending()
        elif key == Qt.Key.Key_Backspace and self._digits:
            self._digits = self._digits[:-1]
            self._entry.set_pending(row, column, self._digits)
            self._pause.stop()
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and cell is not None:
            self.clear_requested.emit(row, column)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _answer(self, key: int, event: QKeyEvent) -> None:
        """Keys while a score waits for confirmation: Enter keeps it, Escape drops it,
        Backspace takes its last digit back; a digit is not typed anywhere (it says what
        is asked again); anything else drops it and does what it does."""
        question = self._question
        assert question is not None
        event.accept()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._confirm()
        elif key == Qt.Key.Key_Escape:
            self._cancel()
        elif key == Qt.Key.Key_Backspace:
            self._question = None
            self._digits = str(question.value)[:-1]
            self._entry.set_pending(question.row, question.column, self._digits)
            self.asked.emit("")
        elif event.text() and (event.text().isdigit() or event.text() == "-"):
            self.asked.emit(self._question_text(question))
        else:
            self._drop_question()
            self.keyPressEvent(event)

    def _extend(self, completed: _Completed | None, char: str) -> bool:
        """A digit right after a one-digit score that completed by itself: the two are one
        number when they make a valid score there ("99"), and that number is asked about
        in the first cell (it is above the plausible maximum, or the first digit would
        have waited). False: an ordinary digit for the current cell."""
        if (completed is None or self._digits or completed.moved_to != self.current_cell()
                or monotonic() - completed.at >= QUICK_S):
            return False
        cell = self._entry.cell_at(*completed.cell)
        if cell is None:
            return False
        rule = self._entry.state.rule(cell[1])
        most = self._entry.plausible_maximum(cell[1])
        if most is None:
            return False  # a bounded game: two digits past its maximum are two scores
        value = int(completed.digits + char)
        try:
            rule.check(value)
        except EntryError:
            return False
        self.go_to(*completed.cell)
        if value > most:
            self._ask(*completed.cell, value, most, back=completed.moved_to)
        else:
            self.score_typed.emit(*completed.cell, value)
            self._advance(completed.cell)
        return True

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
        if rule.complete(self._digits, self._entry.typing_maximum(hole)):
            digits = self._digits
            if self._commit_pending():
                moved_to = self._advance((row, column))
                if len(digits) == 1:
                    self._completed = _Completed((row, column), digits, monotonic(),
                                                 moved_to)
        else:
            self._entry.set_pending(row, column, self._digits)
            if rule.minimum is not None:  # a stroke count: a whole score as it stands
                self._pause.start()
            else:
                self._pause.stop()

    def currentChanged(self, current: ANY_INDEX, previous: ANY_INDEX) -> None:
        super().currentChanged(current, previous)
        # A click elsewhere drops what was being typed, and a score waiting to be confirmed
        # (getattr: the base class's set-up calls this before __init__ has run).
        if getattr(self, "_digits", ""):
            self._digits = ""
            self._pause.stop()
            self._entry.set_pending(previous.row(), previous.column(), "")
        if getattr(self, "_question", None) is not None:
            self._drop_question()
