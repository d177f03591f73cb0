"""Two simple Mini Golf Carambole players: ``RandomPlayer`` and ``GreedyPlayer``.

``GreedyPlayer`` looks one shot ahead with exact probabilities: for every legal direction and
die or card it resolves each possible number of impulses (``ImpulseSource.distribution``) and
scores where the ball ends by its distance to the hole over the course's open edges
(``CellTable.hole_distance``, ignoring costs). It holes out when it can: the choice with the
highest probability of holing wins, and among choices that cannot hole, the one ending
closest on average. Ties go to the first choice in ``legal_actions`` order, so a game replays
exactly.

The ``make_*`` factories ``(game, rng)`` are what the registry offers for Carambole
(``engine.registry``'s ``GameInfo.ais``, with a line saying how each plays). Like every AI of the
studio they choose from ``view(player)``, the state as their seat sees it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Protocol

from golfstudio.carambole.game import (
    Action,
    CaramboleGame,
    CaramboleState,
    GameError,
    Mode,
    Place,
    Shot,
)
from golfstudio.carambole.shot import resolve_fast, resolve_ids
from golfstudio.carambole.table import CellTable
from golfstudio.i18n import tr


class CarambolePlayer(Protocol):
    def choose(self, state: CaramboleState) -> Action: ...


def _require_decision(state: CaramboleState) -> list[Action]:
    if state.is_over():
        raise GameError(tr("the game is over: there is nothing to choose"))
    if state.is_chance_node():
        raise GameError(tr("a throw is pending: that is the dice's choice, not a player's"))
    return state.legal_actions()


class RandomPlayer:
    """Picks uniformly among the legal actions with its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: CaramboleState) -> Action:
        return self.rng.choice(_require_decision(state))


class GreedyPlayer:
    """Picks the shot that holes most surely, else the one ending closest on average."""

    def choose(self, state: CaramboleState) -> Action:
        actions = _require_decision(state)
        table = state.table
        if state.needs_start():
            places = [a for a in actions if isinstance(a, Place)]
            return min(places, key=lambda a: table.hole_distance[table.index[a.cell]])
        ball = state.ball_to_play()
        assert ball is not None
        cell = table.index[state.ball_cell(ball)]  # type: ignore[index]
        others = [table.index[state.ball_cell(b)]  # type: ignore[index]
                  for b in state.others_on_course(ball)] if state.mode is Mode.CARAMBOLE else []
        ends = _EndCache(table, cell, others)
        best: Action | None = None
        best_key: tuple[Fraction, Fraction] | None = None
        for action in actions:
            if not isinstance(action, Shot):
                continue
            source = table.source(action.source, action.card)
            p_hole = Fraction(0)
            expected = Fraction(0)
            for impulses, p in source.distribution().items():
                holed, dist = ends.outcome(int(action.direction), impulses)
                if holed:
                    p_hole += p
                expected += p * dist
            key = (-p_hole, expected)
            if best_key is None or key < best_key:
                best, best_key = action, key
        if best is None:
            raise GameError(tr("no shot is legal"))
        return best


class _EndCache:
    """Where the ball ends for a direction and a number of impulses, each worked out once
    (dice and cards share many impulse counts)."""

    def __init__(self, table: CellTable, cell: int, others: Sequence[int]) -> None:
        self.table = table
        self.cell = cell
        self.others = list(others)
        self.seen: dict[tuple[int, int], tuple[bool, int]] = {}

    def outcome(self, direction: int, impulses: int) -> tuple[bool, int]:
        key = (direction, impulses)
        found = self.seen.get(key)
        if found is None:
            t = self.table
            if self.others:
                record = resolve_ids(t, [self.cell, *self.others], direction, impulses)
                end = record.balls[0]
                holed, dist = end.holed, t.hole_distance[t.index[end.cell]]
            else:
                c = resolve_fast(t, self.cell, direction, impulses)
                holed, dist = t.is_hole[c], t.hole_distance[c]
            found = (holed, 0 if holed else dist)
            self.seen[key] = found
        return found


def make_greedy(game: CaramboleGame, rng: random.Random) -> CarambolePlayer:
    return GreedyPlayer()


def make_random(game: CaramboleGame, rng: random.Random) -> CarambolePlayer:
    return RandomPlayer(rng)


def make_best(game: CaramboleGame, rng: random.Random) -> CarambolePlayer:
    # Imported here: the best player builds on GreedyPlayer, and the analysis it needs is
    # loaded only when someone asks for it.
    from golfstudio.ai.best import BestPlayer

    return BestPlayer()

