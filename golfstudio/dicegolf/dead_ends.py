"""Dead ends: stretches of a hole from which no throw moves the ball without a penalty.

dice-golf.md §3 ("No dead ends on a course", *Decision*): the printed boards are lost and
their formulas are ours, so a course must not hold a reachable position on the fairway from
which every throw costs a penalty — a ball there spends its ten throws paying penalties
(hole 4 of the first bundled course at 190 m scored 19). The track editor lists every such
stretch while the user designs, and a test walks every reachable position of the bundled
course.

- A position is **stuck** when the ball makes a normal throw there (the fairway, a slope, a
  bank) or lies in a bunker or grove, and no throw — every roll of the dice, no card, no sign
  change (which costs a penalty itself) — leaves it elsewhere without a penalty: every
  distance crosses a zone limit or reaches the end of terrain, or, in a bunker, every way out
  does. The green (its combination holes out) and water (its throw always goes back to the
  mark, as the rule wants) are never stuck.
- A position is **reachable** when some sequence of throws from the tee leaves the ball
  there: every roll of the dice, every selection, and every sign change a player may make
  (the operations die may send a ball back across a limit). Cards are left out
  (*Decision*, docs/dicegolf-format.md): a game may be played without them, and the cards
  that move a ball elsewhere (the weather, chance, No penalty's stay) are also the player's
  way out of a stuck position.

Every landing comes from ``rules.move`` and ``rules.resolve``'s own reading of a throw; the
throws are grouped by what the throw reads (a distance, a total), so a hole of 500 m is
walked in a few milliseconds per formula.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from golfstudio.dicegolf import rules
from golfstudio.dicegolf.combination import Combination
from golfstudio.dicegolf.formula import (
    Die,
    Formula,
    Op,
    evaluate_many,
    operators,
    uses,
    with_operator,
)
from golfstudio.dicegolf.hole import Bank, Hole, Slope, Water
from golfstudio.dicegolf.rules import GROVE_LIMIT, Landing, Reason, ThrowKind
from golfstudio.dicegolf.throw import distribution, every_throw

__all__ = ["DeadEnd", "dead_end_stretches", "dead_ends", "landings_from", "reachable",
           "stuck"]


@dataclass(frozen=True)
class DeadEnd:
    """A stretch of stuck positions, ``start`` to ``end`` metres (both included), and
    whether a ball can reach any of them from the tee."""

    start: int
    end: int
    reachable: bool


@lru_cache(maxsize=512)
def _distances(formula: Formula, bonuses: bool, avoid: Combination | None) -> tuple[int, ...]:
    """Every distance ``formula`` gives (with the bonuses where ``bonuses``), over the throws
    that do not show ``avoid`` (the green's combination, which holes out instead)."""
    if avoid is None:
        return tuple(d for d, _ in distribution(formula, bonuses).outcomes)
    fifth = Die.W in uses(formula)
    dice, earned = every_throw(fifth)
    values = evaluate_many(formula, dice) + (earned if bonuses else 0)
    shown = np.array([avoid.shows(faces) for faces in _four_faces()], dtype=np.bool_)
    if fifth:
        shown = np.repeat(shown, 6)
    return tuple(int(v) for v in np.unique(values[~shown]))


@lru_cache(maxsize=1)
def _four_faces() -> tuple[tuple[int, int, int, int], ...]:
    faces = range(1, 7)
    return tuple((a, b, c, d) for a in faces for b in faces for c in faces for d in faces)


@lru_cache(maxsize=8)
def _totals(needed: Combination) -> tuple[int, ...]:
    """The four dice's totals of the throws that show ``needed`` (a bunker's or grove's way
    out: the total is the distance, §4)."""
    return tuple(sorted({sum(faces) for faces in _four_faces() if needed.shows(faces)}))


def _signs(hole: Hole, start: int, formula: Formula | None) -> tuple[Formula, ...]:
    """The formulas a sign change may make of ``formula`` from ``start`` (rule 8)."""
    if formula is None or not rules.may_change_sign(hole, start):
        return ()
    return tuple(with_operator(formula, index, op)
                 for index in range(len(operators(formula))) for op in Op)


def landings_from(hole: Hole, start: int, signs: bool = True) -> frozenset[Landing]:
    """Every landing a throw from ``start`` can have (no card; with ``signs``, those a sign
    change makes too, their own penalty not counted)."""
    kind = rules.throw_kind(hole, start)
    found: set[Landing] = set()
    if kind is ThrowKind.WATER:
        water = hole.hazard_at(start)
        assert isinstance(water, Water)
        return frozenset({Landing(water.back_to, 1, Reason.WATER),
                          Landing(water.back_to, 2, Reason.WATER)})
    if kind is ThrowKind.NORMAL:
        formula = rules.zone_formula(hole, start)
        hazard = hole.hazard_at(start)
        slope = (hazard.metres if isinstance(hazard, Slope)
                 else -hazard.metres if isinstance(hazard, Bank) else 0)
        for used in (formula, *(_signs(hole, start, formula) if signs else ())):
            found.update(rules.move(hole, start, d + slope)
                         for d in _distances(used, True, None))
        return frozenset(found)
    if kind is ThrowKind.GREEN:
        found.add(Landing(hole.length, 0, Reason.HOLED))
        formula = hole.green.parsed
        avoid = hole.green.holes_out
        for used in (formula, *(_signs(hole, start, formula) if signs else ())):
            found.update(rules.move(hole, start, d) for d in _distances(used, False, avoid))
        return frozenset(found)
    needed = rules.escape(hole, start)
    assert needed is not None
    found.add(Landing(start, 0, Reason.STUCK))
    for total in _totals(needed):
        if kind is ThrowKind.GROVE and total >= GROVE_LIMIT:
            found.add(Landing(max(0, start - total), 0, Reason.GROVE_BACK))
        else:
            found.add(rules.move(hole, start, total))
    return frozenset(found)


def stuck(hole: Hole, start: int) -> bool:
    """Whether no throw from ``start`` leaves the ball elsewhere without a penalty (module
    docstring): only on the fairway (slopes and banks included), in a bunker or a grove."""
    if start == hole.length or rules.throw_kind(hole, start) in (ThrowKind.GREEN,
                                                                 ThrowKind.WATER):
        return False
    return all(landing.penalties or (landing.position == start and not landing.holed)
               for landing in landings_from(hole, start, signs=False))


@lru_cache(maxsize=64)
def reachable(hole: Hole) -> frozenset[int]:
    """Every position a ball can reach from the tee (module docstring), the hole's own
    position included when it can be holed."""
    seen = {0}
    waiting = deque([0])
    while waiting:
        start = waiting.popleft()
        if start == hole.length:
            continue
        for landing in landings_from(hole, start):
            position = hole.length if landing.holed else landing.position
            if position not in seen:
                seen.add(position)
                waiting.append(position)
    return frozenset(seen)


@lru_cache(maxsize=64)
def dead_end_stretches(hole: Hole) -> tuple[DeadEnd, ...]:
    """Every stretch of stuck positions on the hole, in order, each saying whether a ball
    can reach it (a stretch is split where reachability changes)."""
    found = reachable(hole)
    stretches: list[DeadEnd] = []
    for metre in range(hole.end_of_terrain):
        if not stuck(hole, metre):
            continue
        reached = metre in found
        last = stretches[-1] if stretches else None
        if last is not None and last.end == metre - 1 and last.reachable == reached:
            stretches[-1] = DeadEnd(last.start, metre, reached)
        else:
            stretches.append(DeadEnd(metre, metre, reached))
    return tuple(stretches)


def dead_ends(hole: Hole) -> list[tuple[int, int]]:
    """The dead ends a ball can meet: each stretch of reachable stuck positions as
    ``(from_m, to_m)``, both included."""
    found = reachable(hole)
    stretches: list[tuple[int, int]] = []
    for metre in sorted(m for m in found if stuck(hole, m)):
        if stretches and stretches[-1][1] == metre - 1:
            stretches[-1] = (stretches[-1][0], metre)
        else:
            stretches.append((metre, metre))
    return stretches
