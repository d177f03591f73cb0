"""Nassau of more than two sides (issue 27 §4, scoring.md turn 3): every pair plays its own
Nassau, a round robin, each pair's automatic presses on its own; the money adds the pairs'."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.nassau import PressRequest, Segment, round_robin
from golfstudio.scoring.stakes import Stakes
from tests.core.scoring.examples import round_file

STAKES = Stakes(front=500, back=500, overall=1000, press=200)


def test_three_players_each_pair_its_own_nassau() -> None:
    """Four holes, front 1-2, back 3-4.

    hole  1 2 3 4
    Ann   3 3 4 4      Ann–Bob: front and overall Ann (holes 1, 2), back halved
    Bob   4 4 4 4      Ann–Cat: front Ann, back Cat (3, 4), overall halved 2-2
    Cat   4 4 3 3      Bob–Cat: front halved, back Cat, overall Cat
    """
    rows = {"Ann": [3, 3, 4, 4], "Bob": [4, 4, 4, 4], "Cat": [4, 4, 3, 3]}
    result = score(Format.NASSAU, [RoundCard.from_dict(round_file(rows))],
                   Options(stakes=STAKES))
    assert result["round_robin"] is True
    assert [(p["sides"], p["front"], p["back"], p["overall"]) for p in result["pairs"]] == [
        (["Ann", "Bob"], "Ann", None, "Ann"),
        (["Ann", "Cat"], "Ann", "Cat", None),
        (["Bob", "Cat"], None, "Cat", "Cat"),
    ]
    assert result["points"] == {"Ann": 3, "Bob": 0, "Cat": 3}
    # Ann +500 +1000 (Bob) +500 -500 (Cat); Cat +500 +1000 (Bob) -500 +500 (Ann).
    assert result["pairs"][0]["money"] == {"Ann": 1500, "Bob": -1500}
    assert result["settlement"]["balances"] == {"Ann": 1500, "Bob": -3000, "Cat": 1500}
    assert "presses" not in result["pairs"][0]


def test_four_players_presses_run_per_pair() -> None:
    """Ann wins every hole of the front four of eight: in each of her three pairs she is 2 up
    after hole 2, so each pair presses from hole 3; the pairs without Ann halve every hole
    and never press."""
    rows = {"Ann": [3] * 4 + [4] * 4, "Bob": [4] * 8, "Cat": [4] * 8, "Dan": [4] * 8}
    result = score(Format.NASSAU, [RoundCard.from_dict(round_file(rows))],
                   Options(auto_press=True, stakes=STAKES))
    pairs = {tuple(p["sides"]): p for p in result["pairs"]}
    assert list(pairs) == list(combinations(rows, 2))
    for other in ("Bob", "Cat", "Dan"):
        assert pairs[("Ann", other)]["presses"] == [
            {"segment": "front", "from_hole": 3, "winner": "Ann"}]
        assert pairs[("Ann", other)]["money"] == {"Ann": 1700, other: -1700}
    for pair in (("Bob", "Cat"), ("Bob", "Dan"), ("Cat", "Dan")):
        assert pairs[pair]["presses"] == []
        assert pairs[pair]["money"] == dict.fromkeys(pair, 0)
    assert result["settlement"]["balances"] == {"Ann": 5100, "Bob": -1700, "Cat": -1700,
                                                "Dan": -1700}


def test_press_requests_stay_two_sided() -> None:
    card = RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [4, 4], "Cat": [4, 4]}))
    with pytest.raises(ScoreError, match="exactly two sides; this Nassau has 3"):
        score(Format.NASSAU, [card],
              events=RoundEvents(presses=(PressRequest(2, "Ann", Segment.BACK),)))


rows_of = st.lists(st.integers(2, 7), min_size=6, max_size=6)


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 5).flatmap(lambda n: st.lists(rows_of, min_size=n, max_size=n)),
       st.booleans(), st.integers(1, 3))
def test_round_robin_is_each_pairs_own_nassau(rows: list[list[int]], auto: bool,
                                              trigger: int) -> None:
    """The round robin's money is the sum of each pair's two-sided Nassau scored alone, and
    adds up to zero."""
    names = ["Ann", "Bob", "Cat", "Dan", "Eve"][:len(rows)]
    sides = dict(zip(names, rows, strict=True))
    options = Options(auto_press=auto, press_trigger=trigger if auto else 2, stakes=STAKES)
    result = score(Format.NASSAU, [RoundCard.from_dict(round_file(sides))], options)
    balances = result["settlement"]["balances"]
    assert sum(balances.values()) == 0
    expected = dict.fromkeys(names, 0)
    for a, b in combinations(names, 2):
        alone = score(Format.NASSAU, [RoundCard.from_dict(round_file({a: sides[a],
                                                                       b: sides[b]}))], options)
        for name, cents in alone["settlement"]["balances"].items():
            expected[name] += cents
    assert balances == expected
    assert len(round_robin(sides)) == len(names) * (len(names) - 1) // 2
