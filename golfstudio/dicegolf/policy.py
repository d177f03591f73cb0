"""The best single-player policy for a Dice Golf hole, by dynamic programming (issue 15).

One player, one hole, no cards (so no weather, and no fair play, which is once a game): the
policy that minimises the expected strokes, throws plus penalties. The state is the ball's
position and the throws used. After ten throws nothing more is counted (rule 10), so
``V[x, 10] = 0``; a holed ball is worth 0; and ``V[x, t]`` is one throw plus the expected
penalties and ``V[x', t + 1]`` under the best decisions. The throw count only grows, so the
table is filled from the tenth throw back to the first, each layer from the one after it.

The decisions are the **selection** on the green, in a triple bunker and in water (keep any
dice, the fifth die too when the formula names it, roll the rest once) and the **sign
change** after a normal or green throw where rule 8 allows it (accept; or change sign *i*:
the operations die gives ×, + or − with 1/3 each, the same dice are resolved again, one
penalty). A double bunker's or a grove's second roll, made only when the first fails, is no
decision.

Every landing comes from ``rules.resolve``; no rule is stated again here. A position's
throws are grouped by what ``resolve`` reads of the dice for that kind of throw (``_keys``)
and ``resolve`` is called once a group, with one of its throws (``landings``; the tests
check the groups against ``resolve`` on every throw). The rest is numpy over all 1,296
throws (7,776 with ``W``), in ``throw.every_throw`` order: a keep's value for each first
roll is the mean of the final cost over the axes of the dice rolled again, and the best of
the 16 (or 32) keeps is their minimum.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import overload

import numpy as np
import numpy.typing as npt

from golfstudio.dicegolf import rules
from golfstudio.dicegolf.combination import Combination
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import Die, Formula, Op, Values, evaluate_many, operators
from golfstudio.dicegolf.formula import with_operator as with_sign
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.limits import THROW_LIMIT
from golfstudio.dicegolf.rules import Landing, ThrowKind
from golfstudio.dicegolf.throw import FACES, FIFTH_DIE, every_throw
from golfstudio.i18n import tr

__all__ = ["OPERATIONS", "Policy", "landings", "play", "solve"]

OPERATIONS = tuple(Op)
"""The operations die's faces (rule 8): +, − and ×, each 1/3."""
TIE = 1e-9
"""Expected strokes this close are a tie: the policy then keeps more dice and accepts the
throw, the choices a player makes without thinking (float sums differ in the last bits)."""

Costs = npt.NDArray[np.float64]
Index = npt.NDArray[np.intp]
Flags = npt.NDArray[np.bool_]
Faces = tuple[tuple[int, ...], ...]


# ---- the throws, and what a throw's landing depends on -----------------------------------------

def _dice_count(fifth: bool) -> int:
    return 5 if fifth else 4


@lru_cache(maxsize=2)
def _faces(fifth: bool) -> Faces:
    """Every throw's faces ``B1, B2, R1, R2[, W]``, in ``every_throw`` order."""
    return tuple(itertools.product(FACES, FACES, FACES, FACES, *([FIFTH_DIE] if fifth else [])))


@lru_cache(maxsize=64)
def _shows(needed: Combination, fifth: bool) -> Flags:
    """Whether each throw shows ``needed``: asked of the combination itself, once a throw of
    the four dice (the fifth is never part of one, so its faces repeat the answer)."""
    found = np.array([needed.shows(faces) for faces in _faces(False)], dtype=np.bool_)
    found = np.repeat(found, len(FIFTH_DIE)) if fifth else found
    found.setflags(write=False)
    return found


def _keys(kind: ThrowKind, formula: Formula | None, needed: Combination | None,
          fifth: bool) -> Values:
    """For each throw, one number standing for what ``rules.resolve`` reads of its dice in
    this kind of throw, so that two throws with the same key land alike. A normal throw
    reads the formula's value and the bonus (the slope is the position's); the green
    whether the combination shows, and the formula's value; a bunker or grove whether it
    shows, and the four dice's total; water only whether it shows."""
    dice, bonuses = every_throw(fifth)
    if kind is ThrowKind.NORMAL:
        assert formula is not None
        return evaluate_many(formula, dice) + bonuses
    assert needed is not None
    shown = _shows(needed, fifth).astype(np.int64)
    if kind is ThrowKind.WATER:
        return shown
    if kind is ThrowKind.GREEN:
        assert formula is not None
        return evaluate_many(formula, dice) * 2 + shown
    total = dice[Die.B1] + dice[Die.B2] + dice[Die.R1] + dice[Die.R2]
    return total * 2 + shown


@dataclass(frozen=True)
class _Groups:
    """The throws grouped by key: ``keys[g]`` and ``first[g]`` (one of its throws) for each
    group, ``inverse[i]`` the group of throw ``i``."""

    fifth: bool
    keys: tuple[int, ...]
    first: tuple[int, ...]
    inverse: Index


@lru_cache(maxsize=512)
def _groups(kind: ThrowKind, formula: Formula | None, needed: Combination | None,
            fifth: bool) -> _Groups:
    """The same for every position of a hole (and of every hole): only the landings of the
    groups depend on where the ball lies."""
    keys, first, inverse = np.unique(_keys(kind, formula, needed, fifth), return_index=True,
                                     return_inverse=True)
    inverse = inverse.reshape(-1).astype(np.intp)
    inverse.setflags(write=False)
    return _Groups(fifth, tuple(keys.tolist()), tuple(first.tolist()), inverse)


@lru_cache(maxsize=128)
def _signs(formula: Formula) -> tuple[tuple[Formula, ...], ...]:
    """For each sign of the formula, the formula the operations die makes of it, one a
    face."""
    return tuple(tuple(with_sign(formula, index, op) for op in OPERATIONS)
                 for index in range(len(operators(formula))))


# ---- a throw from one position -----------------------------------------------------------------

@dataclass(frozen=True)
class _Option:
    """One way the throws from a position are resolved (as thrown, or with one sign
    changed): for each group, where the ball ends and the penalties."""

    inverse: Index
    position: Index
    penalties: Costs

    def costs(self, after: Costs) -> Costs:
        """Each throw's penalties and the value of the next state (``after``, by position;
        the hole's own position is worth 0)."""
        return (self.penalties + after[self.position])[self.inverse]


@dataclass(frozen=True)
class _Spot:
    """The throw a ball at one position makes: its kind, whether the fifth die is rolled,
    the throw as thrown, and each sign's three formulas when a sign may be changed."""

    kind: ThrowKind
    fifth: bool
    accept: _Option
    signs: tuple[tuple[_Option, ...], ...]
    escapes: Flags | None
    """For the two rolls of a double bunker or a grove: whether the first roll escapes (the
    second is rolled only when it does not)."""

    def choices(self, after: Costs) -> Costs:
        """Each final throw's cost under each choice after it: accepting, then sign 1, 2…
        (one penalty, and the operations die's mean)."""
        found = [self.accept.costs(after)]
        found += [1.0 + np.add.reduce([option.costs(after) for option in sign]) / len(sign)
                  for sign in self.signs]
        return np.stack(found)

    def cost(self, after: Costs) -> float:
        """The throw's expected penalties and what follows, under the best decisions."""
        final = self.accept.costs(after) if not self.signs else self.choices(after).min(0)
        if rules.selects(self.kind):
            return float(_best_keep(final, _dice_count(self.fifth)).mean())
        if self.escapes is not None:
            return float(np.where(self.escapes, final, final.mean()).mean())
        return float(final.mean())


@lru_cache(maxsize=2)
def _masks(count: int) -> tuple[tuple[bool, ...], ...]:
    """Every keep of ``count`` dice, those keeping more first (the choice on a tie)."""
    every = itertools.product((True, False), repeat=count)
    return tuple(sorted(every, key=lambda mask: -sum(mask)))


def _keeps(final: Costs, count: int) -> Costs:
    """For each keep (``_masks``) and each first roll, the expected cost: the mean of the
    final costs over the dice rolled again, the kept ones fixed."""
    grid = final.reshape((len(FACES),) * count)
    found = np.empty((2 ** count, grid.size))
    # The mean over a set of rolled dice is the mean over one die fewer, averaged over the
    # last: each set's mean comes from a smaller array already made (the sweep's hot spot).
    means: dict[tuple[int, ...], Costs] = {(): grid}
    for row, mask in enumerate(_masks(count)):
        rolled = tuple(axis for axis, kept in enumerate(mask) if not kept)
        mean = means.get(rolled)
        if mean is None:
            mean = means[rolled] = _rolled_mean(means, rolled)
        found[row] = np.broadcast_to(mean, grid.shape).reshape(-1)
    return found


def _best_keep(final: Costs, count: int) -> Costs:
    """``_keeps(final, count).min(0)`` without laying out every keep's row: each keep's
    mean is met where it lies (an array of one along the dice rolled again), and the least
    is taken as it comes. The sweep asks this of every selection spot at every throw."""
    grid = final.reshape((len(FACES),) * count)
    means: dict[tuple[int, ...], Costs] = {(): grid}
    best = grid.copy()
    for mask in _masks(count):
        rolled = tuple(axis for axis, kept in enumerate(mask) if not kept)
        if rolled:
            np.minimum(best, _rolled_mean(means, rolled), out=best)
    flat: Costs = best.reshape(-1)
    return flat


def _rolled_mean(means: dict[tuple[int, ...], Costs], rolled: tuple[int, ...]) -> Costs:
    """The grid's mean over the axes ``rolled`` (kept as axes of one), from the mean over
    all of them but the last."""
    found = means.get(rolled)
    if found is not None:
        return found
    fewer = rolled[:-1]
    base = means.get(fewer)
    if base is None:
        base = means[fewer] = _rolled_mean(means, fewer)
    # ``np.mean``'s own checks cost more than the sum over six faces: the sum, then / 6.
    mean: Costs = np.add.reduce(base, axis=rolled[-1], keepdims=True) / base.shape[rolled[-1]]
    means[rolled] = mean
    return mean


def _first_best(costs: Costs) -> Index:
    """For each column, the first row within ``TIE`` of the column's least cost."""
    found: Index = np.argmax(costs <= costs.min(0) + TIE, axis=0).astype(np.intp)
    return found


def _option(hole: Hole, start: int, groups: _Groups, formula: Formula | None,
            known: dict[int, Landing]) -> _Option:
    """The landings of the groups from ``start``; ``known`` holds those already asked of
    ``rules.resolve`` from here, by key (a changed sign often gives a distance the formula
    as written gives too)."""
    faces = _faces(groups.fifth)
    positions = np.empty(len(groups.keys), dtype=np.intp)
    penalties = np.empty(len(groups.keys))
    for group, (key, throw) in enumerate(zip(groups.keys, groups.first, strict=True)):
        landing = known.get(key)
        if landing is None:
            landing = known[key] = rules.resolve(hole, start, faces[throw], formula=formula)
        positions[group] = hole.length if landing.holed else landing.position
        penalties[group] = landing.penalties
        if not 0 <= positions[group] < hole.end_of_terrain:
            raise DiceGolfError(tr("a throw from {start} m lands at {metres} m, off the track "
                                   "(0 to {end} m): validate the hole").format(
                start=start, metres=positions[group], end=hole.end_of_terrain))
    return _Option(groups.inverse, positions, penalties)


def _spot(hole: Hole, start: int, change_signs: bool) -> _Spot:
    kind = rules.throw_kind(hole, start)
    formula = rules.throw_formula(hole, start)
    needed = rules.escape(hole, start)
    fifth = rules.rolls_fifth_die(hole, start)
    known: dict[int, Landing] = {}

    def option(used: Formula | None) -> _Option:
        return _option(hole, start, _groups(kind, used, needed, fifth), used, known)

    signs: tuple[tuple[_Option, ...], ...] = ()
    if change_signs and formula is not None and rules.may_change_sign(hole, start):
        signs = tuple(tuple(option(changed) for changed in sign) for sign in _signs(formula))
    escapes = _shows(needed, fifth) if needed is not None and rules.rolls(kind) == 2 else None
    return _Spot(kind, fifth, option(formula), signs, escapes)


# ---- the policy --------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Decisions:
    """The best choices at one state: the keep (an index into ``_masks``) for each first
    roll of a selection, and the choice after each final throw (0 accepts, ``i + 1``
    changes sign ``i``)."""

    keep: Index | None
    after: Index | None


@dataclass(frozen=True, eq=False)
class Policy:
    """The best play of one hole alone (module docstring). ``values[x, t]`` is the expected
    strokes still to come for a ball at ``x`` metres after ``t`` throws (0 at the hole and
    after the last throw)."""

    hole: Hole
    values: Costs
    change_signs: bool
    _spots: Sequence[_Spot | None] = field(repr=False)
    _decided: dict[tuple[int, int], _Decisions] = field(default_factory=dict, repr=False)

    @classmethod
    def from_values(cls, hole: Hole, values: Costs, change_signs: bool = True) -> Policy:
        """The policy whose values ``solve`` found before (the bundled holes' are shipped:
        ``known_values``): the throws from a position are worked out when a decision there
        is first asked, not all at once."""
        if values.shape != (hole.end_of_terrain, THROW_LIMIT + 1):
            raise DiceGolfError(tr("a policy's values must be {rows} by {columns}, not {shape}")
                                .format(rows=hole.end_of_terrain, columns=THROW_LIMIT + 1,
                                        shape=" by ".join(map(str, values.shape))))
        values = values.copy()
        values.setflags(write=False)
        return cls(hole, values, change_signs, _LazySpots(hole, change_signs))

    def expected(self, position: int = 0, throws: int = 0) -> float:
        """The expected strokes (throws and penalties) from here to the end of the hole."""
        self._check(position, throws, last=THROW_LIMIT)
        return float(self.values[position, throws])

    def keep(self, position: int, throws: int, dice: Sequence[int]) -> tuple[bool, ...]:
        """Which dice of a selection's first roll to keep, ``B1, B2, R1, R2[, W]``."""
        spot, index = self._throw(position, throws, dice)
        decided = self._decisions(position, throws)
        if decided.keep is None:
            raise DiceGolfError(tr("a {kind} throw from {metres} m keeps no dice: only the "
                                   "green, a triple bunker and water select").format(
                kind=spot.kind.value, metres=position))
        return _masks(len(dice))[int(decided.keep[index])]

    def keep_costs(self, position: int, throws: int,
                   dice: Sequence[int]) -> dict[tuple[bool, ...], float]:
        """For each keep of a selection's first roll ``dice``, the expected penalties and
        strokes after this throw (the throw itself not counted) under the best decisions
        that follow: what the review weighs a selection with."""
        spot, index = self._throw(position, throws, dice)
        if not rules.selects(spot.kind):
            raise DiceGolfError(tr("a {kind} throw from {metres} m keeps no dice: only the "
                                   "green, a triple bunker and water select").format(
                kind=spot.kind.value, metres=position))
        final = spot.choices(self.values[:, throws + 1]).min(0)
        costs = _keeps(final, _dice_count(spot.fifth))
        return {mask: float(costs[row, index])
                for row, mask in enumerate(_masks(_dice_count(spot.fifth)))}

    def change_sign(self, position: int, throws: int, dice: Sequence[int]) -> int | None:
        """The sign (from 0, as ``formula.operators`` lists them) to change after the
        throw whose final dice are ``dice``; None to accept it."""
        _, index = self._throw(position, throws, dice)
        after = self._decisions(position, throws).after
        if after is None:
            return None
        choice = int(after[index])
        return None if choice == 0 else choice - 1

    def _check(self, position: int, throws: int, last: int) -> None:
        if not 0 <= position < self.hole.end_of_terrain:
            raise DiceGolfError(tr("the ball lies from 0 to {last} m, not at {metres} m").format(
                last=self.hole.end_of_terrain - 1, metres=position))
        if not 0 <= throws <= last:
            raise DiceGolfError(tr("a player has made 0 to {last} throws before a throw, not "
                                   "{count}").format(last=last, count=throws))

    def _throw(self, position: int, throws: int, dice: Sequence[int]) -> tuple[_Spot, int]:
        """The throw from ``position`` and the index of ``dice`` among its throws, once
        both are known to be possible."""
        self._check(position, throws, last=THROW_LIMIT - 1)
        spot = self._spots[position]
        if spot is None:
            raise DiceGolfError(tr("a ball at {metres} m is holed: it makes no throw").format(
                metres=position))
        count = _dice_count(spot.fifth)
        if len(dice) != count:
            raise DiceGolfError(tr("a throw from {metres} m rolls {count} dice, not {given}")
                                .format(metres=position, count=count, given=len(dice)))
        return spot, _throw_index(dice)

    def _decisions(self, position: int, throws: int) -> _Decisions:
        found = self._decided.get((position, throws))
        if found is None:
            spot = self._spots[position]
            assert spot is not None
            choices = spot.choices(self.values[:, throws + 1])
            after = _first_best(choices) if spot.signs else None
            keep = None
            if rules.selects(spot.kind):
                keep = _first_best(_keeps(choices.min(0), _dice_count(spot.fifth)))
            found = self._decided[position, throws] = _Decisions(keep, after)
        return found


def _throw_index(dice: Sequence[int]) -> int:
    """The throw's place in ``every_throw`` order; ``DiceGolfError`` for a face no die has."""
    index = 0
    for at, face in enumerate(dice):
        faces = FIFTH_DIE if at == 4 else FACES
        if face not in faces:
            name = ("B1", "B2", "R1", "R2", "W")[at]
            raise DiceGolfError(tr("die {die} shows {low} to {high}, not {face}").format(
                die=name, low=faces[0], high=faces[-1], face=face))
        index = index * len(faces) + faces.index(face)
    return index


class _LazySpots(Sequence[_Spot | None]):
    """A policy's throws by position, each worked out when first asked (``from_values``)."""

    def __init__(self, hole: Hole, change_signs: bool) -> None:
        self._hole, self._change_signs = hole, change_signs
        self._made: dict[int, _Spot | None] = {}

    def __len__(self) -> int:
        return self._hole.end_of_terrain

    @overload
    def __getitem__(self, index: int) -> _Spot | None: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[_Spot | None]: ...

    def __getitem__(self, index: int | slice) -> _Spot | Sequence[_Spot | None] | None:
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        if not 0 <= index < len(self):
            raise IndexError(index)
        if index not in self._made:
            hole = self._hole
            self._made[index] = (None if index == hole.length
                                 else _spot(hole, index, self._change_signs))
        return self._made[index]


def solve(hole: Hole, change_signs: bool = True) -> Policy:
    """The best policy for one player alone on ``hole`` (module docstring). Without
    ``change_signs`` every throw is accepted (the selections are still the best), which is
    what a sign change is worth measured against."""
    spots = tuple(None if start == hole.length else _spot(hole, start, change_signs)
                  for start in range(hole.end_of_terrain))
    values = np.zeros((hole.end_of_terrain, THROW_LIMIT + 1))
    for throws in reversed(range(THROW_LIMIT)):
        after = values[:, throws + 1]
        for start, spot in enumerate(spots):
            if spot is not None:
                values[start, throws] = 1.0 + spot.cost(after)
    values.setflags(write=False)
    return Policy(hole, values, change_signs, spots)


def landings(hole: Hole, start: int, formula: Formula | None = None) -> tuple[Landing, ...]:
    """Where each final throw from ``start`` takes the ball, in ``every_throw`` order, as the
    policy reads them (one ``rules.resolve`` a group); ``formula`` one the operations die
    made."""
    kind = rules.throw_kind(hole, start)
    used = rules.throw_formula(hole, start) if formula is None else formula
    groups = _groups(kind, used, rules.escape(hole, start), rules.rolls_fifth_die(hole, start))
    faces = _faces(groups.fifth)
    found = [rules.resolve(hole, start, faces[throw], formula=formula)
             for throw in groups.first]
    return tuple(found[group] for group in groups.inverse.tolist())


# ---- one play, to check the policy -------------------------------------------------------------

def _roll(rng: random.Random, fifth: bool) -> list[int]:
    dice = [rng.randint(1, 6) for _ in range(4)]
    return [*dice, rng.randint(7, 12)] if fifth else dice


def _reroll(rng: random.Random, dice: Sequence[int], kept: Sequence[bool]) -> list[int]:
    fresh = _roll(rng, len(dice) == 5)
    return [face if keep else new for face, keep, new in zip(dice, kept, fresh, strict=True)]


def _one_throw(hole: Hole, policy: Policy, start: int, throws: int,
               rng: random.Random) -> tuple[Landing, int]:
    """One throw from ``start`` played by the policy with random dice, resolved by the
    rules: its landing and the penalties it cost (a sign change's included)."""
    kind = rules.throw_kind(hole, start)
    fifth = rules.rolls_fifth_die(hole, start)
    dice = _roll(rng, fifth)
    if rules.selects(kind):
        dice = _reroll(rng, dice, policy.keep(start, throws, dice))
    elif rules.rolls(kind) == 2:
        needed = rules.escape(hole, start)
        if needed is not None and not needed.shows(dice):
            dice = _roll(rng, fifth)
    sign = policy.change_sign(start, throws, dice)
    formula = rules.throw_formula(hole, start)
    if sign is None or formula is None:
        landing = rules.resolve(hole, start, dice)
        return landing, landing.penalties
    changed = with_sign(formula, sign, rng.choice(OPERATIONS))
    landing = rules.resolve(hole, start, dice, formula=changed)
    return landing, 1 + landing.penalties


def play(hole: Hole, policy: Policy, rng: random.Random) -> int:
    """One play of ``hole`` alone by ``policy`` with ``rng``'s dice: the strokes it scores
    (throws and penalties). It asks the rules for every landing, as the game does, so many
    plays check the policy's expectation."""
    if policy.hole != hole:
        raise DiceGolfError(tr("the policy was solved for another hole"))
    position = strokes = 0
    for throws in range(THROW_LIMIT):
        landing, penalties = _one_throw(hole, policy, position, throws, rng)
        strokes += 1 + penalties
        if landing.holed:
            break
        position = landing.position
    return strokes
