"""Ultimate Golf reviewed by the hole analysis (docs/review.md, docs/ultimate-analysis.md).

V of a ball is the analysis' expected strokes to hole out from it (``HoleAnalysis.value``:
the solved lattice, the exact putting chances on the green, a look-ahead anywhere else).
Q of a shot the analysis considers (a card, an aim turned off the flag line, an iron) is its
look-ahead value (``HoleAnalysis.shot_values``), so the best player's shots lose nothing.
An aim the analysis does not consider (a person's drag, the random player's rough aim) is
played through the engine itself: each of the 21 throws of two dice is rolled on a copy of
the state, relief is the best option for the player, a ball covering the hole or a missed
putt takes its re-roll's chances, and where the turn passes the ball is worth its V — the
engine's rules, not a second statement of them. Q of a relief option is its penalty and V
where it puts the ball.

Aiming is continuous, so a person may find an aim a little better than the analysis' best
candidate: then that aim is the best, and the decision loses nothing. Balls do not touch in
Ultimate Golf, so the others' play is no part of a player's luck; the pick-up limit (12) is
not in the analysis, as for ``best``.
"""

from __future__ import annotations

import math
from typing import Any

from golfstudio.ai.ultimate_best import analysis_for
from golfstudio.engine.state import State
from golfstudio.review.judge import Judgement, taken_on
from golfstudio.ultimate.analysis import HoleAnalysis
from golfstudio.ultimate.analysis_model import aim_point
from golfstudio.ultimate.ball import Ball
from golfstudio.ultimate.game import Drop, Shot, Stage, UltimateGame, UltimateState
from golfstudio.ultimate.lie import SituationKind

TURN_TOLERANCE = 1e-6
"""Degrees within which an aim is the analysis' candidate (saved games keep 17 digits)."""


class UltimateJudge:
    """``review.judge.Judge`` for Ultimate Golf (module docstring)."""

    def __init__(self, game: UltimateGame) -> None:
        self._game = game

    def _analysis(self, hole: int) -> HoleAnalysis:
        return analysis_for(self._game.hole(hole), self._game.cards)

    def to_come(self, state: State[Any], player: int, hole: int) -> float:
        assert isinstance(state, UltimateState)
        if state.is_over() or state.hole_index > hole:
            return 0.0
        if state.hole_index < hole or state.stage is Stage.LEADER:
            return self._analysis(hole).expected
        if state.holed_out(player):
            return 0.0
        return self._analysis(hole).value(state.ball(player))

    def taken(self, state: State[Any], player: int, hole: int) -> int:
        assert isinstance(state, UltimateState)
        playing = hole if state.is_over() else state.hole_index
        return taken_on(state, player, hole, playing, state.strokes(player))

    def judge(self, state: State[Any], action: Any) -> Judgement | None:
        assert isinstance(state, UltimateState)
        player = state.current_player()
        hole = state.hole_index
        analysis = self._analysis(hole)
        if state.stage is Stage.RELIEF:
            count = len(state.relief_options())
            if count < 2:
                return None
            values = [self._expected(_applied(state, Drop(k)), player, hole, analysis)
                      for k in range(count)]
            best = min(range(count), key=values.__getitem__)
            assert isinstance(action, Drop)
            return Judgement(values[action.option], values[best], Drop(best))
        assert isinstance(action, Shot)
        ball = state.ball(player)
        if state.situation(player).kind is SituationKind.PUTTING:
            return None  # the putter is the only card on the green
        options = analysis.shot_values(ball)
        if len(options) < 2:
            return None
        flag = analysis.hole.flag
        assert flag is not None
        turn = _turn(ball, flag, action)
        chosen: float | None = next(
            (q for a, q in options if a.card == action.card and a.iron == action.iron
             and abs(a.turn - turn) <= TURN_TOLERANCE), None)
        if chosen is None:
            chosen = self._expected(_applied(state, action), player, hole, analysis)
        best_action, best_q = min(options, key=lambda aq: aq[1])
        if chosen < best_q:
            return Judgement(chosen, chosen, action)
        return Judgement(chosen, best_q, Shot(best_action.card,
                                            aim_point(ball.at, flag, best_action.turn),
                                            best_action.iron))

    def _expected(self, state: UltimateState, player: int, hole: int,
                  analysis: HoleAnalysis) -> float:
        """The strokes ``player`` takes from ``state`` to the end of ``hole``, expected:
        the turn played out through the engine (throws, relief chosen best, re-rolls), then
        the ball's V. The balls the turn may end on are valued together
        (``HoleAnalysis.values`` looks ahead from all of them at once)."""
        leaves: list[tuple[Ball, int]] = []
        total = self._settle(state, player, hole, state.strokes(player), leaves)
        values = analysis.values([ball for ball, _ in leaves])
        return total.resolve(values)

    def _settle(self, state: UltimateState, player: int, hole: int, base: int,
                leaves: list[tuple[Ball, int]]) -> _Node:
        """The tree of the rest of the turn (module docstring), its leaves collected."""
        if state.is_over() or state.hole_index != hole:
            row = state.card()[hole][player]
            assert row is not None
            return _Node.known(row - base)
        if state.holed_out(player):
            return _Node.known(min(state.strokes(player), self._game.params.pickup) - base)
        if state.player_to_play() == player and state.stage is Stage.RELIEF:
            return _Node.least([self._settle(_applied(state, Drop(k)), player, hole, base,
                                             leaves)
                                for k in range(len(state.relief_options()))])
        if state.player_to_play() == player and state.is_chance_node():
            return _Node.mean([(float(p), self._settle(_applied(state, roll), player, hole,
                                                       base, leaves))
                               for roll, p in state.chance_outcomes()])
        leaves.append((state.ball(player), state.strokes(player) - base))
        return _Node.leaf(len(leaves) - 1, state.strokes(player) - base)


class _Node:
    """A node of a turn's tree: a known count, a leaf (strokes so far + V of a ball), the
    least of relief options or the mean over throws."""

    def __init__(self, kind: str, value: float = 0.0, index: int = -1,
                 children: list[tuple[float, _Node]] | None = None) -> None:
        self.kind, self.value, self.index, self.children = kind, value, index, children or []

    @classmethod
    def known(cls, strokes: int) -> _Node:
        return cls("known", float(strokes))

    @classmethod
    def leaf(cls, index: int, strokes: int) -> _Node:
        return cls("leaf", float(strokes), index)

    @classmethod
    def least(cls, options: list[_Node]) -> _Node:
        return cls("least", children=[(1.0, o) for o in options])

    @classmethod
    def mean(cls, weighted: list[tuple[float, _Node]]) -> _Node:
        return cls("mean", children=weighted)

    def resolve(self, values: list[float]) -> float:
        if self.kind == "known":
            return self.value
        if self.kind == "leaf":
            return self.value + values[self.index]
        if self.kind == "least":
            return min(child.resolve(values) for _, child in self.children)
        return sum(w * child.resolve(values) for w, child in self.children)


def _applied(state: UltimateState, action: Any) -> UltimateState:
    copy = state.clone()
    copy.apply(action)
    return copy


def _turn(ball: Ball, flag: Any, shot: Shot) -> float:
    """How many degrees ``shot``'s aim is turned off the flag line (positive: left), in
    (-180, 180]; 0 for an aim at the flag or from the flag's own spot."""
    if shot.aim == flag:
        return 0.0
    a = math.atan2(shot.aim.y - ball.at.y, shot.aim.x - ball.at.x)
    f = math.atan2(flag.y - ball.at.y, flag.x - ball.at.x)
    turn = math.degrees(a - f)
    while turn <= -180.0:
        turn += 360.0
    while turn > 180.0:
        turn -= 360.0
    return turn
