"""Draw a hole through the real tools — a traced background with its calibration, polygons,
a rectangle and an ellipse, the markers — undo and redo every step, save, reopen, and find
the core's model (issue 13 §3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate.course import Course, Terrain
from golfstudio.ultimate.course_file import read_course
from golfstudio.ultimate.facts import hole_length
from tests.ui.ultimate.editor.conftest import Answers, Canvas, current, scanned_board
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.tools import PolygonTool
from ui.ultimate.editor.tools.shapes import BoxTool
from ui.ultimate.editor.window import EmptyPage, HoleLayoutWindow

ALT = Qt.KeyboardModifier.AltModifier


def near(points: tuple[Point, ...] | Point | None, expected: list[Point] | Point,
         within: float = 0.6) -> bool:
    """Points clicked on screen land within a pixel of where they were aimed (snapped to
    half yards): the same points, each this near."""
    got = [points] if isinstance(points, Point) else list(points or ())
    want = [expected] if isinstance(expected, Point) else expected
    return len(got) == len(want) and all(a.distance_to(b) <= within
                                         for a, b in zip(got, want, strict=True))


def choose_terrain(canvas: Canvas, terrain: Terrain) -> None:
    """Pick the terrain in the tool's own "Terrain:" box, as a user does."""
    tool = canvas.editor.current_tool()
    assert isinstance(tool, PolygonTool | BoxTool)
    choice = tool.terrain
    options = canvas.editor.toolbar.options_slot.shown()
    assert options is not None
    box = options.findChild(QComboBox, "terrainBox")
    assert box is not None
    box.setCurrentIndex(box.findData(terrain))
    assert choice.terrain is terrain


def test_draw_a_traced_hole_undo_redo_every_step_save_and_reopen(
        qtbot: QtBot, window: HoleLayoutWindow, answers: Answers, tmp_path: Path) -> None:
    page = window.empty_page
    assert isinstance(page, EmptyPage)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    editor = current(window)
    document = editor.document
    canvas = Canvas(qtbot, editor)
    steps: list[Course] = [document.model]

    def step() -> None:
        assert document.model != steps[-1], "each step is an edit"
        steps.append(document.model)
        assert document.undo_stack.index() == len(steps) - 1, "each step is one undo step"

    # The scanned board, imported and calibrated: its crosses are 300 pixels = 150 yards apart.
    answers.images.append(scanned_board(tmp_path / "board.png"))
    window.import_action.trigger()
    step()
    background = editor.hole.background
    assert background is not None
    assert editor.current_tool().name == "calibrate"
    cross_a = background.to_yards(Point(50, 760))
    cross_b = background.to_yards(Point(350, 760))
    answers.yards.append(150.0)
    canvas.click(cross_a)
    canvas.click(cross_b)
    step()
    calibrated = editor.hole.background
    assert calibrated is not None and calibrated.yards == 150.0
    assert calibrated.yards_per_pixel == pytest.approx(0.5, rel=0.02)
    assert calibrated.to_yards(calibrated.pixel_a).distance_to(cross_a) < 2
    window.course_panel.lock_box.click()
    assert editor.background_locked()
    # Zoomed in on the hole (2.5 pixels a yard), as a user does with the wheel.
    editor.view.zoom_at(2.5 / editor.view.zoom, editor.view.viewport().rect().center().toPointF())
    editor.view.centerOn(to_scene(Point(0, 110)))

    # A fairway polygon, closed on its first point.
    canvas.key("p")
    assert editor.current_tool().name == "polygon"
    choose_terrain(canvas, Terrain.FAIRWAY)
    outline = [Point(-20, 0), Point(20, 0), Point(25, 180), Point(-25, 180)]
    for p in outline:
        canvas.click(p)
    canvas.click(outline[0])
    step()
    fairway = editor.hole.regions[-1]
    assert fairway.kind is Terrain.FAIRWAY and near(fairway.points, outline)

    # Rough around it, closed with Enter, then lowered below the fairway.
    choose_terrain(canvas, Terrain.ROUGH)
    for p in (Point(-60, -10), Point(60, -10), Point(60, 240), Point(-60, 240)):
        canvas.click(p)
    canvas.key(Qt.Key.Key_Return)
    step()
    rough = editor.hole.regions[-1]
    assert editor.hole.terrain_at(Point(0, 100)) is Terrain.ROUGH
    window.lower_action.trigger()
    step()
    assert editor.hole.terrain_at(Point(0, 100)) is Terrain.FAIRWAY
    assert editor.hole.terrain_at(Point(50, 100)) is Terrain.ROUGH

    # A green by the ellipse tool, a bunker by the rectangle tool.
    canvas.key("e")
    choose_terrain(canvas, Terrain.GREEN)
    canvas.drag([Point(-18, 185), Point(0, 200), Point(18, 215)])
    step()
    green = editor.hole.regions[-1]
    assert green.kind is Terrain.GREEN and len(green.points) == 24
    canvas.key("r")
    choose_terrain(canvas, Terrain.BUNKER)
    canvas.drag([Point(22, 190), Point(34, 202)])
    step()
    assert editor.hole.terrain_at(Point(28, 196)) is Terrain.BUNKER
    choose_terrain(canvas, Terrain.TEE)
    canvas.drag([Point(-10, 3), Point(10, 13)])
    step()
    assert editor.hole.terrain_at(Point(0, 8)) is Terrain.TEE

    # Tee markers, the flag, a 150-yard marker.
    canvas.key("t")
    canvas.click(Point(-6, 8))
    step()
    canvas.click(Point(6, 8))
    step()
    canvas.key("f")
    canvas.click(Point(0, 200))
    step()
    canvas.key("m")
    canvas.click(Point(-24, 50))
    step()
    hole = editor.hole
    assert near(hole.tee_markers, [Point(-6, 8), Point(6, 8)]) and near(hole.flag, Point(0, 200))
    assert near(hole.markers_150, Point(-24, 50))
    assert hole_length(hole) == pytest.approx(192.0, abs=1)
    assert "192" in window.course_panel.yards_label.text()

    # Select and move: the bunker dragged in one undo step; the flag dragged.
    canvas.key("s")
    bunker = next(r for r in editor.hole.regions if r.kind is Terrain.BUNKER)
    canvas.drag([Point(28, 196), Point(30, 196), Point(32, 196), Point(33, 197)])
    step()
    assert editor.selected_region() == bunker.id
    moved = editor.hole.region(bunker.id)
    assert moved is not None and near(moved.points[0], bunker.points[0] + Point(5, 1))
    canvas.drag([Point(0, 200), Point(1, 202), Point(2, 204)])
    step()
    assert near(editor.hole.flag, Point(2, 204))

    # Edit vertices of the fairway: drag one, insert one on an edge, Alt-click one away.
    canvas.key("v")
    canvas.click(Point(0, 90))  # inside the fairway: selects it
    assert editor.selected_region() == fairway.id
    canvas.drag([Point(25, 180), Point(28, 182), Point(30, 185)])
    step()
    canvas.drag([Point(-22.5, 90), Point(-30, 90)])  # on the left edge: a new vertex dragged
    step()
    points = editor.hole.region(fairway.id).points  # type: ignore[union-attr]
    assert near(points, [Point(-20, 0), Point(20, 0), Point(30, 185), Point(-25, 180),
                         Point(-30, 90)])
    canvas.click(Point(-30, 90), ALT)
    step()
    assert len(editor.hole.region(fairway.id).points) == 4  # type: ignore[union-attr]
    assert rough.id in {r.id for r in editor.hole.regions}

    # Undo every step back to the new course, then redo every one.
    for before in reversed(steps[:-1]):
        document.undo_stack.undo()
        assert document.model == before
    assert editor.hole.background is None and not editor.hole.regions
    for after in steps[1:]:
        document.undo_stack.redo()
        assert document.model == after

    # Save through the window, reopen: the file holds the core's model.
    target = tmp_path / "traced.json"
    answers.save_paths.append(target)
    window.save_action.trigger()
    assert document.path == target and not document.is_modified()
    course, problems = read_course(target)  # the unfinished holes 2–18 are problems, not a refusal
    assert course == document.model
    assert not [p for p in problems if p.hole == 1], problems
    window.close_all()
    assert window.open_path(target)
    assert current(window).document.model == steps[-1]
