"""The track editor's edits on plain course values: each keeps what it did not touch as the
same objects, clamps dragged metres where the track allows them, and refuses typed values
the models refuse with a readable ``DiceGolfError``."""

from __future__ import annotations

import pytest

from golfstudio.dicegolf import hole_edits as edits
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import (
    Bank,
    Bunker,
    Course,
    HazardKind,
    Hole,
    Proximity,
    Slope,
    Water,
    Zone,
)
from golfstudio.dicegolf.hole_file import course_to_json, loads_course
from golfstudio.dicegolf.limits import MAX_HOLES, MAX_METRES, NEW_COURSE_HOLES
from golfstudio.dicegolf.validate import validate


def two_zones() -> Course:
    """Hole 1 of the legend's shape: zones at 0 and 195, green from 275, hole at 300."""
    course = edits.new_course("Test")
    hole = course.holes[0].model_copy(update={
        "zones": (Zone(start=0, formula="B * R"), Zone(start=195, formula="(B + R) * 2")),
        "green": course.holes[0].green.model_copy(update={"start": 275}),
    })
    return edits.replace_hole(course, 0, hole)


def hole(course: Course, index: int = 0) -> Hole:
    return course.holes[index]


def test_a_new_course_is_nine_playable_holes_that_save_and_load() -> None:
    course = edits.new_course("Back garden")
    assert len(course.holes) == NEW_COURSE_HOLES
    assert validate(course) == []
    assert loads_course(course_to_json(course)) == course
    with pytest.raises(DiceGolfError, match="1 to 18 holes"):
        edits.new_course("Too many", MAX_HOLES + 1)


def test_an_edit_keeps_the_other_holes_as_the_same_objects() -> None:
    course = two_zones()
    after = edits.set_hole_fields(course, 0, par=5, name=" Long one ")
    assert hole(after).par == 5 and hole(after).name == "Long one"
    assert all(a is b for a, b in zip(after.holes[1:], course.holes[1:], strict=True))
    assert hole(after).zones is hole(course).zones
    assert edits.set_hole_fields(after, 0, par=5) is after  # nothing changed: same course
    with pytest.raises(DiceGolfError, match="par runs from 2 to 7"):
        edits.set_hole_fields(course, 0, par=9)


def test_a_zone_formula_is_parsed_and_written_one_way() -> None:
    course = two_zones()
    after = edits.set_zone_formula(course, 0, 1, "(b+r)*3")
    assert hole(after).zones[1].formula == "(B + R) * 3"
    assert hole(after).zones[0] is hole(course).zones[0]
    with pytest.raises(DiceGolfError, match="character 5"):
        edits.set_zone_formula(course, 0, 0, "B * * R")
    assert edits.set_zone_formula(course, 0, 0, "B*R") is course


def test_a_limit_dragged_stays_between_its_neighbours() -> None:
    course = two_zones()
    assert hole(edits.move_limit(course, 0, 1, 150)).limits == (150,)
    assert hole(edits.move_limit(course, 0, 1, -40)).limits == (1,)
    assert hole(edits.move_limit(course, 0, 1, 900)).limits == (274,)  # before the green
    with pytest.raises(DiceGolfError, match="first zone"):
        edits.move_limit(course, 0, 0, 10)


def test_a_zone_is_split_and_a_limit_removed() -> None:
    course = two_zones()
    after, new = edits.split_zone(course, 0, 100)
    assert new == 1
    assert [(z.start, z.formula) for z in hole(after).zones] == [
        (0, "B * R"), (100, "B * R"), (195, "(B + R) * 2")]
    assert validate(after) == []
    assert hole(edits.remove_limit(after, 0, 2)).limits == (100,)
    for metre, why in ((0, "after 0 m"), (195, "already at 195 m"), (280, "on the green")):
        with pytest.raises(DiceGolfError, match=why):
            edits.split_zone(course, 0, metre)
    with pytest.raises(DiceGolfError, match="no limit to remove"):
        edits.remove_limit(course, 0, 0)


def test_the_green_the_hole_and_the_end_of_terrain_keep_their_order() -> None:
    course = two_zones()
    assert hole(edits.set_green_start(course, 0, 100)).green.start == 196  # after zone 2
    assert hole(edits.set_green_start(course, 0, 400)).green.start == 299  # before the hole
    assert hole(edits.set_length(course, 0, 200)).length == 276  # on the green
    assert hole(edits.set_length(course, 0, 500)).length == 319  # before the end of terrain
    assert hole(edits.set_end_of_terrain(course, 0, 10)).end_of_terrain == 301
    assert hole(edits.set_end_of_terrain(course, 0, 10**6)).end_of_terrain == MAX_METRES
    for metre in (100, 400):
        assert validate(edits.set_green_start(course, 0, metre)) == []


def test_the_greens_formula_and_combination_are_checked() -> None:
    course = two_zones()
    after = edits.set_green(course, 0, formula="b1-r1", combination="  Double   3 ")
    assert hole(after).green.formula == "B1 - R1"
    assert hole(after).green.combination == "double 3"
    with pytest.raises(DiceGolfError, match="combination"):
        edits.set_green(course, 0, combination="a full house")
    with pytest.raises(DiceGolfError, match="formula"):
        edits.set_green(course, 0, formula="B +")


def test_hazards_of_each_kind_get_the_legends_usual_parameters() -> None:
    bunker = edits.hazard_of_kind(HazardKind.BUNKER, 125)
    assert bunker == Bunker(start=125, end=130, needs="double")
    pond = edits.hazard_of_kind("pond", 201, 208)
    assert isinstance(pond, Water) and (pond.double, pond.back_to) == (2, 200)
    slope = edits.hazard_of_kind("slope", 125, 155)
    assert isinstance(slope, Slope) and slope.metres == 15
    # Changing a kind keeps what the two kinds share: a bank's metres come off as a slope's.
    bank = edits.hazard_of_kind("bank", 65, 95)
    assert isinstance(bank, Bank) and bank.metres == 10
    as_slope = edits.hazard_of_kind("slope", 65, 95, like=bank)
    assert isinstance(as_slope, Slope) and as_slope.metres == -10
    river = edits.hazard_of_kind("river", 203, 232, like=Water(
        start=203, end=232, kind="pond", double=5, back_to=202))
    assert isinstance(river, Water) and (river.kind, river.double) == ("river", 5)


def test_hazards_are_added_edited_dragged_and_removed() -> None:
    course = two_zones()
    course, first = edits.add_hazard(course, 0, edits.hazard_of_kind("bunker", 125))
    course, second = edits.add_hazard(course, 0, edits.hazard_of_kind("pond", 201, 208))
    assert (first, second) == (0, 1)
    course = edits.set_hazard(course, 0, 0, needs="triple", end=136)
    assert hole(course).hazards[0] == Bunker(start=125, end=136, needs="triple")
    with pytest.raises(DiceGolfError, match="before it starts"):
        edits.set_hazard(course, 0, 0, end=100)
    with pytest.raises(DiceGolfError):
        edits.set_hazard(course, 0, 1, double=7)
    course = edits.set_hazard(course, 0, 0, kind="grove")
    assert hole(course).hazards[0].kind == "grove"
    assert hole(edits.move_hazard_end(course, 0, 0, "start", 200)).hazards[0].start == 136
    assert hole(edits.move_hazard_end(course, 0, 0, "end", 10)).hazards[0].end == 125
    # A pond dragged forward takes its mark along; its start dragged over the mark pushes it.
    moved = hole(edits.move_hazard(course, 0, 1, 221)).hazards[1]
    assert isinstance(moved, Water) and (moved.start, moved.end, moved.back_to) == (
        221, 228, 220)
    shrunk = hole(edits.move_hazard_end(course, 0, 1, "start", 190)).hazards[1]
    assert isinstance(shrunk, Water) and shrunk.back_to == 189
    assert len(hole(edits.remove_hazard(course, 0, 0)).hazards) == 1


def test_overlapping_hazards_are_held_for_the_problems_list() -> None:
    course, _ = edits.add_hazard(two_zones(), 0, edits.hazard_of_kind("bunker", 125))
    course, _ = edits.add_hazard(course, 0, edits.hazard_of_kind("grove", 128))
    assert [p.part for p in validate(course)] == ["hazard 2"]


def test_a_proximity_zone_leads_to_the_limit_ahead() -> None:
    course = two_zones()
    near = edits.place_proximity(hole(course), 170, 30)
    assert near == Proximity(start=165, end=194)  # ends just before the limit at 195
    assert edits.place_proximity(hole(course), 20, 40) == Proximity(start=20, end=59)
    course, index = edits.add_proximity(course, 0, 40)
    assert hole(course).proximity[index] == Proximity(start=155, end=194)
    assert validate(course) == []
    with pytest.raises(DiceGolfError, match="every zone limit"):
        edits.add_proximity(course, 0, 30)
    course = edits.set_proximity_width(course, 0, 0, 50)
    assert hole(course).proximity[0] == Proximity(start=145, end=194)  # its end kept
    course = edits.move_proximity(course, 0, 0, 10)
    assert hole(course).proximity[0] == Proximity(start=10, end=59)
    with pytest.raises(DiceGolfError, match="30, 40 or 50"):
        edits.set_proximity_width(course, 0, 0, 35)
    assert hole(edits.remove_proximity(course, 0, 0)).proximity == ()


def test_holes_are_added_duplicated_moved_and_removed() -> None:
    course = two_zones()
    first = course.holes[0]
    course = edits.add_hole(course, 0)
    assert len(course.holes) == 10 and course.holes[0] is first
    course = edits.move_hole(course, 0, 3)
    assert course.holes[3] is first
    course = edits.duplicate_hole(course, 3)
    assert course.holes[4] == first
    course = edits.remove_hole(course, 3)
    assert course.holes[3] == first and len(course.holes) == 10
    single = Course(name="One", holes=(first,))
    with pytest.raises(DiceGolfError, match="at least one hole"):
        edits.remove_hole(single, 0)
    assert edits.set_course_name(single, "  Two ").name == "Two"


def test_zone_end_is_the_next_limit_or_the_green() -> None:
    track = hole(two_zones())
    assert [edits.zone_end(track, i) for i in range(2)] == [195, 275]


def test_a_hazard_added_without_a_place_goes_where_there_is_room() -> None:
    course = two_zones()
    assert edits.room_for(hole(course), 6) == 10
    course, _ = edits.add_hazard(course, 0, edits.hazard_of_kind("bunker", 10, 30))
    course, _ = edits.add_hazard(course, 0, edits.hazard_of_kind("grove", 31, 295))
    assert edits.room_for(hole(course), 6) == 137  # no room before the hole: mid-fairway
    course = edits.set_hazard(course, 0, 1, end=100)
    assert edits.room_for(hole(course), 6) == 101
