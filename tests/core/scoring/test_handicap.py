"""Handicap strokes by stroke index and the WHS numbers, checked against hand-worked values."""

from __future__ import annotations

import pytest

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    HandicapIndex,
    adjusted_gross_score,
    course_handicap,
    handicap_index,
    index_history,
    net_scores,
    playing_handicap,
    score_differential,
    strokes_received,
)
from tests.core.scoring.examples import ULTIMATE_SI


def holes_with(strokes: list[int], count: int) -> list[int]:
    """1-based holes that receive exactly ``count`` strokes."""
    return [hole for hole, given in enumerate(strokes, 1) if given == count]


# --- strokes by stroke index -------------------------------------------------------------


def test_rulebook_check_one_two_three_strokes_on_the_ultimate_golf_table() -> None:
    """scoring.md: 1 stroke -> hole 6; 2 -> holes 6 and 18; 3 -> holes 6, 18 and 3."""
    assert holes_with(strokes_received(ULTIMATE_SI, 1), 1) == [6]
    assert holes_with(strokes_received(ULTIMATE_SI, 2), 1) == [6, 18]
    assert holes_with(strokes_received(ULTIMATE_SI, 3), 1) == [3, 6, 18]
    assert sum(strokes_received(ULTIMATE_SI, 3)) == 3


def test_no_handicap_no_strokes() -> None:
    assert strokes_received(ULTIMATE_SI, 0) == [0] * 18


def test_eighteen_strokes_give_one_on_every_hole() -> None:
    assert strokes_received(ULTIMATE_SI, 18) == [1] * 18


def test_handicap_20_gives_a_second_stroke_on_si_1_and_2() -> None:
    strokes = strokes_received(ULTIMATE_SI, 20)
    assert holes_with(strokes, 2) == [6, 18]
    assert holes_with(strokes, 1) == [h for h in range(1, 19) if h not in (6, 18)]


def test_handicap_40_gives_two_everywhere_and_a_third_on_si_1_to_4() -> None:
    strokes = strokes_received(ULTIMATE_SI, 40)
    assert holes_with(strokes, 3) == [3, 6, 14, 18]
    assert len(holes_with(strokes, 2)) == 14
    assert sum(strokes) == 40


def test_plus_handicap_gives_strokes_back_on_the_easiest_holes() -> None:
    """scoring.md: a plus handicap gives strokes back on SI n, n-1, … (holes 13, 7, 12)."""
    assert holes_with(strokes_received(ULTIMATE_SI, -1), -1) == [13]
    assert holes_with(strokes_received(ULTIMATE_SI, -3), -1) == [7, 12, 13]
    assert sum(strokes_received(ULTIMATE_SI, -3)) == -3


def test_plus_handicap_beyond_the_holes() -> None:
    strokes = strokes_received(ULTIMATE_SI, -20)
    assert holes_with(strokes, -2) == [7, 13]
    assert len(holes_with(strokes, -1)) == 16


@pytest.mark.parametrize(
    ("stroke_indexes", "fragment"),
    [
        ([1, 1, 3], "1 is on holes 1, 2"),
        ([1, 2, 4], "4 on hole 3 is out of range"),
        ([2, 3, 4], "1 missing"),
        ([0, 1, 2], "0 on hole 1 is out of range"),
    ],
)
def test_stroke_indexes_must_be_a_permutation(stroke_indexes: list[int], fragment: str) -> None:
    with pytest.raises(ScoreError, match=r"permutation of 1\.\.3") as caught:
        strokes_received(stroke_indexes, 1)
    assert fragment in str(caught.value)


def test_no_holes_and_a_text_handicap_are_refused() -> None:
    with pytest.raises(ScoreError, match="at least one hole"):
        strokes_received([], 1)
    with pytest.raises(ScoreError, match="whole number"):
        strokes_received([1, 2], "3")  # type: ignore[arg-type]


# --- net and adjusted gross --------------------------------------------------------------


def test_net_scores_take_the_strokes_off() -> None:
    assert net_scores([5, 4, 6], [1, 0, 2]) == [4, 4, 4]
    assert net_scores([3, 4], [-1, 0]) == [4, 4]
    with pytest.raises(ScoreError, match="different numbers of holes"):
        net_scores([5, 4], [1])


def test_adjusted_gross_caps_each_hole_at_net_double_bogey() -> None:
    # hole 1: 9 capped at 4 + 2 + 1 = 7; hole 3: 8 capped at 5 + 2 + 0 = 7
    assert adjusted_gross_score([9, 3, 8], [4, 3, 5], [1, 0, 0]) == 7 + 3 + 7
    # a plus handicap lowers the cap: 4 + 2 - 1 = 5
    assert adjusted_gross_score([7], [4], [-1]) == 5


# --- score differential ------------------------------------------------------------------


def test_score_differential_standard_slope() -> None:
    assert score_differential(85, 72.3) == 12.7


def test_score_differential_with_slope() -> None:
    # 113 / 130 × (90 - 71.5) = 16.080… -> 16.1
    assert score_differential(90, 71.5, 130) == 16.1


def test_score_differential_rounds_half_up_not_like_float_round() -> None:
    # 80 - 72.45 = 7.55 exactly; float arithmetic gives 7.549999… and round() 7.5
    assert round(80 - 72.45, 1) == 7.5
    assert score_differential(80, 72.45) == 7.6
    assert score_differential(70, 72.45) == -2.5


def test_score_differential_refuses_a_slope_out_of_range() -> None:
    with pytest.raises(ScoreError, match="55 to 155"):
        score_differential(80, 72.0, 200)


# --- handicap index: the WHS table ----------------------------------------------------------

# differentials n-1+10, …, 11, 10 oldest first: the lowest k are 10, 11, …, and the indexes
# computed along the way only fall, so no cap ever binds.
WHS_TABLE = {
    3: (8.0, 1),  # lowest 1 minus 2.0
    4: (9.0, 1),  # lowest 1 minus 1.0
    5: (10.0, 1),  # lowest 1
    6: (9.5, 2),  # mean of lowest 2 (10.5) minus 1.0
    7: (10.5, 2),
    8: (10.5, 2),
    9: (11.0, 3),
    10: (11.0, 3),
    11: (11.0, 3),
    12: (11.5, 4),
    13: (11.5, 4),
    14: (11.5, 4),
    15: (12.0, 5),
    16: (12.0, 5),
    17: (12.5, 6),
    18: (12.5, 6),
    19: (13.0, 7),
    20: (13.5, 8),
}


@pytest.mark.parametrize(("count", "expected"), sorted(WHS_TABLE.items()))
def test_whs_table_row(count: int, expected: tuple[float, int]) -> None:
    differentials = [10.0 + k for k in reversed(range(count))]
    index, used = expected
    assert handicap_index(differentials) == HandicapIndex(index=index, used=used, count=count)


def test_more_than_20_differentials_use_the_lowest_8_of_the_latest_20() -> None:
    differentials = [10.0 + k for k in reversed(range(25))]
    assert handicap_index(differentials) == HandicapIndex(index=13.5, used=8, count=20)


def test_only_the_most_recent_20_count() -> None:
    """A 5.0 that is the 20th-latest counts (9.4); one round later it has dropped out (10.0)."""
    with_it = [10.0] * 19 + [5.0] + [10.0] * 19
    assert handicap_index(with_it) == HandicapIndex(index=9.4, used=8, count=20)  # 75/8=9.375
    assert handicap_index([*with_it, 10.0]) == HandicapIndex(index=10.0, used=8, count=20)


def test_index_rounds_half_up_with_decimal() -> None:
    # 7 differentials: mean of the lowest 2 = (16.2 + 16.3) / 2 = 16.25 exactly
    assert round((16.2 + 16.3) / 2, 1) == 16.2  # what round() would give
    assert handicap_index([16.2, 16.3, 30, 30, 30, 30, 30]).index == 16.3


def test_index_is_at_most_54() -> None:
    assert handicap_index([70.0, 80.0, 90.0]).index == 54.0
    assert handicap_index([60.0] * 5).index == 54.0
    assert handicap_index([53.9] * 5).index == 53.9


def test_plus_index() -> None:
    assert handicap_index([-1.5, 2.0, 3.0]).index == -3.5


def test_fewer_than_three_differentials_give_no_index() -> None:
    with pytest.raises(ScoreError, match="at least 3 score differentials, got 2"):
        handicap_index([10.0, 12.0])


def test_a_differential_must_be_a_finite_number() -> None:
    with pytest.raises(ScoreError, match="differential 2"):
        handicap_index([10.0, float("nan"), 12.0])
    with pytest.raises(ScoreError, match="differential 3"):
        handicap_index([10.0, 11.0, "12"])  # type: ignore[list-item]


# --- caps ---------------------------------------------------------------------------------


def test_soft_cap_keeps_half_of_the_rise_above_low_plus_3() -> None:
    """Low index 8.0 (after round 3: 10.0 - 2.0); uncapped (30 + 5 × 13.2) / 8 = 12.0, a rise
    of 4.0: 8.0 + 3.0 + 1.0 / 2 = 11.5."""
    differentials = [10.0] * 3 + [13.2] * 17
    assert index_history(differentials)[2] == 8.0
    assert handicap_index(differentials) == HandicapIndex(index=11.5, used=8, count=20)


def test_soft_cap_result_rounds_half_up() -> None:
    # uncapped (30 + 5 × 13.36) / 8 = 12.1, rise 4.1 -> 8.0 + 3.0 + 0.55 = 11.55 -> 11.6
    assert handicap_index([10.0] * 3 + [13.36] * 17).index == 11.6


def test_hard_cap_at_low_plus_5() -> None:
    """Uncapped (30 + 5 × 20) / 8 = 16.25 -> 16.3; soft cap gives 13.7, hard cap 8.0 + 5.0."""
    assert handicap_index([10.0] * 3 + [20.0] * 17).index == 13.0


def test_no_cap_before_20_differentials() -> None:
    """*Decision*: with 19 differentials the rise of 3.8 over the low 8.0 stands:
    (30 + 4 × 13.2) / 7 = 11.83 -> 11.8."""
    assert handicap_index([10.0] * 3 + [13.2] * 16).index == 11.8


def test_low_index_only_looks_at_the_last_20_rounds() -> None:
    """The 8.0 after round 3 is out of the window at round 40: no cap, index 13.2."""
    differentials = [10.0] * 3 + [13.2] * 37
    assert handicap_index(differentials).index == 13.2


def test_index_history_is_none_until_three_rounds() -> None:
    assert index_history([10.0, 11.0, 12.0, 13.0]) == [None, None, 8.0, 9.0]


# --- course and playing handicaps ----------------------------------------------------------


def test_course_handicap_defaults_to_the_index_rounded_half_up() -> None:
    assert course_handicap(12.5) == 13
    assert course_handicap(12.4) == 12
    assert course_handicap(0.0) == 0
    assert course_handicap(12.5, par=72) == 13


def test_course_handicap_with_slope_and_rating() -> None:
    # 10.0 × 130 / 113 + (73.1 - 72) = 11.504 + 1.1 = 12.6 -> 13
    assert course_handicap(10.0, slope=130, course_rating=73.1, par=72) == 13


def test_course_rating_needs_par() -> None:
    with pytest.raises(ScoreError, match="par"):
        course_handicap(10.0, course_rating=73.1)


def test_playing_handicap_allowances_round_half_up() -> None:
    assert playing_handicap(20, 0.95) == 19
    assert playing_handicap(13, 0.85) == 11  # 11.05
    assert playing_handicap(10, 0.85) == 9  # 8.5; round() would say 8
    assert playing_handicap(10, 1.0) == 10
    with pytest.raises(ScoreError, match="between 0 and 1"):
        playing_handicap(10, 95)


@pytest.mark.parametrize("huge", [1e27, -1e30, 1e300, 1_000_001])
def test_numbers_past_a_million_are_refused_not_a_decimal_overflow(huge: float) -> None:
    """Issue 27 §12: 1e30 overflowed Decimal's 28 digits (decimal.InvalidOperation)."""
    with pytest.raises(ScoreError, match="must be from -1,000,000 to 1,000,000"):
        handicap_index([huge, 1.0, 2.0])
    with pytest.raises(ScoreError, match="must be from -1,000,000 to 1,000,000"):
        score_differential(72, huge)
    assert handicap_index([1_000_000, -1_000_000, 0]).count == 3
