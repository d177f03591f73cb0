"""What blocks the analysis of a course being drawn: no hole, several holes, no start."""

from __future__ import annotations

import pytest

from golfstudio.analysis.blocking import analyse_if_ready, blocking_problem
from golfstudio.analysis.errors import AnalysisError
from golfstudio.carambole.cell_edits import paint_cells
from golfstudio.carambole.course import Course, Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.hexgrid import Hex


def test_a_course_needs_one_hole_and_a_start_before_it_is_analysed() -> None:
    assert blocking_problem(Course(cells=())) == "the course has no hole"
    board = hex_board(2, hole=Hex(0, 0))
    assert blocking_problem(board) == "the course has no start cell"
    two = paint_cells(board, [Hex(1, 0)], Terrain.HOLE)
    problem = blocking_problem(two)
    assert problem is not None and problem.startswith("the course has 2 holes, at ")
    assert problem.endswith("; it needs exactly one")
    with pytest.raises(AnalysisError, match="no start cell"):
        analyse_if_ready(board)


def test_a_ready_course_is_analysed() -> None:
    course = hex_board(2, hole=Hex(0, 0), starts=[Hex(2, 0)])
    assert blocking_problem(course) is None
    analysis = analyse_if_ready(course)
    assert analysis.starts and analysis.starts[0].cell == Hex(2, 0)
