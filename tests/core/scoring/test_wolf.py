"""Wolf, hand-scored: tee order Ann, Bob, Cat, Dan; the wolf rotates in that order."""

from __future__ import annotations

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.stakes import Stakes
from golfstudio.scoring.wolf import WolfChoice, wolf
from tests.core.scoring.examples import round_file

#            1  2  3  4  5
SCORES = {"Ann": [4, 3, 5, 4, 4],
          "Bob": [5, 2, 6, 4, 4],
          "Cat": [4, 4, 4, 5, 5],
          "Dan": [6, 3, 5, 3, 4]}
CHOICES = [WolfChoice(1, "Cat"), WolfChoice(2), WolfChoice(3, blind=True),
           WolfChoice(4, "Bob"), WolfChoice(5)]


def test_a_hand_scored_round() -> None:
    """hole 1: wolf Ann takes Cat; their best 4 beats Bob/Dan's 5: Ann, Cat +1; Bob, Dan -1.
    hole 2: Bob alone (x2); his 2 beats the others' best 3: Bob +6, the others -2 each.
    hole 3: Cat blind (x3); her 4 beats 5: Cat +9, the others -3 each.
    hole 4: Dan takes Bob; best 3 beats Ann/Cat's 4: Dan, Bob +1; Ann, Cat -1.
    hole 5: Ann alone (x2); her 4 ties Bob's and Dan's 4: halved, no points.
    Totals: Ann 1-2-3-1 = -5, Bob -1+6-3+1 = 3, Cat 1-2+9-1 = 7, Dan -1-2-3+1 = -5."""
    result = wolf(SCORES, CHOICES)
    assert [h.wolf for h in result.holes] == ["Ann", "Bob", "Cat", "Dan", "Ann"]
    assert [h.multiplier for h in result.holes] == [1, 2, 3, 1, 2]
    assert [h.winners for h in result.holes] == [("Ann", "Cat"), ("Bob",), ("Cat",),
                                                 ("Dan", "Bob"), ()]
    assert dict(result.holes[1].points) == {"Ann": -2, "Bob": 6, "Cat": -2, "Dan": -2}
    assert dict(result.points) == {"Ann": -5, "Bob": 3, "Cat": 7, "Dan": -5}


def test_a_lone_wolf_who_loses_pays_each_of_the_three() -> None:
    """Ann alone on hole 1 with 5 against Bob's 4: Ann -6, the others +2 each."""
    result = wolf({"Ann": [5], "Bob": [4], "Cat": [6], "Dan": [6]}, [WolfChoice(1)])
    assert dict(result.points) == {"Ann": -6, "Bob": 2, "Cat": 2, "Dan": 2}


def test_money_at_a_point_stake() -> None:
    """Points are already won from someone: at 1.00 a point Ann and Dan owe 5.00 each, Bob
    and Cat are owed 3.00 and 7.00: no two add up to zero, so 3 transfers."""
    card = RoundCard.from_dict(round_file(SCORES))
    result = score(Format.WOLF, [card], Options(stakes=Stakes(point=100)),
                   events=RoundEvents(wolf=tuple(CHOICES)))
    settlement = result["settlement"]
    assert isinstance(settlement, dict)
    assert settlement["balances"] == {"Ann": -500, "Bob": 300, "Cat": 700, "Dan": -500}
    assert len(settlement["transfers"]) == 3


@pytest.mark.parametrize(
    ("choices", "message"),
    [
        ([WolfChoice(1, "Ann")], "Ann is the wolf and cannot be their own partner"),
        ([WolfChoice(1, "Zed")], 'partner "Zed" is not a player'),
        ([WolfChoice(9)], "wolf choice for hole 9: the round has 5 holes"),
        ([WolfChoice(1), WolfChoice(1, "Bob")], "hole 1 has two wolf choices"),
        (CHOICES[:4], r"hole 5 has scores but no choice of the wolf \(Ann\)"),
    ],
)
def test_choices_are_checked_against_the_card(choices: list[WolfChoice], message: str) -> None:
    with pytest.raises(ScoreError, match=message):
        wolf(SCORES, choices)


def test_bad_choices_and_player_counts() -> None:
    with pytest.raises(ScoreError, match="a blind wolf plays alone"):
        WolfChoice(1, "Bob", blind=True)
    with pytest.raises(ScoreError, match="hole number from 1"):
        WolfChoice(0)
    with pytest.raises(ScoreError, match="four players, got 3"):
        wolf({"Ann": [4], "Bob": [4], "Cat": [4]}, [WolfChoice(1)])


def test_holes_not_played_need_no_choice_yet() -> None:
    live: dict[str, list[int | None]] = {name: [*row[:2], None, None, None]
                                         for name, row in SCORES.items()}
    assert dict(wolf(live, CHOICES[:2]).points) == {"Ann": -1, "Bob": 5, "Cat": -1, "Dan": -3}
