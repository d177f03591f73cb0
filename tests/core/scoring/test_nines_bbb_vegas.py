"""Nines, Bingo-Bango-Bongo and Vegas, hand-scored."""

from __future__ import annotations

import pytest

from golfstudio.scoring.bbb import Award, BbbEvent, bingo_bango_bongo
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.nines import hole_points, nines
from golfstudio.scoring.stakes import Stakes
from golfstudio.scoring.vegas import team_number, vegas
from tests.core.scoring.examples import round_file

# --- Nines -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "points"),
    [
        ((3, 4, 5), (5, 3, 1)),
        ((4, 4, 5), (4, 4, 1)),  # two best share 5+3
        ((3, 4, 4), (5, 2, 2)),  # two worst share 3+1
        ((4, 4, 4), (3, 3, 3)),
        ((6, 2, 4), (1, 5, 3)),
    ],
)
def test_nines_hole_points(scores: tuple[int, int, int], points: tuple[int, int, int]) -> None:
    assert tuple(hole_points(dict(zip("ABC", scores, strict=True))).values()) == points


NINES = {"Ann": [3, 4, 3, 4], "Bob": [4, 4, 4, 4], "Cat": [5, 5, 4, 4]}


def test_nines_round_and_money() -> None:
    """Holes: 5-3-1, 4-4-1, 5-2-2, 3-3-3: Ann 17, Bob 12, Cat 7 (36 = 4 x 9).
    Each pair settles the difference at 0.10 a point: Ann +0.50 from Bob and +1.00 from Cat
    = +1.50; Bob -0.50 + 0.50 = 0; Cat -1.50. One transfer: Cat pays Ann 1.50."""
    assert dict(nines(NINES).points) == {"Ann": 17, "Bob": 12, "Cat": 7}
    card = RoundCard.from_dict(round_file(NINES))
    result = score(Format.NINES, [card], Options(stakes=Stakes(point=10)))
    assert result["points"] == {"Ann": 17, "Bob": 12, "Cat": 7}
    assert result["settlement"] == {
        "balances": {"Ann": 150, "Bob": 0, "Cat": -150},
        "transfers": [{"from": "Cat", "to": "Ann", "cents": 150}],
    }


def test_nines_needs_three_players() -> None:
    with pytest.raises(ScoreError, match="three players, got 2"):
        nines({"Ann": [4], "Bob": [4]})


# --- Bingo-Bango-Bongo ------------------------------------------------------------------

BBB = [BbbEvent(1, Award.BINGO, "Ann"), BbbEvent(1, Award.BANGO, "Bob"),
       BbbEvent(1, Award.BONGO, "Ann"), BbbEvent(2, Award.BINGO, "Cat"),
       BbbEvent(2, Award.BONGO, "Cat")]


def test_bbb_round_and_money() -> None:
    """Hole 1: Ann bingo and bongo, Bob bango; hole 2: Cat bingo and bongo, no bango
    recorded; hole 3: nothing yet. Ann 2, Bob 1, Cat 2. At 1.00 a point, pairwise: Ann
    +1 (Bob) +0 (Cat) = +1.00, Cat +1.00, Bob -2.00: Bob pays each of them 1.00."""
    result = bingo_bango_bongo(["Ann", "Bob", "Cat"], 3, BBB)
    assert [sum(h.points.values()) for h in result.holes] == [3, 2, 0]
    assert dict(result.points) == {"Ann": 2, "Bob": 1, "Cat": 2}
    card = RoundCard.from_dict(round_file({"Ann": [4] * 3, "Bob": [4] * 3, "Cat": [4] * 3}))
    out = score(Format.BINGO_BANGO_BONGO, [card], Options(stakes=Stakes(point=100)),
                events=RoundEvents(bbb=tuple(BBB)))
    assert out["holes"][1] == {"hole": 2, "bingo": "Cat", "bango": None,  # type: ignore[index]
                               "bongo": "Cat", "points": {"Ann": 0, "Bob": 0, "Cat": 2}}
    assert out["settlement"] == {
        "balances": {"Ann": 100, "Bob": -200, "Cat": 100},
        "transfers": [{"from": "Bob", "to": "Ann", "cents": 100},
                      {"from": "Bob", "to": "Cat", "cents": 100}],
    }


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([BbbEvent(1, Award.BINGO, "Ann"), BbbEvent(1, Award.BINGO, "Bob")],
         r"hole 1 has two bingos \(Ann and Bob\)"),
        ([BbbEvent(1, Award.BONGO, "Zed")], 'bongo on hole 1: "Zed" is not a player'),
        ([BbbEvent(4, Award.BANGO, "Ann")], "bango on hole 4: the round has 3 holes"),
    ],
)
def test_bbb_events_are_checked(events: list[BbbEvent], message: str) -> None:
    with pytest.raises(ScoreError, match=message):
        bingo_bango_bongo(["Ann", "Bob", "Cat"], 3, events)


def test_bbb_refuses_net() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [4], "Bob": [4]}))
    with pytest.raises(ScoreError, match="net scores do not apply to bingo-bango-bongo"):
        score(Format.BINGO_BANGO_BONGO, [card], Options(net=True))


# --- Vegas -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "high_first", "number"),
    [((4, 5), False, 45), ((5, 4), False, 45), ((4, 5), True, 54), ((4, 4), True, 44),
     ((4, 10), False, 104), ((10, 4), True, 104), ((10, 12), False, 1210), ((0, 5), False, 15)],
)
def test_vegas_team_number(scores: tuple[int, int], high_first: bool, number: int) -> None:
    assert team_number(*scores, high_first=high_first) == number


VEGAS = {"Ann": [4, 3, 5, 4], "Bob": [5, 2, 6, 4], "Cat": [4, 4, 4, 5], "Dan": [6, 3, 5, 3]}
TEAMS = [["Ann", "Cat"], ["Bob", "Dan"]]
PARS = [4, 3, 5, 4]


def test_vegas_round_with_birdie_flips() -> None:
    """hole 1 (par 4): 44 against 56: Ann & Cat +12.
    hole 2 (par 3): Bob's 2 is a birdie, so Ann & Cat's 3,4 is flipped to 43; Bob & Dan 23:
    Bob & Dan +20.
    hole 3 (par 5): Cat's 4 is a birdie: Bob & Dan's 6,5 becomes 65 against 45: A&C +20.
    hole 4 (par 4): Dan's 3 is a birdie: Ann & Cat 54 against 34: Bob & Dan +20.
    Ann & Cat: 12 - 20 + 20 - 20 = -8."""
    result = vegas(VEGAS, TEAMS, PARS)
    assert [dict(h.numbers) for h in result.holes] == [
        {"Ann & Cat": 44, "Bob & Dan": 56}, {"Ann & Cat": 43, "Bob & Dan": 23},
        {"Ann & Cat": 45, "Bob & Dan": 65}, {"Ann & Cat": 54, "Bob & Dan": 34}]
    assert [h.flipped for h in result.holes] == [(), ("Ann & Cat",), ("Bob & Dan",),
                                                 ("Ann & Cat",)]
    assert dict(result.points) == {"Ann & Cat": -8, "Bob & Dan": 8}


def test_vegas_birdies_on_both_sides_cancel() -> None:
    """Par 4: Ann & Cat 3,5 and Bob & Dan 3,6 both have a birdie: no flip, 35 against 36."""
    result = vegas({"Ann": [3], "Bob": [3], "Cat": [5], "Dan": [6]}, TEAMS, [4])
    assert dict(result.holes[0].numbers) == {"Ann & Cat": 35, "Bob & Dan": 36}
    assert result.holes[0].flipped == ()
    assert dict(result.points) == {"Ann & Cat": 1, "Bob & Dan": -1}


def test_vegas_money_is_per_team_and_split_with_the_odd_cent_to_the_first_member() -> None:
    """Bob & Dan win 8 points; at 0.25 a point that is 2.00 for the team, 1.00 each. At 0.01
    with 1 point (the cancelling-birdie hole above) Ann & Cat win 1 cent: Ann, first named,
    gets it and Cat nothing; Bob pays it and Dan nothing."""
    card = RoundCard.from_dict(round_file(VEGAS, pars=PARS, teams=TEAMS))
    result = score(Format.VEGAS, [card], Options(stakes=Stakes(point=25)))
    assert result["settlement"]["balances"] == {  # type: ignore[index]
        "Ann": -100, "Bob": 100, "Cat": -100, "Dan": 100}
    one = RoundCard.from_dict(round_file({"Ann": [3], "Bob": [3], "Cat": [5], "Dan": [6]},
                                         teams=TEAMS))
    result = score(Format.VEGAS, [one], Options(stakes=Stakes(point=1)))
    assert result["settlement"] == {
        "balances": {"Ann": 1, "Bob": -1, "Cat": 0, "Dan": 0},
        "transfers": [{"from": "Bob", "to": "Ann", "cents": 1}],
    }


def test_vegas_needs_two_teams_of_two() -> None:
    card = RoundCard.from_dict(round_file(VEGAS, pars=PARS))
    with pytest.raises(ScoreError, match="vegas needs two teams of two"):
        score(Format.VEGAS, [card])
    three = RoundCard.from_dict(round_file({"Ann": [4], "Bob": [4], "Cat": [4]}))
    with pytest.raises(ScoreError, match="four players in two teams, got 3"):
        score(Format.VEGAS, [three])
