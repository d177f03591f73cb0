"""The live scorecard of a Carambole game: one row per player, one column per course, a total.

Numbers come from ``CaramboleState.ball_card()`` (a player's score on a course is the sum of
their balls', §6) — the model adds nothing but the strokes of balls still out on the course,
shown in grey as what they have so far. Once the game is over the winners' totals are
highlighted (the lowest total wins; ties are shared).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPainter, QPixmap

from golfstudio.carambole.game import BallInfo, BallState, CaramboleState
from golfstudio.engine.play import winners
from ui import theme
from ui.carambole_play.board import ball_colour, paint_ball
from ui.carambole_play.shot_panel import colour_name

ANY_INDEX = QModelIndex | QPersistentModelIndex
SWATCH = 14


@dataclass(frozen=True)
class ScoreCell:
    """What one cell shows: a number (None: blank), grey while provisional, and a tip."""

    value: int | None = None
    provisional: bool = False
    tip: str = ""


def ball_swatch(balls: Sequence[BallInfo]) -> QPixmap:
    """Small balls side by side in the player's colours, for headers and the turn label."""
    width = SWATCH * len(balls) - (SWATCH // 4) * (len(balls) - 1) + 2
    pixmap = QPixmap(max(width, SWATCH + 2), SWATCH + 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = SWATCH / 2 - 1
    for k, info in enumerate(balls):
        x = 1 + r + k * (SWATCH - SWATCH // 4)
        paint_ball(painter, QPointF(x, 1 + r), r, ball_colour(info.colour))
    painter.end()
    return pixmap


class LiveScorecardModel(QAbstractTableModel):
    """Rows: the players; columns: the courses in order, then Total."""

    def __init__(self, game: CaramboleState, course_labels: Sequence[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names = [p.name for p in game.params.players]
        self._balls = [[b for b in game.balls if b.owner == p] for p in range(len(self._names))]
        self._labels = list(course_labels)
        self._swatches: list[QPixmap] = []
        self._cells: list[list[ScoreCell]] = []
        self._current = -1
        self._winners: tuple[int, ...] = ()
        self.update_from(game)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def total_column(self) -> int:
        return len(self._labels)

    def cell(self, row: int, column: int) -> ScoreCell:
        return self._cells[row][column]

    def values(self) -> list[list[int | None]]:
        """Every number shown, row by row (provisional ones included)."""
        return [[c.value for c in row] for row in self._cells]

    # ---- following the game -----------------------------------------------------------------

    def update_from(self, game: CaramboleState) -> None:
        """Show ``game``'s scores (the game being played, or a replayed state)."""
        ball_card = game.ball_card()
        over = game.is_over()
        current = -1 if over else game.course_index
        cells: list[list[ScoreCell]] = []
        for balls in self._balls:
            row: list[ScoreCell] = []
            final_total = 0
            provisional = False
            for c in range(len(self._labels)):
                ball_scores = [ball_card[c][b.number] for b in balls]
                known = [s for s in ball_scores if s is not None]
                final_total += sum(known)
                tips = []
                extra = 0
                started = bool(known)
                for info, s in zip(balls, ball_scores, strict=True):
                    name = self.tr("{colour} ball").format(colour=colour_name(info.colour))
                    if s is not None:
                        tips.append(f"{name}: {s}")
                    elif c == current and game.ball_state(info.number) is BallState.PLAYING:
                        strokes = game.strokes(info.number)
                        extra += strokes
                        started = True
                        tips.append(self.tr("{ball}: %n stroke(s) so far", "", strokes).format(
                            ball=name))
                    elif c == current:
                        tips.append(self.tr("{ball}: not on the course yet").format(ball=name))
                if len(known) == len(ball_scores):
                    row.append(ScoreCell(sum(known), False, "\n".join(tips)))
                elif c == current and started:
                    provisional = True
                    row.append(ScoreCell(sum(known) + extra, True, "\n".join(tips)))
                    final_total += extra
                else:
                    row.append(ScoreCell(tip="\n".join(tips)))
            played = any(cell.value is not None for cell in row)
            row.append(ScoreCell(final_total if played else None, provisional,
                                 self.tr("So far, with the strokes of balls still playing")
                                 if provisional else ""))
            cells.append(row)
        self._cells = cells
        self._current = current
        self._winners = winners(game.scores(), lower_wins=True) if over else ()
        if not self._swatches:
            self._swatches = [ball_swatch(balls) for balls in self._balls]
        if self._cells and self._labels:
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
                return self.tr("Total strokes") if total else self._labels[section]
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
        if role == Qt.ItemDataRole.DecorationRole:
            return self._swatches[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            colours = ", ".join(colour_name(b.colour) for b in self._balls[section])
            return f"{self._names[section]}: {colours}"
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
