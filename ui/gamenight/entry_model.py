"""The scorekeeper's grid: a table model over the store, one row per player, one column per
hole, with Out/In/Total/Net columns and the Par and SI rows of a paper card.

The model holds no scores of its own: ``refresh()`` reads ``Store.round_scores`` again (after
every entry, and on a timer so a second scorekeeper's entries show up). Empty cells are
empty; totals add the holes entered so far. The cell being typed shows its pending digits.
Column layout, stroke-dot role and colours are the read-only card's (``scorecard_model``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QFont

from golfstudio.gamenight.entry import counts_strokes
from golfstudio.gamenight.night import NightState
from golfstudio.scoring.handicap import strokes_received
from golfstudio.store import Store
from ui import theme
from ui.gamenight.scorecard_model import (
    ANY_INDEX,
    HEADER_ROWS,
    PAR_ROW,
    SI_ROW,
    STROKES_ROLE,
    Column,
    Kind,
    columns_for,
)

PENDING_ROLE = Qt.ItemDataRole.UserRole + 2
"""True on the cell whose digits are being typed."""


class EntryModel(QAbstractTableModel):
    def __init__(self, store: Store, state: NightState, round_id: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._state = state
        self._round_id = round_id
        self._columns: list[Column] = columns_for(len(state.holes))
        self._strokes = {s.player_id: strokes_received([h.si for h in state.holes],
                                                       s.course_handicap)
                         for s in state.seats}
        self.cells: dict[tuple[int, int], int] = store.round_scores(round_id)
        self._pending: tuple[int, int, str] | None = None  # row, column, digits

    @property
    def state(self) -> NightState:
        return self._state

    @property
    def round_id(self) -> int:
        return self._round_id

    def set_round(self, round_id: int) -> None:
        self.beginResetModel()
        self._round_id = round_id
        self.cells = self._store.round_scores(round_id)
        self._pending = None
        self.endResetModel()

    def refresh(self) -> None:
        """Read the round's cells again; only a change repaints."""
        cells = self._store.round_scores(self._round_id)
        if cells != self.cells:
            self.cells = cells
            self._changed()

    def _changed(self) -> None:
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    def column(self, section: int) -> Column:
        return self._columns[section]

    def cell_at(self, row: int, column: int) -> tuple[int, int] | None:
        """(player id, hole 1-based) of a score cell; None for headers and sums."""
        if row < HEADER_ROWS or not 0 <= column < len(self._columns):
            return None
        if row - HEADER_ROWS >= len(self._state.seats):
            return None
        col = self._columns[column]
        if col.kind is not Kind.HOLE:
            return None
        return self._state.seats[row - HEADER_ROWS].player_id, col.holes.start + 1

    def column_of_hole(self, hole: int) -> int:
        return next(i for i, c in enumerate(self._columns)
                    if c.kind is Kind.HOLE and c.holes.start == hole - 1)

    def row_of_player(self, player_id: int) -> int:
        return HEADER_ROWS + self._state.player_ids.index(player_id)

    def set_pending(self, row: int, column: int, digits: str) -> None:
        old = self._pending
        self._pending = (row, column, digits) if digits else None
        for place in (old, self._pending):
            if place is not None:
                index = self.index(place[0], place[1])
                self.dataChanged.emit(index, index)

    # --- QAbstractItemModel -----------------------------------------------------------
    def rowCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else HEADER_ROWS + len(self._state.seats)

    def columnCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def flags(self, index: ANY_INDEX) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled
        if self.cell_at(index.row(), index.column()) is not None:
            flags |= Qt.ItemFlag.ItemIsSelectable
        return flags

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns) or role != Qt.ItemDataRole.DisplayRole:
                return None
            return self._columns[section].title
        if not 0 <= section < self.rowCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == PAR_ROW:
                return self.tr("Par")
            if section == SI_ROW:
                return self.tr("SI", "stroke index")
            seat = self._state.seats[section - HEADER_ROWS]
            hcp = seat.course_handicap
            return f"{seat.name} ({f'+{-hcp}' if hcp < 0 else hcp})"
        if role == Qt.ItemDataRole.ToolTipRole and section >= HEADER_ROWS:
            seat = self._state.seats[section - HEADER_ROWS]
            if seat.overridden:
                origin = self.tr("set for the night")
            elif seat.index is not None:
                origin = self.tr("from index {index}").format(index=f"{seat.index:.1f}")
            else:
                origin = self.tr("from index — none")
            return self.tr("{name}: course handicap {handicap} ({origin})").format(
                name=seat.name, handicap=seat.course_handicap, origin=origin)
        return None

    def data(self, index: ANY_INDEX, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, col = index.row(), self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, index.column(), col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == STROKES_ROLE:
            if row < HEADER_ROWS or col.kind is not Kind.HOLE:
                return 0
            return self._strokes[self._state.seats[row - HEADER_ROWS].player_id][col.holes.start]
        if role == PENDING_ROLE:
            return self._pending is not None and self._pending[:2] == (row, index.column())
        if role == Qt.ItemDataRole.FontRole:
            if col.kind in (Kind.TOTAL, Kind.NET):
                font = QFont()
                font.setWeight(QFont.Weight.DemiBold)
                return font
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(row, index.column(), col)
        return None

    def _row_scores(self, row: int) -> tuple[int, list[int | None]]:
        pid = self._state.seats[row - HEADER_ROWS].player_id
        return pid, [self.cells.get((pid, h)) for h in range(1, len(self._state.holes) + 1)]

    def _text(self, row: int, column: int, col: Column) -> str:
        holes = self._state.holes
        if row == PAR_ROW:
            return "" if col.kind is Kind.NET else str(sum(holes[h].par for h in col.holes))
        if row == SI_ROW:
            return str(holes[col.holes.start].si) if col.kind is Kind.HOLE else ""
        if self._pending is not None and self._pending[:2] == (row, column):
            return self._pending[2] + "…"
        pid, scores = self._row_scores(row)
        if col.kind is Kind.HOLE:
            value = scores[col.holes.start]
            return "" if value is None else str(value)
        entered = [h for h in col.holes if scores[h] is not None]
        if not entered:
            return ""
        gross = sum(scores[h] or 0 for h in entered)
        if col.kind is Kind.NET:
            return str(gross - sum(self._strokes[pid][h] for h in entered))
        return str(gross)

    def _background(self, row: int, column: int, col: Column) -> QBrush | None:
        if row < HEADER_ROWS:
            return QBrush(theme.WINDOW)
        if self._pending is not None and self._pending[:2] == (row, column):
            return QBrush(theme.ACCENT_SOFT)
        if col.kind is not Kind.HOLE:
            return QBrush(theme.SUM_CELL)
        _pid, scores = self._row_scores(row)
        value = scores[col.holes.start]
        # Under or over par means a birdie or a bogey only where a hole counts strokes.
        if value is None or not counts_strokes(self._state.game):
            return None
        to_par = value - self._state.holes[col.holes.start].par
        if to_par <= -1:
            return QBrush(theme.UNDER_PAR)
        if to_par >= 2:
            return QBrush(theme.OVER_PAR)
        return None
