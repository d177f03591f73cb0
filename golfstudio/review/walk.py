"""The review's bookkeeping: a game's actions replayed, each player's decisions weighed by
the game's ``Judge`` and the luck between them measured (docs/review.md).

For each player and hole the walk keeps the Q of the last choice (at the hole's start, V of
the start) and the strokes counted when it was made. At the player's next decision the luck
of what happened meanwhile is that Q less the strokes taken since and the new V; when the
card's row fills, the hole is over and V is 0. Since each V is used once as the end of one
luck and once as the start of the next error, the sum telescopes: strokes taken = V(start)
+ Σ errors − Σ luck, exactly, whatever the judge's precision (a test checks it on every hole
of simulated games). A hole a saved game stops in the middle of is left out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from golfstudio.engine.state import CHANCE, Game, State
from golfstudio.review.judge import Judge
from golfstudio.review.labels import Thresholds
from golfstudio.review.model import Decision, HoleReview, PlayerReview, Review

Progress = Callable[[int, int], None]
"""``progress(done, total)``: called after each action replayed (a view's progress bar)."""


@dataclass
class _Open:
    """A decision whose luck is not known yet (the hole's start is one, without a choice)."""

    q: float
    taken: int
    step: int = -1
    chosen_text: str = ""
    best_text: str = ""
    value: float = 0.0
    best_action: Any = None


@dataclass
class _Hole:
    player: int
    hole: int
    start_value: float | None
    """None while the judge defers it to the first decision (``Judge.to_come``)."""
    open: _Open
    start_luck: float | None = None
    decisions: list[Decision] = field(default_factory=list)

    def close(self, taken: int, value: float, thresholds: Thresholds) -> None:
        """The open decision's luck, now that the player stands at V = ``value`` with
        ``taken`` strokes counted on the hole."""
        o = self.open
        luck = o.q - (taken - o.taken + value)
        if o.step < 0:
            self.start_luck = luck
            return
        error = max(0.0, o.q - o.value)
        self.decisions.append(Decision(self.player, self.hole, o.step, o.chosen_text,
                                       o.best_text, o.value, o.q, luck, thresholds.label(error),
                                       o.best_action))


def walk(game: Game[Any], actions: Sequence[Any], judge: Judge, thresholds: Thresholds, *,
         players: Iterable[int] | None = None, estimated: bool = False,
         progress: Progress | None = None) -> Review:
    """Review ``actions`` (the game's own action objects) for ``players`` (every seat by
    default)."""
    names = game.player_names()
    rows = len(game.holes())
    labels = game.hole_labels()
    seats = tuple(range(len(names))) if players is None else tuple(players)
    state: State[Any] = game.new_state()
    holes: dict[int, list[HoleReview]] = {p: [] for p in seats}
    current: dict[int, _Hole | None] = {p: _begin(judge, state, p, 0) if rows else None
                                        for p in seats}
    for step, action in enumerate(actions):
        seat = state.current_player()
        playing = current.get(seat) if seat != CHANCE else None
        if playing is not None:
            judgement = judge.judge(state, action)
            if judgement is not None:
                taken = judge.taken(state, seat, playing.hole)
                if playing.start_value is None:
                    playing.start_value = playing.open.q = (
                        taken - playing.open.taken + judgement.best)
                playing.close(taken, judgement.best, thresholds)
                playing.open = _Open(judgement.chosen, taken, step,
                                     game.action_text(action),
                                     game.action_text(judgement.best_action), judgement.best,
                                     judgement.best_action)
        state.apply(action)
        card = state.card()
        for p in seats:
            hole = current[p]
            while hole is not None and card[hole.hole][p] is not None:
                strokes = card[hole.hole][p]
                assert strokes is not None
                if hole.start_value is None:  # no decision on the hole: nothing to weigh
                    hole.start_value = hole.open.q = strokes - hole.open.taken
                hole.close(strokes, 0.0, thresholds)
                assert hole.start_luck is not None and hole.start_value is not None
                holes[p].append(HoleReview(p, hole.hole, labels[hole.hole], strokes,
                                           hole.start_value, hole.start_luck,
                                           tuple(hole.decisions)))
                nxt = hole.hole + 1
                hole = current[p] = _begin(judge, state, p, nxt) if nxt < rows else None
        if progress is not None:
            progress(step + 1, len(actions))
    return Review(game.game_id,
                  tuple(PlayerReview(p, names[p], tuple(holes[p]), thresholds) for p in seats),
                  estimated)


def _begin(judge: Judge, state: State[Any], player: int, hole: int) -> _Hole:
    value = judge.to_come(state, player, hole)
    return _Hole(player, hole, value,
                 _Open(0.0 if value is None else value, judge.taken(state, player, hole)))
