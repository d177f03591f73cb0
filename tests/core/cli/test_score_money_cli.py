"""``golfstudio score`` with stakes and events: a "settlement" in the JSON, readable refusals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.core.cli.running import ok, refused
from tests.core.scoring.examples import fourball, round_file, ultimate

Capsys = pytest.CaptureFixture[str]


def write(tmp_path: Path, name: str, data: Any) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_nassau_with_presses_and_stakes(capsys: Capsys, tmp_path: Path) -> None:
    """test_money: Bob +14.00 on the Ultimate round (front, overall, two presses won)."""
    out = ok(capsys, "score", write(tmp_path, "r.json", ultimate()), "--format", "nassau",
             "--press", "auto", "--stake", "front=500,back=500", "--stake",
             "overall=1000,press=200")
    result = json.loads(out)
    assert result["points"] == {"Ann": 1, "Bob": 4}
    assert result["settlement"] == {
        "balances": {"Ann": -1400, "Bob": 1400},
        "transfers": [{"from": "Ann", "to": "Bob", "cents": 1400}],
    }


def test_stakes_file_and_match_pay(capsys: Capsys, tmp_path: Path) -> None:
    """Ann wins 3&2: 3 holes up at 1.00 a hole."""
    card = write(tmp_path, "r.json", round_file({"Ann": [3, 3, 3, 4, 4, 4],
                                                 "Bob": [4, 4, 4, 4, 3, 3]}))
    stakes = write(tmp_path, "stakes.json", {"match": 100})
    out = ok(capsys, "score", card, "--format", "match", "--stakes", stakes,
             "--match-pay", "hole")
    assert json.loads(out)["settlement"]["balances"] == {"Ann": 300, "Bob": -300}


def test_press_requests_from_the_events_file(capsys: Capsys, tmp_path: Path) -> None:
    """Bob wins hole 1 of 4; Ann presses from hole 2 and wins it (front = holes 1-2)."""
    card = write(tmp_path, "r.json", round_file({"Ann": [5, 3, 4, 4], "Bob": [4, 4, 4, 4]}))
    events = write(tmp_path, "ev.json",
                   {"presses": [{"hole": 2, "side": "Ann", "segment": "front"}]})
    result = json.loads(ok(capsys, "score", card, "--format", "nassau", "--events", events,
                           "--stake", "press=100"))
    assert result["presses"] == [{"segment": "front", "from_hole": 2, "winner": "Ann",
                                  "requested_by": "Ann"}]
    assert result["settlement"]["balances"] == {"Ann": 100, "Bob": -100}


def test_best_ball_press_asked_for_by_a_member(capsys: Capsys, tmp_path: Path) -> None:
    """Best balls: hole 1 to Ann & Cat, so Bob presses for Bob & Dan from hole 2 and wins it."""
    card = write(tmp_path, "r.json", fourball())
    events = write(tmp_path, "ev.json",
                   {"presses": [{"hole": 2, "side": "Bob", "segment": "front"}]})
    result = json.loads(ok(capsys, "score", card, "--format", "bestball-nassau",
                           "--events", events))
    assert result["presses"] == [{"segment": "front", "from_hole": 2, "winner": "Bob & Dan",
                                  "requested_by": "Bob & Dan"}]


def test_wolf_events(capsys: Capsys, tmp_path: Path) -> None:
    """tests/core/scoring/test_wolf.py's first hole: Ann takes Cat and they win."""
    card = write(tmp_path, "r.json", round_file({"Ann": [4], "Bob": [5], "Cat": [4],
                                                 "Dan": [6]}))
    events = write(tmp_path, "ev.json", {"wolf": [{"hole": 1, "partner": "Cat"}]})
    result = json.loads(ok(capsys, "score", card, "--format", "wolf", "--events", events,
                           "--stake", "point=50"))
    assert result["points"] == {"Ann": 1, "Bob": -1, "Cat": 1, "Dan": -1}
    assert result["settlement"]["balances"] == {"Ann": 50, "Bob": -50, "Cat": 50, "Dan": -50}


def test_bbb_events(capsys: Capsys, tmp_path: Path) -> None:
    card = write(tmp_path, "r.json", round_file({"Ann": [4, 4], "Bob": [4, 4]}))
    events = write(tmp_path, "ev.json", {"bbb": [{"hole": 1, "bingo": "Ann", "bongo": "Bob"},
                                                 {"hole": 2, "bango": "Ann"}]})
    result = json.loads(ok(capsys, "score", card, "--format", "bingo-bango-bongo",
                           "--events", events))
    assert result["points"] == {"Ann": 2, "Bob": 1}
    assert "settlement" not in result


def test_press_trigger(capsys: Capsys, tmp_path: Path) -> None:
    card = write(tmp_path, "r.json", ultimate())
    result = json.loads(ok(capsys, "score", card, "--format", "nassau", "--press", "auto",
                           "--press-trigger", "3"))
    assert result["presses"] == []  # nobody is ever 3 down in the latest bet of a nine


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["--format", "stroke", "--stake", "stroke=2.50"],
         ("stake 'stroke' must be a whole number of cents (500 for 5.00), got '2.50'",)),
        (["--format", "stroke", "--stake", "stroke"], ("a stake is BET=CENTS",)),
        (["--format", "stroke", "--stake", "stroke=2000000"], ("from 0 to 1,000,000 cents",)),
        (["--format", "stroke", "--stake", "wager=5"], ('unknown stake "wager"',)),
        (["--format", "stroke", "--stake", "point=5"], ("stake 'point' does not apply to stroke",)),
        (["--format", "nassau", "--stake", "nassau=5", "--stake", "front=5"],
         ("stake 'nassau' sets front too",)),
        (["--format", "nassau", "--press-trigger", "3"], ("add --press auto",)),
        (["--format", "nassau", "--press", "auto", "--press-trigger", "12"],
         ("more than 9 holes",)),
        (["--format", "match", "--match-pay", "hole", "--stake", "match=-1"],
         ("from 0 to 1,000,000 cents, got -1",)),
    ],
)
def test_bad_stakes_are_refused(capsys: Capsys, tmp_path: Path, args: list[str],
                                fragments: tuple[str, ...]) -> None:
    err = refused(capsys, "score", write(tmp_path, "r.json", ultimate()), *args)
    for fragment in fragments:
        assert fragment in err


def test_stake_and_stakes_file_together_are_refused(capsys: Capsys, tmp_path: Path) -> None:
    stakes = write(tmp_path, "s.json", {"stroke": 5})
    err = refused(capsys, "score", write(tmp_path, "r.json", ultimate()), "--format", "stroke",
                  "--stakes", stakes, "--stake", "stroke=5")
    assert "not both" in err


def test_bad_stakes_file_names_the_file(capsys: Capsys, tmp_path: Path) -> None:
    stakes = write(tmp_path, "s.json", {"stroke": 5.5})
    err = refused(capsys, "score", write(tmp_path, "r.json", ultimate()), "--format", "stroke",
                  "--stakes", stakes)
    assert f"{stakes}: stake 'stroke' must be a whole number of cents" in err
    broken = write(tmp_path, "b.json", '{"stroke": NaN}')
    assert broken in refused(capsys, "score", write(tmp_path, "r.json", ultimate()),
                             "--format", "stroke", "--stakes", broken)


@pytest.mark.parametrize(
    ("fmt", "events", "fragment"),
    [
        ("nassau", {"wolf": [{"hole": 1}]}, "wolf events do not apply to nassau"),
        ("nassau", {"presses": [{"hole": 2, "side": "Bob", "segment": "front"}]},
         "Bob cannot press from hole 2: only the side that is down may press, and Bob is 1 up"),
        ("nassau", {"presses": [{"hole": 3, "side": "Ann", "segment": "middle"}]},
         "'segment' must be \"front\" or \"back\""),
        ("wolf", {"wolf": [{"hole": 1, "partner": "Zed"}]}, 'partner "Zed" is not a player'),
        ("bingo-bango-bongo", {"bbb": [{"hole": 1, "bingo": "Zed"}]}, '"Zed" is not a player'),
        ("bingo-bango-bongo", {"bbb": [{"hole": 1, "bingo": "Ann", "bunga": "Bob"}]},
         'unknown key "bunga"'),
        ("stroke", {"birdies": []}, 'unknown events key "birdies"'),
    ],
)
def test_bad_events_are_refused(capsys: Capsys, tmp_path: Path, fmt: str,
                                events: dict[str, Any], fragment: str) -> None:
    players = ({"Ann": [4, 4], "Bob": [4, 4], "Cat": [4, 4], "Dan": [4, 4]} if fmt == "wolf"
               else {"Ann": [5, 4, 4, 4], "Bob": [4, 4, 4, 4]})
    card = write(tmp_path, "r.json", round_file(players))
    path = write(tmp_path, "ev.json", events)
    err = refused(capsys, "score", card, "--format", fmt, "--events", path)
    assert fragment in err
