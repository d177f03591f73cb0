"""The Dice Golf benchmark: the best policy solved hole by hole, the formulas' exact
distributions, and the policy's expectation checked by play (issue 15).

For each hole of the bundled course (or its first ``holes``):

- **the solve** (issue 15: "solving the best policy < 5 s per hole on one core"):
  ``policy.solve`` timed, with the expected strokes it finds next to the hole's par, which
  is how the course is tuned so that par is reachable;
- **the distributions** (issue 15: "< 10 ms for every formula"): ``throw.distribution`` of
  each zone's formula (with the bonuses) and the green's (without), each the median of a
  few timings once the throws' arrays are made, reported as the hole's slowest and median;
- **the Monte Carlo check** (issue 15: "over 5,000 simulated plays of a hole agrees with its
  computed expectation within 2 %"): ``policy.play`` ``plays`` times, each hole with its
  own seed drawn from the benchmark's, the mean against the expectation. ``plays=0``
  leaves it out.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Course, Hole
from golfstudio.dicegolf.hole_file import load_course
from golfstudio.dicegolf.policy import Policy, play, solve
from golfstudio.dicegolf.throw import distribution, every_throw
from golfstudio.resources import resource_path

__all__ = ["AGREEMENT", "DEFAULT_PLAYS", "GOAL_DISTRIBUTION_MS", "GOAL_SOLVE_SECONDS",
           "MAX_PLAYS", "DiceGolfBenchSize", "run_dicegolf_bench"]

GOAL_SOLVE_SECONDS = 5.0
GOAL_DISTRIBUTION_MS = 10.0
AGREEMENT = 0.02
DEFAULT_PLAYS = 5_000
MAX_PLAYS = 1_000_000
"""About two minutes a hole: enough for any figure worth having."""
COURSE = ("dicegolf", "courses", "default.json")
TIMINGS = 5
"""Timings of each distribution, of which the median is reported (one is the scheduler's)."""

Progress = Callable[[str], None]


@dataclass(frozen=True)
class DiceGolfBenchSize:
    plays: int = DEFAULT_PLAYS
    seed: int = 0
    holes: int | None = None
    """Only the course's first holes (a quick figure); every hole by default."""

    def __post_init__(self) -> None:
        if not 0 <= self.plays <= MAX_PLAYS:
            raise DiceGolfError(f"the benchmark plays each hole 0 to {MAX_PLAYS:,} times, "
                                f"not {self.plays}")
        if self.holes is not None and self.holes < 1:
            raise DiceGolfError(f"the benchmark takes at least one hole, not {self.holes}")


def run_dicegolf_bench(size: DiceGolfBenchSize,
                       progress: Progress | None = None) -> dict[str, Any]:
    """The three figures for every hole (module docstring), as a JSON-ready dict."""
    course = load_course(resource_path(*COURSE))
    holes = course.holes[:size.holes]
    for fifth in (False, True):
        every_throw(fifth)  # the throws' arrays, made once a run as in the studio
    master = random.Random(size.seed)
    seeds = [master.getrandbits(64) for _ in holes]
    rows = []
    for number, (hole, seed) in enumerate(zip(holes, seeds, strict=True), start=1):
        rows.append(_hole(hole, number, size.plays, seed))
        if progress is not None:
            progress(f"hole {number} of {len(holes)}: {rows[-1]['expected']} strokes "
                     f"(par {hole.par}) in {rows[-1]['solve_seconds']} s")
    return _report(course, size, rows)


def _report(course: Course, size: DiceGolfBenchSize,
            rows: list[dict[str, Any]]) -> dict[str, Any]:
    slowest = max(row["solve_seconds"] for row in rows)
    longest = max(row["distribution_ms"]["max"] for row in rows)
    report: dict[str, Any] = {
        "benchmark": "dicegolf", "course": course.name, "seed": size.seed,
        "plays": size.plays, "holes": rows,
        "goal_solve_seconds": GOAL_SOLVE_SECONDS, "slowest_solve_seconds": slowest,
        "goal_distribution_ms": GOAL_DISTRIBUTION_MS, "slowest_distribution_ms": longest,
        "meets_goals": slowest < GOAL_SOLVE_SECONDS and longest < GOAL_DISTRIBUTION_MS,
    }
    if size.plays:
        report["worst_relative_difference"] = max(
            row["monte_carlo"]["relative_difference"] for row in rows)
        report["agrees"] = all(row["monte_carlo"]["agrees"] for row in rows)
    return report


def _hole(hole: Hole, number: int, plays: int, seed: int) -> dict[str, Any]:
    started = time.perf_counter()
    policy = solve(hole)
    seconds = time.perf_counter() - started
    row: dict[str, Any] = {
        "hole": number, "name": hole.name, "par": hole.par,
        "expected": round(policy.expected(), 3),
        "over_par": round(policy.expected() - hole.par, 3),
        "solve_seconds": round(seconds, 3),
        "distribution_ms": _distribution_times(hole),
    }
    if plays:
        row["monte_carlo"] = _monte_carlo(policy, plays, seed)
    return row


def _distribution_times(hole: Hole) -> dict[str, Any]:
    """Each formula of the hole: the zones' with bonuses, the green's without (§2)."""
    formulas = [(zone.parsed, True) for zone in hole.zones] + [(hole.green.parsed, False)]
    times = []
    for formula, bonuses in formulas:
        runs = []
        for _ in range(TIMINGS):
            started = time.perf_counter()
            distribution(formula, bonuses)
            runs.append((time.perf_counter() - started) * 1000)
        times.append(statistics.median(runs))
    return {"formulas": len(times), "max": round(max(times), 3),
            "median": round(statistics.median(times), 3)}


def _monte_carlo(policy: Policy, plays: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    scores = [play(policy.hole, policy, rng) for _ in range(plays)]
    mean = statistics.fmean(scores)
    expected = policy.expected()
    off = abs(mean - expected) / expected
    error = statistics.stdev(scores) / math.sqrt(plays) / expected if plays > 1 else math.inf
    return {"plays": plays, "mean": round(mean, 4), "expected": round(expected, 4),
            "relative_difference": round(off, 5), "relative_standard_error": round(error, 5),
            "agrees": off < AGREEMENT}
