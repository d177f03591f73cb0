"""Course files: the example loads and round-trips; each broken variant gives its one line."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golfstudio.errors import GolfStudioError
from golfstudio.plane import Point
from golfstudio.ultimate.course import Club, Course, Terrain
from golfstudio.ultimate.course_file import (
    COURSE_FILE,
    FORMAT,
    VERSION,
    course_to_json,
    load_course,
    loads_course,
    read_course,
    reads_course,
    save_course,
    upgrade,
)
from golfstudio.ultimate.errors import UltimateError
from tests.core.ultimate.conftest import EXAMPLE

Data = dict[str, Any]


def test_the_example_course_loads(course: Course) -> None:
    assert course.name == "Two test holes"
    assert [h.par for h in course.holes] == [3, 4]
    assert [h.stroke_index for h in course.holes] == [2, 1]
    pond, dogleg = course.holes
    assert pond.hole_in_one is Club.IRON_7
    assert pond.flag == Point(0, 155)
    assert pond.terrain_at(Point(0, 95)) is Terrain.WATER
    assert pond.terrain_at(Point(0, 155)) is Terrain.GREEN  # the green is on its fringe
    assert pond.terrain_at(Point(0, 136)) is Terrain.FRINGE
    assert pond.terrain_at(Point(0, 500)) is Terrain.OUT_OF_BOUNDS
    assert dogleg.terrain_at(Point(0, 260)) is Terrain.BUNKER  # drawn over the fairway
    assert dogleg.terrain_at(Point(100, 260)) is Terrain.FAIRWAY
    assert dogleg.terrain_at(Point(100, 200)) is Terrain.ROUGH  # inside the dog-leg
    assert course.par == 7


def test_the_example_reads_without_problems() -> None:
    _, problems = read_course(EXAMPLE)
    assert problems == []


def test_a_saved_course_is_the_same_file_and_the_same_course(course: Course,
                                                             tmp_path: Path) -> None:
    assert course_to_json(course) == EXAMPLE.read_text(encoding="utf-8")
    path = tmp_path / "again.json"
    save_course(course, path)
    assert load_course(path) == course
    first = json.loads(path.read_text(encoding="utf-8"))
    assert list(first)[:2] == ["format", "version"]
    assert first["format"] == FORMAT == "golfstudio.ultimate" and first["version"] == VERSION


def test_saving_where_no_file_can_be_written_is_one_line(course: Course,
                                                         tmp_path: Path) -> None:
    with pytest.raises(UltimateError, match=r"^cannot save .*missing"):
        save_course(course, tmp_path / "missing" / "course.json")


def test_the_upgrade_chain_is_ready_and_the_future_is_refused() -> None:
    assert COURSE_FILE.version == VERSION == 2
    assert upgrade({"version": 1, "name": "x"}) == {"version": 2, "name": "x"}
    assert upgrade({"version": 2, "name": "x"}) == {"version": 2, "name": "x"}
    with pytest.raises(UltimateError) as caught:
        upgrade({"version": 3})
    assert str(caught.value) == ("this course was saved by a newer GolfStudio (version 3); "
                                 "this version reads up to version 2")


def test_a_version_1_file_loads_as_the_same_course_of_straight_outlines(course: Course) -> None:
    """Version 1 had no smooth regions; its file reads as it always did and saves as 2."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["version"] = 1
    old = loads_course(json.dumps(data))
    assert old == course
    assert not any(r.smooth for h in old.holes for r in h.regions)
    assert json.loads(course_to_json(old))["version"] == 2


def test_a_smooth_region_round_trips_and_straight_ones_write_no_key(course: Course) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["holes"][0]["regions"][3]["smooth"] = True
    smooth = loads_course(json.dumps(data))
    assert smooth.holes[0].regions[3].smooth
    assert [r.smooth for r in smooth.holes[0].regions].count(True) == 1
    written = json.loads(course_to_json(smooth))
    regions = written["holes"][0]["regions"]
    assert regions[3]["smooth"] is True
    assert list(regions[3]) == ["id", "kind", "smooth", "points", "z"]
    assert all("smooth" not in r for k, r in enumerate(regions) if k != 3)
    assert loads_course(course_to_json(smooth)) == smooth
    # Saying false is allowed, and the same as saying nothing.
    data["holes"][0]["regions"][3]["smooth"] = False
    assert loads_course(json.dumps(data)) == course


def _set(path: tuple[Any, ...], value: object) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        node: Any = data
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value
    return change


def _drop(path: tuple[Any, ...]) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        node: Any = data
        for part in path[:-1]:
            node = node[part]
        del node[path[-1]]
    return change


BROKEN: list[tuple[str, Callable[[Data], None], str]] = [
    ("future version", _set(("version",), 3),
     "this course was saved by a newer GolfStudio (version 3); "
     "this version reads up to version 2"),
    ("smooth as text", _set(("holes", 0, "regions", 2, "smooth"), "yes"),
     'hole 1 region w1: smooth must be true or false, got "yes"'),
    ("smooth as a number", _set(("holes", 0, "regions", 2, "smooth"), 1),
     "hole 1 region w1: smooth must be true or false, got 1"),
    ("wrong format", _set(("format",), "golfstudio.carambole"),
     'this is not an Ultimate Golf course file (format "golfstudio.carambole", '
     'expected "golfstudio.ultimate")'),
    ("no holes", _set(("holes",), []), "holes needs at least 1 item, got 0"),
    ("par 7", _set(("holes", 0, "par"), 7), "hole 1: par must be at most 6, got 7"),
    ("par as text", _set(("holes", 1, "par"), "4"),
     'hole 2: par must be a whole number, got "4"'),
    ("unknown key", _set(("holes", 0, "colour"), "blue"), 'hole 1: unknown key "colour"'),
    ("unknown terrain", _set(("holes", 0, "regions", 2, "kind"), "lava"),
     'hole 1 region w1: unknown kind "lava" (expected tee, fairway, rough, green, fringe, '
     "bunker, water, lateral-water, trees, out-of-bounds, cart-path, bridge, stone-wall, "
     "railway or 150-yard-marker)"),
    ("point off the map", _set(("holes", 1, "regions", 2, "points", 1), [3000, 30]),
     "hole 2 region fw: point #2 (3000, 30) is off the map: coordinates run from -2000 to "
     "2000 yards"),
    ("flag not a point", _set(("holes", 0, "flag"), [0, "a"]),
     'hole 1: the flag must be [x, y] in yards, got [0, "a"]'),
    ("unknown relief", _set(("holes", 0, "local_rules", 0, "options", 0, "relief"), "pray"),
     'hole 1 local rule #1 option #1: unknown kind "pray" (expected replay-from-tee, '
     "drop-out, lateral-drop, drop-zone, stroke-and-distance, free-drop, unplayable-into, "
     "place-and-putt or play-as)"),
    ("drop zone at a point and a region",
     _set(("holes", 0, "local_rules", 0, "options", 1, "zone"), "t1"),
     'hole 1 local rule #1 option #2: a drop zone is either a point ("at") or a region '
     '("zone")'),
    ("flag in the water", _set(("holes", 0, "flag"), [0, 100]),
     "hole 1: the flag (0, 100) is on water (region w1), not on a green"),
    ("outline crossing itself",
     _set(("holes", 1, "regions", 2, "points"),
          [[-20, 30], [20, 30], [-20, 290], [190, 240], [190, 290], [20, 290]]),
     "hole 2 region fw: the outline crosses itself at (0, 160) (edges #2 and #6)"),
    ("stroke indexes", _set(("holes", 1, "stroke_index"), 2),
     "stroke indexes must number the holes 1 to 2 once each: holes 1 and 2 both have 2; "
     "no hole has 1"),
    ("tee marker off every region", _set(("holes", 0, "tee_markers", 0), [-100, 0]),
     "hole 1: tee marker #1 (-100, 0) is off every region"),
    ("one tee marker", _set(("holes", 1, "tee_markers"), [[0, 0]]),
     "hole 2 needs two tee markers, it has 1"),
    ("no flag", _drop(("holes", 1, "flag")), "hole 2 has no flag"),
    ("calibration of no yards", _set(("holes", 0, "background"), {
        "image": "board.png", "pixel_a": [0, 0], "pixel_b": [0, 100], "yards": 0}),
     "hole 1: background yards must be more than 0, got 0"),
    ("calibration as text", _set(("holes", 0, "background"), {
        "image": "board.png", "pixel_a": [0, 0], "pixel_b": [0, 100], "yards": "155"}),
     'hole 1: background yards must be a number, got "155"'),
    ("calibration pixel off the image", _set(("holes", 0, "background"), {
        "image": "board.png", "pixel_a": [-1, 0], "pixel_b": [0, 100], "yards": 155}),
     "hole 1: background pixel a (-1, 0) is off the image: coordinates run from 0 to "
     "100000 pixels"),
    ("rule for a missing region", _set(("holes", 0, "local_rules", 0, "region"), "w9"),
     "hole 1 local rule #1: there is no region w9 on this hole"),
    ("hole in one on a par 4", _set(("holes", 1, "hole_in_one"), "9-iron"),
     "hole 2: a hole-in-one club is for par 3s only (§4); this is a par 4"),
]


@pytest.mark.parametrize(("change", "line"), [(c, line) for _, c, line in BROKEN],
                         ids=[name for name, _, _ in BROKEN])
def test_each_broken_file_gives_its_one_line(example_data: Data,
                                             change: Callable[[Data], None],
                                             line: str, tmp_path: Path) -> None:
    data = copy.deepcopy(example_data)
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(UltimateError) as caught:
        load_course(path)
    assert caught.value.messages == (line,)
    assert str(caught.value) == f"broken.json: {line}"
    assert isinstance(caught.value, GolfStudioError)


@pytest.mark.parametrize(("text", "line"), [
    ("", "not valid JSON at line 1, column 1"),
    ("[1, 2]", "a course file holds one JSON object, not a list"),
    ('{"version": 1}', 'this is not a GolfStudio file (no "format" key; an Ultimate Golf '
                       'course file starts with "format": "golfstudio.ultimate")'),
    ('{"format": "golfstudio.ultimate"}', 'the file has no "version"'),
])
def test_what_is_not_a_course_file_says_so(text: str, line: str) -> None:
    with pytest.raises(UltimateError) as caught:
        loads_course(text)
    assert len(caught.value.messages) == 1
    assert caught.value.messages[0].startswith(line)


def test_a_course_with_errors_can_still_be_read_for_the_editor(example_data: Data) -> None:
    example_data["holes"][0]["flag"] = [0, 100]
    course, problems = reads_course(json.dumps(example_data))
    assert course.holes[0].flag == Point(0, 100)
    assert [(p.severity.value, p.hole, p.region, p.at) for p in problems] == [
        ("error", 1, "w1", Point(0, 100))]


def test_several_problems_give_one_line_each(example_data: Data) -> None:
    example_data["holes"][0]["par"] = 9
    example_data["holes"][1]["regions"][0]["kind"] = "moss"
    with pytest.raises(UltimateError) as caught:
        loads_course(json.dumps(example_data), "x.json")
    assert len(caught.value.messages) == 2
    assert caught.value.lines()[0] == "x.json: hole 1: par must be at most 6, got 9"
    assert caught.value.lines()[1].startswith('x.json: hole 2 region r2: unknown kind "moss"')


def test_shared_stroke_indexes_read_both_for_two_holes_and_all_for_more() -> None:
    """Issue 30 item 6: "holes 1 and 5 all have 7" read wrong; two holes "both" have it."""
    from types import SimpleNamespace

    from golfstudio.ultimate.validate import _stroke_indexes

    def message(indexes: list[int]) -> str:
        course = SimpleNamespace(holes=[SimpleNamespace(stroke_index=i) for i in indexes])
        (problem,) = _stroke_indexes(course)  # type: ignore[arg-type]
        return problem.message

    assert "holes 1 and 4 both have 1" in message([1, 2, 3, 1])
    assert "holes 1, 3 and 4 all have 1" in message([1, 2, 1, 1])
