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


# --- wins without the AIs (issue 27 §14) -------------------------------------------------

NINE = tuple(Hole(0, n) for n in range(1, 10))
YOU, GREEDY = 1, 9


def _play_nine(n: int, scores: dict[str, tuple[int, ...]], ids: dict[str, int]) -> StoredCard:
    card = RoundCard(holes=NINE, players=tuple(Player(name) for name in scores),
                     scores=scores, game="playnine")
    return StoredCard(round_id=n, night_id=n, round_number=1, played_on=date(2024, 5, n),
                      player_ids=tuple(ids[name] for name in scores), card=card)


def test_a_game_lost_to_an_ai_is_no_win_without_the_ais() -> None:
    """The report: Play Nine lost 443 to 42; with the AIs left out "You" was the only row
    left and was counted a win. Lower wins: 42 won."""
    ids = {"You": YOU, "Greedy (AI)": GREEDY}
    lost = _play_nine(1, {"You": (49,) * 8 + (51,), "Greedy (AI)": (5,) * 8 + (2,)}, ids)
    assert (sum(lost.card.scores["You"]), sum(lost.card.scores["Greedy (AI)"])) == (443, 42)
    (you,) = season([lost], None, leave={GREEDY}).standings
    assert (you.name, you.rounds, you.total, you.wins) == ("You", 1, 443, 0)
    # Ticked "Include AI players": the AI won it, You did not.
    both = {s.name: s.wins for s in season([lost], None).standings}
    assert both == {"Greedy (AI)": 1, "You": 0}


def test_a_game_won_or_tied_against_the_ais_is_a_win_without_them() -> None:
    ids = {"You": YOU, "Greedy (AI)": GREEDY}
    won = _play_nine(1, {"You": (1,) * 9, "Greedy (AI)": (3,) * 9}, ids)
    tied = _play_nine(2, {"You": (2,) * 9, "Greedy (AI)": (2,) * 9}, ids)
    (you,) = season([won, tied], None, leave={GREEDY}).standings
    assert (you.rounds, you.wins) == (2, 2)  # a shared first place is a win for each


def test_a_game_played_alone_is_neither_won_nor_lost() -> None:
    """Decision: with nobody to beat there is no win; the round counts in the average."""
    alone = _play_nine(1, {"You": (4,) * 9}, {"You": YOU})
    (you,) = season([alone], None).standings
    assert (you.rounds, you.total, you.wins) == (1, 36, 0)
    assert season_standings([alone.card])[0].wins == 0


def test_beating_the_people_but_not_the_ai_is_no_win() -> None:
    """Hiding the AI's row never hands its win to the best person left."""
    ids = {"You": YOU, "Ann": 2, "Greedy (AI)": GREEDY}
    card = _play_nine(1, {"You": (10,) * 9, "Ann": (12,) * 9, "Greedy (AI)": (1,) * 9}, ids)
    got = {s.name: (s.rounds, s.wins) for s in season([card], None, leave={GREEDY}).standings}
    assert got == {"You": (1, 0), "Ann": (1, 0)}
