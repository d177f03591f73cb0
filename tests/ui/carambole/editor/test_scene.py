"""The scene follows the document and touches only what an edit changed."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.hexgrid import Direction, Hex
from tests.ui.carambole.editor.showcase import showcase_course
from ui.carambole.editor.commands import (
    AddStart,
    ChangeLevel,
    EraseCells,
    MoveObstacle,
    PaintCells,
    RemoveObstacle,
    RemoveStart,
    SetBounceOverride,
)
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.geometry import centre, edge_midpoint
from ui.carambole.editor.items import CHUNK_SIZE, chunk_of
from ui.carambole.editor.scene import CourseScene


def test_the_scene_draws_every_object_of_the_course(qtbot: QtBot) -> None:
    course = showcase_course()
    scene = CourseScene(CourseDocument(course))
    drawn = {h for item in scene.chunks.values() for h in item.cells}
    assert drawn == set(course.cell_map())
    assert set(scene.walls) == {w.id for w in course.walls}
    assert set(scene.obstacles) == {o.id for o in course.obstacles}
    assert [scene.starts[h].number for h in course.starts] == list(range(1, 7))
    assert set(scene.bounces) == {b.hex for b in course.bounce_overrides}
    assert all(scene.content_rect().contains(centre(h)) for h in course.cell_map())


def test_painting_one_cell_rebuilds_only_its_block(qtbot: QtBot) -> None:
    document = CourseDocument(hex_board(20, hole=Hex(0, 0)))
    scene = CourseScene(document)
    before = {key: item.rebuilds for key, item in scene.chunks.items()}
    cell = Hex(CHUNK_SIZE + 3, 3)  # inside its block: no neighbour in another block
    document.push(PaintCells(document, [cell], Terrain.WATER))
    rebuilt = {key for key, item in scene.chunks.items() if item.rebuilds != before[key]}
    assert rebuilt == {chunk_of(cell)}
    assert scene.chunk_at(cell).cells[cell].terrain is Terrain.WATER  # type: ignore[union-attr]


def test_a_level_or_an_erased_cell_redraws_the_neighbouring_blocks(qtbot: QtBot) -> None:
    document = CourseDocument(hex_board(20, hole=Hex(0, 0)))
    scene = CourseScene(document)
    corner = Hex(0, 0)  # its neighbours lie in three other blocks
    before = {key: item.rebuilds for key, item in scene.chunks.items()}
    document.push(ChangeLevel(document, [corner], 1))
    rebuilt = {key for key, item in scene.chunks.items() if item.rebuilds != before[key]}
    assert rebuilt == {chunk_of(h) for h in (corner, *corner.neighbours())}
    document.push(EraseCells(document, [Hex(q, r) for q in range(8, 16) for r in range(8, 16)
                                        if document.course.has_cell(Hex(q, r))]))
    assert (1, 1) not in scene.chunks
    document.undo_stack.undo()
    assert (1, 1) in scene.chunks


def test_objects_follow_undo_and_redo(qtbot: QtBot) -> None:
    document = CourseDocument(showcase_course())
    scene = CourseScene(document)
    item = scene.obstacles["o1"]
    document.push(MoveObstacle(document, "o1", Hex(0, 1)))
    assert scene.obstacles["o1"] is item and item.obstacle.hexes[0] == Hex(5, 1)
    document.push(RemoveObstacle(document, "o1"))
    assert "o1" not in scene.obstacles and item.scene() is None
    document.undo_stack.undo()
    assert scene.obstacles["o1"].obstacle.hexes[0] == Hex(5, 1)
    document.push(AddStart(document, Hex(-1, 0)))
    numbers = {h: s.number for h, s in scene.starts.items()}
    assert numbers[Hex(-1, 0)] == 1 and numbers[Hex(0, 0)] == 2  # by row, then column
    assert sorted(numbers.values()) == list(range(1, 8))
    document.push(RemoveStart(document, Hex(0, 0)))
    assert sorted(s.number for s in scene.starts.values()) == list(range(1, 7))
    document.push(SetBounceOverride(document, Hex(2, 2), Direction.E, Direction.NW))
    assert scene.bounces[Hex(2, 2)].arrows == ((Direction.E, Direction.NW),)
    document.undo_stack.undo()
    assert Hex(2, 2) not in scene.bounces


def test_objects_are_found_and_selected_by_where_they_are_drawn(qtbot: QtBot) -> None:
    course = showcase_course()
    scene = CourseScene(CourseDocument(course))
    assert scene.object_at(centre(Hex(6, 0))) == "o1"
    assert scene.object_at(edge_midpoint(course.wall("w2").edges[1])) == "w2"
    assert scene.object_at(centre(Hex(4, 4))) is None
    scene.select_object("w2")
    assert scene.selected_object_id() == "w2"
    scene.select_object("o1")
    assert scene.selected_object_id() == "o1" and not scene.walls["w2"].isSelected()
    scene.select_object(None)
    assert scene.selected_object_id() is None
