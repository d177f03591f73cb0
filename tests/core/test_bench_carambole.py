"""``golfstudio bench carambole`` on a few shots: the report's shape, not its speed."""

from __future__ import annotations

import json
import random

import pytest

from golfstudio.bench.carambole import (
    GOAL_PER_SECOND,
    CaramboleBenchSize,
    draw_shots,
    largest_bundled_course,
    run_carambole_bench,
)
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.table import GameError, compile_course
from golfstudio.cli import main


def test_the_report_has_the_figures_and_the_goal() -> None:
    report = run_carambole_bench(CaramboleBenchSize(shots=50, full_shots=10, seed=3))
    assert report["benchmark"] == "carambole"
    assert report["course"] == largest_bundled_course() == "linked-grand-tour"
    assert report["cells"] == len(load_bundled("linked-grand-tour").cells)
    assert (report["shots"], report["seed"]) == (50, 3)
    assert report["seconds"] >= 0 and report["shots_per_second"] > 0
    assert report["goal_per_second"] == GOAL_PER_SECOND == 50_000
    assert isinstance(report["meets_goal"], bool)
    assert 0 <= report["holed"] <= report["moved"] <= 50
    assert report["full_record"]["shots"] == 10


def test_shots_are_legal_and_seeded() -> None:
    table = compile_course(load_bundled("course-2-modified"))
    shots = draw_shots(table, 200, random.Random(1))
    assert shots == draw_shots(table, 200, random.Random(1))
    impulses = {o.impulses for s in table.sources for o in s.outcomes}
    for cell, direction, n in shots:
        assert not table.is_hole[cell] and not table.solid[cell]
        assert direction in table.legal_directions(cell)
        assert n in impulses
    assert {n for _, _, n in shots} >= {0, 36}, "the min card and the violet die both appear"


def test_a_bench_needs_a_shot() -> None:
    with pytest.raises(GameError, match="at least 1 shot"):
        CaramboleBenchSize(shots=0)


def test_the_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "carambole", "--shots", "20", "--full-shots", "5",
                 "--course", "course-1", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert err == ""
    assert (report["course"], report["shots"], report["cells"]) == ("course-1", 20, 67)


def test_the_cli_refuses_bad_sizes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "carambole", "--shots", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "'0' must be at least 1" in err
    assert main(["bench", "carambole", "--course", "nowhere", "--shots", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and 'no bundled course "nowhere"' in err
