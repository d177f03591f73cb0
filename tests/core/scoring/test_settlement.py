"""Settlement: the fewest transfers, exact for a game night, greedy beyond."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.settlement import (
    EXACT_LIMIT,
    Settlement,
    Transfer,
    amount_text,
    settle,
    transfer_line,
)


def _cleared(balances: dict[str, int], settlement: Settlement) -> bool:
    left = dict(balances)
    for t in settlement.transfers:
        assert t.cents > 0
        assert balances[t.payer] < 0 < balances[t.payee]
        left[t.payer] += t.cents
        left[t.payee] -= t.cents
    return all(value == 0 for value in left.values())


def test_four_players_without_a_zero_pair_need_three_transfers() -> None:
    """-5, +3, +7, -5: no two or three of them add up to zero, so 4 - 1 = 3 transfers."""
    balances = {"Ann": -500, "Bob": 300, "Cat": 700, "Dan": -500}
    result = settle(balances)
    assert len(result.transfers) == 3
    assert _cleared(balances, result)
    assert result.exact


def test_two_zero_pairs_need_two_transfers() -> None:
    """Largest-to-largest alone would pay Ann -> Bob 50 then need Cat and Dan: the pairs
    (Ann, Bob) and (Cat, Dan) each add up to zero, so 4 - 2 = 2 transfers."""
    result = settle({"Ann": -50, "Bob": 50, "Cat": 20, "Dan": -20})
    assert result.transfers == (Transfer("Ann", "Bob", 50), Transfer("Dan", "Cat", 20))


def test_fewer_transfers_than_largest_debtor_to_largest_creditor() -> None:
    """-9 +7 -2 +5 +6 -7. Largest debtor to largest creditor: Ann 7 to Bob (2 left), Fay 6
    to Eve (1 left), Ann 2 to Dan, Fay 1 to Dan, Cat 2 to Dan: 5 transfers. But {Bob +7,
    Fay -7} and {Ann -9, Cat -2, Dan +5, Eve +6} each add up to zero: 6 - 2 = 4 transfers."""
    found = {"Ann": -9, "Bob": 7, "Cat": -2, "Dan": 5, "Eve": 6, "Fay": -7}
    result = settle(found)
    assert len(result.transfers) == 4
    assert Transfer("Fay", "Bob", 7) in result.transfers
    assert _cleared(found, result)


def test_zero_balances_are_left_out() -> None:
    assert settle({"Ann": 0, "Bob": 0}).transfers == ()
    assert settle({}).to_json() == {"balances": {}, "transfers": []}


def test_balances_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ScoreError, match="add up to 1"):
        settle({"Ann": 1, "Bob": 0})


def test_json_and_printout_line() -> None:
    result = settle({"Ann": 1250, "Bob": -1250})
    assert result.to_json() == {"balances": {"Ann": 1250, "Bob": -1250},
                                "transfers": [{"from": "Bob", "to": "Ann", "cents": 1250}]}
    assert transfer_line(result.transfers[0]) == "Bob pays Ann 12.50"
    assert amount_text(5) == "0.05"
    assert amount_text(123456789) == "1,234,567.89"
    assert amount_text(-150) == "-1.50"


def _most_zero_groups(values: list[int]) -> int:
    """Brute force: the most groups adding up to zero that the values split into."""
    if not values:
        return 0
    first, rest = values[0], values[1:]
    best = 0
    for size in range(len(rest) + 1):
        for chosen in itertools.combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in chosen) == 0:
                others = [v for i, v in enumerate(rest) if i not in chosen]
                best = max(best, 1 + _most_zero_groups(others))
    return best


@st.composite
def balances(draw: st.DrawFn, most: int = 7) -> dict[str, int]:
    """Zero-sum balances from small amounts, so that zero groups are common."""
    values = draw(st.lists(st.integers(min_value=-6, max_value=6), min_size=1, max_size=most))
    values.append(-sum(values))
    return {f"P{i}": value for i, value in enumerate(values)}


@given(balances())
def test_transfers_are_the_fewest_and_clear_every_balance(found: dict[str, int]) -> None:
    result = settle(found)
    assert _cleared(found, result)
    nonzero = [value for value in found.values() if value]
    assert len(result.transfers) == len(nonzero) - _most_zero_groups(nonzero)


def test_a_full_game_night_is_exact_and_quick() -> None:
    rng = random.Random(17)
    values = [rng.randint(-3000, 3000) for _ in range(EXACT_LIMIT - 1)]
    found = {f"P{i}": value or 1 for i, value in enumerate(values)}
    found["Last"] = -sum(found.values())
    result = settle(found)
    assert result.exact
    assert _cleared(found, result)


def test_beyond_the_limit_greedy_still_clears_everything() -> None:
    rng = random.Random(4)
    found = {f"P{i}": rng.randint(1, 900) * rng.choice((-1, 1)) for i in range(EXACT_LIMIT + 5)}
    found["Last"] = -sum(found.values()) or 0
    result = settle(found)
    assert not result.exact
    assert _cleared(found, result)
    nonzero = sum(1 for value in found.values() if value)
    assert len(result.transfers) <= nonzero - 1
