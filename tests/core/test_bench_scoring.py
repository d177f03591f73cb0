"""``golfstudio bench scoring`` on a tiny season: the report's shape, not its timings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.bench.scoring import BenchSize, run_scoring_bench
from golfstudio.cli import main
from golfstudio.store import open_store


def test_the_report_has_timings_and_standings_for_every_player() -> None:
    report = run_scoring_bench(BenchSize(nights=5, players=3, holes=9, seed=7))
    assert report["size"] == {"nights": 5, "players": 3, "holes": 9, "seed": 7,
                              "hole_scores": 135}
    assert set(report["seconds"]) == {"fill", "load", "compute"}
    assert all(seconds >= 0 for seconds in report["seconds"].values())
    assert report["rounds_loaded"] == 5
    standings = report["standings"]
    assert sorted(s["name"] for s in standings) == ["Player 1", "Player 2", "Player 3"]
    assert all(s["rounds"] == 5 and s["handicap_index"] is not None for s in standings)
    assert [s["place"] for s in standings] == sorted(s["place"] for s in standings)


def test_the_same_seed_fills_the_same_season() -> None:
    first = run_scoring_bench(BenchSize(nights=4, players=2, holes=6, seed=3))
    again = run_scoring_bench(BenchSize(nights=4, players=2, holes=6, seed=3))
    assert first["standings"] == again["standings"]


def test_the_cli_prints_json_and_fills_a_given_database(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'league.db'}"
    with open_store(url) as store:
        store.add_player("Player 1")  # a used database: the bench's names must not clash
    assert main(["--db", url, "bench", "scoring", "--nights", "3", "--players", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["database"] == url
    assert len(report["standings"]) == 2
    with open_store(url) as store:
        assert len(store.players()) == 3


@pytest.mark.parametrize(("argv", "message"), [
    (["bench"], "required"),
    (["bench", "scoring", "--nights", "0"], "must be at least 1"),
    (["--db", "not a url", "bench", "scoring", "--nights", "2"], "not a database URL"),
])
def test_bad_input_is_one_line_on_stderr(argv: list[str], message: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
