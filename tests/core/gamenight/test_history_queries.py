"""History queries over a store with a few nights, on SQLite and PostgreSQL; CSV export of
the store and re-import into another store gives the same nights."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from golfstudio.gamenight.csv_io import export_csv, parse_csv
from golfstudio.gamenight.history import HeadToHead, head_to_head, score_trend, season
from golfstudio.gamenight.history_queries import (
    course_catalog,
    csv_nights,
    import_csv_nights,
    night_summaries,
    player_cards,
    season_cards,
)
from golfstudio.store import Game, NightSheet, Store, StoreError, open_store

HOLES = [(4, 1), (3, 3), (5, 2)]


def fill(store: Store) -> dict[str, int]:
    """Three nights: 2023 Ann v Bob; 2024 Ann, Bob, Cy (two rounds, second incomplete);
    2024 Dice Golf Ann v Cy."""
    ids = {n: store.add_player(n).id or 0 for n in ("Ann", "Bob", "Cy")}
    links = store.add_course("Links", Game.GOLF, HOLES).id or 0
    dice = store.add_course("Dice", Game.DICEGOLF, HOLES).id or 0
    sheets = [
        (date(2023, 10, 5), links, ("Ann", "Bob"), [[(4, 3, 5), (5, 4, 6)]], "Club"),
        (date(2024, 2, 1), links, ("Bob", "Ann", "Cy"),
         [[(4, 3, 5), (5, 4, 6), (4, 3, 5)], [(4, None, 5), (4, 4, 4), (5, 5, 5)]], "Pub"),
        (date(2024, 3, 1), dice, ("Ann", "Cy"), [[(3, 3, 3), (4, 4, 4)]], ""),
    ]
    store.import_nights([NightSheet(
        played_on=day, course_id=course, player_ids=tuple(ids[n] for n in names),
        rounds=tuple(tuple(tuple(row) for row in r) for r in rounds), place=place)
        for day, course, names, rounds, place in sheets])
    return ids


def test_night_summaries(store: Store) -> None:
    fill(store)
    rows = night_summaries(store)
    assert [(r.played_on, r.course, r.players, r.rounds, r.complete_rounds, r.winners)
            for r in rows] == [
        (date(2024, 3, 1), "Dice", ("Ann", "Cy"), 1, 1, ("Ann",)),
        (date(2024, 2, 1), "Links", ("Bob", "Ann", "Cy"), 2, 1, ("Bob", "Cy")),
        (date(2023, 10, 5), "Links", ("Ann", "Bob"), 1, 1, ("Ann",)),
    ]
    assert [r.played_on.year for r in night_summaries(store, year=2023)] == [2023]
    assert [r.game for r in night_summaries(store, game="dicegolf")] == [Game.DICEGOLF]
    assert night_summaries(store, game=Game.GOLF, year=2024)[0].place == "Pub"


def test_player_cards_trend_and_head_to_head(store: Store) -> None:
    ids = fill(store)
    cards = player_cards(store, ids["Ann"])
    assert [c.played_on for c in cards] == [date(2023, 10, 5), date(2024, 2, 1),
                                            date(2024, 3, 1)]
    assert [p.value for p in score_trend(cards, ids["Ann"])] == [12, 15, 9]
    assert head_to_head(cards, ids["Ann"]) == [
        HeadToHead(ids["Bob"], "Bob", 2, 1, 1, 0), HeadToHead(ids["Cy"], "Cy", 2, 1, 1, 0)]
    with pytest.raises(StoreError, match="no player with id 99"):
        player_cards(store, 99)


def test_season_over_complete_rounds(store: Store) -> None:
    fill(store)
    got = season(season_cards(store, 2024), 2024)
    assert (got.nights, got.rounds) == (2, 2)
    # Links round 1: Bob 12, Ann 15, Cy 12 (round 2 is incomplete); Dice: Ann 9, Cy 12
    assert [(s.name, s.rounds, s.total, s.wins, s.place) for s in got.standings] == [
        ("Ann", 2, 24, 1, 1), ("Bob", 1, 12, 1, 1), ("Cy", 2, 24, 1, 1)]


def test_csv_round_trip_between_stores(store: Store, tmp_path: Path) -> None:
    fill(store)
    exported = csv_nights(store)
    text = export_csv(exported)
    with open_store(f"sqlite:///{tmp_path / 'other.db'}") as other:
        other.add_course("Links", Game.GOLF, HOLES)
        other.add_course("Dice", Game.DICEGOLF, HOLES)
        other.add_player("Cy")  # known players are matched by name, others are added
        parsed = parse_csv(text, course_catalog(other))
        assert parsed.rejected == ()
        report = import_csv_nights(other, parsed.nights)
        assert (len(report.ids), report.refused) == (3, ())
        assert csv_nights(other) == exported
        assert export_csv(csv_nights(other)) == text


def test_import_of_an_unknown_course_creates_it_from_the_nights_holes(store: Store) -> None:
    """Issue 27, item 1: a CSV night on a course the store does not have is imported with the
    course its par and SI describe."""
    fill(store)
    nights = csv_nights(store)
    renamed = [type(n)(n.played_on, n.place, n.game, "Gone", n.holes, n.players, n.rounds)
               for n in nights[:1]]
    report = import_csv_nights(store, renamed)
    assert report.refused == ()
    (done,) = report.imported
    gone = store.find_course("Gone", nights[0].game)
    assert gone is not None
    assert tuple((h.par, h.stroke_index) for h in store.holes(gone.id or 0)) == nights[0].holes
    assert csv_nights(store, [done.night_id]) == renamed
