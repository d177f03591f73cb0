"""Stroke-play tournaments over 2-4 rounds of the same players."""

from __future__ import annotations

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from tests.core.scoring.examples import round_file

ROUND_1 = RoundCard.from_dict(round_file(
    {"Ann": [4, 4], "Bob": [5, 4], "Cat": [3, 5]}, handicaps={"Ann": 2}))
ROUND_2 = RoundCard.from_dict(round_file(
    {"Ann": [5, 5], "Bob": [4, 4], "Cat": [4, 5]}, handicaps={"Ann": 2}))


def test_two_round_tournament_gross() -> None:
    """Ann 8 + 10 = 18, Bob 9 + 8 = 17, Cat 8 + 9 = 17: Bob and Cat share first."""
    assert score(Format.TOURNAMENT, [ROUND_1, ROUND_2]) == {
        "format": "tournament",
        "standings": [
            {"name": "Bob", "rounds": [9, 8], "total": 17, "place": 1},
            {"name": "Cat", "rounds": [8, 9], "total": 17, "place": 1},
            {"name": "Ann", "rounds": [8, 10], "total": 18, "place": 3},
        ],
    }


def test_net_tournament_takes_each_rounds_handicap() -> None:
    standings = score(Format.TOURNAMENT, [ROUND_1, ROUND_2], Options(net=True))["standings"]
    assert isinstance(standings, list)
    assert standings[0] == {"name": "Ann", "rounds": [6, 8], "total": 14, "place": 1}


def test_four_rounds_is_the_most() -> None:
    assert len(score(Format.TOURNAMENT, [ROUND_1, ROUND_2] * 2)["standings"]) == 3  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="2 to 4 rounds, got 5"):
        score(Format.TOURNAMENT, [ROUND_1] * 5)
    with pytest.raises(ScoreError, match="2 to 4 rounds, got 1"):
        score(Format.TOURNAMENT, [ROUND_1])


def test_rounds_must_have_the_same_players() -> None:
    other = RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [4, 4], "Eve": [4, 4]}))
    with pytest.raises(ScoreError) as caught:
        score(Format.TOURNAMENT, [ROUND_1, other], labels=["day1.json", "day2.json"])
    assert str(caught.value) == (
        "day2.json must have the same players as day1.json (missing: Cat; not in day1.json: Eve)"
    )


def test_single_round_formats_take_one_card() -> None:
    with pytest.raises(ScoreError, match="stroke scores one round, got 2"):
        score(Format.STROKE, [ROUND_1, ROUND_2])
