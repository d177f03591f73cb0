"""Saving a finished game is one transaction, on SQLite and on PostgreSQL: a round the store
refuses half-way — after its new course and new players were written in the transaction —
leaves no player, course, hole, night, seat, round or score behind. And the AI seats go in
marked, as the roster finds them."""

from __future__ import annotations

import random
from datetime import date
from types import MappingProxyType

import pytest
import sqlalchemy as sa

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, GameParams, Player
from golfstudio.engine.play import play_out
from golfstudio.gamenight.played_round import (
    AI_MARK,
    NAME_LENGTH,
    PlayedRound,
    ai_name,
    is_ai_name,
    played_round,
    write_round,
)
from golfstudio.gamenight.roster import ai_player_ids
from golfstudio.store import Game, Store, StoreError

PLAYED_ON = date(2025, 5, 17)
TABLES = ("player", "course", "hole", "game_night", "night_player", "round", "hole_score")


def _counts(store: Store) -> dict[str, int]:
    with store.engine.connect() as connection:
        return {table: int(connection.scalar(sa.text(f"SELECT count(*) FROM {table}")) or 0)
                for table in TABLES}


def _round(ann: tuple[int, ...] = (4, 3, 5), greedy: tuple[int, ...] = (5, 3, 4), *,
           course: str = "Studio links", names: tuple[str, str] = ("Ann", "Greedy"),
           holes: tuple[tuple[int, int], ...] = ((4, 2), (3, 3), (5, 1))) -> PlayedRound:
    """A golf round of three holes: Ann (a person) against the AI Greedy."""
    return PlayedRound("golf", course, holes, names,
                       MappingProxyType({names[0]: ann, names[1]: greedy}),
                       frozenset({names[1]}))


def test_a_round_is_written_whole_with_its_ai_marked(store: Store) -> None:
    bob = store.add_player("Ann")  # an existing player is found, not added again
    saved = write_round(store, _round(), PLAYED_ON)
    assert saved.player_ids[0] == bob.id
    assert [store.player(p).name for p in saved.player_ids] == ["Ann", "Greedy (AI)"]
    assert [(h.par, h.stroke_index) for h in store.holes(saved.course_id)] == [
        (4, 2), (3, 3), (5, 1)]
    card = store.load_round_card(saved.round_id)
    assert dict(card.scores) == {"Ann": (4, 3, 5), "Greedy (AI)": (5, 3, 4)}
    assert _counts(store) == {"player": 2, "course": 1, "hole": 3, "game_night": 1,
                              "night_player": 2, "round": 1, "hole_score": 6}
    assert ai_player_ids(store) == {saved.player_ids[1]}
    again = write_round(store, _round(), PLAYED_ON)  # the same course and players, a new night
    assert (again.course_id, again.player_ids) == (saved.course_id, saved.player_ids)
    assert again.night_id != saved.night_id
    assert _counts(store)["course"] == 1 and _counts(store)["player"] == 2


@pytest.mark.parametrize(("record", "message"), [
    # The last cell is out of the store's range: refused after the course, its holes and
    # both new players were already inserted in the transaction.
    (_round(greedy=(5, 3, 10**20)),
     "the score night 1 (2025-05-17), round 1, hole 3 must be from -999 to 999"),
    (_round(greedy=(5, 3, 1000)), "must be from -999 to 999, got 1000"),
    (_round(ann=(4, 0, 5)), "a hole takes at least 1 stroke"),
    # A person's name the store cannot hold (an AI's is shortened to fit: ai_name), and an
    # AI's it cannot hold at all: refused after the new course and its holes were inserted.
    (_round(names=("A" * (NAME_LENGTH + 1), "Greedy")), "is longer than 80 characters"),
    (_round(names=("Ann", "Nul\x00l")), "contains a control character (U+0000)"),
])
def test_a_refused_round_leaves_nothing(store: Store, record: PlayedRound, message: str) -> None:
    before = _counts(store)
    with pytest.raises(StoreError) as refused:
        write_round(store, record, PLAYED_ON)
    assert message in str(refused.value)
    assert _counts(store) == before == dict.fromkeys(TABLES, 0)
    assert store.find_course("Studio links", Game.GOLF) is None
    # The same round, corrected, is then written once.
    saved = write_round(store, _round(), PLAYED_ON)
    assert len(store.load_round_cards(game="golf")) == 1
    assert store.night(saved.night_id).place == "GolfStudio"


def test_a_course_of_the_same_name_with_other_holes_refuses_and_adds_no_player(
        store: Store) -> None:
    store.add_course("Studio links", Game.GOLF, [(4, 1), (4, 2)])
    before = _counts(store)
    with pytest.raises(StoreError, match="a row of 3 scores on a course of 2 holes"):
        write_round(store, _round(), PLAYED_ON)
    assert _counts(store) == before
    assert store.players() == []


def test_a_bad_date_refuses_before_anything_is_written(store: Store) -> None:
    with pytest.raises(StoreError, match="must be from 1900-01-01"):
        write_round(store, _round(), date(1, 1, 1))
    assert _counts(store) == dict.fromkeys(TABLES, 0)


# --- AI marking (played_round.ai_name, is_ai_name, ai_seats) ------------------------------

def test_ai_name_marks_once_and_fits_the_store() -> None:
    assert AI_MARK == " (AI)"
    assert ai_name("Greedy") == "Greedy (AI)"
    assert ai_name("Greedy (AI)") == "Greedy (AI)"  # never "Greedy (AI) (AI)"
    long = ai_name("X" * 100)
    assert len(long) == NAME_LENGTH and long.endswith(" (AI)")
    assert long != ai_name("X" * 99 + "Y")  # the digest keeps two long names apart
    assert long == ai_name("X" * 100)


@pytest.mark.parametrize(("name", "ai"), [
    ("Greedy (AI)", True), ("Greedy (AI)  ", True), ("Greedy(AI)", True),
    ("Greedy", False), ("Ann (ai)", False), ("(AI) Bob", False), ("", False),
])
def test_is_ai_name(name: str, ai: bool) -> None:
    assert is_ai_name(name) is ai


def test_ai_seats_become_marked_players() -> None:
    params = GameParams((load_bundled("course-1"),), (Player("Ann"), Player("Greedy")))
    finished = play_out(CaramboleGame(params).new_state(), [GreedyPlayer(), GreedyPlayer()],
                        random.Random(3))
    assert played_round(finished).ai_players == frozenset()
    assert played_round(finished, ai_seats=[1]).ai_players == frozenset({"Greedy"})
    # A seat that is not at the table (a stale list) marks nobody.
    assert played_round(finished, ai_seats=[2, -1]).ai_players == frozenset()
