"""Editing many cells at once: brush footprints, flood fill, paint, erase, levels."""

from __future__ import annotations

import pytest

from golfstudio.carambole.cell_edits import (
    brush_cells,
    change_level,
    erase_cells,
    flood_region,
    paint_cells,
    with_cells,
)
from golfstudio.carambole.course import Course, Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.errors import CourseError
from golfstudio.hexgrid import Direction, Hex


def test_brush_footprints_are_one_seven_and_nineteen_cells() -> None:
    assert brush_cells(Hex(2, 1), 1) == [Hex(2, 1)]
    assert len(brush_cells(Hex(2, 1), 2)) == 7 and len(set(brush_cells(Hex(0, 0), 3))) == 19
    with pytest.raises(ValueError, match="1, 2 or 3"):
        brush_cells(Hex(0, 0), 4)


def test_painting_the_void_adds_cells_and_keeps_untouched_cells_the_same_objects() -> None:
    course = hex_board(2, hole=Hex(0, 0))
    kept = course.cell_at(Hex(1, 0))
    painted = paint_cells(course, [Hex(-1, 0), Hex(5, 0)], Terrain.SAND)
    assert painted.cell_at(Hex(5, 0)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert painted.cell_at(Hex(-1, 0)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert painted.cell_at(Hex(1, 0)) is kept
    assert paint_cells(course, [Hex(1, 0)], Terrain.FLOOR) is course  # nothing to change


def test_erasing_takes_starts_and_arrows_with_the_cells() -> None:
    course = hex_board(2, hole=Hex(0, 0), starts=[Hex(1, 0)]).set_bounce_override(
        Hex(1, 0), Direction.E, Direction.NW)
    erased = erase_cells(course, [Hex(1, 0), Hex(9, 9)])
    assert not erased.has_cell(Hex(1, 0))
    assert erased.starts == () and erased.bounce_overrides == ()
    assert with_cells(course, {}) is course


def test_flood_fill_stops_at_other_terrain_and_levels_move_course_cells_only() -> None:
    course = paint_cells(hex_board(2, hole=Hex(0, 0)), [Hex(1, 0), Hex(2, 0)], Terrain.SAND)
    assert set(flood_region(course, Hex(2, 0))) == {Hex(1, 0), Hex(2, 0)}
    assert flood_region(course, Hex(7, 7)) == []
    raised = change_level(course, [Hex(1, 0), Hex(8, 8)], 2)
    assert raised.cell_at(Hex(1, 0)).level == 2  # type: ignore[union-attr]
    assert not raised.has_cell(Hex(8, 8))
    assert change_level(course, [Hex(1, 0)], 0) is course
    assert Course(cells=()).cells == ()


def test_painting_keeps_to_the_board() -> None:
    """A brush reaching past ±100 paints the part on the board; a click wholly off it is
    refused in words (never a pydantic error from building an impossible cell)."""
    course = hex_board(1, center=Hex(99, 0))
    painted = paint_cells(course, brush_cells(Hex(100, 0), 2), Terrain.SAND)
    assert max(h.q for h in painted.cell_map()) == 100
    with pytest.raises(CourseError, match=r"cell \(101,0\) is off the board"):
        paint_cells(course, [Hex(101, 0)], Terrain.SAND)
