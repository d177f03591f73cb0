"""``golfstudio review``: a saved game from ``simulate --save`` reviewed as text and JSON,
one player alone, and bad input refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.cli.running import ok, refused, run


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from golfstudio.cli import main
    folder = tmp_path_factory.mktemp("games")
    assert main(["simulate", "carambole", "--players", "best,random", "--games", "1",
                 "--seed", "4", "--course", "course-1", "--save", str(folder)]) == 0
    return next(folder.glob("*.json"))


def test_review_prints_each_player_and_labelled_decisions(
        capsys: pytest.CaptureFixture[str], saved: Path) -> None:
    capsys.readouterr()
    out = ok(capsys, "review", str(saved))
    lines = out.splitlines()
    assert lines[0] == "carambole review"
    assert lines[1].startswith("best-1: ") and "0.00 lost" in lines[1]
    assert "accuracy 100%" in lines[1]
    random_line = next(line for line in lines if line.startswith("random-2: "))
    assert "blunder" in random_line
    assert any(line.startswith("  hole 1, blunder (-") and "; best " in line for line in lines)


def test_review_json_one_player(capsys: pytest.CaptureFixture[str], saved: Path) -> None:
    capsys.readouterr()
    data = json.loads(ok(capsys, "review", str(saved), "--json", "--player", "random-2"))
    assert data["game"] == "carambole" and data["estimated"] is False
    [player] = data["players"]
    assert player["name"] == "random-2"
    hole = player["holes"][0]
    assert hole["hole"] == 1
    assert hole["strokes"] == pytest.approx(hole["expected"] + hole["lost"] - hole["luck"],
                                            abs=0.01)
    decision = hole["decisions"][0]
    assert set(decision) == {"step", "hole", "chosen", "best", "value", "chosen_value",
                             "error", "luck", "label"}


def test_review_refuses_an_unknown_player_and_a_broken_file(
        capsys: pytest.CaptureFixture[str], saved: Path, tmp_path: Path) -> None:
    capsys.readouterr()
    err = refused(capsys, "review", str(saved), "--player", "nobody")
    assert "no player 'nobody'" in err and "'best-1'" in err
    broken = tmp_path / "broken.json"
    data = json.loads(saved.read_text())
    data["actions"][3] = {"kind": "place", "cell": [99, 99]}
    broken.write_text(json.dumps(data))
    err = refused(capsys, "review", str(broken))
    assert err.startswith("golfstudio: broken.json: not a Carambole action")
    data = json.loads(saved.read_text())
    data["actions"][1] = data["actions"][0]
    broken.write_text(json.dumps(data))
    err = refused(capsys, "review", str(broken))
    assert "broken.json: action 2" in err


def test_review_keeps_the_store_players_once(capsys: pytest.CaptureFixture[str], saved: Path,
                                             tmp_path: Path) -> None:
    """--keep stores the review for the seats that are store players, once per saved game."""
    from datetime import date

    from golfstudio.store import open_store
    from golfstudio.store.reviews import reviews_of

    url = f"sqlite:///{tmp_path / 'scores.db'}"
    with open_store(url) as store:
        player = store.add_player("random-2").id or 0
    capsys.readouterr()
    out = ok(capsys, "--db", url, "review", str(saved), "--keep", "--played-on", "2026-02-03")
    assert out.splitlines()[-1] == "kept in the scorecard database for random-2"
    data = json.loads(ok(capsys, "--db", url, "review", str(saved), "--keep", "--json",
                         "--played-on", "2026-02-03"))
    assert data["kept"] == ["random-2"]
    with open_store(url) as store:
        [kept] = reviews_of(store, player)
    random_2 = next(p for p in data["players"] if p["name"] == "random-2")
    assert kept.summary.played_on == date(2026, 2, 3)
    assert kept.summary.lost == pytest.approx(random_2["lost"], abs=1e-4)
    assert kept.summary.decisions == random_2["decisions"]
    out = ok(capsys, "--db", url, "review", str(saved), "--keep", "--player", "best-1")
    assert out.splitlines()[-1] == ("kept for nobody: no player of the game is in the "
                                    "scorecard database")
    assert "--played-on dates a kept review" in refused(capsys, "review", str(saved),
                                                         "--played-on", "2026-02-03")
    code, _out, err = run(capsys, "review", str(saved), "--keep", "--played-on", "3 Feb")
    assert code == 2 and "a date is written YYYY-MM-DD" in err
