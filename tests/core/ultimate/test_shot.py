"""Resolving one shot (ultimate-golf.md §3, §4, §6): the row for the sum, the flight, the
landing lie, hazards, feet cards, recoveries and the special results.

Holes: ``LINKS`` and ``ISLAND`` (test_lie.py) and the example course's two holes: hole 1 a
par 3 over a pond (water y 60…130) to a green at y 140…172, flag (0, 155), with hole 12's
local rule on the pond and the 7-iron marked for a hole in one; hole 2 a par 4 dog-leg.
"""

from __future__ import annotations

import math

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.cards import PuttBand, Side, default_cards
from golfstudio.ultimate.course import (
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    ReplayFromTee,
    StrokeAndDistance,
    Terrain,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import SituationKind
from golfstudio.ultimate.shot import ShotOutcome, off_line_k, resolve_shot

from .test_lie import ISLAND, LINKS

CARDS = default_cards()
TEE = Point(0, 0)
NORTH = Point(0, 300)


def shot(hole: Hole, origin: Point, card: str, aim: Point, roll: int, *,
         first_shot: bool = False, iron: str | None = None) -> ShotOutcome:
    return resolve_shot(hole, CARDS, origin, card, aim, roll, first_shot=first_shot,
                        recovery_iron=iron)


def close(p: Point, x: float, y: float) -> bool:
    return math.isclose(p.x, x, abs_tol=1e-6) and math.isclose(p.y, y, abs_tol=1e-6)


# ---- §3: the row and the flight ----------------------------------------------------------------

def test_the_row_for_the_sum_carries_the_ball_along_the_aim_line() -> None:
    out = shot(LINKS, TEE, "7-iron", NORTH, 7, first_shot=True)
    assert (out.row and (out.row.sum, out.row.carry, out.row.factor)) == (7, 130, 0)
    assert close(out.landing, 0, 130)
    assert (out.carry, out.off_line, out.side) == (130, 0, Side.NONE)
    assert out.situation.kind is SituationKind.FAIRWAY
    # Aimed east, the same shot goes east.
    east = shot(LINKS, Point(-80, 50), "7-iron", Point(100, 50), 7, first_shot=True)
    assert close(east.landing, 50, 50)


def test_off_line_k_is_carry_over_8_clamped_to_10_and_30() -> None:
    assert off_line_k(30) == 10 and off_line_k(80) == 10
    assert off_line_k(120) == 15 and off_line_k(200) == 25
    assert off_line_k(240) == 30 and off_line_k(320) == 30


def test_a_short_shot_goes_10_yards_a_step_off_line_to_its_side() -> None:
    # Sand wedge, sum 2: 30 yards, L2; k is clamped up to 10 (30 / 8 = 3.75).
    out = shot(LINKS, TEE, "sand-wedge", NORTH, 2, first_shot=True)
    assert out.side is Side.LEFT
    assert math.isclose(out.off_line, 20)
    assert out.landing.x < 0 and math.isclose(abs(out.landing.x), 20)
    assert math.isclose(out.landing.distance_to(TEE), 30)  # turned about the origin


def test_a_long_shot_goes_30_yards_a_step_off_line() -> None:
    # Driver, sum 11: 240 yards, L1; k = 240 / 8 = 30, the upper clamp.
    out = shot(LINKS, TEE, "driver", NORTH, 11, first_shot=True)
    assert math.isclose(out.off_line, 30)
    assert math.isclose(out.landing.x, -30) and math.isclose(out.landing.distance_to(TEE), 240)


def test_right_is_to_the_right_of_the_aim_line() -> None:
    out = shot(LINKS, TEE, "7-iron", NORTH, 3, first_shot=True)  # 110 R1, k = 13.75
    assert out.side is Side.RIGHT and math.isclose(out.landing.x, 13.75)
    east = shot(LINKS, Point(-80, 50), "7-iron", Point(100, 50), 3, first_shot=True)
    assert east.landing.y < 50  # right of a shot played east is south (y up the map)


# ---- water and out of bounds (§6) --------------------------------------------------------------

def test_water_carried_over_is_forgotten_only_the_landing_counts(course: Course) -> None:
    out = shot(course.holes[0], TEE, "7-iron", Point(0, 155), 11, first_shot=True)  # 150 L1
    assert out.carried_over == ("w1",)
    assert out.situation.lie.terrain is Terrain.FRINGE  # just off the green's front left
    assert out.situation.kind is SituationKind.CHIP
    assert (out.penalty_strokes, out.relief) == (0, ())


def test_a_ball_landing_in_water_costs_a_stroke_and_offers_the_local_rule(
        course: Course) -> None:
    out = shot(course.holes[0], TEE, "7-iron", Point(0, 155), 4, first_shot=True)  # 120 L1
    assert out.situation.kind is SituationKind.WATER and out.carried_over == ()
    assert out.penalty_strokes == 1
    assert out.relief == (ReplayFromTee(penalty=1), DropZone(at=Point(0, 50), penalty=1))
    assert out.replay_from is None  # the player chooses


def test_a_ball_on_the_edge_of_water_is_in_it(course: Course) -> None:
    out = shot(course.holes[0], TEE, "7-iron", Point(0, 200), 7, first_shot=True)  # 130
    assert close(out.landing, 0, 130)  # the pond's far edge, under the rough
    assert out.situation.kind is SituationKind.WATER and out.penalty_strokes == 1


def test_water_without_a_local_rule_offers_a_drop_out_or_stroke_and_distance() -> None:
    out = shot(LINKS, Point(19, 30), "9-iron", Point(40, 300), 7)  # 100 yards, straight
    assert out.situation.kind is SituationKind.WATER
    assert out.situation.lie.region_id == "pond"
    assert out.relief == (DropOut(penalty=1), StrokeAndDistance(penalty=1))
    assert out.penalty_strokes == 1


def test_out_of_bounds_is_stroke_and_distance_back_to_the_origin() -> None:
    origin = Point(0, 50)  # fairway
    out = shot(LINKS, origin, "driver", Point(300, 50), 7)  # 220 yards east
    assert out.situation.kind is SituationKind.OUT_OF_BOUNDS and out.situation.lie.region is None
    assert out.relief == (StrokeAndDistance(penalty=1),)
    assert (out.penalty_strokes, out.replay_from) == (1, origin)


def test_a_cart_path_offers_a_free_drop() -> None:
    out = shot(LINKS, TEE, "9-iron", Point(90, math.sqrt(100**2 - 90**2)), 7,
               first_shot=True)  # 100 yards, straight: (90, 43.6)
    assert out.situation.kind is SituationKind.RELIEF
    assert (out.relief, out.penalty_strokes) == ((FreeDrop(penalty=0),), 0)


# ---- feet cards (chip, green-side bunker) ------------------------------------------------------

def test_a_chip_lies_its_feet_from_the_flag_toward_the_origin() -> None:
    origin = Point(0, 371)  # 29 yards short of the flag (0, 400)
    out = shot(LINKS, origin, "chip", Point(50, 0), 6)  # 6 feet, straight; the aim is ignored
    assert out.distance_feet == 6 and close(out.landing, 0, 398)
    assert out.situation.kind is SituationKind.PUTTING
    assert out.situation.band is PuttBand.UNDER_10


def test_a_chip_off_line_is_turned_about_the_flag_to_its_side() -> None:
    out = shot(LINKS, Point(0, 371), "chip", NORTH, 3)  # 25 feet, R1: 15° to the right
    assert out.side is Side.RIGHT
    assert math.isclose(out.landing.distance_to(Point(0, 400)), 25 / 3)
    angle = math.degrees(math.atan2(out.landing.x, 400 - out.landing.y))
    assert math.isclose(angle, 15)


def test_a_green_side_bunker_shot_is_a_feet_card() -> None:
    origin = Point(35, 370)
    out = shot(LINKS, origin, "green-side-bunker", Point(0, 400), 8)  # 15 feet, L1
    assert out.distance_feet == 15
    assert math.isclose(out.landing.distance_to(Point(0, 400)), 5)


def test_holed_check_results_are_flagged_with_the_ball_at_the_hole() -> None:
    out = shot(LINKS, Point(0, 371), "chip", NORTH, 7)
    assert out.holed_check and not out.holed
    assert close(out.landing, 0, 400)


def test_an_unplayable_result_leaves_the_ball_with_a_penalty_and_a_drop() -> None:
    origin = Point(35, 370)
    out = shot(LINKS, origin, "green-side-bunker", Point(0, 400), 2)
    assert out.unplayable and out.landing == origin and out.carry == 0
    assert (out.penalty_strokes, out.relief) == (1, (DropOut(penalty=1),))


# ---- recovery (§4) -----------------------------------------------------------------------------

def test_a_recovery_beyond_60_yards_takes_the_penalty_off_the_irons_carry() -> None:
    origin = Point(-80, 150)  # trees
    out = shot(LINKS, origin, "recovery", Point(-80, 400), 6, iron="7-iron")
    assert (out.recovery_iron, out.recovery_penalty) == ("7-iron", 20)
    assert out.carry == 127 - 20 and close(out.landing, -80, 257)


def test_a_recovery_unplayable_roll_leaves_the_ball_in_the_trees() -> None:
    out = shot(LINKS, Point(-80, 150), "recovery", Point(-80, 400), 12, iron="7-iron")
    assert out.unplayable and out.penalty_strokes == 1


@pytest.mark.parametrize(("iron", "words"), [
    (None, "name the iron"), ("driver", '"driver" is not an iron')])
def test_a_recovery_needs_an_iron(iron: str | None, words: str) -> None:
    with pytest.raises(UltimateError, match=words):
        shot(LINKS, Point(-80, 150), "recovery", Point(-80, 400), 7, iron=iron)


def test_a_recovery_near_the_flag_is_the_sand_wedge_plus_10_feet() -> None:
    out = shot(LINKS, Point(-60, 400), "sand-wedge", Point(0, 400), 7)  # 40 yards, straight
    assert close(out.landing, -20 - 10 / 3, 400)
    assert math.isclose(out.situation.to_flag_feet, 70)


# ---- putting and holing out --------------------------------------------------------------------

def test_a_putt_holes_on_the_bands_sums() -> None:
    # 6 feet on a par 4: the under-10 band holes on 5–9.
    assert shot(LINKS, Point(0, 402), "putter", Point(0, 400), 7).holed
    missed = shot(LINKS, Point(0, 402), "putter", Point(0, 400), 4)
    assert not missed.holed and missed.landing == Point(0, 402)


def test_the_marked_club_at_the_flag_with_a_7_is_a_hole_in_one(course: Course) -> None:
    flag = Point(0, 155)
    assert shot(course.holes[0], TEE, "7-iron", flag, 7, first_shot=True).holed
    assert not shot(course.holes[0], TEE, "7-iron", Point(1, 155), 7, first_shot=True).holed
    assert not shot(course.holes[0], TEE, "8-iron", flag, 7, first_shot=True).holed


# ---- refusals ----------------------------------------------------------------------------------

def test_a_card_not_allowed_is_refused_with_the_reason() -> None:
    with pytest.raises(UltimateError, match="only woods and irons"):
        shot(LINKS, TEE, "putter", NORTH, 7, first_shot=True)
    with pytest.raises(UltimateError, match="compulsory"):
        shot(LINKS, Point(0, 160), "7-iron", NORTH, 7)


def test_a_roll_outside_2_to_12_and_an_aim_at_the_ball_are_refused() -> None:
    with pytest.raises(UltimateError, match="2 to 12, not 13"):
        shot(LINKS, TEE, "7-iron", NORTH, 13, first_shot=True)
    with pytest.raises(UltimateError, match="where the ball lies"):
        shot(LINKS, TEE, "7-iron", TEE, 7, first_shot=True)


def test_the_island_green_is_reached_over_the_lake() -> None:
    out = shot(ISLAND, TEE, "pitching-wedge", Point(0, 100), 11, first_shot=True)  # 100 L1
    assert out.situation.kind is SituationKind.PUTTING
    assert out.carried_over == ("lake",)  # flown over, onto the green drawn above it
    wet = shot(ISLAND, TEE, "pitching-wedge", Point(0, 100), 2, first_shot=True)  # 60 L2
    assert wet.situation.kind is SituationKind.WATER and wet.carried_over == ()
