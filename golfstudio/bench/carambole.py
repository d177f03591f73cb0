"""The Carambole engine benchmark: single-ball shot resolutions per second.

Shots are drawn before the clock starts — a random cell a ball can rest on, a legal
direction from it, and the impulses of a random face of a random die or card (every die and
card of the course's ruleset) — so only resolution is timed. The draw is seeded: the same
seed times the same shots. The largest bundled course is the default, since a longer board
means longer rolls. The goal (issue, part 7) is at least 50,000 resolutions a second on one
core through ``resolve_fast``; the full record (``resolve_ids``, what the UI animates) is
timed too, for comparison.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.shot import resolve_fast, resolve_ids
from golfstudio.carambole.table import CellTable, GameError, compile_course

GOAL_PER_SECOND = 50_000


@dataclass(frozen=True)
class CaramboleBenchSize:
    shots: int = 200_000
    full_shots: int = 20_000
    """Shots also resolved with the full record (a smaller sample: it is slower)."""
    seed: int = 0
    course: str | None = None
    """A bundled course id; None picks the largest bundled course."""

    def __post_init__(self) -> None:
        if self.shots < 1:
            raise GameError(f"the benchmark needs at least 1 shot, got {self.shots}")
        if self.full_shots < 0:
            raise GameError(f"full-record shots cannot be negative, got {self.full_shots}")


def largest_bundled_course() -> str:
    """The id of the bundled course with the most cells (the first of equals)."""
    sizes = [(len(load_bundled(entry.id).cells), -i, entry.id)
             for i, entry in enumerate(bundled_courses())]
    return max(sizes)[2]


def draw_shots(table: CellTable, count: int, rng: random.Random) -> list[tuple[int, int, int]]:
    """``count`` random legal single-ball shots: (cell id, direction, impulses).

    A ball can rest on any cell but the hole and the inside of a solid obstacle; the
    direction is one the rules allow from there (fig. 14–16, channels); the impulses are a
    face of a die, or of the white die through a card, chosen uniformly among the sources.
    """
    cells = [c for c in range(len(table)) if not table.is_hole[c] and not table.solid[c]]
    faces = [tuple(o.impulses for o in source.outcomes) for source in table.sources]
    shots = []
    for _ in range(count):
        cell = rng.choice(cells)
        direction = int(rng.choice(table.legal_directions(cell)))
        shots.append((cell, direction, rng.choice(rng.choice(faces))))
    return shots


def run_carambole_bench(size: CaramboleBenchSize) -> dict[str, Any]:
    """Time the shots; the figures as a JSON-ready dict."""
    course_id = size.course if size.course is not None else largest_bundled_course()
    table = compile_course(load_bundled(course_id))
    shots = draw_shots(table, size.shots, random.Random(size.seed))

    started = time.perf_counter()
    ends = [resolve_fast(table, cell, d, n) for cell, d, n in shots]
    fast_seconds = time.perf_counter() - started

    full = shots[: size.full_shots]
    started = time.perf_counter()
    for cell, d, n in full:
        resolve_ids(table, (cell,), d, n)
    full_seconds = time.perf_counter() - started

    per_second = size.shots / fast_seconds if fast_seconds > 0 else float("inf")
    report: dict[str, Any] = {
        "benchmark": "carambole",
        "course": course_id,
        "cells": len(table),
        "seed": size.seed,
        "shots": size.shots,
        "seconds": round(fast_seconds, 4),
        "shots_per_second": round(per_second),
        "goal_per_second": GOAL_PER_SECOND,
        "meets_goal": per_second >= GOAL_PER_SECOND,
        "holed": sum(table.is_hole[end] for end in ends),
        "moved": sum(end != cell for end, (cell, _, _) in zip(ends, shots, strict=True)),
        "full_record": {
            "shots": len(full),
            "seconds": round(full_seconds, 4),
            "shots_per_second": round(len(full) / full_seconds) if full_seconds > 0 else None,
        },
    }
    return report
