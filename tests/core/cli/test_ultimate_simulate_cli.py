"""``golfstudio simulate ultimate`` and ``replay`` of its saved games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.cli.running import ok, refused


def test_simulated_rounds_save_and_replay_to_the_reported_scores(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = json.loads(ok(capsys, "simulate", "ultimate", "--holes", "12,17-18", "--players",
                           "greedy,random", "--games", "3", "--seed", "5", "--save",
                           str(tmp_path / "games")))
    assert report["course"] == "default" and report["holes"] == [12, 17, 18]
    assert report["pickup"] == 12
    greedy = report["players"][0]
    assert list(greedy["mean_strokes"]) == ["12", "17", "18"]
    totals: dict[str, int] = {}
    for path in report["saved"]:
        replayed = json.loads(ok(capsys, "replay", path, "--json"))
        assert replayed["game"] == "ultimate" and replayed["over"] is True
        for player in replayed["players"]:
            totals[player["name"]] = totals.get(player["name"], 0) + player["total"]
    for player in report["players"]:
        assert player["mean_total"] == pytest.approx(totals[player["name"]] / 3, abs=0.001)


def test_the_same_seed_plays_the_same_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("simulate", "ultimate", "--holes", "1-2", "--players", "random", "--games", "4",
            "--seed", "9")
    assert ok(capsys, *argv) == ok(capsys, *argv)


@pytest.mark.parametrize(("argv", "said"), [
    (["--holes", "40"], "holes run from 1 to 36"),
    (["--holes", "a-b"], "holes are numbers or ranges"),
    (["--holes", "3,3"], "a hole is named twice"),
    (["--pickup", "2"], "pickup"),
    (["--course", "nosuch"], "nosuch: there is no such file, nor a bundled course"),
    (["--cards", "missing-cards.json"], "missing-cards.json"),
])
def test_bad_options_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                  said: str) -> None:
    err = refused(capsys, "simulate", "ultimate", "--players", "greedy", "--games", "1", *argv)
    assert said in err


def test_a_saved_round_names_its_course_by_its_title_not_its_id(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Issue 30 §7: the replay's header says "GolfStudio Links", not "default"; the report's
    ``course`` stays the option as given (stable JSON)."""
    report = json.loads(ok(capsys, "simulate", "ultimate", "--holes", "1", "--players",
                           "greedy", "--games", "1", "--seed", "1", "--save",
                           str(tmp_path / "games")))
    assert report["course"] == "default"
    saved = json.loads(Path(report["saved"][0]).read_text(encoding="utf-8"))
    assert saved["params"]["label"] == "GolfStudio Links"
