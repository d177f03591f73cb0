"""The compiled cell table: step costs, arrival flags, bounce outcomes, lookups."""

from __future__ import annotations

import dataclasses

import pytest

from golfstudio.carambole.course import ChannelObstacle, Course, VerticalObstacle
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.table import (
    F_COAST,
    F_ENTER,
    F_FORK,
    F_FREE,
    F_RISING,
    F_TURN,
    F_WATER,
    NO_STEP,
    CellTable,
    GameError,
    compile_course,
)
from golfstudio.hexgrid import Direction, Hex
from tests.core.carambole.test_figures import corner_course, fenced

E, NE, NW, W, SW, SE = Direction


def step(table: CellTable, cell: Hex, d: Direction) -> tuple[Hex | None, int, int]:
    i = 6 * table.index[cell] + d
    nxt = table.nbr[i]
    return (table.hexes[nxt] if nxt >= 0 else None), table.cost[i], table.flags[i]


def test_terrain_costs_and_flags() -> None:
    """§4: the cell a step starts from decides: 1, sand 2, water 3, the hole 1 + 1; entering
    water from dry ground is flagged (the ball stops there)."""
    table = compile_course(fenced(from_rows(["S s w w H ."])))
    assert step(table, Hex(0, 0), E) == (Hex(1, 0), 1, 0)
    assert step(table, Hex(1, 0), E) == (Hex(2, 0), 2, F_WATER)
    assert step(table, Hex(2, 0), E) == (Hex(3, 0), 3, 0)
    assert step(table, Hex(3, 0), E) == (Hex(4, 0), 3, 0)
    assert step(table, Hex(4, 0), E) == (Hex(5, 0), 2, 0)
    assert step(table, Hex(5, 0), E) == (None, 0, 0)
    assert table.min_out[table.index[Hex(4, 0)]] == 2


def test_vertical_obstacle_costs() -> None:
    """Onto a rising ramp 2, onto the top 1, down 0 (the free step off a top needs an
    impulse left, the one down a slope does not), +1 leaving a centre hole; crossing the
    other way the ramps swap."""
    course = fenced(from_rows(["S . . . . . . ."])).add_obstacle(VerticalObstacle(
        id="v", cells=[{"q": q, "r": 0, "part": p, "passes": [[0, 0], [3, 3]]}
                       for q, p in ((2, "ramp-up"), (3, "top"), (4, "centre-hole"),
                                    (5, "ramp-down"))]))
    table = compile_course(course)
    assert step(table, Hex(1, 0), E) == (Hex(2, 0), 2, F_ENTER | F_RISING)
    assert step(table, Hex(2, 0), E) == (Hex(3, 0), 1, 0)
    assert step(table, Hex(3, 0), E) == (Hex(4, 0), 1, 0)
    assert step(table, Hex(4, 0), E) == (Hex(5, 0), 1, 0)
    assert step(table, Hex(5, 0), E) == (Hex(6, 0), 0, F_FREE)
    assert step(table, Hex(6, 0), W) == (Hex(5, 0), 2, F_ENTER | F_RISING)
    assert step(table, Hex(4, 0), W) == (Hex(3, 0), 2, 0)
    assert step(table, Hex(3, 0), W) == (Hex(2, 0), 0, F_FREE | F_COAST)
    assert step(table, Hex(2, 0), W) == (Hex(1, 0), 0, F_FREE)
    assert table.legal_directions(table.index[Hex(3, 0)]) == (E, W)
    assert table.in_channel[table.index[Hex(3, 0)]]


def test_channel_turns_and_forks() -> None:
    course = fenced(from_rows(["S . . . .", " . . . . ."])).add_obstacle(ChannelObstacle(
        id="c", cells=[{"q": 1, "r": 0, "passes": [[0, 5]]},
                       {"q": 3, "r": 0, "passes": [[0, 0], [0, 5]]}]))
    table = compile_course(course)
    i = 6 * table.index[Hex(0, 0)] + E
    assert table.flags[i] == F_ENTER | F_TURN and table.after[i] == SE
    j = 6 * table.index[Hex(2, 0)] + E
    assert table.flags[j] == F_ENTER | F_FORK and table.after[j] == W
    assert table.nbr[6 * table.index[Hex(1, 0)] + E] == -1  # no pass leaves E
    assert table.bounce_cause[6 * table.index[Hex(0, 1)] + NE] == "back"  # no pass enters NE


def test_bounce_outcomes() -> None:
    course = fenced(from_rows(["S . .", " . . ."]))
    course = course.set_bounce_override(Hex(2, 0), E, SW)
    table = compile_course(course)
    i = 6 * table.index[Hex(2, 0)] + E
    assert (table.bounce_dir[i], table.bounce_cause[i]) == (SW, "override")
    assert table.object_ids[table.bounce_object[i]] == "outline"
    k = 6 * table.index[Hex(0, 0)] + W
    assert (table.bounce_dir[k], table.bounce_cause[k]) == (E, "curved")
    bare = compile_course(from_rows(["S ."]))
    assert bare.bounce_cause[6 * bare.index[Hex(0, 0)] + W] == "back"
    assert bare.bounce_object[6 * bare.index[Hex(0, 0)] + W] == -1


def test_lookups_and_distances() -> None:
    course = fenced(from_rows(["S . . H", " . w ."]))
    table = compile_course(course)
    assert table.hole == table.index[Hex(3, 0)]
    assert table.starts == (table.index[Hex(0, 0)],)
    assert [table.hole_distance[table.index[Hex(q, 0)]] for q in range(4)] == [3, 2, 1, 0]
    assert table.hole_distance[table.index[Hex(0, 1)]] == 3
    assert table.cell_id(Hex(1, 1)) == table.index[Hex(1, 1)] and table.is_water[
        table.cell_id(Hex(1, 1))]
    with pytest.raises(GameError, match=r"\(7,7\) is not a cell of the course"):
        table.cell_id(Hex(7, 7))
    assert table.source("x4", card=True).card is not None
    with pytest.raises(GameError, match='no die called "x4"'):
        table.source("x4")
    assert len(table) == 7


def test_a_cell_with_no_way_out() -> None:
    table = compile_course(Course(cells=[{"q": 0, "r": 0, "terrain": "hole"},
                                         {"q": 5, "r": 5, "terrain": "floor"}]))
    c = table.index[Hex(5, 5)]
    assert table.min_out[c] == NO_STEP
    assert table.legal_directions(c) == tuple(Direction)
    assert table.hole_distance[c] == table.unreachable


def test_the_table_is_immutable(course: Course) -> None:
    table = compile_course(course)
    with pytest.raises(dataclasses.FrozenInstanceError):
        table.hole = 3  # type: ignore[misc]
    assert isinstance(table.nbr, tuple) and isinstance(table.cost, tuple)
    with pytest.raises(TypeError):
        table.index[Hex(0, 0)] = 1  # type: ignore[index]
    assert len(table.nbr) == 6 * len(table)


def test_corners_are_marked_on_the_edge_whose_bounce_runs_into_them() -> None:
    """§3 Decision (fig. 27): ``corner`` marks a blocked edge whose bounce points into the
    adjacent edge, held by a different object. The 150° wall's E edge turns a ball SE:
    a corner when a block holds SE, none when the same wall does; the block's own SE edge
    sends the ball straight back (NW), two edges from E, and is no corner."""
    with_block = compile_course(corner_course("block"))
    same_wall = compile_course(corner_course("slant"))
    for table, expected in ((with_block, True), (same_wall, False)):
        i = 6 * table.index[Hex(2, 0)] + E
        assert table.bounce_dir[i] == SE
        assert table.corner[i] is expected
    assert not with_block.corner[6 * with_block.index[Hex(2, 0)] + SE]
    # An open edge, and an edge no object describes (the void beyond an unfenced board),
    # are never corners.
    bare = compile_course(from_rows(["S ."]))
    assert not any(bare.corner)
    assert not with_block.corner[6 * with_block.index[Hex(0, 0)] + E]
