"""The course editor window in the main window: tabs, files, undo through the Edit menu's
shortcut, templates, export, copy and paste between courses, and the screenshot."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QTabBar
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import bundled_course, load_bundled
from golfstudio.carambole.clipboard import (
    copy_course,
    copy_fragment,
    free_offset,
    paste_fragment,
    place_fragment,
)
from golfstudio.carambole.course import Terrain
from golfstudio.carambole.course_file import load_course
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.conftest import Canvas
from tests.ui.carambole.editor.shell_harness import (
    SHELL_SIZE,
    FakeCourseDialogs,
    course_copy,
    current,
    make_shell,
    press,
)
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import distinct_colours
from ui.carambole.editor.commands import ChangeCourseProperties, CourseCommand
from ui.carambole.editor.editor_widget import CourseEditor, SaveChoice
from ui.carambole.editor.geometry import centre, course_rect
from ui.carambole.editor.shell import CourseEditorWindow
from ui.carambole.editor.shell.clipboard import MIME_TYPE
from ui.main_window import MainWindow

StandardKey = QKeySequence.StandardKey


@pytest.fixture
def answers() -> FakeCourseDialogs:
    return FakeCourseDialogs()


@pytest.fixture
def shell(qtbot: QtBot, answers: FakeCourseDialogs, tmp_path: Path) -> MainWindow:
    return make_shell(qtbot, answers, tmp_path / "recovery")


def _page(shell: MainWindow) -> CourseEditorWindow:
    return shell.area("carambole.editor")


def _tab_texts(page: CourseEditorWindow) -> list[str]:
    return [page.tabs.tabText(i) for i in range(page.tabs.count())]


def test_the_courses_tile_opens_the_editor_area(shell: MainWindow, qtbot: QtBot) -> None:
    tile = shell.start_page.tiles["carambole.editor"]
    assert tile.isEnabled()
    assert not shell.edit_menu.menuAction().isVisible()  # no Edit menu on the start page
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    page = _page(shell)
    assert shell.stack.currentWidget() is page
    assert page.central.currentWidget() is page.empty_page
    assert shell.windowTitle() == "Carambole courses — GolfStudio"
    assert shell.edit_menu.menuAction().isVisible()
    qtbot.mouseClick(page.empty_page.new_button, Qt.MouseButton.LeftButton)
    assert _tab_texts(page) == ["Untitled course"]
    assert shell.windowTitle() == "Untitled course — GolfStudio"


def test_two_tabs_an_edit_shows_a_star_and_ctrl_z_undoes_it(
        shell: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    first, second = course_copy(tmp_path, "course-1"), course_copy(tmp_path, "course-2")
    assert shell.open_path(first) and shell.open_path(second)
    page = _page(shell)
    assert _tab_texts(page) == ["Course 1: The straight", "Course 2: Dog-leg"]
    assert shell.recent.paths()[:2] == [second.resolve(), first.resolve()]

    editor = current(page)
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.SAND)  # type: ignore[attr-defined]
    cell = next(c.hex for c in editor.document.course.cells if c.terrain is Terrain.FLOOR)
    Canvas(qtbot, editor.view).click(cell)
    assert editor.document.course.cell_at(cell).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert _tab_texts(page) == ["Course 1: The straight", "Course 2: Dog-leg *"]
    assert shell.windowTitle() == "Course 2: Dog-leg — course-2.json * — GolfStudio"
    shown = [a for a in shell.edit_menu.actions() if a.isVisible()]  # other areas' are hidden
    assert shown[0].text() == "&Undo Paint sand"

    press(qtbot, shell, StandardKey.Undo)
    assert editor.document.course.cell_at(cell).terrain is Terrain.FLOOR  # type: ignore[union-attr]
    assert _tab_texts(page) == ["Course 1: The straight", "Course 2: Dog-leg"]
    assert shell.windowTitle() == "Course 2: Dog-leg — course-2.json — GolfStudio"

    # The other tab's stack is the Edit menu's once that tab is current.
    page.tabs.setCurrentIndex(0)
    assert not page.undo_action.isEnabled()
    page.tabs.setCurrentIndex(1)
    assert page.redo_action.isEnabled()


def test_opening_an_open_course_shows_its_tab(shell: MainWindow, tmp_path: Path) -> None:
    path = course_copy(tmp_path, "course-1")
    shell.open_path(path)
    _page(shell).new_course()
    shell.open_path(path)
    assert _page(shell).tabs.count() == 2
    assert _page(shell).tabs.currentIndex() == 0


def test_save_as_writes_a_file_that_reads_back_equal(
        shell: MainWindow, qtbot: QtBot, answers: FakeCourseDialogs, tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1"))
    page = _page(shell)
    editor = current(page)
    editor.set_tool("hole")
    Canvas(qtbot, editor.view).click(Hex(5, 2))
    target = tmp_path / "saved" / "my-course"  # no suffix: .json is added
    target.parent.mkdir()
    answers.save_paths = [target]
    press(qtbot, shell, StandardKey.SaveAs)
    saved = target.with_suffix(".json")
    assert load_course(saved) == editor.document.course
    assert editor.document.path == saved
    assert _tab_texts(page) == ["Course 1: The straight"]
    assert shell.recent.paths()[0] == saved.resolve()
    assert not page.revert_action.isEnabled()


def test_a_new_course_asks_where_to_save(shell: MainWindow, qtbot: QtBot,
                                         answers: FakeCourseDialogs, tmp_path: Path) -> None:
    shell.show_area("carambole.editor")
    press(qtbot, shell, StandardKey.New)
    page = _page(shell)
    assert page.tabs.count() == 1
    press(qtbot, shell, StandardKey.Save)  # cancelled: nothing written
    assert answers.asked == [("path", "Save course as: course.json")]
    answers.save_paths = [tmp_path / "fresh.json"]
    assert page.save()
    assert (tmp_path / "fresh.json").is_file()
    assert _tab_texts(page) == ["fresh"]


def test_revert_restores_the_file_and_undo_brings_the_edit_back(
        shell: MainWindow, qtbot: QtBot, answers: FakeCourseDialogs, tmp_path: Path) -> None:
    path = course_copy(tmp_path, "course-2")
    shell.open_path(path)
    page = _page(shell)
    editor = current(page)
    on_disk = editor.document.course
    editor.set_tool("erase")
    Canvas(qtbot, editor.view).click(on_disk.starts[0])
    edited = editor.document.course
    assert edited != on_disk and page.revert_action.isEnabled()

    answers.revert = False
    page.revert_action.trigger()
    assert editor.document.course == edited
    answers.revert = True
    page.revert_action.trigger()
    assert answers.asked == [("revert", "Course 2: Dog-leg")] * 2
    assert editor.document.course == load_course(path) == on_disk
    assert not editor.document.is_modified()
    page.undo_action.trigger()
    assert editor.document.course == edited


def test_closing_a_tab_asks_to_save_it(shell: MainWindow, qtbot: QtBot,
                                       answers: FakeCourseDialogs, tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1"))
    page = _page(shell)
    editor = current(page)
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.SAND)  # type: ignore[attr-defined]
    Canvas(qtbot, editor.view).click(editor.document.course.starts[0])
    answers.save_choice = SaveChoice.CANCEL
    press(qtbot, shell, StandardKey.Close)
    assert page.tabs.count() == 1 and answers.asked == [("save", "Course 1: The straight")]
    answers.save_choice = SaveChoice.DISCARD
    tab_bar = page.tabs.tabBar()
    close_button = tab_bar.tabButton(0, QTabBar.ButtonPosition.RightSide)
    assert close_button is not None
    qtbot.mouseClick(close_button, Qt.MouseButton.LeftButton)
    assert page.tabs.count() == 0
    assert page.central.currentWidget() is page.empty_page
    assert shell.stack.currentWidget() is page
    press(qtbot, shell, StandardKey.Close)  # nothing left: back to the start page
    assert shell.stack.currentWidget() is shell.start_page


def test_closing_the_window_asks_for_each_modified_course(
        qtbot: QtBot, answers: FakeCourseDialogs, tmp_path: Path) -> None:
    window = make_shell(qtbot, answers, tmp_path / "recovery")
    page = window.area("carambole.editor")
    for course_id in ("course-1", "course-2"):
        window.open_path(course_copy(tmp_path, course_id))
        current(page).document.push(_rename(current(page), "Changed"))
    answers.save_choice = SaveChoice.CANCEL
    window.close()
    assert window.isVisible() and page.tabs.count() == 2
    assert [kind for kind, _ in answers.asked] == ["save"]
    answers.save_choice = SaveChoice.DISCARD
    window.close()
    assert not window.isVisible()
    assert [kind for kind, _ in answers.asked] == ["save"] * 3


def _rename(editor: CourseEditor, name: str) -> ChangeCourseProperties:
    return ChangeCourseProperties(editor.document, name=name)


def test_a_bundled_course_opens_as_an_unsaved_copy(shell: MainWindow) -> None:
    menu = _page(shell).template_menu
    titles = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert titles[0] == "Course 1: The straight" and "Linked: Grand tour" in titles
    action = next(a for a in menu.actions() if a.data() == "course-7")
    action.trigger()
    page = _page(shell)
    assert shell.stack.currentWidget() is page
    document = current(page).document
    original = load_bundled("course-7")
    assert document.path is None
    assert document.course.name == f"Copy of {original.name}"
    assert document.course.replace(name=original.name) == original


def test_the_empty_page_lists_the_bundled_courses(shell: MainWindow, qtbot: QtBot) -> None:
    shell.show_area("carambole.editor")
    listing = _page(shell).empty_page.template_list
    item = listing.item(1)
    rect = listing.visualItemRect(item)
    qtbot.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert current(_page(shell)).document.course.name == (
        f"Copy of {load_bundled('course-2').name}")


def test_export_png_and_svg(shell: MainWindow, answers: FakeCourseDialogs,
                            tmp_path: Path) -> None:
    shell.open_path(bundled_course("course-2-modified").path)
    page = _page(shell)
    current(page).scene.select_object("o1")  # a selection is not drawn in the picture
    answers.save_paths = [tmp_path / "board", tmp_path / "board.svg"]
    page.export_png_action.trigger()
    page.export_svg_action.trigger()
    png, svg = tmp_path / "board.png", tmp_path / "board.svg"
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 1000
    assert distinct_colours(image) > 40
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert len([e for e in root.iter() if e.tag.endswith("path")]) > 20
    assert current(page).scene.selected_object_id() == "o1"
    assert answers.asked == [("path", "Export as PNG: course-2-modified.png"),
                             ("path", "Export as SVG: course-2-modified.svg")]


def test_copy_a_whole_course_and_paste_it_into_another_tab(
        shell: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    shell.open_path(course_copy(tmp_path, "course-2"))
    page = _page(shell)
    source, target = page.editors()
    page.tabs.setCurrentWidget(source)
    source.view.setFocus()
    press(qtbot, source.view, StandardKey.SelectAll)
    chosen = page.selection()
    assert chosen is not None and chosen.cells == set(source.document.course.cell_map())
    press(qtbot, source.view, StandardKey.Copy)
    assert QApplication.clipboard().mimeData().hasFormat(MIME_TYPE)

    page.tabs.setCurrentWidget(target)
    target.view.setFocus()
    before = target.document.course
    press(qtbot, target.view, StandardKey.Paste)
    fragment = copy_course(source.document.course)
    expected = place_fragment(before, fragment, free_offset(before, fragment))
    assert target.document.course == expected.course
    assert expected.dropped_hole is not None  # course 2 keeps its hole
    assert target.document.course.holes == before.holes
    selection = page.selection(target)
    assert selection is not None
    assert selection.cells == expected.cells
    assert selection.object_ids() == list(expected.object_ids)
    assert "became floor" in target.hint_label.text()
    press(qtbot, target.view, StandardKey.Undo)
    assert target.document.course == before


def _band(editor: CourseEditor, width: float = 0.6) -> tuple[QPointF, QPointF]:
    """A rubber band from just off the course's top-left corner over part of the board."""
    rect = course_rect(editor.document.course)
    start = rect.topLeft() + QPointF(-5, -5)
    end = QPointF(rect.left() + rect.width() * width, rect.top() + rect.height() * 0.7)
    assert editor.scene.object_at(start) is None  # an empty spot: a band, not a move
    return start, end


def _cells_in(editor: CourseEditor, start: QPointF, end: QPointF) -> set[Hex]:
    """The course cells whose centres lie inside the band the mouse drew (its ends are sent
    as whole viewport pixels, so they are read back from the pixels)."""
    view = editor.view
    band = QRectF(*(view.to_scene(QPointF(view.from_scene(p).toPoint()))
                    for p in (start, end))).normalized()
    return {h for h in editor.document.course.cell_map() if band.contains(centre(h))}


def _drag_band(editor: CourseEditor, qtbot: QtBot, start: QPointF, end: QPointF,
               keys: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    middle = (start + end) / 2
    Canvas(qtbot, editor.view).drag([start, middle, end], keys=keys)


def test_a_rubber_band_selects_cells_and_copies_them_into_a_new_tab(
        shell: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    source = current(page)
    course = source.document.course
    start, end = _band(source)
    _drag_band(source, qtbot, start, end)
    cells = _cells_in(source, start, end)
    assert 0 < len(cells) < len(course.cell_map())
    selection = page.selection()
    assert selection is not None
    assert selection.cells == cells
    assert selection.object_ids() == ["w3", "o1"]  # the objects lying wholly inside
    assert selection.region_item.isVisible()
    assert source.document.course == course  # a band edits nothing
    press(qtbot, source.view, StandardKey.Copy)

    target = page.new_course()
    target.view.setFocus()
    before = target.document.course
    press(qtbot, target.view, StandardKey.Paste)
    fragment = copy_fragment(course, cells)
    assert target.document.course == paste_fragment(before, fragment,
                                                     free_offset(before, fragment))

    page.tabs.setCurrentWidget(source)
    Canvas(qtbot, source.view).click(start)  # a click on empty space lets go
    assert selection.is_empty() and not selection.region_item.isVisible()


def test_shift_drag_adds_cells_to_the_selection(shell: MainWindow, qtbot: QtBot,
                                                tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    editor = current(page)
    start, end = _band(editor, width=0.3)
    _drag_band(editor, qtbot, start, end)
    first = _cells_in(editor, start, end)
    rect = course_rect(editor.document.course)
    far, near = rect.bottomRight() + QPointF(5, 5), rect.center() + QPointF(7, 12)
    assert editor.scene.object_at(far) is None
    _drag_band(editor, qtbot, far, near, keys=Qt.KeyboardModifier.ShiftModifier)
    second = _cells_in(editor, far, near)
    selection = page.selection()
    assert selection is not None
    assert first and second and selection.cells == first | second
    _drag_band(editor, qtbot, far, near)  # without Shift the band replaces the selection
    assert selection.cells == second


def test_delete_a_band_of_cells_is_one_undo_step(shell: MainWindow, qtbot: QtBot,
                                                 tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    editor = current(page)
    document = editor.document
    before = document.course
    start, end = _band(editor)
    _drag_band(editor, qtbot, start, end)
    cells = _cells_in(editor, start, end)
    steps = document.undo_stack.count()
    press(qtbot, editor.view, StandardKey.Delete)
    after = document.course
    assert set(after.cell_map()) == set(before.cell_map()) - cells
    assert after.object_ids() == before.object_ids() - {"w3", "o1"}
    assert document.undo_stack.count() == steps + 1
    press(qtbot, editor.view, StandardKey.Undo)
    assert document.course == before


def test_a_drag_from_an_obstacle_still_moves_it(shell: MainWindow, qtbot: QtBot,
                                               tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    editor = current(page)
    before = editor.document.course.obstacle("o1")
    step = Hex(0, 1)
    Canvas(qtbot, editor.view).drag([before.hexes[0], before.hexes[0] + step])
    assert editor.document.course.obstacle("o1") == before.moved(step)
    selection = page.selection()
    assert selection is not None and not selection.cells
    assert selection.object_ids() == ["o1"]


def test_duplicate_delete_and_cut_an_obstacle(shell: MainWindow, qtbot: QtBot,
                                             tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    editor = current(page)
    document = editor.document
    assert not page.duplicate_action.isEnabled()
    editor.scene.select_object("o1")
    assert page.duplicate_action.isEnabled()
    press(qtbot, editor.view, "Ctrl+D")
    assert document.course.object_ids() == {"w1", "w2", "w3", "w4", "w5", "o1", "o2", "o3"}
    assert editor.scene.selected_object_id() == "o3"
    copy = document.course.obstacle("o3")
    assert not set(copy.hexes) & set(document.course.obstacle("o1").hexes)
    press(qtbot, editor.view, StandardKey.Delete)
    assert "o3" not in document.course.object_ids()
    editor.scene.select_object("o2")
    press(qtbot, editor.view, StandardKey.Cut)
    assert "o2" not in document.course.object_ids()
    press(qtbot, editor.view, StandardKey.Paste)  # back where it was: the place is free
    assert document.course.obstacle("o2") == load_bundled("course-1-modified").obstacle("o2")


def test_no_two_enabled_actions_share_a_shortcut(shell: MainWindow, qtbot: QtBot,
                                                 tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1-modified"))
    page = _page(shell)
    editor = current(page)
    editor.document.push(_rename(editor, "Undoable"))
    page.new_course()  # a second tab: its editor's one-key shortcuts are asleep
    page.tabs.setCurrentWidget(editor)
    page.select_all()
    page.copy()
    seen: dict[str, str] = {}
    for action in shell.findChildren(QAction):
        if not (action.isEnabled() and action.isVisible()):
            continue
        owner = action.parent()
        if owner is not None and owner not in (shell, page) and not _within(owner, editor):
            continue  # a hidden tab's or a menu's own
        for key in action.shortcuts():
            text = key.toString()
            assert text not in seen, f"{text}: {seen[text]} and {action.text()}"
            seen[text] = action.text()
    for expected in ("Ctrl+Z", "Ctrl+C", "Ctrl+V", "Ctrl+D", "Ctrl+A", "Ctrl+0", "Ctrl+S",
                     "Ctrl+W", "Del", "S", "B"):
        assert expected in seen, expected


def _within(obj: QObject, ancestor: QObject) -> bool:
    """Whether ``obj`` is ``ancestor`` or one of its descendants (widgets or not)."""
    node: QObject | None = obj
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent()
    return False


def test_menus_show_course_actions_only_in_the_courses_area(shell: MainWindow,
                                                            tmp_path: Path) -> None:
    def visible(menu: object) -> list[str]:
        from PySide6.QtWidgets import QMenu

        assert isinstance(menu, QMenu)
        return [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]

    # Every editor's New and templates are on every page (Ultimate Golf's come first, in the
    # registry's order); the course actions only while the course area is shown.
    assert visible(shell.file_menu) == [
        "&New Ultimate Golf Course", "&New Course", "&New Dice Golf Course", "&Open…",
        "Open &Recent", "Open the Bundled Ultimate Golf Course as a &Template",
        "Open Bundled Course as &Template", "Open the Bundled Dice Golf Course as a &Template",
        "Open the &Sample Round", "&Close", "&Quit"]
    assert not _page(shell).save_action.isEnabled()
    shell.open_path(course_copy(tmp_path, "course-1"))
    assert visible(shell.file_menu) == [
        "&New Ultimate Golf Course", "&New Course", "&New Dice Golf Course", "&Open…",
        "Open &Recent", "Open the Bundled Ultimate Golf Course as a &Template",
        "Open Bundled Course as &Template", "Open the Bundled Dice Golf Course as a &Template",
        "Open the &Sample Round", "&Save", "Save &As…",
        "Re&vert to Saved", "Export as &PNG…", "Export as S&VG…", "&Play This Course…",
        "&Close", "&Quit"]
    assert visible(shell.edit_menu) == ["&Undo", "&Redo", "Cu&t", "&Copy", "&Paste",
                                        "D&uplicate", "&Delete", "Select &All",
                                        "&Wall the Outline"]
    assert visible(shell.view_menu) == ["&Start Page", "&Fit Course", "Zoom &In",
                                        "Zoom &Out", "&Properties", "P&roblems",
                                        "&Analysis", "&Full Screen"]
    shell.show_start_page()
    assert not _page(shell).save_action.isEnabled()
    assert not _page(shell).undo_action.isEnabled()


def test_zoom_and_fit(shell: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    shell.open_path(course_copy(tmp_path, "course-1"))
    view = current(_page(shell)).view
    fitted = view.zoom
    press(qtbot, shell, StandardKey.ZoomIn)
    assert view.zoom == pytest.approx(fitted * 1.25)
    press(qtbot, shell, StandardKey.ZoomOut)
    press(qtbot, shell, StandardKey.ZoomOut)
    assert view.zoom == pytest.approx(fitted / 1.25)
    press(qtbot, shell, "Ctrl+0")
    assert view.zoom == pytest.approx(fitted)


def test_a_bad_course_file_is_reported(shell: MainWindow, tmp_path: Path,
                                       dialogs: list[DialogCall]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "golfstudio.carambole", "version": 9, "cells": []}')
    assert not shell.open_path(bad)
    assert dialogs[-1].title == "Cannot open course file"
    assert "newer GolfStudio" in dialogs[-1].text
    assert _page(shell).tabs.count() == 0


def test_editor_window_screenshot(shell: MainWindow, qtbot: QtBot,
                                  screenshot_dir: Path) -> None:
    shell.open_path(bundled_course("course-1-modified").path)
    page = _page(shell)
    editor = current(page)
    # A few things for the docks to show: a wall without its angle's line and a start in
    # the water give the Problems dock an error and a warning.
    course = editor.document.course
    wall = course.walls[1]
    broken = course.replace_wall(wall.replace(angle=(wall.angle or 0) + 30 % 180))
    broken = broken.set_terrain(course.starts[-1], Terrain.WATER)
    editor.document.push(CourseCommand(editor.document, "Break it a little", broken))
    page.problems_dock.refresh()
    assert page.problems_dock.model.rowCount() >= 2
    QApplication.processEvents()
    editor.fit_course()
    QApplication.processEvents()
    pixmap = shell.grab()
    path = screenshot_dir / "carambole_editor_window.png"
    assert pixmap.save(str(path))
    image = QImage(str(path))
    assert (image.width(), image.height()) == SHELL_SIZE
    assert distinct_colours(image) > 60


def test_the_dock_layout_survives_a_restart(qtbot: QtBot, answers: FakeCourseDialogs,
                                            tmp_path: Path) -> None:
    first = make_shell(qtbot, answers, tmp_path / "recovery")
    assert not first.area("carambole.editor").layout_restored
    first.show_area("carambole.editor")
    first.area("carambole.editor").problems_action.trigger()  # View > Problems: closes the dock
    assert first.area("carambole.editor").problems_dock.isHidden()
    first.close()
    second = make_shell(qtbot, answers, tmp_path / "recovery")
    assert second.area("carambole.editor").layout_restored
    assert second.area("carambole.editor").problems_dock.isHidden()
    assert not second.area("carambole.editor").properties_dock.isHidden()
