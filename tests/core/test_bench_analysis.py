"""``golfstudio bench analysis`` on small courses: the report's shape, not its speed."""

from __future__ import annotations

import json

import pytest

from golfstudio.analysis import AnalysisError
from golfstudio.bench.analysis import (
    GOAL_GENERATED_SECONDS,
    GOAL_LINKED_SECONDS,
    GOAL_SPEED_UP,
    AnalysisBenchSize,
    generated_course,
    run_analysis_bench,
)
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.cli import main


def test_the_report_has_every_stage_and_the_obvious_way() -> None:
    report = run_analysis_bench(AnalysisBenchSize(cells=120, seed=2, course="course-1"))
    assert (report["benchmark"], report["seed"]) == ("analysis", 2)
    bundled, generated = report["courses"]
    assert (bundled["course"], bundled["cells"], bundled["goal_seconds"]) == (
        "course-1", 67, GOAL_LINKED_SECONDS)
    assert (generated["course"], generated["cells"], generated["goal_seconds"]) == (
        "generated", 120, GOAL_GENERATED_SECONDS)
    for entry in (bundled, generated):
        seconds = entry["seconds"]
        assert set(seconds) == {"graph", "reachability", "expected_strokes", "summary",
                                "total"}
        assert all(v >= 0 for v in seconds.values())
        assert isinstance(entry["meets_goal"], bool) and entry["compile_seconds"] >= 0
        assert 0 < entry["states"] <= entry["cells"]
        assert entry["agree"] is True
        assert set(entry["obvious"]["seconds"]) == {"engine_calls", "graph", "reachability",
                                                    "expected_strokes", "total"}
        assert entry["obvious"]["engine_calls"] > 0
        assert entry["speed_up"] > 0 and entry["goal_speed_up"] == GOAL_SPEED_UP == 5
        assert isinstance(entry["meets_speed_up"], bool)


def test_the_obvious_way_can_be_left_out() -> None:
    report = run_analysis_bench(AnalysisBenchSize(cells=40, course="course-1", obvious=False))
    assert all("obvious" not in entry for entry in report["courses"])


def test_the_generated_course_is_valid_and_seeded() -> None:
    course = generated_course(2000)
    assert len(course.cells) == 2000
    assert errors_of(validate(course)) == []
    assert course.walls and course.obstacles and len(course.starts) == 6
    assert {c.terrain.value for c in course.cells} == {"floor", "sand", "water", "hole"}
    assert generated_course(150, seed=4) == generated_course(150, seed=4)
    assert generated_course(150, seed=4) != generated_course(150, seed=5)


def test_sizes_are_checked() -> None:
    with pytest.raises(AnalysisError, match="at least 20 cells"):
        AnalysisBenchSize(cells=5)


def test_the_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "analysis", "--cells", "60", "--course", "course-2",
                 "--no-obvious"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert err == ""
    assert [c["course"] for c in report["courses"]] == ["course-2", "generated"]


def test_the_cli_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "analysis", "--cells", "3"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "'3' must be at least 20" in err
    assert main(["bench", "analysis", "--course", "nowhere", "--no-obvious"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and 'no bundled course "nowhere"' in err
