"""One scorecard model for every hole-by-hole card the studio shows: a game being played or
replayed (the play kit), a round file's paper card and the scorekeeper's grid (game night).

A use says only what its card holds, as a ``Card`` value handed to ``show``: each player's
hole cells (a number, grey while provisional, a tip, the digits being typed), and if it has
them the course (the Par and SI rows of a paper card), the handicap strokes (a Net column,
and the dots a delegate draws from ``STROKES_ROLE``), the hole in play and the winners. The
model does the rest the same way for all three, so they read alike: the columns of a paper
card (holes 1–9, Out, 10–18, In for an 18-hole round, else the holes; then Total and Net),
the sums of the holes known so far, colours under and over par where a hole counts strokes,
the winners' totals highlighted.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPixmap

from ui import theme

STROKES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Strokes a player receives on a hole (negative for a plus handicap); 0 elsewhere."""
PENDING_ROLE = Qt.ItemDataRole.UserRole + 2
"""True on the cell whose digits are being typed."""

PAR_ROW = 0
SI_ROW = 1
HEADER_ROWS = 2
"""The Par and SI rows above the players of a card with a course; a card without one
(a game being played) starts with its players."""

ANY_INDEX = QModelIndex | QPersistentModelIndex


class Kind(Enum):
    """Valued by the English column heading (translated in ``Column.title``)."""

    HOLE = "hole"
    OUT = str(QT_TRANSLATE_NOOP("ScorecardModel", "Out"))
    IN = str(QT_TRANSLATE_NOOP("ScorecardModel", "In"))
    TOTAL = str(QT_TRANSLATE_NOOP("ScorecardModel", "Total"))
    NET = str(QT_TRANSLATE_NOOP("ScorecardModel", "Net"))


@dataclass(frozen=True)
class Column:
    kind: Kind
    holes: range  # the holes (0-based) this column shows or adds up

    @property
    def title(self) -> str:
        if self.kind is Kind.HOLE:
            return str(self.holes.start + 1)
        return QCoreApplication.translate("ScorecardModel", self.kind.value)


def columns_for(hole_count: int, net: bool = True) -> list[Column]:
    """Out and In only make sense for the two nines of an 18-hole round; Net only where
    players have handicaps."""
    every = range(hole_count)
    holes = [Column(Kind.HOLE, range(h, h + 1)) for h in every]
    if hole_count == 18:
        holes = [*holes[:9], Column(Kind.OUT, range(9)),
                 *holes[9:], Column(Kind.IN, range(9, 18))]
    totals = [Column(Kind.TOTAL, every)]
    if net:
        totals.append(Column(Kind.NET, every))
    return [*holes, *totals]


@dataclass(frozen=True)
class ScoreCell:
    """What one cell shows: a number (None: blank), grey while provisional (a hole still
    being played), a tip, and the digits a scorekeeper is typing into it."""

    value: int | None = None
    provisional: bool = False
    tip: str = ""
    typed: str = ""


@dataclass(frozen=True)
class PlayerRow:
    """One player's line: a cell per hole, the row header (``label``, the name when empty)
    with its tip and icon, and the handicap strokes received per hole (empty: none)."""

    name: str
    cells: tuple[ScoreCell, ...]
    label: str = ""
    tip: str = ""
    icon: QPixmap | None = None
    strokes: tuple[int, ...] = ()


@dataclass(frozen=True)
class Course:
    """The Par and SI rows. Under or over par means a birdie or a bogey only where a hole
    counts strokes (``counts_strokes``): a Play Nine hole is a card total."""

    pars: tuple[int, ...]
    stroke_indexes: tuple[int, ...]
    colours_to_par: bool = True


@dataclass(frozen=True)
class Card:
    """Everything a use decides about its card; ``hole_names`` are the hole headers' tips
    (a Carambole course's title), "Hole n" when empty; ``current`` is the hole in play (-1:
    none); ``winners`` are the player rows whose totals are highlighted."""

    players: tuple[PlayerRow, ...]
    holes: int
    hole_names: tuple[str, ...] = ()
    course: Course | None = None
    net: bool = False
    current: int = -1
    winners: tuple[int, ...] = ()


def handicap_label(name: str, handicap: int) -> str:
    """A negative handicap is a "plus" handicap, written +3 on a card."""
    return f"{name} ({f'+{-handicap}' if handicap < 0 else handicap})"


class ScorecardModel(QAbstractTableModel):
    """See the module docstring: ``show(card)`` whenever the numbers may have changed; only
    a change repaints, and only a new shape (columns, players) resets the model."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown: Card | None = None
        self._columns: list[Column] = []
        self._grid: list[list[ScoreCell]] = []  # player rows x columns, sums included

    def show(self, card: Card | None) -> None:
        old = self._shown
        if card == old:
            return
        columns = columns_for(card.holes, card.net) if card is not None else []
        grid = [self._line(player, columns) for player in card.players] if card else []
        reshaped = (card is None or old is None or columns != self._columns
                    or len(card.players) != len(old.players)
                    or (card.course is None) != (old.course is None))
        if reshaped:
            self.beginResetModel()
        self._shown, self._columns, self._grid = card, columns, grid
        if reshaped:
            self.endResetModel()
            return
        rows, count = self.rowCount(), self.columnCount()
        if rows and count:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, count - 1))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, count - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)

    def _line(self, player: PlayerRow, columns: list[Column]) -> list[ScoreCell]:
        return [player.cells[c.holes.start] if c.kind is Kind.HOLE else self._sum(player, c)
                for c in columns]

    def _sum(self, player: PlayerRow, column: Column) -> ScoreCell:
        """The holes known so far; a provisional one makes the sum provisional."""
        known = [(h, value) for h in column.holes
                 if (value := player.cells[h].value) is not None]
        if not known:
            return ScoreCell()
        total = sum(value for _h, value in known)
        if column.kind is Kind.NET and player.strokes:
            total -= sum(player.strokes[h] for h, _value in known)
        provisional = any(player.cells[h].provisional for h, _value in known)
        tip = self.tr("So far, with the holes still being played") if provisional else ""
        return ScoreCell(total, provisional, tip)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def header_rows(self) -> int:
        """Rows above the players: Par and SI on a card with a course, else none."""
        return HEADER_ROWS if self._shown is not None and self._shown.course else 0

    @property
    def total_column(self) -> int:
        return next(i for i, c in enumerate(self._columns) if c.kind is Kind.TOTAL)

    @property
    def current_hole(self) -> int:
        """The hole being played (-1 when none is)."""
        return self._shown.current if self._shown is not None else -1

    def column(self, section: int) -> Column:
        return self._columns[section]

    def column_of_hole(self, hole: int) -> int:
        """The column of a hole numbered from 1, as on the card."""
        return next(i for i, c in enumerate(self._columns)
                    if c.kind is Kind.HOLE and c.holes.start == hole - 1)

    def cell(self, row: int, column: int) -> ScoreCell:
        """A player row's cell, sums included (``row`` counts the Par and SI rows)."""
        return self._grid[row - self.header_rows][column]

    def values(self) -> list[list[int | None]]:
        """Every number shown on the players' rows, sums included (provisional ones too)."""
        return [[c.value for c in line] for line in self._grid]

    def winners(self) -> tuple[int, ...]:
        return self._shown.winners if self._shown is not None else ()

    # ---- QAbstractItemModel -----------------------------------------------------------------

    def rowCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else self.header_rows + len(self._grid)

    def columnCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def flags(self, index: ANY_INDEX) -> Qt.ItemFlag:
        """Only a player's hole can be chosen (where the scorekeeper types)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled
        if (index.row() >= self.header_rows
                and self._columns[index.column()].kind is Kind.HOLE):
            flags |= Qt.ItemFlag.ItemIsSelectable
        return flags

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        card = self._shown
        if card is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns):
                return None
            return self._column_header(card, self._columns[section], role)
        if not 0 <= section < self.rowCount():
            return None
        if section < self.header_rows:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Par") if section == PAR_ROW else self.tr("SI", "stroke index")
            if role == Qt.ItemDataRole.ToolTipRole and section == SI_ROW:
                return self.tr(
                    "Stroke index: 1 is the hardest hole, where strokes are given first")
            return None
        player = card.players[section - self.header_rows]
        if role == Qt.ItemDataRole.DisplayRole:
            return player.label or player.name
        if role == Qt.ItemDataRole.DecorationRole:
            return player.icon
        if role == Qt.ItemDataRole.ToolTipRole:
            return player.tip or None
        return None

    def _column_header(self, card: Card, column: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.ToolTipRole:
            if column.kind is Kind.HOLE:
                hole = column.holes.start
                if hole < len(card.hole_names) and card.hole_names[hole]:
                    return card.hole_names[hole]
                return self.tr("Hole {hole}").format(hole=column.title)
            if column.kind is Kind.TOTAL and not card.net:
                return None  # no gross to tell from a net
            return self.tr(_COLUMN_TIPS[column.kind])
        if (role == Qt.ItemDataRole.FontRole and column.kind is Kind.HOLE
                and column.holes.start == card.current):
            font = QFont()
            font.setBold(True)
            font.setUnderline(True)
            return font
        return None

    def data(self, index: ANY_INDEX, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        card = self._shown
        if card is None or not index.isValid() or not (
                0 <= index.row() < self.rowCount() and 0 <= index.column() < len(self._columns)):
            return None
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(card, index.row(), index.column())
        player = index.row() - self.header_rows
        if player < 0:
            assert card.course is not None
            return self._course_data(card.course, index.row(), column, role)
        cell = self._grid[player][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if cell.typed:
                return cell.typed + "…"
            return "" if cell.value is None else str(cell.value)
        if role == STROKES_ROLE:
            return self._strokes_at(card.players[player], column)
        if role == PENDING_ROLE:
            return bool(cell.typed)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or self._hole_tip(card, card.players[player], column, cell)
        if role == Qt.ItemDataRole.ForegroundRole and cell.provisional:
            return QBrush(theme.TEXT_MUTED)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(card, player, column, cell)
        if role == Qt.ItemDataRole.FontRole:
            summed = column.kind in (Kind.TOTAL, Kind.NET)
            if not (summed or cell.provisional):
                return None
            font = QFont()
            if summed:
                font.setWeight(QFont.Weight.DemiBold)
            font.setItalic(cell.provisional)
            return font
        return None

    # ---- cell contents ----------------------------------------------------------------------

    def _spoken(self, card: Card, row: int, section: int) -> str:
        """What a screen reader says for a cell: whose, which hole or sum, and the number
        ("Anna, hole 3: 4"), since a cell alone reads as a bare digit. No unit: a card's
        numbers are strokes in most games but a Play Nine hole is a card total."""
        column = self._columns[section]
        heading = self.headerData(section, Qt.Orientation.Horizontal)
        where = (self.tr("hole {hole}").format(hole=heading) if column.kind is Kind.HOLE
                 else str(heading))
        shown = self.data(self.index(row, section))
        player = row - self.header_rows
        if player < 0:
            if not shown:
                return ""  # no stroke index for a sum: the blank cell says nothing
            what = self.tr("Par") if row == PAR_ROW else self.tr("Stroke index")
            return self.tr("{what}, {where}: {value}").format(what=what, where=where,
                                                              value=shown)
        name = card.players[player].name
        cell = self._grid[player][section]
        if cell.typed:
            value = self.tr("typing {digits}").format(digits=cell.typed)
        elif cell.value is None:
            value = self.tr("no score yet")
        elif cell.provisional:
            value = self.tr("{score} so far").format(score=shown)
        else:
            value = str(shown)
        return self.tr("{name}, {where}: {value}").format(name=name, where=where, value=value)

    def _course_data(self, course: Course, row: int, column: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if row == PAR_ROW:
                return ("" if column.kind is Kind.NET
                        else str(sum(course.pars[h] for h in column.holes)))
            if column.kind is not Kind.HOLE:
                return ""
            return str(course.stroke_indexes[column.holes.start])
        if role == STROKES_ROLE:
            return 0
        if role == PENDING_ROLE:
            return False
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(theme.WINDOW)
        if role == Qt.ItemDataRole.FontRole and row == PAR_ROW and column.kind is not Kind.HOLE:
            font = QFont()
            font.setWeight(QFont.Weight.DemiBold)
            return font
        return None

    @staticmethod
    def _strokes_at(player: PlayerRow, column: Column) -> int:
        if column.kind is not Kind.HOLE or not player.strokes:
            return 0
        return player.strokes[column.holes.start]

    def _hole_tip(self, card: Card, player: PlayerRow, column: Column,
                  cell: ScoreCell) -> str | None:
        """On a card with a course, what a paper card's reader works out for a hole."""
        course = card.course
        if course is None or column.kind is not Kind.HOLE or cell.value is None:
            return None
        hole = column.holes.start
        text = self.tr("{name}, hole {hole} (par {par}, SI {si}): {gross}").format(
            name=player.name, hole=hole + 1, par=course.pars[hole],
            si=course.stroke_indexes[hole], gross=cell.value)
        strokes = self._strokes_at(player, column)
        if strokes:
            given = (self.tr("receives %n stroke(s)", "", strokes) if strokes > 0
                     else self.tr("gives back %n stroke(s)", "", -strokes))
            text += self.tr(", {given}, net {net}").format(given=given,
                                                           net=cell.value - strokes)
        return text

    @staticmethod
    def _background(card: Card, player: int, column: Column, cell: ScoreCell) -> QBrush | None:
        if cell.typed:
            return QBrush(theme.ACCENT_SOFT)
        if column.kind is not Kind.HOLE:
            won = column.kind is Kind.TOTAL and player in card.winners
            return QBrush(theme.UNDER_PAR if won else theme.SUM_CELL)
        hole = column.holes.start
        course = card.course
        if (course is not None and course.colours_to_par and cell.value is not None
                and not cell.provisional):
            to_par = cell.value - course.pars[hole]
            if to_par <= -1:
                return QBrush(theme.UNDER_PAR)
            if to_par >= 2:
                return QBrush(theme.OVER_PAR)
        if hole == card.current:
            return QBrush(theme.ACCENT_SOFT)
        return None


_COLUMN_TIPS = {
    Kind.OUT: str(QT_TRANSLATE_NOOP("ScorecardModel", "Front nine (holes 1–9)")),
    Kind.IN: str(QT_TRANSLATE_NOOP("ScorecardModel", "Back nine (holes 10–18)")),
    Kind.TOTAL: str(QT_TRANSLATE_NOOP("ScorecardModel", "Gross total")),
    Kind.NET: str(QT_TRANSLATE_NOOP(
        "ScorecardModel", "Gross total less the handicap strokes received")),
}
