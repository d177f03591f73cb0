"""Dead ends: stretches of a hole from which no throw moves the ball without a penalty.

dice-golf.md §3 ("No dead ends on a course", *Decision*): the printed boards are lost and
their formulas are ours, so a course must not hold a reachable position on the fairway from
which every throw costs a penalty — a ball there spends its ten throws paying penalties
(hole 4 of the first bundled course at 190 m scored 19). The track editor lists every such
stretch a ball can reach while the user designs, and a test walks every reachable position
of the bundled course.

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

Every landing is ``rules.move``'s (``landings_from`` asks it one distance at a time). The
walk asks every metre, so it reads each formula's distinct distances once and moves the
ball by all of them at once in arrays (``_moves``, checked against ``landings_from`` by a
test): the nine bundled holes are walked in well under a second.
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
    Values,
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
def _distances(formula: Formula, bonuses: bool, avoid: Combination | None) -> Values:
    """Every distance ``formula`` gives (with the bonuses where ``bonuses``), over the throws
    that do not show ``avoid`` (the green's combination, which holes out instead), once
    each."""
    if avoid is None:
        found = np.array([d for d, _ in distribution(formula, bonuses).outcomes],
                         dtype=np.int64)
    else:
        fifth = Die.W in uses(formula)
        dice, earned = every_throw(fifth)
        values = evaluate_many(formula, dice) + (earned if bonuses else 0)
        shown = np.array([avoid.shows(faces) for faces in _four_faces()], dtype=np.bool_)
        if fifth:
            shown = np.repeat(shown, 6)
        found = np.unique(values[~shown])
    found.setflags(write=False)
    return found


@lru_cache(maxsize=1)
def _four_faces() -> tuple[tuple[int, int, int, int], ...]:
    faces = range(1, 7)
    return tuple((a, b, c, d) for a in faces for b in faces for c in faces for d in faces)


@lru_cache(maxsize=8)
def _totals(needed: Combination) -> tuple[int, ...]:
    """The four dice's totals of the throws that show ``needed`` (a bunker's or grove's way
    out: the total is the distance, §4)."""
    return tuple(sorted({sum(faces) for faces in _four_faces() if needed.shows(faces)}))


@lru_cache(maxsize=256)
def _changed(formula: Formula) -> tuple[Formula, ...]:
    """Every formula the operations die may make of ``formula``: each sign, each face."""
    return tuple(with_operator(formula, index, op)
                 for index in range(len(operators(formula))) for op in Op)


def _signs(hole: Hole, start: int, formula: Formula | None) -> tuple[Formula, ...]:
    """The formulas a sign change may make of ``formula`` from ``start`` (rule 8)."""
    if formula is None or not rules.may_change_sign(hole, start):
        return ()
    return _changed(formula)


@lru_cache(maxsize=512)
def _every_distance(formulas: tuple[Formula, ...], bonuses: bool,
                    avoid: Combination | None) -> Values:
    """The distances of all ``formulas`` together, once each."""
    found = np.unique(np.concatenate([_distances(f, bonuses, avoid) for f in formulas]))
    found.setflags(write=False)
    return found


def _moves(hole: Hole, start: int, distances: Values) -> tuple[Values, Values]:
    """``rules.move`` for many distances from ``start`` at once: where each leaves the ball
    (the hole's own metre when holed) and its penalties. A forward throw crosses a limit
    when it ends past the nearest limit ahead (unless it starts in a proximity zone)."""
    end = np.maximum(0, start + distances)
    position = end.copy()
    penalties = np.zeros(len(end), dtype=np.int64)
    crossed = np.zeros(len(end), dtype=np.bool_)
    ahead = [limit for limit in hole.limits if limit > start]
    if ahead and not hole.in_proximity(start):
        crossed = (distances > 0) & (end > min(ahead))
        position[crossed] = start
        penalties[crossed] = 1
    off = ~crossed & (end >= hole.end_of_terrain)
    position[off] = max(0, hole.green.start - 1) if hole.on_green(start) else start
    penalties[off] = 1
    return position, penalties


def _outcomes(hole: Hole, start: int, signs: bool) -> tuple[Values, Values]:
    """Every (position, penalties) a throw from ``start`` can give, as ``landings_from``
    (which it agrees with: a test), in arrays: the walk asks it of every metre."""
    kind = rules.throw_kind(hole, start)
    if kind not in (ThrowKind.NORMAL, ThrowKind.GREEN):
        found = landings_from(hole, start, signs)
        return (np.array([hole.length if f.holed else f.position for f in found],
                         dtype=np.int64),
                np.array([f.penalties for f in found], dtype=np.int64))
    if kind is ThrowKind.NORMAL:
        formula = rules.zone_formula(hole, start)
        hazard = hole.hazard_at(start)
        shift = (hazard.metres if isinstance(hazard, Slope)
                 else -hazard.metres if isinstance(hazard, Bank) else 0)
        bonuses, avoid = True, None
    else:
        formula, shift, bonuses, avoid = hole.green.parsed, 0, False, hole.green.holes_out
    used = (formula, *(_signs(hole, start, formula) if signs else ()))
    distances = _every_distance(used, bonuses, avoid)
    position, penalties = _moves(hole, start, distances + shift)
    if kind is ThrowKind.GREEN:  # the green's combination holes out
        position = np.append(position, hole.length)
        penalties = np.append(penalties, 0)
    return position, penalties


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
                         for d in _distances(used, True, None).tolist())
        return frozenset(found)
    if kind is ThrowKind.GREEN:
        found.add(Landing(hole.length, 0, Reason.HOLED))
        formula = hole.green.parsed
        avoid = hole.green.holes_out
        for used in (formula, *(_signs(hole, start, formula) if signs else ())):
            found.update(rules.move(hole, start, d)
                         for d in _distances(used, False, avoid).tolist())
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
    position, penalties = _outcomes(hole, start, signs=False)
    return not bool(np.any((penalties == 0) & (position != start)))


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
        for position in np.unique(_outcomes(hole, start, signs=True)[0]).tolist():
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
