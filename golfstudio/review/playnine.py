"""Play Nine reviewed by ``strong``'s estimates (docs/review.md, docs/playnine-ai.md).

V and Q are the expected hole score ``strong`` gives each legal decision
(``StrongPlayer.advise``): sampled futures of the player's own layout, from what the
player's view shows, with a fixed seed so a review is the same every time. They are
estimates, not an exact analysis: two options within a few tenths of a point may swap
places under another seed, which is why Play Nine's labels start at half a point
(resources/review/labels.json). ``strong``'s value also credits the strokes that going out
denies the others, so its V is a little below the player's own expected score: that part
shows in the luck.

Strokes are the hole's score, known when the hole ends (nothing is counted before); the
deal shows the player nothing before the tee shot, so V at the hole's start is V at the tee
shot (``Judge.to_come`` defers to it). Play-off holes are not on the card and are not
reviewed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from golfstudio.ai.playnine_strong import StrongPlayer
from golfstudio.engine.state import State
from golfstudio.playnine.game import PlayNineGame, PlayNineState
from golfstudio.review.judge import Judgement
from golfstudio.review.playnine_bias import bundled_bias


class PlayNineJudge:
    """``review.judge.Judge`` for Play Nine (module docstring)."""

    def __init__(self, game: PlayNineGame, bias: Mapping[int, float] | None = None) -> None:
        self._game = game
        self._strong = StrongPlayer()
        self._bias = bundled_bias() if bias is None else bias

    def to_come(self, state: State[Any], player: int, hole: int) -> float | None:
        return None

    def taken(self, state: State[Any], player: int, hole: int) -> int:
        return 0

    def judge(self, state: State[Any], action: Any) -> Judgement | None:
        assert isinstance(state, PlayNineState)
        player = state.current_player()
        advice = self._strong.advise(state.view(player))
        values = {option.action: option.expected for option in advice.options}
        if len(set(values.values())) < 2:
            return None
        best = advice.options[0]
        shift = self._bias.get(face_down(state, player), 0.0)
        return Judgement(values[action] + shift, best.expected + shift, best.action)


def face_down(state: PlayNineState, player: int) -> int:
    """The face-down cards of ``player``'s layout (what the correction is measured by)."""
    return sum(1 for up in state.face_up[player] if not up)
