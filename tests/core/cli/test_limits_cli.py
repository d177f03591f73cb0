"""The command line refuses what is beyond limits.py with one line and status 2, at once:
the three reported cases (a shot of 100,000,000 impulses ran out of memory, a cell at
(40000, 0) made ``carambole show`` allocate 6 GB, a stroke limit of 10**12 crashed
``analyse``) and each bound's maximum, which works."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from golfstudio.bench.analysis import generated_course
from golfstudio.carambole.limits import MAX_COORDINATE, MAX_IMPULSES, MAX_STROKE_LIMIT
from golfstudio.cli import main
from golfstudio.cli.analyse import MAX_BENCH_CELLS

QUICK_SECONDS = 5.0
"""Far above what a refusal takes (milliseconds), far below what the unbounded cases took.
Measured in CPU time of the process: a busy machine stretches the wall clock, not the work."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str, float]:
    start = time.process_time()
    code = main(list(argv))
    elapsed = time.process_time() - start
    out, err = capsys.readouterr()
    return code, out, err, elapsed


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err, elapsed = run(capsys, *argv)
    assert (code, out, err.count("\n")) == (2, "", 1), err
    assert elapsed < QUICK_SECONDS
    return err


def course_file(tmp_path: Path, **changes: Any) -> str:
    data: dict[str, Any] = {
        "format": "golfstudio.carambole", "version": 1,
        "cells": [{"q": 0, "r": 0, "terrain": "floor"}, {"q": 1, "r": 0, "terrain": "floor"},
                  {"q": 2, "r": 0, "terrain": "hole"}],
        "starts": [[0, 0]],
    }
    data.update(changes)
    path = tmp_path / "course.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_shot_of_a_hundred_million_impulses_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir", "E",
                  "--impulses", "100000000")
    assert err == (f"golfstudio: argument --impulses: '100000000' is not 0 to {MAX_IMPULSES} "
                   "(the impulses a die or a card gives)\n")
    assert "'100' is not 0 to 99" in refused(
        capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir", "E",
        "--impulses", str(MAX_IMPULSES + 1))


def test_a_shot_of_the_most_impulses_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err, _ = run(capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir",
                            "E", "--impulses", str(MAX_IMPULSES))
    assert (code, err) == (0, "")
    assert json.loads(out)["path"][0] == [0, 2]


def test_a_ball_off_the_board_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "carambole", "shot", "course-1", "--ball", "40000,0", "--dir", "E",
                  "--impulses", "5")
    assert err == ("golfstudio: argument --ball: (40000,0) is off the board: coordinates "
                   f"run from -{MAX_COORDINATE} to {MAX_COORDINATE}\n")
    # On the board but off the course: the course names it.
    assert "(100,0) is not a cell of the course" in refused(
        capsys, "carambole", "shot", "course-1", "--ball", "0,2", "--dir", "E",
        "--impulses", "5", "--other", f"{MAX_COORDINATE},0")


def test_show_refuses_a_cell_at_40000(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    far = course_file(tmp_path, cells=[{"q": 0, "r": 0, "terrain": "hole"},
                                       {"q": 40000, "r": 0, "terrain": "floor"}])
    err = refused(capsys, "carambole", "show", far)
    assert err == (f"golfstudio: course.json: cell (40000,0): q 40000 is off the board: "
                   f"coordinates run from -{MAX_COORDINATE} to {MAX_COORDINATE}\n")


def test_show_draws_a_course_that_spans_the_whole_board(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    m = MAX_COORDINATE
    wide = course_file(tmp_path, cells=[{"q": -m, "r": -m, "terrain": "hole"},
                                        {"q": m, "r": m, "terrain": "floor"}], starts=[[m, m]])
    code, out, err, elapsed = run(capsys, "carambole", "show", wide, "--compact")
    assert (code, err) == (0, "")
    assert "O" in out and "S" in out
    assert elapsed < QUICK_SECONDS


def test_analyse_refuses_a_stroke_limit_of_ten_to_the_twelfth(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    err = refused(capsys, "analyse", course_file(tmp_path, stroke_limit=10**12))
    assert err == (f"golfstudio: course.json: stroke limit must be at most {MAX_STROKE_LIMIT}, "
                   "got 1000000000000\n")


def test_analyse_takes_the_largest_stroke_limit(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    code, out, err, _ = run(capsys, "analyse", "--json",
                            course_file(tmp_path, stroke_limit=MAX_STROKE_LIMIT))
    assert (code, err) == (0, "")
    assert json.loads(out)["starts"][0]["reachable"] is True


def test_a_ruleset_beyond_the_impulses_is_refused_on_load(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    ruleset = {"dice": [{"name": "white", "colour": "white", "faces": [1, 2, 3, 4, 5, 6]}],
               "cards": [{"name": "x50", "op": "x", "value": 50}]}
    err = refused(capsys, "analyse", course_file(tmp_path, ruleset=ruleset))
    assert err == ("golfstudio: course.json: ruleset: card x50 with the white die's 6 gives "
                   f"300 impulses, more than the {MAX_IMPULSES} a shot can have\n")


def test_bench_analysis_cells_are_bounded(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "bench", "analysis", "--cells", "10000000", "--no-obvious")
    assert f"'10000000' is more than {MAX_BENCH_CELLS:,} cells" in err


def test_the_largest_bench_course_fits_the_board() -> None:
    course = generated_course(MAX_BENCH_CELLS)
    assert len(course.cells) == MAX_BENCH_CELLS


def test_simulate_refuses_a_huge_game_count(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "simulate", "carambole", "--course", "course-1", "--players",
                  "greedy", "--games", "1000000000")
    assert "'1000000000'" in err and "100,000" in err
