"""Fixes a newcomer hit (issue 11 §3), each through the real window: tools never widen it,
every menu shortcut works and no two share a key, "fit course" after painting shows all of
it, painting starts on floor, and "Wall the Outline" silences a painted strip's warnings in
one undo step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcutEvent
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Terrain, WallKind
from golfstudio.carambole.validate import validate
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.conftest import Canvas
from tests.ui.carambole.editor.shell_harness import (
    FakeCourseDialogs,
    course_copy,
    current,
    make_shell,
)
from tests.ui.screenshot import distinct_colours
from ui.carambole.editor.tools import TOOLS
from ui.main_window import MainWindow

SCREENSHOTS = Path(__file__).resolve().parents[3] / "screenshots"
SMALL_SCREEN = (1280, 800)


@pytest.fixture
def shell(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_shell(qtbot, FakeCourseDialogs(), tmp_path / "recovery")
    window.resize(*SMALL_SCREEN)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SMALL_SCREEN)
    return window


def test_no_tool_widens_the_window_at_1280_by_800(shell: MainWindow, qtbot: QtBot,
                                                  tmp_path: Path) -> None:
    assert shell.open_path(course_copy(tmp_path, "course-2"))
    page = shell.area("carambole.editor")
    editor = current(page)
    docks = [page.properties_dock, page.problems_dock]
    for tool in TOOLS:
        editor.set_tool(tool.name)
        QApplication.processEvents()
        assert shell.width() == SMALL_SCREEN[0], tool.name
        assert shell.minimumSizeHint().width() <= SMALL_SCREEN[0], tool.name
        for dock in docks:
            assert dock.isVisible(), (tool.name, dock.objectName())
            right = dock.mapTo(shell, dock.rect().topRight()).x()
            assert right <= shell.width(), (tool.name, dock.objectName(), right)
        page.analysis_dock.raise_()
        QApplication.processEvents()
        right = page.analysis_dock.mapTo(shell, page.analysis_dock.rect().topRight()).x()
        assert page.analysis_dock.isVisible() and right <= shell.width(), tool.name
        page.properties_dock.raise_()
    editor.set_tool("obstacle")
    SCREENSHOTS.mkdir(exist_ok=True)
    QApplication.processEvents()
    image = shell.grab().toImage()
    assert image.save(str(SCREENSHOTS / "carambole_editor_1280x800.png"))
    assert (image.width(), image.height()) == SMALL_SCREEN
    assert distinct_colours(image) > 40


def _menu_actions(menu: QMenu) -> list[QAction]:
    found: list[QAction] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _menu_actions(sub)
        elif action.isVisible() and not action.isSeparator():
            found.append(action)
    return found


class ShortcutSpy(QObject):
    """Catches the shortcut event Qt sends an action for a key press, and swallows it (a
    shortcut such as Quit or Open must not act in the test); ``ambiguous`` names a clash."""

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[tuple[QAction, bool]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut and isinstance(watched, QAction):
            assert isinstance(event, QShortcutEvent)
            self.hits.append((watched, event.isAmbiguous()))
            return True
        return False


def _press(qtbot: QtBot, shell: MainWindow, sequence: QKeySequence) -> None:
    combo = sequence[0]
    target = QApplication.focusWidget() or shell
    qtbot.keyClick(target, combo.key(), combo.keyboardModifiers())


def test_every_menu_shortcut_reaches_its_action_and_no_two_share_a_key(
        shell: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    assert shell.open_path(course_copy(tmp_path, "course-1"))
    page = shell.area("carambole.editor")
    editor = current(page)
    editor.set_tool("paint")
    editor.tools["paint"].set_terrain(Terrain.WATER)  # type: ignore[attr-defined]
    for cell in editor.document.course.starts[:2]:
        Canvas(qtbot, editor.view).click(cell)
    page.undo_action.trigger()  # Undo and Redo both have something to do
    page.select_all_action.trigger()  # Cut, Copy, Duplicate and Delete act on a selection
    editor.view.setFocus()
    menus = [a.menu() for a in shell.menuBar().actions()]
    actions = [a for m in menus if isinstance(m, QMenu) for a in _menu_actions(m)]
    keyed = [a for a in actions if a.isEnabled() and a.shortcuts() != []]
    assert {page.undo_action, page.redo_action, page.duplicate_action, page.delete_action,
            page.cut_action, page.copy_action} <= set(keyed)

    owners: dict[str, str] = {}
    for action in [*keyed, *(a for a in editor.actions() if a.isEnabled())]:
        for sequence in action.shortcuts():
            key = sequence.toString()
            assert key not in owners or owners[key] == action.text(), (
                f"{key} is both {owners[key]} and {action.text()}")
            owners[key] = action.text()

    spy = ShortcutSpy()
    for action in keyed:
        action.installEventFilter(spy)
    try:
        for action in keyed:
            for sequence in action.shortcuts():
                if sequence[0].key().value >= Qt.Key.Key_Back.value:
                    continue  # a dedicated "Undo" or "Save" key: a real keyboard has none
                spy.hits.clear()
                _press(qtbot, shell, sequence)
                assert spy.hits == [(action, False)], (action.text(), sequence.toString())
    finally:
        for action in keyed:
            action.removeEventFilter(spy)


def test_duplicate_delete_undo_and_redo_keys_do_their_work(shell: MainWindow, qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    assert shell.open_path(course_copy(tmp_path, "course-1"))
    page = shell.area("carambole.editor")
    editor = current(page)
    document = editor.document
    cells = len(document.course.cells)
    page.select_all_action.trigger()
    editor.view.setFocus()
    with qtbot.waitSignal(page.duplicate_action.triggered, timeout=2000):
        _press(qtbot, shell, QKeySequence("Ctrl+D"))
    assert len(document.course.cells) == 2 * cells
    with qtbot.waitSignal(page.undo_action.triggered, timeout=2000):
        _press(qtbot, shell, QKeySequence("Ctrl+Z"))
    assert len(document.course.cells) == cells
    with qtbot.waitSignal(page.redo_action.triggered, timeout=2000):
        _press(qtbot, shell, QKeySequence("Ctrl+Y"))
    assert len(document.course.cells) == 2 * cells
    page.select_all_action.trigger()
    editor.view.setFocus()
    with qtbot.waitSignal(page.delete_action.triggered, timeout=2000):
        _press(qtbot, shell, QKeySequence(Qt.Key.Key_Delete))
    assert document.course.cells == ()


def test_fit_course_after_painting_shows_the_whole_course(shell: MainWindow, qtbot: QtBot) -> None:
    page = shell.area("carambole.editor")
    editor = page.new_course()
    canvas = Canvas(qtbot, editor.view)
    editor.set_tool("paint")
    for cell in (Hex(0, 0), Hex(1, 0)):
        canvas.click(cell)
    page.fit_action.trigger()
    # One more cell at the edge, inside a block of cells the course already has.
    canvas.click(Hex(2, 0))
    page.fit_action.trigger()
    view = editor.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    content = view.content_rect()
    assert content.contains(QRectF(view.course_scene.content_rect()))
    for cell in (Hex(0, 0), Hex(1, 0), Hex(2, 0)):
        assert shown.contains(view.course_scene.chunk_at(cell).sceneBoundingRect()  # type: ignore[union-attr]
                              .intersected(content))
    assert shown.contains(content)


def test_painting_starts_on_floor(shell: MainWindow, qtbot: QtBot) -> None:
    editor = shell.area("carambole.editor").new_course()
    editor.set_tool("paint")
    Canvas(qtbot, editor.view).click(Hex(0, 0))
    assert editor.document.course.cell_at(Hex(0, 0)).terrain is Terrain.FLOOR  # type: ignore[union-attr]


def test_wall_the_outline_is_one_undo_step_that_ends_the_warnings(shell: MainWindow,
                                                                  qtbot: QtBot) -> None:
    page = shell.area("carambole.editor")
    editor = page.new_course()
    canvas = Canvas(qtbot, editor.view)
    editor.set_tool("paint")
    qtbot.keyClick(editor.view, Qt.Key.Key_2)
    canvas.drag([Hex(0, 0), Hex(3, 0), Hex(6, 0)])
    document = editor.document
    warned = [p for p in validate(document.course) if "no wall" in p.message]
    assert len(warned) > 6
    steps = document.undo_stack.count()
    page.wall_outline_action.trigger()
    assert document.undo_stack.count() == steps + 1
    assert document.undo_stack.text(steps) == "Wall the outline"
    course = document.course
    assert [p for p in validate(course) if "no wall" in p.message] == []
    kinds = {w.kind for w in course.walls}
    assert kinds == {WallKind.STRAIGHT, WallKind.CURVED}
    assert not page.wall_outline_action.trigger() and document.undo_stack.count() == steps + 1
    document.undo_stack.undo()
    assert document.course.walls == ()
