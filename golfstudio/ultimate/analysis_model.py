"""The Markov model of one Ultimate Golf hole that ``analysis`` solves.

Positions are the nodes of a square lattice (``NODE_YARDS`` apart) over the hole, each in the
situation its ground gives it (``raster.Kind``), plus two tee states: the first shot and a
replay from the tee. From a node the player chooses a card (and, for a recovery beyond 60
yards, an iron) and an aim from a fan around the line to the flag (``AIM_TURNS``); the dice
choose the row. A shot's landing is an **entry**: a one-yard raster cell, or one of a few
special outcomes (holed, covering the hole, a putting band, off the map, an unplayable ball,
a lateral drop by where the flight crossed into the water). An entry offers **options** —
one for a ball played as it lies, the hole's choices where it needs relief — each a penalty
and a **target**: a constant (a putt's expectation) or a weighted sum of node values (the
bilinear stencil of the same-situation nodes around a point). Stroke and distance is kept
apart because its target is the state the shot was played from.

Every rule is the engine's: club shots are replayed with numpy using ``shot._flight``'s
arithmetic, lies come from ``raster`` (which agrees with ``lie.situation_at``), and where a
rule is intricate — feet cards, the tee shots, relief — the engine itself (``ball.shoot``,
``ball.take_relief``) is asked, once per node or once per raster cell (docs/ultimate-analysis.md).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from golfstudio.i18n import tr
from golfstudio.plane import EPSILON, Point, distance
from golfstudio.ultimate.ball import Ball, landed, shoot, situation, take_relief, tee_ball
from golfstudio.ultimate.cards import (
    DICE_SUMS,
    CardSet,
    PuttBand,
    RecoveryCard,
    ShotCard,
    Side,
    Special,
    Unit,
    sum_chance,
)
from golfstudio.ultimate.course import (
    DropZone,
    Hole,
    LateralDrop,
    ModelMemo,
    PlaceAndPutt,
    Relief,
    ReplayFromTee,
    StrokeAndDistance,
    Terrain,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import (
    FEET_PER_YARD,
    Lie,
    Situation,
    SituationKind,
    allowed_cards,
    irons,
)
from golfstudio.ultimate.raster import Kind, LieRaster, classify
from golfstudio.ultimate.shot import COVER_FEET, WEDGE_RECOVERY_FEET, ShotOutcome, relief_at

__all__ = ["AIM_TURNS", "NODE_YARDS", "Action", "CardRows", "HoleModel", "ModelBuilder",
           "actions_for", "aim_point", "card_rows", "club_landings", "putt_expectation",
           "unique_below"]

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int32]

NODE_YARDS = 4.0
"""Lattice spacing: fine enough that a green-side bunker holds nodes, coarse enough for the
bundled course's largest hole to be solved in about a second (docs/ultimate-analysis.md)."""

AIM_TURNS: tuple[float, ...] = (0.0, 5.0, -5.0, 10.0, -10.0, 15.0, -15.0, 20.0, -20.0,
                                30.0, -30.0, 45.0, -45.0)
"""Degrees off the line to the flag of the aims considered (positive: to the player's left);
the flag itself first, so a hole in one is among them and ties go to the straight shot."""

RELIEF_BLOCK = 3.0
"""Yards: landings in the same block of a region share the drop the engine finds for the
first of them (a drop is "as near as possible", so it moves with the landing by less)."""

UNPLAYABLE_BLOCK = 16.0
"""Yards: nodes in the same block of a region share the drop of an unplayable ball (the
engine's drop settles in up to 161 tries, too slow to ask for every node)."""

FLIGHT_ORIGINS = 32
"""Origins whose landings are worked out at once (``ModelBuilder.club_entries``): some
60,000 landings, arrays that stay in the processor's cache."""

_KINDS = 16
"""Room for every ``Kind`` in a (region, kind) pair's code."""

_BLOCK_OFFSET = 2048
_BLOCK_SPAN = 4096
"""A relief block's index (a coordinate within ±2,000 yards over ``RELIEF_BLOCK``) made
non-negative and packed into a ``_relief_code``."""

_TRIES = 8
"""Landings tried for one that lies as its cell's sample does (``_typical``)."""

PROBABILITIES: Floats = np.array([float(sum_chance(s)) for s in DICE_SUMS])
"""The chance of each dice sum, 2 to 12."""

SECOND_PUTT_DOUBLE = Fraction(1, 6)
"""§5: a missed first putt is followed by a second that drops unless the throw is a double
(1 in 6), then a third that always drops."""

COVERS_MISS = Fraction(5, 6)
"""§4: a ball covering the hole drops on a re-roll of 7 (1 in 6), else one more putt."""

ON_LIP = 1.0
"""§4, *Decision*: the hole's first shot covering the hole without a hole in one lies on the
lip, and one putt is counted (``shot.ShotOutcome.on_lip``)."""


def unique_below(values: npt.NDArray[np.signedinteger[Any]],
                 size: int) -> tuple[Ints, Ints]:
    """``np.unique(values, return_inverse=True)`` of numbers from 0 to ``size`` − 1 (the
    inverse in ``values``' shape), by marking them in a table of ``size`` rather than sorting
    or hashing: the same arrays, at a fraction of the time for the tens of thousands of
    entries a sweep or a chunk of shots reaches."""
    seen = np.zeros(size, dtype=bool)
    seen[values] = True
    found = np.flatnonzero(seen)
    place = np.empty(size, dtype=np.intp)
    place[found] = np.arange(found.size)
    return found, place[values]


def putt_expectation(cards: CardSet, band: PuttBand) -> float:
    """Strokes to hole out from a putting band: q·1 + (1 − q)·(2·5/6 + 3·1/6), q the chance
    the first putt drops (the same on every hole, §5)."""
    q = sum((sum_chance(s) for s in cards.putter.holing(band)), Fraction(0))
    missed = 2 * (1 - SECOND_PUTT_DOUBLE) + 3 * SECOND_PUTT_DOUBLE
    return float(q + (1 - q) * missed)


def putt_band_indexes(feet: npt.NDArray[np.float64]) -> npt.NDArray[np.intp]:
    """``lie.putt_band`` for many distances at once, as indexes in ``PuttBand``'s order
    (exactly 10 or 20 feet: 10–20; exactly 40: 20–40)."""
    return np.where(feet < 10, 0, np.where(feet <= 20, 1, np.where(feet <= 40, 2, 3)))


def kind_of(sit: Situation) -> Kind:
    """The analysis' ``Kind`` of a situation (not the tee's)."""
    k = sit.kind
    if k is SituationKind.RECOVERY:
        return Kind.RECOVERY_WEDGE if sit.recovery_with_wedge else Kind.RECOVERY_IRON
    return next(kind for kind in Kind if kind.situation is k)


@dataclass(frozen=True)
class Action:
    """A card (with its iron on a recovery) and an aim turned ``turn`` degrees off the flag
    line; for a feet card or the putter the aim is the flag."""

    card: str
    turn: float
    iron: str | None = None


@dataclass
class CardRows:
    """A card's eleven rows as the flight needs them (recovery: the iron less the recovery
    card's penalty)."""

    carry: Floats
    factor: Floats
    sign: Floats
    unplayable: npt.NDArray[np.bool_]

    def along_across(self) -> tuple[Floats, Floats]:
        """Per roll, the yards flown along the aim and to its left (§3: turned about the
        origin so that the ball ends ``factor × k`` off line)."""
        carry = self.carry
        wanted = self.factor * np.clip(carry / 8.0, 10.0, 30.0)
        safe = np.where(carry > 0.0, carry, 1.0)
        turn = np.where(carry > 0.0, np.arcsin(np.minimum(1.0, wanted / safe)), 0.0) * self.sign
        return carry * np.cos(turn), carry * np.sin(turn)


def card_rows(cards: CardSet, card_id: str, iron: str | None) -> CardRows:
    card = cards.card(card_id)
    if isinstance(card, RecoveryCard):
        assert iron is not None
        shot_card = cards.shot_card(iron)
        penalty = [0 if r.penalty is None else r.penalty for r in card.rows]
        unplayable = [r.special == "unplayable" for r in card.rows]
    else:
        assert isinstance(card, ShotCard)
        shot_card = card
        penalty = [0] * len(DICE_SUMS)
        unplayable = [False] * len(DICE_SUMS)
    carry, factor, sign = [], [], []
    for row, pen, unp in zip(shot_card.rows, penalty, unplayable, strict=True):
        unp_row = unp or row.special is Special.UNPLAYABLE
        carry.append(0.0 if unp_row else max(0.0, float(row.carry) - pen))
        factor.append(float(row.factor))
        sign.append({Side.LEFT: 1.0, Side.RIGHT: -1.0, Side.NONE: 0.0}[row.side])
    return CardRows(np.array(carry), np.array(factor), np.array(sign),
                 np.array([u or r.special is Special.UNPLAYABLE
                           for u, r in zip(unplayable, shot_card.rows, strict=True)]))


def club_landings(ox: Floats, oy: Floats, flag: Point, turns: Floats, rows: CardRows,
                  wedge_recovery: bool) -> tuple[Floats, Floats]:
    """Where a yards card lands from each origin, for each aim turn and each roll: shape
    (origins, turns, 11). The arithmetic of ``shot._flight`` (and the sand wedge's 10 feet
    further from the flag on a recovery near it): the aim's unit vector ``u`` and its left,
    scaled by the row's carry along and across the line — so the trigonometry is of the
    aims (origins × turns) and of the eleven rows, never of the millions of landings."""
    theta = np.arctan2(flag.y - oy, flag.x - ox)[:, None] + np.radians(turns)[None, :]
    along, across = rows.along_across()
    ux, uy = np.cos(theta)[:, :, None], np.sin(theta)[:, :, None]
    lx = ox[:, None, None] + (ux * along - uy * across)
    ly = oy[:, None, None] + (uy * along + ux * across)
    if wedge_recovery:
        lx, ly = _wedge_recovery(ox, oy, flag, lx, ly)
    return lx, ly


def _wedge_recovery(ox: Floats, oy: Floats, flag: Point, lx: Floats,
                    ly: Floats) -> tuple[Floats, Floats]:
    """§4: a recovery with the sand wedge lies 10 feet further from the flag, on the line
    from the flag through where it landed (``resolve_shot``)."""
    outx, outy = lx - flag.x, ly - flag.y
    length = np.hypot(outx, outy)
    backx = (ox - flag.x)[:, None, None]
    backy = (oy - flag.y)[:, None, None]
    backlen = np.hypot(backx, backy)
    far = length > EPSILON
    ux = np.where(far, outx / np.where(far, length, 1.0), backx / backlen)
    uy = np.where(far, outy / np.where(far, length, 1.0), backy / backlen)
    step = WEDGE_RECOVERY_FEET / FEET_PER_YARD
    return lx + ux * step, ly + uy * step


@dataclass
class Fan:
    """A list of club choices with its rows laid out for ``club_landings``'s arithmetic all
    at once: the distinct aim turns, each choice's turn, and per choice and roll the carry
    along the aim and across it. The trigonometry of the aims is then one array per set of
    origins, and the landings one multiply-add over (origins, choices, rolls)."""

    turns: Floats
    turn_of: Ints
    along: Floats
    across: Floats
    unplayable: npt.NDArray[np.bool_]

    @staticmethod
    def of(cards: CardSet, actions: Sequence[Action],
           known: dict[tuple[str, str | None], CardRows]) -> Fan:
        turns = sorted({a.turn for a in actions})
        along = np.empty((len(actions), len(DICE_SUMS)))
        across = np.empty_like(along)
        unplayable = np.empty(along.shape, dtype=bool)
        for index, a in enumerate(actions):
            rows = known.get((a.card, a.iron))
            if rows is None:
                rows = known[(a.card, a.iron)] = card_rows(cards, a.card, a.iron)
            along[index], across[index] = rows.along_across()
            unplayable[index] = rows.unplayable
        return Fan(np.array(turns), np.array([turns.index(a.turn) for a in actions]),
                   along, across, unplayable)

    def landings(self, ox: Floats, oy: Floats, flag: Point,
                 wedge_recovery: bool) -> tuple[Floats, Floats]:
        """``club_landings`` for every choice of the fan at once."""
        theta = np.arctan2(flag.y - oy, flag.x - ox)[:, None] + np.radians(self.turns)[None, :]
        # In C order: indexing the middle axis gives a transposed layout, and every array of
        # landings, cells and entries made from it would follow it (slow to read and gather).
        ux = np.ascontiguousarray(np.cos(theta)[:, self.turn_of])[:, :, None]
        uy = np.ascontiguousarray(np.sin(theta)[:, self.turn_of])[:, :, None]
        # ox + (u·along − left·across), in place: the same sums, fewer arrays of millions.
        lx = ux * self.along
        lx -= uy * self.across
        lx += ox[:, None, None]
        ly = uy * self.along
        ly += ux * self.across
        ly += oy[:, None, None]
        if wedge_recovery:
            lx, ly = _wedge_recovery(ox, oy, flag, lx, ly)
        return lx, ly


def aim_point(origin: Point, flag: Point, turn: float) -> Point:
    """The aim ``turn`` degrees off the flag line, as far from the ball as the flag (the flag
    itself at 0°, exactly, so a hole in one counts)."""
    if turn == 0.0:
        return flag
    a = math.atan2(flag.y - origin.y, flag.x - origin.x) + math.radians(turn)
    r = math.hypot(flag.x - origin.x, flag.y - origin.y)
    return Point(origin.x + r * math.cos(a), origin.y + r * math.sin(a))


def actions_for(cards: CardSet, sit: Situation) -> list[Action]:
    """The choices a ball in ``sit`` has, as the analysis considers them.

    They depend only on the cards the situation allows, so each list is made once per card
    set (a look-ahead asks for every ball: the best player's every shot, the tee's
    refinement's every landing)."""
    allowed = allowed_cards(cards, sit)
    memo = _actions(cards)
    found = memo.get(allowed)
    if found is None:
        made: list[Action] = []
        for card_id in allowed:
            card = cards.card(card_id)
            if isinstance(card, RecoveryCard):
                made.extend(Action(card_id, t, iron) for iron in irons(cards)
                            for t in AIM_TURNS)
            elif isinstance(card, ShotCard) and card.unit is Unit.YARDS:
                made.extend(Action(card_id, t) for t in AIM_TURNS)
            else:
                made.append(Action(card_id, 0.0))
        found = memo[allowed] = tuple(made)
    return list(found)


_actions: ModelMemo[CardSet, dict[tuple[str, ...], tuple[Action, ...]]] = ModelMemo(
    lambda cards: {})


@dataclass
class Target:
    """A value made of state values: ``const + Σ weights · V[states]``; ``const_green`` is
    the constant when counting strokes to reach the green instead (a putt costs nothing
    there)."""

    const: float
    const_green: float
    states: tuple[int, ...] = ()
    weights: tuple[float, ...] = ()


@dataclass
class Entry:
    """Where a shot can leave the ball: its options (penalty, target) and the penalty of
    stroke and distance when the hole offers it (back to the state played from)."""

    options: list[tuple[float, int]]
    stroke_and_distance: float = math.inf


STENCIL = 4
"""States in a stencil: the four lattice corners around a point."""


@dataclass
class Transitions:
    """The shots from a set of states with the same choices: entry per (state, action, roll)."""

    states: Ints
    actions: list[Action]
    entries: Small
    """Shape (states, actions, 11); 32 bits: the largest hole's are tens of millions."""


@dataclass
class HoleModel:
    """Nodes, targets, entries and transitions of one hole (module docstring).

    Target ``k`` and entry ``k`` below the raster's size are cell ``k``'s: the stencil of the
    cell's centre in its own situation, and a ball played as it lies there (or, in a cell
    that needs relief, the choices an outcome landing there offered)."""

    hole: Hole
    cards: CardSet
    par: int
    raster: LieRaster
    flag: Point
    tee: Point
    node_x: Floats
    node_y: Floats
    node_kind: npt.NDArray[np.int8]
    lattice_x0: float
    lattice_y0: float
    lattice_w: int
    lattice_h: int
    node_of: dict[int, Ints]
    """Kind → lattice array (h, w) of node ids, -1 where no node of that kind."""
    cell_states: Small = field(default_factory=lambda: np.zeros((0, STENCIL), dtype=np.int32))
    cell_weights: npt.NDArray[np.float32] = field(
        default_factory=lambda: np.zeros((0, STENCIL), dtype=np.float32))
    extra_targets: list[Target] = field(default_factory=list)
    relief_of: Small = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    """Per cell, the index in ``reliefs`` of the choices a landing there offers (-1: none);
    cells of a region share them where they do not depend on the landing."""
    reliefs: list[Entry] = field(default_factory=list)
    extra_entries: list[Entry] = field(default_factory=list)
    transitions: list[Transitions] = field(default_factory=list)
    cell_ready: npt.NDArray[np.bool_] = field(default_factory=lambda: np.zeros(0, dtype=bool))
    lateral_entries: dict[tuple[int, int], int] = field(default_factory=dict)
    unplayable_entries: dict[tuple[int, int, int], int] = field(default_factory=dict)
    special: dict[str, int] = field(default_factory=dict)

    # ---- sizes and fixed states ------------------------------------------------------------

    @property
    def cells(self) -> int:
        return self.raster.size

    @property
    def node_count(self) -> int:
        return int(self.node_x.size)

    @property
    def tee_first(self) -> int:
        """State id of the ball on the tee before the first stroke."""
        return self.node_count

    @property
    def tee_replay(self) -> int:
        """State id of a ball replayed from the tee (no hole in one)."""
        return self.node_count + 1

    @property
    def state_count(self) -> int:
        return self.node_count + 2

    @property
    def dummy(self) -> int:
        """A state whose value is always 0: pads stencils."""
        return self.node_count + 2

    @property
    def target_count(self) -> int:
        return self.cells + len(self.extra_targets)

    @property
    def entry_count(self) -> int:
        return self.cells + len(self.extra_entries)

    # ---- targets ---------------------------------------------------------------------------

    def add_target(self, target: Target) -> int:
        self.extra_targets.append(target)
        return self.cells + len(self.extra_targets) - 1

    def constant(self, value: float, green: float = 0.0) -> int:
        return self.add_target(Target(value, green))

    def stencil(self, x: float, y: float, kind: Kind) -> tuple[tuple[int, ...],
                                                               tuple[float, ...]]:
        """The nodes of ``kind`` around a point and their bilinear weights; the nearest node
        of that kind (of any playable kind if the hole has none) when none is around."""
        fx = (x - self.lattice_x0) / NODE_YARDS
        fy = (y - self.lattice_y0) / NODE_YARDS
        i0, j0 = math.floor(fx), math.floor(fy)
        tx, ty = fx - i0, fy - j0
        lattice = self.node_of.get(int(kind))
        ids: list[int] = []
        weights: list[float] = []
        if lattice is not None:
            for di, dj, w in ((0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)),
                              (0, 1, (1 - tx) * ty), (1, 1, tx * ty)):
                i, j = i0 + di, j0 + dj
                if 0 <= i < self.lattice_w and 0 <= j < self.lattice_h and w > 0.0:
                    node = int(lattice[j, i])
                    if node >= 0:
                        ids.append(node)
                        weights.append(w)
        total = sum(weights)
        if total > 0.0:
            return tuple(ids), tuple(w / total for w in weights)
        same = np.flatnonzero(self.node_kind == int(kind))
        pool = same if same.size else np.arange(self.node_count)
        if not pool.size:
            raise UltimateError(tr("no part of the hole but the green can be played from"))
        d = np.hypot(self.node_x[pool] - x, self.node_y[pool] - y)
        return (int(pool[int(np.argmin(d))]),), (1.0,)

    def ball_target(self, ball: Ball) -> int:
        """The target standing for a ball about to be played (after a drop, a placement,
        a local rule's card)."""
        if ball.on_tee:
            state = self.tee_first if ball.first_shot else self.tee_replay
            return self.add_target(Target(0.0, 0.0, (state,), (1.0,)))
        sit = situation(self.hole, ball)
        if sit.kind is SituationKind.PUTTING:
            assert sit.band is not None
            return self.band_target(sit.band)
        kind = kind_of(sit)
        if not kind.playable:
            # A drop never settles where relief is needed; a placement could be drawn so.
            kind = Kind.FAIRWAY
        ids, weights = self.stencil(ball.at.x, ball.at.y, kind)
        return self.add_target(Target(0.0, 0.0, ids, weights))

    def band_target(self, band: PuttBand) -> int:
        key = f"band:{band.value}"
        if key not in self.special:
            self.special[key] = self.constant(putt_expectation(self.cards, band))
        return self.special[key]

    # ---- entries ---------------------------------------------------------------------------

    def entry(self, index: int) -> Entry:
        """An entry's options (a cell's are made on demand)."""
        if index >= self.cells:
            return self.extra_entries[index - self.cells]
        shared = int(self.relief_of[index])
        if shared >= 0:
            return self.reliefs[shared]
        if self.raster.kind[index] < Kind.PUTTING and self.cell_ready[index]:
            return Entry([(0.0, index)])
        return Entry([])

    def add_entry(self, entry: Entry) -> int:
        self.extra_entries.append(entry)
        return self.cells + len(self.extra_entries) - 1

    def special_entry(self, name: str) -> int:
        """Holed, covering the hole (re-rolled, or on the lip from the first shot), a putting
        band: an entry with one constant option."""
        key = f"entry:{name}"
        if key not in self.special:
            if name == "holed":
                target = self.constant(0.0)
            elif name == "covers":
                target = self.constant(float(COVERS_MISS))
            elif name == "lip":
                target = self.constant(ON_LIP)
            else:
                target = self.band_target(PuttBand(name))
            self.special[key] = self.add_entry(Entry([(0.0, target)]))
        return self.special[key]

    def off_map_entry(self) -> int:
        key = "entry:off-map"
        if key not in self.special:
            self.special[key] = self.add_entry(Entry([]))
        return self.special[key]

    def resolved(self, index: int) -> bool:
        entry = self.entry(index)
        return bool(entry.options) or not math.isinf(entry.stroke_and_distance)

    def resolve_relief(self, index: int, played_from: Ball, outcome: ShotOutcome,
                       first_drop: Ball | None = None) -> None:
        """Fill entry ``index``'s options from a real outcome that leaves the ball there
        (``first_drop``: where its first option was already found to put the ball)."""
        options: list[tuple[float, int]] = []
        sd = math.inf
        if not outcome.relief:
            options.append((0.0, self.ball_target(landed(outcome))))
        for k, option in enumerate(outcome.relief):
            if isinstance(option, StrokeAndDistance):
                sd = min(sd, float(option.penalty))
                continue
            dropped = first_drop if k == 0 and first_drop is not None else take_relief(
                self.hole, played_from, outcome, option)
            options.append((float(option.penalty), self.ball_target(dropped)))
        entry = Entry(options, sd)
        if index >= self.cells:
            self.extra_entries[index - self.cells] = entry
        else:
            self.reliefs.append(entry)
            self.relief_of[index] = len(self.reliefs) - 1
            self.cell_ready[index] = True

    def share_relief(self, index: int | Ints, other: int) -> None:
        """Cell(s) ``index`` offer the same choices as cell ``other``."""
        self.relief_of[index] = self.relief_of[other]
        self.cell_ready[index] = True


def relief_table(hole: Hole, raster: LieRaster) -> dict[tuple[int, int], tuple[Relief, ...]]:
    """The choices a ball offers by (region index, kind), for the pairs the raster holds
    (``shot.relief_at``: a region's local rule applies wherever, terrain rules and defaults
    only where the ball cannot be played)."""
    codes = np.unique((raster.region + 1) * _KINDS + raster.kind)
    pairs = {(int(code) // _KINDS - 1, int(code) % _KINDS) for code in codes.tolist()}
    pairs.add((-1, int(Kind.OUT_OF_BOUNDS)))
    flag = hole.flag or Point(0.0, 0.0)
    table: dict[tuple[int, int], tuple[Relief, ...]] = {}
    for region_index, kind_code in pairs:
        region = None if region_index < 0 else hole.regions[region_index]
        terrain = region.kind if region is not None else Terrain.OUT_OF_BOUNDS
        lie = Lie(flag, terrain, region)
        table[(region_index, kind_code)] = relief_at(
            hole, Situation(Kind(kind_code).situation, lie, 0.0))
    return table


class ModelBuilder:
    """Builds a ``HoleModel``: lattice, stencils, then the transitions group by group."""

    def __init__(self, hole: Hole, cards: CardSet, par: int) -> None:
        if hole.flag is None:
            raise UltimateError(tr("the hole has no flag"))
        self.hole, self.cards, self.par = hole, cards, par
        self.raster = LieRaster.of(hole)
        self.flag = hole.flag
        self.tee_ball = tee_ball(hole)
        self.reliefs = relief_table(hole, self.raster)
        pair_codes = (self.raster.region + 1) * _KINDS + self.raster.kind
        relieved = np.zeros((len(hole.regions) + 1) * _KINDS, dtype=bool)
        self.lateral_regions: set[int] = set()
        for (region_index, kind_code), options in self.reliefs.items():
            if options:
                relieved[(region_index + 1) * _KINDS + kind_code] = True
                if any(isinstance(o, LateralDrop) for o in options):
                    self.lateral_regions.add(region_index)
        needs = relieved[pair_codes]
        self.needs_relief = needs
        self.lookahead_balls: list[Ball] = []
        """The balls a look-ahead plays from (state -1 - k for the k-th): each may carry a
        local rule's card."""
        self._card_rows: dict[tuple[str, str | None], CardRows] = {}
        self._fans: dict[tuple[Action, ...], Fan] = {}
        self._kind_of = np.concatenate([[-1], self.raster.kind.astype(np.int64)])
        """Per cell + 1 (0: off the raster), the ``Kind``."""
        self._needs_relief_of = np.concatenate([[False], needs])
        self._putting_of = (self._kind_of == Kind.PUTTING) & ~self._needs_relief_of
        """Per cell + 1: a landing there is on the green, played as it lies (a putt)."""
        self._table: Small | None = None
        self._table_model: HoleModel | None = None
        self._keep_looking = np.zeros(0, dtype=bool)
        """Per cell + 1: a landing there is looked at whatever is known (the green, a lateral
        drop's water)."""
        self._relief_keys: dict[int, int] = {}
        """Relief choices found once for a whole region or block (``_relief_code``): the
        cell that holds them."""
        fixed = np.ones((len(hole.regions) + 1) * _KINDS, dtype=bool)
        for (region_index, kind_code), options in self.reliefs.items():
            fixed[(region_index + 1) * _KINDS + kind_code] = all(_fixed(o) for o in options)
        self._fixed_pair = fixed
        """Per (region, kind) pair code: its relief does not depend on where the ball lies."""

    # ---- nodes and stencils ----------------------------------------------------------------

    def build(self) -> HoleModel:
        raster = self.raster
        lx0 = raster.x0 + 0.5
        ly0 = raster.y0 + 0.5
        w = int(raster.width // NODE_YARDS) + 1
        h = int(raster.height // NODE_YARDS) + 1
        columns = lx0 + np.arange(w, dtype=np.float64) * NODE_YARDS
        rows = ly0 + np.arange(h, dtype=np.float64) * NODE_YARDS
        gx, gy = np.meshgrid(columns, rows)
        _, kinds = classify(self.hole, gx.ravel(), gy.ravel(), grid=(columns, rows))
        flat = np.flatnonzero(kinds < Kind.PUTTING)
        node_x = gx.ravel()[flat].copy()
        node_y = gy.ravel()[flat].copy()
        node_kind = kinds[flat].copy()
        lattice = np.full((len(Kind), h * w), -1, dtype=np.int64)
        for kind in Kind:
            if kind.playable:
                mine = node_kind == int(kind)
                lattice[int(kind), flat[mine]] = np.flatnonzero(mine)
        lattice3 = lattice.reshape(len(Kind), h, w)
        states, weights = self._cell_stencils(lattice3, lx0, ly0, w, h)
        node_x, node_y, node_kind = self._orphans(states, weights, node_x, node_y, node_kind)
        node_of = {int(k): lattice3[int(k)] for k in Kind if k.playable}
        model = HoleModel(self.hole, self.cards, self.par, raster, self.flag,
                          self.tee_ball.at, node_x, node_y, node_kind, lx0, ly0, w, h, node_of)
        model.cell_states = states.astype(np.int32)
        model.cell_weights = weights.astype(np.float32)
        model.cell_ready = (raster.kind < Kind.PUTTING) & ~self.needs_relief
        model.relief_of = np.full(raster.size, -1, dtype=np.int32)
        self._transitions(model)
        return model

    def _cell_stencils(self, lattice: Ints, lx0: float, ly0: float, w: int,
                       h: int) -> tuple[Ints, Floats]:
        """Every cell's bilinear stencil over the lattice nodes of its own situation: those
        of the playable cells (a landing elsewhere is on the green or needs relief, and a
        stencil is read only where a ball is played as it lies); none elsewhere."""
        playable = np.flatnonzero(self.raster.kind < Kind.PUTTING)
        cx, cy = self.raster.centres_of(playable)
        kinds = self.raster.kind[playable].astype(np.int64)
        fx, fy = (cx - lx0) / NODE_YARDS, (cy - ly0) / NODE_YARDS
        i0, j0 = np.floor(fx).astype(np.int64), np.floor(fy).astype(np.int64)
        tx, ty = fx - i0, fy - j0
        states = np.full((cx.size, STENCIL), -1, dtype=np.int64)
        weights = np.zeros((cx.size, STENCIL))
        # The lattice with a border of no node, read flat: a corner past the edge reads the
        # border instead of being tested for (one gather a corner).
        padded = np.full((lattice.shape[0], h + 2, w + 2), -1, dtype=np.int64)
        padded[:, 1:h + 1, 1:w + 1] = lattice
        flat = padded.reshape(-1)
        base = kinds * ((h + 2) * (w + 2)) + (j0 + 1) * (w + 2) + (i0 + 1)
        for k, (di, dj) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
            node = flat[base + (dj * (w + 2) + di)]
            wx = tx if di else 1.0 - tx
            wy = ty if dj else 1.0 - ty
            states[:, k] = node
            weights[:, k] = np.where(node >= 0, wx * wy, 0.0)
        total = ((weights[:, 0] + weights[:, 1]) + weights[:, 2]) + weights[:, 3]
        has = total > 0.0
        weights[has] /= total[has, None]
        all_states = np.full((self.raster.size, STENCIL), -1, dtype=np.int64)
        all_weights = np.zeros((self.raster.size, STENCIL))
        all_states[playable], all_weights[playable] = states, weights
        return all_states, all_weights

    def _orphans(self, states: Ints, weights: Floats, node_x: Floats, node_y: Floats,
                 node_kind: npt.NDArray[np.int8]) -> tuple[Floats, Floats,
                                                           npt.NDArray[np.int8]]:
        """Cells of a playable situation with no lattice node of it around (a pot bunker
        between four nodes, the tip of a green-side bunker) read the nearest node of their
        situation; where that is more than a node's spacing away an extra node is added, so
        a landing there does not read the fairway's value."""
        kinds = self.raster.kind
        orphan = np.flatnonzero((kinds < Kind.PUTTING) & (weights.sum(axis=1) == 0.0))
        cx, cy = np.zeros(self.raster.size), np.zeros(self.raster.size)
        cx[orphan], cy[orphan] = self.raster.centres_of(orphan)  # the only cells read
        xs, ys, ks = list(node_x), list(node_y), list(node_kind)
        for kind in np.unique(kinds[orphan]).tolist():
            cells = orphan[kinds[orphan] == kind]
            pool_x = np.array([x for x, k in zip(xs, ks, strict=True) if k == kind])
            pool_y = np.array([y for y, k in zip(ys, ks, strict=True) if k == kind])
            far = np.ones(cells.size, dtype=bool)
            if pool_x.size:
                far = self._nearest(cx[cells], cy[cells], pool_x, pool_y)[1] > NODE_YARDS
            remaining = cells[far]
            while remaining.size:
                first = remaining[0]
                xs.append(float(cx[first]))
                ys.append(float(cy[first]))
                ks.append(kind)
                near = np.hypot(cx[remaining] - cx[first],
                                cy[remaining] - cy[first]) <= NODE_YARDS
                remaining = remaining[~near]
        node_x, node_y = np.array(xs), np.array(ys)
        node_kind = np.array(ks, dtype=np.int8)
        for kind in np.unique(kinds[orphan]).tolist():
            cells = orphan[kinds[orphan] == kind]
            pool = np.flatnonzero(node_kind == kind)
            nearest, _ = self._nearest(cx[cells], cy[cells], node_x[pool], node_y[pool])
            states[cells, 0] = pool[nearest]
            weights[cells, 0] = 1.0
        return node_x, node_y, node_kind

    @staticmethod
    def _nearest(x: Floats, y: Floats, px: Floats, py: Floats) -> tuple[Ints, Floats]:
        """Index of and distance to the nearest of the points ``px, py``, for each point."""
        index = np.zeros(x.size, dtype=np.int64)
        dist = np.full(x.size, np.inf)
        for start in range(0, px.size, 512):
            d = np.hypot(x[:, None] - px[None, start:start + 512],
                         y[:, None] - py[None, start:start + 512])
            k = np.argmin(d, axis=1)
            best = d[np.arange(x.size), k]
            better = best < dist
            index[better] = k[better] + start
            dist[better] = best[better]
        return index, dist

    # ---- transitions -----------------------------------------------------------------------

    def _transitions(self, model: HoleModel) -> None:
        for kind in Kind:
            if not kind.playable:
                continue
            states = np.flatnonzero(model.node_kind == int(kind))
            if states.size:
                self.add_group(model, states)
        sit = situation(self.hole, self.tee_ball)
        actions = actions_for(self.cards, sit)
        for state in (model.tee_first, model.tee_replay):
            entries = self.tee_entries(model, state, self.tee_ball.at, actions,
                                       first_shot=state == model.tee_first)
            model.transitions.append(Transitions(np.array([state]), actions, entries))

    def tee_entries(self, model: HoleModel, state: int, at: Point,
                    actions: Sequence[Action], *, first_shot: bool) -> Small:
        """Entries (1, actions, 11) of the tee shots from ``at``: club shots (on the first shot
        a ball covering the hole lies on the lip), and on the first shot the hole in one (§4:
        the marked club aimed exactly at the flag, a roll of 7)."""
        entries = self.club_entries(model, np.array([state]), np.array([at.x]),
                                    np.array([at.y]), actions, wedge=False,
                                    first_shot=first_shot)
        hole_in_one = self.hole.hole_in_one
        if first_shot and hole_in_one is not None:
            for a, action in enumerate(actions):
                if action.card == hole_in_one.value and action.turn == 0.0:
                    entries[0, a, DICE_SUMS.index(7)] = model.special_entry("holed")
        return entries

    def add_group(self, model: HoleModel, states: Ints) -> None:
        """Transitions of nodes of one kind; feet cards through the engine, clubs with numpy."""
        first = int(states[0])
        ball = Ball(Point(float(model.node_x[first]), float(model.node_y[first])),
                    on_tee=False, first_shot=False)
        sit = situation(self.hole, ball)
        actions = actions_for(self.cards, sit)
        if not any(_is_club(self.cards, a) for a in actions):
            # One group per list of choices (a chip's, a bunker card's), not one per state:
            # every sweep of the solution pays a little for each group.
            found: dict[tuple[Action, ...], tuple[list[int], list[Ints]]] = {}
            for state in states.tolist():
                b = Ball(Point(float(model.node_x[state]), float(model.node_y[state])),
                         on_tee=False, first_shot=False)
                mine = actions_for(self.cards, situation(self.hole, b))
                kept = found.setdefault(tuple(mine), ([], []))
                kept[0].append(state)
                kept[1].append(self.engine_entries(model, b, mine))
            for choices, (ids, rows) in found.items():
                model.transitions.append(Transitions(
                    np.array(ids), list(choices), np.concatenate(rows).astype(np.int32)))
            return
        for chunk in np.array_split(states, max(1, states.size // 256)):
            ox, oy = model.node_x[chunk], model.node_y[chunk]
            entries = self.club_entries(model, chunk, ox, oy, actions,
                                        wedge=sit.recovery_with_wedge)
            model.transitions.append(Transitions(chunk, actions, entries))

    def club_entries(self, model: HoleModel, states: Ints, ox: Floats, oy: Floats,
                     actions: Sequence[Action], *, wedge: bool,
                     first_shot: bool = False) -> Small:
        """Entries (states, actions, 11) of club shots from the given origins; ``states``
        are the ids the origins stand for (-1 - k: the k-th ball of a look-ahead, off the
        lattice).

        One gather of a table of the cells gives every landing its entry — a cell a ball is
        played from as it lies, or one whose relief is known — and marks the rest (below 0):
        the green (a putting band by the exact distance to the flag), a lateral drop's
        water, relief not yet resolved, off the map, a cell by the flag. Only those are looked
        at again. A landing within ``COVER_FEET`` of the flag covers the hole (§4): re-rolled,
        or on the lip on the hole's ``first_shot``, whatever the ground.

        The landings are flown ``FLIGHT_ORIGINS`` origins at a time, their arrays a few
        hundred kilobytes that stay in the processor's cache (three times faster than arrays
        of millions), and only the entries and the landings looked at again are kept."""
        flag = self.flag
        fan = self._fan(actions)
        unplayable = fan.unplayable
        table = self._entry_table(model)
        entries = np.empty((ox.size, *fan.along.shape), dtype=np.int32)
        flat_entries = entries.reshape(-1)
        found: list[tuple[Ints, Floats, Floats]] = []
        for start in range(0, ox.size, FLIGHT_ORIGINS):
            part = slice(start, start + FLIGHT_ORIGINS)
            lx, ly = fan.landings(ox[part], oy[part], flag, wedge)
            mine = table[self.raster.padded_cell(lx, ly)]
            entries[part] = mine
            at = np.flatnonzero(mine < 0)
            found.append((at + start * fan.along.size, lx.reshape(-1)[at],
                          ly.reshape(-1)[at]))
        # The landings looked at again: flat positions in ``entries``, in order, and where
        # they land.
        attention = np.concatenate([a for a, _, _ in found])
        ax = np.concatenate([x for _, x, _ in found])
        ay = np.concatenate([y for _, _, y in found])
        covered = np.hypot(ax - flag.x, ay - flag.y) * FEET_PER_YARD <= COVER_FEET
        if covered.any():
            flat_entries[attention[covered]] = model.special_entry(
                "lip" if first_shot else "covers")
            kept = ~covered
            attention, ax, ay = attention[kept], ax[kept], ay[kept]
        padded = -1 - flat_entries[attention].astype(np.intp)
        green = self._putting_of[padded]
        cells = padded - 1  # -1 off the map
        flat_entries[attention] = np.where(cells >= 0, cells, model.off_map_entry())
        if green.any():
            at = attention[green]
            feet = np.hypot(ax[green] - flag.x, ay[green] - flag.y) * FEET_PER_YARD
            band_entries = np.array([model.special_entry(b.value) for b in PuttBand])
            flat_entries[at] = band_entries[putt_band_indexes(feet)]
        if self.lateral_regions:
            on_raster = cells >= 0
            region = np.full(cells.shape, -2, dtype=np.int64)
            region[on_raster] = self.raster.region[cells[on_raster]]
            kind = self._kind_of[padded]
            for r in self.lateral_regions:
                hit = (region == r) & (kind == Kind.WATER)
                if hit.any():
                    self._lateral(model, states, ox, oy, ax[hit], ay[hit], attention[hit], r,
                                  actions, entries)
        if unplayable.any():
            self._unplayable(model, states, ox, oy, actions, unplayable, entries)
        # Relief first reached here: a cell's entry is the cell itself, its choices not known
        # yet; off the map, one entry.
        reached = flat_entries[attention]
        ready = np.append(model.cell_ready, True)  # past the cells: an entry of its own
        pending = ~ready[np.minimum(reached, self.raster.size)]
        off = model.off_map_entry()
        if not model.resolved(off):
            pending |= reached == off
        self._resolve_cells(model, states, ox, oy, actions, entries, attention[pending])
        self._learn_ready(model, padded[~green])
        return entries

    def _entry_table(self, model: HoleModel) -> Small:
        """Per cell + 1 (0: off the raster), the entry of a landing there when it needs no
        more (``club_entries``): the cell, where a ball is played as it lies or its relief is
        known, or the entry off the map once resolved; else ``-1 - (cell + 1)``: a landing to
        look at again."""
        if self._table is None or self._table_model is not model:
            table = -1 - np.arange(self.raster.size + 1, dtype=np.int32)
            keep = self._putting_of.copy()
            if self.lateral_regions:
                region = np.append(-2, self.raster.region)
                for r in self.lateral_regions:
                    keep |= (region == r) & (self._kind_of == Kind.WATER)
            for dx in (-1.0, 1.0):
                for dy in (-1.0, 1.0):
                    # The cells a ball covering the hole can land in (``COVER_FEET``).
                    reach = COVER_FEET / FEET_PER_YARD
                    cell = self.raster.cell_at(self.flag.x + dx * reach, self.flag.y + dy * reach)
                    if cell >= 0:
                        keep[cell + 1] = True
            self._keep_looking = keep
            known = np.flatnonzero(np.append(False, model.cell_ready) & ~keep)
            table[known] = known - 1
            off = model.off_map_entry()
            if model.resolved(off):
                table[0] = off
            self._table, self._table_model = table, model
        return self._table

    def _learn_ready(self, model: HoleModel, padded: Ints) -> None:
        """Cells (+ 1) looked at by ``club_entries`` whose entry is now known: the table
        gives it at once from now on."""
        table = self._entry_table(model)
        cells = padded[padded > 0] - 1
        done = cells[model.cell_ready[cells] & ~self._keep_looking[cells + 1]]
        table[done + 1] = done
        off = model.off_map_entry()
        if table[0] < 0 and model.resolved(off):
            table[0] = off

    def _fan(self, actions: Sequence[Action]) -> Fan:
        """The rows of a list of choices, arranged once for every origin played with it."""
        key = tuple(actions)
        fan = self._fans.get(key)
        if fan is None:
            fan = self._fans[key] = Fan.of(self.cards, actions, self._card_rows)
        return fan

    def _shot(self, model: HoleModel, state: int, origin: Point, action: Action,
              roll: int) -> tuple[Ball, ShotOutcome]:
        ball = Ball(origin, on_tee=False, first_shot=False)
        if state < 0 and self.lookahead_balls:
            ball = self.lookahead_balls[-1 - state]
        elif state == model.tee_first:
            ball = self.tee_ball
        elif state == model.tee_replay:
            ball = replace(self.tee_ball, first_shot=False)
        aim = aim_point(ball.at, self.flag, action.turn)
        return ball, shoot(self.hole, self.cards, ball, action.card, aim, roll, action.iron,
                           crossings=False)

    def _resolve_cells(self, model: HoleModel, states: Ints, ox: Floats, oy: Floats,
                       actions: Sequence[Action], entries: Small, flat: Ints) -> None:
        """Options of relief cells (and off the map) first reached here, at the flat
        positions ``flat`` of ``entries`` (in order), from a real outcome landing there.
        Choices that do not depend on where the ball landed (a replay from the tee, a drop
        zone, stroke and distance) are resolved once per region; drops from where it lies
        once per ``RELIEF_BLOCK``: the cells are grouped by that key with numpy, and the
        engine is asked once per key (for its first cell whose outcome is typical), the
        key's other cells sharing the answer."""
        cells = self.raster.size
        flat_entries = entries.ravel()
        if not flat.size:
            return
        reached = flat_entries[flat].astype(np.int64)
        count = model.entry_count
        unique = unique_below(reached, count)[0]
        landings: dict[int, Ints] = {}

        def find_landings(wanted: Ints) -> None:
            """The first ``_TRIES`` landings (in the order of the shots) in each cell
            ``wanted``: found for the cells the engine is asked about only, not sorted out
            for every cell reached."""
            asked = np.zeros(count, dtype=bool)
            asked[wanted] = True
            at = flat[asked[reached]]
            if not at.size:
                return
            order = at[np.argsort(flat_entries[at], kind="stable")]
            cut = np.flatnonzero(np.diff(flat_entries[order])) + 1
            for part in np.split(order, cut):
                landings[int(flat_entries[part[0]])] = part[:_TRIES]

        def resolve(entry: int) -> bool:
            """Resolve ``entry`` from its own landings; whether its outcome is typical."""
            if entry not in landings:
                find_landings(np.array([entry]))
            pair = (-1, int(Kind.OUT_OF_BOUNDS))
            if entry < cells:
                pair = (int(self.raster.region[entry]), int(self.raster.kind[entry]))
            ball, outcome, typical = self._typical(
                model, states, ox, oy, actions, entries.shape, landings[entry],
                self.reliefs.get(pair, ()))
            model.resolve_relief(entry, ball, outcome)
            return typical

        on_raster = unique[unique < cells]
        if on_raster.size < unique.size:
            resolve(int(unique[-1]))  # off the map: the one entry past the cells
        if not on_raster.size:
            return
        codes = self._relief_code(on_raster)
        keys, first, inverse = np.unique(codes, return_index=True, return_inverse=True)
        fresh = np.array([self._relief_keys.get(key) is None for key in keys.tolist()])
        find_landings(on_raster[first[fresh]])  # the cell each new key is first asked from
        members = np.argsort(inverse, kind="stable")  # the cells of each key, in order
        bounds = np.concatenate([[0], np.cumsum(np.bincount(inverse))])
        for k, key in enumerate(keys.tolist()):
            group = on_raster[members[bounds[k]:bounds[k + 1]]]
            shared = self._relief_keys.get(key)
            taken = 0
            while shared is None and taken < group.size:
                entry = int(group[taken])
                taken += 1
                if resolve(entry):
                    shared = self._relief_keys[key] = entry
            if shared is not None and taken < group.size:
                model.share_relief(group[taken:], shared)

    def _relief_code(self, cells: Ints) -> Ints:
        """A number per cell naming what its relief depends on: its (region, kind) and,
        unless the choices are ``_fixed``, its ``RELIEF_BLOCK``."""
        raster = self.raster
        pair = (raster.region[cells] + 1) * _KINDS + raster.kind[cells]
        cx = raster.x0 + 0.5 + (cells % raster.width).astype(np.float64)
        cy = raster.y0 + 0.5 + (cells // raster.width).astype(np.float64)
        bx = np.floor(cx / RELIEF_BLOCK).astype(np.int64) + _BLOCK_OFFSET
        by = np.floor(cy / RELIEF_BLOCK).astype(np.int64) + _BLOCK_OFFSET
        block = np.where(self._fixed_pair[pair], 0, bx * _BLOCK_SPAN + by)
        return np.asarray(pair * _BLOCK_SPAN * _BLOCK_SPAN + block, dtype=np.int64)

    def _typical(self, model: HoleModel, states: Ints, ox: Floats, oy: Floats,
                 actions: Sequence[Action], shape: tuple[int, ...], positions: Ints,
                 expected: tuple[Relief, ...]) -> tuple[Ball, ShotOutcome, bool]:
        """A real outcome landing in a cell with the choices the cell's sample offers: a
        landing on an outline may lie otherwise than the cell's centre (an island green's
        edge in its lake) and must not speak for the cell, let alone the region. False when
        none of the first few does."""
        found: tuple[Ball, ShotOutcome] | None = None
        for pos in positions.tolist():
            s, a, r = np.unravel_index(pos, shape)
            origin = Point(float(ox[s]), float(oy[s]))
            found = self._shot(model, int(states[s]), origin, actions[int(a)],
                               DICE_SUMS[int(r)])
            if found[1].relief == expected:
                return found[0], found[1], True
        assert found is not None
        return found[0], found[1], False

    def _lateral(self, model: HoleModel, states: Ints, ox: Floats, oy: Floats, x1: Floats,
                 y1: Floats, hit: Ints, region_index: int, actions: Sequence[Action],
                 entries: Small) -> None:
        """A lateral drop is taken where the flight crossed into the water (the landings
        ``x1, y1`` at the flat positions ``hit`` of ``entries``, in order): one entry per yard
        of that crossing point, resolved by the engine from the first shot found."""
        pts = self.hole.regions[region_index].outline
        s_idx, a_idx, r_idx = np.unravel_index(hit, entries.shape)
        x0, y0 = ox[s_idx], oy[s_idx]
        best = np.ones(x0.shape)
        n = len(pts)
        rx, ry = x1 - x0, y1 - y0
        for i in range(n):
            a, b = pts[i], pts[(i + 1) % n]
            sx, sy = b.x - a.x, b.y - a.y
            den = rx * sy - ry * sx
            ok = np.abs(den) > 1e-12
            safe = np.where(ok, den, 1.0)
            qx, qy = a.x - x0, a.y - y0
            t = (qx * sy - qy * sx) / safe
            u = (qx * ry - qy * rx) / safe
            good = ok & (t >= 0.0) & (t <= 1.0) & (u >= 0.0) & (u <= 1.0)
            best = np.where(good & (t < best), t, best)
        ex = np.floor(x0 + best * rx).astype(np.int64)
        ey = np.floor(y0 + best * ry).astype(np.int64)
        for k in range(s_idx.size):
            key = (int(ex[k]), int(ey[k]))
            entry = model.lateral_entries.get(key)
            if entry is None:
                s, a_, r = int(s_idx[k]), int(a_idx[k]), int(r_idx[k])
                origin = Point(float(ox[s]), float(oy[s]))
                ball, outcome = self._shot(model, int(states[s]), origin, actions[a_],
                                           DICE_SUMS[r])
                entry = model.add_entry(Entry([]))
                model.resolve_relief(entry, ball, outcome)
                if outcome.relief:  # not a landing on the water's outline that stays dry
                    model.lateral_entries[key] = entry
            entries[s_idx[k], a_idx[k], r_idx[k]] = entry

    def _unplayable(self, model: HoleModel, states: Ints, ox: Floats, oy: Floats,
                    actions: Sequence[Action], unplayable: npt.NDArray[np.bool_],
                    entries: Small) -> None:
        """An unplayable ball (a recovery's 2 or 12, a bunker card's 2): one penalty and a
        drop out of the region, shared by the nodes of an ``UNPLAYABLE_BLOCK``."""
        cells = self.raster.cell(ox, oy)
        regions = np.where(cells >= 0, self.raster.region[np.maximum(cells, 0)], -1)
        a, r = np.argwhere(unplayable)[0]
        bx = np.floor(ox / UNPLAYABLE_BLOCK).astype(np.int64)
        by = np.floor(oy / UNPLAYABLE_BLOCK).astype(np.int64)
        blocks = np.stack([regions, bx, by], axis=1)
        keys, first, inverse = np.unique(blocks, axis=0, return_index=True,
                                         return_inverse=True)
        found = np.empty(len(keys), dtype=np.int64)
        for k, (key, s) in enumerate(zip(map(tuple, keys.tolist()), first.tolist(),
                                         strict=True)):
            entry = model.unplayable_entries.get(key)
            if entry is None:
                origin = Point(float(ox[s]), float(oy[s]))
                ball, outcome = self._shot(model, int(states[s]), origin, actions[int(a)],
                                           DICE_SUMS[int(r)])
                entry = self._unplayable_entry(model, key, ball, outcome)
            found[k] = entry
        mine = found[inverse.reshape(-1)]
        entries[:, unplayable] = mine[:, None]

    def _unplayable_entry(self, model: HoleModel, key: tuple[int, int, int], ball: Ball,
                          outcome: ShotOutcome) -> int:
        """The block's entry for an unplayable ball. Where the engine drops the ball on its
        own spot (the rough drawn under everything has no ground outside it:
        ``ball.take_relief``), every node of the block replays from itself with the penalty,
        exactly; elsewhere the block shares the drop found for its first node."""
        entry = model.add_entry(Entry([]))
        options = outcome.relief
        dropped = None
        if len(options) == 1 and not isinstance(options[0], StrokeAndDistance):
            dropped = take_relief(self.hole, ball, outcome, options[0])
        if dropped is not None and distance(dropped.at, ball.at) <= 1e-9:
            model.extra_entries[entry - model.cells] = Entry([], float(options[0].penalty))
        else:
            model.resolve_relief(entry, ball, outcome, dropped)
        model.unplayable_entries[key] = entry
        return entry

    def engine_entries(self, model: HoleModel, ball: Ball,
                       actions: Sequence[Action]) -> Ints:
        """Entries (1, actions, 11) of one ball's shots through the engine: the feet cards,
        laid out about the flag, whose putting band at exactly 10, 20 or 40 feet must be read
        as the engine reads it."""
        entries = np.empty((1, len(actions), len(DICE_SUMS)), dtype=np.int64)
        for a, action in enumerate(actions):
            aim = aim_point(ball.at, self.flag, action.turn)
            for r, roll in enumerate(DICE_SUMS):
                outcome = shoot(self.hole, self.cards, ball, action.card, aim, roll,
                                action.iron, crossings=False)
                entries[0, a, r] = self.outcome_entry(model, ball, outcome)
        return entries

    def outcome_entry(self, model: HoleModel, ball: Ball, outcome: ShotOutcome) -> int:
        """The entry of one engine outcome."""
        if outcome.holed:
            return model.special_entry("holed")
        if outcome.on_lip:
            return model.special_entry("lip")
        if outcome.holed_check:
            return model.special_entry("covers")
        if outcome.situation.kind is SituationKind.PUTTING and not outcome.relief:
            assert outcome.situation.band is not None
            return model.special_entry(outcome.situation.band.value)
        if outcome.unplayable:
            region = outcome.situation.lie.region_id
            index = next((k for k, r in enumerate(self.hole.regions) if r.id == region), -1)
            key = (index, math.floor(ball.at.x / UNPLAYABLE_BLOCK),
                   math.floor(ball.at.y / UNPLAYABLE_BLOCK))
            entry = model.unplayable_entries.get(key)
            if entry is None:
                entry = self._unplayable_entry(model, key, ball, outcome)
            return entry
        cell = self.raster.cell_at(outcome.landing.x, outcome.landing.y)
        if cell < 0:
            entry = model.off_map_entry()
            if not model.resolved(entry):
                model.resolve_relief(entry, ball, outcome)
            return entry
        if outcome.relief:
            lateral = int(self.raster.region[cell]) in self.lateral_regions
            if self.needs_relief[cell] and not lateral:
                if not model.cell_ready[cell]:
                    model.resolve_relief(cell, ball, outcome)
                return cell
            entry = model.add_entry(Entry([]))
            model.resolve_relief(entry, ball, outcome)
            return entry
        if model.cell_ready[cell] and self.raster.kind[cell] < Kind.PUTTING:
            return cell
        # The exact lie is playable where the cell's sample is not (an outline): its own.
        return model.add_entry(Entry([(0.0, model.ball_target(landed(outcome)))]))


def _fixed(option: Relief) -> bool:
    """Relief that does not depend on where the ball landed."""
    return isinstance(option, StrokeAndDistance | ReplayFromTee | PlaceAndPutt) or (
        isinstance(option, DropZone) and option.at is not None)


def _is_club(cards: CardSet, action: Action) -> bool:
    card = cards.card(action.card)
    return isinstance(card, RecoveryCard) or (isinstance(card, ShotCard)
                                              and card.unit is Unit.YARDS)
