"""What a screen reader hears of the Ultimate Golf hole being played: each ball still in
play with its lie and distance to the flag (the table's own words for a situation), its
strokes, and who plays next.

The canvas is a drawing a reader cannot walk; its accessible description carries this text
(``ui.accessibility.describe_state``), set each time the stage shows a position. Counts are
said as "strokes: 3" (no plural forms needed), as Carambole's board does.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from golfstudio.ultimate.game import UltimateState
from ui.ultimate.play.announcements import situation_text

__all__ = ["UltimateBoardWords", "board_text"]


class UltimateBoardWords(QObject):
    """The sentences (a ``QObject`` so that ``self.tr`` files them under one context)."""

    def board(self, state: UltimateState) -> str:
        names = state.game.player_names()
        label = state.game.hole_labels()[state.hole_index]
        parts = [self.tr("Hole {hole}.").format(hole=label)]
        for seat, name in enumerate(names):
            strokes = state.strokes(seat)
            if state.holed_out(seat):
                parts.append(self.tr("{player}: holed out; strokes: {strokes}.").format(
                    player=name, strokes=strokes))
            else:
                parts.append(self.tr("{player}: {where}; strokes: {strokes}.").format(
                    player=name, where=situation_text(state.situation(seat)),
                    strokes=strokes))
        if state.is_over():
            parts.append(self.tr("The game is over."))
        else:
            to_play = state.player_to_play()
            if to_play is not None:
                parts.append(self.tr("To play: {player}.").format(player=names[to_play]))
        return " ".join(parts)


def board_text(state: UltimateState) -> str:
    """The position as sentences: "Hole 12. Ann: on the fairway, 165 yards from the flag;
    strokes: 1. To play: Ann."."""
    return UltimateBoardWords().board(state)
