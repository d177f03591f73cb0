"""Building a course with the real tools: mouse and keys on the canvas, every step undone and
redone, then saved and opened again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Course, Terrain, WallKind
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.course_file import load_course, save_course
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.hexgrid import Direction, Hex, Vertex, disc, edge
from tests.ui.carambole.editor.conftest import Canvas
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import INRADIUS, centre, edge_midpoint, unit

Key = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier


def near_edge(cell: Hex, direction: Direction) -> QPointF:
    """A point inside ``cell`` just short of its edge in ``direction``."""
    return centre(cell) + unit(direction) * (INRADIUS * 0.8)


def choose(box_owner: CourseEditor, combo_name: str, data: str) -> None:
    """Pick an entry in the option box of the tool in hand (``terrain`` or ``piece``)."""
    box = box_owner.toolbar.options_slot.findChild(QComboBox, combo_name)
    assert box is not None and box.isVisibleTo(box_owner)
    box.setCurrentIndex(box.findData(data))


def test_a_course_built_with_the_tools_undoes_redoes_saves_and_reopens(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot, tmp_path: Path) -> None:
    editor = make_editor()
    canvas = canvas_of(editor)
    view = editor.view
    document = editor.document
    stack = document.undo_stack
    snapshots: list[Course] = [document.course]

    def step(expected_steps: int = 1) -> None:
        assert stack.count() == len(snapshots) - 1 + expected_steps, stack.text(stack.count() - 1)
        snapshots.append(document.course)

    # Paint the floor: a 19-cell brush, then a drag with the 7-cell brush (one undo step).
    qtbot.keyClick(view, Key.Key_B)
    assert editor.current_tool().name == "paint"
    choose(editor, "terrain", "floor")
    qtbot.keyClick(view, Key.Key_3)
    canvas.click(Hex(0, 0))
    assert set(document.course.cell_map()) == set(disc(Hex(0, 0), 2))
    step()
    qtbot.keyClick(view, Key.Key_2)
    canvas.drag([Hex(2, 0), Hex(3, 0), Hex(4, 0), Hex(5, 0)])
    assert all(document.course.has_cell(h) for h in disc(Hex(5, 0), 1))
    step()
    # Sand with the one-cell brush along a row, then flood it into water.
    qtbot.keyClick(view, Key.Key_1)
    choose(editor, "terrain", "sand")
    canvas.drag([Hex(-1, 1), Hex(0, 1), Hex(1, 1)])
    assert [document.course.cell_at(Hex(q, 1)).terrain for q in (-1, 0, 1)] == [Terrain.SAND] * 3
    step()
    qtbot.keyClick(view, Key.Key_F)
    choose(editor, "terrain", "water")
    canvas.click(Hex(0, 1))
    assert [document.course.cell_at(Hex(q, 1)).terrain for q in (-1, 0, 1)] == [Terrain.WATER] * 3
    assert document.course.cell_at(Hex(1, 0)).terrain is Terrain.FLOOR
    step()
    qtbot.keyClick(view, Key.Key_F)
    assert not editor.tools["paint"].flood_fill  # type: ignore[attr-defined]

    # The hole, then two starts (a click on a start takes it away again).
    qtbot.keyClick(view, Key.Key_H)
    canvas.click(Hex(6, 0))
    assert document.course.holes == (Hex(6, 0),)
    step()
    qtbot.keyClick(view, Key.Key_T)
    for cell in (Hex(-2, 0), Hex(-1, 0), Hex(0, -1)):
        canvas.click(cell)
        step()
    canvas.click(Hex(0, -1))
    assert document.course.starts == (Hex(-2, 0), Hex(-1, 0))
    assert editor.scene.starts[Hex(-1, 0)].number == 2
    step()

    # A straight wall dragged from corner to corner, and a curved one.
    qtbot.keyClick(view, Key.Key_W)
    top_left, top_right = Vertex(Hex(1, -1), 1), Vertex(Hex(3, -1), 1)
    canvas.drag([top_left, Vertex(Hex(2, -1), 1), top_right])
    wall = document.course.walls[-1]
    assert (wall.kind, wall.angle, wall.id) == (WallKind.STRAIGHT, 0, "w1")
    assert len(wall.edges) == 4
    step()
    qtbot.keyClick(view, Key.Key_C)
    canvas.drag([Vertex(Hex(5, -1), 4), Vertex(Hex(7, -1), 4)])
    curved = document.course.walls[-1]
    assert (curved.kind, curved.angle, curved.id) == (WallKind.CURVED, None, "w2")
    step()

    # An obstacle from the palette, turned before placing, dragged, turned again.
    qtbot.keyClick(view, Key.Key_O)
    choose(editor, "piece", "bar-3")
    canvas.move(Hex(2, 1))
    qtbot.keyClick(view, Key.Key_R)
    canvas.click(Hex(2, 1))
    bar = document.course.obstacles[-1]
    assert bar.piece == "bar-3" and bar.hexes == (Hex(2, 1), Hex(3, 0), Hex(4, -1))
    step()
    canvas.drag([Hex(3, 0), Hex(2, 0), Hex(1, 0)])  # two cells on: one undo step
    assert document.course.obstacle("o1").hexes == (Hex(0, 1), Hex(1, 0), Hex(2, -1))
    step()
    qtbot.keyClick(view, Key.Key_R, SHIFT)  # the selected piece turns back clockwise
    assert document.course.obstacle("o1").hexes == (Hex(0, 1), Hex(1, 1), Hex(2, 1))
    step()
    choose(editor, "piece", "tunnel-1")
    canvas.click(Hex(-2, 2))
    assert document.course.obstacle("o2").kind == "vertical"
    step()

    # A bounce arrow: from the edge the ball meets to the way it leaves.
    qtbot.keyClick(view, Key.Key_A)
    canvas.drag([near_edge(Hex(-2, 1), Direction.W), near_edge(Hex(-2, 1), Direction.NE)])
    assert document.course.bounce_override(Hex(-2, 1), Direction.W) is Direction.NE
    step()

    # Levels: up with a click, down with Shift+click.
    qtbot.keyClick(view, Key.Key_L)
    canvas.click(Hex(5, 1))
    assert document.course.cell_at(Hex(5, 1)).level == 1
    step()
    canvas.click(Hex(-1, -1), keys=SHIFT)
    assert document.course.cell_at(Hex(-1, -1)).level == -1
    step()

    # Erase a cell; select the curved wall and delete it.
    qtbot.keyClick(view, Key.Key_E)
    canvas.click(Hex(0, 2))
    assert not document.course.has_cell(Hex(0, 2))
    step()
    qtbot.keyClick(view, Key.Key_S)
    canvas.click(edge_midpoint(curved.edges[0]))
    assert editor.scene.selected_object_id() == "w2"
    qtbot.keyClick(view, Key.Key_Delete)
    assert [w.id for w in document.course.walls] == ["w1"]
    step()

    assert errors_of(validate(document.course)) == []
    built = document.course
    assert document.is_modified() and editor.title().endswith("*")

    # Every step undoes back to the empty course, and redoes to the same one.
    for expected in reversed(snapshots[:-1]):
        stack.undo()
        assert document.course == expected
    assert document.course == Course(cells=())
    assert not document.is_modified()
    for expected in snapshots[1:]:
        stack.redo()
        assert document.course == expected
    assert document.course == built

    path = tmp_path / "built.json"
    save_course(document.course, path)
    assert load_course(path) == document.course


def test_painting_keeps_the_hole_and_erasing_takes_starts_and_arrows(
        make_editor: Callable[..., CourseEditor],
        canvas_of: Callable[[CourseEditor], Canvas], qtbot: QtBot) -> None:
    course = hex_board(3, hole=Hex(0, 0), starts=[Hex(1, 0)]).set_bounce_override(
        Hex(1, 0), Direction.E, Direction.NW)
    editor = make_editor(course)
    canvas = canvas_of(editor)
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.SAND)  # type: ignore[attr-defined]
    qtbot.keyClick(editor.view, Qt.Key.Key_3)
    canvas.click(Hex(0, 0))
    assert editor.document.course.holes == (Hex(0, 0),)
    assert editor.document.course.cell_at(Hex(1, 0)).terrain is Terrain.SAND
    editor.set_tool("erase")
    qtbot.keyClick(editor.view, Qt.Key.Key_1)
    canvas.click(Hex(1, 0))
    assert editor.document.course.starts == ()
    assert editor.document.course.bounce_overrides == ()
    assert not editor.document.course.has_cell(Hex(1, 0))


def test_refused_clicks_say_why_and_change_nothing(
        make_editor: Callable[..., CourseEditor],
        canvas_of: Callable[[CourseEditor], Canvas], qtbot: QtBot) -> None:
    course = hex_board(3, hole=Hex(0, 0))
    editor = make_editor(course)
    canvas = canvas_of(editor)
    editor.set_tool("start")
    canvas.click(Hex(0, 0))
    assert editor.hint_label.text() == "A start cannot be on the hole."
    canvas.click(Hex(9, 0))
    assert editor.hint_label.text() == "A start goes on a course cell."
    editor.set_tool("obstacle")
    editor.tools["obstacle"].set_piece("bar-3")  # type: ignore[attr-defined]
    canvas.click(Hex(2, 0))  # (4, 0) is off the board
    assert editor.hint_label.text() == "The piece must lie on course cells."
    editor.set_tool("straight_wall")
    canvas.drag([Vertex(Hex(0, 0), 1), Vertex(Hex(1, 0), 1)])
    canvas.drag([Vertex(Hex(0, 0), 1), Vertex(Hex(1, 0), 1)])
    assert "already have a wall" in editor.hint_label.text()
    assert len(editor.document.course.walls) == 1
    assert editor.document.undo_stack.count() == 1
    assert editor.document.course.walls_on(Hex(0, 0), Direction.NE)
    assert edge(Hex(0, 0), Direction.NE) in editor.document.course.wall_map()


def test_painting_past_the_board_edge_is_said_not_raised(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot) -> None:
    """The scene reaches past the board's last coordinates (±100): a click there is refused
    by the course model, and the editor says why in its status line instead of an exception
    escaping the mouse handler (the kit's view catches every tool's domain refusal)."""
    editor = make_editor(hex_board(1, center=Hex(99, 0)))
    canvas = canvas_of(editor)
    qtbot.keyClick(editor.view, Key.Key_B)
    before = editor.document.course
    canvas.click(Hex(101, 0))
    assert editor.document.course is before and editor.document.undo_stack.count() == 0
    assert "cell (101,0) is off the board" in editor.hint_label.text()
    canvas.click(Hex(100, -1))  # still on the board: painted
    assert Hex(100, -1) in editor.document.course.cell_map()


def test_a_wall_drawn_past_the_board_edge_is_said_not_raised(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot) -> None:
    editor = make_editor(hex_board(1, center=Hex(99, 0)))
    canvas = canvas_of(editor)
    editor.set_tool("straight_wall")
    canvas.drag([Vertex(Hex(101, -1), 1), Vertex(Hex(103, -1), 1)])
    assert editor.document.undo_stack.count() == 0
    assert "off the board" in editor.hint_label.text()
