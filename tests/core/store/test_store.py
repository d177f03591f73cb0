"""The store API on both backends: what a scorekeeper enters comes back, and wrong entries
are refused with a message naming what is wrong."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import pytest

from golfstudio.scoring import formats
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.store import Format, Game, NightSheet, PlayedFormat, Store, StoreError

NINE = [(4, 5), (3, 9), (5, 1), (4, 3), (4, 7), (3, 8), (5, 2), (4, 4), (4, 6)]


@dataclass(frozen=True)
class Night:
    """A small night: Ann, Bob and Cy on a nine-hole course, one round."""

    ids: dict[str, int]
    course_id: int
    night_id: int
    round_id: int


@pytest.fixture
def night(store: Store) -> Night:
    ids = {}
    for name in ("Ann", "Bob", "Cy"):
        player_id = store.add_player(name).id
        assert player_id is not None
        ids[name] = player_id
    course = store.add_course("Meadow", Game.GOLF, NINE)
    assert course.id is not None
    game_night = store.add_night(date(2024, 3, 1), course.id, list(ids.values()),
                                 place="Club house")
    assert game_night.id is not None
    (first,) = store.rounds(game_night.id)
    assert first.id is not None
    return Night(ids, course.id, game_night.id, first.id)


def _fill(store: Store, night: Night, rows: dict[str, list[int]]) -> None:
    for name, row in rows.items():
        for hole, strokes in enumerate(row, 1):
            store.record_score(night.round_id, night.ids[name], hole, strokes)


ROWS = {"Ann": [4, 3, 5, 4, 4, 3, 5, 4, 4], "Bob": [5, 4, 6, 5, 5, 4, 6, 5, 5],
        "Cy": [4, 4, 5, 4, 5, 3, 5, 4, 5]}


# --- players and courses ---------------------------------------------------------------

def test_players_are_added_found_and_listed_by_name(store: Store) -> None:
    bob = store.add_player("  Bob ")
    ann = store.add_player("Ann")
    assert bob.name == "Bob"
    assert store.players() == [ann, bob]
    assert store.find_player("Bob") == bob
    assert store.find_player("Zoe") is None
    assert bob.id is not None and store.player(bob.id) == bob


@pytest.mark.parametrize("name", ["", "   ", "two\nlines", "x" * 81])
def test_a_bad_player_name_is_refused(store: Store, name: str) -> None:
    with pytest.raises(StoreError, match="name"):
        store.add_player(name)


def test_a_player_name_is_unique(store: Store) -> None:
    store.add_player("Ann")
    with pytest.raises(StoreError, match="already a player named Ann"):
        store.add_player("Ann")


def test_an_unknown_player_id_is_named(store: Store) -> None:
    with pytest.raises(StoreError, match="no player with id 99"):
        store.player(99)


def test_a_course_keeps_its_holes_in_order(store: Store) -> None:
    course = store.add_course("Meadow", "golf", NINE)
    assert course.id is not None
    assert [(h.number, h.par, h.stroke_index) for h in store.holes(course.id)] == [
        (n, par, si) for n, (par, si) in enumerate(NINE, 1)]
    assert store.find_course("Meadow", Game.GOLF) == course
    assert store.find_course("Meadow", Game.DICEGOLF) is None
    assert store.courses("golf") == [course]
    assert store.courses(Game.CARAMBOLE) == []


def test_the_same_course_name_may_serve_two_games(store: Store) -> None:
    store.add_course("Meadow", Game.GOLF, NINE)
    store.add_course("Meadow", Game.DICEGOLF, NINE)
    with pytest.raises(StoreError, match="already a golf course named Meadow"):
        store.add_course("Meadow", Game.GOLF, NINE)


@pytest.mark.parametrize(("holes", "message"), [
    ([], "at least one hole"),
    ([(4, 1), (4, 1)], "permutation of 1..2"),
    ([(4, 1), (4, 3)], "permutation of 1..2"),
    ([(0, 1)], "par must be at least 1"),
    ([(4.5, 1)], "whole number"),
])
def test_a_bad_course_is_refused(store: Store, holes: list[tuple[int, int]],
                                 message: str) -> None:
    with pytest.raises(StoreError, match=message):
        store.add_course("Bad", Game.GOLF, holes)


def test_a_play_nine_hole_may_have_par_zero(store: Store) -> None:
    course = store.add_course("Table", Game.PLAYNINE, [(0, i) for i in range(1, 10)])
    assert course.game == Game.PLAYNINE


def test_an_unknown_game_is_refused(store: Store) -> None:
    with pytest.raises(StoreError, match="unknown game 'chess'"):
        store.add_course("Board", "chess", NINE)


# --- nights, rounds, formats, teams ----------------------------------------------------

def test_a_night_has_its_players_in_card_order_and_one_round(store: Store, night: Night) -> None:
    game_night = store.night(night.night_id)
    assert (game_night.played_on, game_night.place, game_night.game) == (
        date(2024, 3, 1), "Club house", Game.GOLF)
    assert [seat.player_id for seat in store.night_players(night.night_id)] == list(
        night.ids.values())
    assert [r.number for r in store.rounds(night.night_id)] == [1]


def test_rounds_are_numbered_in_order(store: Store, night: Night) -> None:
    assert store.add_round(night.night_id).number == 2
    assert store.add_round(night.night_id).number == 3
    assert [r.number for r in store.rounds(night.night_id)] == [1, 2, 3]


def test_nights_are_listed_by_date_and_filtered(store: Store, night: Night) -> None:
    earlier = store.add_night(date(2024, 1, 5), night.course_id, [night.ids["Ann"]])
    dice = store.add_course("Dice", Game.DICEGOLF, NINE)
    assert dice.id is not None
    later = store.add_night(date(2024, 5, 1), dice.id, [night.ids["Bob"]], rounds=0)
    assert later.game == Game.DICEGOLF
    assert store.rounds(later.id or 0) == []
    assert [n.id for n in store.nights()] == [earlier.id, night.night_id, later.id]
    assert [n.id for n in store.nights(game="golf")] == [earlier.id, night.night_id]
    assert [n.id for n in store.nights(since=date(2024, 2, 1), until=date(2024, 4, 1))] == [
        night.night_id]


def test_formats_are_kept_with_their_options(store: Store, night: Night) -> None:
    skins = PlayedFormat(Format.SKINS, net=True, carry_over=True)
    nassau = PlayedFormat(Format.NASSAU, auto_press=True, allowance=85)
    store.add_format(night.night_id, skins)
    store.add_format(night.night_id, nassau)
    assert store.night_formats(night.night_id) == [skins, nassau]
    assert nassau.to_scoring() == (formats.Format.NASSAU, formats.Options(auto_press=True))
    with pytest.raises(StoreError, match="percentage from 0 to 100"):
        store.add_format(night.night_id, PlayedFormat(Format.STROKE, allowance=120))


def test_teams_have_members_who_play_that_night(store: Store, night: Night) -> None:
    ann, bob, cy = night.ids.values()
    team = store.add_team(night.night_id, "Eagles", [ann, cy])
    assert store.teams(night.night_id) == [team]
    with pytest.raises(StoreError, match="already in a team"):
        store.add_team(night.night_id, "Hawks", [bob, ann])
    with pytest.raises(StoreError, match="already has a team named Eagles"):
        store.add_team(night.night_id, "Eagles", [bob])
    stranger = store.add_player("Dee").id
    with pytest.raises(StoreError, match="does not play"):
        store.add_team(night.night_id, "Hawks", [bob, stranger or 0])


def test_a_course_handicap_override_is_set_and_cleared(store: Store, night: Night) -> None:
    ann = night.ids["Ann"]
    store.set_course_handicap(night.night_id, ann, 7)
    seats = {s.player_id: s.course_handicap for s in store.night_players(night.night_id)}
    assert seats[ann] == 7
    store.set_course_handicap(night.night_id, ann, None)
    seats = {s.player_id: s.course_handicap for s in store.night_players(night.night_id)}
    assert seats[ann] is None


def test_a_latecomer_joins_at_the_end_of_the_card(store: Store, night: Night) -> None:
    dee = store.add_player("Dee").id or 0
    store.add_night_player(night.night_id, dee, course_handicap=4)
    seats = store.night_players(night.night_id)
    assert (seats[-1].player_id, seats[-1].course_handicap) == (dee, 4)
    with pytest.raises(StoreError, match="already plays"):
        store.add_night_player(night.night_id, dee)


# --- hole scores -----------------------------------------------------------------------

def test_a_correction_replaces_the_score_and_clear_empties_the_cell(store: Store,
                                                                  night: Night) -> None:
    ann = night.ids["Ann"]
    store.record_score(night.round_id, ann, 1, 6)
    store.record_score(night.round_id, ann, 1, 5)
    assert store.round_scores(night.round_id) == {(ann, 1): 5}
    assert store.clear_score(night.round_id, ann, 1) is True
    assert store.clear_score(night.round_id, ann, 1) is False
    assert store.round_scores(night.round_id) == {}


@pytest.mark.parametrize(("hole", "strokes", "player", "message"), [
    (10, 4, "Ann", "course Meadow has 9 holes: there is no hole 10"),
    (0, 4, "Ann", "there is no hole 0"),
    (1, 0, "Ann", "at least 1 stroke"),
    (1, 4.0, "Ann", "whole number"),
    (1, True, "Ann", "whole number"),
    (1, 4, "nobody", "no player with id 999"),
    (1, 4, "Dee", "does not play in round"),
])
def test_a_wrong_score_is_refused(store: Store, night: Night, hole: int, strokes: int,
                                  player: str, message: str) -> None:
    ids = dict(night.ids, nobody=999, Dee=store.add_player("Dee").id or 0)
    with pytest.raises(StoreError, match=message):
        store.record_score(night.round_id, ids[player], hole, strokes)
    assert store.round_scores(night.round_id) == {}


def test_a_score_for_an_unknown_round_is_refused(store: Store, night: Night) -> None:
    with pytest.raises(StoreError, match="no round with id 12345"):
        store.record_score(12345, night.ids["Ann"], 1, 4)


def test_play_nine_scores_may_be_negative(store: Store) -> None:
    course = store.add_course("Table", Game.PLAYNINE, [(0, i) for i in range(1, 10)])
    ann = store.add_player("Ann").id or 0
    played = store.add_night(date(2024, 1, 1), course.id or 0, [ann])
    (first,) = store.rounds(played.id or 0)
    store.record_score(first.id or 0, ann, 1, -5)
    assert store.round_scores(first.id or 0) == {(ann, 1): -5}


# --- cards -----------------------------------------------------------------------------

def test_a_complete_round_loads_as_a_round_card(store: Store, night: Night) -> None:
    _fill(store, night, ROWS)
    store.add_team(night.night_id, "Eagles", [night.ids["Ann"], night.ids["Cy"]])
    store.set_course_handicap(night.night_id, night.ids["Bob"], 9)
    card = store.load_round_card(night.round_id)
    assert card == RoundCard(
        holes=tuple(Hole(par, si) for par, si in NINE),
        players=(Player("Ann"), Player("Bob", 9), Player("Cy")),
        scores={name: tuple(row) for name, row in ROWS.items()},
        teams=(("Ann", "Cy"),),
        game="golf",
    )


def test_an_incomplete_round_is_skipped_or_refused(store: Store, night: Night) -> None:
    _fill(store, night, {"Ann": ROWS["Ann"], "Bob": ROWS["Bob"], "Cy": ROWS["Cy"][:7]})
    assert store.load_round_cards() == []
    with pytest.raises(StoreError, match="Cy has no score on holes 8, 9"):
        store.load_round_card(night.round_id)
    store.record_score(night.round_id, night.ids["Cy"], 8, 4)
    store.record_score(night.round_id, night.ids["Cy"], 9, 4)
    (stored,) = store.load_round_cards()
    assert (stored.round_id, stored.night_id, stored.round_number, stored.played_on) == (
        night.round_id, night.night_id, 1, date(2024, 3, 1))
    assert stored.player_ids == tuple(night.ids.values())


def test_the_handicap_in_effect_before_the_night_gives_the_strokes(store: Store,
                                                                   night: Night) -> None:
    ann = night.ids["Ann"]
    store.add_handicap(ann, date(2024, 1, 1), 10.4)
    store.add_handicap(ann, date(2024, 2, 1), 12.5, differential=14.2, source="round 3")
    store.add_handicap(ann, date(2024, 3, 1), 3.0, source="that night's own round")
    _fill(store, night, ROWS)
    card = store.load_round_card(night.round_id)
    assert card.handicaps == {"Ann": 13, "Bob": 0, "Cy": 0}  # WHS rounds 12.5 half up


def test_handicap_history_is_oldest_first(store: Store) -> None:
    ann = store.add_player("Ann").id or 0
    later = store.add_handicap(ann, date(2024, 2, 1), 12.0, differential=11.5,
                               source="round 2")
    earlier = store.add_handicap(ann, date(2024, 1, 1), 13.0, source="manual")
    assert store.handicap_history(ann) == [earlier, later]
    assert later.differential == 11.5
    with pytest.raises(StoreError, match=r"to 54\.0"):
        store.add_handicap(ann, date(2024, 3, 1), 60.0)


def test_cards_are_filtered_by_game_and_date(store: Store, night: Night) -> None:
    _fill(store, night, ROWS)
    assert len(store.load_round_cards(game="golf", since=date(2024, 3, 1))) == 1
    assert store.load_round_cards(game=Game.ULTIMATE) == []
    assert store.load_round_cards(until=date(2024, 2, 28)) == []


# --- bulk import -----------------------------------------------------------------------

def test_imported_nights_load_like_entered_ones(store: Store, night: Night) -> None:
    ann, bob, cy = night.ids.values()
    rows = tuple(tuple(row) for row in ROWS.values())
    ids = store.import_nights([
        NightSheet(date(2024, 4, 1), night.course_id, (ann, bob, cy), rounds=(rows, rows),
                   place="Pub", course_handicaps=(None, 2, None),
                   formats=(PlayedFormat(Format.STROKE, net=True),),
                   teams=(("Eagles", (ann, cy)),)),
        NightSheet(date(2024, 4, 8), night.course_id, (bob,), rounds=((rows[1],),)),
    ])
    assert len(ids) == 2
    cards = store.load_round_cards(since=date(2024, 4, 1))
    assert [(c.night_id, c.round_number) for c in cards] == [(ids[0], 1), (ids[0], 2),
                                                              (ids[1], 1)]
    assert [c.round_number for c in store.load_round_cards(night_id=ids[0])] == [1, 2]
    assert cards[0].card.handicaps == {"Ann": 0, "Bob": 2, "Cy": 0}
    assert cards[0].card.teams == (("Ann", "Cy"),)
    assert store.night_formats(ids[0]) == [PlayedFormat(Format.STROKE, net=True)]


def test_an_import_with_one_bad_sheet_writes_nothing(store: Store, night: Night) -> None:
    ann = night.ids["Ann"]
    good = NightSheet(date(2024, 4, 1), night.course_id, (ann,), rounds=((tuple(ROWS["Ann"]),),))
    bad = NightSheet(date(2024, 4, 2), night.course_id, (ann,), rounds=(((4,) * 8,),))
    with pytest.raises(StoreError, match="a row of 8 scores on a course of 9 holes"):
        store.import_nights([good, bad])
    assert [n.id for n in store.nights()] == [night.night_id]
