"""A night edited while its scores are typed (issue 27 §8): the organiser takes P3 off the
night at the moment another process enters P3's score.

The scorer is held, by its own script, between the store's check that P3 is seated and the
score's INSERT; the editor then runs. Unfixed, on PostgreSQL the edit committed (the
scorer's check took no lock) and the score went in after it: a score of a player no longer
seated, and every later edit of the night refused. Now score entry holds the night's row
(``FOR SHARE``; SQLite's write lock), so the edit waits for the score and then refuses to
take P3 off — and whatever the order, the night stays editable. A night left stuck by the
old version is recoverable: its stray scores can be cleared, and edits go through.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from datetime import date
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.store import Game, Store, StoreError
from golfstudio.store.corrections import Corrections, NightEdit

ROOT = Path(__file__).resolve().parents[3]

SCORER = textwrap.dedent("""
    import json, sys
    from golfstudio.store import StoreError, open_store
    from golfstudio.store import store as store_module

    url, round_id, player = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    upsert = store_module._upsert_score

    def held(*args, **kwargs):
        # Inside record_score's transaction, after its checks: wait for the parent.
        print("checked", flush=True)
        sys.stdin.readline()
        upsert(*args, **kwargs)

    store_module._upsert_score = held
    with open_store(url) as store:
        try:
            store.record_score(round_id, player, 1, 4)
            print(json.dumps({"saved": True}), flush=True)
        except StoreError as error:
            print(json.dumps({"saved": False, "error": str(error)}), flush=True)
""")

EDITOR = textwrap.dedent("""
    import json, sys
    from datetime import date
    from golfstudio.store import StoreError, open_store
    from golfstudio.store.corrections import Corrections, NightEdit

    url, night = sys.argv[1], int(sys.argv[2])
    players = [int(p) for p in sys.argv[3].split(",")]
    with open_store(url) as store:
        print("ready", flush=True)
        sys.stdin.readline()
        try:
            Corrections(store.engine).edit_night(night, NightEdit(
                played_on=date(2024, 6, 1), players=tuple((p, None) for p in players)))
            print(json.dumps({"edited": True}), flush=True)
        except StoreError as error:
            print(json.dumps({"edited": False, "error": str(error)}), flush=True)
""")


def _night(store: Store) -> tuple[int, int, list[int]]:
    course = store.add_course("Links", Game.GOLF, [(4, 1), (3, 2)])
    players = [store.add_player(f"P{i}").id or 0 for i in (1, 2, 3)]
    night = store.add_night(date(2024, 6, 1), course.id or 0, players)
    (first,) = store.rounds(night.id or 0)
    return night.id or 0, first.id or 0, players


def _start(script: Path, text: str, *args: object) -> subprocess.Popen[str]:
    script.write_text(text, encoding="utf-8")
    return subprocess.Popen([sys.executable, str(script), *map(str, args)], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _say(process: subprocess.Popen[str], line: str) -> None:
    assert process.stdin is not None
    process.stdin.write(line + "\n")
    process.stdin.flush()


def _heard(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    return process.stdout.readline().strip()


def _lock_waiters(store: Store) -> int:
    with store.engine.connect() as connection:
        return int(connection.scalar(sa.text(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock'")) or 0)


def _stray_scores(store: Store, night: int) -> int:
    """Scores in the night's rounds of a player who has no seat at it."""
    with store.engine.connect() as connection:
        return int(connection.scalar(sa.text(
            "SELECT count(*) FROM hole_score s JOIN round r ON r.id = s.round_id "
            "WHERE r.night_id = :n AND NOT EXISTS (SELECT 1 FROM night_player p "
            "WHERE p.night_id = :n AND p.player_id = s.player_id)"), {"n": night}) or 0)


def test_taking_a_player_off_while_their_score_is_typed_leaves_no_stray_score(
        store: Store, store_url: str, tmp_path: Path) -> None:
    night, round_id, (p1, p2, p3) = _night(store)
    scorer = _start(tmp_path / "scorer.py", SCORER, store_url, round_id, p3)
    editor = _start(tmp_path / "editor.py", EDITOR, store_url, night, f"{p1},{p2}")
    try:
        assert _heard(editor) == "ready"
        assert _heard(scorer) == "checked"  # P3 seated, as the scorer's transaction saw
        _say(editor, "go")
        if store.engine.dialect.name == "postgresql":
            # Until the edit has either finished or is waiting for the scorer's lock.
            deadline = time.monotonic() + 60
            while editor.poll() is None and _lock_waiters(store) == 0:
                assert time.monotonic() < deadline, "the editor neither ended nor waited"
                time.sleep(0.05)
        _say(scorer, "go")
        scored = json.loads(_heard(scorer))
        edited = json.loads(_heard(editor))
        for process in (scorer, editor):
            _out, err = process.communicate(timeout=60)
            assert process.returncode == 0, err
            assert err == ""
    finally:
        for process in (scorer, editor):
            if process.poll() is None:
                process.kill()
                process.wait()

    # Exactly one of the two went through, and no score is left without its seat.
    assert scored["saved"] != edited["edited"], (scored, edited)
    assert _stray_scores(store, night) == 0
    seated = [seat.player_id for seat in store.night_players(night)]
    if scored["saved"]:
        assert seated == [p1, p2, p3]
        assert "P3 has 1 score" in edited["error"]
        assert store.clear_score(round_id, p3, 1)
    else:
        assert seated == [p1, p2]
        assert "does not play" in scored["error"]
    # And the night remains editable.
    Corrections(store.engine).edit_night(night, NightEdit(
        played_on=date(2024, 6, 2), players=((p2, None), (p1, None))))
    assert [seat.player_id for seat in store.night_players(night)] == [p2, p1]


def test_a_night_stuck_by_the_old_version_can_be_cleared_and_edited(store: Store) -> None:
    """A stray score (written by the old version's race) is cleared, and edits that do not
    seat its player again go through; seating them again brings their score back."""
    night, round_id, (p1, p2, p3) = _night(store)
    corrections = Corrections(store.engine)
    corrections.edit_night(night, NightEdit(played_on=date(2024, 6, 1),
                                            players=((p1, None), (p2, None))))
    with store.engine.begin() as connection:  # the old version's late INSERT
        connection.execute(sa.text(
            "INSERT INTO hole_score (round_id, player_id, hole, strokes) "
            "VALUES (:r, :p, 1, 4), (:r, :p, 2, 5)"), {"r": round_id, "p": p3})
    assert _stray_scores(store, night) == 2

    corrections.edit_night(night, NightEdit(played_on=date(2024, 6, 1), place="Crown",
                                            players=((p2, None), (p1, None))))
    assert store.clear_score(round_id, p3, 1) is True
    with pytest.raises(StoreError, match="does not play"):  # a cell of no one's, as before
        store.clear_score(round_id, p3, 1)
    assert _stray_scores(store, night) == 1
    # Seated again, P3's remaining score is theirs again, and can be cleared as usual.
    corrections.edit_night(night, NightEdit(played_on=date(2024, 6, 1),
                                            players=((p1, None), (p2, None), (p3, None))))
    assert store.round_scores(round_id) == {(p3, 2): 5}
    assert store.clear_score(round_id, p3, 2) is True
