"""The scorecard of any game being played or replayed, on the studio's one scorecard model
(``ui.scorecard.model``): one row per player, one column per hole, a total.

A hole's column is headed by the game's own label for it (``game.hole_labels()``): a player
of holes 12, 17 and 14 of a course reads 12, 17, 14, not 1, 2, 3. A label too long to head a
narrow column (a Carambole course's title, "Course 3: Chicane") stays the header's tip, and
the column is headed by the hole's place in the round, as on a paper card.

Numbers come from the state's hole-by-hole card (``State.card``: ``None`` while a hole is not
finished for a player). A game may show more through a ``CardHooks``: what a hole in
progress stands at (Carambole: the strokes of balls still on the course, grey, with a tooltip
per ball), and an icon and a tooltip per player. Once the game is over the winners' totals
are highlighted, the way the registry says is better (``GameInfo.lower_wins``); ties are
shared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QWidget,
)

from golfstudio.engine.registry import game_info
from golfstudio.engine.state import State
from ui.scorecard.model import Card, Course, Kind, PlayerRow, ScorecardModel, ScoreCell

HEADER_LABEL_CHARS = 4
"""The longest hole label that heads its column ("12", "9b"); a longer one is a name, shown
as the tip of a header numbered by the hole's place in the round."""


def heads_column(label: str) -> bool:
    """Whether ``label`` is short enough to head a scorecard column."""
    return 0 < len(label) <= HEADER_LABEL_CHARS


def disc_swatch(colour: QColor) -> QPixmap:
    """A player's colour as the 16-pixel disc the turn card and the card's rows show (a ball,
    a seat at the card table)."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("#1b1b1b"))
    painter.setBrush(colour)
    painter.drawEllipse(1, 1, 14, 14)
    painter.end()
    return pixmap


def strokes_on_the_hole(kind: type[State[Any]]
                        ) -> Callable[[State[Any]], Mapping[tuple[int, int], ScoreCell]]:
    """``CardHooks.cells`` for a game played hole by hole whose state (of ``kind``) counts
    each player's strokes on the hole being played (``hole_index``, ``strokes(seat)``):
    those strokes, grey until the hole is over, so the card follows the hole."""

    def cells(current: State[Any]) -> Mapping[tuple[int, int], ScoreCell]:
        if not isinstance(current, kind) or current.is_over():
            return {}
        playing: Any = current
        hole = playing.hole_index
        return {(seat, hole): ScoreCell(playing.strokes(seat), provisional=True)
                for seat in range(len(current.game.player_names()))
                if playing.strokes(seat) > 0}

    return cells


@dataclass(frozen=True)
class CardHooks:
    """What a game adds to the plain card.

    ``cells(state)`` returns cells by (player, hole) that replace the plain ones: a hole in
    progress (provisional) or a finished one with a tip; ``player_icon(player)`` and
    ``player_tip(player)`` decorate the row headers; ``par_rows`` adds the Par and SI rows
    of the game's holes (``Game.holes()``), for a game whose holes have a par.
    """

    cells: Callable[[State[Any]], Mapping[tuple[int, int], ScoreCell]] | None = None
    player_icon: Callable[[int], QPixmap] | None = None
    player_tip: Callable[[int], str] | None = None
    par_rows: bool = False


class GameScorecard(ScorecardModel):
    """See the module docstring; ``update_from(state)`` after every action or replay step."""

    def __init__(self, state: State[Any], hooks: CardHooks | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        game = state.game
        self.hooks = hooks or CardHooks()
        self.lower_wins = game_info(game.game_id).lower_wins
        self._names = list(game.player_names())
        self._labels = tuple(game.hole_labels())
        holes = game.holes()
        self._course = (Course(tuple(par for par, _ in holes), tuple(si for _, si in holes))
                        if self.hooks.par_rows else None)
        # Made once: the card compares equal, and nothing repaints, while nothing changed.
        self._icons = [self.hooks.player_icon(p) if self.hooks.player_icon else None
                       for p in range(len(self._names))]
        self._tips = [self.hooks.player_tip(p) if self.hooks.player_tip else ""
                      for p in range(len(self._names))]
        self.update_from(state)

    def update_from(self, state: State[Any]) -> None:
        """Show ``state``'s card (the game being played, or a replayed position)."""
        card = state.card()
        over = state.is_over()
        extra = self.hooks.cells(state) if self.hooks.cells is not None else {}
        current = -1
        if not over:
            current = next((h for h, row in enumerate(card) if any(s is None for s in row)),
                           -1)
        holes = range(len(self._labels))
        self.show(Card(
            players=tuple(
                PlayerRow(name, tuple(
                    extra.get((p, h), ScoreCell(card[h][p] if h < len(card) else None))
                    for h in holes), tip=self._tips[p], icon=self._icons[p])
                for p, name in enumerate(self._names)),
            holes=len(self._labels),
            hole_names=tuple("" if heads_column(label) else label for label in self._labels),
            course=self._course,
            current=current,
            winners=state.winners() if over else ()))

    def hole_header(self, hole: int) -> str:
        """The header of the ``hole``-th hole of the round (from 0), as the card shows it."""
        label = self._labels[hole]
        return label if heads_column(label) else str(hole + 1)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The game's hole labels head the hole columns (module docstring); their tips say
        "Hole 12" in the card's own numbering."""
        if (orientation == Qt.Orientation.Horizontal
                and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
                and 0 <= section < self.columnCount()):
            column = self.column(section)
            hole = column.holes.start
            if column.kind is Kind.HOLE and hole < len(self._labels) and heads_column(
                    self._labels[hole]):
                if role == Qt.ItemDataRole.DisplayRole:
                    return self._labels[hole]
                return self.tr("Hole {hole}").format(hole=self._labels[hole])
        return super().headerData(section, orientation, role)


class ScorecardTable(QTableView):
    """The scorecard as the play and replay views show it: read-only, as tall as its rows,
    columns sharing the width."""

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveScorecard")
        self.setAccessibleName(self.tr("Scorecard"))
        self.setModel(model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(28)  # two digits; 21 columns of an 18-hole card fit
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(26)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        model.modelReset.connect(self._fit_sums)
        self._fit_sums()

    def _fit_sums(self) -> None:
        """Out, In and Total as wide as their headings, the holes sharing the rest: an
        18-hole card's 21 columns fit a narrow width without "Total" cut short."""
        model = self.model()
        if not isinstance(model, ScorecardModel):
            return
        header = self.horizontalHeader()
        for section in range(model.columnCount()):
            header.setSectionResizeMode(
                section, QHeaderView.ResizeMode.Stretch
                if model.column(section).kind is Kind.HOLE
                else QHeaderView.ResizeMode.ResizeToContents)
