"""The scorecard of any game being played or replayed: one row per player, one column per
hole (``game.hole_labels()``), a total.

Numbers come from the state's hole-by-hole card (``State.card``: ``None`` while a hole is not
finished for a player) and its totals (``State.scores``). A game may show more through a
``CardHooks``: what a hole in progress stands at (Carambole: the strokes of balls still on the
course, grey, with a tooltip per ball), and an icon and a tooltip per player. Once the game
is over the winners' totals are highlighted, the way the registry says is better
(``GameInfo.lower_wins``); ties are shared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QWidget,
)

from golfstudio.engine.play import winners
from golfstudio.engine.registry import game_info
from golfstudio.engine.state import State
from ui import theme

ANY_INDEX = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class ScoreCell:
    """What one cell shows: a number (None: blank), grey while provisional, and a tip."""

    value: int | None = None
    provisional: bool = False
    tip: str = ""


@dataclass(frozen=True)
class CardHooks:
    """What a game adds to the plain card.

    ``cells(state)`` returns cells by (player, hole) that replace the plain ones: a hole in
    progress (provisional) or a finished one with a tip; ``player_icon(player)`` and
    ``player_tip(player)`` decorate the row headers.
    """

    cells: Callable[[State[Any]], Mapping[tuple[int, int], ScoreCell]] | None = None
    player_icon: Callable[[int], QPixmap] | None = None
    player_tip: Callable[[int], str] | None = None


class ScorecardModel(QAbstractTableModel):
    """See the module docstring; ``update_from(state)`` after every action or replay step."""

    def __init__(self, state: State[Any], hooks: CardHooks | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        game = state.game
        self.hooks = hooks or CardHooks()
        self.lower_wins = game_info(game.game_id).lower_wins
        self._names = list(game.player_names())
        self._labels = list(game.hole_labels())
        self._icons = ([self.hooks.player_icon(p) for p in range(len(self._names))]
                       if self.hooks.player_icon is not None else [])
        self._cells: list[list[ScoreCell]] = []
        self._current = -1
        self._winners: tuple[int, ...] = ()
        self.update_from(state)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def total_column(self) -> int:
        return len(self._labels)

    @property
    def current_hole(self) -> int:
        """The hole being played (-1 once over or before any is known)."""
        return self._current

    def cell(self, row: int, column: int) -> ScoreCell:
        return self._cells[row][column]

    def values(self) -> list[list[int | None]]:
        """Every number shown, row by row (provisional ones included)."""
        return [[c.value for c in row] for row in self._cells]

    def winners(self) -> tuple[int, ...]:
        return self._winners

    # ---- following the game -----------------------------------------------------------------

    def update_from(self, state: State[Any]) -> None:
        """Show ``state``'s card (the game being played, or a replayed position)."""
        card = state.card()
        over = state.is_over()
        extra = self.hooks.cells(state) if self.hooks.cells is not None else {}
        current = -1
        if not over:
            current = next((h for h, row in enumerate(card) if any(s is None for s in row)),
                           -1)
        cells: list[list[ScoreCell]] = []
        for player in range(len(self._names)):
            row: list[ScoreCell] = []
            for hole in range(len(self._labels)):
                score = card[hole][player] if hole < len(card) else None
                row.append(extra.get((player, hole), ScoreCell(score)))
            shown = [c.value for c in row if c.value is not None]
            provisional = any(c.provisional and c.value is not None for c in row)
            tip = (self.tr("So far, with the holes still being played") if provisional
                   else "")
            row.append(ScoreCell(sum(shown) if shown else None, provisional, tip))
            cells.append(row)
        self._cells = cells
        self._current = current
        self._winners = winners(state.scores(), self.lower_wins) if over else ()
        if self._cells and self.columnCount() > 0:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    # ---- QAbstractItemModel -----------------------------------------------------------------

    def rowCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent: ANY_INDEX = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._labels) + 1

    def flags(self, index: ANY_INDEX) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self.columnCount():
                return None
            total = section == self.total_column
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Total") if total else str(section + 1)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Total") if total else self._labels[section]
            if role == Qt.ItemDataRole.FontRole and section == self._current:
                font = QFont()
                font.setBold(True)
                font.setUnderline(True)
                return font
            return None
        if not 0 <= section < self.rowCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._names[section]
        if role == Qt.ItemDataRole.DecorationRole and self._icons:
            return self._icons[section]
        if role == Qt.ItemDataRole.ToolTipRole and self.hooks.player_tip is not None:
            return self.hooks.player_tip(section)
        return None

    def data(self, index: ANY_INDEX, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < self.rowCount()
                                       and 0 <= index.column() < self.columnCount()):
            return None
        cell = self._cells[index.row()][index.column()]
        total = index.column() == self.total_column
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if cell.value is None else str(cell.value)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and cell.provisional:
            return QBrush(theme.TEXT_MUTED)
        if role == Qt.ItemDataRole.BackgroundRole:
            if total and index.row() in self._winners:
                return QBrush(theme.UNDER_PAR)
            if total:
                return QBrush(theme.SUM_CELL)
            if index.column() == self._current:
                return QBrush(theme.ACCENT_SOFT)
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(total)
            font.setItalic(cell.provisional)
            return font
        return None


class ScorecardTable(QTableView):
    """The scorecard as the play and replay views show it: read-only, as tall as its rows,
    columns sharing the width."""

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveScorecard")
        self.setModel(model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(34)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(26)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
