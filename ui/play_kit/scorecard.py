"""The scorecard of any game being played or replayed, on the studio's one scorecard model
(``ui.scorecard.model``): one row per player, one column per hole (``game.hole_labels()``,
their tips), a total.

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
from PySide6.QtGui import QPixmap
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
from ui.scorecard.model import Card, Course, PlayerRow, ScorecardModel, ScoreCell


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
            holes=len(self._labels), hole_names=self._labels, course=self._course,
            current=current,
            winners=winners(state.scores(), self.lower_wins) if over else ()))


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
