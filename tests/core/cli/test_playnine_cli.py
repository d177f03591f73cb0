"""``golfstudio playnine score``, ``simulate playnine`` with ``replay``, and ``bench playnine``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.bench.playnine import GOAL_HOLES_PER_SECOND, PlayNineBenchSize, run_playnine_bench
from golfstudio.engine.errors import GameError
from tests.core.cli.running import ok, refused


@pytest.mark.parametrize(("layout", "score"), [
    ("3 3 7 1 / 3 3 8 2", 8),
    ("5 5 5 5 / 5 5 5 5", -20),
    ("-5 4 6 9 / -5 2 6 10", 15),
    ("−5 −5 0 12 / −5 −5 0 11", -7),
])
def test_a_layout_is_scored_as_json(capsys: pytest.CaptureFixture[str], layout: str,
                                    score: int) -> None:
    assert json.loads(ok(capsys, "playnine", "score", layout)) == {"score": score}


def test_the_explanation_names_columns_and_bonuses(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "playnine", "score", "--explain", "0 0 4 9 / 0 0 5 1"))
    assert report["score"] == 9
    assert [c["points"] for c in report["columns"]] == [0, 0, 9, 10]
    assert report["bonuses"] == [{"value": 0, "columns": [1, 2], "bonus": -10}]


@pytest.mark.parametrize(("layout", "said"), [
    ("3 3 7 1", "two rows of 4 cards"),
    ("3 3 7 1 / 3 3 8", "the bottom row has 3 cards, not 4"),
    ("3 3 7 one / 3 3 8 2", "'one' in the top row is not a card"),
    ("3 3 7 1 / 3 3 8 20", "20 in the bottom row is not a card of the game"),
])
def test_a_malformed_layout_exits_2_with_a_clear_line(capsys: pytest.CaptureFixture[str],
                                                     layout: str, said: str) -> None:
    assert said in refused(capsys, "playnine", "score", layout)


def test_simulated_games_report_means_and_win_shares_and_replay(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = json.loads(ok(capsys, "simulate", "playnine", "--players", "smart,greedy,random",
                           "--games", "4", "--seed", "3", "--holes", "2", "--save",
                           str(tmp_path)))
    assert report["game"] == "playnine" and report["holes"] == 2
    smart, greedy, rand = report["players"]
    assert smart["mean_per_hole"] == pytest.approx(smart["mean_total"] / 2, abs=0.001)
    assert sum(p["wins"] for p in report["players"]) == 4, "a play-off leaves one winner"
    assert sum(p["win_share"] for p in report["players"]) == pytest.approx(1)
    assert smart["mean_total"] < rand["mean_total"] and greedy["mean_total"] < rand["mean_total"]
    totals: dict[str, int] = {}
    for path in report["saved"]:
        replayed = json.loads(ok(capsys, "replay", path, "--json"))
        assert replayed["game"] == "playnine" and replayed["over"] is True
        assert len(replayed["winners"]) == 1
        for player in replayed["players"]:
            totals[player["name"]] = totals.get(player["name"], 0) + player["total"]
    for player in report["players"]:
        assert player["mean_total"] == pytest.approx(totals[player["name"]] / 4, abs=0.001)


@pytest.mark.parametrize(("argv", "said"), [
    (["--players", "smart"], "a game has 2 to 6 players, not 1"),
    (["--players", "smart,smart,smart,smart,smart,smart,smart"], "2 to 6 players, not 7"),
    (["--players", "smart,clever"], "unknown player 'clever'"),
    (["--players", "smart,smart", "--holes", "2000000"], "more than 18 holes"),
])
def test_bad_simulate_options_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                           said: str) -> None:
    assert said in refused(capsys, "simulate", "playnine", "--games", "1", *argv)


def test_the_bench_reports_smart_holes_a_second_against_the_goal() -> None:
    report = run_playnine_bench(PlayNineBenchSize(holes=20, strong_games=0, seed=2))
    smart = report["smart"]
    assert report["benchmark"] == "playnine" and "strong" not in report
    assert smart["holes"] == 20 and smart["players"] == 4
    assert smart["goal_per_second"] == GOAL_HOLES_PER_SECOND == 300
    assert smart["holes_per_second"] > 0 and isinstance(smart["meets_goal"], bool)
    assert smart["draws_per_hole"] > 0 and smart["actions_per_hole"] > 4 * 8 + 1
    again = run_playnine_bench(PlayNineBenchSize(holes=20, strong_games=0, seed=2))
    assert again["smart"]["mean_score_per_hole"] == smart["mean_score_per_hole"]


def test_the_bench_refuses_absurd_sizes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(GameError, match="1 to 1,000,000 holes"):
        PlayNineBenchSize(holes=10**8)
    assert "more than 10,000 games" in refused(capsys, "bench", "playnine",
                                               "--strong-games", "100000000")
