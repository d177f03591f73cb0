"""Killed again and again while entering scores, on SQLite and on PostgreSQL: every score a
writer reported saved is still there, nothing half-written is, and the next writer carries
on and finishes the round.

``test_durability.py`` kills a writer once per backend at a point it chooses itself (in the
middle of an uncommitted INSERT). Here the parent kills the writer from outside, at moments
it does not choose (SIGKILL after a seeded random number of reported scores, whatever the
writer is doing then: usually inside the next ``record_score``), eight times per backend,
each new writer going on where the store says the last one stopped — the scorekeeper's
laptop dying and restarting during a night.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap
from datetime import date
from pathlib import Path

from golfstudio.store import Game, open_store

HOLES = 18
PLAYERS = 4
PASSES = 3  # each cell written three times (a typo corrected, then corrected again)
KILLS = 8

WRITER = textwrap.dedent("""
    import sys
    from golfstudio.store import open_store

    url, round_id, start = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    players = [int(p) for p in sys.argv[4:]]
    writes = [(players[p], hole, 2 + (hole + p + k) % 6)
              for k in range(3) for hole in range(1, 19) for p in range(len(players))]
    with open_store(url) as store:
        for number in range(start, len(writes)):
            player, hole, strokes = writes[number]
            store.record_score(round_id, player, hole, strokes)
            print(number, flush=True)  # only after record_score returned: committed
""")


def _writes(players: list[int]) -> list[tuple[int, int, int]]:
    """The writer's sequence, as the parent knows it (the same formula as WRITER's)."""
    return [(players[p], hole, 2 + (hole + p + k) % 6)
            for k in range(PASSES) for hole in range(1, HOLES + 1) for p in range(PLAYERS)]


def _after(writes: list[tuple[int, int, int]], count: int) -> dict[tuple[int, int], int]:
    """The grid after the first ``count`` writes: each cell's last value."""
    cells: dict[tuple[int, int], int] = {}
    for player, hole, strokes in writes[:count]:
        cells[(player, hole)] = strokes
    return cells


def _matching(writes: list[tuple[int, int, int]], cells: dict[tuple[int, int], int]) -> str:
    """What a grid is, in words: the first n writes, or which cells differ from the nearest."""
    for count in range(len(writes) + 1):
        if _after(writes, count) == cells:
            return f"the first {count} writes"
    return f"no prefix of the writes: {sorted(cells.items())}"


def _night(url: str) -> tuple[int, list[int]]:
    with open_store(url) as store:
        ids = [store.add_player(f"P{i}").id or 0 for i in range(PLAYERS)]
        course = store.add_course("Long", Game.GOLF, [(4, si) for si in range(1, HOLES + 1)])
        night = store.add_night(date(2024, 6, 1), course.id or 0, ids)
        (first,) = store.rounds(night.id or 0)
        return first.id or 0, ids


def _writer(url: str, round_id: int, start: int, players: list[int],
            script: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(script), url, str(round_id), str(start), *map(str, players)],
        cwd=Path(__file__).resolve().parents[3], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)


def test_writers_killed_mid_entry_lose_no_reported_score(store_url: str, tmp_path: Path
                                                         ) -> None:
    round_id, players = _night(store_url)
    writes = _writes(players)
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    rng = random.Random(17)
    committed = 0  # writes known to be in the store
    figures = []
    for _kill in range(KILLS):
        writer = _writer(store_url, round_id, committed, players, script)
        assert writer.stdout is not None
        target = rng.randint(1, 20)
        reported = []
        try:
            for _ in range(target):
                line = writer.stdout.readline()
                assert line, writer.stderr.read() if writer.stderr else ""
                reported.append(int(line))
            writer.send_signal(signal.SIGKILL)
            # The rest through the same reader: readline() may already hold more lines in
            # its buffer, which communicate() (reading the pipe itself) would never see.
            out = writer.stdout.read()
            writer.wait(timeout=60)
        finally:
            if writer.poll() is None:
                writer.kill()
                writer.wait()
            for pipe in (writer.stdout, writer.stderr):
                if pipe is not None:
                    pipe.close()
        assert writer.returncode == -signal.SIGKILL
        reported += [int(n) for n in out.split()]  # printed before the kill, read after
        assert reported == list(range(committed, committed + len(reported)))
        printed = committed + len(reported)
        with open_store(store_url) as store:
            cells = store.round_scores(round_id)
        # Every write reported is there; the one in flight at the kill is all or nothing.
        assert cells in (_after(writes, printed), _after(writes, printed + 1)), (
            f"kill {_kill + 1}: {printed} writes reported, the store holds "
            f"{_matching(writes, cells)}")
        committed = printed + (cells != _after(writes, printed))
        figures.append((len(reported), committed))
    # A last writer, started on what the store holds, finishes the round without a lock
    # left behind by any of the killed ones.
    last = _writer(store_url, round_id, committed, players, script)
    _out, err = last.communicate(timeout=120)
    assert last.returncode == 0, err
    with open_store(store_url) as store:
        assert store.round_scores(round_id) == _after(writes, len(writes))
        card = store.load_round_card(round_id)
    assert len(card.names) == PLAYERS
    assert sum(n for n, _ in figures) >= KILLS  # each kill came after at least one score
    print(f"{store_url.split(':')[0]}: {KILLS} kills, {sum(n for n, _ in figures)} scores "
          f"reported before them, {committed} of {len(writes)} writes committed before the "
          f"last writer: {figures}")
