"""``golfstudio games``, ``simulate GAME --save`` and ``replay FILE``: the registry's CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.cli import main
from golfstudio.engine.registry import GAMES


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "games", "--json")
    assert code == 0
    listed = json.loads(out)
    assert [g["id"] for g in listed] == [g.id for g in GAMES]
    carambole = next(g for g in listed if g["id"] == "carambole")
    assert carambole["offers"] == ["editor", "play", "scorecard"]
    assert carambole["ais"] == ["greedy", "random", "best"]
    assert carambole["players"] == [1, 12] and carambole["lower_wins"] is True
    code, out, _ = _run(capsys, "games")
    assert code == 0 and "Mini Golf Carambole — 1 to 12 players; offers editor, play" in out


def test_simulate_saves_games_that_replay_to_the_reported_scores(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, "simulate", "carambole", "--course", "course-1", "--course",
                        "course-3", "--players", "greedy,random", "--games", "3", "--seed",
                        "4", "--save", str(tmp_path / "games"))
    assert code == 0
    report = json.loads(out)
    saved = [Path(p) for p in report["saved"]]
    assert [p.name for p in saved] == ["carambole-1.json", "carambole-2.json",
                                       "carambole-3.json"]
    totals: dict[str, int] = {}
    per_hole: dict[str, dict[str, int]] = {}
    for path in saved:
        code, out, _ = _run(capsys, "replay", str(path), "--json")
        assert code == 0
        replayed = json.loads(out)
        assert replayed["game"] == "carambole" and replayed["over"] is True
        for player in replayed["players"]:
            totals[player["name"]] = totals.get(player["name"], 0) + player["total"]
            for hole, score in player["scores"].items():
                per_hole.setdefault(player["name"], {}).setdefault(hole, 0)
                per_hole[player["name"]][hole] += score
    for player in report["players"]:
        assert player["mean_total"] == pytest.approx(totals[player["name"]] / 3, abs=0.001)
        for hole, mean in player["mean_strokes"].items():
            assert mean == pytest.approx(per_hole[player["name"]][hole] / 3, abs=0.001)


def test_replay_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    golden = Path(__file__).parents[1] / "engine" / "golden" / "carambole-linked-best.json"
    code, out, _ = _run(capsys, "replay", str(golden))
    assert code == 0
    assert out.splitlines() == ["Mini Golf Carambole, 19 actions, finished",
                                "best-1  9  total 9", "won by best-1"]


@pytest.mark.parametrize(("argv", "fragment"), [
    (["simulate", "carambole", "--course", "course-1", "--players", "greedy", "--games",
      "100001"], "'100001' is more than 100,000 games"),
    (["simulate", "carambole", "--course", "course-1", "--players", "greedy", "--games", "1",
      "--seed", "-4"], "'-4' is not a seed"),
    (["simulate", "pbm", "--players", "x", "--games", "1"], "invalid choice: 'pbm'"),
    (["replay", "/nonexistent/game.json"], "game.json: cannot read the file"),
])
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                          argv: list[str], fragment: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert fragment in err and err.count("\n") == 1


def test_a_broken_saved_game_is_one_line(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "golfstudio.game", "version": 1, "game": "carambole",
                                "params": {}, "actions": []}))
    code, _, err = _run(capsys, "replay", str(path))
    assert code == 2 and err.startswith("golfstudio: ") and err.count("\n") == 1


@pytest.mark.parametrize(("argv", "fragment"), [
    (["bench", "scoring", "--nights", "2000000"], "'2000000' is more than 100,000 nights"),
    (["bench", "scoring", "--holes", "0"], "'0' must be at least 1"),
    (["bench", "carambole", "--shots", "100000000"], "is more than 10,000,000 shots"),
    (["bench", "carambole", "--seed", "x"], "'x' is not a whole number"),
    (["bench", "analysis", "--cells", "19"], "'19' must be at least 20"),
    (["bench", "analysis", "--seed", "-1"], "'-1' is not a seed"),
])
def test_bench_numbers_are_bounded(capsys: pytest.CaptureFixture[str], argv: list[str],
                                   fragment: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == "" and fragment in err


def test_saving_into_a_file_is_one_line(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    taken = tmp_path / "taken"
    taken.write_text("not a folder")
    code, out, err = _run(capsys, "simulate", "carambole", "--course", "course-1", "--players",
                          "greedy", "--games", "1", "--save", str(taken))
    assert code == 2 and out == ""
    assert err == f"golfstudio: cannot save the games in {taken}: File exists\n"
