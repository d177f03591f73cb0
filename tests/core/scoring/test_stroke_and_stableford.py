"""Stroke play and Stableford: totals, shared places (1, 1, 3), plus handicaps, live rows."""

from __future__ import annotations

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.stableford import hole_points, stableford
from golfstudio.scoring.stroke import StrokeStanding, stroke_play
from tests.core.scoring.examples import round_file

THREE = round_file(
    {"Cat": [4, 4, 4], "Ann": [5, 3, 4], "Bob": [4, 5, 5]},
    pars=[4, 3, 5],
    si=[2, 3, 1],
    handicaps={"Ann": -1, "Bob": 2},
)


def test_stroke_play_shares_places_on_equal_totals() -> None:
    """Gross: Ann 12, Cat 12, Bob 14 -> 1, 1, 3; equal totals listed by name."""
    assert score(Format.STROKE, [RoundCard.from_dict(THREE)])["standings"] == [
        {"name": "Ann", "gross": 12, "net": 13, "place": 1},
        {"name": "Cat", "gross": 12, "net": 12, "place": 1},
        {"name": "Bob", "gross": 14, "net": 12, "place": 3},
    ]


def test_net_stroke_play_with_a_plus_handicap() -> None:
    """Ann (plus 1) gives a stroke back on SI 3 (hole 2): 13; Bob gets 2 on SI 1-2: 12."""
    assert score(Format.STROKE, [RoundCard.from_dict(THREE)], Options(net=True))["standings"] == [
        {"name": "Bob", "gross": 14, "net": 12, "place": 1},
        {"name": "Cat", "gross": 12, "net": 12, "place": 1},
        {"name": "Ann", "gross": 12, "net": 13, "place": 3},
    ]


def test_live_stroke_play_counts_holes_played() -> None:
    gross: dict[str, list[int | None]] = {"Ann": [4, None], "Bob": [5, 3]}
    assert stroke_play(gross, gross) == [
        StrokeStanding("Ann", 4, 4, 1),
        StrokeStanding("Bob", 8, 8, 2),
    ]


def test_stableford_points_per_hole() -> None:
    """scoring.md: max(0, 2 + par - score): eagle 4, birdie 3, par 2, bogey 1, worse 0."""
    assert [hole_points(score, 4) for score in (2, 3, 4, 5, 6, 9)] == [4, 3, 2, 1, 0, 0]


def test_stableford_standings() -> None:
    """Gross points: Cat 2+1+3 = 6, Ann 1+2+3 = 6, Bob 2+0+2 = 4.
    Net: Ann 5 3-(-1)=4 4 -> 1+1+3 = 5; Bob 3 5 4 -> 3+0+3 = 6; Cat 6."""
    card = RoundCard.from_dict(THREE)
    assert score(Format.STABLEFORD, [card])["standings"] == [
        {"name": "Ann", "points": 6, "place": 1},
        {"name": "Cat", "points": 6, "place": 1},
        {"name": "Bob", "points": 4, "place": 3},
    ]
    assert score(Format.STABLEFORD, [card], Options(net=True))["standings"] == [
        {"name": "Bob", "points": 6, "place": 1},
        {"name": "Cat", "points": 6, "place": 1},
        {"name": "Ann", "points": 5, "place": 3},
    ]


def test_live_stableford() -> None:
    standings = stableford({"Ann": [3, None], "Bob": [None, None]}, [4, 4])
    assert [(s.name, s.points, s.place) for s in standings] == [("Ann", 3, 1), ("Bob", 0, 2)]
