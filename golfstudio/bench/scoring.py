"""The scoring benchmark: a season of game nights in the store, loaded and scored.

It measures the three costs a season view pays: writing the nights (bulk, as a CSV import
does), loading every round back as a ``RoundCard``, and computing the season standings and
every player's WHS handicap index from them. Scores are random but seeded, so two runs with
the same seed fill the same season; the goal is a load and a compute of well under a second
each for 1,000 nights of 4 players on 18 holes on SQLite.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    adjusted_gross_score,
    handicap_index,
    score_differential,
    strokes_received,
)
from golfstudio.scoring.season import season_standings
from golfstudio.store import Game, NightSheet, Store, StoreError, open_store
from golfstudio.store.engine import describe

FIRST_NIGHT = date(2020, 1, 1)
PARS = (3, 4, 4, 4, 5)
"""Pars drawn per hole: mostly par 4s, as on a real course."""


@dataclass(frozen=True)
class BenchSize:
    nights: int = 1000
    players: int = 4
    holes: int = 18
    seed: int = 0

    def __post_init__(self) -> None:
        for what, value, least in (("nights", self.nights, 1), ("players", self.players, 1),
                                   ("holes", self.holes, 1)):
            if value < least:
                raise StoreError(f"the benchmark needs at least {least} {what}, got {value}")


@contextmanager
def _bench_store(url: str | None) -> Iterator[tuple[Store, str]]:
    """The given database, else a new SQLite file that is removed afterwards — never the
    user's own database (``$GOLFSTUDIO_DB`` is deliberately ignored)."""
    if url is not None:
        with open_store(url) as store:
            yield store, describe(store.url)
        return
    with tempfile.TemporaryDirectory(prefix="golfstudio-bench-") as folder, \
            open_store(f"sqlite:///{Path(folder) / 'bench.db'}") as store:
        yield store, "temporary SQLite file"


def _season(rng: random.Random, size: BenchSize, course_id: int, pars: Sequence[int],
            player_ids: Sequence[int]) -> list[NightSheet]:
    """Each player has a skill (strokes over par per round, 0–28) and scores around it:
    per hole, par plus a normal draw around skill / holes, at least one stroke."""
    skills = [rng.uniform(0.0, 28.0) / size.holes for _ in player_ids]
    sheets = []
    for night in range(size.nights):
        rows = tuple(
            tuple(max(1, par + round(rng.gauss(skill, 0.9))) for par in pars)
            for skill in skills)
        sheets.append(NightSheet(played_on=FIRST_NIGHT + timedelta(days=night),
                                 course_id=course_id, player_ids=tuple(player_ids),
                                 rounds=(rows,), place="Bench club"))
    return sheets


def _fill(store: Store, size: BenchSize, tagged: bool) -> None:
    """``tagged``: a database given by the user may hold players and courses already, so the
    bench's names get a random tag to stay unique."""
    rng = random.Random(size.seed)
    tag = f"Bench {random.getrandbits(32):08x} " if tagged else ""
    player_ids = [store.add_player(f"{tag}Player {n}").id or 0
                  for n in range(1, size.players + 1)]
    pars = [rng.choice(PARS) for _ in range(size.holes)]
    indexes = list(range(1, size.holes + 1))
    rng.shuffle(indexes)
    course = store.add_course(f"{tag}Course", Game.GOLF, list(zip(pars, indexes,
                                                                        strict=True)))
    store.import_nights(_season(rng, size, course.id or 0, pars, player_ids))


def handicap_indexes(cards: Sequence[RoundCard]) -> dict[str, float | None]:
    """Every player's WHS index from a differential per round (oldest first): adjusted
    gross against rating = par, slope 113 — the tabletop default (scoring.md)."""
    differentials: dict[str, list[float]] = {}
    strokes_for: dict[tuple[tuple[int, ...], int], list[int]] = {}
    for card in cards:
        pars = card.pars
        rating = sum(pars)
        for player in card.players:
            key = (card.stroke_indexes, player.handicap)
            if key not in strokes_for:
                strokes_for[key] = strokes_received(*key)
            gross = adjusted_gross_score(card.scores[player.name], pars, strokes_for[key])
            differentials.setdefault(player.name, []).append(
                score_differential(gross, rating, 113))
    indexes: dict[str, float | None] = {}
    for name, values in differentials.items():
        try:
            indexes[name] = handicap_index(values).index
        except ScoreError:  # fewer than 3 rounds: no index yet (WHS)
            indexes[name] = None
    return indexes


def run_scoring_bench(size: BenchSize, url: str | None = None) -> dict[str, Any]:
    """Fill, load and score a season; the figures and results as a JSON-ready dict."""
    with _bench_store(url) as (store, where):
        started = time.perf_counter()
        _fill(store, size, tagged=url is not None)
        filled = time.perf_counter()
        stored = store.load_round_cards()
        loaded = time.perf_counter()
        cards = [entry.card for entry in stored]
        standings = season_standings(cards)
        indexes = handicap_indexes(cards)
        computed = time.perf_counter()
    return {
        "benchmark": "scoring",
        "database": where,
        "size": {"nights": size.nights, "players": size.players, "holes": size.holes,
                 "seed": size.seed, "hole_scores": size.nights * size.players * size.holes},
        "seconds": {"fill": round(filled - started, 4), "load": round(loaded - filled, 4),
                    "compute": round(computed - loaded, 4)},
        "rounds_loaded": len(stored),
        "standings": [
            {"place": s.place, "name": s.name, "rounds": s.rounds, "total": s.total,
             "average": round(s.average, 3), "wins": s.wins,
             "handicap_index": indexes.get(s.name)}
            for s in standings],
    }
