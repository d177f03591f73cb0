"""The PBM Golf benchmark (issue 16, "Benchmarks"): the strokes of every length up to 1,000
for one club set (goal under 5 ms), over random club sets; and the club optimiser on the
rulebook's game (goal under 30 s), with the set it finds."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from golfstudio.pbm.optimiser import optimise
from golfstudio.pbm.settings import GameSettings
from golfstudio.pbm.strokes import strokes_table

__all__ = ["GOAL_OPTIMISER_SECONDS", "GOAL_STROKES_MS", "run_pbm_bench"]

GOAL_STROKES_MS = 5.0
GOAL_OPTIMISER_SECONDS = 30.0
LONGEST = 1_000


def run_pbm_bench(club_sets: int, optimiser_seconds: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    timings: list[float] = []
    for _ in range(club_sets):
        clubs = tuple(rng.randint(1, 350) for _ in range(4))
        begun = time.perf_counter()
        table = strokes_table(clubs, LONGEST)
        for length in range(LONGEST + 1):
            table.strokes(length)
        timings.append((time.perf_counter() - begun) * 1000)
    report: dict[str, Any] = {
        "benchmark": "pbm", "seed": seed,
        "strokes": {"club_sets": club_sets, "lengths": LONGEST + 1,
                    "median_ms": round(statistics.median(timings), 3),
                    "max_ms": round(max(timings), 3), "goal_ms": GOAL_STROKES_MS},
    }
    if optimiser_seconds > 0:
        found = optimise(GameSettings(), seconds=optimiser_seconds, seed=seed)
        report["optimiser"] = {"clubs": list(found.clubs),
                               "expected_strokes": round(float(found.expected), 4),
                               "starts": found.starts, "sets_tried": found.sets_tried,
                               "seconds": round(found.seconds, 2),
                               "goal_seconds": GOAL_OPTIMISER_SECONDS}
    report["meets_goals"] = (report["strokes"]["max_ms"] < GOAL_STROKES_MS
                             and optimiser_seconds <= GOAL_OPTIMISER_SECONDS)
    return report
