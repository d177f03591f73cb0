"""Expected strokes under the best play, capped at the stroke limit as the game scores.

carambole.md §6: a ball scores the stroke it drops in on, or the stroke limit ``L`` if it is
not holed by then. The player chooses direction and die or card; the faces fall at random.
With ``t`` strokes taken and the ball resting on state ``s``, the expected final score
under the best play is (finite-horizon dynamic programming, docs/analysis.md)::

    V_L(s) = L
    V_t(s) = min over choices a of  Σ_faces p · (t + 1 if the face holes else V_{t+1}(end))

The sweeps work with the strokes still to come, ``R_h(s) = V_{L−h}(s) − (L − h)`` for a
horizon of ``h`` strokes: ``R_0 = 0`` and ``R_h(s) = 1 + min_a Σ p · R_{h−1}(end)`` with
``R(hole) = 0``. The best choice depends on the horizon (near the limit a safe approach is
worth less), so the policy is kept for every stroke count; ``BestPlayer`` follows it with
its ball's stroke count. Ties go to the first choice in ``legal_actions`` order.

A state's distinct outcomes (``ShotGraph.ends``) are read by one ``itemgetter`` over the
values by cell and summed six faces at a time, all in C. Two exact shortcuts keep the sweeps
short:

- while ``h`` is at most the state's minimal strokes, no choice can hole within the horizon,
  so every choice is worth ``R_h = h`` (the ball scores the limit whatever it does): nothing
  is evaluated. The policy there (and on the last stroke, ``h = 1``, where every outcome
  scores ``L`` too) is the best choice of the first horizon at which the choice matters —
  at ``h = 2`` that is the choice most likely to drop in, so the last stroke goes for the
  hole;
- ``R_h`` grows with ``h`` (a longer horizon can only cost more strokes), so an outcome's
  value at an earlier horizon is a lower bound of its value at every later one. Once a
  state's values have settled a little (``_SETTLE`` horizons past its minimal strokes), its
  ``_KEEP`` best outcomes are evaluated alone at the next horizons, as long as their best
  stays below the least earlier value of the others (which then can neither beat it nor
  tie); else all are evaluated again.

With the policy fixed, two more sweeps give the chance of holing within the limit and the
second moment of the score, hence its standard deviation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from itertools import chain, compress, count, repeat
from operator import itemgetter, lt
from typing import Any

from golfstudio.analysis.reachability import Reachability
from golfstudio.analysis.shot_graph import ShotGraph

_Getter = Callable[[list[float]], tuple[float, ...]]

_KEEP = 8
"""A state's best outcomes that are evaluated alone while no other can catch up with them."""
_SETTLE = 5
"""Horizons past a state's minimal strokes before its best outcomes are evaluated alone
(earlier, its values all grow by about a stroke a horizon and the others soon catch up)."""


@dataclass(frozen=True, eq=False)
class ExpectedStrokes:
    limit: int
    values: tuple[tuple[float, ...], ...]
    """``values[t][cell]`` = V_t: expected final score with ``t`` strokes taken, for
    ``t`` in ``0 … L − 1``; ``nan`` for a cell that is not a state (and the hole)."""
    policy: tuple[tuple[int, ...], ...]
    """``policy[t][cell]``: the index in ``ShotGraph.ends[cell]`` of the best outcome with
    ``t`` strokes taken; ``-1`` for a cell that is not a state."""
    holed: tuple[float, ...]
    """By cell, from stroke 0 under the policy: the chance of holing within the limit."""
    spread: tuple[float, ...]
    """By cell, from stroke 0 under the policy: the standard deviation of the score."""

    @property
    def expected(self) -> tuple[float, ...]:
        """V_0 by cell: the expected score of a ball put there before its first stroke."""
        return self.values[0]


def find_expected_strokes(shots: ShotGraph, reach: Reachability) -> ExpectedStrokes:
    """Run the sweeps (module docstring) over the states of ``shots``."""
    table = shots.table
    limit = table.stroke_limit
    hole = shots.hole
    n = len(table)
    faces = shots.faces
    states = shots.states
    groups = [shots.ends[c] for c in states]
    # One getter per state over all its outcomes' faces: a sweep reads a state's values in
    # one call and sums them ``faces`` at a time.
    getters = [_getter(tuple(chain.from_iterable(gs))) for gs in groups]
    unreachable = n + limit  # more than any minimal strokes
    least_by_cell = [reach.min_strokes.get(c, unreachable) for c in range(n)]
    least = [least_by_cell[c] for c in states]

    # r_values[h][i], r_policy[h][i]: R_h and the chosen outcome of states[i], h = 1 … L.
    r_values: list[list[float]] = [[] for _ in range(limit + 1)]
    r_policy: list[list[int]] = [[] for _ in range(limit + 1)]
    r_values[1] = [1.0] * len(states)
    r_policy[1] = [-1] * len(states)  # filled in below
    w = [0.0] * n  # R_{h-1} by cell; the hole stays 0
    # Per state, once its values have settled a little: its ``_KEEP`` best outcomes (their
    # indices and a getter over them) and the least value of the others, a lower bound of
    # every left-out outcome from then on (values grow with the horizon).
    kept: list[tuple[int, ...]] = [()] * len(states)
    kept_getter: list[_Getter | None] = [None] * len(states)
    floor = [math.inf] * len(states)
    for h in range(2, limit + 1):
        for c, v in zip(states, r_values[h - 1], strict=True):
            w[c] = v
        values: list[float] = []
        chosen: list[int] = []
        for i, getter in enumerate(getters):
            if h <= least[i]:
                values.append(float(h))
                chosen.append(-1)  # every choice scores the limit; filled in below
                continue
            part = kept_getter[i]
            if part is not None:
                sums = list(map(sum, zip(*[iter(part(w))] * faces, strict=True)))
                best = min(sums)
                if best < floor[i]:  # no left-out outcome can reach it, nor tie
                    values.append(1.0 + best / faces)
                    chosen.append(kept[i][sums.index(best)])
                    continue
            sums = list(map(sum, zip(*[iter(getter(w))] * faces, strict=True)))
            best = min(sums)
            values.append(1.0 + best / faces)
            chosen.append(sums.index(best))
            kept_getter[i] = None
            if len(sums) > _KEEP and h - least[i] >= _SETTLE:
                cut = sorted(sums)[_KEEP]
                if cut > best:
                    keep = tuple(compress(count(), map(lt, sums, repeat(cut))))
                    kept[i] = keep
                    kept_getter[i] = _getter(tuple(chain.from_iterable(
                        map(groups[i].__getitem__, keep))))
                    floor[i] = cut
        r_values[h] = values
        r_policy[h] = chosen
    # Where no choice can hole within the horizon (and on the last stroke), every choice
    # scores the limit: take the one that is best with one stroke more to go — the first
    # horizon at which the choice matters. (At h = 2 the best choice is the one most likely
    # to drop in, so the last stroke goes for the hole.) A state too far for any horizon
    # takes the outcome most likely to drop in, else the one ending closest to the hole.
    for i in range(len(states)):
        first = least[i] + 1
        k = r_policy[first][i] if first <= limit else _heading(groups[i], least_by_cell, hole)
        for h in range(1, min(first, limit + 1)):
            r_policy[h][i] = k

    nan = math.nan
    by_t_values: list[tuple[float, ...]] = []
    by_t_policy: list[tuple[int, ...]] = []
    chosen_getters: list[list[_Getter]] = []
    made: dict[tuple[int, int], _Getter] = {}
    for t in range(limit):
        h = limit - t
        by_value = [nan] * n
        by_index = [-1] * n
        for c, v, k in zip(states, r_values[h], r_policy[h], strict=True):
            by_value[c] = t + v
            by_index[c] = k
        by_t_values.append(tuple(by_value))
        by_t_policy.append(tuple(by_index))
        chosen_getters.append([made[i, k] if (i, k) in made else made.setdefault(
            (i, k), _getter(groups[i][k])) for i, k in enumerate(r_policy[h])])

    holed = _follow(n, hole, states, chosen_getters, faces, lambda t: 1.0, 0.0)
    second = _follow(n, hole, states, chosen_getters, faces, lambda t: float((t + 1) ** 2),
                     float(limit * limit))
    spread = tuple(nan if math.isnan(v) else math.sqrt(max(0.0, m - v * v))
                   for m, v in zip(second, by_t_values[0], strict=True))
    return ExpectedStrokes(limit=limit, values=tuple(by_t_values), policy=tuple(by_t_policy),
                           holed=holed, spread=spread)


def _getter(ends: tuple[int, ...]) -> _Getter:
    getter: Any = itemgetter(*ends)
    return getter  # type: ignore[no-any-return]


def _heading(groups: tuple[tuple[int, ...], ...], least: list[int], hole: int) -> int:
    """The first outcome with the most faces dropping in, and then with its faces' ends
    fewest strokes (with chosen faces) from the hole in total."""
    keys = [(-ends.count(hole), sum(least[e] for e in ends)) for ends in groups]
    return keys.index(min(keys))


def _follow(n: int, hole: int, states: tuple[int, ...], chosen: list[list[_Getter]],
            faces: int, on_hole: Callable[[int], float], at_limit: float) -> tuple[float, ...]:
    """Sweep the fixed policy (``chosen[t]``: each state's getter with ``t`` strokes taken):
    the expectation at stroke 0 of a quantity that is ``on_hole(t)`` when the ball drops in
    on stroke ``t + 1`` and ``at_limit`` when it is not holed within the limit."""
    w = [at_limit] * n
    for t in range(len(chosen) - 1, -1, -1):
        w[hole] = on_hole(t)
        new = [sum(g(w)) / faces for g in chosen[t]]
        for c, v in zip(states, new, strict=True):
            w[c] = v
    out = [math.nan] * n
    for c in states:
        out[c] = w[c]
    return tuple(out)
