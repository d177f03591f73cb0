"""The full 18-hole worked example on the rulebook's Ultimate Golf course, in every
single-round format (the card and its hand-scored hole results: examples.py)."""

from __future__ import annotations

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.formats import Format, Options, score
from tests.core.scoring.examples import ultimate

CARD = RoundCard.from_dict(ultimate())


def test_stroke_play_gross() -> None:
    assert score(Format.STROKE, [CARD]) == {
        "format": "stroke",
        "standings": [
            {"name": "Bob", "gross": 75, "net": 75, "place": 1},
            {"name": "Ann", "gross": 76, "net": 73, "place": 2},
        ],
    }


def test_stroke_play_net() -> None:
    assert score(Format.STROKE, [CARD], Options(net=True))["standings"] == [
        {"name": "Ann", "gross": 76, "net": 73, "place": 1},
        {"name": "Bob", "gross": 75, "net": 75, "place": 2},
    ]


def test_match_play_gross_goes_to_the_last_hole() -> None:
    """Bob leads 2 up after 14 and 15, Ann squares it on 17, Bob wins 18."""
    assert score(Format.MATCH, [CARD]) == {
        "format": "match",
        "winner": "Bob",
        "result": "Bob won 1 up",
        "status": [
            "Bob 1 up", "Bob 1 up", "Bob 2 up", "Bob 1 up", "All square", "Bob 1 up",
            "Bob 1 up", "Bob 1 up", "Bob 2 up", "Bob 1 up", "Bob 2 up", "Bob 2 up",
            "Bob 1 up", "Bob 2 up", "Bob 2 up", "Bob 1 up", "All square", "Bob 1 up",
        ],
    }


def test_match_play_net_is_decided_on_17() -> None:
    """Ann's 3 strokes (holes 3, 6, 18; Bob is scratch) turn 3 and 6 into halves: she is
    2 up with 1 to play after 17."""
    result = score(Format.MATCH, [CARD], Options(net=True))
    assert result["winner"] == "Ann"
    assert result["result"] == "Ann won 2&1"
    assert result["status"] == [
        "Bob 1 up", "Bob 1 up", "Bob 1 up", "All square", "Ann 1 up", "Ann 1 up",
        "Ann 1 up", "Ann 1 up", "All square", "Ann 1 up", "All square", "All square",
        "Ann 1 up", "All square", "All square", "Ann 1 up", "Ann 2 up",
    ]


def test_nassau_gross() -> None:
    """Front: Bob 4 holes to 2; back: Ann 4 to 3; overall: Bob 7 to 6."""
    assert score(Format.NASSAU, [CARD]) == {
        "format": "nassau",
        "front": "Bob",
        "back": "Ann",
        "overall": "Bob",
        "points": {"Ann": 1, "Bob": 2},
    }


def test_nassau_gross_with_automatic_presses() -> None:
    """Front: Bob 2 up after 3 -> press from 4; Ann wins 4 and 5, so Bob is 2 down in that
    press -> a press of the press from 6, which Bob wins (6 and 9); the press from 4 is
    halved 2-2. Back: Ann 2 up after 17 -> press on 18, won by Bob."""
    assert score(Format.NASSAU, [CARD], Options(auto_press=True)) == {
        "format": "nassau",
        "front": "Bob",
        "back": "Ann",
        "overall": "Bob",
        "points": {"Ann": 1, "Bob": 4},
        "presses": [
            {"segment": "front", "from_hole": 4, "winner": None},
            {"segment": "front", "from_hole": 6, "winner": "Bob"},
            {"segment": "back", "from_hole": 18, "winner": "Bob"},
        ],
    }


def test_nassau_net() -> None:
    """Net: front Bob 2 (1, 9) to Ann 2 (4, 5): tied; back Ann 4 to Bob 2; overall Ann 6-4."""
    result = score(Format.NASSAU, [CARD], Options(net=True))
    assert (result["front"], result["back"], result["overall"]) == (None, "Ann", "Ann")
    assert result["points"] == {"Ann": 2, "Bob": 0}


def test_skins_gross() -> None:
    result = score(Format.SKINS, [CARD])
    assert result["skins"] == {"Ann": 6, "Bob": 7}
    assert result["unawarded"] == 5
    assert [h["winner"] for h in result["holes"]] == [  # type: ignore[attr-defined]
        "Bob", None, "Bob", "Ann", "Ann", "Bob", None, None, "Bob",
        "Ann", "Bob", None, "Ann", "Bob", None, "Ann", "Ann", "Bob",
    ]


def test_skins_gross_carry_over() -> None:
    """Ties on 2, 7-8, 12 and 15 carry into 3 (2 skins), 9 (3), 13 (2) and 16 (2)."""
    result = score(Format.SKINS, [CARD], Options(carry_over=True))
    assert result["skins"] == {"Ann": 8, "Bob": 10}
    assert result["unawarded"] == 0
    assert [h["value"] for h in result["holes"]] == [  # type: ignore[attr-defined]
        1, 0, 2, 1, 1, 1, 0, 0, 3, 1, 1, 0, 2, 1, 0, 2, 1, 1,
    ]


def test_stableford() -> None:
    """Par 69, no hole worse than a double bogey: 36 points less the strokes over par."""
    assert score(Format.STABLEFORD, [CARD])["standings"] == [
        {"name": "Bob", "points": 30, "place": 1},
        {"name": "Ann", "points": 29, "place": 2},
    ]
    assert score(Format.STABLEFORD, [CARD], Options(net=True))["standings"] == [
        {"name": "Ann", "points": 32, "place": 1},
        {"name": "Bob", "points": 30, "place": 2},
    ]
