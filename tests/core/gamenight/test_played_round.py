"""A finished game as a store round: names, pars, strokes, and the write itself (here with
Carambole, the registry's first engine)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import Connection

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import (
    DEFAULT_PAR,
    CaramboleGame,
    CaramboleState,
    GameError,
    GameParams,
    Mode,
    Player,
)
from golfstudio.engine.play import play_out
from golfstudio.gamenight.played_round import NAME_LENGTH, fit_name, played_round, write_round
from golfstudio.store import Game, Store, StoreError, open_store, rounds
from golfstudio.store.records import NightSheet
from golfstudio.store.tables import NAME_LENGTH as STORE_NAME_LENGTH

GAME = "carambole"
PLAYED_ON = date(2025, 5, 17)


def _finished(mode: Mode = Mode.BASIC, players: tuple[Player, ...] = (
        Player("Ann"), Player("Bob")), courses: tuple[str, ...] = ("course-1", "course-3"),
        seed: int = 4, labels: tuple[str, ...] = ("course-1", "course-3")) -> CaramboleState:
    params = GameParams(tuple(load_bundled(c) for c in courses), players, mode, labels)
    game = CaramboleGame(params).new_state()
    ais = [GreedyPlayer() if k % 2 == 0 else RandomPlayer(random.Random(seed + k))
           for k in range(len(players))]
    finished: CaramboleState = play_out(game, ais, random.Random(seed))
    return finished


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(f"sqlite:///{tmp_path / 'scores.db'}")
    try:
        yield opened
    finally:
        opened.close()


def test_a_round_holds_one_hole_per_course_at_par_three_in_playing_order() -> None:
    game = _finished()
    record = played_round(game)
    assert (record.game, record.course_name) == (GAME, "Carambole: course-1 + course-3")
    assert record.holes == ((DEFAULT_PAR, 1), (DEFAULT_PAR, 2))
    assert record.players == ("Ann", "Bob")
    assert [record.strokes[name] for name in record.players] == [
        tuple(course[p] for course in game.card()) for p in range(2)]
    assert list(record.totals().values()) == list(game.scores())


def test_without_labels_the_courses_own_names_are_used() -> None:
    record = played_round(_finished(labels=()))
    assert record.course_name == "Carambole: Course 1: The straight + Course 3: Chicane"


def test_a_players_score_on_a_course_is_the_sum_of_their_balls() -> None:
    game = _finished(Mode.CARAMBOLE, (Player("Ann", balls=2), Player("Bob", balls=1)))
    record = played_round(game)
    for course, ball_scores in enumerate(game.ball_card()):
        ann = sum(s for b, s in zip(game.balls, ball_scores, strict=True) if b.owner == 0
                  if s is not None)
        assert record.strokes["Ann"][course] == ann
    assert record.totals()["Ann"] == game.scores()[0]


def test_the_card_reads_like_the_record() -> None:
    record = played_round(_finished())
    card = record.card()
    assert card.game == GAME
    assert [h.par for h in card.holes] == [DEFAULT_PAR, DEFAULT_PAR]
    assert dict(card.scores) == dict(record.strokes)


def test_an_unfinished_game_has_no_round() -> None:
    params = GameParams((load_bundled("course-1"),), (Player("Ann"),))
    with pytest.raises(GameError, match="not over"):
        played_round(CaramboleGame(params).new_state())


def test_a_long_name_is_shortened_with_a_digest_that_keeps_sequences_apart() -> None:
    many = [f"course-{k}-modified" for k in range(1, 8)]
    name = fit_name("Carambole: " + " + ".join(many))
    other = fit_name("Carambole: " + " + ".join([*many[:-1], "course-9-modified"]))
    assert len(name) <= NAME_LENGTH == STORE_NAME_LENGTH
    assert name.startswith("Carambole: course-1-modified + ")
    assert name != other
    assert fit_name("Carambole: " + " + ".join(many)) == name  # the same course every night
    params = GameParams(tuple(load_bundled("course-1") for _ in many), (Player("Ann"),),
                        labels=tuple(many))
    game = play_out(CaramboleGame(params).new_state(), [GreedyPlayer()], random.Random(1))
    assert played_round(game).course_name == name


def test_writing_a_round_stores_the_engines_scores(store: Store) -> None:
    game = _finished()
    record = played_round(game)
    saved = write_round(store, record, PLAYED_ON)
    card = store.load_round_card(saved.round_id)
    assert card.game == GAME
    assert {name: tuple(row) for name, row in card.scores.items()} == dict(record.strokes)
    assert [p.name for p in card.players] == ["Ann", "Bob"]
    night = store.night(saved.night_id)
    assert (night.game, night.place, night.played_on) == (Game.CARAMBOLE, "GolfStudio",
                                                          PLAYED_ON)
    assert [h.par for h in store.holes(saved.course_id)] == [DEFAULT_PAR, DEFAULT_PAR]
    assert len(store.rounds(saved.night_id)) == 1


def test_a_second_game_reuses_the_players_and_the_course(store: Store) -> None:
    ann = store.add_player("Ann")
    first = write_round(store, played_round(_finished(seed=1)), PLAYED_ON)
    second = write_round(store, played_round(_finished(seed=2)), PLAYED_ON)
    assert first.course_id == second.course_id
    assert first.player_ids == second.player_ids
    assert first.player_ids[0] == ann.id
    assert first.night_id != second.night_id
    assert len(store.courses(GAME)) == 1
    assert len(store.load_round_cards(game=GAME)) == 2


def test_a_write_that_fails_leaves_no_half_round_and_a_retry_writes_it_once(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The course, the players, the night, its round and its scores are one transaction: a
    failure in the middle (a locked database, after the course and the players were added in
    it) writes none of them, and the retry writes the round exactly once."""
    record = played_round(_finished())
    real = rounds.insert_sheets
    calls = 0

    def failing_once(connection: Connection, sheets: Sequence[NightSheet]) -> list[int]:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise StoreError("the database is locked")
        return real(connection, sheets)

    monkeypatch.setattr(rounds, "insert_sheets", failing_once)
    with pytest.raises(StoreError, match="locked"):
        write_round(store, record, PLAYED_ON)
    assert store.nights(game=GAME) == []
    assert (store.courses(GAME), store.players()) == ([], [])
    saved = write_round(store, record, PLAYED_ON)
    assert len(store.nights(game=GAME)) == 1 and len(store.load_round_cards(game=GAME)) == 1
    assert store.load_round_card(saved.round_id).scores["Ann"] == record.strokes["Ann"]


def test_a_stored_ais_mark_is_shown_in_the_users_language() -> None:
    """Issue 30 item 8: "Greedy (AI)" read in English on a French page; the store keeps the
    English mark (data), the pages show ``shown_name``'s words."""
    from golfstudio import i18n
    from golfstudio.gamenight.played_round import ai_name, shown_name

    assert shown_name("Ann") == "Ann"
    assert shown_name(ai_name("Greedy")) == "Greedy (AI)"
    before = i18n.installed()
    i18n.install(i18n.Locale(
        lambda text, disambiguation, n: text.replace("(AI)", "(IA)"), str,
        lambda value, places: str(value), str))
    try:
        assert shown_name("Greedy (AI)") == "Greedy (IA)"
        assert shown_name("Greedy (AI)  ") == "Greedy (IA)"
        assert shown_name("Ann") == "Ann"
    finally:
        i18n.install(before)
