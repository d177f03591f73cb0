"""``BestPlayer``: plays Ultimate Golf by the hole analysis' optimal policy.

Each shot is ``HoleAnalysis.best_shot`` for its ball (the solved policy from the tee, a
one-step look-ahead over the solved values anywhere else); a relief choice is the option
with the least penalty plus expected strokes from where it puts the ball
(``HoleAnalysis.value``). Its mean score on a hole over many plays is the analysis'
expected strokes from the tee (a test checks it within 2 % over 2,000 plays).

The policy is a lone ball's: other players' balls do not touch it in Ultimate Golf, so
nothing is lost in a game of several. The engine's pick-up limit (12 strokes) is not in
the analysis; on the bundled holes it is almost never reached by this player.

Analyses are computed once per (hole, card set) and shared by every ``BestPlayer``: a
simulation that makes a new player per game analyses each hole once.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from threading import Lock

from golfstudio.engine.errors import GameError
from golfstudio.i18n import tr
from golfstudio.ultimate.analysis import HoleAnalysis, analyse_hole
from golfstudio.ultimate.ball import take_relief
from golfstudio.ultimate.cards import CardSet
from golfstudio.ultimate.course import Hole
from golfstudio.ultimate.game import Action, Drop, Stage, UltimateGame, UltimateState

__all__ = ["BestPlayer", "analysis_for"]

_CACHE_SIZE = 18
"""A course's worth of holes (an analysis holds some 20 MB)."""

_cache: OrderedDict[tuple[Hole, CardSet], HoleAnalysis] = OrderedDict()
_cache_lock = Lock()
_last: dict[tuple[int, int], tuple[Hole, CardSet, HoleAnalysis]] = {}


def analysis_for(hole: Hole, cards: CardSet) -> HoleAnalysis:
    """The analysis of ``hole`` with ``cards``, computed once while in use (keyed by value:
    holes and card sets are frozen models, so an edited hole is a new key)."""
    with _cache_lock:
        last = _last.get((id(hole), id(cards)))
        if last is not None and last[0] is hole and last[1] is cards:
            return last[2]
    key = (hole, cards)
    with _cache_lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            _remember(hole, cards, found)
            return found
    analysis = analyse_hole(hole, cards)
    with _cache_lock:
        _cache[key] = analysis
        _cache.move_to_end(key)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
        _remember(hole, cards, analysis)
    return analysis


def _remember(hole: Hole, cards: CardSet, analysis: HoleAnalysis) -> None:
    """The last few by identity: a game's hole and card set are the same objects from shot
    to shot, and hashing a whole hole for every shot would cost more than the shot."""
    _last[(id(hole), id(cards))] = (hole, cards, analysis)
    while len(_last) > _CACHE_SIZE:
        _last.pop(next(iter(_last)))


class BestPlayer:
    """Plays the analysis' best shot and relief (module docstring). ``rng`` is accepted for
    the registry's signature; the policy has no randomness."""

    def __init__(self, game: UltimateGame, rng: random.Random | None = None) -> None:
        self.game = game
        self.rng = rng

    def choose(self, view: UltimateState) -> Action:
        if view.is_over():
            raise GameError(tr("the round is over: there is nothing to choose"))
        if view.is_chance_node():
            raise GameError(tr("a throw is pending: that is the dice's choice, not a player's"))
        seat = view.player_to_play()
        assert seat is not None
        analysis = analysis_for(view.hole, view.game.cards)
        if view.stage is Stage.RELIEF:
            outcome, played_from = view.pending_outcome, view.played_from
            assert outcome is not None and played_from is not None

            def cost(k: int) -> float:
                option = outcome.relief[k]
                dropped = take_relief(view.hole, played_from, outcome, option)
                return option.penalty + analysis.value(dropped)

            return Drop(min(range(len(outcome.relief)), key=cost))
        return analysis.best_shot(view.ball(seat))
