"""Organisers racing each other (issue 17 §3): real processes change one night at the same
moment — rounds, latecomers' seats, teams — on SQLite and on the real PostgreSQL server, and
nothing is lost, duplicated or left for a later load to trip over. A lock that is not granted
in time ends with one readable line."""

from __future__ import annotations

import sys
import textwrap
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.store import Game, Store, StoreError, open_store
from golfstudio.store import engine as engine_setup
from golfstudio.store.engine import write_engine
from golfstudio.store.errors import BUSY
from tests.workers import run_at_once

ROOT = Path(__file__).resolve().parents[3]
WORKERS = 4
ROUNDS_EACH = 4
SEATS_EACH = 10

WORKER = textwrap.dedent("""
    import json, sys
    from golfstudio.store import StoreError, open_store

    url, night, me = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rounds = int(sys.argv[4])
    latecomers = [int(p) for p in sys.argv[5].split(",")]
    shared = int(sys.argv[6])
    done = {"rounds": [], "seats": [], "teams": [], "refused": []}
    with open_store(url) as store:
        print("ready", flush=True)
        sys.stdin.readline()  # "go": every worker starts at once
        for _ in range(rounds):
            try:
                done["rounds"].append(store.add_round(night).number)
            except StoreError as error:
                done["refused"].append(str(error))
        for player in latecomers:
            try:
                done["seats"].append(store.add_night_player(night, player).position)
            except StoreError as error:
                done["refused"].append(str(error))
        # Every worker wants the shared player in its team: one of them gets them.
        for name, members in ((f"T{me}", [latecomers[0], shared]), (f"S{me}", [latecomers[1]])):
            try:
                store.add_team(night, name, members)
                done["teams"].append(name)
            except StoreError as error:
                done["refused"].append(str(error))
    print(json.dumps(done), flush=True)
""")


def _night(store: Store) -> tuple[int, list[int], list[list[int]]]:
    """A night with two seated players, and each worker's latecomers (not seated yet)."""
    course = store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    ann, bob = (store.add_player(name).id or 0 for name in ("Ann", "Bob"))
    night = store.add_night(date(2024, 6, 1), course.id or 0, [ann, bob])
    latecomers = [[store.add_player(f"W{w}P{i}").id or 0 for i in range(SEATS_EACH)]
                  for w in range(WORKERS)]
    return night.id or 0, [ann, bob], latecomers


def _run_workers(url: str, night: int, shared: int, latecomers: list[list[int]],
                 script: Path) -> list[dict[str, list[object]]]:
    script.write_text(WORKER, encoding="utf-8")
    return run_at_once([
        [sys.executable, str(script), url, str(night), str(w), str(ROUNDS_EACH),
         ",".join(map(str, latecomers[w])), str(shared)] for w in range(WORKERS)])


def test_organisers_racing_on_one_night_lose_and_duplicate_nothing(store: Store,
                                                                   store_url: str,
                                                                   tmp_path: Path) -> None:
    night, (ann, _bob), latecomers = _night(store)
    results = _run_workers(store_url, night, ann, latecomers, tmp_path / "worker.py")

    # Rounds: 1 existed; the workers' adds are 2, 3, … with no number twice and none refused.
    numbers = sorted(n for r in results for n in r["rounds"])  # type: ignore[type-var]
    assert numbers == list(range(2, 2 + WORKERS * ROUNDS_EACH))
    assert [r.number for r in store.rounds(night)] == list(range(1, 2 + WORKERS * ROUNDS_EACH))
    # Seats: every latecomer seated, each in a seat of their own after the first two.
    positions = sorted(p for r in results for p in r["seats"])  # type: ignore[type-var]
    assert positions == list(range(2, 2 + WORKERS * SEATS_EACH))
    seats = store.night_players(night)
    assert sorted(s.position for s in seats) == list(range(2 + WORKERS * SEATS_EACH))
    # Teams: the shared player is in exactly one team; the other T-teams were refused in
    # words, the S-teams (no one shared) all went in.
    refused = [m for r in results for m in r["refused"]]
    assert len(refused) == WORKERS - 1, refused
    assert all(isinstance(m, str) and m.endswith(f"player id {ann} is already in a team")
               for m in refused), refused
    made = sorted(name for r in results for name in r["teams"])  # type: ignore[type-var]
    assert sum(1 for name in made if str(name).startswith("T")) == 1
    assert sum(1 for name in made if str(name).startswith("S")) == WORKERS
    teams = store.teams(night)
    members = Counter(p for team in teams for p in team.player_ids)
    assert members[ann] == 1 and max(members.values()) == 1
    # And the history loads, rounds and teams included.
    assert store.load_round_cards(night_id=night) == []  # nothing scored yet: all skipped
    first = store.rounds(night)[0].id or 0
    for seat in seats:
        for hole in (1, 2):
            store.record_score(first, seat.player_id, hole, 4)
    (card,) = store.load_round_cards(night_id=night)
    assert len(card.card.teams) == len(teams)


def _waiting(store: Store) -> int:
    with store.engine.connect() as connection:
        return int(connection.scalar(sa.text(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock'")) or 0)


def test_a_lock_not_granted_in_time_is_one_readable_line(
        store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another organiser holds the night (PostgreSQL: its row; SQLite: the write lock) past
    the timeout: the add is refused with the busy message, nothing is written."""
    monkeypatch.setattr(engine_setup, "BUSY_TIMEOUT_MS", 300)
    with open_store(store_url) as store:
        night, _players, _late = _night(store)
        with write_engine(store.engine).connect() as holder:
            # SQLite: the first statement begins IMMEDIATE, the write lock (engine._begin).
            holder.execute(sa.text("SELECT id FROM game_night WHERE id = :id"
                                   + (" FOR UPDATE" if holder.dialect.name == "postgresql"
                                      else "")), {"id": night})
            with pytest.raises(StoreError) as refused:
                store.add_round(night)
            holder.rollback()
        assert str(refused.value) == f"cannot add a round: {BUSY}"
        assert [r.number for r in store.rounds(night)] == [1]
        assert store.add_round(night).number == 2  # and once the lock is gone, it works


def test_the_database_itself_refuses_a_second_team_or_a_shared_seat(store: Store) -> None:
    """The constraints hold without the store's checks: raw rows that the race used to
    write are refused by the database."""
    night, (ann, bob), _late = _night(store)
    team = store.add_team(night, "Reds", [ann])
    with store.engine.connect() as connection:
        other = connection.scalar(sa.text(
            "INSERT INTO team (night_id, name) VALUES (:n, 'Blues') RETURNING id"),
            {"n": night})
        with pytest.raises(sa.exc.IntegrityError):
            connection.execute(sa.text(
                "INSERT INTO team_member (team_id, night_id, player_id) VALUES (:t, :n, :p)"),
                {"t": other, "n": night, "p": ann})
        connection.rollback()
        with pytest.raises(sa.exc.IntegrityError):  # the team's night, not another one
            connection.execute(sa.text(
                "INSERT INTO team_member (team_id, night_id, player_id) VALUES (:t, :n, :p)"),
                {"t": team.id, "n": night + 1, "p": bob})
        connection.rollback()
        with pytest.raises(sa.exc.IntegrityError):
            connection.execute(sa.text(
                "UPDATE night_player SET position = 0 WHERE night_id = :n AND player_id = :p"),
                {"n": night, "p": bob})
        connection.rollback()
