"""``golfstudio simulate dicegolf`` with ``replay``: the course, the holes and the cards as
options, saved games that replay to the same scores, and bad options in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.dicegolf.bundled import load_bundled
from golfstudio.dicegolf.hole_file import save_course
from tests.core.cli.running import ok, refused


def test_simulated_games_report_means_and_replay(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    report = json.loads(ok(capsys, "simulate", "dicegolf", "--players", "greedy,random",
                           "--games", "4", "--seed", "1", "--holes", "4,1", "--save",
                           str(tmp_path)))
    assert report["game"] == "dicegolf" and report["course"] == "default"
    assert report["holes"] == [4, 1] and report["cards"] is True
    greedy, _ = report["players"]
    assert list(greedy["mean_strokes"]) == ["4", "1"]
    assert sum(p["win_share"] for p in report["players"]) >= 1
    totals: dict[str, int] = {}
    for path in report["saved"]:
        replayed = json.loads(ok(capsys, "replay", path, "--json"))
        assert replayed["game"] == "dicegolf" and replayed["over"] is True
        for player in replayed["players"]:
            totals[player["name"]] = totals.get(player["name"], 0) + player["total"]
    for player in report["players"]:
        assert player["mean_total"] == pytest.approx(totals[player["name"]] / 4, abs=0.001)


def test_one_player_plays_without_cards_unless_asked(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    alone = json.loads(ok(capsys, "simulate", "dicegolf", "--players", "greedy", "--games",
                          "1", "--holes", "1"))
    assert alone["cards"] is False
    path = tmp_path / "course.json"
    save_course(load_bundled(), path)
    dealt = json.loads(ok(capsys, "simulate", "dicegolf", "--players", "greedy", "--games",
                          "1", "--holes", "2", "--cards", "--course", str(path)))
    assert dealt["cards"] is True and dealt["course"] == str(path)


@pytest.mark.parametrize(("argv", "said"), [
    (["--players", "greedy,greedy,greedy,greedy,greedy,greedy,greedy"],
     "1 to 6 players, not 7"),
    (["--players", "clever"], "unknown player 'clever'"),
    (["--players", "greedy", "--holes", "10"], "the course has holes 1 to 9, not 10"),
    (["--players", "greedy", "--holes", "0-3"], "holes run from 1 to 18"),
    (["--players", "greedy", "--course", "nine"], "nine: there is no such file, nor a "
                                                  "bundled course of that name"),
])
def test_bad_simulate_options_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                           said: str) -> None:
    assert said in refused(capsys, "simulate", "dicegolf", "--games", "1", *argv)


def test_a_broken_course_file_is_one_line(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"format": "golfstudio.dicegolf", "version": 1, "holes": []}))
    said = refused(capsys, "simulate", "dicegolf", "--games", "1", "--players", "greedy",
                   "--course", str(path))
    assert "broken.json: holes needs at least 1 item" in said


def test_a_saved_game_names_its_course_by_its_name_else_its_file(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Issue 30 §7: the course's own name, never the path given to ``--course``; a course
    without a name goes by its file's stem."""
    path = tmp_path / "my links.json"
    save_course(load_bundled("default").model_copy(update={"name": ""}), path)
    labels = []
    for course in ("default", str(path)):
        report = json.loads(ok(capsys, "simulate", "dicegolf", "--course", course, "--holes",
                               "1", "--players", "greedy", "--games", "1", "--save",
                               str(tmp_path / "games")))
        saved = json.loads(Path(report["saved"][0]).read_text(encoding="utf-8"))
        labels.append(saved["params"]["label"])
    assert labels == ["Dice Golf", "my links"]
