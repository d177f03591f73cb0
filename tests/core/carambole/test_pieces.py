"""The obstacle pieces: every bundled piece is a well-formed obstacle whose sides describe
its whole outline, in any of its six turns."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.carambole.course import ChannelObstacle, SolidObstacle, VerticalObstacle
from golfstudio.carambole.course_builder import hex_board, with_curved_outline
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.pieces import PIECES_FILE, Piece, bundled_pieces, load_pieces
from golfstudio.carambole.validate import validate
from golfstudio.hexgrid import Hex

PIECES = bundled_pieces()


def test_the_palette_has_solid_channelled_and_vertical_pieces() -> None:
    names = [p.name for p in PIECES]
    assert len(names) == len(set(names))
    assert {"block-1", "bar-3", "triangle-3", "L-4", "straight-3", "curved-3", "ramp-3",
            "centre-hole-3", "tunnel-1"} <= set(names)
    kinds = {type(p.template) for p in PIECES}
    assert kinds == {SolidObstacle, ChannelObstacle, VerticalObstacle}
    parts = {c.part for p in PIECES if isinstance(p.template, VerticalObstacle)
             for c in p.template.cells}
    assert {"ramp-up", "top", "ramp-down", "centre-hole", "under"} <= set(parts)
    assert all(p.template.hexes[0] == Hex(0, 0) for p in PIECES)


@pytest.mark.parametrize("piece", PIECES, ids=[p.name for p in PIECES])
@pytest.mark.parametrize("turn", range(6))
def test_a_placed_piece_is_clean_for_the_validator(piece: Piece, turn: int) -> None:
    """Sides cover the blocked outline and each side's angle is its drawn line."""
    board = with_curved_outline(hex_board(6, hole=Hex(-5, 5), starts=[Hex(5, -5)]))
    obstacle = piece.obstacle("o1", Hex(0, 0), turn)
    assert obstacle.piece == piece.name
    assert obstacle == piece.template.rotated(turn).replace(id="o1")
    course = board.add_obstacle(obstacle.moved(Hex(1, -1)))
    problems = [p.message for p in validate(course) if p.object_id == "o1" or p.is_error]
    assert problems == []


def test_placing_moves_the_anchor_and_turns_about_it() -> None:
    bar = next(p for p in PIECES if p.name == "bar-3")
    assert bar.cells_at(Hex(2, 3)) == (Hex(2, 3), Hex(3, 3), Hex(4, 3))
    assert bar.cells_at(Hex(2, 3), 1) == (Hex(2, 3), Hex(3, 2), Hex(4, 1))
    assert bar.cells_at(Hex(2, 3), 6) == bar.cells_at(Hex(2, 3))


def test_a_broken_pieces_file_names_the_problem(tmp_path: Path) -> None:
    data = json.loads(PIECES_FILE.read_text())
    data["pieces"][0]["colour"] = "red"
    path = tmp_path / "pieces.json"
    path.write_text(json.dumps(data))
    with pytest.raises(CourseError, match=r"pieces\.json"):
        load_pieces(path)
    path.write_text('{"format": "golfstudio.carambole-pieces", "version": 1, "pieces": [')
    with pytest.raises(CourseError, match=r"pieces\.json"):
        load_pieces(path)
    data = json.loads(PIECES_FILE.read_text())
    data["pieces"].append(data["pieces"][0])
    path.write_text(json.dumps(data))
    with pytest.raises(CourseError, match="share a name"):
        load_pieces(path)
