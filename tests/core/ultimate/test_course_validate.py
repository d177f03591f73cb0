"""The course as a whole: each problem one line naming its hole, region and point."""

from __future__ import annotations

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.cards import PuttBand
from golfstudio.ultimate.course import (
    Beyond,
    Club,
    Course,
    DropZone,
    FreeDrop,
    Hole,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Region,
    SpecialCard,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.validate import Problem, Severity, errors_of, validate


def rect(x0: float, y0: float, x1: float, y1: float) -> tuple[Point, ...]:
    return (Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1))


BASE_REGIONS = (
    Region(id="r", kind=Terrain.ROUGH, points=rect(-50, -20, 50, 200)),
    Region(id="t", kind=Terrain.TEE, points=rect(-10, -8, 10, 8), z=1),
    Region(id="g", kind=Terrain.GREEN, points=rect(-15, 140, 15, 170), z=1),
)


def hole(**changes: object) -> Hole:
    fields: dict[str, object] = {
        "par": 3, "stroke_index": 1, "regions": BASE_REGIONS,
        "tee_markers": (Point(-5, 0), Point(5, 0)), "flag": Point(0, 155)}
    fields.update(changes)
    return Hole.model_validate(fields)


def problems_of(*holes: Hole) -> list[tuple[str, str]]:
    return [(p.severity.value, p.message)
            for p in validate(Course(name="c", holes=tuple(holes)))]


def test_a_finished_hole_has_no_problem() -> None:
    assert problems_of(hole()) == []


def test_a_self_crossing_region_names_the_hole_the_region_and_the_crossing() -> None:
    bow_tie = Region(id="w2", kind=Terrain.WATER, z=1,
                     points=(Point(-20, 60), Point(20, 100), Point(20, 60), Point(-20, 100)))
    problems = validate(Course(name="c", holes=(hole(), hole(
        stroke_index=2, regions=(*BASE_REGIONS, bow_tie)))))
    assert problems == [Problem(
        Severity.ERROR,
        "hole 2 region w2: the outline crosses itself at (0, 80) (edges #1 and #3)",
        2, "w2", Point(0, 80))]


def test_stroke_indexes_must_be_a_permutation() -> None:
    assert problems_of(hole(), hole(stroke_index=1), hole(stroke_index=5)) == [(
        "error", "stroke indexes must number the holes 1 to 3 once each: holes 1 and 2 both "
        "have 1; hole 3 has 5; no hole has 2 and 3")]


def test_tees_and_flag() -> None:
    assert problems_of(hole(tee_markers=(), flag=None)) == [
        ("error", "hole 1 needs two tee markers, it has 0"), ("error", "hole 1 has no flag")]
    assert problems_of(hole(tee_markers=(Point(-5, 0), Point(0, 50)))) == [
        ("warning", "hole 1: tee marker #2 (0, 50) is on rough (region r), not on a tee")]
    assert problems_of(hole(flag=Point(0, 250))) == [
        ("error", "hole 1: the flag (0, 250) is off every region, not on a green")]
    assert problems_of(hole(regions=BASE_REGIONS[::2])) == [
        ("warning", "hole 1 has no tee region"),
        ("warning", "hole 1: tee marker #1 (-5, 0) is on rough (region r), not on a tee"),
        ("warning", "hole 1: tee marker #2 (5, 0) is on rough (region r), not on a tee")]


def test_150_yard_markers_belong_to_par_4s_and_5s() -> None:
    assert problems_of(hole(par=4)) == [
        ("warning", "hole 1 has no 150-yard markers (§1: par 4 and 5 holes show them)")]
    assert problems_of(hole(markers_150=(Point(0, 5),))) == [
        ("warning", "hole 1: a par 3 shows no 150-yard markers (§1: par 4 and 5 only)")]


def test_regions_are_named_once() -> None:
    assert problems_of(hole(regions=(*BASE_REGIONS, BASE_REGIONS[1]))) == [
        ("error", "hole 1: region id t is used 2 times")]


@pytest.mark.parametrize(("rules", "line"), [
    ((LocalRule(terrain=Terrain.RAILWAY, options=(UnplayableInto(bunker="g"),)),),
     ("error", "hole 1 local rule #1 option #1: region g is green, not a bunker")),
    ((LocalRule(terrain=Terrain.WATER, options=(DropZone(zone="dz"),)),),
     ("error", "hole 1 local rule #1 option #1: there is no region dz on this hole")),
    ((LocalRule(region="r", options=(PlaceAndPutt(at=Point(0, 100), band=PuttBand.OVER_40),)),),
     ("warning", "hole 1 local rule #1 option #1: the ball is placed at (0, 100), "
                 "on rough (region r), not on a green")),
    ((LocalRule(region="r", options=(PlayAs(card=SpecialCard.RECOVERY, beyond=Beyond(
        line=(Point(-10, 155), Point(10, 155)), card=SpecialCard.CHIP)),)),),
     ("error", "hole 1 local rule #1 option #1: the line passes through the flag, so no "
               "side of it is beyond")),
    ((LocalRule(terrain=Terrain.CART_PATH, options=(FreeDrop(),)),
      LocalRule(terrain=Terrain.CART_PATH, options=(FreeDrop(penalty=1),))),
     ("error", "hole 1: 2 local rules apply to cart-path terrain; give each one rule with "
               "several options")),
])
def test_local_rules_name_what_exists(rules: tuple[LocalRule, ...],
                                      line: tuple[str, str]) -> None:
    assert problems_of(hole(local_rules=rules)) == [line]


def test_a_hole_in_one_club_only_on_a_par_3() -> None:
    assert problems_of(hole(hole_in_one=Club.IRON_9)) == []
    found = validate(Course(name="c", holes=(hole(par=5, hole_in_one=Club.IRON_9,
                                                  markers_150=(Point(0, 5),)),)))
    assert [p.message for p in errors_of(found)] == [
        "hole 1: a hole-in-one club is for par 3s only (§4); this is a par 5"]
    assert str(found[0]) == found[0].message and found[0].is_error
