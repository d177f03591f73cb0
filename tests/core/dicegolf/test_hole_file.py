"""The Dice Golf course file: the bundled course is the legend's, files round-trip, and every
mistake a file can hold is one readable line naming the hole and its part."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Bank, Bunker, Course, Grove, Slope, Water
from golfstudio.dicegolf.hole_file import (
    COURSES,
    course_to_data,
    load_course,
    loads_course,
    reads_course,
    save_course,
)
from golfstudio.dicegolf.schema import course_schema, main, schema_path, schema_text
from golfstudio.dicegolf.validate import errors_of
from golfstudio.resources import resource_path

DEFAULT = resource_path("dicegolf", "courses", "default.json")

LEGEND: dict[int, list[tuple[Any, ...]]] = {
    # dice-golf.md §4, hole by hole: (kind, start, end, parameter)
    1: [("D", 125, 130), ("T", 131, 136), ("D", 137, 141), ("pond", 201, 208, 2, 200)],
    2: [("bank", 65, 95, 10), ("slope", 125, 155, 15), ("D", 175, 180), ("T", 181, 187),
        ("D", 188, 193)],
    3: [("pond", 203, 232, 5, 202)],
    4: [("slope", 163, 185, 15), ("D", 191, 197)],
    5: [("D", 301, 306), ("T", 307, 310), ("D", 311, 316)],
    6: [("bank", 145, 190, 10), ("D", 210, 215), ("T", 216, 229), ("D", 230, 235),
        ("slope", 255, 295, 15), ("grove", 310, 325)],
    7: [("grove", 125, 140), ("pond", 145, 165, 6, 144), ("grove", 170, 185),
        ("D", 321, 326), ("T", 327, 332), ("D", 333, 338)],
    8: [("river", 102, 107, 5, 101), ("D", 166, 172), ("T", 173, 178), ("D", 228, 233),
        ("T", 234, 239)],
    9: [("D", 188, 193), ("T", 194, 200), ("D", 201, 206), ("D", 373, 378), ("T", 379, 385),
        ("D", 386, 391), ("water-crossing", 413, 424, 3, 412)],
}


def _legend_row(hazard: object) -> tuple[Any, ...]:
    if isinstance(hazard, Bunker):
        return ("D" if hazard.needs == "double" else "T", hazard.start, hazard.end)
    if isinstance(hazard, Water):
        return (hazard.kind, hazard.start, hazard.end, hazard.double, hazard.back_to)
    if isinstance(hazard, Slope | Bank):
        return (hazard.kind, hazard.start, hazard.end, hazard.metres)
    assert isinstance(hazard, Grove)
    return ("grove", hazard.start, hazard.end)


def _body(**hole: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "length": 300, "par": 4,
        "zones": [{"start": 0, "formula": "B * R"}, {"start": 195, "formula": "B + R"}],
        "green": {"start": 280, "formula": "B1 - R1", "combination": "double"},
        "end_of_terrain": 320,
        "proximity": [{"start": 165, "end": 194}],
        "hazards": [],
    }
    base.update(hole)
    return {"format": "golfstudio.dicegolf", "version": 1, "name": "t", "holes": [base]}


def _refusal(**hole: Any) -> list[str]:
    with pytest.raises(DiceGolfError) as caught:
        loads_course(json.dumps(_body(**hole)))
    return list(caught.value.messages)


@pytest.fixture(scope="module")
def default() -> Course:
    return load_course(DEFAULT)


def test_the_bundled_course_has_the_legends_hazards_and_no_problem(default: Course) -> None:
    assert len(default.holes) == 9
    assert reads_course(DEFAULT.read_text(encoding="utf-8"))[1] == []
    for number, hole in enumerate(default.holes, start=1):
        assert [_legend_row(h) for h in hole.hazards] == LEGEND[number], number
    assert default.holes[0].limits[0] == 195  # "first zone limit at 195" (§3)
    assert default.holes[8].length > 424 and default.holes[6].length > 338


def test_the_bundled_pars_are_the_scorecards(default: Course) -> None:
    scorecard = json.loads(resource_path("courses", "dice-golf.json").read_text("utf-8"))
    assert [h.par for h in default.holes] == [h["par"] for h in scorecard["holes"]]


def test_a_course_round_trips_through_its_file(default: Course, tmp_path: Path) -> None:
    path = tmp_path / "course.json"
    save_course(default, path)
    assert load_course(path) == default
    assert path.read_text(encoding="utf-8") == DEFAULT.read_text(encoding="utf-8")
    assert course_to_data(default)["format"] == "golfstudio.dicegolf"


@pytest.mark.parametrize(("change", "message"), [
    ({"hazards": [{"kind": "bunker", "needs": "double", "start": 100, "end": 110},
                  {"kind": "grove", "start": 105, "end": 120}]},
     "hole 1: hazard bands overlap: hazard 1 (bunker 100–110 m) and hazard 2 "
     "(grove 105–120 m)"),
    ({"hazards": [{"kind": "bunker", "needs": "triple", "start": 290, "end": 305}]},
     "hole 1: hazard 1 (bunker 290–305 m) lies beyond the hole (300 m)"),
    ({"zones": [{"start": 0, "formula": "(B1 + B2) x R"}]},
     "hole 1 zone 1: formula '(B1 + B2) x R': expected an operator (+, -, *) at "
     "character 11 ('x')"),
    ({"green": {"start": 280, "formula": "B1", "combination": "a pair"}},
     "hole 1: green combination unknown combination 'a pair' (expected double, double 1 to "
     "6, triple, triple 1 to 6, two pairs, straight or four of a kind)"),
    ({"proximity": [{"start": 170, "end": 194}]},
     "hole 1 proximity 1: a proximity zone is 30, 40 or 50 m long; 170–194 m is 25 m"),
    ({"hazards": [{"kind": "lava", "start": 1, "end": 2}]},
     'hole 1 hazard 1: unknown kind "lava" (expected bunker, pond, river, water-crossing, '
     "slope, bank or grove)"),
    ({"hazards": [{"kind": "pond", "start": 201, "end": 208, "double": 2, "back_to": 204}]},
     "hole 1: hazard 1 (pond 201–208 m) sends the ball back to 204 m, which is not before "
     "the water"),
    ({"hazards": [{"kind": "pond", "start": 201, "end": 208, "double": 2, "back_to": 100},
                  {"kind": "grove", "start": 90, "end": 110}]},
     "hole 1: hazard 1 (pond 201–208 m) sends the ball back to 100 m, inside hazard 2 "
     "(grove 90–110 m)"),
    ({"zones": [{"start": 0, "formula": "B"}, {"start": 290, "formula": "B"}]},
     "hole 1: zone 2 starts at 290 m, on the green (from 280 m)"),
    ({"end_of_terrain": 300}, "hole 1: the end of terrain (300 m) is not beyond the hole "
     "(300 m)"),
    ({"length": 100_000_000}, "hole 1: length must be at most 2000, got 100000000"),
    ({"par": "4"}, 'hole 1: par must be a whole number, got "4"'),
    ({"hazards": [{"kind": "slope", "start": 10, "end": 20, "metres": 1e9}]},
     "hole 1 hazard 1: metres must be a whole number, got 1000000000.0"),
])
def test_each_mistake_is_one_readable_line(change: dict[str, Any], message: str) -> None:
    assert message in _refusal(**change)


def test_a_file_from_elsewhere_is_refused_in_words(tmp_path: Path) -> None:
    for text, message in [
        ("{not json", "line 1"),
        ('{"format": "golfstudio.ultimate", "version": 1}', "this is not a Dice Golf course"),
        ('{"format": "golfstudio.dicegolf", "version": 9, "holes": []}', "newer GolfStudio"),
    ]:
        path = tmp_path / "bad.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DiceGolfError) as caught:
            load_course(path)
        assert caught.value.lines()[0].startswith("bad.json: ")
        assert message in str(caught.value)


def test_an_unfinished_hole_opens_with_its_problems_for_the_editor() -> None:
    text = json.dumps(_body(hazards=[{"kind": "bunker", "needs": "double", "start": 290,
                                      "end": 305}]))
    course, problems = COURSES.reads(text)
    assert len(course.holes) == 1
    assert [(p.hole, p.part) for p in errors_of(problems)] == [(1, "hazard 1")]


def test_a_proximity_zone_before_no_limit_is_a_warning() -> None:
    _, problems = COURSES.reads(json.dumps(_body(proximity=[{"start": 10, "end": 39}])))
    assert [p.severity.value for p in problems] == ["warning"]
    assert "leads to no zone limit" in problems[0].message


def test_the_committed_schema_is_up_to_date() -> None:
    assert schema_path().read_text(encoding="utf-8") == schema_text(), (
        "run: .venv/bin/python -m golfstudio.dicegolf.schema")
    assert main(["--check"]) == 0
    schema = course_schema()
    assert schema["properties"]["format"]["const"] == "golfstudio.dicegolf"
    assert schema["properties"]["holes"]["maxItems"] == 18
    hazard = schema["$defs"]["Hole"]["properties"]["hazards"]["items"]
    assert sorted(hazard["discriminator"]["mapping"]) == sorted([
        "bunker", "pond", "river", "water-crossing", "slope", "bank", "grove"])


def test_the_engines_card_is_game_nights_dice_golf_course() -> None:
    """A game played in the studio goes into the store on game night's "Dice Golf" course:
    the same pars and stroke indexes."""
    from golfstudio.dicegolf.game import GAME_TYPE

    params = {**GAME_TYPE.example_params(1), "holes": list(range(1, 10))}
    game = GAME_TYPE.game_from_json(params)
    scorecard = json.loads(resource_path("courses", "dice-golf.json").read_text("utf-8"))
    assert game.card_name() == scorecard["name"]
    assert list(game.holes()) == [(h["par"], h["si"]) for h in scorecard["holes"]]
