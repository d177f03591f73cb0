"""Match play: status words, dormie, "won 3&2", halved, more than two sides, live cards."""

from __future__ import annotations

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.match import (
    MatchResult,
    final_word,
    match_play,
    most_holes_won,
    status_word,
)
from tests.core.scoring.examples import round_file


def test_dormie_then_won_3_and_2() -> None:
    """Ann wins 1-3: 3 up with 3 to play is dormie; the half on 4 decides it, 3&2."""
    result = match_play({"Ann": [3, 3, 3, 4, 4, 4], "Bob": [4, 4, 4, 4, 3, 3]})
    assert result == MatchResult(
        winner="Ann",
        result="Ann won 3&2",
        status=("Ann 1 up", "Ann 2 up", "Ann dormie 3", "Ann 3 up"),
        finished=True,
        margin=3,  # 3 up when decided: what a match paid per hole up is worth
    )


def test_won_on_the_last_hole_is_won_2_up() -> None:
    """Dormie 1 and the last hole won too: 2 up after the last."""
    result = match_play({"Ann": [3, 4, 3], "Bob": [4, 4, 4]})
    assert result.status == ("Ann 1 up", "Ann dormie 1", "Ann 2 up")
    assert result.result == "Ann won 2 up"


def test_second_side_leading_is_named() -> None:
    result = match_play({"Ann": [5, 4, 5], "Bob": [4, 4, 4]})
    assert result.status == ("Bob 1 up", "Bob dormie 1", "Bob 2 up")
    assert (result.winner, result.result) == ("Bob", "Bob won 2 up")


def test_halved_match() -> None:
    result = match_play({"Ann": [3, 5, 4, 4], "Bob": [4, 4, 4, 4]})
    assert result == MatchResult(
        winner=None,
        result="halved",
        status=("Ann 1 up", "All square", "All square", "All square"),
        finished=True,
    )


def test_live_match_so_far() -> None:
    """Holes not played yet (None) end the status: the result is the latest status."""
    result = match_play({"Ann": [3, 3, None, None], "Bob": [4, 4, 4, None]})
    assert result == MatchResult(
        winner=None, result="Ann dormie 2", status=("Ann 1 up", "Ann dormie 2"), finished=False
    )
    assert match_play({"Ann": [None, None], "Bob": [None, None]}).result == "All square"


def test_status_and_final_words() -> None:
    assert status_word("Ann", 0, 5) == "All square"
    assert status_word("Ann", 2, 5) == "Ann 2 up"
    assert status_word("Ann", 3, 3) == "Ann dormie 3"
    assert final_word("Ann", 5, 4) == "Ann won 5&4"
    assert final_word("Ann", 1, 0) == "Ann won 1 up"
    assert final_word("Ann", 0, 0) == "halved"


def test_more_than_two_sides_count_holes_won_outright() -> None:
    """Hole 1 Cat; 2 Cat; 3 Bob and Cat tie (nobody); 4 Ann."""
    sides = {"Ann": [4, 4, 5, 3], "Bob": [4, 5, 4, 4], "Cat": [3, 3, 4, 4]}
    result = most_holes_won(sides)
    assert dict(result.holes_won) == {"Ann": 1, "Bob": 0, "Cat": 2}
    assert result.winner == "Cat"


def test_more_than_two_sides_shared_most_has_no_winner() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [3, 4, 4], "Bob": [4, 3, 4], "Cat": [4, 4, 4]}))
    assert score(Format.MATCH, [card]) == {
        "format": "match",
        "holes_won": {"Ann": 1, "Bob": 1, "Cat": 0},
        "winner": None,
    }


def test_net_match_strokes_are_the_difference_from_the_lowest_handicap() -> None:
    """Ann 5 and Bob 6 strokes: only Bob gets one, on SI 1 (hole 2), which he then halves."""
    data = round_file({"Ann": [4, 4], "Bob": [4, 5]}, si=[2, 1], handicaps={"Ann": 5, "Bob": 6})
    card = RoundCard.from_dict(data)
    assert score(Format.MATCH, [card])["result"] == "Ann won 1 up"

    assert score(Format.MATCH, [card], Options(net=True))["result"] == "halved"


def test_one_side_is_not_a_match() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [4, 4]}))
    with pytest.raises(ScoreError, match="at least two sides"):
        score(Format.MATCH, [card])
