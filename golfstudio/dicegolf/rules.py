"""Where a throw takes the ball: the track's rules as pure functions (dice-golf.md §1–§4).

The engine (``game``) and the best AI's dynamic programme (``policy``) both ask these
functions, so a rule is written once. A throw is made from the ball's position ``start``;
what kind of throw it is depends on where the ball lies (``throw_kind``):

- **normal** (the fairway, a slope, a bank): one roll of the four dice; the zone's formula,
  plus the bonus, plus the slope's metres, gives the distance (``normal_distance``);
- **green**: one roll, a selection, the rest rolled again; the green's combination holes out,
  otherwise the green's formula moves the ball;
- **bunker (double)** and **grove**: up to two rolls for a double;
- **bunker (triple)**: one roll, a selection, the rest rolled again, for a triple;
- **water** (pond, river, water crossing): one roll with a selection; the given double
  costs one penalty, anything else two; back to the mark either way.

``move`` then applies the zone limits (unless the throw started in a proximity zone or a
card exempts it), the end of terrain and the hole itself. ``resolve`` does all of it for
the final dice of a throw. Every decision the rulebook leaves open is in
docs/dicegolf-rules-engine.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from golfstudio.dicegolf.combination import Combination, Shape
from golfstudio.dicegolf.formula import Die, Formula, evaluate, uses
from golfstudio.dicegolf.hole import Bank, Bunker, Grove, Hole, Slope, Water
from golfstudio.dicegolf.throw import bonus, distribution

__all__ = ["DOUBLE", "GROVE_LIMIT", "TRIPLE", "Landing", "Reason", "ThrowKind", "blocked",
           "dice_faces", "escape", "may_change_sign", "move", "normal_distance", "resolve",
           "rolls", "rolls_fifth_die", "selects", "throw_formula", "throw_kind",
           "zone_formula"]

DOUBLE = Combination(Shape.DOUBLE)
TRIPLE = Combination(Shape.TRIPLE)
GROVE_LIMIT = 15
"""A grove is left with a double and a total under 15 m; 15 m or more goes back (§4)."""


class ThrowKind(StrEnum):
    NORMAL = "normal"
    GREEN = "green"
    BUNKER_DOUBLE = "bunker-double"
    BUNKER_TRIPLE = "bunker-triple"
    WATER = "water"
    GROVE = "grove"


def throw_kind(hole: Hole, start: int) -> ThrowKind:
    """The kind of throw a ball at ``start`` makes: its hazard's, the green's, or normal."""
    hazard = hole.hazard_at(start)
    if isinstance(hazard, Bunker):
        return ThrowKind.BUNKER_DOUBLE if hazard.needs == "double" else ThrowKind.BUNKER_TRIPLE
    if isinstance(hazard, Water):
        return ThrowKind.WATER
    if isinstance(hazard, Grove):
        return ThrowKind.GROVE
    if hole.on_green(start):
        return ThrowKind.GREEN
    return ThrowKind.NORMAL


def selects(kind: ThrowKind) -> bool:
    """Whether the throw is one roll, a selection, and the rest rolled again (rule 6)."""
    return kind in (ThrowKind.GREEN, ThrowKind.BUNKER_TRIPLE, ThrowKind.WATER)


def rolls(kind: ThrowKind) -> int:
    """How many rolls of the four dice the throw may take: two for a double in a bunker or a
    grove (the second only when the first fails), else one (a selection's re-roll is part of
    its roll)."""
    return 2 if kind in (ThrowKind.BUNKER_DOUBLE, ThrowKind.GROVE) else 1


def escape(hole: Hole, start: int) -> Combination | None:
    """The combination the throw from ``start`` needs: the green's, a bunker's double or
    triple, the water's given double, a grove's double; None for a normal throw."""
    kind = throw_kind(hole, start)
    if kind is ThrowKind.GREEN:
        return hole.green.holes_out
    if kind is ThrowKind.BUNKER_TRIPLE:
        return TRIPLE
    if kind is ThrowKind.WATER:
        water = hole.hazard_at(start)
        assert isinstance(water, Water)
        return water.escape
    if kind is ThrowKind.NORMAL:
        return None
    return DOUBLE


def zone_formula(hole: Hole, start: int) -> Formula:
    """The calculation mode that applies to a ball at ``start`` (rule 3)."""
    zone = hole.zone_at(start)
    return hole.green.parsed if zone is None else zone.parsed


def throw_formula(hole: Hole, start: int) -> Formula | None:
    """The formula a throw from ``start`` reads: the zone's for a normal throw, the green's
    on the green; None in a bunker, grove or water, whose throws read a combination and the
    dice's total, never a formula."""
    if throw_kind(hole, start) in (ThrowKind.NORMAL, ThrowKind.GREEN):
        return zone_formula(hole, start)
    return None


def rolls_fifth_die(hole: Hole, start: int) -> bool:
    """Whether a throw from ``start`` rolls the fifth die: only when the formula it reads
    names ``W`` (docs/dicegolf-rules-engine.md)."""
    formula = throw_formula(hole, start)
    return formula is not None and Die.W in uses(formula)


def may_change_sign(hole: Hole, start: int) -> bool:
    """Whether the thrower may change a sign of the formula after a throw from ``start``
    (rule 8): only after a normal or green throw (a hazard's throw reads no formula), once
    the ball lies past the first zone limit — in the second zone or beyond, since a ball on
    the line is in the next zone — or on the green of a hole without limits."""
    if throw_kind(hole, start) not in (ThrowKind.NORMAL, ThrowKind.GREEN):
        return False
    limits = hole.limits
    return start >= min(limits) if limits else hole.on_green(start)


def blocked(hole: Hole, start: int) -> bool:
    """Whether a ball on the fairway at ``start``, outside every hazard band, cannot move
    without a penalty: every throw of its zone's formula crosses a zone limit or the end of
    terrain. That is rule 9's player "bloqué sur le Fairway … aucune solution", who may claim
    fair play."""
    if throw_kind(hole, start) is not ThrowKind.NORMAL or hole.hazard_at(start) is not None:
        return False
    return all(move(hole, start, distance).penalties
               for distance, _ in distribution(zone_formula(hole, start)).outcomes)


def dice_faces(dice: Sequence[int]) -> dict[Die, int]:
    """``B1, B2, R1, R2[, W]`` as the formula's dice."""
    faces = {Die.B1: dice[0], Die.B2: dice[1], Die.R1: dice[2], Die.R2: dice[3]}
    if len(dice) > 4:
        faces[Die.W] = dice[4]
    return faces


def normal_distance(hole: Hole, start: int, dice: Sequence[int],
                    formula: Formula | None = None) -> tuple[int, int, int]:
    """(distance, bonus, slope metres) of a normal throw from ``start``: the formula (the
    zone's, or the one the operations die made), the bonus (§2: off the green and outside
    the obstacles — slopes and banks are not obstacles) and the slope's or bank's metres."""
    used = zone_formula(hole, start) if formula is None else formula
    earned = bonus(dice[:4])
    hazard = hole.hazard_at(start)
    slope = (hazard.metres if isinstance(hazard, Slope)
             else -hazard.metres if isinstance(hazard, Bank) else 0)
    return evaluate(used, dice_faces(dice)) + earned + slope, earned, slope


class Reason(StrEnum):
    """Why a throw ended where it did, for the announcements and the replay."""

    MOVED = "moved"
    HOLED = "holed"
    ZONE_LIMIT = "zone-limit"
    """Crossed a zone limit: one penalty, back to where it was (rule 8)."""
    END_OF_TERRAIN = "end-of-terrain"
    """Past the end of terrain: one penalty; from the green 1 m before it, else back."""
    STUCK = "stuck"
    """No double (or triple) to leave the bunker or grove: the ball stays."""
    GROVE_BACK = "grove-back"
    """A double of 15 m or more in a grove: the ball goes back by the total."""
    WATER = "water"
    """The water throw: the given double one penalty, else two; back to the mark."""


@dataclass(frozen=True)
class Landing:
    """Where the throw leaves the ball, the penalties it costs, and why; ``crossed`` is the
    limit a ball was stopped at (a zone limit or the end of terrain)."""

    position: int
    penalties: int
    reason: Reason
    crossed: int | None = None

    @property
    def holed(self) -> bool:
        return self.reason is Reason.HOLED


def move(hole: Hole, start: int, distance: int, exempt: bool = False) -> Landing:
    """The ball at ``start`` moved ``distance`` metres (negative: back, never behind the tee).

    Going forward over a zone limit costs a penalty and the ball goes back to ``start``
    unless the throw started in a proximity zone or ``exempt`` (rule 8; reaching the line
    itself is not crossing it). Reaching the end of terrain costs a penalty: from the green
    the ball is put 1 m before the green (the black dotted line, *Decision*), from anywhere
    else back to ``start``. Stopping on the hole holes out.
    """
    end = max(0, start + distance)
    if distance > 0 and not exempt and not hole.in_proximity(start):
        for limit in hole.limits:
            if start < limit < end:
                return Landing(start, 1, Reason.ZONE_LIMIT, limit)
    if end >= hole.end_of_terrain:
        back = max(0, hole.green.start - 1) if hole.on_green(start) else start
        return Landing(back, 1, Reason.END_OF_TERRAIN, hole.end_of_terrain)
    if end == hole.length:
        return Landing(end, 0, Reason.HOLED)
    return Landing(end, 0, Reason.MOVED)


def resolve(hole: Hole, start: int, dice: Sequence[int], extra: int = 0,
            formula: Formula | None = None, escaped: bool | None = None) -> Landing:
    """The landing of a throw from ``start`` whose final dice are ``dice``.

    ``extra`` is metres a card adds (the weather) to a throw that moves the ball by a
    distance; ``formula`` the formula the operations die made. For a bunker or grove's two
    rolls, ``dice`` are the roll that counts and ``escaped`` whether any roll showed the
    double (by default: whether ``dice`` show it).
    """
    kind = throw_kind(hole, start)
    if kind is ThrowKind.NORMAL:
        distance, _, _ = normal_distance(hole, start, dice, formula)
        return move(hole, start, distance + extra)
    needed = escape(hole, start)
    assert needed is not None
    shown = needed.shows(dice) if escaped is None else escaped
    if kind is ThrowKind.WATER:
        water = hole.hazard_at(start)
        assert isinstance(water, Water)
        return Landing(water.back_to, 1 if shown else 2, Reason.WATER)
    if kind is ThrowKind.GREEN:
        if shown:
            return Landing(hole.length, 0, Reason.HOLED)
        used = hole.green.parsed if formula is None else formula
        return move(hole, start, evaluate(used, dice_faces(dice)) + extra)
    if not shown:
        return Landing(start, 0, Reason.STUCK)
    total = sum(dice[:4]) + extra
    if kind is ThrowKind.GROVE and total >= GROVE_LIMIT:
        return Landing(max(0, start - total), 0, Reason.GROVE_BACK)
    return move(hole, start, total)
