"""Season standings across game nights."""

from __future__ import annotations

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.season import SeasonStanding, season_standings
from tests.core.scoring.examples import round_file

NIGHTS = [
    RoundCard.from_dict(round_file({"Ann": [4, 4], "Bob": [5, 4]}, handicaps={"Bob": 2})),
    RoundCard.from_dict(round_file({"Ann": [5, 5], "Bob": [4, 4], "Cat": [4, 5]})),
    RoundCard.from_dict(round_file({"Bob": [5, 4], "Cat": [4, 5]})),
]


def test_season_gross() -> None:
    """Ann 8 + 10 over 2 (won night 1), Bob 9 + 8 + 9 over 3 (won night 2, shared night 3),
    Cat 9 + 9 over 2 (shared night 3). Ann and Cat average 9.0: they share second."""
    assert season_standings(NIGHTS) == [
        SeasonStanding("Bob", rounds=3, total=26, average=26 / 3, wins=2, place=1),
        SeasonStanding("Ann", rounds=2, total=18, average=9.0, wins=1, place=2),
        SeasonStanding("Cat", rounds=2, total=18, average=9.0, wins=1, place=2),
    ]


def test_season_net() -> None:
    """Bob's 2 strokes on night 1: net 7, so that night is his (Ann 8)."""
    standings = {s.name: s for s in season_standings(NIGHTS, net=True)}
    assert (standings["Bob"].total, standings["Bob"].wins) == (24, 3)
    assert standings["Ann"].wins == 0
    assert [s.name for s in season_standings(NIGHTS, net=True)] == ["Bob", "Ann", "Cat"]


def test_no_nights_no_standings() -> None:
    assert season_standings([]) == []
