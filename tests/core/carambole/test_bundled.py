"""The bundled courses: each loads, is shaped as the issue asks, and can be played to the end.

Playability is checked with the engine itself: from every start some shot moves the ball,
the hole is reachable over shot outcomes (a breadth-first search over every direction and
every number of impulses the dice and cards can give), and the greedy AI finishes every
course for many seeds within the stroke limit, alone and in carambole mode.
"""

from __future__ import annotations

import json
import random
from collections import deque
from functools import cache

import pytest

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.bundled import (
    BundledCourse,
    CourseKind,
    bundled_course,
    bundled_courses,
    courses_folder,
    load_bundled,
)
from golfstudio.carambole.course import (
    ChannelObstacle,
    Course,
    SolidObstacle,
    VerticalObstacle,
    VerticalPart,
)
from golfstudio.carambole.course_file import course_to_json
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.game import CaramboleGame, GameParams, Mode, Player
from golfstudio.carambole.shot import resolve_fast
from golfstudio.carambole.table import CellTable, compile_course
from golfstudio.carambole.validate import Severity, validate
from golfstudio.engine.play import play_out
from golfstudio.hexgrid import Direction, Hex

EXPECTED_WARNINGS: dict[str, list[str]] = {}
"""Warnings a bundled course is meant to have, by id. None has any: every blocked edge is
drawn as a wall or an obstacle side. A new warning fails the test until it is listed here."""

COURSES = bundled_courses()
IDS = [c.id for c in COURSES]


def by_kind(kind: CourseKind) -> list[BundledCourse]:
    return [c for c in COURSES if c.kind is kind]


@cache
def course(course_id: str) -> Course:
    return load_bundled(course_id)


@cache
def table(course_id: str) -> CellTable:
    return compile_course(course(course_id))


@cache
def impulse_values(course_id: str) -> tuple[int, ...]:
    """Every number of impulses a die or a card can give on the course."""
    return tuple(sorted({o.impulses for s in table(course_id).sources for o in s.outcomes}))


@cache
def outcomes(course_id: str, cell: int) -> frozenset[int]:
    """Every cell a lone ball on ``cell`` can end on after one legal shot."""
    t = table(course_id)
    return frozenset(resolve_fast(t, cell, d, n)
                     for d in t.legal_directions(cell) for n in impulse_values(course_id))


# ---- the index ------------------------------------------------------------------------------

def test_the_index_lists_every_course_file_once() -> None:
    files = sorted(p.name for p in courses_folder().glob("*.json") if p.name != "index.json")
    assert sorted(c.path.name for c in COURSES) == files
    assert len(set(IDS)) == len(IDS)


def test_the_index_holds_what_the_issue_asks_for() -> None:
    assert len(by_kind(CourseKind.BASIC)) == 6
    assert len(by_kind(CourseKind.LEVEL)) == 1
    assert len(by_kind(CourseKind.MODIFIED)) >= 3
    assert len(by_kind(CourseKind.LINKED)) >= 1
    order = [c.kind for c in COURSES]
    assert order == sorted(order, key=list(CourseKind).index), "listed kind by kind"


def test_an_unknown_id_names_the_bundled_ones() -> None:
    with pytest.raises(CourseError, match=r'no bundled course "course-99".*course-1, course-2'):
        bundled_course("course-99")


def test_the_listing_is_a_fresh_list() -> None:
    listing = bundled_courses()
    listing.clear()
    assert bundled_courses() == COURSES


# ---- every course ---------------------------------------------------------------------------

@pytest.mark.parametrize("course_id", IDS)
def test_loads_with_no_error_and_only_its_expected_warnings(course_id: str) -> None:
    problems = validate(course(course_id))
    assert [p.message for p in problems if p.severity is Severity.ERROR] == []
    assert [p.message for p in problems] == EXPECTED_WARNINGS.get(course_id, [])


@pytest.mark.parametrize("entry", COURSES, ids=IDS)
def test_the_file_is_saved_in_the_canonical_layout(entry: BundledCourse) -> None:
    assert entry.path.read_text(encoding="utf-8") == course_to_json(course(entry.id))
    assert course(entry.id).name == entry.title


@pytest.mark.parametrize("course_id", IDS)
def test_no_start_is_a_dead_end(course_id: str) -> None:
    t = table(course_id)
    for start in t.starts:
        assert outcomes(course_id, start) - {start}, f"start {t.hexes[start]} cannot move"


@pytest.mark.parametrize("course_id", IDS)
def test_the_hole_stays_reachable_from_everywhere_a_ball_can_get(course_id: str) -> None:
    """From every start the hole is reachable, and no cell a ball can reach is a trap."""
    t = table(course_id)
    reached = set(t.starts)
    queue = deque(t.starts)
    while queue:
        cell = queue.popleft()
        if cell != t.hole:
            for end in outcomes(course_id, cell) - reached:
                reached.add(end)
                queue.append(end)
    assert t.hole in reached
    leads_to_hole = {t.hole}
    grown = True
    while grown:
        before = len(leads_to_hole)
        leads_to_hole |= {c for c in reached - leads_to_hole
                          if outcomes(course_id, c) & leads_to_hole}
        grown = len(leads_to_hole) > before
    traps = sorted(t.hexes[c] for c in reached - leads_to_hole)
    assert traps == []


# ---- the shape of each kind -----------------------------------------------------------------

@pytest.mark.parametrize("entry", by_kind(CourseKind.BASIC) + by_kind(CourseKind.LEVEL),
                         ids=lambda e: e.id)
def test_a_board_course_is_a_lane_with_six_starts_at_one_end(entry: BundledCourse) -> None:
    c = course(entry.id)
    assert 40 <= len(c.cells) <= 125
    assert len(c.starts) == 6
    assert c.stroke_limit == 10
    assert c.hole is not None
    assert max(_distance(a, b) for a in c.starts for b in c.starts) <= 3, "a start area"
    t = table(entry.id)
    # Along the lane, not as the crow flies: the hairpin's hole lies just past its wall.
    assert min(t.hole_distance[s] for s in t.starts) >= 10, "the hole is at the far end"
    assert not any(isinstance(ob, SolidObstacle | ChannelObstacle) for ob in c.obstacles)
    assert all(cell.terrain in ("floor", "hole") for cell in c.cells)


def test_course_7_has_three_parts_at_two_levels_joined_by_two_high_obstacles() -> None:
    c = course("course-7")
    ramps = [ob for ob in c.obstacles if isinstance(ob, VerticalObstacle)]
    assert len(ramps) == 2 and len(c.obstacles) == 2
    for ob in ramps:
        assert {cell.part for cell in ob.cells} >= {VerticalPart.RAMP_UP, VerticalPart.TOP,
                                                    VerticalPart.RAMP_DOWN}
        levels = {c.cell_map()[h].level for h in ob.hexes}
        assert levels == {0, 1}, "each high obstacle joins two levels"
    parts = _parts(c)
    assert len(parts) == 3
    heights = sorted(tuple(sorted({c.cell_map()[h].level for h in part})) for part in parts)
    assert heights == [(0,), (1,), (1,)]
    centre = next(p for p in parts if {c.cell_map()[h].level for h in p} == {0})
    assert c.hole not in centre and not set(c.starts) & centre, "the centre is lower"


@pytest.mark.parametrize("entry", by_kind(CourseKind.MODIFIED), ids=lambda e: e.id)
def test_a_modified_course_is_a_basic_course_with_obstacles(entry: BundledCourse) -> None:
    c = course(entry.id)
    base = course(entry.id.removesuffix("-modified"))
    assert {h.hex for h in c.cells} == {h.hex for h in base.cells}
    assert c.starts == base.starts and c.hole == base.hole
    changed = [h.hex for h in c.cells if h.terrain != base.cell_map()[h.hex].terrain]
    assert c.obstacles or changed


def test_the_modified_courses_use_every_kind_of_flat_and_slowing_obstacle() -> None:
    modified = [course(e.id) for e in by_kind(CourseKind.MODIFIED)]
    kinds = {type(ob) for c in modified for ob in c.obstacles}
    assert {SolidObstacle, ChannelObstacle} <= kinds
    terrains = {cell.terrain for c in modified for cell in c.cells}
    assert {"sand", "water"} <= terrains


@pytest.mark.parametrize("entry", by_kind(CourseKind.LINKED), ids=lambda e: e.id)
def test_a_linked_course_starts_on_one_board_and_holes_on_another(entry: BundledCourse
                                                                  ) -> None:
    c = course(entry.id)
    assert c.stroke_limit in (20, 30)
    boards = _parts(c)
    assert len(boards) >= 3
    start_boards = {i for i, b in enumerate(boards) for s in c.starts if s in b}
    hole_board = next(i for i, b in enumerate(boards) if c.hole in b)
    assert len(start_boards) == 1 and hole_board not in start_boards


def test_the_largest_bundled_course_is_the_linked_one() -> None:
    largest = max(COURSES, key=lambda e: len(course(e.id).cells))
    assert largest.kind is CourseKind.LINKED


def test_the_index_file_is_versioned() -> None:
    data = json.loads((courses_folder() / "index.json").read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("golfstudio.carambole-courses", 1)


# ---- playing them ---------------------------------------------------------------------------

@pytest.mark.parametrize("course_id", IDS)
def test_the_greedy_ai_plays_every_course_to_the_end(course_id: str) -> None:
    c = course(course_id)
    params = GameParams(courses=(c,), players=(Player("greedy"),))
    for seed in range(20):
        game = play_out(CaramboleGame(params, tables=[table(course_id)]).new_state(),
                        [GreedyPlayer()], random.Random(seed))
        assert game.is_over()
        (strokes,) = game.card()[0]
        assert strokes is not None and 1 <= strokes <= c.stroke_limit


@pytest.mark.parametrize("course_id", IDS)
def test_three_greedy_players_finish_every_course_in_carambole_mode(course_id: str) -> None:
    c = course(course_id)
    players = tuple(Player(f"greedy-{n}") for n in range(1, 4))
    params = GameParams(courses=(c,), players=players, mode=Mode.CARAMBOLE)
    for seed in range(5):
        game = play_out(CaramboleGame(params, tables=[table(course_id)]).new_state(),
                        [GreedyPlayer()] * 3, random.Random(seed))
        assert game.is_over()
        scores = game.card()[0]
        assert all(s is not None and 1 <= s <= c.stroke_limit for s in scores)


# ---- helpers ---------------------------------------------------------------------------------

def _distance(a: Hex, b: Hex) -> int:
    d = a - b
    return (abs(d.q) + abs(d.r) + abs(d.s)) // 2


def _parts(c: Course) -> list[set[Hex]]:
    """The course's boards or parts: cells joined by open edges once the channels and high
    obstacles that link them are taken away (walls and level steps separate parts)."""
    links = {h for ob in c.obstacles if isinstance(ob, ChannelObstacle | VerticalObstacle)
             for h in ob.hexes}
    t = compile_course(c)
    free = {h for h in c.cell_map() if h not in links}
    parts: list[set[Hex]] = []
    seen: set[Hex] = set()
    for first in sorted(free):
        if first in seen:
            continue
        part = {first}
        queue = deque([first])
        while queue:
            h = queue.popleft()
            for d in Direction:
                n = t.nbr[6 * t.index[h] + d]
                if n >= 0 and t.hexes[n] in free and t.hexes[n] not in part:
                    part.add(t.hexes[n])
                    queue.append(t.hexes[n])
        seen |= part
        parts.append(part)
    return parts
