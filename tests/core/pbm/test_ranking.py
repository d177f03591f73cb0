"""Ranking points and the ranking list: the rulebook's worked checks and the tie property."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.pbm.ranking import (
    PointsFormula,
    places,
    ranking,
    tournament_points,
    weighted_total,
)


def _shown(value: Fraction) -> float:
    return round(float(value), 2)


def test_single_places_earn_the_rulebooks_points() -> None:
    assert [_shown(PointsFormula().of_place(p)) for p in range(1, 6)] == [
        2857.14, 2222.22, 1818.18, 1538.46, 1333.33]


def test_tied_players_share_their_places_points() -> None:
    totals = {"A": 30, "B": 32, "C": 32, "D": 35}
    assert places(totals) == {"A": (1, 1), "B": (2, 3), "C": (2, 3), "D": (4, 4)}
    points = tournament_points(totals)
    assert {p: _shown(v) for p, v in points.items()} == {
        "A": 2857.14, "B": 2020.20, "C": 2020.20, "D": 1538.46}


def test_a_games_only_three_tournaments_weigh_94_98_and_100_percent() -> None:
    assert weighted_total([Fraction(1000)] * 3) == 2920
    assert weighted_total([Fraction(1000)] * 12) == 6700  # the oldest two no longer count
    assert weighted_total([Fraction(0), Fraction(1000)]) == 1000  # a miss counts 0


def test_the_ranking_list_shares_places_on_equal_totals() -> None:
    _, lines = ranking([{"Ann": 30, "Bob": 30, "Cy": 40}])
    assert [(line.player, line.place) for line in lines] == [
        ("Ann", 1), ("Bob", 1), ("Cy", 3)]
    assert lines[0].points == (PointsFormula().of_place(1) + PointsFormula().of_place(2)) / 2


def test_a_player_joining_late_loses_nothing_but_the_tournaments_missed() -> None:
    points, lines = ranking([{"Ann": 30}, {"Ann": 30, "Bob": 20}])
    assert "Bob" not in points[0]
    bob = next(line for line in lines if line.player == "Bob")
    assert bob.points == PointsFormula().of_place(1)  # the newest weighs 100 %


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=3), st.integers(0, 12), min_size=1,
                       max_size=12))
def test_a_tournaments_points_are_its_places_points(totals: dict[str, int]) -> None:
    points = tournament_points(totals)
    assert sum(points.values()) == sum(PointsFormula().of_place(p)
                                       for p in range(1, len(totals) + 1))
    for a in totals:
        for b in totals:
            if totals[a] < totals[b]:
                assert points[a] > points[b]
            if totals[a] == totals[b]:
                assert points[a] == points[b]
