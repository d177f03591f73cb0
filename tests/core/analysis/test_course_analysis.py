"""The analysis on courses worked out by hand, its invariants on every bundled course, its
agreement with the obvious way, and reachability on a walled-off pocket."""

from __future__ import annotations

import gc
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings

from golfstudio.analysis import (
    AnalysisError,
    CourseAnalysis,
    analyse_course,
    analyse_table,
)
from golfstudio.analysis.gc_pause import paused_gc
from golfstudio.bench.analysis import time_obvious
from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course import Course, SolidObstacle, Terrain
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.shot import resolve_fast
from golfstudio.carambole.table import compile_course
from golfstudio.hexgrid import Direction, Hex
from tests.core.analysis.conftest import lane, pocket_course
from tests.core.carambole.test_engine_shot import random_courses
from tests.property_examples import examples

E, NE, NW, W, SW, SE = Direction
START = Hex(0, 0)


@pytest.fixture(scope="module")
def bundled() -> dict[str, CourseAnalysis]:
    return {e.id: analyse_course(load_bundled(e.id)) for e in bundled_courses()}


# ---- by hand --------------------------------------------------------------------------------

def test_exact_distance_every_time_holes_in_one() -> None:
    a = analyse_course(lane("S . H", [2] * 6))
    (start,) = a.starts
    assert (start.expected, start.min_strokes, start.reachable) == (1.0, 1, True)
    assert (start.spread, start.holed, a.par_suggestion) == (0.0, 1.0, 1)
    assert a.best_shot(START) is not None and a.best_shot(START).direction is E  # type: ignore[union-attr]


def test_half_the_faces_hole_the_rest_leave_one_cell() -> None:
    """Distance 2, faces 1 and 2 (half each): a 2 drops in; a 1 leaves the ball one cell
    short, from where a 1 (exact) and a 2 (one over, fig. 5) both drop in: 1.5 strokes."""
    a = analyse_course(lane("S . H", [1, 1, 1, 2, 2, 2]))
    assert a.starts[0].expected == pytest.approx(1.5)
    assert a.starts[0].spread == pytest.approx(0.5)
    assert a.par_suggestion == 2  # 1.5 rounds half up
    middle = a.states[Hex(1, 0)]
    assert (middle.expected, middle.min_strokes, middle.best.direction) == (1.0, 1, E)
    assert a.warnings == ()


def test_geometric_chance_capped_at_the_limit() -> None:
    """Five faces give no impulse (the ball stays), one gives the exact distance: the score
    is min(L, K) with K geometric, p = 1/6, so E = Σ_{k<L} (5/6)^k = 6 (1 − (5/6)^L)."""
    for limit in (1, 2, 10):
        a = analyse_course(lane("S . H", [0, 0, 0, 0, 0, 2], stroke_limit=limit))
        q = 5 / 6
        expected = sum(q**k for k in range(limit))
        second = sum(k * k * (1 - q) * q ** (k - 1) for k in range(1, limit)) + (
            limit * limit * q ** (limit - 1))
        (start,) = a.starts
        assert start.expected == pytest.approx(expected)
        assert start.spread == pytest.approx(math.sqrt(second - expected**2))
        assert start.holed == pytest.approx(1 - q**limit)
        assert start.min_strokes == 1
    assert [w.kind for w in a.warnings] == ["one-exact-face"]
    assert a.warnings[0].cell == START


def test_cap_when_the_hole_is_beyond_the_limit() -> None:
    a = analyse_course(lane("S . . H", [1] * 6, stroke_limit=2))
    (start,) = a.starts
    assert (start.expected, start.min_strokes, start.reachable) == (2.0, 3, False)
    assert [w.kind for w in a.warnings] == ["beyond-limit"]
    assert analyse_course(lane("S . . H", [1] * 6)).starts[0].expected == 3.0


def test_values_per_stroke_count() -> None:
    """With t strokes taken the lane of three single steps scores min(L, t + 3)."""
    a = analyse_course(lane("S . . H", [1] * 6, stroke_limit=5))
    assert [a.expected_after(START, t) for t in range(7)] == [3, 4, 5, 5, 5, 5, 5]
    assert a.expected_after(Hex(3, 0), 0) is None  # the hole is no rest state


def test_a_course_without_a_hole_is_refused() -> None:
    course = from_rows(["S . ."])
    with pytest.raises(AnalysisError, match="no hole"):
        analyse_course(course)


# ---- reachability ---------------------------------------------------------------------------

def test_walled_off_pocket() -> None:
    a = analyse_course(pocket_course())
    pocket = [Hex(q, 2) for q in range(-1, 4)]
    assert a.unreachable == tuple(pocket)
    assert a.traps == (Hex(2, 2), Hex(3, 2))
    lane_start, pocket_start = a.starts
    assert (lane_start.cell, lane_start.reachable, lane_start.min_strokes) == (START, True, 1)
    assert (pocket_start.cell, pocket_start.reachable) == (Hex(-1, 2), False)
    assert pocket_start.min_strokes is None and pocket_start.expected == 10.0
    assert a.par_suggestion == 3 and lane_start.expected == pytest.approx(2.65, abs=0.005)
    assert [w.kind for w in a.warnings] == ["no-way-to-hole", "trap", "hopeless"]
    assert "(2,2), (3,2)" in a.warnings[1].message
    assert a.to_dict()["unreachable"] == [[h.q, h.r] for h in pocket]
    assert a.to_dict()["traps"] == [[2, 2], [3, 2]]
    for cell in pocket:
        state = a.states[cell]
        assert state.from_start and not state.reachable
        assert state.trap == (cell.q >= 2)
        assert state.expected == 10.0


def test_rest_states_leave_out_slopes_and_solid_cells(bundled: dict[str, CourseAnalysis]
                                                      ) -> None:
    a = bundled["course-7"]
    table = a.table
    for c, h in enumerate(table.hexes):
        if table.solid[c] or table.is_hole[c]:
            assert h not in a.states
    # Every end of every shot from a state is a state or the hole.
    for c in a.shots.states:
        for ends in a.shots.ends[c]:
            assert all(a.shots.is_state(e) or e == table.hole for e in ends)


# ---- invariants -----------------------------------------------------------------------------

@pytest.mark.parametrize("course_id", [e.id for e in bundled_courses()])
def test_bundled_courses_reach_the_hole_from_every_start(
        bundled: dict[str, CourseAnalysis], course_id: str) -> None:
    a = bundled[course_id]
    assert all(s.reachable for s in a.starts)
    assert a.traps == () and a.unreachable == ()
    assert a.par_suggestion == max(1, math.floor(min(s.expected for s in a.starts) + 0.5))
    limit = a.stroke_limit
    values = a.strokes.values
    for cell, state in a.states.items():
        c = a.table.index[cell]
        assert state.min_strokes is not None
        assert state.min_strokes <= state.expected + 1e-9
        for t in range(limit):
            assert t + 1 - 1e-9 <= values[t][c] <= limit + 1e-9  # at least one more stroke
            if t:
                assert values[t][c] >= values[t - 1][c] - 1e-9  # strokes taken only cost
        assert 0.0 <= state.holed <= 1.0 + 1e-12


def test_outcomes_are_the_engines(bundled: dict[str, CourseAnalysis]) -> None:
    """Each distinct outcome lists the choices giving it, and their faces' ends are the
    engine's; every legal choice is in exactly one outcome."""
    a = bundled["course-2-modified"]
    shots, table = a.shots, a.table
    n_sources = len(table.sources)
    for c in shots.states[::5]:
        seen: list[int] = []
        for outcome in shots.outcomes(c):
            assert outcome.holing == outcome.ends.count(table.hole)
            for k in outcome.choices:
                d, source = divmod(k, n_sources)
                faces = [o.impulses for o in table.sources[source].outcomes]
                assert outcome.ends == tuple(resolve_fast(table, c, d, n) for n in faces)
            seen += outcome.choices
        legal = [d * n_sources + s for d in table.legal_directions(c) for s in range(n_sources)]
        assert sorted(seen) == legal


def test_graph_edges_and_shots_between(bundled: dict[str, CourseAnalysis]) -> None:
    a = bundled["course-3-modified"]
    shots, table = a.shots, a.table
    graph = shots.graph
    assert set(graph.nodes) == {*shots.states, table.hole}
    assert graph.nodes[table.hole]["hole"] and graph.nodes[table.hole]["cell"] == table.hexes[
        table.hole]
    for c in shots.states[::7]:
        targets = set().union(*shots.ends[c])
        assert set(graph.successors(c)) == targets
        for b in targets:
            between = shots.shots_between(c, b)
            assert between and max(p for _, p in between) == shots.edge_probability(c, b)
            assert all(0 < p <= 1 for _, p in between)
        assert shots.edge_probability(c, -5) == Fraction(0)


def test_annotated_graph_lists_the_shots_on_each_edge(bundled: dict[str, CourseAnalysis]
                                                      ) -> None:
    a = bundled["course-1"]
    shots = a.shots
    annotated = shots.annotated_graph()
    assert set(annotated.edges) == set(shots.graph.edges)
    assert not any(shots.graph.edges[e] for e in shots.graph.edges)  # the plain one is bare
    for u, v, data in list(annotated.edges(data=True))[::11]:
        assert data["shots"] == shots.shots_between(u, v)
        assert data["probability"] == shots.edge_probability(u, v)


def test_a_start_on_a_solid_obstacle_is_left_out() -> None:
    course = from_rows(["S . . . H", " S . . ."]).add_obstacle(
        SolidObstacle(id="b", cells=[{"q": 0, "r": 1}]))
    a = analyse_course(course)
    assert [s.cell for s in a.starts] == [START]
    assert Hex(0, 1) not in a.states


def test_best_shots_follow_the_policy(bundled: dict[str, CourseAnalysis]) -> None:
    a = bundled["linked-grand-tour"]
    table = a.table
    changed = 0
    for cell in list(a.states)[::3]:
        c = table.index[cell]
        for t in range(a.stroke_limit):
            shot = a.best_shot(cell, t)
            assert shot is not None
            assert shot.direction in table.legal_directions(c)
            k = a.strokes.policy[t][c]
            assert shot == a.shots.best_choice(c, k)
        changed += a.best_shot(cell, 0) != a.best_shot(cell, a.stroke_limit - 1)
    assert changed, "near the limit some best shots change"
    assert a.best_shot(Hex(99, 99)) is None
    assert a.best_shot(next(iter(a.states)), a.stroke_limit) is None


# ---- exactness against the obvious way ------------------------------------------------------

def obvious_agrees(a: CourseAnalysis) -> None:
    result, _ = time_obvious(a.table)
    for c in a.shots.states:
        assert result.expected[c] == pytest.approx(a.strokes.expected[c], abs=1e-9)
        assert result.min_strokes.get(c) == a.reach.min_strokes.get(c)
    assert result.traps == set(a.reach.traps)


@pytest.mark.parametrize("course_id", ["course-5-modified", "course-7"])
def test_the_obvious_way_gives_the_same_values(bundled: dict[str, CourseAnalysis],
                                               course_id: str) -> None:
    obvious_agrees(bundled[course_id])


def test_the_obvious_way_agrees_on_the_pocket() -> None:
    obvious_agrees(analyse_course(pocket_course()))


@pytest.mark.slow
@settings(max_examples=examples(full=25, default=10), deadline=None)
@given(random_courses())
def test_the_obvious_way_agrees_on_random_courses(course: Course) -> None:
    table = compile_course(course.replace(starts=_starts(course), stroke_limit=6))
    if table.hole < 0:
        return
    obvious_agrees(analyse_table(table))


def _starts(course: Course) -> tuple[Hex, ...]:
    return tuple(c.hex for c in course.cells if c.terrain is Terrain.FLOOR
                 and course.obstacle_at(c.hex) is None)[:3]


# ---- the collector pause --------------------------------------------------------------------

def test_the_collector_resumes_after_nested_pauses() -> None:
    assert gc.isenabled()
    with paused_gc():
        with paused_gc():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with paused_gc():
            pass
        assert not gc.isenabled()  # it was off before: it stays off
    finally:
        gc.enable()
