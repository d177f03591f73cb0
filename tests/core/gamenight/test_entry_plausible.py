"""The plausible maximum of a hole score (issue 27 §7): par + 10 by default, a course's own
margin when given, and per game where it applies."""

from __future__ import annotations

import pytest

from golfstudio.gamenight.entry import DEFAULT_OVER_PAR, entry_rule, plausible_maximum


def test_par_plus_ten_by_default_and_a_courses_own_margin() -> None:
    assert DEFAULT_OVER_PAR == 10
    assert plausible_maximum(4) == 14
    assert plausible_maximum(3, None) == 13
    assert plausible_maximum(5, 3) == 8
    assert plausible_maximum(4, 0) == 4
    assert plausible_maximum(4, -1) is None  # the course asks for no limit


@pytest.mark.parametrize(("game", "par", "most"), [
    ("golf", 4, 14),
    ("ultimate", 3, 13),
    ("dicegolf", 5, 15),
    ("pbm", 4, 14),
    ("playnine", 0, None),    # a card total: no par to be plausible against
    ("carambole", 3, None),   # 1–10: the hard maximum is within par + 10
])
def test_per_game(game: str, par: int, most: int | None) -> None:
    assert entry_rule(game).plausible_maximum(par) == most


def test_a_long_carambole_limit_is_asked_about_above_par_plus_ten() -> None:
    """A linked course's 30-stroke limit: 14 on a par 3 is possible, and asked about."""
    assert entry_rule("carambole", stroke_limit=30).plausible_maximum(3) == 13


def test_typing_waits_only_for_a_plausible_second_digit() -> None:
    golf = entry_rule("golf")
    most = golf.typing_maximum(4)
    assert most == 14
    assert not golf.complete("1", most)        # 10–14 may follow
    assert all(golf.complete(d, most) for d in "23456789")
    assert golf.complete("14", most) and golf.complete("19", most)
    assert golf.complete("1", golf.typing_maximum(4, over_par=5))  # nothing past 9 plausible
    nine = entry_rule("playnine")
    assert nine.typing_maximum(0) == 99        # card totals: two digits, or Enter
    assert not nine.complete("4", nine.typing_maximum(0))
    assert not nine.complete("-", nine.typing_maximum(0))
