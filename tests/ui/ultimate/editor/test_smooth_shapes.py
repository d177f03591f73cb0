"""Smooth outlines and the freehand lasso through the real widgets: a lasso dragged with real
mouse events becomes one smooth region of few points (one undo step), Escape drops it, a
slip or a figure eight says why and makes nothing; the "Smooth outline" check box redraws the
region as its curve, one undo step; a click on the curve adds a vertex where it was clicked;
a screenshot of a lasso fairway and a smooth green at 1280×800."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
)
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import Region, Terrain, new_course
from golfstudio.ultimate.hole_edits import MAX_LASSO_POINTS
from golfstudio.ultimate.outline import SEGMENT_SAMPLES
from tests.ui.ultimate.editor.conftest import Canvas, current, save_picture
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.printing import hole_box
from ui.ultimate.editor.tools import LassoTool, PolygonTool
from ui.ultimate.editor.window import HoleLayoutWindow

LEFT = Qt.MouseButton.LeftButton


def loop(centre: Point, rx: float, ry: float, samples: int = 120,
         bend: float = 0.0) -> list[Point]:
    """A hand's closed drag round an ellipse, its middle pushed sideways by ``bend`` yards
    (a fairway that bends), with a little tremor."""
    out = []
    for k in range(samples + 1):
        t = 2 * math.pi * k / samples
        y = ry * math.sin(t)
        x = rx * math.cos(t) + bend * (1 - (y / ry) ** 2) + 0.3 * math.sin(13 * t)
        out.append(Point(centre.x + x, centre.y + y))
    return out


def lasso_in_hand(qtbot: QtBot, window: HoleLayoutWindow, terrain: Terrain,
                  key: str = "l") -> Canvas:
    """The lasso (or another drawing tool) picked by its key, the terrain in its own box,
    as a user does."""
    editor = current(window)
    canvas = Canvas(qtbot, editor)
    canvas.key(key)
    tool = editor.current_tool()
    assert isinstance(tool, LassoTool | PolygonTool)
    options = editor.toolbar.options_slot.shown()
    assert options is not None
    box = options.findChild(QComboBox, "terrainBox")
    assert box is not None
    box.setCurrentIndex(box.findData(terrain))
    assert tool.terrain.terrain is terrain
    return canvas


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """A click on the check box's indicator (its middle may be past its label, where a
    click does nothing)."""
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator,
                                           QStyleOptionButton(), box)
    qtbot.mouseClick(box, LEFT, pos=QPoint(indicator.center().x(), box.height() // 2))


def regions(editor: HoleEditor) -> tuple[Region, ...]:
    return editor.hole.regions


def test_a_lasso_draws_one_smooth_region_of_few_points_and_undo_removes_it(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    editor.fit_content()
    action = next(a for a in editor.toolbar.actions() if a.shortcut().toString() == "L")
    assert action.toolTip() == "Freehand lasso (L)"
    canvas = lasso_in_hand(qtbot, window, Terrain.FAIRWAY)
    assert editor.hint_label.text().startswith("Drag round an area")
    stack = editor.document.undo_stack
    before = stack.count()
    path = loop(Point(0, 50), 25, 70, bend=12)
    canvas.drag(path)
    drawn = regions(editor)
    assert len(drawn) == 1
    fairway = drawn[0]
    assert fairway.kind is Terrain.FAIRWAY and fairway.smooth
    assert 5 <= len(fairway.points) <= MAX_LASSO_POINTS
    assert stack.count() == before + 1 and stack.undoText() == "Draw fairway freehand"
    assert editor.selected_region() == fairway.id
    # The region is the shape dragged: its middle, pushed 12 yards right, is fairway; just
    # outside the drag is not.
    assert editor.hole.terrain_at(Point(30, 50)) is Terrain.FAIRWAY
    assert editor.hole.terrain_at(Point(-22, 50)) is Terrain.OUT_OF_BOUNDS
    item = editor.scene.drawing.region_items[fairway.id]
    assert item.path().elementCount() == len(fairway.points) * SEGMENT_SAMPLES + 1  # its curve
    stack.undo()
    assert regions(editor) == ()
    stack.redo()
    assert regions(editor) == (fairway,)


def test_escape_drops_a_lasso_in_progress(qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    editor.fit_content()
    canvas = lasso_in_hand(qtbot, window, Terrain.BUNKER)
    tool = editor.current_tool()
    assert isinstance(tool, LassoTool)
    path = loop(Point(0, 50), 30, 30)
    canvas.press(path[0])
    for p in path[1:60]:
        canvas.move(p)
    assert tool.path is not None and tool.preview.isVisible()
    canvas.key(Qt.Key.Key_Escape)
    assert tool.path is None and not tool.preview.isVisible()
    assert editor.hint_label.text() == "Lasso dropped."
    for p in path[60:]:
        canvas.move(p)
    canvas.release(path[-1])
    assert regions(editor) == ()
    assert editor.document.undo_stack.count() == 0


def test_a_slip_or_a_figure_eight_says_why_and_makes_nothing(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    editor.fit_content()
    canvas = lasso_in_hand(qtbot, window, Terrain.GREEN)
    canvas.drag([Point(0, 50), Point(0.5, 50.5), Point(1, 50)])
    assert "too small" in editor.hint_label.text()
    eight = [Point(30 * math.sin(2 * math.pi * k / 160), 50 + 15 * math.sin(4 * math.pi * k / 160))
             for k in range(161)]
    canvas.drag(eight)
    assert "crosses itself" in editor.hint_label.text()
    assert regions(editor) == ()
    assert editor.document.undo_stack.count() == 0


def _one_green(window: HoleLayoutWindow) -> HoleEditor:
    editor = window.new_course()
    document = editor.document
    course = hole_edits.add_region(document.model, 0, Terrain.GREEN, [
        Point(-20, 30), Point(20, 30), Point(25, 60), Point(-15, 70)])
    document.push(CourseEdit(document, "a green", course))
    editor.fit_content()
    return editor


def test_the_smooth_check_box_redraws_the_region_as_its_curve_and_undo_restores(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = _one_green(window)
    canvas = Canvas(qtbot, editor)
    canvas.key("s")
    canvas.click(Point(0, 50))
    panel = window.course_panel
    qtbot.waitUntil(lambda: panel.region_label.text() == "g1")
    box = panel.smooth_box
    assert box.isEnabled() and not box.isChecked()
    item = editor.scene.drawing.region_items["g1"]
    assert item.path().elementCount() == 5  # four corners, closed
    straight = editor.hole
    tick(qtbot, box)
    green = editor.hole.region("g1")
    assert green is not None and green.smooth and green.points == straight.regions[0].points
    item = editor.scene.drawing.region_items["g1"]
    assert item.path().elementCount() == 4 * SEGMENT_SAMPLES + 1
    stack = editor.document.undo_stack
    assert stack.undoText() == "Smooth the outline"
    # The curve bulges past the straight side: the ball there is on the green now.
    assert straight.terrain_at(Point(0, 28.5)) is Terrain.OUT_OF_BOUNDS
    assert editor.hole.terrain_at(Point(0, 28.5)) is Terrain.GREEN
    stack.undo()
    assert editor.hole == straight
    qtbot.waitUntil(lambda: not box.isChecked())
    assert editor.scene.drawing.region_items["g1"].path().elementCount() == 5
    stack.redo()
    qtbot.waitUntil(box.isChecked)
    tick(qtbot, box)
    assert stack.undoText() == "Straighten the outline"
    assert editor.hole == straight


def test_a_click_on_the_curve_adds_a_vertex_on_that_stretch(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = _one_green(window)
    document = editor.document
    document.push(CourseEdit(document, "smooth", hole_edits.set_region_smooth(
        document.model, 0, "g1", True)))
    editor.select_region("g1")
    canvas = Canvas(qtbot, editor)
    canvas.key("v")
    green = editor.hole.region("g1")
    assert green is not None
    # The lowest point of the curve between the first two vertices: below the straight side.
    bottom = min(green.outline[1:16], key=lambda p: p.y)
    assert bottom.y < 29.5
    canvas.click(bottom)
    after = editor.hole.region("g1")
    assert after is not None and len(after.points) == 5
    assert after.points[1].distance_to(bottom) < 0.6  # between vertices 1 and 2
    assert after.smooth


def test_screenshot_of_a_lasso_fairway_and_a_smooth_green(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    document = editor.document
    course = hole_edits.add_region(document.model, 0, Terrain.ROUGH, hole_edits.rectangle_points(
        Point(-90, -20), Point(110, 420)))
    course = hole_edits.add_region(course, 0, Terrain.TEE, hole_edits.rectangle_points(
        Point(-10, -8), Point(10, 8)))
    course = hole_edits.set_tee_marker(course, 0, Point(-6, 0))
    course = hole_edits.set_tee_marker(course, 0, Point(6, 0))
    document.push(CourseEdit(document, "rough and tee", course))
    editor.fit_content()
    canvas = lasso_in_hand(qtbot, window, Terrain.FAIRWAY)
    # A fairway bending right, dragged freehand.
    path = [Point(-15 + 45 * (t / 300) ** 2 + 0.4 * math.sin(t), t) for t in range(15, 330, 3)]
    back = [Point(25 + 45 * (t / 300) ** 2 + 0.4 * math.cos(t), t) for t in range(330, 15, -3)]
    canvas.drag([*path, *back, path[0]])
    # A green drawn as a polygon of six clicks, then smoothed from the panel.
    lasso_in_hand(qtbot, window, Terrain.GREEN, "p")
    for p in (Point(40, 345), Point(70, 340), Point(82, 362), Point(68, 390), Point(45, 386),
              Point(45, 366)):
        canvas.click(p)
    canvas.key(Qt.Key.Key_Return)
    panel = window.course_panel
    green_id = editor.selected_region()
    assert green_id == "g1"
    qtbot.waitUntil(lambda: panel.region_label.text() == "g1")
    tick(qtbot, panel.smooth_box)
    canvas.click(Point(62, 366))  # back on the canvas: its keys are the tools' again
    canvas.key("f")
    canvas.click(Point(62, 366))
    assert editor.hole.flag is not None
    canvas.key("s")
    canvas.click(Point(62, 366))
    green = editor.hole.region(green_id)
    assert green is not None and green.smooth and green.kind is Terrain.GREEN
    assert editor.selected_region() == green_id
    smooth = [r for r in editor.hole.regions if r.smooth]
    assert len(smooth) == 2
    qtbot.waitUntil(panel.smooth_box.isChecked)
    scroll = panel.widget()
    assert isinstance(scroll, QScrollArea)
    scroll.ensureWidgetVisible(panel.smooth_box, 0, 60)
    image = save_picture(window, "ultimate-editor-smooth-shapes.png")
    assert (image.width(), image.height()) == (1280, 800)


def test_the_printed_box_holds_the_curve_where_it_bulges_past_its_points() -> None:
    course = hole_edits.add_region(new_course("c", 1), 0, Terrain.GREEN, [
        Point(0, 0), Point(20, 0), Point(20, 20), Point(0, 20)], smooth=True)
    hole = course.holes[0]
    box = hole_box(hole)
    assert box is not None
    green = hole.regions[0]
    assert min(p.y for p in green.outline) < -1.0  # below the lowest point
    assert box.bottom() >= -min(p.y for p in green.outline) - 1e-9  # scene y runs down
    assert box.left() <= min(p.x for p in green.outline) + 1e-9
