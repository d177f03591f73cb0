"""``golfstudio bench dicegolf`` at a tiny size: the report's shape, not its timings."""

from __future__ import annotations

import json

import pytest

from golfstudio.bench.dicegolf import DiceGolfBenchSize, run_dicegolf_bench
from golfstudio.dicegolf.errors import DiceGolfError
from tests.core.cli.running import ok, refused


def test_the_report_has_each_holes_solve_distributions_and_plays() -> None:
    report = run_dicegolf_bench(DiceGolfBenchSize(plays=40, seed=3, holes=2))
    assert (report["benchmark"], report["plays"], report["seed"]) == ("dicegolf", 40, 3)
    first, second = report["holes"]
    assert (first["hole"], first["par"], second["hole"]) == (1, 4, 2)
    for row in report["holes"]:
        assert row["solve_seconds"] >= 0 and row["expected"] >= 1
        assert row["over_par"] == pytest.approx(row["expected"] - row["par"], abs=2e-3)
        times = row["distribution_ms"]
        assert times["formulas"] == 3 and 0 <= times["median"] <= times["max"]
        played = row["monte_carlo"]
        assert played["plays"] == 40 and played["expected"] == pytest.approx(row["expected"],
                                                                              abs=1e-3)
        assert played["relative_difference"] == pytest.approx(
            abs(played["mean"] - played["expected"]) / played["expected"], abs=1e-4)
    assert report["slowest_solve_seconds"] == max(r["solve_seconds"] for r in report["holes"])
    assert isinstance(report["meets_goals"], bool) and isinstance(report["agrees"], bool)


def test_the_same_seed_plays_the_same_dice() -> None:
    size = DiceGolfBenchSize(plays=20, seed=9, holes=1)
    first, again = run_dicegolf_bench(size), run_dicegolf_bench(size)
    assert first["holes"][0]["monte_carlo"] == again["holes"][0]["monte_carlo"]


def test_no_plays_leaves_the_check_out() -> None:
    report = run_dicegolf_bench(DiceGolfBenchSize(plays=0, holes=1))
    assert "monte_carlo" not in report["holes"][0] and "agrees" not in report
    with pytest.raises(DiceGolfError, match="0 to 1,000,000 times, not -1"):
        DiceGolfBenchSize(plays=-1)


def test_the_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "bench", "dicegolf", "--holes", "1", "--plays", "10"))
    assert [row["hole"] for row in report["holes"]] == [1]
    assert report["holes"][0]["monte_carlo"]["plays"] == 10


@pytest.mark.parametrize(("argv", "said"), [
    (["--plays", "1000001"], "is more than 1,000,000 plays"),
    (["--holes", "0"], "must be at least 1"),
])
def test_bad_sizes_are_refused(capsys: pytest.CaptureFixture[str], argv: list[str],
                               said: str) -> None:
    assert said in refused(capsys, "bench", "dicegolf", *argv)
