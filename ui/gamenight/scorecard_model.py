"""A round file's paper card on the studio's one scorecard model (``ui.scorecard.model``):
Par and SI rows, one row per player with their handicap, a Net column.

Handicap strokes come from the core's ``strokes_received``, so the Net column is the core's
stroke-play net total and the card agrees with the results under it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio.gamenight.entry import counts_strokes
from golfstudio.gamenight.played_round import shown_name
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.handicap import strokes_received
from ui.scorecard.model import Card, Course, PlayerRow, ScorecardModel, ScoreCell, handicap_label


class RoundScorecard(ScorecardModel):
    """``set_card(card)`` shows a ``RoundCard`` (None: nothing)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._card: RoundCard | None = None

    @property
    def card(self) -> RoundCard | None:
        return self._card

    def set_card(self, card: RoundCard | None) -> None:
        self._card = card
        if card is None:
            self.show(None)
            return
        self.show(Card(
            players=tuple(
                PlayerRow(p.name, tuple(ScoreCell(s) for s in card.scores[p.name]),
                          label=handicap_label(shown_name(p.name), p.handicap),
                          tip=self.tr("{name}, handicap {handicap}").format(
                              name=p.name, handicap=p.handicap),
                          strokes=tuple(strokes_received(card.stroke_indexes, p.handicap)))
                for p in card.players),
            holes=len(card.holes),
            course=Course(tuple(card.pars), tuple(card.stroke_indexes),
                          colours_to_par=counts_strokes(card.game)),
            net=True))
