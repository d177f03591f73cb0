"""Three organisers adding "Ann", "ann" and "Ann" to a PBM Golf game at once, no tournament
open (issue 27 §9).

Each adder's script holds it between its roster check and its INSERT (``_next_number``, the
step after the check). Unfixed, on PostgreSQL all three passed the check (nothing was
locked with no tournament open): Ann and ann both joined — the roster treats them as one
name, the database's unique key does not — and the loser of the exact duplicate was shown
``duplicate key value violates unique constraint "uq_pbm_player_game_id_name"``. Now the
game's row is locked before the roster is read, so one adds and two are told in words.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.pbm.league import League
from golfstudio.pbm.settings import GameSettings, parse_part
from golfstudio.store import Store, StoreError
from golfstudio.store.errors import database_errors

ROOT = Path(__file__).resolve().parents[3]
NAMES = ("Ann", "ann", "Ann")

ADDER = textwrap.dedent("""
    import json, sys
    from golfstudio.pbm.league import League
    from golfstudio.store import StoreError, open_store

    url, name = sys.argv[1], sys.argv[2]
    next_number = League._next_number

    def held(session, game):
        # Inside add_players's transaction, after its roster check: wait for the parent.
        print("checked", flush=True)
        sys.stdin.readline()
        return next_number(session, game)

    League._next_number = staticmethod(held)
    with open_store(url) as store:
        print("ready", flush=True)
        sys.stdin.readline()
        try:
            League(store.engine).add_player("Test", name)
            print(json.dumps({"added": True}), flush=True)
        except StoreError as error:
            print(json.dumps({"added": False, "error": str(error)}), flush=True)
""")


def _lock_waiters(store: Store) -> int:
    with store.engine.connect() as connection:
        return int(connection.scalar(sa.text(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock'")) or 0)


def _lines(process: subprocess.Popen[str], heard: queue.Queue[tuple[int, str]],
           number: int) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        heard.put((number, line.strip()))


def test_three_adds_of_one_name_at_once_add_it_once_and_refuse_in_words(
        store: Store, store_url: str, tmp_path: Path) -> None:
    league = League(store.engine)
    league.new_game("Test", GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                                         random_parts=(parse_part("1d2"),) * 6), seed=7)
    script = tmp_path / "adder.py"
    script.write_text(ADDER, encoding="utf-8")
    adders = [subprocess.Popen([sys.executable, str(script), store_url, name], cwd=ROOT,
                               env={**os.environ, "PYTHONPATH": str(ROOT)},
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True) for name in NAMES]
    heard: queue.Queue[tuple[int, str]] = queue.Queue()
    readers = [threading.Thread(target=_lines, args=(adder, heard, number), daemon=True)
               for number, adder in enumerate(adders)]
    for reader in readers:
        reader.start()

    def say(line: str) -> None:
        for adder in adders:
            assert adder.stdin is not None
            adder.stdin.write(line + "\n")
            adder.stdin.flush()

    outcomes: dict[int, dict[str, object]] = {}
    try:
        ready = [heard.get(timeout=60) for _ in adders]
        assert sorted(line for _, line in ready) == ["ready"] * len(adders)
        say("go")  # every adder starts at once
        checked = 0
        deadline = time.monotonic() + 60
        # Until every adder has passed its check or waits for a lock (PostgreSQL), or the
        # first has passed it (SQLite: the others wait in BEGIN IMMEDIATE, unseen).
        while True:
            assert time.monotonic() < deadline, "the adders neither checked nor waited"
            try:
                number, line = heard.get(timeout=0.05)
                assert line == "checked", line
                checked += 1
            except queue.Empty:
                pass
            if store.engine.dialect.name != "postgresql":
                if checked:
                    break
            elif checked and checked + _lock_waiters(store) == len(adders):
                break
        say("go")  # each held adder goes on; a waiting one finds its "go" when it gets there
        say("go")
        say("go")
        while len(outcomes) < len(adders):
            number, line = heard.get(timeout=60)
            if line != "checked":
                outcomes[number] = json.loads(line)
        for adder in adders:
            _out, err = adder.communicate(timeout=60)
            assert adder.returncode == 0, err
            assert err == ""
    finally:
        for adder in adders:
            if adder.poll() is None:
                adder.kill()
                adder.wait()

    added = [number for number, outcome in outcomes.items() if outcome["added"]]
    assert len(added) == 1, outcomes
    refused = [str(outcome["error"]) for outcome in outcomes.values() if not outcome["added"]]
    assert len(refused) == 2
    for message in refused:
        assert "duplicate key" not in message and "uq_pbm" not in message, message
        assert "Test already has a player named" in message, message
    assert [player.name for player in league.players("Test")] == [NAMES[added[0]]]


def test_the_unique_key_met_anyway_is_named_in_words(store: Store) -> None:
    """The last line: a duplicate the checks did not see is the roster's words, not the
    driver's "duplicate key value violates unique constraint …"."""
    league = League(store.engine)
    league.new_game("Test", GameSettings(base_values=(10, 20, 30, 40, 50, 60),
                                         random_parts=(parse_part("1d2"),) * 6), seed=7)
    league.add_player("Test", "Ann")
    with pytest.raises(StoreError) as refused, database_errors("cannot add player Ann"), \
            store.engine.begin() as connection:
        connection.execute(sa.text(
            "INSERT INTO pbm_player (game_id, name, joined, saved, entered_last) "
            "SELECT game_id, name, joined, saved, entered_last FROM pbm_player"))
    assert str(refused.value) == ("cannot add player Ann: that player is already on the "
                                  "game's roster")
