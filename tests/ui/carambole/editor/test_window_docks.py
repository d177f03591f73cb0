"""The Properties and Problems docks: typed and clicked edits become undo steps, problems
follow the course and a click shows the culprit."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Colour, Terrain, WallKind
from golfstudio.carambole.ruleset import default_ruleset
from golfstudio.carambole.validate import Severity
from tests.ui.carambole.editor.shell_harness import (
    FakeCourseDialogs,
    course_copy,
    current,
    make_shell,
)
from ui.carambole.editor.commands import CourseCommand
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.shell import CourseEditorWindow
from ui.carambole.editor.shell.problems import ProblemRole
from ui.main_window import MainWindow

ENTER = Qt.Key.Key_Return


@pytest.fixture
def shell(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_shell(qtbot, FakeCourseDialogs(), tmp_path / "recovery")
    window.open_path(course_copy(tmp_path, "course-2-modified"))
    return window


@pytest.fixture
def page(shell: MainWindow) -> CourseEditorWindow:
    return shell.area("carambole.editor")


@pytest.fixture
def editor(page: CourseEditorWindow) -> CourseEditor:
    return current(page)


def _type_into(qtbot: QtBot, widget: object, text: str) -> None:
    from PySide6.QtWidgets import QWidget

    assert isinstance(widget, QWidget)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, ENTER)


def test_typing_a_name_is_one_undo_step(page: CourseEditorWindow, editor: CourseEditor,
                                        qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    assert page.properties_dock.pages.currentWidget() is form
    assert form.name_edit.text() == "Course 2 modified: Canal"
    steps = editor.document.undo_stack.count()
    _type_into(qtbot, form.name_edit, "Canal du Midi")
    assert editor.document.course.name == "Canal du Midi"
    assert page.tabs.tabText(0) == "Canal du Midi *"
    editor.view.setFocus()  # leaving the field commits nothing more
    assert editor.document.undo_stack.count() == steps + 1
    page.undo_action.trigger()
    assert editor.document.course.name == "Course 2 modified: Canal"
    assert form.name_edit.text() == "Course 2 modified: Canal"


def test_a_name_left_unfinished_is_committed_by_save(page: CourseEditorWindow,
                                                     editor: CourseEditor, qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    form.name_edit.setFocus()
    form.name_edit.selectAll()
    qtbot.keyClicks(form.name_edit, "Typed, not entered")
    assert page.save()
    assert editor.document.course.name == "Typed, not entered"
    assert not editor.document.is_modified()


def test_notes_and_stroke_limit_merge_per_visit(page: CourseEditorWindow, editor: CourseEditor,
                                                qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    steps = editor.document.undo_stack.count()
    form.notes_edit.setFocus()
    form.notes_edit.selectAll()
    qtbot.keyClicks(form.notes_edit, "Aim left.")
    assert editor.document.course.notes == "Aim left."
    assert editor.document.undo_stack.count() == steps + 1  # nine keys, one step

    _type_into(qtbot, form.stroke_spin, "20")
    assert editor.document.course.stroke_limit == 20
    qtbot.keyClick(form.stroke_spin, Qt.Key.Key_Up)
    qtbot.keyClick(form.stroke_spin, Qt.Key.Key_Up)
    assert editor.document.course.stroke_limit == 22
    assert editor.document.undo_stack.count() == steps + 2
    page.undo_action.trigger()
    assert editor.document.course.stroke_limit == 10
    assert form.stroke_spin.value() == 10


def test_changing_a_die_face_gives_the_course_its_own_ruleset(
        page: CourseEditorWindow, editor: CourseEditor, qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    table = form.dice_table
    assert editor.document.course.ruleset is None
    assert table.item(1, 0).text() == "yellow"
    item = table.item(1, 2)
    table.setCurrentItem(item)
    table.editItem(item)
    spin = table.indexWidget(table.indexFromItem(item))
    assert isinstance(spin, QSpinBox)
    spin.selectAll()
    qtbot.keyClicks(spin.lineEdit(), "7")
    qtbot.keyClick(spin, ENTER)  # the view commits an editor's data once the loop runs
    qtbot.waitUntil(lambda: editor.document.course.ruleset is not None)
    ruleset = editor.document.course.ruleset
    assert ruleset is not None
    assert ruleset.die("yellow").faces == (7, 4, 5, 6, 7, 8)
    assert ruleset.white == "white" and ruleset.cards == default_ruleset().cards
    assert form.reset_ruleset_button.isEnabled()

    table.item(0, 0).setText("plain")  # renaming the white die keeps it the cards' die
    assert editor.document.course.effective_ruleset().white == "plain"
    table.item(1, 0).setText("plain")  # two dice with one name: refused, and said why
    assert editor.document.course.effective_ruleset().die("yellow")
    assert form.message_label.isVisibleTo(form)
    assert "called plain" in form.message_label.text()
    assert table.item(1, 0).text() == "yellow"

    qtbot.mouseClick(form.reset_ruleset_button, Qt.MouseButton.LeftButton)
    assert editor.document.course.ruleset is None
    assert table.item(1, 2).data(Qt.ItemDataRole.EditRole) == 3


def test_cards_can_be_added_edited_and_removed(page: CourseEditorWindow,
                                               editor: CourseEditor, qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    cards = len(default_ruleset().cards)
    qtbot.mouseClick(form.add_card_button, Qt.MouseButton.LeftButton)
    ruleset = editor.document.course.effective_ruleset()
    assert [c.name for c in ruleset.cards][-1] == "+1"
    form.cards_table.item(cards, 1).setText("x")
    assert editor.document.course.effective_ruleset().cards[-1].op == "x"
    form.cards_table.setCurrentCell(cards, 0)
    qtbot.mouseClick(form.remove_card_button, Qt.MouseButton.LeftButton)
    assert len(editor.document.course.effective_ruleset().cards) == cards
    qtbot.mouseClick(form.add_die_button, Qt.MouseButton.LeftButton)
    assert editor.document.course.effective_ruleset().dice[-1].name == "die 7"


def test_the_play_order_moves_and_leaves_out_colours(page: CourseEditorWindow,
                                                     editor: CourseEditor, qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    form.order_list.setCurrentRow(5)  # red, last
    qtbot.mouseClick(form.up_button, Qt.MouseButton.LeftButton)
    assert editor.document.course.play_order == (
        Colour.ORANGE, Colour.GREEN, Colour.YELLOW, Colour.BLUE, Colour.RED, Colour.VIOLET)
    form.order_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: Colour.ORANGE not in editor.document.course.play_order)
    for row in range(form.order_list.count()):
        form.order_list.item(row).setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: form.message_label.text() == "At least one colour plays.")
    assert len(editor.document.course.play_order) == 5  # refused: the order stays
    checked = [form.order_list.item(i).checkState() == Qt.CheckState.Checked
               for i in range(form.order_list.count())]
    assert checked == [True] * 5 + [False]  # the list shows the course again


def test_a_selected_wall_shows_its_kind_and_angle(page: CourseEditorWindow,
                                                  editor: CourseEditor) -> None:
    dock = page.properties_dock
    wall = next(w for w in editor.document.course.walls if w.kind is WallKind.STRAIGHT)
    editor.scene.select_object(wall.id)
    assert dock.pages.currentWidget() is dock.object_form
    form = dock.object_form
    assert form.heading.text() == f"Wall {wall.id}"
    assert form.angle_box.currentData() == wall.angle
    form.angle_box.setCurrentIndex(form.angle_box.findData((wall.angle + 30) % 180))
    assert editor.document.course.wall(wall.id).angle == (wall.angle + 30) % 180
    form.kind_box.setCurrentIndex(form.kind_box.findData("curved"))
    changed = editor.document.course.wall(wall.id)
    assert changed.kind is WallKind.CURVED and changed.angle is None
    assert not form.form.isRowVisible(form.angle_box)
    editor.scene.select_object(None)
    assert dock.pages.currentWidget() is dock.course_form


def test_a_selected_obstacle_turns_and_lists_its_passes(page: CourseEditorWindow,
                                                        editor: CourseEditor,
                                                        qtbot: QtBot) -> None:
    form = page.properties_dock.object_form
    editor.scene.select_object("o1")
    assert form.heading.text() == "Obstacle o1"
    assert "Channel" in form.kind_label.text()
    assert "→" in form.passes_label.text()
    before = editor.document.course.obstacle("o1")
    qtbot.mouseClick(form.turn_left, Qt.MouseButton.LeftButton)
    assert editor.document.course.obstacle("o1") == before.rotated(1)
    assert page.properties_dock.pages.currentWidget() is form


def test_select_all_shows_what_is_selected(page: CourseEditorWindow,
                                           editor: CourseEditor) -> None:
    page.select_all()
    dock = page.properties_dock
    assert dock.pages.currentWidget() is dock.many_label
    assert dock.many_label.text().startswith("93 cells and 9 objects selected.")


# ---- problems ---------------------------------------------------------------------------------

def test_the_problem_model_passes_the_model_tester(page: CourseEditorWindow,
                                                   editor: CourseEditor,
                                                   qtmodeltester: ModelTester) -> None:
    course = editor.document.course
    hole = course.hole
    assert hole is not None
    broken = course.set_terrain(hole, Terrain.FLOOR).set_terrain(course.starts[0], Terrain.WATER)
    editor.document.push(CourseCommand(editor.document, "Break", broken))
    page.problems_dock.refresh()
    model = page.problems_dock.model
    assert model.rowCount() >= 2
    qtmodeltester.check(model)
    first = model.index(0, 0)
    assert model.data(first, ProblemRole).severity is Severity.ERROR
    assert model.data(first, Qt.ItemDataRole.DecorationRole) is not None
    assert model.rowCount(first) == 0
    assert model.data(QModelIndex()) is None


def test_removing_the_hole_shows_a_problem_and_a_click_shows_the_culprit(
        page: CourseEditorWindow, editor: CourseEditor, qtbot: QtBot) -> None:
    dock = page.problems_dock
    assert dock.model.rowCount() == 0
    assert dock.summary_label.text() == "No problems: the course is ready to play."
    hole = editor.document.course.hole
    assert hole is not None
    editor.set_tool("erase")
    from tests.ui.carambole.editor.conftest import Canvas

    Canvas(qtbot, editor.view).click(hole)
    qtbot.waitUntil(lambda: dock.model.rowCount() > 0)
    messages = [p.message for p in dock.model.problems()]
    assert "the course has no hole" in messages
    assert dock.summary_label.text().startswith("1 error")

    # A problem naming a cell: the cell is ringed and brought into view.
    start = editor.document.course.starts[0]
    editor.document.push(CourseCommand(
        editor.document, "Flood", editor.document.course.set_terrain(start, Terrain.WATER)))
    qtbot.waitUntil(lambda: any(p.cell == start for p in dock.model.problems()))
    row = next(i for i, p in enumerate(dock.model.problems()) if p.cell == start)
    view = dock.list_view
    rect = view.visualRect(dock.model.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    selection = page.selection(editor)
    assert selection is not None and selection.mark_item.isVisible()
    from ui.carambole.editor.geometry import centre

    assert selection.mark_item.path().boundingRect().contains(centre(start))
    visible = editor.view.mapToScene(editor.view.viewport().rect()).boundingRect()
    assert visible.contains(centre(start))
    assert editor.hint_label.text() == dock.model.problem(row).message


def test_a_problem_naming_a_wall_selects_it(page: CourseEditorWindow, editor: CourseEditor,
                                            qtbot: QtBot) -> None:
    course = editor.document.course
    wall = next(w for w in course.walls if w.kind is WallKind.STRAIGHT)
    skewed = course.replace_wall(wall.replace(angle=((wall.angle or 0) + 30) % 180))
    editor.document.push(CourseCommand(editor.document, "Skew", skewed))
    dock = page.problems_dock
    qtbot.waitUntil(lambda: dock.model.rowCount() > 0)
    row = next(i for i, p in enumerate(dock.model.problems()) if p.object_id == wall.id)
    rect = dock.list_view.visualRect(dock.model.index(row, 0))
    qtbot.mouseClick(dock.list_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.scene.selected_object_id() == wall.id
    assert page.properties_dock.object_form.heading.text() == f"Wall {wall.id}"


def test_many_edits_validate_once(page: CourseEditorWindow, editor: CourseEditor,
                                  qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    dock = page.problems_dock
    real = dock._validate
    monkeypatch.setattr(dock, "_validate", lambda course: calls.append(1) or real(course))
    document = editor.document
    for name in ("a", "b", "c", "d"):
        document.push(CourseCommand(document, "Rename",
                                    document.course.replace(name=name)))
    assert calls == []
    qtbot.waitUntil(lambda: calls == [1])


def test_the_docks_follow_the_current_tab(page: CourseEditorWindow, qtbot: QtBot) -> None:
    form = page.properties_dock.course_form
    page.new_course()
    assert form.name_edit.text() == ""
    assert "no hole" in " ".join(p.message for p in page.problems_dock.model.problems())
    page.tabs.setCurrentIndex(0)
    assert form.name_edit.text() == "Course 2 modified: Canal"
    assert page.problems_dock.model.rowCount() == 0


def test_the_analysis_dock_follows_the_current_tab(page: CourseEditorWindow, qtbot: QtBot,
                                                    tmp_path: Path) -> None:
    from golfstudio.analysis import analyse_course

    first = current(page)
    first_panel = page.analysis_dock.panel()
    assert first_panel is not None and first_panel.runner is not None
    qtbot.waitUntil(lambda: first_panel.runner.is_current(), timeout=10_000)
    par = analyse_course(first.document.course).par_suggestion
    assert first_panel.par_value.text() == str(par)

    page.new_course()  # a second tab brings its own panel
    second_panel = page.analysis_dock.panel()
    assert second_panel is not None and second_panel is not first_panel
    page.tabs.setCurrentWidget(first)
    assert page.analysis_dock.panel() is first_panel


def test_a_window_deleted_with_a_course_open_tears_down_cleanly(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The analysis of an open tab outlives the dock's panel stack when the whole window is
    deleted (the studio quitting): forgetting its panel then must not touch the deleted
    stack (an exception in a slot fails this test under pytest-qt)."""
    window = make_shell(qtbot, FakeCourseDialogs(), tmp_path / "recovery",
                        closed_by_qtbot=False)
    window.open_path(course_copy(tmp_path, "course-1"))
    assert current(window.area("carambole.editor")) is not None
    with qtbot.waitSignal(window.destroyed, timeout=5000):
        window.deleteLater()
    qtbot.wait(10)
