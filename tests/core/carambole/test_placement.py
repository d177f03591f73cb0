"""Where a piece may stand: on course cells, off other obstacles, off the hole."""

from __future__ import annotations

from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.pieces import bundled_pieces
from golfstudio.carambole.placement import Misplaced, misplaced, overlaps_other
from golfstudio.hexgrid import Hex


def test_a_piece_must_sit_on_felt_off_other_obstacles_and_the_hole() -> None:
    course = hex_board(3, hole=Hex(2, 0))
    piece = bundled_pieces()[0]
    assert misplaced(course, piece.obstacle("o1", Hex(-1, 0))) is None
    assert misplaced(course, piece.obstacle("o1", Hex(9, 0))) is Misplaced.OFF_COURSE
    assert misplaced(course, piece.obstacle("o1", Hex(2, 0))) is Misplaced.ON_HOLE
    placed = course.add_obstacle(piece.obstacle("o1", Hex(-1, 0)))
    assert misplaced(placed, piece.obstacle("o2", Hex(-1, 0))) is Misplaced.OVERLAP


def test_moving_onto_another_obstacle_is_an_overlap() -> None:
    piece = bundled_pieces()[0]
    course = hex_board(4).add_obstacle(piece.obstacle("o1", Hex(-2, 0))).add_obstacle(
        piece.obstacle("o2", Hex(2, 0)))
    assert overlaps_other(course, "o1", Hex(4, 0))
    assert not overlaps_other(course, "o1", Hex(0, 0))
    assert not overlaps_other(course, "o1", Hex(0, -2))
