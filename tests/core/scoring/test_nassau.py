"""Nassau: segments by holes won, the odd-holes refusal, and automatic presses."""

from __future__ import annotations

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.nassau import Press, Segment, nassau, press_starts
from tests.core.scoring.examples import round_file

WIN, HALVE = (3, 4), (4, 4)  # Ann's and Bob's scores on a hole Ann wins / a halved hole


def sides(*holes: tuple[int, int]) -> dict[str, list[int | None]]:
    return {"Ann": [h[0] for h in holes], "Bob": [h[1] for h in holes]}


def test_presses_chain_while_one_side_keeps_winning() -> None:
    """Ann wins the whole front nine of 18: 2 up after 2 -> press from 3; that press is 2
    up after 4 -> press from 5, then 7, then 9. Only the latest bet presses: the original bet,
    4 up after 4, starts nothing of its own."""
    result = nassau(sides(*[WIN] * 9, *[HALVE] * 9), auto_press=True)
    assert result.presses == tuple(Press(Segment.FRONT, hole, "Ann") for hole in (3, 5, 7, 9))
    assert (result.front, result.back, result.overall) == ("Ann", None, "Ann")
    assert dict(result.points) == {"Ann": 6, "Bob": 0}


def test_no_press_when_no_hole_is_left_in_the_nine() -> None:
    """2 down only on the ninth hole of the front nine: nothing left to press."""
    holes = [HALVE] * 7 + [WIN] * 2 + [HALVE] * 9
    assert nassau(sides(*holes), auto_press=True).presses == ()


def test_back_nine_press_numbers_holes_over_the_whole_round() -> None:
    """Bob wins 10 and 11 (Ann 2 down): press from hole 12; Ann wins 13 and 14, so Bob is
    2 down in that press: press from 15, all halved. Ann wins the press from 12, 2-0."""
    holes = [HALVE] * 9 + [(5, 4), (5, 4), HALVE, WIN, WIN, *[HALVE] * 4]
    result = nassau(sides(*holes), auto_press=True)
    assert result.presses == (Press(Segment.BACK, 12, "Ann"), Press(Segment.BACK, 15, None))
    assert (result.front, result.back, result.overall) == (None, None, None)
    assert dict(result.points) == {"Ann": 1, "Bob": 0}


def test_press_of_a_press_in_either_direction() -> None:
    """Ann wins 1-2 (press from 3); Bob wins 3-4, so Ann is 2 down in that press (press from
    5, the original bet back to all square); Bob wins 5-6 -> press from 7; halves after."""
    lose = (5, 4)
    holes = [WIN, WIN, lose, lose, lose, lose, HALVE, HALVE]
    assert press_starts(sides(*holes), range(0, 8)) == [2, 4, 6]
    result = nassau(sides(*holes, *[HALVE] * 8), auto_press=True)
    assert [(p.from_hole, p.winner) for p in result.presses] == [(3, "Bob"), (5, "Bob"), (7, None)]
    assert result.front == "Bob"  # 4 holes to 2
    assert dict(result.points) == {"Ann": 0, "Bob": 4}


def test_presses_are_listed_only_when_asked_for() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [3, 3, 4, 4], "Bob": [4, 4, 4, 4]}))
    assert "presses" not in score(Format.NASSAU, [card])
    assert score(Format.NASSAU, [card], Options(auto_press=True))["presses"] == []


def test_four_hole_nassau_splits_into_halves() -> None:
    """*Decision*: 2k holes split into the first k and the last k (here 2 and 2)."""
    card = RoundCard.from_dict(round_file({"Ann": [3, 4, 5, 4], "Bob": [4, 4, 4, 4]}))
    assert score(Format.NASSAU, [card]) == {
        "format": "nassau", "front": "Ann", "back": "Bob", "overall": None,
        "points": {"Ann": 1, "Bob": 1},
    }


def test_odd_number_of_holes_is_refused() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [4] * 9, "Bob": [4] * 9}))
    with pytest.raises(ScoreError, match="even number of holes; this round has 9"):
        score(Format.NASSAU, [card])


def test_three_sides_by_holes_won() -> None:
    result = nassau({"Ann": [3, 4, 4, 4], "Bob": [4, 3, 4, 3], "Cat": [4, 4, 4, 4]})
    assert (result.front, result.back, result.overall) == (None, "Bob", "Bob")
    assert dict(result.points) == {"Ann": 0, "Bob": 2, "Cat": 0}


def test_automatic_presses_with_three_sides_play_a_round_robin() -> None:
    """scoring.md, turn 3: more than two sides never refuse automatic presses; every pair
    plays its own Nassau (tests/core/scoring/test_round_robin.py goes further)."""
    card = RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [4, 4], "Cat": [4, 4]}))
    result = score(Format.NASSAU, [card], Options(auto_press=True))
    assert [pair["sides"] for pair in result["pairs"]] == [["Ann", "Bob"], ["Ann", "Cat"],
                                                           ["Bob", "Cat"]]


def test_press_option_is_refused_outside_nassau() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [4, 4]}))
    with pytest.raises(ScoreError, match="Nassau only, not to match"):
        score(Format.MATCH, [card], Options(auto_press=True))


def test_live_nassau_counts_the_holes_played() -> None:
    """2 up after hole 2 of 4 is the end of the front half: no press; the back is unplayed."""
    live: dict[str, list[int | None]] = {"Ann": [3, 3, None, None], "Bob": [4, 4, None, None]}
    result = nassau(live, auto_press=True)
    assert (result.front, result.back, result.overall) == ("Ann", None, "Ann")
    assert result.presses == ()
    live["Ann"][2], live["Bob"][2] = 5, 4
    assert nassau(live, auto_press=True).back == "Bob"
