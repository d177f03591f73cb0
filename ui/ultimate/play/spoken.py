"""What a screen reader hears of the Ultimate Golf hole being played: each ball still in
play with its lie and distance to the flag (the table's own words for a situation), its
strokes, and who plays next.

The canvas is a drawing a reader cannot walk; its accessible description carries this text
(``ui.accessibility.describe_state``), set each time the stage shows a position.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from golfstudio.ultimate.game import UltimateState
from ui.ultimate.play.announcements import situation_text

__all__ = ["board_text"]

_CONTEXT = "UltimateBoard"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, "", n)


def board_text(state: UltimateState) -> str:
    """The position as sentences: "Hole 3. Ann: fairway, 165 yards to the flag; 1 stroke.
    Bob: holed out in 4 strokes. Ann to play."."""
    names = state.game.player_names()
    label = state.game.hole_labels()[state.hole_index]
    parts = [_tr("Hole {hole}.").format(hole=label)]
    for seat, name in enumerate(names):
        strokes = state.strokes(seat)
        if state.holed_out(seat):
            parts.append(_tr("{player}: holed out in %n stroke(s).", strokes).format(
                player=name))
        else:
            parts.append(_tr("{player}: {where}; %n stroke(s).", strokes).format(
                player=name, where=situation_text(state.situation(seat))))
    if state.is_over():
        parts.append(_tr("The game is over."))
    else:
        to_play = state.player_to_play()
        if to_play is not None:
            parts.append(_tr("{player} to play.").format(player=names[to_play]))
    return " ".join(parts)
