"""Strokes on a lane: the rulebook's worked checks, and the windowed search against a search
with room to spare for small clubs."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.strokes import UNREACHABLE, lane_strokes, strokes_table


def test_the_rulebooks_example_takes_five_strokes() -> None:
    table = strokes_table((112, 79, 5, 2), 400)
    assert table.strokes(263) == 5
    assert table.combination(263) == [112, 79, 79, -5, -2]


def test_a_length_the_clubs_cannot_reach_scores_99() -> None:
    table = strokes_table((4, 6, 10, 12), 200)
    assert table.strokes(101) == UNREACHABLE and table.combination(101) is None
    assert not table.reachable(101)
    assert table.strokes(102) == 9
    combination = table.combination(102)
    assert combination is not None and sum(combination) == 102 and len(combination) == 9


def test_a_reachable_lane_scores_its_true_minimum_even_above_99() -> None:
    table = strokes_table((349, 350, 350, 350), 100)
    assert table.strokes(100) == 200  # 100 × 350 − 100 × 349
    assert table.strokes(0) == 0 and table.combination(0) == []


@pytest.mark.parametrize(("clubs", "longest", "message"), [
    ((1, 2, 3), 10, "a player has 4 clubs, not 3"),
    ((1, 2, 3, 0), 10, "a club is a whole number from 1 to 10000, not 0"),
    ((1, 2, 3, 4), 10**9, "the longest lane is a whole number from 0 to 100,000"),
])
def test_bad_clubs_and_lengths_are_refused_in_words(clubs: tuple[int, ...], longest: int,
                                                    message: str) -> None:
    with pytest.raises(PbmError, match=message):
        strokes_table(clubs, longest)
    with pytest.raises(PbmError, match="a lane's length is a whole number from 0 to 10"):
        strokes_table((1, 2, 3, 4), 10).strokes(11)


def _wide_search(clubs: tuple[int, ...], length: int) -> int:
    """A breadth-first search over a window ten times wider than the proof needs."""
    bound = 10 * (length + max(clubs))
    seen = {0: 0}
    queue = deque([0])
    while queue:
        at = queue.popleft()
        if at == length:
            return seen[at]
        for club in clubs:
            for to in (at + club, at - club):
                if -bound <= to <= bound and to not in seen:
                    seen[to] = seen[at] + 1
                    queue.append(to)
    return UNREACHABLE


@settings(max_examples=60, deadline=None)
@given(clubs=st.tuples(*[st.integers(1, 30)] * 4), length=st.integers(0, 120))
def test_the_window_finds_every_true_minimum(clubs: tuple[int, ...], length: int) -> None:
    table = strokes_table(clubs, length)
    assert table.strokes(length) == _wide_search(clubs, length)
    combination = table.combination(length)
    if combination is not None:
        assert sum(combination) == length and len(combination) == table.strokes(length)
        assert all(abs(club) in clubs for club in combination)


@given(clubs=st.tuples(*[st.integers(1, 350)] * 4),
       lanes=st.lists(st.integers(0, 400), min_size=1, max_size=6))
def test_an_evaluations_lane_strokes_are_the_tables(clubs: tuple[int, ...],
                                                     lanes: list[int]) -> None:
    """The bit-level search the evaluation uses finds what the table finds, lane by lane."""
    table = strokes_table(clubs, max(lanes))
    assert lane_strokes(clubs, lanes) == tuple(table.strokes(length) for length in lanes)


def test_lane_strokes_checks_its_input_and_knows_the_worked_checks() -> None:
    assert lane_strokes((112, 79, 5, 2), [263]) == (5,)
    assert lane_strokes((4, 6, 10, 12), [101, 102, 0]) == (99, 9, 0)
    assert lane_strokes((349, 350, 350, 350), [100]) == (200,)
    with pytest.raises(PbmError, match="a lane's length is a whole number from 0 to 100,000"):
        lane_strokes((1, 2, 3, 4), [-1])
