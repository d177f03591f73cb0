"""``golfstudio bench ultimate``: the shape of its report at tiny sizes (the figures are the
machine's, not asserted), the same holes for the same seed, the analysis timed hole by hole
or said to be missing, and bad numbers refused in one line."""

from __future__ import annotations

import json

import pytest

import golfstudio.bench.ultimate as bench
from golfstudio.bench.ultimate import UltimateBenchSize, run_ultimate_bench
from golfstudio.engine.errors import GameError

from .running import ok, refused

GREEDY_KEYS = {"ai", "holes", "seconds", "holes_per_second", "goal_per_second", "meets_goal",
               "shots", "shots_per_second", "mean_strokes", "mean_strokes_by_hole"}


def test_greedy_holes_are_played_and_timed(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "bench", "ultimate", "--holes", "20", "--no-analysis"))
    assert report["benchmark"] == "ultimate" and report["course"] == "default"
    assert report["seed"] == 0
    greedy = report["greedy"]
    assert set(greedy) == GREEDY_KEYS
    assert greedy["ai"] == "greedy" and greedy["holes"] == 20
    assert greedy["goal_per_second"] == 1500
    assert greedy["seconds"] > 0 and greedy["holes_per_second"] > 0
    assert isinstance(greedy["meets_goal"], bool)  # the figure is the machine's
    # 20 holes go round the 18 once and holes 1 and 2 again; each takes a shot at least.
    assert list(greedy["mean_strokes_by_hole"]) == [str(n) for n in range(1, 19)]
    assert greedy["shots"] >= 20 and 1 <= greedy["mean_strokes"] <= 12
    assert report["analysis"] == {"available": None, "skipped": True}


def test_the_same_seed_plays_the_same_holes() -> None:
    def strokes(seed: int) -> tuple[object, object]:
        greedy = run_ultimate_bench(UltimateBenchSize(holes=36, seed=seed, analysis=False))[
            "greedy"]
        return greedy["shots"], greedy["mean_strokes_by_hole"]

    assert strokes(5) == strokes(5)
    assert strokes(5) != strokes(6)


def test_the_analysis_is_timed_hole_by_hole(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "bench", "ultimate", "--holes", "1",
                           "--analysis-holes", "1"))
    analysis = report["analysis"]
    assert analysis["available"] is True and analysis["holes"] == 1
    assert list(analysis["seconds_by_hole"]) == ["1"] and analysis["slowest_hole"] == 1
    assert analysis["slowest_seconds"] == analysis["seconds_by_hole"]["1"]
    assert 0 < analysis["seconds_by_hole"]["1"] <= analysis["seconds"]
    assert set(analysis["expected_by_hole"]) == {"1"}
    assert analysis["expected_by_hole"]["1"] > 1


def test_progress_lines_name_each_hole_analysed() -> None:
    lines: list[str] = []
    run_ultimate_bench(UltimateBenchSize(holes=1, analysis_holes=2), lines.append)
    assert [line.split(" in ")[0] for line in lines] == [
        "analysed hole 1 of 2", "analysed hole 2 of 2"]
    assert all(line.endswith(" s") for line in lines)


def test_a_missing_analysis_is_said_not_failed(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench, "ANALYSIS_MODULE", "golfstudio.ultimate.no_such_analysis")
    report = json.loads(ok(capsys, "bench", "ultimate", "--holes", "3"))
    assert report["greedy"]["holes"] == 3
    assert report["analysis"]["available"] is False
    assert "golfstudio.ultimate.no_such_analysis" in report["analysis"]["message"]
    assert "not there yet" in report["analysis"]["message"]


@pytest.mark.parametrize(("argv", "fragment"), [
    (["--holes", "0"], "'0' must be at least 1"),
    (["--holes", "1000001"], "'1000001' is more than 1,000,000 holes"),
    (["--analysis-holes", "37"], "'37' is more than 36 holes"),
    (["--seed", "-1"], "'-1' is not a seed"),
    (["--course", "nowhere", "--no-analysis"], 'there is no bundled course "nowhere"'),
])
def test_bad_numbers_and_courses_are_one_line(capsys: pytest.CaptureFixture[str],
                                              argv: list[str], fragment: str) -> None:
    assert fragment in refused(capsys, "bench", "ultimate", *argv)


def test_sizes_out_of_range_are_refused_in_the_core_too() -> None:
    with pytest.raises(GameError, match="1 to 1,000,000 holes, not 0"):
        UltimateBenchSize(holes=0)
    with pytest.raises(GameError, match="1 to 36 holes, not 40"):
        UltimateBenchSize(analysis_holes=40)
