"""The bounds of limits.py: at the maximum a course, ruleset or shot works; one over is
refused with one readable line, whichever door it comes through (a file, an edit, the
engine)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course import (
    Course,
    SolidCell,
    SolidObstacle,
    Terrain,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.course_file import course_from_data
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.limits import (
    MAX_COORDINATE,
    MAX_IMPULSES,
    MAX_LEVEL,
    MAX_STROKE_LIMIT,
)
from golfstudio.carambole.ruleset import default_ruleset, ruleset_from_data
from golfstudio.carambole.shot import resolve_shot
from golfstudio.carambole.table import GameError, compile_course
from golfstudio.hexgrid import Hex, edge
from tests.core.carambole.test_figures import fenced

M = MAX_COORDINATE
OFF = f"is off the board: coordinates run from -{M} to {M}"

BASE: dict[str, Any] = {
    "format": "golfstudio.carambole", "version": 1,
    "cells": [{"q": 0, "r": 0, "terrain": "floor"}, {"q": 1, "r": 0, "terrain": "hole"}],
    "starts": [[0, 0]],
}


def loaded(**changes: Any) -> Course:
    data = copy.deepcopy(BASE)
    data.update(changes)
    return course_from_data(data)


def refused(**changes: Any) -> list[str]:
    with pytest.raises(CourseError) as info:
        loaded(**changes)
    return list(info.value.messages)


def test_the_bundled_game_fits_well_inside_the_maxima() -> None:
    """Room to spare: the bundled dice, cards, courses and stroke limits use at most half of
    each bound."""
    sources = default_ruleset().impulse_sources()
    assert 2 * max(o.impulses for s in sources for o in s.outcomes) <= MAX_IMPULSES
    courses = [load_bundled(b.id) for b in bundled_courses()]
    assert 2 * max(c.stroke_limit for c in courses) <= MAX_STROKE_LIMIT
    assert 2 * max(max(abs(c.q), abs(c.r)) for k in courses for c in k.cells) <= MAX_COORDINATE
    assert 2 * max(abs(c.level) for k in courses for c in k.cells) <= MAX_LEVEL


# ---- a course file ---------------------------------------------------------------------------

@pytest.mark.parametrize("corner", [(M, 0), (-M, M), (0, -M), (M, -M)])
def test_cells_at_the_edge_of_the_board_load(corner: tuple[int, int]) -> None:
    q, r = corner
    course = loaded(cells=[*BASE["cells"], {"q": q, "r": r, "terrain": "floor"}],
                    starts=[[q, r]], bounce_overrides=[
                        {"q": q, "r": r, "incoming": 0, "outgoing": 3}])
    assert Hex(q, r) in course.cell_map() and course.starts[-1] == Hex(q, r)


@pytest.mark.parametrize(("q", "r", "axis", "value"), [
    (M + 1, 0, "q", M + 1), (-M - 1, 0, "q", -M - 1), (0, M + 1, "r", M + 1),
    (40000, 0, "q", 40000),
])
def test_a_cell_off_the_board_is_refused(q: int, r: int, axis: str, value: int) -> None:
    assert refused(cells=[*BASE["cells"], {"q": q, "r": r, "terrain": "floor"}]) == [
        f"cell ({q},{r}): {axis} {value} {OFF}"]


def test_starts_arrows_obstacles_and_walls_off_the_board_are_refused() -> None:
    assert refused(starts=[[M + 1, 0]]) == [f"start ({M + 1},0) {OFF}"]
    assert refused(bounce_overrides=[{"q": 0, "r": -M - 1, "incoming": 0, "outgoing": 3}]) == [
        f"bounce override at (0,{-M - 1}): r {-M - 1} {OFF}"]
    assert refused(obstacles=[{"id": "o1", "kind": "solid", "cells": [{"q": M + 1, "r": 0}]}]
                   ) == [f"obstacle o1 cell ({M + 1},0): q {M + 1} {OFF}"]
    # An edge needs one of its two cells on the board: the E edge of (M,0) may be named
    # from the void cell beyond it, one further edge may not.
    course = loaded(walls=[{"id": "w1", "kind": "curved", "edges": [[M + 1, 0, 3]]}])
    assert course.walls[0].edges[0].cell == Hex(M, 0)
    assert refused(walls=[{"id": "w1", "kind": "curved", "edges": [[M + 2, 0, 3]]}]) == [
        f"wall w1: edge ({M + 1},0,E) {OFF}"]


def test_levels_are_bounded() -> None:
    cells = [{**BASE["cells"][0], "level": MAX_LEVEL}, {**BASE["cells"][1], "level": -MAX_LEVEL}]
    assert [c.level for c in loaded(cells=cells).cells] == [MAX_LEVEL, -MAX_LEVEL]
    assert refused(cells=[{**BASE["cells"][0], "level": MAX_LEVEL + 1}, BASE["cells"][1]]) == [
        f"cell (0,0): level must be at most {MAX_LEVEL}, got {MAX_LEVEL + 1}"]


def test_stroke_limits_are_bounded() -> None:
    assert loaded(stroke_limit=MAX_STROKE_LIMIT).stroke_limit == MAX_STROKE_LIMIT
    assert refused(stroke_limit=MAX_STROKE_LIMIT + 1) == [
        f"stroke limit must be at most {MAX_STROKE_LIMIT}, got {MAX_STROKE_LIMIT + 1}"]
    assert refused(stroke_limit=10**12) == [
        f"stroke limit must be at most {MAX_STROKE_LIMIT}, got 1000000000000"]


# ---- a ruleset -------------------------------------------------------------------------------

def ruleset(faces: list[int], cards: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"dice": [{"name": "white", "colour": "white", "faces": faces}],
            "cards": cards or []}


def test_die_faces_are_bounded() -> None:
    top = ruleset_from_data(ruleset([1, 2, 3, 4, 5, MAX_IMPULSES]))
    assert max(top.white_die.faces) == MAX_IMPULSES
    with pytest.raises(CourseError) as info:
        ruleset_from_data(ruleset([1, 2, 3, 4, 5, MAX_IMPULSES + 1]))
    assert info.value.messages == (
        f"die white: faces #6 must be at most {MAX_IMPULSES}, got {MAX_IMPULSES + 1}",)
    assert refused(ruleset=ruleset([1, 2, 3, 4, 5, 10**9])) == [
        f"ruleset die white: faces #6 must be at most {MAX_IMPULSES}, got 1000000000"]


@pytest.mark.parametrize(("op", "fits", "gives"), [
    ("+", MAX_IMPULSES - 6, MAX_IMPULSES + 1),
    ("x", MAX_IMPULSES // 6, 6 * (MAX_IMPULSES // 6 + 1)),
])
def test_a_card_with_the_white_die_gives_at_most_the_maximum(op: str, fits: int,
                                                             gives: int) -> None:
    """A card's value is bounded, and so is what it gives with the white die's top face."""
    white = [1, 2, 3, 4, 5, 6]
    card = ruleset(white, [{"name": "c", "op": op, "value": fits}])
    ruleset_from_data(card)
    over = ruleset(white, [{"name": "c", "op": op, "value": fits + 1}])
    with pytest.raises(CourseError) as info:
        ruleset_from_data(over)
    assert info.value.messages == (
        f"card c with the white die's 6 gives {gives} impulses, more than the "
        f"{MAX_IMPULSES} a shot can have",)


def test_a_card_value_is_bounded() -> None:
    with pytest.raises(CourseError) as info:
        ruleset_from_data(ruleset([0] * 6, [{"name": "c", "op": "x", "value": 10**6}]))
    assert info.value.messages == (f"card c: value must be at most {MAX_IMPULSES}, got 1000000",)


# ---- the editor's edits ----------------------------------------------------------------------

def test_edits_off_the_board_are_refused_with_the_message() -> None:
    """The editor edits through the model's methods: they refuse as a file does, with a
    ``CourseError`` (never pydantic's dump)."""
    course = loaded()
    assert course.set_terrain(Hex(M, 0), Terrain.SAND).has_cell(Hex(M, 0))
    with pytest.raises(CourseError, match=rf"^cell \({M + 1},0\): q {M + 1} {OFF}$"):
        course.set_terrain(Hex(M + 1, 0), Terrain.SAND)
    with pytest.raises(CourseError, match=rf"^start \(0,{-M - 1}\) {OFF}$"):
        course.add_start(Hex(0, -M - 1))
    with pytest.raises(CourseError, match=rf"^bounce override at \({M + 1},0\): q {M + 1}"):
        course.set_bounce_override(Hex(M + 1, 0), 0, 3)
    with pytest.raises(CourseError, match=rf"^cell \(0,0\): level must be at most {MAX_LEVEL}"):
        course.set_level(Hex(0, 0), MAX_LEVEL + 1)
    with pytest.raises(CourseError, match=f"^stroke limit must be at most {MAX_STROKE_LIMIT}"):
        course.replace(stroke_limit=MAX_STROKE_LIMIT + 1)
    placed = course.add_obstacle(SolidObstacle(id="o1", cells=[SolidCell(q=0, r=0)]))
    assert placed.move_obstacle("o1", Hex(M, 0)).obstacle("o1").hexes == (Hex(M, 0),)
    with pytest.raises(CourseError, match=rf"^obstacle o1: cell \({M + 1},0\) {OFF}$"):
        placed.move_obstacle("o1", Hex(M + 1, 0))
    # The W edge of (0,0), moved to the E edge of (M,0): its other cell is the void beyond.
    walled = course.add_wall(Wall(id="w1", kind=WallKind.CURVED, edges=[edge(Hex(0, 0), 3)]))
    assert walled.move_wall("w1", Hex(M + 1, 0)).wall("w1").edges == (edge(Hex(M, 0), 0),)
    with pytest.raises(CourseError, match=rf"^wall w1: edge \({M + 1},0,E\) {OFF}$"):
        walled.move_wall("w1", Hex(M + 2, 0))


# ---- the engine ------------------------------------------------------------------------------

def test_a_shot_of_the_most_impulses_is_played_and_one_more_is_refused() -> None:
    table = compile_course(fenced(from_rows(["S . . . . . . . ."])))
    record = resolve_shot(table, Hex(0, 0), 0, MAX_IMPULSES)
    assert len(record.path) == MAX_IMPULSES + 1  # back and forth along the lane
    with pytest.raises(GameError, match=f"^a shot has 0 to {MAX_IMPULSES} impulses, not "
                       f"{MAX_IMPULSES + 1}$"):
        resolve_shot(table, Hex(0, 0), 0, MAX_IMPULSES + 1)
