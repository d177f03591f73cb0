"""Two scorekeepers, two real processes, one SQLite file (issue 6 §5): each enters its own
players' 18 holes, correcting every entry once and clearing and re-entering some, at the same
time as the other. Afterwards every cell is there exactly once, with its final value."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import date
from pathlib import Path

from golfstudio.gamenight.courses import install_bundled
from golfstudio.store import Game, open_store

KEEPER = textwrap.dedent("""
    import sys
    from golfstudio.store import open_store

    url, round_id = sys.argv[1], int(sys.argv[2])
    players = [int(p) for p in sys.argv[3:]]
    with open_store(url) as store:
        print("ready", flush=True)
        sys.stdin.readline()  # "go": both start writing together
        for hole in range(1, 19):
            for player in players:
                first = (player + hole) % 7 + 2
                store.record_score(round_id, player, hole, first + 3)  # a typo …
                store.record_score(round_id, player, hole, first)      # … corrected
                if hole % 5 == 0:
                    store.clear_score(round_id, player, hole)          # cleared, re-entered
                    store.record_score(round_id, player, hole, first)
    print("done", flush=True)
""")


def final(player: int, hole: int) -> int:
    return (player + hole) % 7 + 2


def test_two_processes_enter_scores_at_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'league.db'}"
    with open_store(url) as store:
        course = next(c for c in install_bundled(store) if c.game == Game.ULTIMATE)
        ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cy", "Dee")]
        night = store.add_night(date(2024, 6, 1), course.id or 0, ids)
        (round_,) = store.rounds(night.id or 0)
    script = tmp_path / "keeper.py"
    script.write_text(KEEPER, encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    keepers = [subprocess.Popen([sys.executable, str(script), url, str(round_.id),
                                 *map(str, mine)], cwd=root, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
               for mine in (ids[:2], ids[2:])]
    try:
        for keeper in keepers:  # both have the database open before either writes
            assert keeper.stdout is not None
            assert keeper.stdout.readline().strip() == "ready"
        for keeper in keepers:
            assert keeper.stdin is not None
            keeper.stdin.write("go\n")
            keeper.stdin.flush()
        outputs = [keeper.communicate(timeout=60) for keeper in keepers]
    finally:
        for keeper in keepers:
            if keeper.poll() is None:
                keeper.kill()
                keeper.wait()
    for keeper, (out, err) in zip(keepers, outputs, strict=True):
        assert keeper.returncode == 0, err
        assert out.strip() == "done"

    with open_store(url) as store:
        assert store.round_scores(round_.id or 0) == {
            (player, hole): final(player, hole) for player in ids for hole in range(1, 19)}
        # One row per cell in the table itself (the primary key holds, nothing duplicated).
        card = store.load_round_card(round_.id or 0)
        assert [list(card.scores[name]) for name in card.names] == [
            [final(p, h) for h in range(1, 19)] for p in ids]
        with store.engine.connect() as connection:
            rows = connection.exec_driver_sql(
                "SELECT count(*), count(DISTINCT player_id || '-' || hole) FROM hole_score "
                "WHERE round_id = ?", (round_.id,)).one()
        assert tuple(rows) == (4 * 18, 4 * 18)
