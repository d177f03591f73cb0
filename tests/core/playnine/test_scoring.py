"""Scoring a layout: every worked check of play-nine.md, one test each, and the invariants."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.playnine.deck import DECK_SIZE, HOLE_IN_ONE, VALUES, deck
from golfstudio.playnine.errors import PlayNineError
from golfstudio.playnine.scoring import (
    HOLE_IN_ONES,
    explain,
    layout_score,
    parse_layout,
)


def score(text: str) -> int:
    cards = parse_layout(text)
    assert layout_score(cards) == explain(cards).total
    return layout_score(cards)


def test_check_two_matched_threes_earn_the_bonus() -> None:
    assert score("3 3 7 1 / 3 3 8 2") == 8


def test_check_four_matched_fives() -> None:
    assert score("5 5 5 5 / 5 5 5 5") == -20


def test_check_one_hole_in_one_column_adds_up() -> None:
    assert score("-5 4 6 9 / -5 2 6 10") == 15


def test_check_two_hole_in_one_columns_and_their_bonus() -> None:
    assert score("-5 -5 0 12 / -5 -5 0 11") == -7


def test_check_two_zero_columns_earn_the_bonus() -> None:
    assert score("0 0 4 9 / 0 0 5 1") == 9


def test_check_three_matched_columns_of_different_values_earn_no_bonus() -> None:
    assert score("-5 1 2 3 / 4 1 2 3") == -1


def test_check_three_matched_sixes() -> None:
    assert score("6 6 6 2 / 6 6 6 3") == -10


def test_the_rulebook_four_hole_in_ones_are_minus_thirty() -> None:
    # "soit au total -30 coups (-5 coups par carte, plus le bonus)"
    assert explain(parse_layout("-5 -5 1 2 / -5 -5 3 4")).total == -30 + 10


def test_the_explanation_names_columns_and_bonuses() -> None:
    scored = explain(parse_layout("3 3 7 1 / 3 3 8 2"))
    assert scored.matched == (True, True, False, False)
    assert scored.column_points == (0, 0, 15, 3)
    assert [(g.value, g.columns, g.bonus) for g in scored.bonuses] == [(3, (0, 1), -10)]


def test_two_groups_each_earn_their_bonus() -> None:
    # play-nine.md: two 3-columns and two 7-columns: -20.
    assert score("3 7 3 7 / 3 7 3 7") == -20


@pytest.mark.parametrize(("text", "message"), [
    ("3 3 7 1 3 3 8 2", "two rows of 4 cards with a / between them"),
    ("3 3 7 / 3 3 8 2", "the top row has 3 cards, not 4"),
    ("3 3 7 1 / 3 3 8 2 4", "the bottom row has 5 cards, not 4"),
    ("3 3 x 1 / 3 3 8 2", "'x' in the top row is not a card"),
    ("3 3 7 1 / 3 3 8 13", "13 in the bottom row is not a card of the game"),
    ("3 3 7 1 / 3 -4 8 2", "-4 in the bottom row is not a card of the game"),
    ("-5 -5 -5 1 / -5 -5 3 3", "only 4 hole-in-one cards, not 5"),
    ("1 / 2 / 3", "two rows"),
])
def test_a_malformed_layout_is_named(text: str, message: str) -> None:
    with pytest.raises(PlayNineError, match=message):
        parse_layout(text)


def test_a_huge_layout_is_refused_in_a_short_line() -> None:
    with pytest.raises(PlayNineError) as caught:
        parse_layout("7 " * 1_000_000)
    assert len(str(caught.value)) < 200


def test_the_typographic_minus_is_read() -> None:
    assert parse_layout("−5 4 6 9 / –5 2 6 10")[0] == -5


def test_the_deck_is_the_rulebooks() -> None:
    counts = dict(zip(VALUES, deck().counts, strict=True))
    assert sum(counts.values()) == DECK_SIZE == 108
    assert counts[HOLE_IN_ONE] == HOLE_IN_ONES == 4
    assert all(counts[v] == 8 for v in range(13))
    assert deck().names[0] == "Mulligan" and deck().names[12] == "Out of bounds"


def _deck_cards() -> list[int]:
    return [v for v, c in zip(VALUES, deck().counts, strict=True) for _ in range(c)]


layouts = st.permutations(_deck_cards()).map(lambda cards: tuple(cards[:8]))


@given(layouts, st.permutations(range(4)))
def test_a_layout_scores_the_same_with_its_columns_in_any_order(
        cards: tuple[int, ...], order: list[int]) -> None:
    moved = [cards[c] for c in order] + [cards[c + 4] for c in order]
    assert layout_score(moved) == layout_score(cards) == explain(moved).total


@given(layouts)
def test_a_column_turned_upside_down_scores_the_same(cards: tuple[int, ...]) -> None:
    flipped = list(cards)
    flipped[0], flipped[4] = flipped[4], flipped[0]
    assert layout_score(flipped) == layout_score(cards)


@given(layouts)
def test_the_score_is_the_unmatched_cards_plus_the_rules_for_matches(
        cards: tuple[int, ...]) -> None:
    """An independent statement of the rules: unmatched columns count their cards, a matched
    column 0 (-10 for hole in ones), and the matched columns of each value earn the table's
    bonus."""
    plain = 0
    matched: Counter[int] = Counter()
    for c in range(4):
        top, bottom = cards[c], cards[c + 4]
        if top == bottom:
            matched[top] += 1
            plain += -10 if top == HOLE_IN_ONE else 0
        else:
            plain += top + bottom
    bonus = sum({2: -10, 3: -15, 4: -20}[n] if v != HOLE_IN_ONE else -10
                for v, n in matched.items() if n >= 2)
    assert layout_score(cards) == plain + bonus
