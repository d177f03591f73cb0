"""Mini Golf Carambole reviewed by the course analysis (docs/review.md, docs/analysis.md).

A ball's V is the capped dynamic programme's expected score less the strokes it has taken
(``CourseAnalysis.expected_after``): a ball not yet on the course is worth its best start,
a holed or finished ball nothing. A player with several balls is worth the sum of theirs.
Q of a shot is the mean over the die's equally likely faces of one stroke plus the V of the
ball where that face leaves it (the analysis' own ``ShotGraph`` ends, so a best shot's Q is
the analysis' V exactly); Q of a start is the start's V.

The analysis is a lone ball's. In carambole mode the other balls change where a shot ends
(they block, they are knocked about): that difference shows as luck, as the issue asks. A
ball a collision leaves on a cell no lone shot ends on has no analysed value: its shots are
weighed one stroke ahead over the faces of each choice (the ends valued by the analysis, or
as the stroke limit where even they are not analysed), a documented approximation for a rare
position.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from golfstudio.ai.best import analysis_for
from golfstudio.analysis import CourseAnalysis
from golfstudio.analysis.shot_graph import face_impulses
from golfstudio.analysis.walks import all_ends
from golfstudio.carambole.game import BallState, CaramboleGame, CaramboleState, Place, Shot
from golfstudio.engine.state import State
from golfstudio.hexgrid import Hex
from golfstudio.review.judge import Judgement, taken_on


class CaramboleJudge:
    """``review.judge.Judge`` for Carambole (module docstring)."""

    def __init__(self, game: CaramboleGame) -> None:
        self._game = game

    def _analysis(self, state: CaramboleState, hole: int) -> CourseAnalysis:
        return analysis_for(state.tables[hole])

    def _best_start(self, analysis: CourseAnalysis) -> float:
        values = [s.expected for s in analysis.starts if s.reachable]
        return min(values) if values else float(analysis.stroke_limit)

    def _ball(self, state: CaramboleState, ball: int, hole: int) -> float:
        """The strokes ``ball`` still takes on ``hole`` (module docstring)."""
        analysis = self._analysis(state, hole)
        if state.course_index < hole:
            return self._best_start(analysis)
        if state.course_index > hole:
            return 0.0
        condition = state.ball_state(ball)
        if condition is BallState.WAITING:
            return self._best_start(analysis)
        if condition is not BallState.PLAYING:
            return 0.0
        cell = state.ball_cell(ball)
        assert cell is not None
        taken = state.strokes(ball)
        found = analysis.expected_after(cell, taken)
        if found is not None:
            return found - taken
        return _least(_lookahead(analysis, cell, taken))[1]

    def _balls(self, player: int) -> list[int]:
        return [b.number for b in self._game.params.balls() if b.owner == player]

    def to_come(self, state: State[Any], player: int, hole: int) -> float:
        assert isinstance(state, CaramboleState)
        return sum(self._ball(state, b, hole) for b in self._balls(player))

    def taken(self, state: State[Any], player: int, hole: int) -> int:
        assert isinstance(state, CaramboleState)
        playing = hole if state.is_over() else state.course_index
        so_far = sum(state.strokes(b) for b in self._balls(player)) if playing == hole else 0
        return taken_on(state, player, hole, playing, so_far)

    def judge(self, state: State[Any], action: Any) -> Judgement | None:
        assert isinstance(state, CaramboleState)
        ball = state.ball_to_play()
        assert ball is not None
        hole = state.course_index
        analysis = self._analysis(state, hole)
        player = state.current_player()
        others = sum(self._ball(state, b, hole) for b in self._balls(player) if b != ball)
        options = state.legal_actions()
        if len(options) < 2:
            return None
        if isinstance(action, Place):
            places = [p for p in options if isinstance(p, Place)]
            best, value = _least([_start(analysis, p.cell) for p in places])
            return Judgement(_start(analysis, action.cell) + others, value + others, places[best])
        assert isinstance(action, Shot)
        cell = state.ball_cell(ball)
        assert cell is not None
        taken = state.strokes(ball)
        shots = analysis.shots
        c = analysis.table.index[cell]
        by_choice = (_shot_values(analysis, c, taken) if shots.is_state(c)
                     else _lookahead(analysis, cell, taken))
        ids = {(int(ch.direction), ch.source, ch.card): k for k, ch in enumerate(shots.choices)}
        best_id, best_value = _least(by_choice)
        chosen_value = by_choice[ids[int(action.direction), action.source, action.card]]
        assert chosen_value is not None
        return Judgement(chosen_value + others, best_value + others,
                         shots.choices[best_id].to_shot())


def _least(values: Sequence[float | None]) -> tuple[int, float]:
    """The first least value and its place (ties go to the first, as the analysis' policy
    breaks them)."""
    best: tuple[int, float] | None = None
    for k, v in enumerate(values):
        if v is not None and (best is None or v < best[1]):
            best = (k, v)
    assert best is not None
    return best


def _start(analysis: CourseAnalysis, cell: Hex) -> float:
    figures = analysis.states.get(cell)
    return figures.expected if figures is not None else float(analysis.stroke_limit)


def _end_value(analysis: CourseAnalysis, end: int, taken: int) -> float:
    """Strokes to come from a shot's end: 0 in the hole, else V after one more stroke (the
    limit's score once it is reached; the limit too where nothing is analysed)."""
    if end == analysis.shots.hole:
        return 0.0
    after = taken + 1
    limit = analysis.stroke_limit
    if after >= limit:
        return 0.0
    found = analysis.expected_after(analysis.table.hexes[end], after)
    return (found if found is not None else float(limit)) - after


def _shot_values(analysis: CourseAnalysis, cell: int, taken: int) -> list[float | None]:
    """Q of every choice (by id) from an analysed cell; None for an illegal direction."""
    return [None if ends is None else
            1.0 + sum(_end_value(analysis, e, taken) for e in ends) / len(ends)
            for ends in analysis.shots.choice_ends[cell]]


@cache
def _faces(analysis: CourseAnalysis) -> tuple[int, tuple[tuple[int, ...], ...]]:
    return face_impulses(analysis.table)


def _lookahead(analysis: CourseAnalysis, cell: Hex, taken: int) -> list[float | None]:
    """Q of every choice from a cell the analysis has no state for: each direction walked
    as the shot graph walks it (module docstring)."""
    table = analysis.table
    c = table.index[cell]
    faces, impulses = _faces(analysis)
    top = max((i for imps in impulses for i in imps), default=0)
    legal = sorted(int(d) for d in table.legal_directions(c))
    walked = dict(zip(legal, all_ends(table, [(c, d) for d in legal], top), strict=True))
    values: list[float | None] = []
    for d in range(6):
        for imps in impulses:
            ends = walked.get(d)
            values.append(None if ends is None else
                          1.0 + sum(_end_value(analysis, ends[i], taken) for i in imps) / faces)
    return values
