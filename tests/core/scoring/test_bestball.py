"""Best ball on the four-hole example (examples.fourball): teams Ann & Cat, Bob & Dan.

    hole   1 2 3 4      par 4 3 5 4, SI 2 4 1 3
    Ann    5 4 6 5      handicap 2
    Cat    4 4 5 5      handicap 1
    Bob    5 3 6 5      handicap 1
    Dan    5 4 7 5      handicap 3

Gross best balls: Ann & Cat 4 4 5 5 = 18, Bob & Dan 5 3 6 5 = 19.
Full handicaps (stroke play): Ann 4 4 5 5, Cat 4 4 4 5, Bob 5 3 5 5, Dan 4 4 6 4
    -> Ann & Cat 4 4 4 5 = 17, Bob & Dan 4 3 5 4 = 16.
Match strokes from the lowest handicap (1): Ann 1 (hole 3), Cat 0, Bob 0, Dan 2 (holes 1, 3)
    -> Ann & Cat 4 4 5 5, Bob & Dan 4 3 6 5.
"""

from __future__ import annotations

from typing import Any

import pytest

from golfstudio.scoring.bestball import best_ball
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from tests.core.scoring.examples import fourball, round_file

CARD = RoundCard.from_dict(fourball())


def test_team_hole_score_is_the_better_ball() -> None:
    assert best_ball([[5, 4, 6], [4, 4, 7]]) == [4, 4, 6]
    assert best_ball([[5, None], [4, 3]]) == [4, None]  # a hole is finished by both


def test_bestball_stroke() -> None:
    assert score(Format.BESTBALL_STROKE, [CARD]) == {
        "format": "bestball-stroke",
        "standings": [
            {"name": "Ann & Cat", "total": 18, "place": 1},
            {"name": "Bob & Dan", "total": 19, "place": 2},
        ],
    }
    assert score(Format.BESTBALL_STROKE, [CARD], Options(net=True))["standings"] == [
        {"name": "Bob & Dan", "total": 16, "place": 1},
        {"name": "Ann & Cat", "total": 17, "place": 2},
    ]


def test_bestball_match_gross() -> None:
    """Ann & Cat win 1 and 3, Bob & Dan win 2, 4 is halved."""
    assert score(Format.BESTBALL_MATCH, [CARD]) == {
        "format": "bestball-match",
        "winner": "Ann & Cat",
        "result": "Ann & Cat won 1 up",
        "status": ["Ann & Cat 1 up", "All square", "Ann & Cat dormie 1", "Ann & Cat 1 up"],
    }


def test_bestball_match_net_uses_the_difference_from_the_lowest_handicap() -> None:
    """Dan's 2 strokes halve hole 1; Bob & Dan win 2, Ann & Cat 3: halved. (With full
    handicaps Bob & Dan would win 1 up.)"""
    assert score(Format.BESTBALL_MATCH, [CARD], Options(net=True)) == {
        "format": "bestball-match",
        "winner": None,
        "result": "halved",
        "status": ["All square", "Bob & Dan 1 up", "All square", "All square"],
    }


def test_bestball_nassau() -> None:
    assert score(Format.BESTBALL_NASSAU, [CARD]) == {
        "format": "bestball-nassau",
        "front": None,
        "back": "Ann & Cat",
        "overall": "Ann & Cat",
        "points": {"Ann & Cat": 2, "Bob & Dan": 0},
    }
    net = score(Format.BESTBALL_NASSAU, [CARD], Options(net=True))
    assert (net["front"], net["back"], net["overall"]) == ("Bob & Dan", "Ann & Cat", None)


def _teams(teams: Any) -> RoundCard:
    data = fourball()
    if teams is None:
        del data["teams"]
    else:
        data["teams"] = teams
    return RoundCard.from_dict(data)


@pytest.mark.parametrize(
    ("teams", "message"),
    [
        (None, "best ball needs teams"),
        ([["Ann", "Cat", "Bob"], ["Dan"]], "team 1 (Ann & Cat & Bob) has 3 players"),
        ([["Ann", "Cat"], ["Bob"]], "team 2 (Bob) has 1 player"),
        ([["Ann", "Cat"]], "player Bob is in no team"),
    ],
)
@pytest.mark.parametrize("fmt", [Format.BESTBALL_STROKE, Format.BESTBALL_MATCH,
                                 Format.BESTBALL_NASSAU])
def test_best_ball_needs_teams_of_two(teams: Any, message: str, fmt: Format) -> None:
    with pytest.raises(ScoreError) as caught:
        score(fmt, [_teams(teams)])
    assert message in str(caught.value)


def test_three_teams_play_a_match_by_holes_won() -> None:
    data = round_file(
        {"A": [3, 4], "B": [4, 4], "C": [4, 3], "D": [4, 4], "E": [5, 5], "F": [5, 5]},
        teams=[["A", "B"], ["C", "D"], ["E", "F"]],
    )
    assert score(Format.BESTBALL_MATCH, [RoundCard.from_dict(data)]) == {
        "format": "bestball-match",
        "holes_won": {"A & B": 1, "C & D": 1, "E & F": 0},
        "winner": None,
    }
