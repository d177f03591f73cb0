"""The table of a review's decisions: one row a decision, sortable by every column, filtered
by player (docs/review.md, "In the app").

The model keeps the review's ``Decision`` objects as they are; ``SORT_ROLE`` gives each
cell the value it sorts by (numbers for the hole, the error and the luck, so 0.10 sorts after
0.09 and a blunder after a mistake), and ``DecisionFilter`` is the proxy the view sorts and
filters through.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from golfstudio.review import Decision, Label, Review
from ui import theme

Index = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""The value a cell sorts by."""

HOLE, PLAYER, CHOSEN, BEST, ERROR, LUCK, LABEL = range(7)

LABEL_RANK = {None: 0, Label.INACCURACY: 1, Label.MISTAKE: 2, Label.BLUNDER: 3}

LABEL_FILL = {Label.INACCURACY: theme.SUM_CELL, Label.MISTAKE: theme.WARNING_SOFT,
              Label.BLUNDER: theme.OVER_PAR}
"""A labelled row's error cell is tinted, a blunder the most (theme's soft colours)."""


@dataclass(frozen=True)
class Row:
    """A decision with what the table shows beside it: its player's name and hole label."""

    decision: Decision
    seat: int
    player: str
    hole_label: str


def rows_of(review: Review) -> list[Row]:
    """Every decision of every reviewed player, in the order they were made."""
    rows = [Row(d, p.seat, p.name, h.label)
            for p in review.players for h in p.holes for d in h.decisions]
    rows.sort(key=lambda r: r.decision.step)
    return rows


class DecisionsModel(QAbstractTableModel):
    """See the module docstring."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self.points = False
        """Play Nine counts points, the other games strokes (the error's unit)."""

    def set_review(self, review: Review | None) -> None:
        self.beginResetModel()
        self._rows = [] if review is None else rows_of(review)
        self.points = review is not None and review.game_id == "playnine"
        self.endResetModel()

    def row(self, row: int) -> Row:
        return self._rows[row]

    def label_text(self, label: Label | None) -> str:
        if label is Label.BLUNDER:
            return self.tr("Blunder")
        if label is Label.MISTAKE:
            return self.tr("Mistake")
        if label is Label.INACCURACY:
            return self.tr("Inaccuracy")
        return ""

    # ---- QAbstractTableModel ----------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        if not 0 <= section < 7:
            return None
        return (self.tr("Hole"), self.tr("Player"), self.tr("Chosen"), self.tr("Best"),
                self.tr("Lost"), self.tr("Luck"), self.tr("Label"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        d = row.decision
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (row.hole_label, row.player, d.chosen_text, d.best_text, f"{d.error:.2f}",
                    f"{round(d.luck, 2) or 0.0:+.2f}", self.label_text(d.label))[column]
        if role == SORT_ROLE:
            return (d.hole, row.player.casefold(), d.chosen_text.casefold(),
                    d.best_text.casefold(), d.error, d.luck, LABEL_RANK[d.label])[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (HOLE, ERROR, LUCK):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and column in (ERROR, LABEL) \
                and d.label is not None:
            return QColor(LABEL_FILL[d.label])
        if role == Qt.ItemDataRole.ToolTipRole and column in (CHOSEN, BEST):
            return d.chosen_text if column == CHOSEN else d.best_text
        if role == Qt.ItemDataRole.ToolTipRole and column in (ERROR, LUCK):
            unit = self.tr("points") if self.points else self.tr("strokes")
            return self.tr("Expected {unit}: {chosen:.2f} as chosen, {best:.2f} at best").format(
                unit=unit, chosen=d.chosen, best=d.value)
        return None


class DecisionFilter(QSortFilterProxyModel):
    """Sorts by ``SORT_ROLE``; shows every player's decisions or one seat's."""

    def __init__(self, source: DecisionsModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.decisions = source
        self.seat: int | None = None
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)

    def set_seat(self, seat: int | None) -> None:
        """Only ``seat``'s decisions (None: everyone's)."""
        self.beginFilterChange()
        self.seat = seat
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if self.seat is None:
            return True
        return self.decisions.row(source_row).seat == self.seat

    def row_at(self, index: QModelIndex) -> Row:
        return self.decisions.row(self.mapToSource(index).row())
