"""``golfstudio pbm strokes|rank``: the issue's examples, and bad input refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.cli.running import ok, refused


def test_strokes_prints_the_fewest_clubs_and_a_sum(capsys: pytest.CaptureFixture[str]) -> None:
    assert json.loads(ok(capsys, "pbm", "strokes", "--clubs", "112,79,5,2", "--length",
                         "263")) == {"strokes": 5, "combination": [112, 79, 79, -5, -2]}
    assert json.loads(ok(capsys, "pbm", "strokes", "--clubs", "4,6,10,12", "--length",
                         "101")) == {"strokes": 99, "combination": None}


@pytest.mark.parametrize(("argv", "message"), [
    (["--clubs", "112,79,5", "--length", "263"], "a player has 4 clubs, not 3"),
    (["--clubs", "112,79,5,x", "--length", "263"], "clubs are whole numbers"),
    (["--clubs", "112,79,5,2", "--length", "100000000"], "is more than 100,000 metres"),
])
def test_strokes_refuses_bad_clubs_and_lengths(capsys: pytest.CaptureFixture[str],
                                               argv: list[str], message: str) -> None:
    assert message in refused(capsys, "pbm", "strokes", *argv)


def test_rank_prints_each_tournaments_points_and_the_ranking(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps([{"A": 30, "B": 32, "C": 32, "D": 35}]), "utf-8")
    report = json.loads(ok(capsys, "pbm", "rank", str(path)))
    assert report["tournaments"] == [{"points": {"A": 2857.14, "B": 2020.2, "C": 2020.2,
                                                 "D": 1538.46}}]
    assert report["ranking"] == [
        {"player": "A", "points": 2857.14, "place": 1},
        {"player": "B", "points": 2020.2, "place": 2},
        {"player": "C", "points": 2020.2, "place": 2},
        {"player": "D", "points": 1538.46, "place": 4}]


@pytest.mark.parametrize(("content", "message"), [
    ('{"A": 3}', "t.json: the file holds a list of tournaments, oldest first"),
    ('[{"A": -1}]', "t.json: tournament 1: A's total is a whole number from 0 to 10,000,000"),
    ('[{"A": 1e400}]', "t.json: tournament 1: A's total is a whole number from 0 to "
                        "10,000,000, not Infinity"),
    ('[{"": 3}]', "t.json: tournament 1: a player's name has 1 to 100 characters"),
    ("[[1]]", "t.json: tournament 1: an object of player: total"),
])
def test_rank_refuses_a_bad_file_in_one_line(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path, content: str,
                                             message: str) -> None:
    path = tmp_path / "t.json"
    path.write_text(content, "utf-8")
    assert message in refused(capsys, "pbm", "rank", str(path))
