"""The course models: new courses, overlaps, the local rules of §6, the tracing background."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from golfstudio.plane import Point
from golfstudio.resources import resource_path
from golfstudio.ultimate.cards import PuttBand, load_cards
from golfstudio.ultimate.course import (
    Beyond,
    Club,
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Region,
    SpecialCard,
    StrokeAndDistance,
    Terrain,
    TracingBackground,
    UnplayableInto,
    new_course,
)
from golfstudio.ultimate.course_file import course_to_json, loads_course, reads_course
from golfstudio.ultimate.limits import MAX_COORDINATE, MAX_POLYGON_POINTS


def rect(x0: float, y0: float, x1: float, y1: float) -> tuple[Point, ...]:
    return (Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1))


def test_a_new_course_has_the_rulebook_pars_and_stroke_indexes() -> None:
    course = new_course("Pebble")
    assert len(course.holes) == 18
    assert course.par == 72
    assert [i for i, h in enumerate(course.holes, 1) if h.par == 3] == [4, 8, 12, 17]
    assert [i for i, h in enumerate(course.holes, 1) if h.par == 5] == [6, 11, 14, 18]
    assert course.holes[5].stroke_index == 1 and course.holes[17].stroke_index == 2
    assert sorted(h.stroke_index for h in course.holes) == list(range(1, 19))


def test_a_new_course_of_another_length_numbers_its_holes_in_order() -> None:
    course = new_course("Practice", holes=3)
    assert [(h.par, h.stroke_index) for h in course.holes] == [(4, 1), (4, 2), (4, 3)]
    with pytest.raises(ValidationError):
        new_course("Too long", holes=37)


def test_the_top_region_wins_and_off_every_region_is_out_of_bounds() -> None:
    hole = Hole(par=4, stroke_index=1, regions=(
        Region(id="r", kind=Terrain.ROUGH, points=rect(-50, 0, 50, 300)),
        Region(id="b", kind=Terrain.BUNKER, points=rect(-10, 100, 10, 120), z=3),
        Region(id="f", kind=Terrain.FAIRWAY, points=rect(-20, 50, 20, 250), z=1),
        Region(id="p", kind=Terrain.CART_PATH, points=rect(-20, 200, 20, 205), z=1),
    ))
    assert hole.terrain_at(Point(0, 110)) is Terrain.BUNKER  # highest z, though listed early
    assert hole.terrain_at(Point(0, 60)) is Terrain.FAIRWAY
    assert hole.terrain_at(Point(0, 202)) is Terrain.CART_PATH  # same z, drawn last
    assert hole.terrain_at(Point(40, 10)) is Terrain.ROUGH
    assert hole.terrain_at(Point(60, 10)) is Terrain.OUT_OF_BOUNDS
    assert hole.region_at(Point(60, 10)) is None


def test_hole_14s_wall_rule_places_the_ball_and_putts_from_over_40_feet() -> None:
    """§6: out of bounds right of the stone wall → place on the back left of the double
    green and putt from more than 40 feet, no penalty."""
    rule = LocalRule(region="oob-right", options=(
        PlaceAndPutt(at=Point(-12, 548), band=PuttBand.OVER_40),),
        note="Out of bounds right of the wall: place on the back left of the double green.")
    hole = _hole_14(rule)
    text = course_to_json(Course(name="14", holes=(hole,)))
    loaded = loads_course(text)
    option = loaded.holes[0].local_rules[0].options[0]
    assert isinstance(option, PlaceAndPutt)
    assert option.penalty == 0 and option.band is PuttBand.OVER_40
    assert loaded.holes[0].terrain_at(option.at) is Terrain.GREEN
    assert '{"relief": "place-and-putt", "at": [-12, 548], "band": "over_40", "penalty": 0}' \
        in text


def _hole_14(rule: LocalRule) -> Hole:
    return Hole(par=5, stroke_index=1, regions=(
        Region(id="r", kind=Terrain.ROUGH, points=rect(-60, -20, 40, 580)),
        Region(id="t", kind=Terrain.TEE, points=rect(-10, -8, 10, 8), z=1),
        Region(id="wall", kind=Terrain.STONE_WALL, points=rect(40, -20, 42, 580), z=1),
        Region(id="oob-right", kind=Terrain.OUT_OF_BOUNDS, points=rect(42, -20, 120, 580)),
        Region(id="g", kind=Terrain.GREEN, points=rect(-20, 500, 20, 560), z=2),
    ), tee_markers=(Point(-5, 0), Point(5, 0)), flag=Point(5, 520),
        markers_150=(Point(-30, 370), Point(30, 370)), local_rules=(rule,))


def test_hole_18s_sand_strip_rule_offers_a_replay_or_a_bunker_shot_by_the_line() -> None:
    """§6 (rulebook hole 18): in the sand strip on the left, replay (stroke and distance,
    one penalty) or play it as a fairway bunker, no penalty, short of the line through the
    front of the right green-side bunker; beyond that line as a green-side bunker."""
    rule = LocalRule(region="sand-strip", options=(
        StrokeAndDistance(),
        PlayAs(card=SpecialCard.FAIRWAY_BUNKER, beyond=Beyond(
            line=(Point(-100, 480), Point(100, 480)), card=SpecialCard.GREEN_SIDE_BUNKER)),
    ))
    hole = Hole(par=5, stroke_index=1, regions=(
        Region(id="r", kind=Terrain.ROUGH, points=rect(-60, -20, 60, 560)),
        Region(id="t", kind=Terrain.TEE, points=rect(-10, -8, 10, 8), z=1),
        Region(id="sand-strip", kind=Terrain.BUNKER, points=rect(-60, 100, -45, 540), z=1),
        Region(id="bay", kind=Terrain.WATER, points=rect(-200, -20, -60, 560)),
        Region(id="right-bunker", kind=Terrain.BUNKER, points=rect(25, 480, 40, 510), z=1),
        Region(id="g", kind=Terrain.GREEN, points=rect(-20, 480, 20, 530), z=2),
    ), tee_markers=(Point(-5, 0), Point(5, 0)), flag=Point(0, 505),
        markers_150=(Point(-30, 355), Point(30, 355)), local_rules=(
            rule, LocalRule(region="bay", options=(StrokeAndDistance(),))))
    course, problems = reads_course(course_to_json(Course(name="18", holes=(hole,))))
    assert problems == []
    replay, play_as = course.holes[0].local_rules[0].options
    assert isinstance(replay, StrokeAndDistance) and replay.penalty == 1
    assert isinstance(play_as, PlayAs) and play_as.penalty == 0
    assert play_as.card is SpecialCard.FAIRWAY_BUNKER
    assert play_as.beyond is not None
    assert play_as.beyond.card is SpecialCard.GREEN_SIDE_BUNKER


def test_the_other_reliefs_of_section_6_are_data() -> None:
    rules = (
        LocalRule(terrain=Terrain.RAILWAY, options=(UnplayableInto(bunker="b"),)),
        LocalRule(terrain=Terrain.WATER, options=(DropOut(),)),
        LocalRule(terrain=Terrain.CART_PATH, options=(FreeDrop(),)),
        LocalRule(region="w", options=(DropZone(zone="dz"),)),
    )
    data = [json.loads(r.model_dump_json()) for r in rules]
    assert data[0]["options"] == [{"relief": "unplayable-into", "bunker": "b", "penalty": 1}]
    assert data[1]["options"][0] == {"relief": "drop-out", "penalty": 1}
    assert data[2]["options"][0] == {"relief": "free-drop", "penalty": 0}
    assert data[3]["options"][0]["zone"] == "dz"


@pytest.mark.parametrize("kwargs", [
    {"options": (DropOut(),)},
    {"region": "w", "terrain": Terrain.WATER, "options": (DropOut(),)},
    {"region": "w", "options": ()},
])
def test_a_local_rule_names_one_target_and_offers_something(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        LocalRule.model_validate(kwargs)


def test_the_tracing_background_is_calibrated_by_two_pixels() -> None:
    background = TracingBackground(image="boards/hole-12.png", pixel_a=Point(100, 900),
                                   pixel_b=Point(100, 400), yards=155.0, at=Point(0, 0))
    assert background.yards_per_pixel == pytest.approx(0.31)
    top = background.to_yards(Point(100, 400))
    assert top.x == 0 and top.y == pytest.approx(155)
    assert background.to_yards(Point(200, 900)).x == pytest.approx(31)
    with pytest.raises(ValidationError, match="at least one pixel apart"):
        TracingBackground(image="b.png", pixel_a=Point(5, 5), pixel_b=Point(5, 5), yards=10.0)
    with pytest.raises(ValidationError):
        TracingBackground(image="b.png", pixel_a=Point(0, 0), pixel_b=Point(5, 5), yards=0.0)


def test_every_number_is_bounded() -> None:
    with pytest.raises(ValidationError, match="off the map"):
        Hole(par=3, stroke_index=1, flag=Point(MAX_COORDINATE + 1, 0))
    with pytest.raises(ValidationError, match="must be \\[x, y\\] in yards"):
        Hole(par=3, stroke_index=1, flag=Point(float("nan"), 0))
    with pytest.raises(ValidationError):
        Region(id="r", kind=Terrain.ROUGH,
               points=tuple(Point(i % 1000, i // 1000) for i in range(MAX_POLYGON_POINTS + 1)))
    with pytest.raises(ValidationError):
        Hole(par=7, stroke_index=1)
    with pytest.raises(ValidationError):
        Region(id="r", kind=Terrain.ROUGH, points=rect(0, 0, 1, 1), z=1001)
    with pytest.raises(ValidationError):
        PlaceAndPutt(at=Point(0, 0), band=PuttBand.OVER_40, penalty=3)


def test_models_are_frozen_and_strict() -> None:
    hole = Hole(par=3, stroke_index=1)
    with pytest.raises(ValidationError):
        hole.par = 4  # type: ignore[misc]
    with pytest.raises(ValidationError):
        Hole.model_validate({"par": "3", "stroke_index": 1})
    with pytest.raises(ValidationError):
        Hole.model_validate({"par": 3, "stroke_index": 1, "colour": "red"})


def test_clubs_and_special_cards_are_ids_of_the_bundled_card_set() -> None:
    """A hole's hole-in-one club and a local rule's card are looked up in the card set."""
    cards = load_cards(resource_path("ultimate", "cards.json"))
    ids = {card.id for card in cards.cards}
    assert {club.value for club in Club} <= ids
    assert {card.value for card in SpecialCard} <= ids
    assert len(Club) == 15
