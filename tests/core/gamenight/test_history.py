"""Trends, head-to-head and seasons from hand-built cards whose numbers are known."""

from __future__ import annotations

from datetime import date

from golfstudio.gamenight.history import (
    HeadToHead,
    differential,
    head_to_head,
    index_trend,
    score_trend,
    season,
    seasons,
    stroke_winners,
)
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.scoring.handicap import index_history
from golfstudio.scoring.season import season_standings
from golfstudio.store import StoredCard

HOLES = (Hole(4, 1), Hole(3, 3), Hole(5, 2))
IDS = {"Ann": 1, "Bob": 2, "Cy": 3}


def _card(n: int, day: date, scores: dict[str, tuple[int, ...]]) -> StoredCard:
    card = RoundCard(holes=HOLES, players=tuple(Player(name) for name in scores),
                     scores=scores)
    return StoredCard(round_id=n, night_id=n, round_number=1, played_on=day,
                      player_ids=tuple(IDS[name] for name in scores), card=card)


CARDS = [
    _card(1, date(2023, 11, 2), {"Ann": (4, 3, 5), "Bob": (5, 4, 6)}),            # Ann 12, Bob 15
    _card(2, date(2024, 1, 5), {"Ann": (5, 4, 6), "Bob": (4, 3, 5), "Cy": (5, 4, 6)}),
    _card(3, date(2024, 2, 9), {"Ann": (4, 4, 5), "Bob": (4, 4, 5)}),             # tie 13
    _card(4, date(2024, 3, 1), {"Ann": (3, 3, 4), "Cy": (6, 5, 7)}),
]


def test_score_trend_is_gross_per_round_in_order() -> None:
    points = score_trend(CARDS, IDS["Ann"])
    assert [(p.played_on, p.value) for p in points] == [
        (date(2023, 11, 2), 12.0), (date(2024, 1, 5), 15.0), (date(2024, 2, 9), 13.0),
        (date(2024, 3, 1), 10.0)]
    assert [p.value for p in score_trend(CARDS, IDS["Cy"])] == [15.0, 18.0]


def test_head_to_head_counts_wins_losses_ties_by_gross() -> None:
    assert head_to_head(CARDS, IDS["Ann"]) == [
        HeadToHead(2, "Bob", rounds=3, wins=1, losses=1, ties=1),
        HeadToHead(3, "Cy", rounds=2, wins=1, losses=0, ties=1),
    ]
    assert head_to_head(CARDS, IDS["Cy"]) == [
        HeadToHead(1, "Ann", rounds=2, wins=0, losses=1, ties=1),
        HeadToHead(2, "Bob", rounds=1, wins=0, losses=1, ties=0),
    ]


def test_index_trend_starts_at_the_third_round() -> None:
    diffs = [differential(card, card.player_ids.index(1)) for card in CARDS]
    # rating = par (12), slope 113; Ann's net double bogey cap (par + 2) is never reached
    assert diffs == [0.0, 3.0, 1.0, -2.0]
    trend = index_trend(CARDS, IDS["Ann"])
    expected = index_history(diffs)
    assert [p.value for p in trend] == [v for v in expected if v is not None]
    assert [p.played_on for p in trend] == [date(2024, 2, 9), date(2024, 3, 1)]


def test_adjusted_gross_caps_a_blow_up_hole() -> None:
    blow_up = _card(9, date(2024, 4, 1), {"Ann": (12, 3, 5), "Bob": (4, 3, 5)})
    assert differential(blow_up, 0) == 2.0  # 12 on a par 4 counts as 6


def test_seasons_and_season_standings() -> None:
    assert seasons(CARDS) == [2024, 2023]
    got = season(CARDS, 2024)
    assert (got.year, got.nights, got.rounds) == (2024, 3, 3)
    assert list(got.standings) == season_standings([c.card for c in CARDS[1:]])
    assert [(s.name, s.rounds, s.total) for s in got.standings] == [
        ("Bob", 2, 25), ("Ann", 3, 38), ("Cy", 2, 33)]


def test_stroke_winners_share_a_tie() -> None:
    assert stroke_winners(CARDS[0]) == ["Ann"]
    assert sorted(stroke_winners(CARDS[2])) == ["Ann", "Bob"]
