"""The bundled course as the rulebook describes it (digest ``ultimate-golf.md`` §1, §6): pars,
stroke indexes, its length, the two holes in one, the 150-yard markers and every hole's named
features with their local rules. Fast: the drawing and its rules only, no analysis (the
analysis's figures are in test_analysis.py)."""

from __future__ import annotations

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.bundled import bundled_course, load_bundled
from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import (
    Club,
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LateralDrop,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Relief,
    ReplayFromTee,
    SpecialCard,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.course_file import read_course
from golfstudio.ultimate.facts import course_length, hole_length, tee_centre
from golfstudio.ultimate.lie import SituationKind, situation_at

PARS = (4, 4, 4, 3, 4, 5, 4, 3, 4, 4, 5, 3, 4, 5, 4, 4, 3, 5)
STROKE_INDEXES = (15, 13, 3, 11, 7, 1, 17, 9, 5, 6, 8, 16, 18, 4, 10, 14, 12, 2)
"""The rulebook's table (digest §1): hole 6 = 1, 18 = 2, 3 = 3, 14 = 4 … 13 = 18."""

TOOL_POINTS = 42
"""tools/ultimate_default_course.py samples an outline to at most 40 points (a closed
Catmull–Rom curve); two more for a rounding that splits a point."""


@pytest.fixture(scope="module")
def course() -> Course:
    return load_bundled()


def hole(course: Course, number: int) -> Hole:
    return course.holes[number - 1]


def rule_for(played: Hole, region_id: str) -> LocalRule:
    return next(r for r in played.local_rules if r.region == region_id)


def kinds(rule: LocalRule) -> list[type[Relief]]:
    return [type(o) for o in rule.options]


def region_kind(played: Hole, region_id: str) -> Terrain:
    found = played.region(region_id)
    assert found is not None, region_id
    return found.kind


def test_it_loads_with_no_problem_at_all() -> None:
    loaded, problems = read_course(bundled_course("default").path)
    assert problems == [] and loaded is not None


def test_pars_and_stroke_indexes_are_the_rulebooks(course: Course) -> None:
    assert tuple(h.par for h in course.holes) == PARS and course.par == 72
    assert tuple(h.stroke_index for h in course.holes) == STROKE_INDEXES


def test_about_6970_yards(course: Course) -> None:
    assert abs(course_length(course) - 6970) <= 100


def test_the_aces_are_as_long_as_their_clubs_seven(course: Course) -> None:
    """§1: on 12 the 7-iron's result for a 7, aimed at the flag from the tee, lands on the
    flag; on 17 the 9-iron's (a 7 is straight on every club card)."""
    cards = default_cards()
    for number, club in ((12, Club.IRON_7), (17, Club.IRON_9)):
        played = hole(course, number)
        assert played.hole_in_one is club
        seven = cards.shot_card(club.value).row(7)
        assert seven.factor == 0
        assert hole_length(played) == pytest.approx(seven.carry, abs=1e-9)
        start, flag = tee_centre(played), played.flag
        assert start is not None and flag is not None
        assert start.distance_to(flag) == pytest.approx(seven.carry, abs=1e-9)
    assert (hole_length(hole(course, 12)), hole_length(hole(course, 17))) == (130, 100)


@pytest.mark.parametrize("number", [n for n, par in enumerate(PARS, 1) if par > 3])
def test_par_4s_and_5s_have_150_yard_markers_with_posts(course: Course, number: int) -> None:
    played = hole(course, number)
    assert played.flag is not None and len(played.markers_150) == 2
    left, right = played.markers_150
    assert all(abs(m.distance_to(played.flag) - 150) <= 5 for m in played.markers_150)
    assert left.distance_to(right) > 20  # either side of the fairway
    for marker in played.markers_150:
        post = played.region_at(marker)
        assert post is not None and post.kind is Terrain.MARKER_150
        assert post.polygon.area() <= 9  # a post, not a patch of ground
    rule = next(r for r in played.local_rules if r.terrain is Terrain.MARKER_150)
    assert kinds(rule) == [FreeDrop] and rule.options[0].penalty == 0


@pytest.mark.parametrize("number", [n for n, par in enumerate(PARS, 1) if par == 3])
def test_par_3s_have_no_150_yard_markers(course: Course, number: int) -> None:
    played = hole(course, number)
    assert played.markers_150 == ()
    assert not any(r.kind is Terrain.MARKER_150 for r in played.regions)


@pytest.mark.parametrize("number", range(1, 19))
def test_each_hole_is_drawn_in_smooth_outlines_of_a_few_dozen_regions(
        course: Course, number: int) -> None:
    played = hole(course, number)
    assert len(played.regions) <= 40
    assert all(len(r.points) <= TOOL_POINTS for r in played.regions)
    assert all(round(c * 10) == c * 10 for r in played.regions for p in r.points
               for c in (p.x, p.y))  # whole yards or one decimal
    green = next(r for r in played.regions if r.kind is Terrain.GREEN)
    assert len(green.points) >= 16  # a rounded green, not a box


def test_3_church_pews_with_grass_between_them(course: Course) -> None:
    played = hole(course, 3)
    pews = [r for r in played.regions if r.id.startswith("pews-")]
    assert len(pews) >= 5 and all(r.kind is Terrain.BUNKER for r in pews)
    assert region_kind(played, "pew-grass") in (Terrain.ROUGH, Terrain.TREES)
    option = rule_for(played, "pew-grass").options[0]
    assert isinstance(option, PlayAs) and option.card is SpecialCard.RECOVERY


def test_4_a_lake_with_an_island(course: Course) -> None:
    played = hole(course, 4)
    assert region_kind(played, "lake") is Terrain.WATER
    assert region_kind(played, "island") in (Terrain.ROUGH, Terrain.FAIRWAY)
    lake = rule_for(played, "lake")
    assert kinds(lake) == [ReplayFromTee, DropOut]
    assert [o.penalty for o in lake.options] == [1, 1]
    island = rule_for(played, "island")
    assert kinds(island) == [DropZone, ReplayFromTee]
    assert [o.penalty for o in island.options] == [1, 1]
    zone = island.options[0]
    assert isinstance(zone, DropZone) and zone.at is not None and played.flag is not None
    assert played.terrain_at(zone.at) is Terrain.FAIRWAY
    isle = played.region("island")
    assert isle is not None
    centre = Point(sum(p.x for p in isle.points) / len(isle.points),
                   sum(p.y for p in isle.points) / len(isle.points))
    assert zone.at.distance_to(played.flag) == pytest.approx(
        centre.distance_to(played.flag), abs=3)  # "à la même distance"


def test_6_out_of_bounds_by_stakes_and_no_water(course: Course) -> None:
    played = hole(course, 6)
    assert region_kind(played, "oob-stakes") is Terrain.OUT_OF_BOUNDS
    assert kinds(rule_for(played, "oob-stakes")) == [StrokeAndDistance]
    assert not any(r.kind in (Terrain.WATER, Terrain.LATERAL_WATER) for r in played.regions)
    stakes = played.region("oob-stakes")
    assert stakes is not None and played.flag is not None
    assert min(p.distance_to(played.flag) for p in stakes.points) < 60  # by the green


def test_8_lateral_water_on_the_left(course: Course) -> None:
    played = hole(course, 8)
    assert region_kind(played, "lateral-left") is Terrain.LATERAL_WATER
    rule = rule_for(played, "lateral-left")
    assert kinds(rule) == [LateralDrop] and rule.options[0].penalty == 1
    water = played.region("lateral-left")
    assert water is not None and played.flag is not None
    assert max(p.x for p in water.points) < played.flag.x  # left of the hole


def test_9_hedges_left_of_the_green(course: Course) -> None:
    played = hole(course, 9)
    assert region_kind(played, "hedges") is Terrain.TREES
    hedges = played.region("hedges")
    assert hedges is not None and played.flag is not None
    assert max(p.x for p in hedges.points) < played.flag.x


def test_10_has_no_water(course: Course) -> None:
    assert not any(r.kind in (Terrain.WATER, Terrain.LATERAL_WATER)
                   for r in hole(course, 10).regions)


def test_11_a_creek_is_stroke_and_distance(course: Course) -> None:
    played = hole(course, 11)
    assert region_kind(played, "creek") is Terrain.WATER
    rule = rule_for(played, "creek")
    assert kinds(rule) == [StrokeAndDistance] and rule.options[0].penalty == 1


def test_12_a_pond_from_the_tee(course: Course) -> None:
    played = hole(course, 12)
    assert region_kind(played, "pond") is Terrain.WATER
    rule = rule_for(played, "pond")
    assert kinds(rule) == [ReplayFromTee, DropZone]
    assert [o.penalty for o in rule.options] == [1, 1]


def test_13_railway_beside_a_green_side_bunker(course: Course) -> None:
    played = hole(course, 13)
    assert region_kind(played, "railway") is Terrain.RAILWAY
    assert region_kind(played, "railway-bunker") is Terrain.BUNKER
    option = rule_for(played, "railway").options[0]
    assert isinstance(option, UnplayableInto) and option.bunker == "railway-bunker"
    assert option.penalty == 1
    bunker = played.region("railway-bunker")
    assert bunker is not None and played.flag is not None
    edge = bunker.points[0]  # the edge is in the region (format doc)
    assert situation_at(played, edge, first_shot=False).kind is SituationKind.GREEN_SIDE_BUNKER
    assert min(p.distance_to(played.flag) for p in bunker.points) < 50


def test_14_the_wall_and_its_out_of_bounds_begin_beyond_two_full_shots(
        course: Course) -> None:
    played = hole(course, 14)
    assert region_kind(played, "stone-wall") is Terrain.STONE_WALL
    assert region_kind(played, "oob-right") is Terrain.OUT_OF_BOUNDS
    option = rule_for(played, "oob-right").options[0]
    assert isinstance(option, PlaceAndPutt) and option.penalty == 0
    assert option.band.value == "over_40" and played.terrain_at(option.at) is Terrain.GREEN
    wall, strip = played.region("stone-wall"), played.region("oob-right")
    assert wall is not None and strip is not None
    start = tee_centre(played)
    assert start is not None
    # Beyond the longest tee shot and beyond two 3-woods: no drive reaches it.
    assert min(p.distance_to(start) for p in strip.points) > 2 * 220
    assert min(p.x for p in strip.points) >= min(p.x for p in wall.points)  # right of it
    # The strip is narrow, with plain out of bounds (stroke and distance) beyond it.
    assert max(p.x for p in strip.points) - min(p.x for p in strip.points) < 12
    beyond = played.region("oob-beyond")
    assert beyond is not None and beyond.kind is Terrain.OUT_OF_BOUNDS
    assert not any(r.region == "oob-beyond" for r in played.local_rules)


def test_15_a_440_yard_dog_leg_right(course: Course) -> None:
    played = hole(course, 15)
    assert hole_length(played) == pytest.approx(440, abs=5)
    flag = played.flag
    assert flag is not None and flag.x > 150


def test_16_water_drop_out(course: Course) -> None:
    played = hole(course, 16)
    assert region_kind(played, "water-16") is Terrain.WATER
    rule = rule_for(played, "water-16")
    assert kinds(rule) == [DropOut] and rule.options[0].penalty == 1


def test_17_an_island_like_green(course: Course) -> None:
    played = hole(course, 17)
    assert region_kind(played, "lake") is Terrain.WATER
    rule = rule_for(played, "lake")
    assert kinds(rule) == [ReplayFromTee, DropZone]
    zone = rule.options[1]
    assert isinstance(zone, DropZone) and zone.at is not None and played.flag is not None
    start = tee_centre(played)
    assert start is not None and zone.at.distance_to(start) < 30  # in front of the tee
    # Water all round the green beyond its fringe and apron.
    flag = played.flag
    around = [Point(flag.x + 32 * dx, flag.y + 32 * dy)
              for dx, dy in ((1, 0), (-1, 0), (0, 1), (0.7, 0.7), (-0.7, 0.7))]
    assert all(played.terrain_at(p) is Terrain.WATER for p in around)


def test_18_the_bay_out_of_bounds_and_the_sand_strip(course: Course) -> None:
    played = hole(course, 18)
    assert region_kind(played, "bay") is Terrain.WATER
    assert kinds(rule_for(played, "bay")) == [StrokeAndDistance]
    assert region_kind(played, "oob-right") is Terrain.OUT_OF_BOUNDS
    assert kinds(rule_for(played, "oob-right")) == [StrokeAndDistance]
    assert region_kind(played, "sand-strip") is Terrain.BUNKER
    strip = rule_for(played, "sand-strip")
    assert kinds(strip) == [StrokeAndDistance, PlayAs]
    play_as = strip.options[1]
    assert isinstance(play_as, PlayAs) and play_as.card is SpecialCard.FAIRWAY_BUNKER
    assert play_as.beyond is not None and play_as.beyond.card is SpecialCard.GREEN_SIDE_BUNKER
    # The line runs through the front edge of the right green-side bunker.
    bunker = played.region("right-greenside")
    assert bunker is not None
    p, q = play_as.beyond.line
    nearest = min(bunker.points, key=lambda b: abs((q.x - p.x) * (b.y - p.y)
                                                    - (q.y - p.y) * (b.x - p.x)))
    assert abs((q.x - p.x) * (nearest.y - p.y) - (q.y - p.y) * (nearest.x - p.x)) \
        / p.distance_to(q) < 0.5
    bay = played.region("bay")
    assert bay is not None and played.flag is not None
    assert min(p.x for p in bay.points) < played.flag.x - 50  # along the left


def test_cart_paths_and_bridges_are_free_drops(course: Course) -> None:
    found = 0
    for played in course.holes:
        for terrain in (Terrain.CART_PATH, Terrain.BRIDGE):
            if any(r.kind is terrain for r in played.regions):
                rule = next(r for r in played.local_rules if r.terrain is terrain)
                assert kinds(rule) == [FreeDrop] and rule.options[0].penalty == 0
                found += 1
    assert found >= 3


def test_the_bundled_file_is_what_the_drawing_tool_draws() -> None:
    """tools/ultimate_default_course.py is how the course was drawn: running it writes this
    very file (docs/ultimate-format.md, "The bundled course")."""
    from golfstudio.ultimate.course_file import course_to_json
    from tools.ultimate_default_course import OUTPUT, build

    assert course_to_json(build()) == OUTPUT.read_text(encoding="utf-8")
    assert bundled_course("default").path == OUTPUT
