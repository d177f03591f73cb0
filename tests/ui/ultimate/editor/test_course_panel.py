"""The Course dock and the Problems dock driven through their widgets: holes added,
duplicated, reordered and deleted; par, stroke index and hole-in-one club; a region's
terrain, local rule and stacking; a problem clicked selects its culprit. Every change is one
undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.course import Club, DropOut, Terrain
from golfstudio.ultimate.validate import validate
from tests.ui.ultimate.editor.conftest import Canvas, current
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.problems import ProblemRole
from ui.ultimate.editor.window import HoleLayoutWindow

LEFT = Qt.MouseButton.LeftButton


def pick(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0
    box.setCurrentIndex(index)


def test_holes_are_added_duplicated_reordered_and_deleted(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    panel = window.course_panel
    document = editor.document
    names = [h.name for h in document.model.holes]
    panel.hole_list.setCurrentRow(2)
    assert editor.hole_index == 2
    qtbot.mouseClick(panel.duplicate_button, LEFT)
    assert len(document.model.holes) == 19 and editor.hole_index == 3
    assert document.model.holes[3].regions == document.model.holes[2].regions
    assert document.model.holes[3].stroke_index == 19
    qtbot.mouseClick(panel.up_button, LEFT)
    assert editor.hole_index == 2
    qtbot.mouseClick(panel.delete_button, LEFT)
    assert [h.name for h in document.model.holes] == names
    qtbot.mouseClick(panel.add_button, LEFT)
    assert len(document.model.holes) == 19 and not editor.hole.regions
    assert panel.hole_list.count() == 19 and panel.hole_list.currentRow() == editor.hole_index
    for _ in range(4):
        document.undo_stack.undo()
    assert [h.name for h in document.model.holes] == names
    qtbot.waitUntil(lambda: "Holes: 18 · par 72" in panel.totals_label.text())


def test_par_stroke_index_and_hole_in_one_club(qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    panel = window.course_panel
    panel.hole_list.setCurrentRow(16)  # hole 17, a par 3
    panel.par_spin.setValue(4)
    assert editor.hole.par == 4
    qtbot.waitUntil(lambda: "par 73" in panel.totals_label.text())
    panel.index_spin.setValue(1)
    qtbot.waitUntil(lambda: any("stroke indexes" in p.message
                                for p in window.problems_dock.problems))
    qtbot.waitUntil(lambda: window.problems_dock.list.count() == len(validate(
        editor.document.model)))
    pick(panel.club_box, Club.IRON_7)
    assert editor.hole.hole_in_one is Club.IRON_7
    undo = editor.document.undo_stack
    assert [undo.text(i) for i in range(undo.count())][-3:] == [
        "Set the par", "Set the stroke index", "Set the hole-in-one club"]


def test_region_terrain_rule_and_stacking_from_the_panel(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    document = editor.document
    course = hole_edits.add_region(document.model, 0, Terrain.ROUGH, hole_edits.rectangle_points(
        Point(-40, 0), Point(40, 200)))
    course = hole_edits.add_region(course, 0, Terrain.FAIRWAY, hole_edits.rectangle_points(
        Point(-15, 10), Point(15, 190)))
    document.push(CourseEdit(document, "two regions", course))
    editor.fit_content()
    canvas = Canvas(qtbot, editor)
    canvas.click(Point(0, 100))
    assert editor.selected_region() == "f1"
    panel = window.course_panel
    qtbot.waitUntil(lambda: panel.region_label.text() == "f1")
    pick(panel.kind_box, Terrain.WATER)
    assert editor.hole.region("f1").kind is Terrain.WATER  # type: ignore[union-attr]
    qtbot.mouseClick(panel.rule_form.add_button, LEFT)
    assert editor.hole.local_rules[0].region == "f1"
    assert editor.hole.local_rules[0].options == (DropOut(),)
    assert editor.hole.terrain_at(Point(0, 100)) is Terrain.WATER
    qtbot.mouseClick(panel.lower_button, LEFT)
    assert editor.hole.terrain_at(Point(0, 100)) is Terrain.ROUGH
    qtbot.mouseClick(panel.raise_button, LEFT)
    assert editor.hole.terrain_at(Point(0, 100)) is Terrain.WATER
    window.delete_action.trigger()
    assert editor.hole.region("f1") is None and not editor.hole.local_rules
    assert editor.document.undo_stack.count() == 6


def test_a_problem_clicked_shows_its_hole_and_selects_its_region(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.open_template()
    assert editor is not None
    document = editor.document
    hole = document.model.holes[4]
    green = next(r for r in hole.regions if r.kind is Terrain.GREEN)
    # A flag moved off its green onto the fairway: a problem naming hole 5.
    assert hole.flag is not None
    course = hole_edits.set_flag(document.model, 4, hole.flag + Point(0, -60))
    document.push(CourseEdit(document, "flag off the green", course))
    dock = window.problems_dock
    qtbot.waitUntil(lambda: dock.list.count() > 0)
    row = next(i for i in range(dock.list.count())
               if dock.problems[dock.list.item(i).data(ProblemRole)].hole == 5)
    item = dock.list.item(row)
    rect = dock.list.visualItemRect(item)
    qtbot.mouseClick(dock.list.viewport(), LEFT, pos=rect.center())
    assert editor.hole_index == 4
    problem = dock.problems[item.data(ProblemRole)]
    if problem.region is not None:
        assert editor.selected_region() == problem.region
    assert green.id in {r.id for r in editor.hole.regions}
    assert current(window) is editor


def test_regions_are_copied_and_pasted_between_holes_and_courses(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    source = window.open_template()
    assert source is not None
    source.show_hole(0)
    bunker = next(r for r in source.hole.regions if r.kind is Terrain.BUNKER)
    source.select_region(bunker.id)
    window.copy_action.trigger()
    source.show_hole(1)
    assert window.paste()
    pasted = source.hole.regions[-1]
    assert pasted.points == bunker.points and pasted.kind is Terrain.BUNKER
    target = window.new_course()
    assert window.paste()
    assert target.hole.regions[0].points == bunker.points
    assert target.selected_region() == target.hole.regions[0].id


def test_delete_takes_the_chosen_vertex_with_the_vertex_tool_else_the_region(
        qtbot: QtBot, window: HoleLayoutWindow) -> None:
    editor = window.new_course()
    document = editor.document
    document.push(CourseEdit(document, "a green", hole_edits.add_region(
        document.model, 0, Terrain.GREEN, hole_edits.ellipse_points(Point(-15, 180),
                                                                    Point(15, 210)))))
    editor.fit_content()
    canvas = Canvas(qtbot, editor)
    canvas.key("v")
    canvas.click(Point(0, 195))
    green = editor.hole.regions[0]
    canvas.click(green.points[0])
    assert editor.scene.active_vertex == 0
    window.delete_action.trigger()
    assert len(editor.hole.regions[0].points) == len(green.points) - 1
    canvas.key("s")
    window.delete_action.trigger()
    assert not editor.hole.regions
