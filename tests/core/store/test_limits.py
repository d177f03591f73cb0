"""Numbers past what a night can hold, NaN, unusable URLs and names in two Unicode forms:
each refused (or matched) with one readable line, never an OverflowError or a traceback, and
nothing written by a refused call."""

from __future__ import annotations

import math
from datetime import date

import pytest
import sqlalchemy as sa
from alembic import command

from golfstudio.store import Game, PlayedFormat, Store, StoreError, open_store
from golfstudio.store.engine import create_store_engine, resolve_url
from golfstudio.store.limits import MAX_ROUNDS
from golfstudio.store.migrate import alembic_config
from golfstudio.store.records import NightSheet
from golfstudio.store.tables import Format

HUGE = 99999999999999999999


def _night(store: Store) -> tuple[int, int, list[int]]:
    course = store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    players = [store.add_player(name).id or 0 for name in ("Ann", "Bob")]
    night = store.add_night(date(2024, 3, 1), course.id or 0, players)
    (round_,) = store.rounds(night.id or 0)
    return night.id or 0, round_.id or 0, players


def _counts(store: Store) -> dict[str, int]:
    with store.engine.connect() as connection:
        return {table: int(connection.scalar(sa.text(f"SELECT count(*) FROM {table}")) or 0)
                for table in ("player", "game_night", "night_player", "round", "hole_score",
                              "team", "team_member", "handicap_record", "course")}


@pytest.mark.parametrize(("call", "message"), [
    (lambda s, n, r, p: s.record_score(r, p[0], 1, HUGE),
     "the score of player id 1 on hole 1 must be from -999 to 999"),
    (lambda s, n, r, p: s.record_score(r, p[0], HUGE, 4), "a hole number must be from"),
    (lambda s, n, r, p: s.record_score(HUGE, p[0], 1, 4), f"no round with id {HUGE}"),
    (lambda s, n, r, p: s.record_score(r, 10**30, 1, 4), "no player with id"),
    (lambda s, n, r, p: s.player(10**30), "no player with id"),
    (lambda s, n, r, p: s.night(-(10**30)), "no game night with id"),
    (lambda s, n, r, p: s.add_round(10**30), "no game night with id"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(2024, 1, 1), 10**30), "handicap index"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(2024, 1, 1), math.nan), "finite number"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(2024, 1, 1), math.inf), "finite number"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(2024, 1, 1), 12.0, differential=math.nan),
     "a score differential must be a finite number, got nan"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(2024, 1, 1), 12.0, differential=-math.inf),
     "a score differential must be a finite number"),
    (lambda s, n, r, p: s.add_handicap(p[0], date(1, 1, 1), 12.0), "from 1900-01-01"),
    (lambda s, n, r, p: s.set_course_handicap(n, p[0], 10**30), "a course handicap must be"),
    (lambda s, n, r, p: s.add_night_player(n, p[0], 10**30), "a course handicap must be"),
    (lambda s, n, r, p: s.add_night(date(2024, 1, 1), 1, p, rounds=2_000_000),
     f"the number of rounds must be from 0 to {MAX_ROUNDS}"),
    (lambda s, n, r, p: s.add_night(date(9999, 1, 1), 1, p), "must be from 1900-01-01"),
    (lambda s, n, r, p: s.add_night(date(2024, 1, 1), 1, p, course_handicaps={p[0]: HUGE}),
     "a course handicap must be"),
    (lambda s, n, r, p: s.add_night(date(2024, 1, 1), HUGE, p), f"no course with id {HUGE}"),
    (lambda s, n, r, p: s.add_course("Big", Game.GOLF, [(HUGE, 1)]), "the par of hole 1"),
    (lambda s, n, r, p: s.add_course("Long", Game.GOLF, [(4, i) for i in range(1, 100)]),
     "a course has at most 72 holes"),
    (lambda s, n, r, p: s.add_format(n, PlayedFormat(Format.STROKE, allowance=HUGE)),
     "a handicap allowance is a percentage"),
    (lambda s, n, r, p: s.add_player("Nul\x00l"), "contains a control character (U+0000)"),
    (lambda s, n, r, p: s.add_player("\ud800"), "contains a control character (U+D800)"),
    (lambda s, n, r, p: s.add_team(n, "Reds", [HUGE]), f"no player with id {HUGE}"),
    (lambda s, n, r, p: s.import_nights([NightSheet(date(2024, 1, 1), 1, tuple(p),
                                                    rounds=((),) * (MAX_ROUNDS + 1))]),
     f"has {MAX_ROUNDS + 1} rounds: a night has at most {MAX_ROUNDS}"),
])
def test_hostile_numbers_are_refused_in_words(store: Store, call: object, message: str) -> None:
    night, round_id, players = _night(store)
    before = _counts(store)
    with pytest.raises(StoreError) as refused:
        call(store, night, round_id, players)  # type: ignore[operator]
    assert message in str(refused.value)
    assert "\n" not in str(refused.value)
    assert _counts(store) == before


def test_a_night_holds_at_most_max_rounds(store: Store) -> None:
    night, _round, _players = _night(store)
    for _ in range(MAX_ROUNDS - 1):
        store.add_round(night)
    with pytest.raises(StoreError, match=f"already has {MAX_ROUNDS} rounds"):
        store.add_round(night)


@pytest.mark.parametrize(("url", "message"), [
    ("postgresql://u@localhost:99999/db", "port 99999 is not a port number (1 to 65535)"),
    ("postgresql://u@localhost:0/db", "port 0 is not a port number"),
    ("postgresql://u:secret@localhost:abc/db",
     "not a database URL: 'postgresql://u:***@localhost:abc/db'"),
    ("postgresql://u@[::1/db", "not a database URL"),
])
def test_a_url_with_a_bad_port_is_one_clear_line(url: str, message: str) -> None:
    with pytest.raises(StoreError) as refused:
        open_store(url)
    assert message in str(refused.value)
    assert "secret" not in str(refused.value)


def test_names_are_one_player_in_either_unicode_form(store: Store) -> None:
    composed, decomposed = "Zo\u00e9", "Zoe\u0301"
    zoe = store.add_player(decomposed)
    assert zoe.name == composed  # stored in NFC
    with pytest.raises(StoreError, match="there is already a player named Zoé"):
        store.add_player(composed)
    assert store.find_player(composed) == zoe
    assert store.find_player(decomposed) == zoe
    course = store.add_course("Ch\u00e2teau", Game.GOLF, [(4, 1)])
    assert store.find_course("Cha\u0302teau", Game.GOLF) == course


def test_upgrading_repairs_what_a_race_left_behind(store_url: str) -> None:
    """A database at revision 0003 with a player in two teams, two players in one seat and a
    name in decomposed form is repaired by r0004, and its history loads again."""
    engine = create_store_engine(resolve_url(store_url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection=connection), "0003")
            run = connection.execute
            run(sa.text("INSERT INTO player (id, name) VALUES (1, 'Ann'), (2, 'Bob'), "
                        "(3, :zoe), (4, 'Zo\u00e9')"), {"zoe": "Zoe\u0301"})
            run(sa.text("INSERT INTO player (id, name) VALUES (5, :cy)"), {"cy": "Cy\u0301"})
            run(sa.text("INSERT INTO course (id, name, game) VALUES (1, 'Links', 'golf')"))
            run(sa.text("INSERT INTO hole (course_id, number, par, stroke_index) "
                        "VALUES (1, 1, 4, 1)"))
            run(sa.text("INSERT INTO game_night (id, played_on, place, game, course_id) "
                        "VALUES (1, '2024-03-01', '', 'golf', 1)"))
            run(sa.text("INSERT INTO night_player (night_id, player_id, position) "
                        "VALUES (1, 1, 0), (1, 2, 1), (1, 5, 1)"))
            run(sa.text("INSERT INTO team (id, night_id, name) VALUES (1, 1, 'Reds'), "
                        "(2, 1, 'Blues'), (3, 1, 'Greens')"))
            # Ann in two teams (the race); Greens holds only Ann, and only in error.
            run(sa.text("INSERT INTO team_member (team_id, player_id) VALUES "
                        "(1, 1), (2, 1), (2, 2), (3, 1)"))
    finally:
        engine.dispose()
    with open_store(store_url) as store:
        assert [(s.player_id, s.position) for s in store.night_players(1)] == [
            (1, 0), (2, 1), (5, 2)]
        assert [(t.name, t.player_ids) for t in store.teams(1)] == [
            ("Blues", (2,)), ("Reds", (1,))]
        names = {p.id: p.name for p in store.players()}
        assert names[5] == "C\u00fd"  # composed
        assert names[3] == "Zoe\u0301"  # left: its composed form is another player's
        store.add_round(1)
        store.record_score(store.rounds(1)[0].id or 0, 1, 1, 4)
