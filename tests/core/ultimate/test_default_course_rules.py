"""Every local rule of the bundled course played through the engine (digest §1 "Règles
locales", §6): a ball put into each hole's named feature by a real shot
(``shot.resolve_shot``), the situation it is in, the choices offered, the penalty, and where
``ball.take_relief`` puts it then.

A shot lands exactly where a test wants it with a 7-iron's 7 (130 yards, straight: every
club card's 7 is its straight median), played from 130 yards further from the flag on the
line through the target, as from the fairway. Tee shots are played from the tee."""

from __future__ import annotations

import math

import pytest

from golfstudio.plane import Point, distance, passage
from golfstudio.ultimate.ball import Ball, situation, take_relief, tee_ball
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import PuttBand, default_cards
from golfstudio.ultimate.course import (
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LateralDrop,
    PlaceAndPutt,
    PlayAs,
    Region,
    Relief,
    ReplayFromTee,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.lie import Situation, SituationKind, lie_at
from golfstudio.ultimate.shot import ShotOutcome, resolve_shot

CARDS = default_cards()
REACH = 130.0
"""The 7-iron's 7."""


@pytest.fixture(scope="module")
def course() -> Course:
    return load_bundled()


def hole(course: Course, number: int) -> Hole:
    return course.holes[number - 1]


def flag_of(played: Hole) -> Point:
    assert played.flag is not None
    return played.flag


def region(played: Hole, region_id: str) -> Region:
    found = played.region(region_id)
    assert found is not None, region_id
    return found


def inside(played: Hole, region_id: str) -> Point:
    """A point where ``region_id`` is the region seen (the top one): its outline's centre,
    else the middle of a chord across it."""
    outline = region(played, region_id).points
    n = len(outline)
    candidates = [Point(sum(p.x for p in outline) / n, sum(p.y for p in outline) / n)]
    candidates += [Point((outline[k].x + outline[(k + n // 2) % n].x) / 2,
                         (outline[k].y + outline[(k + n // 2) % n].y) / 2) for k in range(n)]
    for p in candidates:
        seen = played.region_at(p)
        if seen is not None and seen.id == region_id:
            return p
    raise AssertionError(f"no point inside {region_id}")


def land(played: Hole, target: Point) -> tuple[Ball, ShotOutcome]:
    """A straight 130-yard 7-iron that lands on ``target``, from the fairway behind it."""
    flag = flag_of(played)
    away = target - flag
    length = math.hypot(away.x, away.y)
    origin = Point(target.x + away.x / length * REACH, target.y + away.y / length * REACH)
    start_ball = Ball(origin, on_tee=False, first_shot=False)
    start = Situation(SituationKind.FAIRWAY, lie_at(played, origin), distance(origin, flag))
    outcome = resolve_shot(played, CARDS, origin, "7-iron", target, 7, first_shot=False,
                           start=start)
    assert outcome.landing.distance_to(target) < 1e-6
    return start_ball, outcome


def from_tee(played: Hole, card: str, roll: int) -> tuple[Ball, ShotOutcome]:
    start = tee_ball(played)
    outcome = resolve_shot(played, CARDS, start.at, card, flag_of(played), roll,
                           first_shot=True)
    return start, outcome


def option(outcome: ShotOutcome, kind: type[Relief]) -> Relief:
    return next(o for o in outcome.relief if isinstance(o, kind))


def kinds(outcome: ShotOutcome) -> list[type[Relief]]:
    return [type(o) for o in outcome.relief]


# ---- the holes ---------------------------------------------------------------------------------

def test_3_between_the_church_pews_is_a_recovery(course: Course) -> None:
    played = hole(course, 3)
    pews = sorted((region(played, r.id) for r in played.regions if r.id.startswith("pews-")),
                  key=lambda r: min(p.y for p in r.points))
    top_of_first = max(p.y for p in pews[0].points)
    foot_of_second = min(p.y for p in pews[1].points)
    x = sum(p.x for p in pews[0].points) / len(pews[0].points)
    between = Point(x, (top_of_first + foot_of_second) / 2)
    assert played.region_at(between) == region(played, "pew-grass")
    start, outcome = land(played, between)
    assert outcome.penalty_strokes == 0 and kinds(outcome) == [PlayAs]
    ball = take_relief(played, start, outcome, outcome.relief[0])
    assert ball.at.distance_to(between) < 1e-6
    assert situation(played, ball).kind is SituationKind.RECOVERY
    # In a pew itself the ball plays from the sand.
    _, in_pew = land(played, inside(played, "pews-2"))
    assert in_pew.situation.kind is SituationKind.FAIRWAY_BUNKER and in_pew.relief == ()


def test_4_into_the_lake_re_tee_or_drop_out(course: Course) -> None:
    played = hole(course, 4)
    flag = flag_of(played)
    lake = region(played, "lake")
    wet = next(p for p in (Point(x, y) for x in range(-60, 40, 3) for y in range(60, 170, 3))
               if played.region_at(p) == lake and lake.polygon.contains(p)
               and played.region_at(Point(p.x, p.y - 3)) == lake)
    start, outcome = land(played, wet)
    assert outcome.situation.kind is SituationKind.WATER and outcome.penalty_strokes == 1
    assert kinds(outcome) == [ReplayFromTee, DropOut]
    again = take_relief(played, start, outcome, option(outcome, ReplayFromTee))
    assert again.on_tee and not again.first_shot and again.at == tee_ball(played).at
    out = take_relief(played, start, outcome, option(outcome, DropOut))
    assert out.at.distance_to(flag) >= wet.distance_to(flag) - 1e-6
    assert situation(played, out).kind not in (SituationKind.WATER,
                                               SituationKind.OUT_OF_BOUNDS)


def test_4_on_the_island_drop_on_the_fairway_at_the_same_distance_or_re_tee(
        course: Course) -> None:
    played = hole(course, 4)
    flag = flag_of(played)
    island = inside(played, "island")
    start, outcome = land(played, island)
    assert outcome.situation.lie.region_id == "island"
    assert outcome.penalty_strokes == 1 and kinds(outcome) == [DropZone, ReplayFromTee]
    dropped = take_relief(played, start, outcome, option(outcome, DropZone))
    assert played.terrain_at(dropped.at) is Terrain.FAIRWAY
    assert dropped.at.distance_to(flag) == pytest.approx(island.distance_to(flag), abs=4)
    assert situation(played, dropped).kind is SituationKind.FAIRWAY
    again = take_relief(played, start, outcome, option(outcome, ReplayFromTee))
    assert again.on_tee


def test_6_out_of_bounds_by_the_green_is_stroke_and_distance(course: Course) -> None:
    played = hole(course, 6)
    start, outcome = land(played, inside(played, "oob-stakes"))
    assert outcome.situation.kind is SituationKind.OUT_OF_BOUNDS
    assert outcome.penalty_strokes == 1 and kinds(outcome) == [StrokeAndDistance]
    back = take_relief(played, start, outcome, outcome.relief[0])
    assert back.at == start.at


def test_8_lateral_water_drop_beside_it_not_nearer(course: Course) -> None:
    played = hole(course, 8)
    flag = flag_of(played)
    start, outcome = land(played, inside(played, "lateral-left"))
    assert outcome.situation.kind is SituationKind.WATER and outcome.penalty_strokes == 1
    assert kinds(outcome) == [LateralDrop]
    dropped = take_relief(played, start, outcome, outcome.relief[0])
    water = region(played, "lateral-left").polygon
    assert situation(played, dropped).kind not in (SituationKind.WATER,
                                                   SituationKind.OUT_OF_BOUNDS)
    assert min(dropped.at.distance_to(p) for p in water.points) < 20  # beside the water
    crossed = passage(outcome.origin, outcome.landing, water)
    assert crossed is not None  # where the flight crossed into the water
    assert dropped.at.distance_to(flag) >= crossed.entry.distance_to(flag) - 1e-6


def test_9_the_hedges_left_of_the_green_are_a_recovery(course: Course) -> None:
    played = hole(course, 9)
    _, outcome = land(played, inside(played, "hedges"))
    assert outcome.situation.lie.terrain is Terrain.TREES
    assert outcome.penalty_strokes == 0 and kinds(outcome) == [PlayAs]
    assert outcome.situation.kind is SituationKind.RECOVERY
    assert outcome.situation.recovery_with_wedge  # by the green: the sand wedge


def test_11_the_creek_is_stroke_and_distance(course: Course) -> None:
    played = hole(course, 11)
    start, outcome = land(played, inside(played, "creek"))
    assert outcome.situation.kind is SituationKind.WATER
    assert outcome.penalty_strokes == 1 and kinds(outcome) == [StrokeAndDistance]
    assert take_relief(played, start, outcome, outcome.relief[0]).at == start.at


def test_12_the_pond_re_tee_or_drop_in_front_of_it(course: Course) -> None:
    played = hole(course, 12)
    start, outcome = from_tee(played, "7-iron", 2)  # 90 yards, hooked: the pond
    assert outcome.situation.lie.region_id == "pond" and outcome.penalty_strokes == 1
    assert kinds(outcome) == [ReplayFromTee, DropZone]
    zone = take_relief(played, start, outcome, option(outcome, DropZone))
    assert zone.at == Point(0, 24) and situation(played, zone).kind is SituationKind.FAIRWAY
    pond = region(played, "pond")
    assert zone.at.y < min(p.y for p in pond.points)  # in front of the pond
    assert take_relief(played, start, outcome, option(outcome, ReplayFromTee)).on_tee
    # The ace: the 7-iron at the flag with a 7.
    _, ace = from_tee(played, "7-iron", 7)
    assert ace.holed


def test_13_the_railway_is_unplayable_into_its_bunker(course: Course) -> None:
    played = hole(course, 13)
    start, outcome = land(played, inside(played, "railway"))
    assert outcome.situation.kind is SituationKind.RELIEF
    assert outcome.penalty_strokes == 1 and kinds(outcome) == [UnplayableInto]
    dropped = take_relief(played, start, outcome, outcome.relief[0])
    seen = played.region_at(dropped.at)
    assert seen is not None and seen.id == "railway-bunker"
    assert situation(played, dropped).kind is SituationKind.GREEN_SIDE_BUNKER


def test_14_out_of_bounds_right_of_the_wall_is_placed_on_the_double_green(
        course: Course) -> None:
    played = hole(course, 14)
    start, outcome = land(played, inside(played, "oob-right"))
    assert outcome.situation.kind is SituationKind.OUT_OF_BOUNDS
    assert outcome.penalty_strokes == 0 and kinds(outcome) == [PlaceAndPutt]
    placed = take_relief(played, start, outcome, outcome.relief[0])
    rule = outcome.relief[0]
    assert isinstance(rule, PlaceAndPutt) and placed.at == rule.at
    now = situation(played, placed)
    assert now.kind is SituationKind.PUTTING and now.band is PuttBand.OVER_40
    assert played.terrain_at(placed.at) is Terrain.GREEN
    green = region(played, "green")
    centre_x = sum(p.x for p in green.points) / len(green.points)
    centre_y = sum(p.y for p in green.points) / len(green.points)
    assert placed.at.x < centre_x and placed.at.y > centre_y  # its back left


def test_14_beyond_the_strip_is_plain_out_of_bounds_and_the_wall_a_drop(
        course: Course) -> None:
    played = hole(course, 14)
    flag = flag_of(played)
    start, beyond = land(played, inside(played, "oob-beyond"))
    assert kinds(beyond) == [StrokeAndDistance] and beyond.penalty_strokes == 1
    assert take_relief(played, start, beyond, beyond.relief[0]).at == start.at
    start, wall = land(played, inside(played, "stone-wall"))
    assert wall.situation.kind is SituationKind.RELIEF and kinds(wall) == [FreeDrop]
    assert wall.penalty_strokes == 1  # Decision (docs/ultimate-format.md)
    off = take_relief(played, start, wall, wall.relief[0])
    assert played.terrain_at(off.at) is not Terrain.STONE_WALL
    assert off.at.distance_to(flag) >= wall.landing.distance_to(flag) - 1e-6


def test_16_water_drop_out_with_a_penalty(course: Course) -> None:
    played = hole(course, 16)
    flag = flag_of(played)
    start, outcome = land(played, inside(played, "water-16"))
    assert outcome.situation.kind is SituationKind.WATER
    assert outcome.penalty_strokes == 1 and kinds(outcome) == [DropOut]
    out = take_relief(played, start, outcome, outcome.relief[0])
    assert played.terrain_at(out.at) is not Terrain.WATER
    assert out.at.distance_to(flag) >= outcome.landing.distance_to(flag) - 1e-6


def test_17_into_the_lake_re_tee_or_play_from_in_front_of_the_tee(course: Course) -> None:
    played = hole(course, 17)
    start, outcome = from_tee(played, "9-iron", 12)  # 70 yards, sliced: the lake
    assert outcome.situation.lie.region_id == "lake" and outcome.penalty_strokes == 1
    assert kinds(outcome) == [ReplayFromTee, DropZone]
    zone = take_relief(played, start, outcome, option(outcome, DropZone))
    assert zone.at.distance_to(tee_ball(played).at) < 30
    assert situation(played, zone).kind is SituationKind.FAIRWAY
    _, ace = from_tee(played, "9-iron", 7)
    assert ace.holed


def test_18_the_bay_and_out_of_bounds_right_are_stroke_and_distance(course: Course) -> None:
    played = hole(course, 18)
    for region_id, kind in (("bay", SituationKind.WATER),
                            ("oob-right", SituationKind.OUT_OF_BOUNDS)):
        start, outcome = land(played, inside(played, region_id))
        assert outcome.situation.kind is kind, region_id
        assert kinds(outcome) == [StrokeAndDistance] and outcome.penalty_strokes == 1
        assert take_relief(played, start, outcome, outcome.relief[0]).at == start.at


@pytest.mark.parametrize(("end", "card"), [("short", SituationKind.FAIRWAY_BUNKER),
                                           ("beyond", SituationKind.GREEN_SIDE_BUNKER)])
def test_18_the_sand_strip_either_side_of_the_line(course: Course, end: str,
                                                    card: SituationKind) -> None:
    played = hole(course, 18)
    flag = flag_of(played)
    strip = region(played, "sand-strip")
    rule = next(r for r in played.local_rules if r.region == "sand-strip")
    play_as = rule.options[1]
    assert isinstance(play_as, PlayAs) and play_as.beyond is not None
    p, q = play_as.beyond.line

    def side(point: Point) -> float:
        return (q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x)

    flag_side = side(flag) > 0
    wanted = end == "beyond"
    sand = [pt for pt in (Point(x + 0.5, y + 0.5) for x in range(-200, 0, 2)
                          for y in range(100, 620, 2))
            if played.region_at(pt) == strip and (side(pt) > 0) == (flag_side == wanted)
            and abs(side(pt)) / p.distance_to(q) > 5]
    assert sand, end
    target = sand[len(sand) // 2]
    start, outcome = land(played, target)
    assert outcome.situation.lie.region_id == "sand-strip"
    assert kinds(outcome) == [StrokeAndDistance, PlayAs]
    assert outcome.penalty_strokes == 0  # the cheaper choice costs nothing
    ball = take_relief(played, start, outcome, option(outcome, PlayAs))
    assert situation(played, ball).kind is card
    back = take_relief(played, start, outcome, option(outcome, StrokeAndDistance))
    assert back.at == start.at


def test_a_ball_against_a_150_yard_marker_drops_free(course: Course) -> None:
    played = hole(course, 5)
    flag = flag_of(played)
    marker = played.markers_150[0]
    start, outcome = land(played, marker)
    assert outcome.situation.lie.terrain is Terrain.MARKER_150
    assert outcome.situation.kind is SituationKind.RELIEF
    assert kinds(outcome) == [FreeDrop] and outcome.penalty_strokes == 0
    dropped = take_relief(played, start, outcome, outcome.relief[0])
    assert played.terrain_at(dropped.at) is not Terrain.MARKER_150
    assert dropped.at.distance_to(flag) >= marker.distance_to(flag) - 1e-6
    assert dropped.at.distance_to(marker) < 3  # as near as possible
    assert situation(played, dropped).kind in (SituationKind.FAIRWAY, SituationKind.RECOVERY)
