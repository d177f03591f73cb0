"""Stakes and each format's money, hand-worked (amounts in cents)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.match import match_play
from golfstudio.scoring.money import pairwise, skins_pot, split
from golfstudio.scoring.skins import skins
from golfstudio.scoring.stakes import MatchPay, Stakes
from tests.core.scoring.examples import fourball, round_file, ultimate


def _settle(fmt: Format, data: dict[str, Any], **options: Any) -> dict[str, Any]:
    result = score(fmt, [RoundCard.from_dict(data)], Options(**options))
    settlement = result["settlement"]
    assert isinstance(settlement, dict)
    return settlement


# --- stakes --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"skin": 5.0}, "stake 'skin' must be a whole number of cents .* got 5.0"),
        ({"skin": math.nan}, "stake 'skin' must be a whole number of cents"),
        ({"skin": True}, "stake 'skin' must be a whole number of cents .*got true"),
        ({"skin": "500"}, "stake 'skin' must be a whole number of cents"),
        ({"point": -1}, "stake 'point' must be from 0 to 1,000,000 cents, got -1"),
        ({"point": 1_000_001}, "from 0 to 1,000,000 cents, got 1,000,001"),
        ({"wager": 5}, 'unknown stake "wager"'),
        ({"nassau": 5, "front": 5}, "stake 'nassau' sets front too"),
        ({"match_pay": "round"}, "match_pay must be 'match' or 'hole'"),
        ([5], "stakes must be an object"),
    ],
)
def test_bad_stakes_are_refused(data: object, message: str) -> None:
    with pytest.raises(ScoreError, match=message):
        Stakes.from_mapping(data)


def test_stakes_from_a_mapping() -> None:
    stakes = Stakes.from_mapping({"nassau": 500, "press": 250, "match_pay": "hole"})
    assert stakes == Stakes(front=500, back=500, overall=500, press=250,
                            match_pay=MatchPay.HOLE)
    with pytest.raises(ScoreError, match="whole number of cents"):
        Stakes(point=1.5)  # type: ignore[arg-type]


def test_a_stake_of_another_format_is_refused() -> None:
    card = RoundCard.from_dict(ultimate())
    with pytest.raises(ScoreError, match=r"stake 'skin' does not apply to match \(its stakes: "
                                         r"match, match_pay\)"):
        score(Format.MATCH, [card], Options(stakes=Stakes(skin=100)))
    with pytest.raises(ScoreError, match="stake 'match_pay' does not apply to nassau"):
        score(Format.NASSAU, [card], Options(stakes=Stakes(match_pay=MatchPay.HOLE)))


def test_no_stakes_no_settlement() -> None:
    """Existing results keep their shape: a settlement only when stakes are given."""
    card = RoundCard.from_dict(ultimate())
    assert "settlement" not in score(Format.STROKE, [card])
    assert _settle(Format.STROKE, ultimate(), stakes=Stakes())["transfers"] == []


# --- the bets -----------------------------------------------------------------------------


def test_split_gives_the_odd_cent_to_the_first_member() -> None:
    assert split(101, ["Ann", "Cat"]) == {"Ann": 51, "Cat": 50}
    assert split(-101, ["Ann", "Cat"]) == {"Ann": -51, "Cat": -50}
    assert split(5, ["A", "B", "C"]) == {"A": 2, "B": 2, "C": 1}
    assert split(0, ["A", "B"]) == {"A": 0, "B": 0}


def test_stroke_money_settles_every_pair() -> None:
    """Totals 70, 72, 75 at 1.00 a stroke: Ann beats Bob by 2 and Cat by 5 (+7.00); Bob loses
    2 to Ann and beats Cat by 3 (+1.00); Cat -8.00."""
    assert pairwise({"Ann": 70, "Bob": 72, "Cat": 75}, 100, lower_wins=True) == {
        "Ann": 700, "Bob": 100, "Cat": -800}
    # The Ultimate round: Bob 75 gross, Ann 76 (net 73 with --net)
    assert _settle(Format.STROKE, ultimate(), stakes=Stakes(stroke=100))["balances"] == {
        "Ann": -100, "Bob": 100}
    assert _settle(Format.STROKE, ultimate(), net=True,
                   stakes=Stakes(stroke=100))["balances"] == {"Ann": 200, "Bob": -200}


def test_nassau_money_with_presses_on_the_ultimate_round() -> None:
    """Gross: Bob wins the front (holes 1 3 6 9 against 4 5) and the overall (7 to 6), Ann
    the back (10 13 16 17 against 11 14 18). Presses: front from 4 (holes 4-9 two each:
    halved), front from 6 (Bob 6 and 9), back from 18 (Bob). At 5.00 front and back, 10.00
    overall and 2.00 a press: Bob 5 - 5 + 10 + 2 + 2 = +14.00."""
    stakes = Stakes(front=500, back=500, overall=1000, press=200)
    assert _settle(Format.NASSAU, ultimate(), auto_press=True, stakes=stakes) == {
        "balances": {"Ann": -1400, "Bob": 1400},
        "transfers": [{"from": "Ann", "to": "Bob", "cents": 1400}],
    }


def test_best_ball_nassau_splits_the_team_money() -> None:
    """Best balls (gross): Ann & Cat 4 4 5 5, Bob & Dan 5 3 6 5: hole 1 A&C, 2 B&D, 3 A&C,
    4 halved. Front (1-2) tied, back (3-4) and overall to Ann & Cat. Only the back is played
    for, 1.01: Ann +51 (first named: the odd cent), Cat +50, Bob -51, Dan -50; two
    transfers, since Bob/Ann and Dan/Cat each add up to zero."""
    settlement = _settle(Format.BESTBALL_NASSAU, fourball(), stakes=Stakes(back=101))
    assert settlement == {
        "balances": {"Ann": 51, "Cat": 50, "Bob": -51, "Dan": -50},
        "transfers": [{"from": "Bob", "to": "Ann", "cents": 51},
                      {"from": "Dan", "to": "Cat", "cents": 50}],
    }


def test_match_paid_per_match_or_per_hole_up() -> None:
    """Ann wins 3&2: per match she collects the stake once; per hole up three times."""
    data = round_file({"Ann": [3, 3, 3, 4, 4, 4], "Bob": [4, 4, 4, 4, 3, 3]})
    assert match_play({"Ann": [3, 3, 3, 4, 4, 4], "Bob": [4, 4, 4, 4, 3, 3]}).margin == 3
    assert _settle(Format.MATCH, data, stakes=Stakes(match=100))["balances"] == {
        "Ann": 100, "Bob": -100}
    per_hole = Stakes(match=100, match_pay=MatchPay.HOLE)
    assert _settle(Format.MATCH, data, stakes=per_hole)["balances"] == {"Ann": 300, "Bob": -300}
    halved = round_file({"Ann": [3, 4], "Bob": [4, 3]})
    assert _settle(Format.MATCH, halved, stakes=per_hole)["balances"] == {"Ann": 0, "Bob": 0}


def test_match_of_three_sides() -> None:
    """Holes won: Ann 2, Bob 1, Cat 0. Per match Ann collects 1.00 from each; per hole up
    every pair settles the difference: Ann +1 +2 = 3, Bob -1 +1 = 0, Cat -3."""
    data = round_file({"Ann": [3, 3, 4], "Bob": [4, 4, 3], "Cat": [5, 5, 5]})
    assert _settle(Format.MATCH, data, stakes=Stakes(match=100))["balances"] == {
        "Ann": 200, "Bob": -100, "Cat": -100}
    per_hole = Stakes(match=100, match_pay=MatchPay.HOLE)
    assert _settle(Format.MATCH, data, stakes=per_hole)["balances"] == {
        "Ann": 300, "Bob": 0, "Cat": -300}


def test_skins_pot_with_leftover_cents() -> None:
    """Buy-in 3.33 from three players: a pot of 9.99. Ann wins hole 1, Bob hole 2, hole 3
    is tied (unawarded). 999 // 2 = 499 a skin, 1 cent left over, paid to the earliest skin
    (Ann's): Ann 500 - 333 = +167, Bob 499 - 333 = +166, Cat -333."""
    data = round_file({"Ann": [3, 4, 4], "Bob": [4, 3, 4], "Cat": [4, 4, 4]})
    result = score(Format.SKINS, [RoundCard.from_dict(data)],
                   Options(stakes=Stakes(buy_in=333)))
    assert result["pot"] == {"cents": 999, "skins_won": 2, "per_skin": 499,
                             "leftover_cents": 1, "unawarded_skins": 1}
    assert result["settlement"] == {
        "balances": {"Ann": 167, "Bob": 166, "Cat": -333},
        "transfers": [{"from": "Cat", "to": "Ann", "cents": 167},
                      {"from": "Cat", "to": "Bob", "cents": 166}],
    }


def test_skins_per_skin_and_with_no_skin_won() -> None:
    """Per skin at 0.50 each skin is paid by both others: Ann +1.00 - 0.50 = +0.50, Bob the
    same, Cat -1.00. A round of ties returns every buy-in."""
    sides = {"Ann": [3, 4, 4], "Bob": [4, 3, 4], "Cat": [4, 4, 4]}
    data = round_file(sides)
    assert _settle(Format.SKINS, data, stakes=Stakes(skin=50))["balances"] == {
        "Ann": 50, "Bob": 50, "Cat": -100}
    tied = skins({"Ann": [4, 4], "Bob": [4, 4]})
    pot = skins_pot(tied, 500)
    assert (pot.pot, pot.per_skin, dict(pot.amounts)) == (1000, 0, {"Ann": 0, "Bob": 0})


def test_stableford_points_money() -> None:
    """Par 4s: Ann 3, 4 -> 3 + 2 = 5 points; Bob 4, 5 -> 2 + 1 = 3. At 0.20 a point Ann
    collects 2 x 0.20 from Bob."""
    data = round_file({"Ann": [3, 4], "Bob": [4, 5]})
    assert _settle(Format.STABLEFORD, data, stakes=Stakes(point=20))["balances"] == {
        "Ann": 40, "Bob": -40}


def test_tournament_stroke_money() -> None:
    """Two rounds: Ann 8 + 10 = 18, Bob 9 + 8 = 17: Bob collects one stroke."""
    one = RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [5, 4]}))
    two = RoundCard.from_dict(round_file({"Bob": [4, 4], "Ann": [5, 5]}))
    result = score(Format.TOURNAMENT, [one, two], Options(stakes=Stakes(stroke=100)))
    assert result["settlement"] == {"balances": {"Ann": -100, "Bob": 100},
                                    "transfers": [{"from": "Ann", "to": "Bob", "cents": 100}]}
