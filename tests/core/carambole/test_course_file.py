"""Course files: round trips, stable text, atomic saves, upgrades and readable errors."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.carambole import course_file
from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import (
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
from golfstudio.carambole.errors import CourseError
from golfstudio.hexgrid import Hex
from tests.core.carambole.conftest import file_data, sample_course
from tests.property_examples import examples


def messages_of(data: Any) -> list[str]:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(CourseError) as caught:
        loads_course(text, "course.json")
    return list(caught.value.messages)


# ---- round trip and layout --------------------------------------------------------------------

def test_save_then_load_gives_the_same_course(tmp_path: Path, course: Course) -> None:
    path = tmp_path / "every-object.json"
    save_course(course, path)
    assert load_course(path) == course
    assert path.read_text(encoding="utf-8") == course_to_json(course)


def test_text_is_stable_and_diff_friendly(course: Course) -> None:
    text = course_to_json(course)
    assert course_to_json(loads_course(text)) == text
    lines = text.splitlines()
    assert lines[:3] == ["{", '  "format": "golfstudio.carambole",', '  "version": 1,']
    assert text.endswith("}\n")
    assert all(len(line) <= 100 for line in lines)
    # One cell a line, in row order, then column.
    cell_lines = [json.loads(line.strip().rstrip(",")) for line in lines
                  if line.startswith('    {"q"') and '"terrain"' in line]
    assert len(cell_lines) == len(course.cells)
    assert cell_lines == sorted(cell_lines, key=lambda c: (c["r"], c["q"]))


def test_the_order_cells_are_given_in_does_not_matter() -> None:
    data = file_data()
    shuffled = file_data(cells=list(reversed(data["cells"])))
    assert loads_course(json.dumps(shuffled)) == loads_course(json.dumps(data))
    assert course_to_json(loads_course(json.dumps(shuffled))) == course_to_json(
        loads_course(json.dumps(data)))


def test_edges_are_saved_under_their_canonical_name() -> None:
    data = file_data(walls=[{"id": "w1", "kind": "curved", "edges": [[1, 0, 4]]}])
    course = loads_course(json.dumps(data))
    saved = json.loads(course_to_json(course))
    assert saved["walls"][0]["edges"] == [[0, 1, 1]]  # (1,0) SW is (0,1) NE
    assert "angle" not in saved["walls"][0]


def test_a_missing_version_key_or_defaults_are_written_out() -> None:
    saved = json.loads(course_to_json(loads_course(json.dumps(file_data()))))
    assert saved["stroke_limit"] == 10
    assert saved["play_order"] == ["orange", "green", "yellow", "blue", "violet", "red"]
    assert saved["cells"][0] == {"q": 0, "r": 0, "terrain": "floor", "level": 0}
    assert "ruleset" not in saved


def test_the_example_in_the_format_doc_loads() -> None:
    doc = (Path(__file__).resolve().parents[3] / "docs" / "carambole-format.md").read_text(
        encoding="utf-8")
    example = doc.split("```json\n", 1)[1].split("```", 1)[0]
    course = loads_course(example, "carambole-format.md")
    assert course.name == "Dog-leg" and course.hole == Hex(3, 0)
    assert {ob.kind for ob in course.obstacles} == {"solid", "channel", "vertical"}


# ---- atomic save ------------------------------------------------------------------------------

def test_a_failed_rename_leaves_the_old_file_and_no_temporary_file(
        tmp_path: Path, course: Course, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "course.json"
    path.write_text("old contents", encoding="utf-8")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(CourseError) as caught:
        save_course(course, path)
    assert caught.value.messages == (f"cannot save {path}: No space left on device",)
    assert path.read_text(encoding="utf-8") == "old contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["course.json"]


def test_a_failed_write_leaves_no_temporary_file(
        tmp_path: Path, course: Course, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(CourseError, match="Input/output error"):
        save_course(course, tmp_path / "course.json")
    assert list(tmp_path.iterdir()) == []


def test_saving_into_a_missing_folder_is_a_course_error(tmp_path: Path, course: Course) -> None:
    with pytest.raises(CourseError, match=r"^cannot save .*: No such file or directory$"):
        save_course(course, tmp_path / "nowhere" / "course.json")


def test_save_replaces_an_existing_file(tmp_path: Path, course: Course) -> None:
    path = tmp_path / "course.json"
    save_course(course, path)
    save_course(course.replace(name="Renamed"), path)
    assert load_course(path).name == "Renamed"
    assert [p.name for p in tmp_path.iterdir()] == ["course.json"]


# ---- upgrade ------------------------------------------------------------------------------------

def test_version_1_is_current_and_passes_through() -> None:
    assert VERSION == 1
    data = file_data()
    assert upgrade(dict(data)) == data


def test_upgrade_runs_each_step_up_to_the_current_version(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def one_to_two(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "starts": [[0, 0]], "renamed": True}

    monkeypatch.setattr(course_file, "COURSE_FILE", dataclasses.replace(
        course_file.COURSE_FILE, version=2, upgrades={1: one_to_two}))
    upgraded = upgrade({"version": 1, "starts": []})
    assert upgraded == {"version": 2, "starts": [[0, 0]], "renamed": True}


def test_a_version_from_the_future_is_refused() -> None:
    assert messages_of(file_data(version=3)) == [
        "this course was saved by a newer GolfStudio (version 3); "
        "this version reads up to version 1"]


@pytest.mark.parametrize(("version", "message"), [
    (0, "there is no course file version 0"),
    ("1", 'version must be a whole number, got "1"'),
    (1.5, "version must be a whole number, got 1.5"),
    (True, "version must be a whole number, got true"),
])
def test_bad_versions(version: object, message: str) -> None:
    assert messages_of(file_data(version=version)) == [message]


def test_a_missing_version() -> None:
    data = file_data()
    del data["version"]
    assert messages_of(data) == ['the file has no "version"']


# ---- the envelope and the JSON ---------------------------------------------------------------

def test_wrong_format() -> None:
    assert messages_of(file_data(format="golfstudio.dicegolf")) == [
        'this is not a Carambole course file (format "golfstudio.dicegolf", '
        'expected "golfstudio.carambole")']


def test_missing_format() -> None:
    data = file_data()
    del data["format"]
    assert messages_of(data) == [
        'this is not a GolfStudio file (no "format" key; a Carambole course file starts with '
        '"format": "golfstudio.carambole")']


@pytest.mark.parametrize(("text", "message"), [
    ("[1, 2]", "a course file holds one JSON object, not a list"),
    ('"course"', "a course file holds one JSON object, not text"),
    ("null", "a course file holds one JSON object, not null"),
])
def test_not_an_object(text: str, message: str) -> None:
    assert messages_of(text) == [message]


def test_broken_json_names_line_and_column() -> None:
    text = '{\n  "format": "golfstudio.carambole",\n  "version": 1\n  "cells": []\n}\n'
    assert messages_of(text) == [
        "not valid JSON at line 4, column 3: Expecting ',' delimiter"]


def test_duplicate_keys_and_nan_are_not_json() -> None:
    assert messages_of('{"format": 1, "format": 2}') == [
        'not valid JSON: the key "format" appears twice in one object']
    assert messages_of('{"version": NaN}') == ["not valid JSON: NaN is not a number JSON allows"]


def test_a_file_that_cannot_be_read(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    with pytest.raises(CourseError) as caught:
        load_course(missing)
    assert str(caught.value) == "missing.json: cannot read the file (No such file or directory)"
    with pytest.raises(CourseError, match=r": cannot read the file \(Is a directory\)$"):
        load_course(tmp_path)
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"name": "Crème"}'.encode("latin-1"))
    with pytest.raises(CourseError, match=r"^latin\.json: the file is not UTF-8 text$"):
        load_course(latin)


def test_messages_are_prefixed_with_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(file_data(starts=[])), encoding="utf-8")
    with pytest.raises(CourseError) as caught:
        load_course(path)
    assert caught.value.messages == ("the course has no start cell",)
    assert str(caught.value) == "broken.json: the course has no start cell"


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(file_data()).encode())
    assert load_course(path).hole == Hex(2, 0)


# ---- model errors become one readable line each --------------------------------------------

def test_unknown_terrain_names_the_cell() -> None:
    data = file_data()
    data["cells"][1]["terrain"] = "lava"
    assert messages_of(data) == [
        'cell (1,0): unknown terrain "lava" (expected floor, sand, water or hole)']


def test_every_model_error_is_reported_at_once() -> None:
    data = file_data(
        stroke_limit=0,
        play_order=["red", "pink"],
        starts=[[0, 0], [1]],
        walls=[
            {"id": "w1", "kind": "straight", "edges": [[0, 0, 0]]},
            {"id": "w2", "kind": "curved", "edges": [[0, 0, 9]]},
            {"id": "w3", "kind": "bent", "edges": [[0, 0, 1]]},
            {"id": "w4", "kind": "straight", "edges": [[0, 0, 1]], "angle": 45},
            {"id": "w5", "kind": "curved", "edges": [[0, 0, 1]], "angle": 30},
        ],
        obstacles=[
            {"id": "o1", "kind": "channel", "cells": [{"q": 0, "r": 0, "passes": [[0, 7]]}]},
            {"id": "o2", "kind": "blob", "cells": []},
            {"id": "o3", "cells": [{"q": 0, "r": 0}]},
            {"id": "o4", "kind": "vertical",
             "cells": [{"q": 1, "r": 0, "part": "roof", "passes": []}],
             "sides": [{"edges": [[1, 0, 0]], "angle": 200}]},
            {"id": "o5", "kind": "solid", "cells": []},
        ],
        bounce_overrides=[{"q": 0, "r": 0, "incoming": 0, "outgoing": 8}],
        colour="red",
    )
    data["cells"][0]["level"] = "2"
    data["cells"][2]["q"] = "x"
    assert messages_of(data) == [
        "stroke limit must be at least 1, got 0",
        'play order: unknown colour "pink" (expected red, orange, yellow, green, blue or violet)',
        'cell (0,0): level must be a whole number, got "2"',
        'cell #3: q must be a whole number, got "x"',
        "start #2 must be [q, r], got [1]",
        "wall w1: a straight wall needs an angle, a multiple of 30 from 0 to 150",
        "wall w2: an edge is [q, r, direction] with direction 0–5, got [0, 0, 9]",
        'wall w3: unknown kind "bent" (expected straight or curved)',
        "wall w4: angle 45 is not a multiple of 30 from 0 to 150",
        "wall w5: a curved wall has no angle: it sends the ball back the way it came",
        "obstacle o1 cell (0,0): pass direction 7 is not a direction 0–5",
        'obstacle o2: unknown kind "blob" (expected solid, channel or vertical)',
        'obstacle o3: missing "kind"',
        'obstacle o4 cell (1,0): unknown part "roof" '
        "(expected ramp-up, top, ramp-down, under or centre-hole)",
        "obstacle o4 side #1: angle 200 is not a multiple of 30 from 0 to 150",
        "obstacle o5: cells needs at least 1 item, got 0",
        "bounce override at (0,0): outgoing 8 is not a direction 0–5",
        'unknown key "colour"',
    ]


@pytest.mark.parametrize(("change", "message"), [
    ({"cells": [{"q": 0, "r": 0}]}, 'cell (0,0): missing "terrain"'),
    ({"cells": [{"q": 0, "r": 0, "terrain": "hole", "height": 1}]},
     'cell (0,0): unknown key "height"'),
    ({"cells": "all"}, 'cells must be a list, got "all"'),
    ({"cells": [7]}, "cell #1: it must be a JSON object, got 7"),
    ({"name": 3}, "name must be text, got 3"),
    ({"starts": [[0, 0, 0]]}, "start #1 must be [q, r], got [0, 0, 0]"),
    ({"obstacles": [{"id": "", "kind": "solid", "cells": [{"q": 0, "r": 0}]}]},
     "obstacle #1: id must not be empty"),
    ({"obstacles": [{"id": "o1", "kind": "channel", "cells": [{"q": 0, "r": 0,
                                                                "passes": [[0]]}]}]},
     "obstacle o1 cell (0,0): a pass is [in_dir, out_dir] with directions 0–5, got [0]"),
    ({"ruleset": {"dice": [{"name": "d", "colour": "red", "faces": [1, 2, 3, 4, 5, -6]}],
                  "white": "d"}},
     "ruleset die d: faces #6 must be at least 0, got -6"),
    ({"ruleset": {"dice": [{"name": "d", "colour": "red", "faces": [1, 2, 3]}]}},
     "ruleset die d: faces needs at least 6 items, got 3"),
    ({"ruleset": {"dice": [{"name": "d", "colour": "red", "faces": [1, 2, 3, 4, 5, 6]}]}},
     'ruleset: white die "white" is not one of its dice'),
])
def test_model_errors(change: dict[str, Any], message: str) -> None:
    assert messages_of(file_data(**change)) == [message]


def test_course_errors_are_listed_together_after_the_model_is_sound() -> None:
    data = file_data(starts=[[5, 5]])
    data["cells"][2]["terrain"] = "floor"
    assert messages_of(data) == [
        "the course has no hole",
        "start (5,5) is not a cell of the course",
    ]


def test_read_course_returns_a_broken_course_with_its_problems(tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    path.write_text(json.dumps(file_data(starts=[])), encoding="utf-8")
    course, problems = read_course(path)
    assert course.hole == Hex(2, 0)
    assert [p.message for p in problems if p.is_error] == ["the course has no start cell"]
    with pytest.raises(CourseError):
        reads_course("{}", "draft.json")


# ---- nothing but CourseError, whatever the input -------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 8) | st.sampled_from(
        ["", "floor", "hole", "water", "solid", "channel", "vertical", "straight", "curved",
         "top", "ramp-up", "red", "x", "+", FORMAT]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["q", "r", "terrain", "level", "id", "kind", "edges", "angle",
                         "cells", "passes", "part", "sides", "incoming", "outgoing", "name",
                         "faces", "dice", "cards", "op", "value", "white", "colour"]),
        children, max_size=5),
    max_leaves=20,
)
top_keys = st.sampled_from(["cells", "starts", "walls", "obstacles", "bounce_overrides",
                            "play_order", "stroke_limit", "ruleset", "name", "notes"])


@pytest.mark.slow
@settings(max_examples=examples(full=150, default=60), deadline=None)
@given(st.dictionaries(top_keys, json_values, max_size=6), st.integers(-1, 3))
def test_any_json_gives_a_course_or_a_course_error(body: dict[str, Any], version: int) -> None:
    text = json.dumps({"format": FORMAT, "version": version, **body})
    try:
        course = loads_course(text, "fuzz.json")
    except CourseError as exc:
        assert exc.messages
        assert all(m and "\n" not in m and "Traceback" not in m for m in exc.messages)
    else:
        assert isinstance(course, Course)


@pytest.mark.slow
@settings(max_examples=examples(full=100, default=40), deadline=None)
@given(st.data())
def test_a_damaged_sample_gives_a_course_or_a_course_error(data: st.DataObject) -> None:
    saved = json.loads(course_to_json(sample_course()))
    # Replace one value somewhere in the file with another JSON value.
    node: Any = saved
    for _ in range(data.draw(st.integers(1, 4))):
        if isinstance(node, dict) and node:
            key = data.draw(st.sampled_from(sorted(node)))
        elif isinstance(node, list) and node:
            key = data.draw(st.integers(0, len(node) - 1))
        else:
            break
        parent, node = node, node[key]
    else:
        parent[key] = data.draw(json_values)
    try:
        loads_course(json.dumps(saved), "damaged.json")
    except CourseError as exc:
        assert exc.messages
