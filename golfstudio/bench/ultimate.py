"""The Ultimate Golf engine benchmark: greedy holes a second, and the course analysis.

**Part one, greedy play** (issue 12 §6 asked for 1,000 simulated holes per second for greedy
play on one core; issue 26 raised it to 1,500). One-player holes of a bundled course, hole
1, 2, … 18, 1, 2, … in turn, each played to the end by the registry's ``greedy`` AI through
``engine.play.play_out`` — the engine as a simulation drives it: every shot checked, every
throw drawn, relief chosen and taken. Each hole has its own seed, drawn from the benchmark's seed as
``engine.simulate`` draws them, so the same seed plays the same holes. The games (one per
hole: the course validated once each) are built before the clock starts; only play is
timed, in this one thread.

**Part two, the analysis**: ``ultimate.analysis.analyse_course`` over the whole course, timed
hole by hole through its progress calls. That module may not be there yet (it is being
written); then the report says so instead of failing, and part one still runs.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players
from golfstudio.ultimate.bundled import DEFAULT_COURSE, load_bundled
from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.game import GameParams, Shot, UltimateGame
from golfstudio.ultimate.limits import MAX_HOLES as MAX_COURSE_HOLES

__all__ = ["DEFAULT_HOLES", "GOAL_HOLES_PER_SECOND", "MAX_HOLES", "UltimateBenchSize",
           "run_ultimate_bench"]

GOAL_HOLES_PER_SECOND = 1_500
DEFAULT_HOLES = 2_000
MAX_HOLES = 1_000_000
"""About ten minutes of play at the goal's pace: enough for any figure worth having."""

GREEDY = "greedy"
ANALYSIS_MODULE = "golfstudio.ultimate.analysis"

Progress = Callable[[str], None]
"""Where the benchmark says how far it has got (a line each; the CLI writes them on stderr)."""


@dataclass(frozen=True)
class UltimateBenchSize:
    holes: int = DEFAULT_HOLES
    seed: int = 0
    course: str = DEFAULT_COURSE
    """A bundled course id."""
    analysis: bool = True
    """Time the course analysis too (part two)."""
    analysis_holes: int | None = None
    """Analyse only the course's first holes, as a course of their own (a quick figure);
    every hole by default."""

    def __post_init__(self) -> None:
        if not 1 <= self.holes <= MAX_HOLES:
            raise GameError(f"the benchmark plays 1 to {MAX_HOLES:,} holes, not {self.holes}")
        if self.analysis_holes is not None and not 1 <= self.analysis_holes <= MAX_COURSE_HOLES:
            raise GameError(f"the analysis takes 1 to {MAX_COURSE_HOLES} holes, "
                            f"not {self.analysis_holes}")


def run_ultimate_bench(size: UltimateBenchSize,
                       progress: Progress | None = None) -> dict[str, Any]:
    """Both parts (module docstring); the figures as a JSON-ready dict."""
    course = load_bundled(size.course)
    return {
        "benchmark": "ultimate",
        "course": size.course,
        "seed": size.seed,
        "greedy": greedy_holes(course, size.holes, size.seed),
        "analysis": (analysis_timing(first_holes(course, size.analysis_holes), progress)
                     if size.analysis else {"available": None, "skipped": True}),
    }


def first_holes(course: Course, count: int | None) -> Course:
    """The course's first ``count`` holes as a course of their own (all with None)."""
    if count is None or count >= len(course.holes):
        return course
    return Course(name=course.name, notes=course.notes, holes=course.holes[:count])


def greedy_holes(course: Course, count: int, seed: int) -> dict[str, Any]:
    """Play ``count`` one-player holes with the greedy AI and time them."""
    numbers = list(range(1, len(course.holes) + 1))
    games = [UltimateGame(GameParams(course, ("Greedy",), holes=(n,))) for n in numbers]
    make_player = ai_players("ultimate")[GREEDY][0]
    master = random.Random(seed)
    plan = [(games[k % len(games)], master.getrandbits(64), master.getrandbits(64))
            for k in range(count)]
    strokes = [0] * len(games)
    played = [0] * len(games)
    shots = 0
    started = time.perf_counter()
    for k, (game, game_seed, player_seed) in enumerate(plan):
        state = play_out(game.new_state(), [make_player(game, random.Random(player_seed))],
                         random.Random(game_seed))
        strokes[k % len(games)] += state.scores()[0]
        played[k % len(games)] += 1
        shots += sum(isinstance(action, Shot) for action in state.history)
    seconds = time.perf_counter() - started
    per_second = count / seconds if seconds > 0 else float("inf")
    return {
        "ai": GREEDY,
        "holes": count,
        "seconds": round(seconds, 4),
        "holes_per_second": round(per_second),
        "goal_per_second": GOAL_HOLES_PER_SECOND,
        "meets_goal": per_second >= GOAL_HOLES_PER_SECOND,
        "shots": shots,
        "shots_per_second": round(shots / seconds) if seconds > 0 else None,
        "mean_strokes": round(sum(strokes) / count, 3),
        "mean_strokes_by_hole": {str(n): round(strokes[i] / played[i], 3)
                                 for i, n in enumerate(numbers) if played[i]},
    }


def analysis_timing(course: Course, progress: Progress | None = None) -> dict[str, Any]:
    """Time ``analyse_course`` over the whole course, hole by hole; ``available`` false (and
    why) when the analysis module is not there yet."""
    if importlib.util.find_spec(ANALYSIS_MODULE) is None:
        return {"available": False,
                "message": f"the Ultimate Golf analysis ({ANALYSIS_MODULE}) is not there "
                           "yet: only greedy play was timed"}
    # Loaded by name, here: the analysis (numpy and the hole models) loads only when timed,
    # and this module does not depend on one that may not exist yet.
    analyse_course = importlib.import_module(ANALYSIS_MODULE).analyse_course
    cards = default_cards()
    started = time.perf_counter()
    last = [started]
    per_hole: dict[str, float] = {}

    def hole_done(done: int, total: int) -> None:
        """``progress(done, total)``: called at 0 before the first hole, then after each, so
        the time since the last call is hole ``done``'s."""
        now = time.perf_counter()
        if done > 0:
            per_hole[str(done)] = round(now - last[0], 4)
            if progress is not None:
                progress(f"analysed hole {done} of {total} in {now - last[0]:.2f} s")
        last[0] = now

    analysis = analyse_course(course, cards, hole_done)
    seconds = time.perf_counter() - started
    return {
        "available": True,
        "holes": len(course.holes),
        "seconds": round(seconds, 4),
        "seconds_by_hole": per_hole,
        "slowest_hole": int(max(per_hole, key=per_hole.__getitem__)) if per_hole else None,
        "slowest_seconds": max(per_hole.values()) if per_hole else None,
        "expected_by_hole": {str(n): round(float(figures.expected), 3)
                             for n, figures in enumerate(analysis.holes, start=1)},
    }


def hole_seconds(course: Course, number: int) -> float:
    """Seconds of one hole's analysis, alone (``analysis_timing`` times them in a course)."""
    analyse_hole = importlib.import_module(ANALYSIS_MODULE).analyse_hole
    started = time.perf_counter()
    analyse_hole(course.holes[number - 1], default_cards(), number=number)
    return round(time.perf_counter() - started, 4)


def best_agreement(course: Course, plays: int, holes: int | None = None,
                   seed: int = 0) -> dict[str, dict[str, float]]:
    """``best`` plays each of the first ``holes`` holes (every hole with None) ``plays``
    times through the engine: its mean strokes against the analysis' expectation from the
    tee, by hole number (README: within 2 % on every hole)."""
    from golfstudio.ai.ultimate_best import analysis_for

    make_player = ai_players("ultimate")["best"][0]
    found: dict[str, dict[str, float]] = {}
    numbers = range(1, len(first_holes(course, holes).holes) + 1)
    for number in numbers:
        game = UltimateGame(GameParams(course, ("Best",), holes=(number,)))
        expected = float(analysis_for(game.hole(0), game.cards).expected)
        rng = random.Random(seed * 1_000 + number)
        scores = [play_out(game.new_state(), [make_player(game, rng)], rng).scores()[0]
                  for _ in range(plays)]
        mean = statistics.fmean(scores)
        error = (statistics.stdev(scores) / math.sqrt(plays) / expected if plays > 1
                 else math.inf)
        found[str(number)] = {"mean": round(mean, 3), "expected": round(expected, 3),
                              "relative_difference": round(abs(mean - expected) / expected, 5),
                              "relative_standard_error": round(error, 5)}
    return found
