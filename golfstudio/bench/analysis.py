"""The analysis benchmark: a course's full analysis, stage by stage, against the obvious way.

Two courses: the largest bundled one (the linked course) and a generated board of about
2,000 cells (``generated_course``: a walled rectangle with sand and water patches, solid
blocks and loose wall edges, seeded). For each, the analysis' stages are timed — the shot
graph (one walk per cell and direction, the distinct outcomes, the networkx graph),
reachability (networkx: shortest paths to the hole, closed components), the expected
strokes (the capped dynamic programme and the policy sweeps) and the summary — and so is
**the obvious way**: one ``resolve_fast`` call per cell × direction × die or card × face, a
networkx edge per face, networkx ancestors, shortest paths and closed components, and a
plain dynamic programme over every choice and face that keeps the best choice. Both must
give the same expected and minimal strokes at every start and the same traps (``agree``).

Goals (issue 5 §4): under 0.5 s for the linked course and under 2 s for 2,000 cells, and at
least 5 times faster than the obvious way. Compiling the course (the engine's table, which
games share) is reported apart and counted in neither. Both ways run with Python's cyclic
garbage collector paused, as ``analyse_table`` runs (``analysis.gc_pause``), so that the
ratio compares the methods.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import networkx as nx

from golfstudio.analysis import (
    AnalysisError,
    build_shot_graph,
    find_expected_strokes,
    find_reachability,
    summarise,
)
from golfstudio.analysis.course_analysis import CourseAnalysis
from golfstudio.analysis.gc_pause import paused_gc
from golfstudio.bench.carambole import largest_bundled_course
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.course import Cell, Course, Side, SolidObstacle, Terrain, Wall, WallKind
from golfstudio.carambole.course_builder import with_curved_outline
from golfstudio.carambole.shot import resolve_fast
from golfstudio.carambole.table import CellTable, compile_course
from golfstudio.hexgrid import Direction, Hex, edge

T = TypeVar("T")

GOAL_LINKED_SECONDS = 0.5
GOAL_GENERATED_SECONDS = 2.0
GOAL_SPEED_UP = 5.0
GENERATED_CELLS = 2000


@dataclass(frozen=True)
class AnalysisBenchSize:
    cells: int = GENERATED_CELLS
    """Cells of the generated course."""
    seed: int = 0
    course: str | None = None
    """A bundled course id; None picks the largest bundled course."""
    obvious: bool = True
    """Also time the obvious way (it takes several seconds on 2,000 cells)."""
    repeats: int = 1
    """The analysis' time is its fastest of this many runs, the obvious way's of
    ``obvious_repeats`` (the budget takes 5 and 2: a ratio of two single runs on a machine
    whose cores change speed says more about the machine than the methods)."""
    obvious_repeats: int = 1

    def __post_init__(self) -> None:
        if self.cells < 20:
            raise AnalysisError(
                f"the generated course needs at least 20 cells, not {self.cells}")


# ---- the generated course -------------------------------------------------------------------

_SIDE_ANGLES = {Direction.E: 90, Direction.NE: 150, Direction.NW: 30, Direction.W: 90,
                Direction.SW: 150, Direction.SE: 30}
"""A single hex edge drawn as a straight line: E and W edges stand upright (90°), NE and SW
lean at 150°, NW and SE at 30° (docs/carambole-format.md, *Walls*)."""


def generated_course(cells: int = GENERATED_CELLS, seed: int = 0) -> Course:
    """A seeded walled board of ``cells`` cells: rows of hexes drawn as a rectangle, fenced
    by a curved wall, with sand and water patches of 3–5 cells (the markers of §5), single
    solid blocks with their six sides, loose straight wall edges inside, six starts in the
    top-left corner and the hole near the bottom-right one."""
    rng = random.Random(seed)
    cols = max(5, round(math.sqrt(cells * 1.25)))
    hexes = [Hex(k % cols - (k // cols) // 2, k // cols) for k in range(cells)]
    on_board = set(hexes)
    starts = [hexes[k] for k in (1, 2, 3, cols + 1, cols + 2, cols + 3)]
    hole = hexes[-3]
    keep = set(starts) | {hole} | {h.neighbour(d) for h in (*starts, hole) for d in Direction}
    terrain: dict[Hex, Terrain] = dict.fromkeys(hexes, Terrain.FLOOR)
    terrain[hole] = Terrain.HOLE

    def patch(kind: Terrain) -> None:
        centre = rng.choice(hexes)
        around = [centre.neighbour(d) for d in rng.sample(list(Direction), rng.randint(2, 4))]
        for h in (centre, *around):
            if h in on_board and h not in keep:
                terrain[h] = kind

    for _ in range(cells // 60):
        patch(Terrain.SAND)
    for _ in range(cells // 120):
        patch(Terrain.WATER)

    blocks: list[SolidObstacle] = []
    taken: set[Hex] = set()
    for k in range(cells // 80):
        h = rng.choice(hexes)
        if h in keep or h in taken or terrain[h] is not Terrain.FLOOR or any(
                h.neighbour(d) in taken for d in Direction):
            continue
        taken.add(h)
        blocks.append(SolidObstacle(id=f"block{k}", cells=[{"q": h.q, "r": h.r}], sides=[
            Side(edges=[edge(h, d)], angle=_SIDE_ANGLES[d]) for d in Direction
            if h.neighbour(d) in on_board]))

    course = with_curved_outline(Course(
        name=f"Generated {cells}", cells=[Cell(q=h.q, r=h.r, terrain=terrain[h])
                                          for h in hexes],
        starts=starts, obstacles=blocks))
    used = {e for w in course.walls for e in w.edges}
    used |= {side_edge for ob in blocks for side in ob.sides for side_edge in side.edges}
    walls: list[Wall] = []
    for k in range(cells // 40):
        h = rng.choice(hexes)
        d = Direction(rng.randrange(3))
        e = edge(h, d)
        if e in used or h.neighbour(d) not in on_board or h in keep:
            continue
        used.add(e)
        walls.append(Wall(id=f"w{k}", kind=WallKind.STRAIGHT, edges=[e],
                          angle=_SIDE_ANGLES[d]))
    return course.replace(walls=(*course.walls, *walls))


# ---- timing ---------------------------------------------------------------------------------

def time_analysis(table: CellTable) -> tuple[CourseAnalysis, dict[str, float]]:
    """The analysis of ``table`` and the seconds of each stage (with the collector paused,
    as ``analyse_table`` runs it)."""
    with paused_gc():
        started = time.perf_counter()
        shots = build_shot_graph(table)
        graphed = time.perf_counter()
        reach = find_reachability(shots)
        reached = time.perf_counter()
        strokes = find_expected_strokes(shots, reach)
        expected = time.perf_counter()
        analysis = summarise(shots, reach, strokes)
        done = time.perf_counter()
    return analysis, {"graph": graphed - started, "reachability": reached - graphed,
                      "expected_strokes": expected - reached, "summary": done - expected,
                      "total": done - started}


@dataclass(frozen=True)
class ObviousResult:
    expected: dict[int, float]
    """V_0 by state."""
    min_strokes: dict[int, int]
    traps: set[int]
    engine_calls: int


def time_obvious(table: CellTable) -> tuple[ObviousResult, dict[str, float]]:
    """The obvious way (module docstring), and the seconds of each of its steps (with the
    collector paused too, so that the comparison is of the methods alone)."""
    with paused_gc():
        return _obvious(table)


def _obvious(table: CellTable) -> tuple[ObviousResult, dict[str, float]]:
    started = time.perf_counter()
    hole = table.hole
    limit = table.stroke_limit
    states = [c for c in range(len(table)) if not table.solid[c] and not table.is_hole[c]]
    faces = [[(o.impulses, float(o.probability)) for o in s.outcomes] for s in table.sources]
    choices: dict[int, list[list[tuple[int, float]]]] = {}
    calls = 0
    for c in states:
        choices[c] = []
        for d in table.legal_directions(c):
            for source in faces:
                outcome = []
                for impulses, p in source:
                    outcome.append((resolve_fast(table, c, int(d), impulses), p))
                    calls += 1
                choices[c].append(outcome)
    resolved = time.perf_counter()

    graph = nx.DiGraph()
    graph.add_node(hole)
    for c, outcomes in choices.items():
        for outcome in outcomes:
            for end, p in outcome:
                graph.add_edge(c, end, probability=p)
    graphed = time.perf_counter()

    reaches = nx.ancestors(graph, hole)
    least = nx.single_source_shortest_path_length(graph.reverse(), hole)
    min_strokes = {c: least[c] for c in states if c in reaches}
    traps = {c for component in nx.attracting_components(graph) if hole not in component
             for c in component}
    pathed = time.perf_counter()

    value = dict.fromkeys(states, float(limit))
    policy: list[dict[int, int]] = []
    for t in range(limit - 1, -1, -1):
        new: dict[int, float] = {}
        best_choice: dict[int, int] = {}
        for c in states:
            best, chosen = math.inf, -1
            for k, outcome in enumerate(choices[c]):
                total = 0.0
                for end, p in outcome:
                    total += p * (t + 1 if end == hole else value[end])
                if total < best:
                    best, chosen = total, k
            new[c] = best
            best_choice[c] = chosen
        value = new
        policy.append(best_choice)
    done = time.perf_counter()
    return ObviousResult(value, min_strokes, traps, calls), {
        "engine_calls": resolved - started, "graph": graphed - resolved,
        "reachability": pathed - graphed, "expected_strokes": done - pathed,
        "total": done - started}


def _rounded(seconds: dict[str, float]) -> dict[str, float]:
    return {k: round(v, 4) for k, v in seconds.items()}


def _fastest(run: Callable[[], tuple[T, dict[str, float]]],
             repeats: int) -> tuple[T, dict[str, float]]:
    """``run``'s result and the seconds of its fastest run of ``repeats``."""
    runs = [run() for _ in range(max(1, repeats))]
    return min(runs, key=lambda found: found[1]["total"])


def bench_course(label: str, course: Course, goal: float, obvious: bool,
                 repeats: int = 1, obvious_repeats: int = 1) -> dict[str, Any]:
    started = time.perf_counter()
    table = compile_course(course)
    compiled = time.perf_counter() - started
    analysis, seconds = _fastest(lambda: time_analysis(table), repeats)
    report: dict[str, Any] = {
        "course": label, "cells": len(table), "states": len(analysis.states),
        "stroke_limit": table.stroke_limit, "par_suggestion": analysis.par_suggestion,
        "compile_seconds": round(compiled, 4), "seconds": _rounded(seconds),
        "goal_seconds": goal, "meets_goal": seconds["total"] < goal,
    }
    if obvious:
        result, slow = _fastest(lambda: time_obvious(table), obvious_repeats)
        ratio = slow["total"] / seconds["total"] if seconds["total"] > 0 else math.inf
        starts = [table.index[s.cell] for s in analysis.starts]
        agree = all(
            math.isclose(result.expected[s], analysis.strokes.expected[s], abs_tol=1e-9)
            and result.min_strokes.get(s) == analysis.reach.min_strokes.get(s)
            for s in starts) and result.traps == set(analysis.reach.traps)
        report["obvious"] = {"engine_calls": result.engine_calls, "seconds": _rounded(slow)}
        report["speed_up"] = round(ratio, 1)
        report["goal_speed_up"] = GOAL_SPEED_UP
        report["meets_speed_up"] = ratio >= GOAL_SPEED_UP
        report["agree"] = agree
    return report


def run_analysis_bench(size: AnalysisBenchSize) -> dict[str, Any]:
    """Time both courses; the figures as a JSON-ready dict."""
    course_id = size.course if size.course is not None else largest_bundled_course()
    bundled = load_bundled(course_id)
    generated = generated_course(size.cells, size.seed)
    return {
        "benchmark": "analysis",
        "seed": size.seed,
        "courses": [
            bench_course(course_id, bundled, GOAL_LINKED_SECONDS, size.obvious, size.repeats,
                         size.obvious_repeats),
            bench_course("generated", generated, GOAL_GENERATED_SECONDS, size.obvious,
                         size.repeats, size.obvious_repeats),
        ],
    }
