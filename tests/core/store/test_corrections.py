"""Corrections on both backends: a night edited whole, deleted, players renamed and merged."""

from __future__ import annotations

from datetime import date

import pytest

from golfstudio.store import Format, Game, PlayedFormat, Store, StoreError
from golfstudio.store.corrections import Corrections, NightEdit

DAY = date(2024, 3, 7)


def _setup(store: Store) -> tuple[int, dict[str, int]]:
    course = store.add_course("Links", Game.GOLF, [(4, 2), (3, 3), (5, 1), (4, 4)])
    ids = {n: store.add_player(n).id or 0 for n in ("Ann", "Bob", "Cy", "Dee")}
    night = store.add_night(DAY, course.id or 0, [ids["Ann"], ids["Bob"], ids["Cy"]],
                            place="The Crown", formats=[PlayedFormat(Format.STROKE)],
                            course_handicaps={ids["Bob"]: 5})
    assert night.id is not None
    store.add_team(night.id, "Reds", [ids["Ann"], ids["Bob"]])
    return night.id, ids


def test_edit_a_night_whole(store: Store) -> None:
    night_id, ids = _setup(store)
    (round1,) = store.rounds(night_id)
    assert round1.id is not None
    store.record_score(round1.id, ids["Ann"], 1, 4)
    fixes = Corrections(store.engine)
    fixes.edit_night(night_id, NightEdit(
        played_on=date(2024, 3, 8), place="Club",
        players=((ids["Dee"], 12), (ids["Ann"], None), (ids["Bob"], None)),
        formats=(PlayedFormat(Format.SKINS, carry_over=True),
                 PlayedFormat(Format.BESTBALL_STROKE, net=True, allowance=85)),
        teams=(("Reds", (ids["Ann"], ids["Dee"])), ("Blues", (ids["Bob"],)))))
    night = store.night(night_id)
    assert (night.played_on, night.place) == (date(2024, 3, 8), "Club")
    assert [(s.player_id, s.position, s.course_handicap)
            for s in store.night_players(night_id)] == [
        (ids["Dee"], 0, 12), (ids["Ann"], 1, None), (ids["Bob"], 2, None)]
    assert store.night_formats(night_id) == [
        PlayedFormat(Format.SKINS, carry_over=True),
        PlayedFormat(Format.BESTBALL_STROKE, net=True, allowance=85)]
    assert sorted((t.name, t.player_ids) for t in store.teams(night_id)) == [
        ("Blues", (ids["Bob"],)), ("Reds", tuple(sorted((ids["Ann"], ids["Dee"]))))]
    assert store.round_scores(round1.id) == {(ids["Ann"], 1): 4}
    # A latecomer still takes the next seat after an edit.
    store.add_night_player(night_id, ids["Cy"])
    assert store.night_players(night_id)[-1].position == 3


def test_a_player_with_a_score_stays(store: Store) -> None:
    night_id, ids = _setup(store)
    (round1,) = store.rounds(night_id)
    assert round1.id is not None
    store.record_score(round1.id, ids["Cy"], 2, 3)
    store.record_score(round1.id, ids["Cy"], 3, 5)
    fixes = Corrections(store.engine)
    assert fixes.scored_players(night_id) == {ids["Cy"]: 2}
    edit = NightEdit(played_on=DAY, place="The Crown",
                     players=((ids["Ann"], None), (ids["Bob"], 5)),
                     formats=(PlayedFormat(Format.STROKE),))
    with pytest.raises(StoreError, match="Cy has 2 scores on the night of Thu 07 Mar 2024 at The "
                                         "Crown: clear them before taking Cy off the night"):
        fixes.edit_night(night_id, edit)
    assert len(store.night_players(night_id)) == 3  # nothing changed
    assert store.night(night_id).place == "The Crown"
    store.clear_score(round1.id, ids["Cy"], 2)
    store.clear_score(round1.id, ids["Cy"], 3)
    fixes.edit_night(night_id, edit)
    assert [s.player_id for s in store.night_players(night_id)] == [ids["Ann"], ids["Bob"]]


@pytest.mark.parametrize(("players", "teams", "message"), [
    ((), (), "at least one player"),
    (((1, None), (1, None)), (), "listed twice"),
    (((1, 1.5),), (), "course handicap must be a whole number"),
    (((1, None), (2, None)), (("A", (1,)), ("B", (1,))), "already in a team"),
    (((1, None),), (("A", (2,)),), "does not play that night"),
])
def test_edits_refused(store: Store, players: tuple[tuple[int, int | None], ...],
                       teams: tuple[tuple[str, tuple[int, ...]], ...], message: str) -> None:
    night_id, ids = _setup(store)
    real = {1: ids["Ann"], 2: ids["Bob"]}
    seats = tuple((real[p], h) for p, h in players)
    sides = tuple((n, tuple(real[m] for m in ms)) for n, ms in teams)
    with pytest.raises(StoreError, match=message):
        Corrections(store.engine).edit_night(night_id, NightEdit(DAY, "x", seats, (), sides))
    assert store.night(night_id).place == "The Crown"


def test_delete_a_night(store: Store) -> None:
    night_id, ids = _setup(store)
    (round1,) = store.rounds(night_id)
    assert round1.id is not None
    store.record_score(round1.id, ids["Ann"], 1, 4)
    store.add_round(night_id)
    Corrections(store.engine).delete_night(night_id)
    assert store.nights() == []
    assert store.load_round_cards() == []
    assert len(store.players()) == 4  # players are not deleted with a night
    with pytest.raises(StoreError, match="no game night with id"):
        Corrections(store.engine).delete_night(night_id)


def test_rename(store: Store) -> None:
    _, ids = _setup(store)
    fixes = Corrections(store.engine)
    assert fixes.rename_player(ids["Bob"], "  Robert ").name == "Robert"
    assert store.player(ids["Bob"]).name == "Robert"
    with pytest.raises(StoreError, match="already a player named Ann: merge"):
        fixes.rename_player(ids["Bob"], "Ann")
    with pytest.raises(StoreError, match="non-empty"):
        fixes.rename_player(ids["Bob"], "  ")


def test_merge_moves_everything(store: Store) -> None:
    night_id, ids = _setup(store)
    course = store.night(night_id).course_id
    # "Bobby" is Bob typed differently on another night, with a team place and a record.
    bobby = store.add_player("Bobby").id or 0
    other = store.add_night(date(2024, 4, 1), course, [bobby, ids["Dee"]]).id or 0
    store.add_team(other, "Pair", [bobby, ids["Dee"]])
    (round2,) = store.rounds(other)
    assert round2.id is not None
    for hole, strokes in enumerate((4, 3, 5, 4), 1):
        store.record_score(round2.id, bobby, hole, strokes)
        store.record_score(round2.id, ids["Dee"], hole, strokes + 1)
    store.add_handicap(bobby, date(2024, 1, 1), 12.5)
    kept = Corrections(store.engine).merge_players(ids["Bob"], bobby)
    assert kept.name == "Bob"
    assert store.find_player("Bobby") is None
    assert [s.player_id for s in store.night_players(other)] == [ids["Bob"], ids["Dee"]]
    assert set(store.round_scores(round2.id)) == {
        (p, h) for p in (ids["Bob"], ids["Dee"]) for h in range(1, 5)}
    assert store.teams(other)[0].player_ids == tuple(sorted((ids["Bob"], ids["Dee"])))
    assert [r.handicap_index for r in store.handicap_history(ids["Bob"])] == [12.5]
    (card,) = store.load_round_cards(night_id=other)
    assert card.player_ids == (ids["Bob"], ids["Dee"])


def test_merge_refused_when_both_played_one_night(store: Store) -> None:
    _night_id, ids = _setup(store)
    fixes = Corrections(store.engine)
    with pytest.raises(StoreError, match="Ann and Bob both played the night of Thu 07 Mar 2024 "
                                         "at The Crown"):
        fixes.merge_players(ids["Ann"], ids["Bob"])
    with pytest.raises(StoreError, match="two different players"):
        fixes.merge_players(ids["Ann"], ids["Ann"])
    with pytest.raises(StoreError, match="no player with id"):
        fixes.merge_players(ids["Ann"], 9999)
    assert len(store.players()) == 4
