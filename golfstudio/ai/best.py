"""``BestPlayer``: plays the analysis' optimal policy for a lone ball (docs/analysis.md).

It puts its ball on the start with the lowest expected strokes and then, for the stroke
count its ball has played on the course, takes the shot the capped dynamic programme found
best (``CourseAnalysis.best_shot``). Its mean score over many basic-mode games is the
analysis' expected strokes of that start (a test checks it within 2 % over 10,000 games).

The policy is a lone ball's: in carambole mode it ignores the other balls (they may block it
or be knocked about). A ball resting where the analysis has no state (a cell no lone shot
ends on, which only a collision can leave a ball on) is played as ``GreedyPlayer`` would.
Analyses are computed once per compiled course and shared by every ``BestPlayer``, so a
simulation that makes a new player per game analyses each course once.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from threading import Lock

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.analysis import CourseAnalysis, analyse_table
from golfstudio.carambole.game import Action, CaramboleState, GameError, Place
from golfstudio.carambole.table import CellTable
from golfstudio.i18n import tr

_CACHE_SIZE = 16
_cache: OrderedDict[int, CourseAnalysis] = OrderedDict()
_cache_lock = Lock()


def analysis_for(table: CellTable) -> CourseAnalysis:
    """The analysis of a compiled course, computed once while the table is in use.

    Keyed by the table's identity (tables are shared, never copied); the analysis holds its
    table, so an id is never reused while its entry lives. The few most recent are kept.
    """
    key = id(table)
    with _cache_lock:
        found = _cache.get(key)
        if found is not None and found.table is table:
            _cache.move_to_end(key)
            return found
    analysis = analyse_table(table)
    with _cache_lock:
        _cache[key] = analysis
        _cache.move_to_end(key)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return analysis


class BestPlayer:
    """Plays the optimal policy of the analysis (module docstring).

    ``analyses`` are ready-made analyses to use for their courses' tables; any other course
    is analysed when first met.
    """

    def __init__(self, analyses: CourseAnalysis | Iterable[CourseAnalysis] = ()) -> None:
        given = [analyses] if isinstance(analyses, CourseAnalysis) else list(analyses)
        self._given = {id(a.table): a for a in given}
        self._greedy = GreedyPlayer()

    def analysis(self, table: CellTable) -> CourseAnalysis:
        given = self._given.get(id(table))
        if given is not None and given.table is table:
            return given
        return analysis_for(table)

    def choose(self, state: CaramboleState) -> Action:
        if state.is_over():
            raise GameError(tr("the game is over: there is nothing to choose"))
        if state.is_chance_node():
            raise GameError(tr("a throw is pending: that is the dice's choice, not a player's"))
        actions = state.legal_actions()
        analysis = self.analysis(state.table)
        if state.needs_start():
            places = [a for a in actions if isinstance(a, Place)]
            if not places:
                raise GameError(tr("no start cell is free"))
            return min(places, key=lambda a: _start_value(analysis, a))
        ball = state.ball_to_play()
        assert ball is not None
        cell = state.ball_cell(ball)
        assert cell is not None
        best = analysis.best_shot(cell, min(state.strokes(ball), analysis.stroke_limit - 1))
        if best is None:
            return self._greedy.choose(state)
        return best.to_shot()


def _start_value(analysis: CourseAnalysis, place: Place) -> float:
    state = analysis.states.get(place.cell)
    return state.expected if state is not None else float(analysis.stroke_limit)
