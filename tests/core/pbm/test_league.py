"""The league in the store's database, on SQLite and a real PostgreSQL server: a small game of
three tournaments, an evaluation that happens once, and two processes racing to evaluate."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import date, timedelta
from fractions import Fraction
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.evaluation import Taking
from golfstudio.pbm.league import League
from golfstudio.pbm.ranking import ranking
from golfstudio.pbm.settings import GameSettings, parse_part
from golfstudio.store import Store, StoreError, open_store
from tests.pg_server import PostgresTestServer

SETTINGS = GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                        random_parts=(parse_part("1d2"),) * 6)
"""Short lanes: strokes found at once."""
FIRST = date(2026, 1, 10)
ROOT = Path(__file__).resolve().parents[3]


def entry(player: str, *lines: str, game: str = "Test") -> str:
    return "\n".join([f"Partiename: {game}", f"Spieler: {player}", *lines])


@pytest.fixture
def league(store: Store) -> League:
    league = League(store.engine)
    league.new_game("Test", SETTINGS, deadline=FIRST, seed=7)
    return league


def test_a_game_of_three_tournaments_and_its_ranking(league: League) -> None:
    league.add_player("Test", "Ann")
    league.add_player("Test", "Bob")
    assert league.add_entry("Test", entry("ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1")
                            ).received == 1
    league.add_entry("Test", entry("Bob", "Neuer Schlägersatz: 1 - 1 - 1 - 1"))
    zed = league.add_entry("Test", entry("Zed", "Neuer Schlägersatz: 1 - 2 - 3 - 4"))
    assert (zed.received, zed.player_id) == (3, None)
    first = league.evaluate("Test", today=FIRST)
    assert (first.next_number, first.next_deadline) == (2, FIRST + timedelta(days=14))
    assert [r.player for r in first.evaluation.results] == ["Ann", "Bob"]
    assert len(first.evaluation.unmatched) == 1

    cy = league.add_player("Test", "Cy")  # joins during tournament 2
    assert cy.joined == 2
    league.add_entry("Test", entry("Bob", "1 Wechsel: 7 -> 3",
                                   "Neuer Schlägersatz: 3 - 1 - 1 - 1"))  # holds no 7
    league.add_entry("Test", entry("Cy", "Neuer Schlägersatz: 20 - 10 - 2 - 1"))
    second = league.evaluate("Test", today=FIRST + timedelta(days=14))
    takings = {r.player: r.taking for r in second.evaluation.results}
    assert takings == {"Ann": Taking.AUTOMATIC, "Bob": Taking.ENTRY, "Cy": Taking.ENTRY}
    notes = league.notes("Test", 2)
    assert list(notes) == ["Bob"] and "rule 9.6" in notes["Bob"]

    third = league.evaluate("Test", today=date(2026, 2, 7))  # nobody enters: Ann is absent
    assert third.evaluation.absent == ("Ann",)
    assert {r.player: r.taking for r in third.evaluation.results} == {
        "Bob": Taking.AUTOMATIC, "Cy": Taking.AUTOMATIC}

    states = {p.name: (p.clubs, p.saved, p.entered_last) for p in league.players("Test")}
    assert states == {"Ann": ([10, 5, 1, 1], 2, False), "Bob": ([1, 1, 1, 1], 3, False),
                      "Cy": ([20, 10, 2, 1], 2, False)}
    assert [(t.number, t.evaluated is not None) for t in league.tournaments("Test")] == [
        (1, True), (2, True), (3, True), (4, False)]

    totals = [{name: r.total for name, r in league.results("Test", n)} for n in (1, 2, 3)]
    assert [sorted(t) for t in totals] == [["Ann", "Bob"], ["Ann", "Bob", "Cy"], ["Bob", "Cy"]]
    points, expected = ranking(totals, SETTINGS.points)
    found = league.ranking("Test")
    assert found.tournaments == (1, 2, 3)
    assert [line.ranked() for line in found.lines] == expected
    cy_line = next(line for line in found.lines if line.player == "Cy")
    assert cy_line.results == (Fraction(0), points[1]["Cy"], points[2]["Cy"])
    stored = {name: Fraction(r.points) for name, r in league.results("Test", 2)}
    assert stored == points[1]


def test_an_evaluated_tournament_is_not_evaluated_again(league: League) -> None:
    league.add_player("Test", "Ann")
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    with pytest.raises(StoreError, match=r"^no tournament of Test has reached its deadline"):
        league.evaluate("Test", today=FIRST - timedelta(days=1))
    with pytest.raises(StoreError, match=r"^tournament 1 of Test has its deadline on "
                                         r"Sat 10 Jan 2026: it is evaluated from then on$"):
        league.evaluate("Test", number=1, today=FIRST - timedelta(days=1))
    league.evaluate("Test", today=FIRST)
    message = r"^tournament 1 of Test is already evaluated$"
    with pytest.raises(StoreError, match=message):
        league.evaluate("Test", today=FIRST + timedelta(days=1))
    with pytest.raises(StoreError, match=message):
        league.evaluate("Test", number=1, today=date(2030, 1, 1))
    assert len(league.results("Test", 1)) == 1
    with pytest.raises(StoreError, match=r"^Test has no tournament 9$"):
        league.evaluate("Test", number=9, today=date(2030, 1, 1))


def test_a_tournament_closes_early_only_when_asked_by_its_number(league: League) -> None:
    """Before its deadline a tournament is evaluated only with ``early`` and its number: its
    deadline becomes the day it closed, the next is announced from then, and a second ask
    (early or not) is refused in words — never applied to the next tournament."""
    league.add_player("Test", "Ann")
    league.add_player("Test", "Bob")
    league.add_entry("Test", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1"))
    league.add_entry("Test", entry("Bob", "1 Wechsel: 1 -> 2"))  # a faulty first entry
    early = FIRST - timedelta(days=4)
    with pytest.raises(StoreError, match=r"^no tournament of Test has reached its deadline"):
        league.evaluate("Test", today=early)
    with pytest.raises(PbmError, match=r"^to close a tournament early, name it by its number$"):
        league.evaluate("Test", today=early, early=True)
    done = league.evaluate("Test", number=1, today=early, early=True)
    assert done.closed_early
    assert (done.next_number, done.next_deadline) == (2, early + timedelta(days=14))
    assert [r.player for r in done.evaluation.results] == ["Ann"]
    assert done.evaluation.absent == ("Bob",)
    notes = league.notes("Test", 1)
    assert list(notes) == ["Bob"] and "you count as absent in this tournament" in notes["Bob"]
    assert [(t.number, t.deadline, t.evaluated is not None)
            for t in league.tournaments("Test")] == [
        (1, early, True), (2, early + timedelta(days=14), False)]
    for asked in ({}, {"number": 1, "early": True}):
        with pytest.raises(StoreError, match=r"^tournament 1 of Test is already evaluated$"):
            league.evaluate("Test", today=early, **asked)  # type: ignore[arg-type]
    # Tournament 2 closes early the same day too; a deadline already come is no early close.
    second = league.evaluate("Test", number=2, today=early, early=True)
    assert second.closed_early and second.next_deadline == early + timedelta(days=14)
    third = league.evaluate("Test", number=3, today=date(2026, 3, 1), early=True)
    assert not third.closed_early and third.evaluation.number == 3
    assert league.tournaments("Test")[2].deadline == early + timedelta(days=14)


def test_a_tournament_cannot_close_before_the_previous_one_did(store: Store) -> None:
    league = League(store.engine)
    league.new_game("Bare", SETTINGS, deadline=FIRST)
    league.evaluate("Bare", number=1, today=FIRST - timedelta(days=4), early=True)
    # A clock set back: tournament 2 cannot close before tournament 1 did.
    with pytest.raises(StoreError, match=r"^tournament 2 of Bare cannot close on Mon 05 Jan "
                                         r"2026, before tournament 1's deadline$"):
        league.evaluate("Bare", number=2, today=FIRST - timedelta(days=5), early=True)
    assert league.open_one("Bare") is not None


def test_an_entry_is_committed_when_added(league: League, store_url: str) -> None:
    league.add_player("Test", "Ann")
    text = entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1")
    league.add_entry("Test", text)
    with open_store(store_url) as other:  # another connection, another pool
        assert [e.text for e in League(other.engine).entries("Test", 1)] == [text]


def test_numbers_and_names_from_a_user_are_checked(league: League) -> None:
    with pytest.raises(PbmError, match="a player's name has 1 to 100 characters"):
        league.add_player("Test", "  ")
    league.add_player("Test", "Karl Napf")
    with pytest.raises(StoreError, match=r"^Test already has a player named Karl Napf$"):
        league.add_player("Test", "karl  napf")
    with pytest.raises(StoreError, match=r"^there is already a PBM Golf game named Test$"):
        league.new_game("Test", SETTINGS)
    with pytest.raises(StoreError, match=r"^there is no PBM Golf game named Nope$"):
        league.add_player("Nope", "Ann")
    with pytest.raises(PbmError, match="a seed is from 0 to 2"):
        league.new_game("Other", SETTINGS, deadline=FIRST, seed=2**63)
    with pytest.raises(PbmError, match="a tournament number is from 1"):
        league.entries("Test", 0)
    with pytest.raises(StoreError, match=r"^tournament 1 of Test is still open$"):
        league.open_tournament("Test", FIRST + timedelta(days=1))
    with pytest.raises(PbmError, match="NUL"):
        league.add_entry("Test", "Spieler: Ann\x00")


def test_the_database_refuses_what_the_league_would_never_write(store: Store,
                                                                league: League) -> None:
    player = league.add_player("Test", "Ann")
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE pbm_player SET saved = 5 WHERE id = :id"),
                           {"id": player.id})
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE pbm_tournament SET number = 0"))


def _waiting_for_a_lock(engine: sa.Engine) -> int:
    with engine.connect() as connection:
        return int(connection.scalar(sa.text(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock'")) or 0)


@pytest.mark.postgres
def test_two_processes_evaluating_at_once_evaluate_once(
        postgres_server: PostgresTestServer) -> None:
    """Both CLI processes are held at the tournament's row lock (this test holds it first),
    then let go together: one evaluates, the other is refused."""
    url = postgres_server.create_database()
    today = date.today()
    with open_store(url) as store:
        league = League(store.engine)
        league.new_game("Ballesteros", SETTINGS, deadline=today - timedelta(days=1), seed=3)
        league.add_player("Ballesteros", "Ann")
        league.add_entry("Ballesteros", entry("Ann", "Neuer Schlägersatz: 10 - 5 - 1 - 1",
                                              game="Ballesteros"))
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        command = [sys.executable, "-m", "golfstudio.cli", "--db", url, "pbm", "evaluate",
                   "Ballesteros"]
        with store.engine.connect() as holder:
            holder.execute(sa.text("SELECT id FROM pbm_tournament FOR UPDATE"))
            runs = [subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True) for _ in range(2)]
            deadline = time.monotonic() + 60
            while _waiting_for_a_lock(store.engine) < 2:
                assert time.monotonic() < deadline, [r.poll() for r in runs]
                time.sleep(0.05)
            holder.rollback()
        done = [run.communicate(timeout=60) for run in runs]
        codes = sorted(run.returncode for run in runs)
        assert codes == [0, 2], done
        errors = [err for _out, err in done if err]
        assert errors == ["golfstudio: tournament 1 of Ballesteros is already evaluated\n"]
        assert [t.number for t in league.tournaments("Ballesteros")] == [1, 2]
        assert len(league.results("Ballesteros", 1)) == 1


def test_the_stored_takings_are_the_evaluations() -> None:
    """A new way of taking part needs a migration of ck_pbm_result_taking."""
    from golfstudio.store.migrations.versions import r0002_pbm_league
    from golfstudio.store.tables import PBM_TAKINGS

    assert PBM_TAKINGS == r0002_pbm_league.TAKINGS == tuple(t.value for t in Taking)
