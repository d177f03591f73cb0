"""A pick in a tool's options gives the focus back to the canvas: the tools' keys work
whatever option widget was used last (R turns the piece just picked, it does not pick
"Ramp" in the focused combo)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.conftest import Canvas
from tests.ui.carambole.editor.showcase import showcase_course
from tests.ui.screenshot import save_screenshot
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.tools.obstacle import ObstacleTool

Key = Qt.Key
LEFT = Qt.MouseButton.LeftButton


def option_box(editor: CourseEditor, name: str) -> QComboBox:
    box = editor.toolbar.options_slot.findChild(QComboBox, name)
    assert box is not None and box.isVisibleTo(editor)
    return box


def pick(qtbot: QtBot, box: QComboBox, data: str) -> None:
    """Open ``box`` with a click, walk its list with the arrow keys, Enter: a user's pick."""
    qtbot.mouseClick(box, LEFT)
    listing = box.view()
    qtbot.waitUntil(listing.isVisible)
    target = box.findData(data)
    assert target >= 0
    while listing.currentIndex().row() != target:
        key = Key.Key_Down if listing.currentIndex().row() < target else Key.Key_Up
        qtbot.keyClick(listing, key)
    qtbot.keyClick(listing, Key.Key_Return)
    qtbot.waitUntil(lambda: not listing.isVisible())
    # The offscreen platform activates the list's popup window late, after it has closed (a
    # desktop gives the activation back to the window): wait for that, then take it back.
    # The window's focus widget is what the pick left it, so the tests below still see it.
    qtbot.wait(50)
    window = box.window()
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_r_turns_the_triangle_just_picked_in_the_piece_combo(
        make_editor: Callable[..., CourseEditor], canvas_of: Callable[[CourseEditor], Canvas],
        qtbot: QtBot, screenshot_dir: Path) -> None:
    editor = make_editor(showcase_course(), size=(1280, 800))
    qtbot.keyClick(editor.view, Key.Key_O)
    tool = editor.current_tool()
    assert isinstance(tool, ObstacleTool)
    box = option_box(editor, "piece")
    pick(qtbot, box, "triangle-3")
    assert tool.piece_name == "triangle-3"
    canvas_of(editor).move(Hex(-4, 3))
    before = tool.rotation
    qtbot.keyClick(focused(), Key.Key_R)  # where a user's key goes: the focus widget
    assert tool.rotation == (before + 1) % 6, "R did not turn the piece"
    assert box.currentData() == "triangle-3" and box.currentText() == "Triangle"
    assert tool.piece_name == "triangle-3"
    assert editor.view.hasFocus()
    save_screenshot(editor, screenshot_dir / "carambole_editor_triangle_turned.png", (1280, 800))


def test_a_tool_key_after_a_terrain_pick_changes_the_tool(
        make_editor: Callable[..., CourseEditor], qtbot: QtBot) -> None:
    editor = make_editor()
    qtbot.keyClick(editor.view, Key.Key_B)
    assert editor.current_tool().name == "paint"
    box = option_box(editor, "terrain")
    other = box.itemData(box.count() - 1 if box.currentIndex() == 0 else 0)
    pick(qtbot, box, str(other))
    assert box.currentData() == other
    assert editor.view.hasFocus(), "the terrain box kept the focus"
    qtbot.keyClick(focused(), Key.Key_O)
    assert editor.current_tool().name == "obstacle"
    assert box.currentData() == other
    assert editor.view.hasFocus()
