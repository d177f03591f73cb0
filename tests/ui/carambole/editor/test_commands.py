"""Every undo command on a document and a bare QUndoStack, with no view (Orange canvas's
``test_commands.py``): redo then undo gives the course back; drags merge into one step."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Course, Terrain, Wall, WallKind
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.pieces import bundled_pieces
from golfstudio.hexgrid import Direction, Edge, Hex
from ui.carambole.editor.commands import (
    AddStart,
    AddWall,
    ChangeCourseProperties,
    ChangeLevel,
    CourseCommand,
    EraseCells,
    MoveObstacle,
    MoveWall,
    PaintCells,
    PlaceObstacle,
    RemoveBounceOverride,
    RemoveObstacle,
    RemoveStart,
    RemoveWall,
    RotateObstacle,
    SetBounceOverride,
    SetHole,
    new_stroke,
)
from ui.carambole.editor.document import CourseChange, CourseDocument

WALL = Wall(id="w1", kind=WallKind.STRAIGHT, edges=(Edge(Hex(0, 0), Direction.E),), angle=90)


def base_course() -> Course:
    pieces = {p.name: p for p in bundled_pieces()}
    return (hex_board(3, hole=Hex(2, 0), starts=[Hex(-2, 0)])
            .add_wall(WALL)
            .add_obstacle(pieces["bar-3"].obstacle("o1", Hex(-1, -1)))
            .set_bounce_override(Hex(-3, 0), Direction.W, Direction.NE))


Make = Callable[[CourseDocument], CourseCommand]

COMMANDS: dict[str, Make] = {
    "paint": lambda d: PaintCells(d, [Hex(0, 1), Hex(9, 9)], Terrain.SAND),
    "erase": lambda d: EraseCells(d, [Hex(-2, 0), Hex(-3, 0)]),
    "level": lambda d: ChangeLevel(d, [Hex(1, 1), Hex(1, 2)], -2),
    "hole": lambda d: SetHole(d, Hex(0, 2)),
    "add start": lambda d: AddStart(d, Hex(0, 1)),
    "remove start": lambda d: RemoveStart(d, Hex(-2, 0)),
    "add wall": lambda d: AddWall(d, Wall(id="w2", kind=WallKind.CURVED,
                                          edges=(Edge(Hex(1, 1), Direction.NE),))),
    "move wall": lambda d: MoveWall(d, "w1", Hex(0, 1)),
    "remove wall": lambda d: RemoveWall(d, "w1"),
    "place obstacle": lambda d: PlaceObstacle(
        d, bundled_pieces()[0].obstacle("o2", Hex(1, 1))),
    "move obstacle": lambda d: MoveObstacle(d, "o1", Hex(0, 2)),
    "rotate obstacle": lambda d: RotateObstacle(d, "o1", 2),
    "remove obstacle": lambda d: RemoveObstacle(d, "o1"),
    "set arrow": lambda d: SetBounceOverride(d, Hex(3, -1), Direction.NE, Direction.W),
    "remove arrow": lambda d: RemoveBounceOverride(d, Hex(-3, 0), Direction.W),
    "properties": lambda d: ChangeCourseProperties(d, name="Dog-leg", stroke_limit=20),
}


@pytest.fixture
def document(qtbot: QtBot) -> CourseDocument:
    return CourseDocument(base_course())


@pytest.mark.parametrize("make", COMMANDS.values(), ids=COMMANDS.keys())
def test_each_command_redoes_and_undoes(document: CourseDocument, make: Make) -> None:
    before = document.course
    changes: list[CourseChange] = []
    document.changed.connect(changes.append)
    command = make(document)
    assert command.changes_anything
    document.push(command)
    after = document.course
    assert after != before
    assert document.undo_stack.count() == 1 and document.is_modified()
    document.undo_stack.undo()
    assert document.course == before
    assert not document.is_modified()
    document.undo_stack.redo()
    assert document.course == after
    assert len(changes) == 3 and all(not c.is_empty for c in changes)


def test_the_commands_do_what_they_say(document: CourseDocument) -> None:
    for make in COMMANDS.values():
        document.push(make(document))
    course = document.course
    assert course.cell_at(Hex(0, 1)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert course.cell_at(Hex(9, 9)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert not course.has_cell(Hex(-2, 0)) and course.starts == (Hex(0, 1),)
    assert course.cell_at(Hex(1, 2)).level == -2  # type: ignore[union-attr]
    assert course.holes == (Hex(0, 2),)
    assert [w.id for w in course.walls] == ["w2"]
    assert [o.id for o in course.obstacles] == ["o2"]
    assert course.bounce_overrides[0].hex == Hex(3, -1)
    assert (course.name, course.stroke_limit) == ("Dog-leg", 20)
    assert document.title() == "Dog-leg *"


def test_a_paint_drag_is_one_undo_step(document: CourseDocument) -> None:
    before = document.course
    stroke = new_stroke()
    for cell in (Hex(0, 1), Hex(1, 1), Hex(1, 2)):
        document.push(PaintCells(document, [cell], Terrain.WATER, stroke))
    assert document.undo_stack.count() == 1
    painted = document.course
    assert all(painted.cell_at(h).terrain is Terrain.WATER  # type: ignore[union-attr]
               for h in (Hex(0, 1), Hex(1, 1), Hex(1, 2)))
    document.push(PaintCells(document, [Hex(0, -1)], Terrain.WATER, new_stroke()))
    assert document.undo_stack.count() == 2  # a new drag is a new step
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.course == before
    document.undo_stack.redo()
    assert document.course == painted


def test_commands_of_another_kind_or_without_a_stroke_do_not_merge(
        document: CourseDocument) -> None:
    stroke = new_stroke()
    document.push(PaintCells(document, [Hex(0, 1)], Terrain.WATER, stroke))
    document.push(EraseCells(document, [Hex(1, 1)], stroke))
    document.push(PaintCells(document, [Hex(1, 2)], Terrain.SAND))
    document.push(PaintCells(document, [Hex(0, 2)], Terrain.SAND))
    assert document.undo_stack.count() == 4


def test_a_move_dragged_back_to_its_start_leaves_no_step(document: CourseDocument) -> None:
    before = document.course
    stroke = new_stroke()
    document.push(MoveObstacle(document, "o1", Hex(1, 0), stroke))
    document.push(MoveObstacle(document, "o1", Hex(0, 1), stroke))
    assert document.undo_stack.count() == 1
    assert document.course.obstacle("o1").hexes[0] == Hex(0, 0)
    document.push(MoveObstacle(document, "o1", Hex(-1, -1), stroke))
    assert document.course == before
    assert document.undo_stack.count() == 0
    assert not document.is_modified()


def test_a_change_names_only_what_changed(document: CourseDocument) -> None:
    changes: list[CourseChange] = []
    document.changed.connect(changes.append)
    document.push(PaintCells(document, [Hex(0, 1)], Terrain.SAND))
    document.push(RotateObstacle(document, "o1", 1))
    document.push(AddStart(document, Hex(1, 1)))
    document.push(SetBounceOverride(document, Hex(1, -1), Direction.NE, Direction.W))
    paint, rotate, start, arrow = changes
    assert (paint.cells, paint.walls, paint.obstacles, paint.starts) == (
        {Hex(0, 1)}, set(), set(), False)
    assert (rotate.cells, rotate.obstacles) == (set(), {"o1"})
    assert start.starts and not start.cells and not start.bounce_cells
    assert arrow.bounce_cells == {Hex(1, -1)} and not arrow.properties


def test_the_title_follows_the_file_and_the_unsaved_state(
        document: CourseDocument, tmp_path: object) -> None:
    from pathlib import Path

    titles: list[str] = []
    document.titleChanged.connect(titles.append)
    assert document.title() == "Untitled course"
    document.push(PaintCells(document, [Hex(0, 1)], Terrain.SAND))
    assert document.title() == "Untitled course *"
    path = Path(str(tmp_path)) / "dog-leg.json"
    document.save(path)
    assert document.title() == "dog-leg — dog-leg.json"
    document.push(ChangeCourseProperties(document, name="Dog-leg"))
    assert document.title() == "Dog-leg — dog-leg.json *"
    document.undo_stack.undo()
    assert document.title() == "dog-leg — dog-leg.json"
    assert titles == ["Untitled course *", "dog-leg — dog-leg.json", "Dog-leg — dog-leg.json *",
                      "dog-leg — dog-leg.json"]


def test_saving_without_a_file_needs_a_path(document: CourseDocument) -> None:
    with pytest.raises(ValueError, match="no file yet"):
        document.save()
