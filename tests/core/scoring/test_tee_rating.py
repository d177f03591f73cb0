"""Course handicaps and differentials from a tee's rating and slope (rules/scoring.md,
"Decisions taken turn 3"), against known WHS examples; a rated nine the WHS 2024 way."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    course_handicap,
    expected_nine_hole_differential,
    nine_hole_score_differential,
    score_differential,
)
from golfstudio.scoring.tee_rating import TeeRating, check_rating, rating_range

INDEXES = st.decimals(min_value=-10, max_value=54, places=1).map(float)


def test_the_known_whs_example_index_12_4_from_a_71_2_125_tee_on_a_par_72() -> None:
    # 12.4 × 125 / 113 + (71.2 − 72) = 13.717… − 0.8 = 12.917… → 13
    assert course_handicap(12.4, 125, 71.2, 72) == 13
    assert TeeRating(71.2, 125, 72, 18).course_handicap(12.4) == 13


def test_more_known_course_handicaps() -> None:
    # 10 × 121 / 113 + (70 − 72) = 8.71 → 9; 20 × 115 / 113 + (68 − 71) = 17.35 → 17
    assert TeeRating(70.0, 121, 72, 18).course_handicap(10.0) == 9
    assert TeeRating(68.0, 115, 71, 18).course_handicap(20.0) == 17
    # A plus handicap on a hard tee: −2.0 × 140 / 113 + (74.5 − 72) = −2.478 + 2.5 → 0
    assert TeeRating(74.5, 140, 72, 18).course_handicap(-2.0) == 0
    assert TeeRating(70.0, 121, 72, 18).course_handicap(None) == 0


@given(INDEXES, st.integers(min_value=-20, max_value=80), st.sampled_from([1, 9, 18, 36]))
def test_a_tabletop_course_handicap_is_the_index(index: float, par: int, holes: int) -> None:
    """rules/scoring.md: rating = par, slope 113 → course handicap = the index, rounded half
    up, on a course of any length (the rated nine's halving is for rated tees only)."""
    assert TeeRating.tabletop(par, holes).course_handicap(index) == course_handicap(index)


def test_a_rated_nine_takes_half_the_index() -> None:
    """WHS Rule 6.1b: (14.0 ÷ 2) × 125 / 113 + (36.0 − 36) = 7.74 → 8."""
    nine = TeeRating(36.0, 125, 36, 9)
    assert nine.nine_holes
    assert nine.course_handicap(14.0) == 8
    assert course_handicap(14.0, 125, 36.0, 36, nine_holes=True) == 8
    assert not TeeRating.tabletop(36, 9).nine_holes


def test_the_nine_hole_differential_adds_the_expected_other_nine() -> None:
    """WHS 2024 (Rule 5.1b): 45 on a nine rated 36.0 / 125 by index 14.0 →
    113 / 125 × 9 = 8.136 (unrounded) + expected 0.52 × 14.0 + 1.2 = 8.48 → 16.6."""
    assert expected_nine_hole_differential(14.0) == pytest.approx(8.48)
    assert nine_hole_score_differential(45, 36.0, 125, 14.0) == 16.6
    assert TeeRating(36.0, 125, 36, 9).differential(45, 14.0) == 16.6
    # Index 0.0: expected 1.2; 38 on a 35.5 / 113 nine → 2.5 + 1.2 = 3.7.
    assert nine_hole_score_differential(38, 35.5, 113, 0.0) == 3.7


def test_with_no_index_the_nine_played_counts_twice() -> None:
    """Decision (docs/scoring.md): no index, no expectation — 8.136 × 2 = 16.27 → 16.3."""
    assert nine_hole_score_differential(45, 36.0, 125, None) == 16.3


def test_eighteen_holes_and_tabletop_nines_use_the_plain_differential() -> None:
    assert TeeRating(71.2, 125, 72, 18).differential(85, 12.4) == score_differential(
        85, 71.2, 125) == 12.5  # 113 / 125 × 13.8 = 12.475… → 12.5
    assert TeeRating.tabletop(27, 9).differential(30, 12.4) == 3.0


@pytest.mark.parametrize(("rating", "slope", "par", "holes", "words"), [
    (71.2, 54, 72, 18, "slope rating is a whole number from 55 to 155"),
    (71.2, 156, 72, 18, "slope rating is a whole number from 55 to 155"),
    (71.2, 125.5, 72, 18, "slope rating is a whole number"),
    (35.1, 125, 72, 18, "too far from par 72: on 18 holes it lies from 60 to 84"),
    (712.0, 125, 72, 18, "too far from par 72"),
    (44.0, 125, 36, 9, "on 9 holes it lies from 30 to 42"),
    (71.25, 125, 72, 18, "one decimal"),
    (float("nan"), 125, 72, 18, "must be a number"),
    ("71.2", 125, 72, 18, "must be a number"),
    (71.2, 125, 72, 12, "for 9 or 18 holes"),
])
def test_a_wrong_rating_or_slope_is_refused_in_words(rating: object, slope: object, par: int,
                                                     holes: int, words: str) -> None:
    with pytest.raises(ScoreError, match=words):
        check_rating(rating, slope, par, holes)


def test_the_edges_of_the_ranges_are_taken() -> None:
    assert rating_range(72, 18) == (60.0, 84.0)
    assert check_rating(60.0, 55, 72, 18) == (60.0, 55)
    assert check_rating(84, 155, 72, 18) == (84.0, 155)
    assert check_rating(42.0, 113, 36, 9) == (42.0, 113)


@given(INDEXES, st.integers(min_value=55, max_value=155),
       st.decimals(min_value=-6, max_value=6, places=1).map(float))
def test_a_harder_slope_never_gives_fewer_strokes(index: float, slope: int,
                                                  over: float) -> None:
    """Invariant: for a positive index, more slope is never fewer strokes, and the rating
    over par adds its strokes one for one (within the rounding)."""
    tee = TeeRating(round(72 + over, 1), slope, 72, 18)
    harder = TeeRating(tee.course_rating, min(155, slope + 1), 72, 18)
    if index >= 0:
        assert harder.course_handicap(index) >= tee.course_handicap(index)
    exact = index * slope / 113 + (tee.course_rating - 72)
    assert abs(tee.course_handicap(index) - exact) <= 0.5 + 1e-9
