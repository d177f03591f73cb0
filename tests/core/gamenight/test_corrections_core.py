"""The core under the corrections and the history pages, without a window: a night read as a
plan and written back (``night_edit``), who is an AI of Play (``roster``), the season with
players left out and per game (``history``), and which format the grid's Net column follows
(``night.net_format``). Every expectation is worked out by hand in the comments."""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from golfstudio.gamenight.errors import EntryError
from golfstudio.gamenight.history import season, seasons_by_game, without_players
from golfstudio.gamenight.night import load_night, net_format
from golfstudio.gamenight.night_edit import plan_of_night, save_night_edit
from golfstudio.gamenight.roster import ai_player_ids
from golfstudio.gamenight.setup import PlanPlayer, PlanTeam
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.scoring.season import SeasonStanding
from golfstudio.store import Format, Game, NightSheet, PlayedFormat, Store, StoredCard, StoreError
from golfstudio.store.corrections import Corrections, NightEdit

NIGHT = date(2024, 3, 7)
STROKE95 = PlayedFormat(Format.STROKE, net=True, allowance=95)


def _night(store: Store) -> tuple[int, dict[str, int]]:
    """Ann (index 12.0 from 1 Jan) and Bob (override 5) on a two-hole golf course."""
    course = store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    ids = {name: store.add_player(name).id or 0 for name in ("Ann", "Bob")}
    store.add_handicap(ids["Ann"], date(2024, 1, 1), 12.0)
    night = store.add_night(NIGHT, course.id or 0, [ids["Ann"], ids["Bob"]],
                            place="The Crown", formats=[STROKE95],
                            course_handicaps={ids["Bob"]: 5})
    return night.id or 0, ids


# --- night_edit ---------------------------------------------------------------------------

def test_a_night_reads_as_the_plan_the_form_edits(store: Store) -> None:
    night_id, ids = _night(store)
    plan = plan_of_night(store, night_id)
    assert (plan.played_on, plan.game, plan.place, plan.course_name) == (
        NIGHT, Game.GOLF, "The Crown", "Links")
    assert plan.holes == ((4, 1), (3, 2))
    assert plan.players == (PlanPlayer("Ann", ids["Ann"], 12.0, None),
                            PlanPlayer("Bob", ids["Bob"], None, 5))
    assert plan.formats == (STROKE95,)
    assert plan.teams == ()


def test_save_night_edit_rewrites_the_night(store: Store) -> None:
    night_id, ids = _night(store)
    plan = plan_of_night(store, night_id)
    edited = dataclasses.replace(
        plan, played_on=date(2024, 3, 8), place="The Anchor",
        # Bob (no score) goes, Cy is new to the store, Ann gets an override of 3.
        players=(dataclasses.replace(plan.players[0], override=3), PlanPlayer("Cy")),
        formats=(PlayedFormat(Format.SKINS, carry_over=True),
                 PlayedFormat(Format.BESTBALL_STROKE, net=True, allowance=85)),
        teams=(PlanTeam(("Ann", "Cy"), "Reds"),))
    save_night_edit(store, night_id, edited)
    cy = store.find_player("Cy")
    assert cy is not None and cy.id is not None
    night = store.night(night_id)
    assert (night.played_on, night.place) == (date(2024, 3, 8), "The Anchor")
    assert [(s.player_id, s.position, s.course_handicap)
            for s in store.night_players(night_id)] == [(ids["Ann"], 0, 3), (cy.id, 1, None)]
    assert [f.format for f in store.night_formats(night_id)] == [Format.SKINS,
                                                                 Format.BESTBALL_STROKE]
    assert [(t.name, t.player_ids) for t in store.teams(night_id)] == [
        ("Reds", tuple(sorted((ids["Ann"], cy.id))))]
    assert store.find_player("Bob") is not None  # off the night, still on the roster
    assert plan_of_night(store, night_id) == dataclasses.replace(
        edited, players=(PlanPlayer("Ann", ids["Ann"], 12.0, 3), PlanPlayer("Cy", cy.id)))


@pytest.mark.parametrize(("change", "error", "message"), [
    ({"course_id": 10**6}, EntryError, "a night's course cannot change"),
    ({"formats": ()}, EntryError, "choose at least one format to play"),
    # Task: a handicap of 10^30 typed where a handicap is typed (the set-up form's override
    # and index), refused in words by the plan's checks before the store is reached.
    ({"players": (PlanPlayer("Ann", None, None, 10**30),)}, EntryError,
     "Ann's course handicap 1000000000000000000000000000000 is outside -20 to 72"),
    ({"players": (PlanPlayer("Zed", None, 1e30),)}, EntryError,
     "Zed's handicap index 1e+30 is outside -10 to 54 (WHS)"),
    ({"players": (PlanPlayer("Zed"), PlanPlayer("zed"))}, EntryError,
     "two players are named zed"),
])
def test_a_refused_edit_changes_nothing_and_adds_no_player(
        store: Store, change: dict[str, object], error: type[Exception], message: str) -> None:
    night_id, _ids = _night(store)
    plan = plan_of_night(store, night_id)
    with pytest.raises(error) as refused:
        save_night_edit(store, night_id, dataclasses.replace(plan, **change))  # type: ignore[arg-type]
    assert message in str(refused.value)
    assert plan_of_night(store, night_id) == plan
    assert [p.name for p in store.players()] == ["Ann", "Bob"]


def test_an_edit_the_store_refuses_adds_no_player(store: Store) -> None:
    night_id, ids = _night(store)
    (round_,) = store.rounds(night_id)
    store.record_score(round_.id or 0, ids["Bob"], 1, 4)
    plan = plan_of_night(store, night_id)
    with pytest.raises(StoreError, match="Bob has 1 score on the night of Thu 07 Mar 2024 at "
                                         "The Crown: clear it before taking Bob off"):
        save_night_edit(store, night_id, dataclasses.replace(
            plan, players=(plan.players[0], PlanPlayer("Cy"))))
    assert store.find_player("Cy") is None


def test_store_refuses_an_override_of_ten_to_the_thirty_in_an_edit(store: Store) -> None:
    """The store's own check under the form's: a night edit straight through Corrections."""
    night_id, ids = _night(store)
    with pytest.raises(StoreError, match="a course handicap must be from -100 to 200"):
        Corrections(store.engine).edit_night(night_id, dataclasses.replace(
            _edit_of(store, night_id), players=((ids["Ann"], 10**30), (ids["Bob"], None))))
    assert load_night(store, night_id).seats[1].course_handicap == 5


def _edit_of(store: Store, night_id: int) -> NightEdit:
    """The night as it stands, as an edit that changes nothing."""
    night = store.night(night_id)
    return NightEdit(played_on=night.played_on, place=night.place,
                     players=tuple((s.player_id, s.course_handicap)
                                   for s in store.night_players(night_id)),
                     formats=tuple(store.night_formats(night_id)))


# --- roster.ai_player_ids -----------------------------------------------------------------

def test_ai_players_are_the_marked_and_the_legacy_ones_of_studio_nights(store: Store) -> None:
    course = store.add_course("Links", Game.ULTIMATE, [(4, 1), (3, 2)])
    names = ["Ann", "Greedy (AI)", "Best", "random", "Greedy", "Smart"]
    ids = {name: store.add_player(name).id or 0 for name in names}
    studio = ("Ann", "Greedy (AI)", "Best", "random")
    club = ("Ann", "Greedy")
    store.import_nights([
        NightSheet(NIGHT, course.id or 0, tuple(ids[n] for n in studio), place="GolfStudio"),
        NightSheet(NIGHT, course.id or 0, tuple(ids[n] for n in club), place="The Crown")])
    # Marked: Greedy (AI). Legacy (a registered AI's name, case-insensitive, never at a club
    # night): Best, random, and Smart (Play Nine's AI, no night yet). Not: Ann (a person),
    # Greedy (played a club night: a person of that name).
    assert ai_player_ids(store) == {ids["Greedy (AI)"], ids["Best"], ids["random"],
                                    ids["Smart"]}


def test_no_player_is_an_ai_in_an_empty_roster(store: Store) -> None:
    assert ai_player_ids(store) == set()


# --- history.without_players, seasons_by_game ---------------------------------------------

HOLES = (Hole(4, 1), Hole(3, 3), Hole(5, 2))


def _card(n: int, day: date, scores: dict[str, tuple[int, ...]], ids: dict[str, int],
          game: str = "golf", teams: tuple[tuple[str, ...], ...] = ()) -> StoredCard:
    card = RoundCard(holes=HOLES, players=tuple(Player(name) for name in scores),
                     scores=scores, game=game, teams=teams)
    return StoredCard(round_id=n, night_id=n, round_number=1, played_on=day,
                      player_ids=tuple(ids[name] for name in scores), card=card)


IDS = {"Ann": 1, "Bob": 2, "Cy": 3, "Dee": 4, "Greedy (AI)": 9}


def test_without_players_drops_rows_teams_and_empty_cards() -> None:
    untouched = _card(1, date(2024, 1, 5), {"Ann": (4, 3, 5), "Bob": (5, 4, 6)}, IDS)
    with_ai = _card(2, date(2024, 2, 5), {"Ann": (5, 4, 6), "Greedy (AI)": (4, 3, 5),
                                          "Cy": (5, 4, 6), "Dee": (4, 4, 4)}, IDS,
                    teams=(("Ann", "Greedy (AI)"), ("Cy", "Dee")))
    only_ai = _card(3, date(2024, 3, 5), {"Greedy (AI)": (3, 3, 3)}, IDS)
    kept = without_players([untouched, with_ai, only_ai], {IDS["Greedy (AI)"]})
    assert len(kept) == 2
    assert kept[0] is untouched
    assert kept[1].player_ids == (1, 3, 4)
    assert kept[1].card.names == ("Ann", "Cy", "Dee")
    assert dict(kept[1].card.scores) == {"Ann": (5, 4, 6), "Cy": (5, 4, 6), "Dee": (4, 4, 4)}
    assert kept[1].card.teams == ()
    assert (kept[1].round_id, kept[1].played_on) == (2, date(2024, 2, 5))
    # Wins among those left: on card 2 the AI's 12 won; without it Dee's 12 wins, Ann and Cy
    # (15) do not. Card 1: Ann 12 beats Bob 15.
    standings = {s.name: (s.rounds, s.total, s.wins) for s in season(kept, 2024).standings}
    assert standings == {"Ann": (2, 27, 1), "Bob": (1, 15, 0), "Cy": (1, 15, 0),
                         "Dee": (1, 12, 1)}
    assert without_players([untouched], ()) == [untouched]


def test_seasons_by_game_keeps_each_games_strokes_apart() -> None:
    cards = [
        _card(1, date(2023, 12, 1), {"Ann": (9, 9, 9), "Bob": (8, 8, 8)}, IDS),
        _card(2, date(2024, 1, 5), {"Ann": (2, 2, 2), "Bob": (3, 3, 3)}, IDS, "ultimate"),
        _card(3, date(2024, 2, 5), {"Ann": (4, 3, 5), "Bob": (5, 4, 6)}, IDS),
        _card(4, date(2024, 3, 5), {"Ann": (3, 3, 3), "Cy": (1, 1, 1)}, IDS, "ultimate"),
    ]
    by_game = seasons_by_game(cards, 2024)
    assert [game for game, _ in by_game] == ["ultimate", "golf"]  # order of first appearance
    ultimate, golf = (s for _, s in by_game)
    assert (ultimate.year, ultimate.nights, ultimate.rounds) == (2024, 2, 2)
    # Ultimate: Ann 6 and 9 (average 7.5, one win), Cy 3 (one win), Bob 9.
    assert ultimate.standings == (SeasonStanding("Cy", 1, 3, 3.0, 1, 1),
                                  SeasonStanding("Ann", 2, 15, 7.5, 1, 2),
                                  SeasonStanding("Bob", 1, 9, 9.0, 0, 3))
    # Golf in 2024: only card 3 (Ann 12, Bob 15); the 2023 card is another season.
    assert golf.standings == (SeasonStanding("Ann", 1, 12, 12.0, 1, 1),
                              SeasonStanding("Bob", 1, 15, 15.0, 0, 2))
    every = dict(seasons_by_game(cards, None))
    assert every["golf"].rounds == 2
    # Ann 27 + 12, Bob 24 + 15: one average, one place.
    assert [(s.total, s.place) for s in every["golf"].standings] == [(39, 1), (39, 1)]
    assert [s.name for s in every["golf"].standings] == ["Ann", "Bob"]  # 19.5 vs 19.5: name
    assert seasons_by_game(cards, 1999) == []


# --- night.net_format ---------------------------------------------------------------------

def _f(fmt: Format, net: bool = True, allowance: int = 100) -> PlayedFormat:
    return PlayedFormat(fmt, net=net, allowance=allowance)


@pytest.mark.parametrize(("formats", "expected"), [
    ((), None),
    ((_f(Format.STROKE, net=False),), None),  # gross: no handicap to follow
    ((_f(Format.MATCH), _f(Format.NASSAU), _f(Format.BESTBALL_MATCH)), None),  # differences
    ((_f(Format.MATCH), _f(Format.STABLEFORD, allowance=95)), 1),
    ((_f(Format.NASSAU), _f(Format.SKINS), _f(Format.STROKE, allowance=95)), 1),  # the first
    ((_f(Format.STROKE, net=False), _f(Format.BESTBALL_STROKE, allowance=85)), 1),
    ((_f(Format.WOLF), _f(Format.VEGAS), _f(Format.STROKE, allowance=90)), 2),
])
def test_net_format_is_the_first_net_format_of_full_strokes(
        formats: tuple[PlayedFormat, ...], expected: int | None) -> None:
    found = net_format(formats)
    assert found is (None if expected is None else formats[expected])


def test_the_grid_uses_the_net_formats_allowance(store: Store) -> None:
    """Ann's course handicap is 12 (index 12.0, rating = par, slope 113), Bob's override 5;
    stroke play net 95 %: 12 × 0.95 = 11.4 → 11 and 5 × 0.95 = 4.75 → 5 (half up)."""
    night_id, ids = _night(store)
    state = load_night(store, night_id)
    assert state.net_format == STROKE95
    assert state.grid_handicaps() == {ids["Ann"]: 11, ids["Bob"]: 5}
    Corrections(store.engine).edit_night(night_id, dataclasses.replace(
        _edit_of(store, night_id), formats=(_f(Format.MATCH),)))
    state = load_night(store, night_id)
    assert state.net_format is None
    assert state.grid_handicaps() == {ids["Ann"]: 12, ids["Bob"]: 5}
