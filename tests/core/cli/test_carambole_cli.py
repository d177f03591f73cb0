"""``golfstudio carambole courses|show|shot`` and ``golfstudio simulate carambole``.

Output is checked through ``golfstudio.cli.main``; every bad input exits 2 with one line on
stderr naming the problem and nothing on stdout.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course_builder import from_rows, with_curved_outline
from golfstudio.carambole.course_file import save_course
from golfstudio.cli import main
from golfstudio.engine.simulate import unique_labels
from tests.core.cli.running import ok, refused


@pytest.fixture
def small_course(tmp_path: Path) -> Path:
    """A three-row course with sand and water, fenced by a curved wall."""
    course = with_curved_outline(from_rows([
        "S . . s . H",
        " . w w . .",
        "S . . . . .",
    ], name="Small"))
    path = tmp_path / "small.json"
    save_course(course, path)
    return path


# ---- carambole courses ----------------------------------------------------------------------

def test_courses_lists_every_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    listing = json.loads(ok(capsys, "carambole", "courses"))["courses"]
    assert [c["id"] for c in listing] == [c.id for c in bundled_courses()]
    first = listing[0]
    assert first == {"id": "course-1", "title": "Course 1: The straight", "kind": "basic",
                     "cells": 67, "stroke_limit": 10}


# ---- carambole show -------------------------------------------------------------------------

def test_show_draws_a_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "carambole", "show", "course-1")
    lines = out.splitlines()
    assert lines[0] == "Course 1: The straight: 67 cells, stroke limit 10, hole (12,2)"
    assert lines[1] == "starts: (0,1) (1,1) (2,1) (-1,2) (0,2) (1,2)"
    row = next(line for line in lines if line.startswith("r=  2"))
    # The tee's row: the west wall, three starts, floor, the hole, the rounded end.
    cells = row.split("| ", 1)[1]
    assert cells.startswith("| S   S   S   .")
    assert cells.rstrip().endswith(".   O   . !")
    assert sum(line.count("O") for line in lines if line.startswith("r=")) == 1
    assert sum(line.count("S") for line in lines if line.startswith("r=")) == 6
    assert "legend: . floor, : sand, ~ water, O hole, S start" in out


def test_show_marks_walls_between_cells(capsys: pytest.CaptureFixture[str]) -> None:
    """Course 3's short wall hangs from the top wall between two floor cells."""
    out = ok(capsys, "carambole", "show", "course-3")
    top = next(line for line in out.splitlines() if line.startswith("r=  0"))
    assert ".   . | .   . !" in top


def test_show_reads_a_course_file(capsys: pytest.CaptureFixture[str],
                                  small_course: Path) -> None:
    out = ok(capsys, "carambole", "show", str(small_course))
    rows = [line.split("| ", 1)[1] for line in out.splitlines() if line.startswith("r=")]
    assert rows == ["! S   .   .   :   .   O !", "  ! .   ~   ~   .   . !",
                    "! S   .   .   .   .   . !"]


def test_show_compact_has_one_character_per_cell(capsys: pytest.CaptureFixture[str],
                                                 small_course: Path) -> None:
    out = ok(capsys, "carambole", "show", "--compact", str(small_course))
    rows = [line.split("| ", 1)[1] for line in out.splitlines() if line.startswith("r=")]
    assert rows == ["S . . : . O", " . ~ ~ . .", "S . . . . ."]
    assert "straight wall" not in out


def test_show_draws_obstacles_and_levels(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "carambole", "show", "course-7")
    board, levels = out.split("\nlevels:\n")
    assert board.count("^") == 6
    assert "r=  0 q=  0 | 1 1 1 1 0 0 0 0 1 1 1 1" in levels
    assert "bounce arrows: (4,0) NE→E" in out
    modified = ok(capsys, "carambole", "show", "course-3-modified")
    assert "#" in modified and "~" in modified and ":" in modified


# ---- carambole shot -------------------------------------------------------------------------

def test_shot_prints_the_record_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads(ok(capsys, "carambole", "shot", "course-1", "--ball", "0,2",
                           "--dir", "E", "--impulses", "12"))
    assert set(record) >= {"path", "bounces", "handovers", "balls"}
    assert record["path"] == [[q, 2] for q in range(0, 13)]
    assert record["bounces"] == [] and record["handovers"] == []
    assert record["balls"] == [{"cell": [12, 2], "holed": True, "in_water": False,
                                "in_channel": False}]


def test_a_direction_is_a_number_or_a_name(capsys: pytest.CaptureFixture[str]) -> None:
    by_name = ok(capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir", "ne",
                 "--impulses", "5")
    by_number = ok(capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir", "1",
                   "--impulses", "5")
    assert by_name == by_number
    assert json.loads(by_name)["bounces"], "the top wall sends the ball back down"


def test_shot_with_other_balls_reports_them_in_order(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    record = json.loads(ok(capsys, "carambole", "shot", "course-1", "--ball", "0,2",
                           "--dir", "E", "--impulses", "8", "--other", "4,2",
                           "--other", "0,3"))
    assert [b["cell"] for b in record["balls"]] == [[3, 2], [9, 2], [0, 3]]
    (handover,) = record["handovers"]
    assert (handover["from"], handover["to"], handover["impulses"]) == (0, 1, 5)
    listed = json.loads(ok(capsys, "carambole", "shot", "course-1", "--ball", "0,2",
                           "--dir", "E", "--impulses", "8", "--other", "4,2", "0,3"))
    assert listed == record


def test_shot_from_water(capsys: pytest.CaptureFixture[str], small_course: Path) -> None:
    record = json.loads(ok(capsys, "carambole", "shot", str(small_course), "--ball", "1,1",
                           "--dir", "E", "--impulses", "6", "--in-water"))
    # Fig. 46: each step started in water costs 3, so 6 impulses make two steps.
    assert record["path"] == [[1, 1], [2, 1], [3, 1]]
    assert record["balls"][0]["in_water"] is False


@pytest.mark.parametrize(("argv", "fragment"), [
    (["--dir", "X"], "unknown direction 'X'"),
    (["--dir", "6"], "unknown direction '6'"),
    (["--impulses", "-1"], "argument --impulses: '-1' is not 0 to 99"),
    (["--impulses", "many"], "'many' is not a whole number"),
    (["--ball", "99,99"], "(99,99) is not a cell of the course"),
    (["--ball", "12,2"], "(12,2) would already be in the hole"),
    (["--ball", "1;2"], "a cell is Q,R"),
    (["--other", "0,2"], "two balls cannot rest on (0,2)"),
    (["--other", "50,0"], "(50,0) is not a cell of the course"),
    (["--in-water"], "--in-water: the ball at (0,2) is not on a water cell"),
])
def test_shot_refuses_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str],
                                fragment: str) -> None:
    base = {"--ball": "0,2", "--dir": "E", "--impulses": "5"}
    flags = [a for a in argv if a.startswith("--")]
    args = ["carambole", "shot", "course-1"]
    for flag, value in base.items():
        if flag not in flags:
            args += [flag, value]
    err = refused(capsys, *args, *argv)
    assert fragment in err


def test_a_broken_course_file_gives_its_problems_on_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"format": "golfstudio.carambole", "version": 1,
                                "cells": [{"q": 0, "r": 0, "terrain": "floor"}]}))
    err = refused(capsys, "carambole", "show", str(path))
    assert err == ("golfstudio: broken.json: the course has no hole; "
                   "broken.json: the course has no start cell\n")
    path.write_text("{not json")
    err = refused(capsys, "carambole", "shot", str(path), "--ball", "0,0", "--dir", "E",
                  "--impulses", "1")
    assert "not valid JSON at line 1, column 2" in err


def test_a_missing_course_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert "cannot read" in refused(capsys, "carambole", "show", str(tmp_path / "none.json"))
    err = refused(capsys, "carambole", "show", "course-99")
    assert 'no bundled course "course-99"' in err


# ---- simulate carambole ---------------------------------------------------------------------

def test_simulate_reports_mean_strokes_per_player_and_course(
        capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "simulate", "carambole", "--course", "course-1",
                           "--course", "course-2", "--players", "greedy,random",
                           "--games", "3", "--seed", "5"))
    assert (report["games"], report["mode"], report["seed"]) == (3, "basic", 5)
    assert report["courses"] == ["course-1", "course-2"]
    greedy, rand = report["players"]
    assert (greedy["name"], greedy["ai"], rand["name"], rand["ai"]) == (
        "greedy-1", "greedy", "random-2", "random")
    for player in report["players"]:
        strokes = player["mean_strokes"]
        assert list(strokes) == ["course-1", "course-2"]
        assert all(1 <= s <= 10 for s in strokes.values())
        assert player["mean_total"] == pytest.approx(sum(strokes.values()), abs=0.01)
    assert greedy["mean_total"] < rand["mean_total"]
    assert greedy["wins"] + rand["wins"] >= 3


def test_simulate_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "carambole", "--course", "course-4", "--players", "random,greedy",
            "--games", "2", "--seed", "11", "--mode", "carambole"]
    first = ok(capsys, *argv)
    assert ok(capsys, *argv) == first
    assert json.loads(first)["mode"] == "carambole"


def test_simulate_reads_course_files_and_numbers_repeats(
        capsys: pytest.CaptureFixture[str], small_course: Path) -> None:
    report = json.loads(ok(capsys, "simulate", "carambole", "--course", str(small_course),
                           "--course", str(small_course), "--players", "greedy",
                           "--games", "1"))
    assert report["courses"] == [str(small_course), f"{small_course} (2)"]
    assert unique_labels(["a", "a", "a"]) == ["a", "a (2)", "a (3)"]


@pytest.mark.parametrize(("argv", "fragment"), [
    (["--players", "greedy,genius"], "unknown player 'genius' (choose from greedy, random, best)"),
    (["--games", "0"], "'0' must be at least 1"),
    (["--games", "x"], "'x' is not a whole number"),
    (["--mode", "golf"], "unknown mode 'golf' (choose from basic, carambole)"),
    (["--course", "course-99"], 'no bundled course "course-99"'),
    (["--players", ",".join(["random"] * 13)], "a game has 1 to 12 players, not 13"),
])
def test_simulate_refuses_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str],
                                    fragment: str) -> None:
    args = ["simulate", "carambole", "--games", "1", "--players", "greedy"]
    if "--course" not in argv:
        args += ["--course", "course-1"]
    assert fragment in refused(capsys, *args, *argv)


def test_the_course_1_file_is_the_bundled_course(tmp_path: Path) -> None:
    """``COURSE`` as a path and as an id load the same course."""
    path = tmp_path / "copy.json"
    save_course(load_bundled("course-1"), path)
    assert main(["carambole", "show", str(path)]) == 0
