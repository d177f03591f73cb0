"""A score is on disk once ``record_score`` returns: a killed process loses none of them, and
two processes can enter scores into the same database at once."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from datetime import date

from golfstudio.store import Game, open_store

HOLES = 18

RECORD_THEN_DIE = textwrap.dedent("""
    import os, signal, sys
    import sqlalchemy as sa
    from golfstudio.store import open_store

    url, round_id, player_id, saves = sys.argv[1], *map(int, sys.argv[2:])
    store = open_store(url)
    for hole in range(1, saves + 1):
        store.record_score(round_id, player_id, hole, 2 + hole % 5)
        print(hole, 2 + hole % 5, flush=True)
    # Die in the middle of a write that was never committed.
    connection = store.engine.connect()
    connection.execute(sa.text(
        "INSERT INTO hole_score (round_id, player_id, hole, strokes) VALUES (:r, :p, :h, 9)"),
        {"r": round_id, "p": player_id, "h": saves + 1})
    os.kill(os.getpid(), signal.SIGKILL)
""")

RECORD_ROW = textwrap.dedent("""
    import sys
    from golfstudio.store import open_store

    url, round_id, player_id = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open_store(url) as store:
        for strokes in range(3, 9):  # many writes each, so the two writers overlap
            for hole in range(1, 19):
                store.record_score(round_id, player_id, hole, strokes + player_id % 2)
""")


def _night(url: str, players: int) -> tuple[int, list[int]]:
    with open_store(url) as store:
        ids = [store.add_player(f"P{i}").id or 0 for i in range(players)]
        course = store.add_course("Long", Game.GOLF, [(4, si) for si in range(1, HOLES + 1)])
        night = store.add_night(date(2024, 6, 1), course.id or 0, ids)
        (first,) = store.rounds(night.id or 0)
        return first.id or 0, ids


def test_a_killed_process_loses_no_saved_score(store_url: str) -> None:
    round_id, (player,) = _night(store_url, 1)
    done = subprocess.run([sys.executable, "-c", RECORD_THEN_DIE, store_url, str(round_id),
                           str(player), "11"], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == -signal.SIGKILL, done.stderr
    reported = {(player, int(hole)): int(strokes)
                for hole, strokes in (line.split() for line in done.stdout.splitlines())}
    assert len(reported) == 11
    with open_store(store_url) as store:
        assert store.round_scores(round_id) == reported  # and not the uncommitted 12th
        store.record_score(round_id, player, 12, 4)  # the dead writer left no lock behind
        assert store.round_scores(round_id)[(player, 12)] == 4


def test_two_processes_enter_scores_at_the_same_time(store_url: str) -> None:
    round_id, players = _night(store_url, 2)
    writers = [subprocess.Popen([sys.executable, "-c", RECORD_ROW, store_url, str(round_id),
                                 str(player)], stderr=subprocess.PIPE, text=True)
               for player in players]
    for writer in writers:
        _, errors = writer.communicate(timeout=60)
        assert writer.returncode == 0, errors
    with open_store(store_url) as store:
        scores = store.round_scores(round_id)
    assert scores == {(p, hole): 8 + p % 2 for p in players for hole in range(1, HOLES + 1)}
