"""Dice Golf reviewed by the hole's optimal policy (docs/review.md, dicegolf/policy.py).

V of a ball is the policy's expected strokes from its position with the throws it has made
(``Policy.expected``; 0 once it is done). The player's decisions are weighed as ``best``
weighs them:

- **a selection** (green, triple bunker, water): Q of a keep is one stroke for the throw
  and the expected cost of the re-roll's result under the best decisions after it
  (``Policy.keep_costs``);
- **after the throw** (accept, a sign change, a card, fair play): one stroke and the mean
  cost of the choice's results (``BestPlayer.choice_value``: penalties and the policy's V
  where the ball lands).

The policy knows no cards, so what a card in hand is worth shows as luck when the player
uses it, and the cards the others lay on the player (air shots, weather) are luck too, as
the issue asks. Laying a card on another's throw changes only the other's strokes: it is
no decision of the player's own game, except on the last hole, where every card still held
is a penalty stroke (rule §5): there V counts the cards in hand and a card laid is worth one
stroke less.
"""

from __future__ import annotations

from typing import Any

from golfstudio.ai.dicegolf import BestPlayer
from golfstudio.dicegolf.actions import PASS, Action, Keep, Lay
from golfstudio.dicegolf.game import DiceGolfGame, DiceGolfState, Stage
from golfstudio.engine.state import State
from golfstudio.review.judge import Judgement, taken_on


class DiceGolfJudge:
    """``review.judge.Judge`` for Dice Golf (module docstring)."""

    def __init__(self, game: DiceGolfGame) -> None:
        self._game = game
        self._best = BestPlayer()

    def _last(self, hole: int) -> bool:
        return hole == len(self._game.hole_numbers) - 1

    def _held(self, state: DiceGolfState, player: int, hole: int) -> int:
        """The cards ``player`` holds, counted on the last hole (module docstring)."""
        return state.hand_size(player) if self._last(hole) else 0

    def to_come(self, state: State[Any], player: int, hole: int) -> float:
        assert isinstance(state, DiceGolfState)
        policy = self._best.policy(self._game.hole(hole))
        if state.is_over() or state.hole_index > hole:
            return 0.0
        held = self._held(state, player, hole)
        if state.hole_index < hole:
            return policy.expected(0, 0) + held
        if state.done(player):
            return float(held)
        return policy.expected(state.position(player), state.throws(player)) + held

    def taken(self, state: State[Any], player: int, hole: int) -> int:
        assert isinstance(state, DiceGolfState)
        playing = hole if state.is_over() else state.hole_index
        return taken_on(state, player, hole, playing, state.strokes(player))

    def judge(self, state: State[Any], action: Any) -> Judgement | None:
        assert isinstance(state, DiceGolfState)
        player = state.current_player()
        options = state.legal_actions()
        if len(options) < 2:
            return None
        hole = state.hole_index
        held = self._held(state, player, hole)
        view = state.view(player)
        if state.stage is Stage.AGAINST:
            if not self._last(hole):
                return None
            # The last hole: a card laid is a card fewer held at the end.
            own = self.to_come(state, player, hole)
            lays = [a for a in options if isinstance(a, Lay)]
            laid: Action = lays[0] if lays else PASS
            return Judgement(own - (1 if isinstance(action, Lay) else 0),
                             own - (1 if lays else 0), laid)
        if state.stage is Stage.KEEP:
            throw = state.current_throw()
            assert throw is not None
            dice = tuple(d for d in throw.dice if d is not None)
            policy = self._best.policy(state.hole)
            costs = policy.keep_costs(throw.start, state.throws(player), dice)
            best_mask = min(costs, key=costs.__getitem__)
            assert isinstance(action, Keep)
            return Judgement(1 + costs[action.dice] + held, 1 + costs[best_mask] + held,
                             Keep(best_mask))
        values = {a: 1.0 - self._best.choice_value(view, a) + held for a in options}
        best_action = min(values, key=values.__getitem__)
        return Judgement(values[action], values[best_action], best_action)
