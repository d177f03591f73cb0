"""The scorecard as a read-only table: Par and SI rows, then one row per player.

Columns follow a paper card: holes 1–9, Out, 10–18, In, Total, Net for an 18-hole round;
other rounds (Play Nine's nine holes, a short Carambole course) have no halves, so only
Total and Net follow the holes. Handicap strokes come from the core's ``strokes_received``
and are exposed under ``STROKES_ROLE`` for the delegate that draws them as dots.
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
from PySide6.QtGui import QBrush, QFont

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.handicap import net_scores, strokes_received
from ui import theme

STROKES_ROLE = Qt.ItemDataRole.UserRole + 1
"""Strokes a player receives on a hole (negative for a plus handicap); 0 elsewhere."""

PAR_ROW = 0
SI_ROW = 1
HEADER_ROWS = 2
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


def columns_for(hole_count: int) -> list[Column]:
    """Out and In only make sense for the two nines of an 18-hole round."""
    every = range(hole_count)
    if hole_count != 18:
        return [*(Column(Kind.HOLE, range(h, h + 1)) for h in every),
                Column(Kind.TOTAL, every), Column(Kind.NET, every)]
    return [
        *(Column(Kind.HOLE, range(h, h + 1)) for h in range(9)),
        Column(Kind.OUT, range(9)),
        *(Column(Kind.HOLE, range(h, h + 1)) for h in range(9, 18)),
        Column(Kind.IN, range(9, 18)),
        Column(Kind.TOTAL, every),
        Column(Kind.NET, every),
    ]


class ScorecardModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._card: RoundCard | None = None
        self._columns: list[Column] = []
        self._strokes: dict[str, list[int]] = {}

    @property
    def card(self) -> RoundCard | None:
        return self._card

    def set_card(self, card: RoundCard | None) -> None:
        self.beginResetModel()
        self._card = card
        self._columns = columns_for(len(card.holes)) if card is not None else []
        self._strokes = {} if card is None else {
            p.name: strokes_received(card.stroke_indexes, p.handicap) for p in card.players
        }
        self.endResetModel()

    def column(self, section: int) -> Column:
        return self._columns[section]

    # --- QAbstractItemModel -----------------------------------------------------------
    def rowCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        if parent.isValid() or self._card is None:
            return 0
        return HEADER_ROWS + len(self._card.players)

    def columnCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def flags(self, index: ANY_INDEX) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._card is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._columns):
                return None
            col = self._columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return col.title
            if role == Qt.ItemDataRole.ToolTipRole:
                tip = _COLUMN_TIPS.get(col.kind)
                return self.tr(tip) if tip else self.tr("Hole {hole}").format(hole=col.title)
            return None
        if not 0 <= section < self.rowCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == PAR_ROW:
                return self.tr("Par")
            if section == SI_ROW:
                return self.tr("SI", "stroke index")
            player = self._card.players[section - HEADER_ROWS]
            # A negative handicap is a "plus" handicap, written +3 on a card.
            shown = f"+{-player.handicap}" if player.handicap < 0 else str(player.handicap)
            return f"{player.name} ({shown})"
        if role == Qt.ItemDataRole.ToolTipRole:
            if section == SI_ROW:
                return self.tr(
                    "Stroke index: 1 is the hardest hole, where strokes are given first")
            if section >= HEADER_ROWS:
                player = self._card.players[section - HEADER_ROWS]
                return self.tr("{name}, handicap {handicap}").format(
                    name=player.name, handicap=player.handicap)
        return None

    def data(self, index: ANY_INDEX, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        card = self._card
        if card is None or not index.isValid():
            return None
        row, col = index.row(), self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(card, row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == STROKES_ROLE:
            if row < HEADER_ROWS or col.kind is not Kind.HOLE:
                return 0
            return self._strokes[card.players[row - HEADER_ROWS].name][col.holes.start]
        if role == Qt.ItemDataRole.FontRole:
            return self._font(row, col)
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(card, row, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(card, row, col)
        return None

    # --- cell contents ----------------------------------------------------------------
    def _gross(self, card: RoundCard, row: int) -> tuple[int, ...]:
        return card.scores[card.players[row - HEADER_ROWS].name]

    def _text(self, card: RoundCard, row: int, col: Column) -> str:
        if row == PAR_ROW:
            return "" if col.kind is Kind.NET else str(sum(card.pars[h] for h in col.holes))
        if row == SI_ROW:
            return str(card.stroke_indexes[col.holes.start]) if col.kind is Kind.HOLE else ""
        gross = self._gross(card, row)
        if col.kind is Kind.NET:
            name = card.players[row - HEADER_ROWS].name
            return str(sum(net_scores(gross, self._strokes[name])))
        return str(sum(gross[h] for h in col.holes))

    def _font(self, row: int, col: Column) -> QFont | None:
        if col.kind in (Kind.TOTAL, Kind.NET) or (row == PAR_ROW and col.kind is not Kind.HOLE):
            font = QFont()
            font.setWeight(QFont.Weight.DemiBold)
            return font
        return None

    def _background(self, card: RoundCard, row: int, col: Column) -> QBrush | None:
        if row < HEADER_ROWS:
            return QBrush(theme.WINDOW)
        if col.kind is not Kind.HOLE:
            return QBrush(theme.SUM_CELL)
        to_par = self._gross(card, row)[col.holes.start] - card.pars[col.holes.start]
        if to_par <= -1:
            return QBrush(theme.UNDER_PAR)
        if to_par >= 2:
            return QBrush(theme.OVER_PAR)
        return None

    def _tooltip(self, card: RoundCard, row: int, col: Column) -> str | None:
        if row < HEADER_ROWS or col.kind is not Kind.HOLE:
            return None
        hole = col.holes.start
        name = card.players[row - HEADER_ROWS].name
        gross = self._gross(card, row)[hole]
        strokes = self._strokes[name][hole]
        text = self.tr("{name}, hole {hole} (par {par}, SI {si}): {gross}").format(
            name=name, hole=hole + 1, par=card.pars[hole], si=card.stroke_indexes[hole],
            gross=gross)
        if strokes:
            net = net_scores([gross], [strokes])[0]
            given = (self.tr("receives %n stroke(s)", "", strokes) if strokes > 0
                     else self.tr("gives back %n stroke(s)", "", -strokes))
            text += self.tr(", {given}, net {net}").format(given=given, net=net)
        return text


_COLUMN_TIPS = {
    Kind.OUT: str(QT_TRANSLATE_NOOP("ScorecardModel", "Front nine (holes 1–9)")),
    Kind.IN: str(QT_TRANSLATE_NOOP("ScorecardModel", "Back nine (holes 10–18)")),
    Kind.TOTAL: str(QT_TRANSLATE_NOOP("ScorecardModel", "Gross total")),
    Kind.NET: str(QT_TRANSLATE_NOOP(
        "ScorecardModel", "Gross total less the handicap strokes received")),
}
