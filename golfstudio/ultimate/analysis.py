"""Ultimate Golf hole analysis: expected strokes under the best play, the best shot from
anywhere, a par suggestion, a difficulty and, for a course, a stroke-index suggestion.

The player chooses card and aim, the dice fall at random (ultimate-golf.md §3–§6; the
engine's rules, ``ultimate.game``). The hole is a Markov decision process on a lattice of
positions (``analysis_model``); value iteration with policy-evaluation sweeps between its
improvement sweeps (modified policy iteration) finds the expected strokes from every
position and lie, until no value changes by more than ``TOLERANCE``. A ball anywhere on the
hole — off the lattice too — is played by a one-step look-ahead from its exact position over
the solved values (``HoleAnalysis.best_shot``).

Decisions (docs/ultimate-analysis.md):

- **No pick-up limit.** The engine picks a ball up at 12 strokes so a round ends; the
  analysis counts every stroke, as the rulebook does (the limit changes the expectation of
  the bundled holes by far less than their 2 % agreement with play).
- **Suggested par** is golf's definition — what an expert scores allowing two putts: the
  expected strokes to reach the green from the tee under the best play, rounded (halves
  up), plus two, clamped to 3–6.
- **Difficulty** is the expected strokes less par; the stroke-index suggestion ranks the
  holes by it, hardest first (index 1), ties to the lower hole number.
"""

from __future__ import annotations

import copy
import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from golfstudio.i18n import tr
from golfstudio.plane import EPSILON, Point, distance
from golfstudio.ultimate.analysis_model import (
    COVERS_MISS,
    NODE_YARDS,
    ON_LIP,
    PROBABILITIES,
    Action,
    Entry,
    HoleModel,
    ModelBuilder,
    actions_for,
    aim_point,
    card_rows,
    kind_of,
    putt_band_indexes,
    putt_expectation,
    unique_below,
)
from golfstudio.ultimate.ball import (
    NEEDS_RELIEF,
    Ball,
    landed,
    shoot,
    situation,
    take_relief,
    tee_ball,
)
from golfstudio.ultimate.cards import DICE_SUMS, CardSet, PuttBand, RecoveryCard, ShotCard, Unit
from golfstudio.ultimate.course import Course, Hole
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.game import Shot
from golfstudio.ultimate.lie import FEET_PER_YARD, SituationKind
from golfstudio.ultimate.raster import CELL_YARDS, Kind
from golfstudio.ultimate.shot import ShotOutcome

__all__ = ["MAX_SWEEPS", "TOLERANCE", "CourseAnalysis", "GroundValues", "HoleAnalysis",
           "analyse_course", "analyse_hole", "suggested_par"]

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int32]

TOLERANCE = 1e-6
"""Strokes: the solution stops when no value changes by more than this in a sweep."""

MAX_SWEEPS = 400
"""Improvement sweeps at most (a hole whose ball could never be holed would not converge)."""

EVALUATION_SWEEPS = 30
"""Policy-evaluation sweeps between two improvement sweeps: each costs an eleventh of a
row per state where an improvement sweep costs every card and aim."""

CANDIDATES = 24
"""Choices per state in a pruned improvement sweep. After a sweep over every choice, the
next go over each state's ``CANDIDATES`` best of that sweep only, at a tenth of the cost,
until they settle; then a sweep over every choice says whether the values hold (the solution
ends only on a full sweep that changes nothing, so the answer is the same fixed point
whatever the candidates) or gives the next candidates."""

TEE_CANDIDATES = 8
"""Tee shots worked out again with the look-ahead after them (``HoleAnalysis._refine_tee``):
the lattice's best few, so the refinement costs tens of milliseconds a hole."""

MIN_PAR, MAX_PAR = 3, 6


def suggested_par(to_green: float) -> int:
    """Golf's par: strokes to reach the green, rounded (halves up), plus two putts, 3–6."""
    return min(MAX_PAR, max(MIN_PAR, math.floor(to_green + 0.5) + 2))


# ---- solving ---------------------------------------------------------------------------------

class _Solver:
    """The model's entries and targets as arrays: entries by the model's own numbers (a
    shot's entries index them directly), targets compacted to those some entry offers."""

    def __init__(self, model: HoleModel) -> None:
        self.model = model
        n = model.state_count
        self.origin = np.arange(n + 1)
        self.origin[model.tee_first] = model.tee_replay
        # 32 bits, as the model keeps them (the largest hole's are tens of millions), in C
        # order: a sweep's gather then writes its stroke-and-distance choices in place.
        self.groups = [(t.states, np.ascontiguousarray(t.entries)) for t in model.transitions]
        cells = model.cells
        width = max([1] + [len(e.options) for e in model.extra_entries + model.reliefs])
        opt_target = np.zeros((model.entry_count, width), dtype=np.intp)
        opt_pen = np.full((model.entry_count, width), np.inf)
        self.sd = np.full(model.entry_count, np.inf)
        shared = model.relief_of
        plain = np.flatnonzero(model.cell_ready & (shared < 0))
        opt_target[plain, 0] = plain
        opt_pen[plain, 0] = 0.0

        def table(found: list[Entry]) -> tuple[Ints, Floats, Floats]:
            targets = np.zeros((len(found), width), dtype=np.intp)
            penalties = np.full((len(found), width), np.inf)
            sd = np.array([e.stroke_and_distance for e in found])
            for k, e in enumerate(found):
                for j, (penalty, target) in enumerate(e.options):
                    targets[k, j], penalties[k, j] = target, penalty
            return targets, penalties, sd

        if model.extra_entries:
            et, ep, es = table(model.extra_entries)
            opt_target[cells:], opt_pen[cells:], self.sd[cells:] = et, ep, es
        if model.reliefs:
            rt, rp, rs = table(model.reliefs)
            relief = np.flatnonzero(shared >= 0)
            k = shared[relief]
            opt_target[relief], opt_pen[relief], self.sd[relief] = rt[k], rp[k], rs[k]
        offered = np.zeros(model.target_count, dtype=bool)
        offered[opt_target[np.isfinite(opt_pen)]] = True
        targets = np.flatnonzero(offered)
        renumber = np.zeros(model.target_count, dtype=np.intp)
        renumber[targets] = np.arange(targets.size)
        self.opt_target = renumber[opt_target]
        self.opt_pen = opt_pen
        self.t_const, self.t_green, self.t_states, self.t_weights = _target_arrays(
            model, targets)
        self.entries = _Entries(self.opt_target, opt_pen, self.t_const, self.t_states,
                                self.t_weights)

        has_sd = np.isfinite(self.sd)
        self.only_sd = has_sd & ~np.isfinite(opt_pen).any(axis=1)
        """Entries whose one choice is stroke and distance (out of bounds, most of them: some
        two fifths of a hole's outcomes): worth their penalty plus the value of the state
        played from, whatever the values. A sweep reads their penalty with the other
        entries' values and adds the state's value times their chance, per choice
        (``back_weight``), instead of comparing entry by entry."""
        self.mixed_sd = has_sd & ~self.only_sd
        """Entries where stroke and distance is one choice among others: compared one by
        one (``back_at``)."""
        chance = self.only_sd.astype(np.float64)
        self.back_weight: list[Floats] = []
        """Per group, (states, actions): the chance that the roll ends in an ``only_sd``
        entry."""
        self.back_at: list[tuple[Ints, Ints, Floats]] = []
        """Per group, where stroke and distance is one choice among others: the flat
        positions in its entries, the state each belongs to (index in the group), the
        penalty. Elsewhere it is no choice or the only one, so an improvement sweep
        compares it only there."""
        any_mixed = bool(self.mixed_sd.any())
        for _states, group_entries in self.groups:
            self.back_weight.append(chance[group_entries] @ PROBABILITIES)
            self.back_at.append(self._mixed_at(group_entries) if any_mixed else _NOWHERE)

    def _mixed_at(self, entries: Small) -> tuple[Ints, Ints, Floats]:
        """``back_at`` of an array of entries (states, actions, rolls)."""
        flat = entries.reshape(-1)
        at = np.flatnonzero(self.mixed_sd[flat])
        return at, at // (entries.shape[1] * entries.shape[2]), self.sd[flat[at]]

    def entry_values(self, v: Floats, green: bool = False) -> Floats:
        """Each entry's best option value (not stroke and distance)."""
        return _Entries(self.opt_target, self.opt_pen, self.t_green if green else self.t_const,
                        self.t_states, self.t_weights).values(v)

    def improve(self, v: Floats, among: list[_Candidates] | None = None
                ) -> tuple[Floats, list[Ints], list[Floats]]:
        """One sweep over every choice (or, per group, only the ``among`` candidates of each
        state): new values, the best action per state and, for a sweep over every choice,
        each group's choice values (``candidates`` picks the next sweeps' from them)."""
        # An ``only_sd`` entry reads its penalty; the state's value is added per choice.
        lv = np.where(self.only_sd, self.sd, self.entries.values(v))
        new = v.copy()
        policy: list[Ints] = []
        values: list[Floats] = []
        for g, (states, entries) in enumerate(self.groups):
            chosen = None if among is None else among[g]
            # Indexing, not ``np.take``: numpy's take converts 32-bit indices the slow way
            # (four times the time of the gather itself).
            if chosen is None:
                at, owner, sd = self.back_at[g]
                weight = self.back_weight[g]
                val = lv[entries]
            else:
                at, owner, sd = chosen.back_at
                weight = chosen.back_weight
                val = lv[chosen.entries]
            back = np.take(v, np.take(self.origin, states))
            if at.size:
                flat = val.reshape(-1)
                flat[at] = np.minimum(flat[at], sd + back[owner])
            q = val @ PROBABILITIES
            q += back[:, None] * weight
            q += 1.0
            best = np.argmin(q, axis=1)
            new[states] = q[np.arange(q.shape[0]), best]
            if chosen is None:
                values.append(q)
                policy.append(best)
            else:
                policy.append(chosen.actions[np.arange(best.size), best])
        return new, policy, values

    def candidates(self, values: list[Floats], keep: int) -> list[_Candidates]:
        """Each state's ``keep`` best choices by a full sweep's ``values``, laid out for
        pruned sweeps."""
        found = []
        for (_states, entries), q, weight, at in zip(self.groups, values, self.back_weight,
                                                     self.back_at, strict=True):
            k = min(keep, q.shape[1])
            actions = np.argpartition(q, k - 1, axis=1)[:, :k] if k < q.shape[1] else \
                np.broadcast_to(np.arange(k), q.shape).copy()
            mine = np.arange(q.shape[0])[:, None], actions
            rows = entries[mine]
            found.append(_Candidates(actions, rows, weight[mine],
                                     self._mixed_at(rows) if at[0].size else _NOWHERE))
        return found

    def chosen(self, policy: list[Ints]) -> tuple[Ints, Ints]:
        """(states, entries per roll) of the chosen actions."""
        states = np.concatenate([s for s, _ in self.groups])
        rows = np.concatenate([e[np.arange(e.shape[0]), p]
                               for (_, e), p in zip(self.groups, policy, strict=True)])
        return states, rows

    def evaluate(self, v: Floats, states: Ints, rows: Ints, sweeps: int,
                 green: bool = False, fixed: Floats | None = None) -> Floats:
        """Policy-evaluation sweeps (``green``: strokes to the green, with the relief choices
        ``fixed`` made by the values). They read only the entries the policy's rows reach and
        the targets those offer (a fraction of the hole's), taken out once."""
        used, local = unique_below(rows, self.sd.size)
        targets, remap = unique_below(self.opt_target[used], self.t_const.size)
        entries = _Entries(remap.reshape(-1, self.opt_target.shape[1]), self.opt_pen[used],
                           (self.t_green if green else self.t_const)[targets],
                           self.t_states[targets], self.t_weights[targets])
        sd = self.sd[rows]
        origin = self.origin[states][:, None]
        take_sd = None if fixed is None else fixed.astype(bool)
        for _ in range(sweeps):
            lv = np.take(entries.values(v), local)
            back = sd + np.take(v, origin)
            val = np.minimum(lv, back) if take_sd is None else np.where(take_sd, back, lv)
            new = v.copy()
            new[states] = 1.0 + val @ PROBABILITIES
            change = float(np.max(np.abs(new - v)))
            v = new
            if change < TOLERANCE / 10:
                break
        return v


@dataclass(frozen=True)
class _Candidates:
    """A group's states' best choices for pruned sweeps: the actions (states, k), their
    entries (states, k, 11), their ``back_weight`` and where stroke and distance is one choice
    among others (as ``back_at``)."""

    actions: Ints
    entries: Small
    back_weight: Floats
    back_at: tuple[Ints, Ints, Floats]


_NOWHERE: tuple[Ints, Ints, Floats] = (np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp),
                                       np.zeros(0))


class _Entries:
    """Entries' values from the state values: each entry's least option (a penalty plus a
    target), each target a constant plus four weighted state values. Kept by columns, so a
    sweep is a handful of whole-array gathers and adds rather than reductions over rows of
    four (the sums in the same order: the same values to the last bit)."""

    def __init__(self, opt_target: Ints, opt_pen: Floats, const: Floats, t_states: Ints,
                 t_weights: Floats) -> None:
        self.opt_target = np.ascontiguousarray(opt_target.T)
        self.opt_pen = np.ascontiguousarray(opt_pen.T)
        self.const = const
        self.t_states = np.ascontiguousarray(t_states.T)
        self.t_weights = np.ascontiguousarray(t_weights.T)

    def values(self, v: Floats) -> Floats:
        w, s = self.t_weights, self.t_states
        total = w[0] * np.take(v, s[0])
        for k in range(1, len(w)):
            total += w[k] * np.take(v, s[k])
        tv = self.const + total
        found = self.opt_pen[0] + np.take(tv, self.opt_target[0])
        for j in range(1, len(self.opt_pen)):
            np.minimum(found, self.opt_pen[j] + np.take(tv, self.opt_target[j]), out=found)
        return np.asarray(found, dtype=np.float64)


def _target_arrays(model: HoleModel, targets: Ints) -> tuple[Floats, Floats, Ints, Floats]:
    dummy = model.dummy
    m = targets.size
    const = np.zeros(m)
    green = np.zeros(m)
    states = np.full((m, 4), dummy, dtype=np.int64)
    weights = np.zeros((m, 4))
    cells = targets < model.cells
    ci = targets[cells]
    cs = model.cell_states[ci]
    states[cells] = np.where(cs >= 0, cs, dummy)
    weights[cells] = model.cell_weights[ci]
    for k in np.flatnonzero(~cells).tolist():
        t = model.extra_targets[int(targets[k]) - model.cells]
        const[k], green[k] = t.const, t.const_green
        for j, (s, w) in enumerate(zip(t.states, t.weights, strict=True)):
            states[k, j], weights[k, j] = s, w
    return const, green, states, weights


@dataclass(frozen=True)
class Solution:
    values: Floats
    policy: list[Ints]
    sweeps: int
    to_green: float
    entry_values: Floats
    """Each entry's best option under ``values`` (not stroke and distance)."""
    entry_sd: Floats
    """Each entry's stroke-and-distance penalty (infinite where it offers none)."""


def _first_policy(model: HoleModel) -> list[Ints]:
    """Where the solution starts: each state plays, aimed at the flag, the card whose roll of
    7 carries nearest the flag (the greedy player's choice: ``ai.ultimate``), or its only
    choice (a chip). A policy that holes out, so its value bounds the best from above and
    each improvement sweep from there can only lower the values (modified policy iteration
    from a proper policy): on the bundled holes two or three sweeps over every choice
    settle, where starting from nothing took four."""
    cards = model.cards
    seven = DICE_SUMS.index(7)
    carries: dict[tuple[str, str | None], float] = {}
    xs = np.append(model.node_x, [model.tee.x, model.tee.x])
    ys = np.append(model.node_y, [model.tee.y, model.tee.y])
    policy: list[Ints] = []
    for t in model.transitions:
        reach = []
        for a in t.actions:
            key = (a.card, a.iron)
            if key not in carries:
                card = cards.card(a.card)
                club = isinstance(card, RecoveryCard) or (isinstance(card, ShotCard)
                                                          and card.unit is Unit.YARDS)
                carries[key] = float(card_rows(cards, a.card, a.iron).carry[seven]) \
                    if club else math.inf
            reach.append(carries[key] if a.turn == 0.0 else math.inf)
        carry = np.array(reach)
        if not np.isfinite(carry).any():
            policy.append(np.zeros(t.states.size, dtype=np.int64))
            continue
        to_flag = np.hypot(xs[t.states] - model.flag.x, ys[t.states] - model.flag.y)
        policy.append(np.argmin(np.abs(carry[None, :] - to_flag[:, None]), axis=1))
    return policy


def _solve(model: HoleModel) -> Solution:
    solver = _Solver(model)
    policy = _first_policy(model)
    states, rows = solver.chosen(policy)
    v = solver.evaluate(np.zeros(model.state_count + 1), states, rows, EVALUATION_SWEEPS)
    sweeps = 0
    among: list[_Candidates] | None = None
    for sweeps in range(1, MAX_SWEEPS + 1):  # noqa: B007  (the count is reported)
        new, policy, values = solver.improve(v, among)
        change = float(np.max(np.abs(new - v)))
        v = new
        if change < TOLERANCE:
            if among is None:
                break  # settled over every choice
            among = None  # settled among the candidates: every choice says whether it holds
            continue
        if among is None:
            among = solver.candidates(values, CANDIDATES)
        states, rows = solver.chosen(policy)
        v = solver.evaluate(v, states, rows, EVALUATION_SWEEPS)
    else:
        raise UltimateError(tr("the analysis did not settle in {count} sweeps: can a ball be "
                               "holed from every part of the hole?").format(count=MAX_SWEEPS))
    states, rows = solver.chosen(policy)
    lv = solver.entry_values(v)
    back = v[solver.origin[states]][:, None]
    fixed = (solver.sd[rows] + back < lv[rows]).astype(np.float64)
    g = solver.evaluate(np.zeros_like(v), states, rows, 100 * MAX_SWEEPS, green=True,
                        fixed=fixed)
    return Solution(v, policy, sweeps, float(g[model.tee_first]), lv, solver.sd)


# ---- the analysis of a hole --------------------------------------------------------------------

@dataclass(frozen=True)
class NodeFigures:
    """One lattice position: what the analysis says of a ball lying there."""

    at: Point
    situation: SituationKind
    expected: float
    shot: Shot


@dataclass(frozen=True, eq=False)
class GroundValues:
    """Expected strokes to hole out of a ball lying in each one-yard cell of the hole's
    drawing, as the analysis values a landing there (``HoleAnalysis.ground_values``).

    ``values[j, i]`` is the cell whose centre is ``(x0 + (i + 0.5) · cell, y0 + (j + 0.5) ·
    cell)`` (rows run up the map, as y does); NaN where a ball has no value as it lies: water,
    out of bounds, off every region, ground that needs relief."""

    x0: float
    y0: float
    cell: float
    values: Floats
    relieved: frozenset[int]
    """The regions (indexes in ``Hole.regions``) where a ball is never played as it lies:
    wherever it lies in them, the rules or a local rule give it relief first (water, a cart
    path, ground a local rule sends to a drop zone)."""

    @property
    def width(self) -> int:
        return int(self.values.shape[1])

    @property
    def height(self) -> int:
        return int(self.values.shape[0])


class HoleAnalysis:
    """What the analysis found on one hole (module docstring)."""

    def __init__(self, number: int, hole: Hole, cards: CardSet, builder: ModelBuilder,
                 model: HoleModel, solution: Solution, seconds: float) -> None:
        self.number = number
        self.hole = hole
        self.cards = cards
        self.par = hole.par
        self.seconds = seconds
        self._builder = builder
        self._model = model
        self._solution = solution
        self._v = solution.values
        self.expected = float(self._v[model.tee_first])
        self.to_green = solution.to_green
        self.suggested_par = suggested_par(self.to_green)
        self.difficulty = self.expected - self.par
        self._lv = np.zeros(0)
        self._sd = np.zeros(0)
        self._lock = threading.RLock()
        self._policy_of: dict[int, Action] = {}
        for t, best in zip(model.transitions, solution.policy, strict=True):
            self._policy_of.update(zip(t.states.tolist(), map(t.actions.__getitem__,
                                                              best.tolist()), strict=True))
        model.transitions = []  # tens of megabytes the look-ahead does not need
        # Every entry's value under the solved values, as the solution left them.
        self._lv, self._sd = solution.entry_values, solution.entry_sd
        self.lattice_expected = self.expected
        """The tee's value on the lattice alone, before the tee's own look-ahead."""
        self._tee_action = self._policy_of[model.tee_first]
        self._refine_tee()

    def _refine_tee(self) -> None:
        """The tee's expectation with the look-ahead the best player uses after it.

        The lattice's value of the tee picks the tee shot among hundreds by interpolated
        values, and its errors are what such a choice is drawn to: on a short hole the tee
        shot's expectation came out up to a tenth of a stroke better than the play that
        follows it. So the best ``TEE_CANDIDATES`` tee shots are worked out again, every
        throw through the engine and every ball after it valued by the look-ahead from its
        exact position, and the best of them is the first shot and ``expected``."""
        tee = tee_ball(self.hole)
        flag = self._model.flag
        ranked = sorted(self._look_ahead(tee), key=lambda aq: aq[1])[:TEE_CANDIDATES]
        # Every throw first, then every ball it leaves valued in one batch (``values``).
        throws: list[tuple[Action, float, ShotOutcome]] = []
        for action, _ in ranked:
            aim = aim_point(tee.at, flag, action.turn)
            for roll, p in zip(DICE_SUMS, PROBABILITIES.tolist(), strict=True):
                throws.append((action, p, shoot(self.hole, self.cards, tee, action.card, aim,
                                                roll, action.iron, crossings=False)))
        after = [self._after(tee, outcome) for _, _, outcome in throws]
        worth = iter(self.values([ball for _, balls in after for _, ball in balls]))
        q_of: dict[Action, float] = {}
        for (action, p, _), (fixed, balls) in zip(throws, after, strict=True):
            left = fixed if not balls else min(penalty + next(worth) for penalty, _ in balls)
            q_of[action] = q_of.get(action, 1.0) + p * left
        best: tuple[float, Action] | None = None
        for action, _ in ranked:
            q = q_of[action]
            if best is None or q < best[0] - 1e-12:
                best = (q, action)
        assert best is not None
        self.expected, self._tee_action = best
        self.difficulty = self.expected - self.par

    def _after(self, played_from: Ball,
               outcome: ShotOutcome) -> tuple[float, list[tuple[float, Ball]]]:
        """What is still to play once ``outcome`` has happened: a number of strokes, or the
        balls it may leave (each relief option's, with its penalty: the best is taken)."""
        if outcome.holed:
            return 0.0, []
        if outcome.on_lip:
            return ON_LIP, []  # the first shot covering the hole: one putt (§4, Decision)
        if outcome.holed_check:
            return float(COVERS_MISS), []  # a re-rolled 7 holes it, else one putt more (§4)
        if outcome.relief:
            return math.inf, [(float(option.penalty),
                               take_relief(self.hole, played_from, outcome, option))
                              for option in outcome.relief]
        return math.inf, [(0.0, landed(outcome))]

    def rebound(self, hole: Hole, number: int) -> HoleAnalysis:
        """This analysis answering for ``hole``, numbered ``number``: a hole the analysis
        cannot tell from its own (``analysis_cache.analysis_key``: another name or stroke
        index), so the same solution serves it. Itself when nothing differs."""
        if hole is self.hole and number == self.number:
            return self
        twin = copy.copy(self)
        twin.hole, twin.number = hole, number
        return twin

    # ---- figures ---------------------------------------------------------------------------

    @property
    def nodes(self) -> int:
        return self._model.node_count

    @property
    def sweeps(self) -> int:
        return self._solution.sweeps

    def grid(self) -> list[NodeFigures]:
        """Every lattice position with its expected strokes and best shot (an overlay)."""
        return [self.node(k) for k in range(self._model.node_count)]

    def lattice(self) -> tuple[Floats, Floats, Floats]:
        """The lattice positions' x and y (yards) and expected strokes, as arrays in the
        order of ``grid``: what a heat map needs, without a ``NodeFigures`` per position."""
        m = self._model
        n = m.node_count
        return m.node_x.copy(), m.node_y.copy(), self._v[:n].copy()

    def ground_values(self) -> GroundValues:
        """Every one-yard cell's expected strokes, read the way the solution reads a landing
        there: off the green, the bilinear stencil of the lattice nodes of the cell's own
        situation around it (so a value changes smoothly between nodes and steps only where
        the lie does, at a bunker's edge); on the green, the exact expectation of its putting
        band (§5) by the distance from the cell's centre to the flag. What a heat map drawn
        finer than the lattice needs, without a ball per cell."""
        m = self._model
        raster = m.raster
        n = m.node_count
        node_values = np.append(self._v[:n], 0.0)  # a stencil's -1 (no node) reads the 0
        kinds = raster.kind
        free = ~self._builder.needs_relief
        played = np.flatnonzero((kinds < Kind.PUTTING) & free)
        weights = m.cell_weights[played].astype(np.float64)
        read = np.where(weights > 0.0, node_values[m.cell_states[played]], 0.0)  # not 0 × inf
        read *= weights
        valued = weights.sum(axis=1) > 0.0
        values = np.full(raster.size, np.nan)
        values[played[valued]] = read.sum(axis=1)[valued]
        green = np.flatnonzero((kinds == Kind.PUTTING) & free)
        if green.size:
            cx, cy = raster.centres_of(green)
            feet = np.hypot(cx - m.flag.x, cy - m.flag.y) * FEET_PER_YARD
            worth = np.array([putt_expectation(self.cards, band) for band in PuttBand])
            values[green] = worth[putt_band_indexes(feet)]
        values[~np.isfinite(values)] = np.nan
        reliefs = self._builder.reliefs
        regions = {r for r, _ in reliefs if r >= 0}
        relieved = frozenset(r for r in regions
                             if all(options for (at, _), options in reliefs.items() if at == r))
        return GroundValues(raster.x0, raster.y0, CELL_YARDS,
                            values.reshape(raster.height, raster.width), relieved)

    def node(self, index: int) -> NodeFigures:
        """Lattice position ``index`` (``grid``'s order) with its expected strokes and best
        shot."""
        m = self._model
        at = Point(float(m.node_x[index]), float(m.node_y[index]))
        action = self._policy_of[index]
        shot = Shot(action.card, aim_point(at, m.flag, action.turn), action.iron)
        return NodeFigures(at, _kind_situation(int(m.node_kind[index])),
                           float(self._v[index]), shot)

    def first_shot(self) -> Shot:
        """The best shot from the tee."""
        return self.best_shot(tee_ball(self.hole))

    # ---- a ball anywhere -------------------------------------------------------------------

    def value(self, ball: Ball) -> float:
        """Expected strokes to hole out from ``ball`` under the best play."""
        return self.values([ball])[0]

    def values(self, balls: Sequence[Ball]) -> list[float]:
        """``value`` of each ball; the balls off the lattice are looked ahead from together
        (``_look_ahead_many``), so many cost little more than one."""
        found: list[float | None] = []
        ahead: list[Ball] = []
        for ball in balls:
            sit = situation(self.hole, ball)
            state = self._tee_state(ball)
            if sit.kind is SituationKind.PUTTING:
                assert sit.band is not None
                found.append(putt_expectation(self.cards, sit.band))
            elif sit.kind in NEEDS_RELIEF:
                raise UltimateError(tr("the ball must be given relief before it has a value"))
            elif state == self._model.tee_first:
                found.append(self.expected)
            elif state is not None:
                found.append(float(self._v[state]))
            else:
                found.append(None)
                ahead.append(ball)
        looked = iter(self._look_ahead_many(ahead))
        return [min(q for _, q in next(looked)) if v is None else v for v in found]

    def best_shot(self, ball: Ball) -> Shot:
        """The best card, aim and iron for ``ball``: the solved policy on the tee, else a
        one-step look-ahead from the ball's exact position over the solved values."""
        sit = situation(self.hole, ball)
        flag = self._model.flag
        if sit.kind is SituationKind.PUTTING:
            return Shot("putter", flag)
        if sit.kind in NEEDS_RELIEF:
            raise UltimateError(tr("the ball must be given relief before it is played"))
        state = self._tee_state(ball)
        if state == self._model.tee_first:
            action = self._tee_action
        elif state is not None:
            action = self._policy_of[state]
        else:
            action = min(self._look_ahead(ball), key=lambda aq: aq[1])[0]
        return Shot(action.card, aim_point(ball.at, flag, action.turn), action.iron)

    def shot_values(self, ball: Ball) -> list[tuple[Action, float]]:
        """Every choice the analysis considers from ``ball`` with its expected strokes (the
        one-step look-ahead over the solved values): what ``best_shot`` picks the least of."""
        return self._look_ahead(ball)

    def _tee_state(self, ball: Ball) -> int | None:
        if ball.on_tee and distance(ball.at, self._model.tee) <= EPSILON:
            return self._model.tee_first if ball.first_shot else self._model.tee_replay
        return None

    def _look_ahead(self, ball: Ball) -> list[tuple[Action, float]]:
        """Every choice from ``ball`` with its expected strokes."""
        return self._look_ahead_many([ball])[0]

    def _look_ahead_many(self, balls: Sequence[Ball]) -> list[list[tuple[Action, float]]]:
        """``_look_ahead`` of each ball. Balls played with the same choices from the
        ground (fairway, rough, bunkers) are flown together: one ``club_entries`` for all of
        them, whose relief cells are resolved from the first ball's landing as one after
        another would be; the engine's feet cards and a tee ball go one by one."""
        with self._lock:  # the look-ahead adds the cells it reaches first to the model
            m, b = self._model, self._builder
            found: list[list[tuple[Action, float]] | None] = [None] * len(balls)
            groups: dict[tuple[tuple[Action, ...], bool], list[int]] = {}
            for k, ball in enumerate(balls):
                sit = situation(self.hole, ball)
                actions = actions_for(self.cards, sit)
                if sit.kind in (SituationKind.CHIP, SituationKind.GREEN_SIDE_BUNKER) \
                        or ball.on_tee:
                    b.lookahead_balls = [ball]
                    entries: npt.NDArray[np.signedinteger[Any]]
                    try:
                        if ball.on_tee:
                            # As the lattice's tee states are built: it ranks the tee shots
                            # that ``_refine_tee`` then plays through the engine.
                            entries = b.tee_entries(m, -1, ball.at, actions,
                                                    first_shot=ball.first_shot)
                        else:
                            entries = b.engine_entries(m, ball, actions)
                    finally:
                        b.lookahead_balls = []
                    found[k] = self._choices(ball, sit, actions, entries[0])
                else:
                    key = (tuple(actions), sit.recovery_with_wedge)
                    groups.setdefault(key, []).append(k)
            for (actions_key, wedge), members in groups.items():
                group = [balls[k] for k in members]
                b.lookahead_balls = group
                try:
                    entries = b.club_entries(
                        m, -1 - np.arange(len(group)), np.array([g.at.x for g in group]),
                        np.array([g.at.y for g in group]), actions_key, wedge=wedge)
                finally:
                    b.lookahead_balls = []
                for row, k in enumerate(members):
                    ball = balls[k]
                    found[k] = self._choices(ball, situation(self.hole, ball),
                                             list(actions_key), entries[row])
            return [f for f in found if f is not None]

    def _choices(self, ball: Ball, sit: Any, actions: Sequence[Action],
                 entries: npt.NDArray[np.signedinteger[Any]]) -> list[tuple[Action, float]]:
        """Each choice's expected strokes from its entries (actions × rolls)."""
        lv, sd = self._entry_arrays()
        values, backs = lv[entries], sd[entries]
        own = self._stencil_value(ball, sit)
        for _ in range(3):  # stroke and distance comes back here: settle its value
            q = 1.0 + np.minimum(values, backs + own) @ PROBABILITIES
            own = float(q.min())
        return list(zip(actions, q.tolist(), strict=True))

    def _stencil_value(self, ball: Ball, sit: Any) -> float:
        if ball.on_tee:
            return float(self._v[self._model.tee_replay])
        ids, weights = self._model.stencil(ball.at.x, ball.at.y, kind_of(sit))
        return float(sum(w * self._v[i] for i, w in zip(ids, weights, strict=True)))

    def _target_value(self, target: int) -> float:
        m = self._model
        if target < m.cells:
            ids = m.cell_states[target]
            ws = m.cell_weights[target]
            return float(sum(w * self._v[i] for i, w in zip(ids, ws, strict=True) if i >= 0))
        t = m.extra_targets[target - m.cells]
        return t.const + sum(w * float(self._v[s]) for s, w in zip(t.states, t.weights,
                                                                     strict=True))

    def _entry_arrays(self) -> tuple[Floats, Floats]:
        """Every entry's best option value and stroke-and-distance penalty under the solved
        values; entries a look-ahead adds are valued as they appear."""
        m = self._model
        known = self._lv.size
        if known < m.entry_count:
            lv = np.empty(m.entry_count)
            sd = np.empty(m.entry_count)
            lv[:known], sd[:known] = self._lv, self._sd
            for index in range(known, m.entry_count):
                lv[index], sd[index] = self._entry_value(m.entry(index))
            self._lv, self._sd = lv, sd
        return self._lv, self._sd

    def _entry_value(self, entry: Entry) -> tuple[float, float]:
        best = min((p + self._target_value(t) for p, t in entry.options), default=math.inf)
        return best, entry.stroke_and_distance

    # ---- output ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Stable keys for the CLI's JSON; strokes to three decimals."""
        shot = self.first_shot()
        return {
            "hole": self.number,
            "par": self.par,
            "expected": round(self.expected, 3),
            "to_green": round(self.to_green, 3),
            "suggested_par": self.suggested_par,
            "difficulty": round(self.difficulty, 3),
            "first_shot": {"card": shot.card, "aim": [round(shot.aim.x, 2),
                                                      round(shot.aim.y, 2)],
                           "iron": shot.iron},
            "grid_yards": NODE_YARDS,
            "positions": self.nodes,
            "sweeps": self.sweeps,
            "seconds": round(self.seconds, 3),
        }


def _kind_situation(code: int) -> SituationKind:
    return Kind(code).situation


def analyse_hole(hole: Hole, cards: CardSet, *, par: int | None = None,
                 number: int = 1) -> HoleAnalysis:
    """The analysis of one hole; ``par`` analyses it as if it had that par (the difficulty
    follows it; the putts do not, §5). ``UltimateError`` when the hole has no
    tee or flag, or a ball could never be holed."""
    started = time.perf_counter()
    if par is not None and par != hole.par:
        hole = hole.model_copy(update={"par": par})
    if hole.flag is None or len(hole.tee_markers) != 2:
        raise UltimateError(tr("hole {hole} needs its two tee markers and a flag").format(
            hole=number))
    try:
        builder = ModelBuilder(hole, cards, hole.par)
        model = builder.build()
        solution = _solve(model)
    except UltimateError as exc:
        raise UltimateError([tr("hole {hole}: {problem}").format(hole=number, problem=m)
                             for m in exc.messages]) from None
    analysis = HoleAnalysis(number, hole, cards, builder, model, solution, 0.0)
    analysis.seconds = time.perf_counter() - started  # the tee's refinement included
    return analysis


# ---- a course ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class CourseAnalysis:
    """Every hole's analysis and the stroke indexes they suggest."""

    name: str
    holes: tuple[HoleAnalysis, ...]

    @property
    def expected(self) -> float:
        return sum(h.expected for h in self.holes)

    @property
    def stroke_index_suggestion(self) -> tuple[int, ...]:
        """Per hole (in course order) the stroke index its difficulty suggests: the hardest
        is 1; ties go to the lower hole number."""
        order = sorted(range(len(self.holes)),
                       key=lambda k: (-self.holes[k].difficulty, self.holes[k].number))
        index = [0] * len(self.holes)
        for rank, k in enumerate(order, start=1):
            index[k] = rank
        return tuple(index)

    def to_dict(self) -> dict[str, Any]:
        suggestion = self.stroke_index_suggestion
        holes = []
        for analysis, si in zip(self.holes, suggestion, strict=True):
            row = analysis.to_dict()
            row["stroke_index"] = analysis.hole.stroke_index
            row["suggested_stroke_index"] = si
            holes.append(row)
        return {
            "course": self.name,
            "par": sum(h.par for h in self.holes),
            "expected": round(self.expected, 3),
            "suggested_par": sum(h.suggested_par for h in self.holes),
            "holes": holes,
            "stroke_index_suggestion": list(suggestion),
        }


def analyse_course(course: Course, cards: CardSet,
                   progress: Callable[[int, int], None] | None = None) -> CourseAnalysis:
    """Every hole of ``course``; ``progress(done, total)`` after each hole (and at 0)."""
    total = len(course.holes)
    if progress is not None:
        progress(0, total)
    found: list[HoleAnalysis] = []
    for number, hole in enumerate(course.holes, start=1):
        found.append(analyse_hole(hole, cards, number=number))
        if progress is not None:
            progress(number, total)
    return CourseAnalysis(course.name, tuple(found))

