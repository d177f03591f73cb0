"""The scorekeeper's grid: the studio's one scorecard model (``ui.scorecard.model``) over the
store, one row per player, with the Par and SI rows, Out/In/Total/Net of a paper card.

The model holds no scores of its own: ``refresh()`` reads ``Store.round_scores`` again (after
every entry, and on a timer so a second scorekeeper's entries show up). Empty cells are
empty; totals add the holes entered so far. The cell being typed shows its pending digits.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio import i18n
from golfstudio.gamenight.entry import counts_strokes
from golfstudio.gamenight.night import NightState, Seat
from golfstudio.gamenight.played_round import shown_name
from golfstudio.scoring.handicap import strokes_received
from golfstudio.store import Store
from ui.scorecard.model import (
    HEADER_ROWS,
    Card,
    Course,
    Kind,
    PlayerRow,
    ScorecardModel,
    ScoreCell,
    handicap_label,
)


class EntryModel(ScorecardModel):
    def __init__(self, store: Store, state: NightState, round_id: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._state = state
        self._round_id = round_id
        self._course = Course(tuple(h.par for h in state.holes),
                              tuple(h.si for h in state.holes),
                              colours_to_par=counts_strokes(state.game))
        self._strokes = {s.player_id: tuple(strokes_received([h.si for h in state.holes],
                                                             s.course_handicap))
                         for s in state.seats}
        self._tips = [self._seat_tip(s) for s in state.seats]
        self.cells: dict[tuple[int, int], int] = store.round_scores(round_id)
        self._pending: tuple[int, int, str] | None = None  # row, column, digits
        self._show()

    @property
    def state(self) -> NightState:
        return self._state

    @property
    def round_id(self) -> int:
        return self._round_id

    def set_round(self, round_id: int) -> None:
        self._round_id = round_id
        self.cells = self._store.round_scores(round_id)
        self._pending = None
        self._show()

    def refresh(self) -> None:
        """Read the round's cells again; only a change repaints."""
        self.cells = self._store.round_scores(self._round_id)
        self._show()

    def set_pending(self, row: int, column: int, digits: str) -> None:
        self._pending = (row, column, digits) if digits else None
        self._show()

    def cell_at(self, row: int, column: int) -> tuple[int, int] | None:
        """(player id, hole 1-based) of a score cell; None for headers and sums."""
        if not HEADER_ROWS <= row < self.rowCount() or not 0 <= column < self.columnCount():
            return None
        col = self.column(column)
        if col.kind is not Kind.HOLE:
            return None
        return self._state.seats[row - HEADER_ROWS].player_id, col.holes.start + 1

    def over_par(self) -> int | None:
        """How far over par a score is still plausible here: the course's own limit
        (revision r0007; None: the core's default, ``entry.DEFAULT_OVER_PAR``)."""
        return self._state.course.plausible_over_par

    def plausible_maximum(self, hole: int) -> int | None:
        """Above this the grid asks before keeping a score on ``hole`` (1-based); None: it
        never asks (``NightState.plausible_maximum``)."""
        return self._state.plausible_maximum(hole)

    def typing_maximum(self, hole: int) -> int:
        """The largest number a digit typed on ``hole`` may wait to become."""
        return self._state.rule(hole).typing_maximum(self.par(hole), self.over_par())

    def par(self, hole: int) -> int:
        return self._state.holes[hole - 1].par

    def row_of_player(self, player_id: int) -> int:
        return HEADER_ROWS + self._state.player_ids.index(player_id)

    def _show(self) -> None:
        typed: tuple[int, int, str] | None = None  # player, hole (0-based), digits
        if self._pending is not None:
            row, column, digits = self._pending
            cell = self.cell_at(row, column)
            if cell is not None:
                typed = (row - HEADER_ROWS, cell[1] - 1, digits)
        holes = range(len(self._state.holes))
        self.show(Card(
            players=tuple(
                PlayerRow(seat.name, tuple(
                    ScoreCell(self.cells.get((seat.player_id, h + 1)),
                              typed=typed[2] if typed is not None and typed[:2] == (p, h)
                              else "")
                    for h in holes),
                    label=handicap_label(shown_name(seat.name), seat.course_handicap),
                    tip=self._tips[p], strokes=self._strokes[seat.player_id])
                for p, seat in enumerate(self._state.seats)),
            holes=len(holes), course=self._course, net=True))

    def _handicap_origin(self, seat: Seat) -> str:
        """Where a seat's course handicap comes from, as its tooltip says it."""
        if seat.overridden:
            return self.tr("set for the night")
        if seat.index is not None:
            return self.tr("from index {index}").format(index=i18n.decimal(seat.index, 1))
        return self.tr("from index — none")

    def _seat_tip(self, seat: Seat) -> str:
        return self.tr("{name}: course handicap {handicap} ({origin})").format(
            name=seat.name, handicap=seat.course_handicap, origin=self._handicap_origin(seat))
