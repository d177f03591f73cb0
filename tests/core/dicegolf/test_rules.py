"""Where a throw takes the ball (rules.py), against cases worked by hand from
docs/dicegolf-rules-engine.md, and the dice combinations."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.dicegolf import rules
from golfstudio.dicegolf.combination import Combination, Shape, parse_combination
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import Op, operators, parse, text, with_operator
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.rules import (
    Landing,
    Reason,
    ThrowKind,
    escape,
    move,
    normal_distance,
    resolve,
    rolls,
    selects,
    throw_kind,
)


def _hole(**change: Any) -> Hole:
    data: dict[str, Any] = {
        "length": 300, "par": 4,
        "zones": [{"start": 0, "formula": "B * R"}, {"start": 195, "formula": "B + R"}],
        "green": {"start": 280, "formula": "B1 - R1", "combination": "double"},
        "end_of_terrain": 320,
        "proximity": [{"start": 165, "end": 194}],
        "hazards": [
            {"kind": "bunker", "needs": "double", "start": 125, "end": 130},
            {"kind": "bunker", "needs": "triple", "start": 131, "end": 136},
            {"kind": "pond", "start": 201, "end": 208, "double": 2, "back_to": 200},
            {"kind": "slope", "start": 20, "end": 30, "metres": 15},
            {"kind": "bank", "start": 40, "end": 50, "metres": 10},
            {"kind": "grove", "start": 60, "end": 70},
        ],
    }
    data.update(change)
    return Hole.model_validate_json(json.dumps(data), strict=True)


HOLE = _hole()


def test_the_kind_of_throw_is_where_the_ball_lies() -> None:
    kinds = {x: throw_kind(HOLE, x) for x in (0, 25, 45, 65, 125, 133, 204, 279, 280, 310)}
    assert kinds == {0: ThrowKind.NORMAL, 25: ThrowKind.NORMAL, 45: ThrowKind.NORMAL,
                     65: ThrowKind.GROVE, 125: ThrowKind.BUNKER_DOUBLE,
                     133: ThrowKind.BUNKER_TRIPLE, 204: ThrowKind.WATER,
                     279: ThrowKind.NORMAL, 280: ThrowKind.GREEN, 310: ThrowKind.GREEN}
    assert [selects(k) for k in ThrowKind] == [False, True, False, True, True, False]
    assert [rolls(k) for k in ThrowKind] == [1, 1, 2, 1, 1, 2]
    assert escape(HOLE, 0) is None
    assert str(escape(HOLE, 204)) == "double 2"
    assert str(escape(HOLE, 133)) == "triple"


def test_a_normal_throw_is_the_formula_the_bonus_and_the_slope() -> None:
    assert normal_distance(HOLE, 0, (3, 5, 2, 6)) == (8 * 8, 0, 0)
    assert normal_distance(HOLE, 0, (3, 3, 5, 5)) == (6 * 10 + 10, 10, 0)  # two pairs
    assert normal_distance(HOLE, 25, (1, 2, 3, 4)) == (3 * 7 + 30 + 15, 30, 15)  # straight
    assert normal_distance(HOLE, 45, (4, 4, 4, 4)) == (64 + 50 - 10, 50, -10)  # bank
    assert normal_distance(HOLE, 200, (1, 1, 2, 3)) == (7, 0, 0)  # B + R past the limit


def test_a_zone_limit_stops_a_throw_unless_it_starts_near_it() -> None:
    assert move(HOLE, 100, 94) == Landing(194, 0, Reason.MOVED)
    assert move(HOLE, 100, 95) == Landing(195, 0, Reason.MOVED)  # on the line: not crossed
    assert move(HOLE, 100, 96) == Landing(100, 1, Reason.ZONE_LIMIT, 195)
    assert move(HOLE, 165, 50) == Landing(215, 0, Reason.MOVED)  # from the proximity zone
    assert move(HOLE, 100, 96, exempt=True) == Landing(196, 0, Reason.MOVED)
    assert move(HOLE, 210, -300) == Landing(0, 0, Reason.MOVED)  # never behind the tee


def test_the_end_of_terrain_and_the_hole() -> None:
    assert move(HOLE, 250, 50) == Landing(300, 0, Reason.HOLED)
    assert move(HOLE, 250, 70) == Landing(250, 1, Reason.END_OF_TERRAIN, 320)
    assert move(HOLE, 290, 30) == Landing(279, 1, Reason.END_OF_TERRAIN, 320)  # from green
    assert move(HOLE, 290, 29) == Landing(319, 0, Reason.MOVED)
    assert move(HOLE, 305, -5) == Landing(300, 0, Reason.HOLED)


def test_the_green_holes_out_with_its_combination_or_moves_by_its_formula() -> None:
    assert resolve(HOLE, 290, (4, 4, 1, 2)).holed
    assert resolve(HOLE, 290, (6, 1, 2, 3)) == Landing(294, 0, Reason.MOVED)
    assert resolve(HOLE, 290, (1, 6, 5, 3)) == Landing(286, 0, Reason.MOVED)
    assert resolve(HOLE, 296, (6, 1, 2, 3)) == Landing(300, 0, Reason.HOLED)  # exact


def test_bunkers_want_their_double_or_triple_and_move_by_the_total() -> None:
    assert resolve(HOLE, 126, (1, 2, 3, 5)) == Landing(126, 0, Reason.STUCK)
    assert resolve(HOLE, 126, (2, 2, 3, 5)) == Landing(138, 0, Reason.MOVED)
    assert resolve(HOLE, 126, (1, 2, 3, 5), escaped=True) == Landing(137, 0, Reason.MOVED)
    assert resolve(HOLE, 133, (2, 2, 3, 5)) == Landing(133, 0, Reason.STUCK)
    assert resolve(HOLE, 133, (2, 2, 2, 5)) == Landing(144, 0, Reason.MOVED)
    # no bonus out of a bunker: four of a kind is only its total
    assert resolve(HOLE, 126, (6, 6, 6, 6)) == Landing(150, 0, Reason.MOVED)


def test_a_grove_wants_a_double_under_15_metres() -> None:
    assert resolve(HOLE, 65, (1, 1, 2, 3)) == Landing(72, 0, Reason.MOVED)
    assert resolve(HOLE, 65, (1, 1, 6, 6)) == Landing(79, 0, Reason.MOVED)  # 14 m
    assert resolve(HOLE, 65, (2, 2, 5, 6)) == Landing(50, 0, Reason.GROVE_BACK)  # 15: back
    assert resolve(HOLE, 65, (1, 2, 3, 5)) == Landing(65, 0, Reason.STUCK)


def test_water_costs_one_penalty_with_its_double_and_two_without() -> None:
    assert resolve(HOLE, 204, (2, 2, 5, 6)) == Landing(200, 1, Reason.WATER)
    assert resolve(HOLE, 204, (3, 3, 5, 6)) == Landing(200, 2, Reason.WATER)


def test_a_changed_sign_is_read_again_as_written() -> None:
    formula = parse("(B1 + B2) * (R1 + R2)")
    assert operators(formula) == (Op.ADD, Op.MUL, Op.ADD)
    assert text(with_operator(formula, 1, Op.SUB)) == "B1 + B2 - (R1 + R2)"
    assert resolve(HOLE, 200, (3, 5, 2, 6), formula=with_operator(formula, 1, Op.SUB)).position \
        == 200  # 0 m
    with pytest.raises(DiceGolfError, match="no sign #4"):
        with_operator(formula, 3, Op.ADD)


@pytest.mark.parametrize(("source", "dice", "shown"), [
    ("double", (1, 2, 3, 1), True), ("double", (1, 2, 3, 4), False),
    ("double 2", (2, 5, 2, 1), True), ("double 2", (3, 3, 1, 2), False),
    ("triple", (4, 4, 1, 4), True), ("triple", (4, 4, 1, 1), False),
    ("two pairs", (3, 5, 5, 3), True), ("two pairs", (6, 6, 6, 6), True),
    ("two pairs", (6, 6, 6, 1), False), ("straight", (4, 2, 3, 5), True),
    ("straight", (1, 2, 3, 5), False), ("four of a kind", (2, 2, 2, 2), True),
    ("Four  of a KIND", (2, 2, 2, 1), False), ("double", (1, 2, 3, 4, 1), False),
])
def test_combinations(source: str, dice: tuple[int, ...], shown: bool) -> None:
    assert parse_combination(source).shows(dice) is shown


def test_a_combination_that_is_not_one_is_refused_in_words() -> None:
    with pytest.raises(DiceGolfError, match="unknown combination 'pair'"):
        parse_combination("pair")
    with pytest.raises(DiceGolfError, match="the value is a die's face, 1 to 6"):
        parse_combination("double 7")
    assert str(Combination(Shape.DOUBLE, 5)) == "double 5"


@given(start=st.integers(0, 319), distance=st.integers(-2000, 2000))
def test_a_move_keeps_the_ball_on_the_track(start: int, distance: int) -> None:
    landing = move(HOLE, start, distance)
    assert 0 <= landing.position < HOLE.end_of_terrain
    assert landing.penalties in (0, 1)
    assert (landing.penalties == 1) == (landing.reason in (Reason.ZONE_LIMIT,
                                                           Reason.END_OF_TERRAIN))


# ---- what a throw reads before it is made (the engine and the best policy both ask) ------------

def test_the_formula_a_throw_reads_and_whether_it_rolls_the_fifth_die() -> None:
    fifth = _hole(zones=[{"start": 0, "formula": "W * B"}, {"start": 195, "formula": "B + R"}])
    assert [rules.throw_formula(HOLE, x) for x in (0, 25, 195, 280)] == [
        parse("B * R"), parse("B * R"), parse("B + R"), parse("B1 - R1")]
    # A bunker, grove or water throw reads a combination and the dice, never a formula.
    assert [rules.throw_formula(HOLE, x) for x in (65, 125, 133, 204)] == [None] * 4
    assert [rules.rolls_fifth_die(fifth, x) for x in (0, 125, 195)] == [True, False, False]


def test_a_sign_may_be_changed_past_the_first_limit_after_a_normal_or_green_throw() -> None:
    allowed = {x: rules.may_change_sign(HOLE, x) for x in (0, 194, 195, 210, 204, 280)}
    assert allowed == {0: False, 194: False, 195: True, 210: True, 204: False, 280: True}
    alone = _hole(zones=[{"start": 0, "formula": "B * R"}], proximity=[])
    assert [rules.may_change_sign(alone, x) for x in (0, 250, 279, 280)] == [
        False, False, False, True]


# ---- rule 9: a ball blocked on the fairway (fair play) ---------------------------------------

CRAMPED = _hole(zones=[{"start": 0, "formula": "B * R + 100"}, {"start": 195, "formula": "B + R"}],
                hazards=[{"kind": "slope", "start": 100, "end": 110, "metres": 5},
                         {"kind": "bunker", "needs": "double", "start": 125, "end": 130},
                         {"kind": "bank", "start": 140, "end": 150, "metres": 10}])
"""Its first zone throws 106 m or more: 1-1-1-1 reads 104 m, but four of a kind earns 50 m."""


def test_a_ball_is_blocked_when_every_throw_of_its_zone_crosses_a_limit() -> None:
    blocked = [x for x in range(CRAMPED.end_of_terrain) if rules.blocked(CRAMPED, x)]
    # From 89 m the shortest throw stops on the line at 195 m (not crossing it); from 90 m
    # every throw crosses it — with the bonus counted, as a normal throw does. A ball on the
    # slope, in the bunker or on the bank is in a hazard band: never blocked, though every
    # throw from the slope or the bank crosses too. From the proximity zone (165 m) a throw
    # may cross the limit; past it the zone reads B + R; the green throws for the hole.
    assert blocked == [*range(90, 100), *range(111, 125), *range(131, 140), *range(151, 165)]
    assert all(move(CRAMPED, 105, d + 5).penalties for d in range(106, 300))
    # Without limits, the end of terrain blocks the ball (320 m: from 214 m on).
    alone = _hole(zones=[{"start": 0, "formula": "B * R + 100"}], proximity=[], hazards=[])
    assert [x for x in range(alone.end_of_terrain) if rules.blocked(alone, x)] == [
        *range(214, 280)]
    # A formula that may throw 0 m or back never blocks the ball.
    back = _hole(zones=[{"start": 0, "formula": "B - R"}, {"start": 195, "formula": "B + R"}])
    assert not any(rules.blocked(back, x) for x in range(195))


@pytest.mark.parametrize("start", [0, 89, 90, 99, 105, 120, 127, 145, 160, 170, 200, 290])
def test_blocked_is_every_throw_of_the_engine_costing_a_penalty(start: int) -> None:
    throws = itertools.product(range(1, 7), repeat=4)
    every = all(resolve(CRAMPED, start, dice).penalties for dice in throws)
    fairway = (throw_kind(CRAMPED, start) is ThrowKind.NORMAL
               and CRAMPED.hazard_at(start) is None)
    assert rules.blocked(CRAMPED, start) is (fairway and every)
