"""The canvas: wheel zoom around the cursor, panning, fitting the course, the hovered cell."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Terrain
from golfstudio.carambole.course_builder import from_rows, hex_board
from golfstudio.hexgrid import Hex
from tests.ui.carambole.editor.conftest import Canvas
from tests.ui.carambole.editor.showcase import showcase_course
from tests.ui.catalogue import installed
from tests.ui.screenshot import save_screenshot
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.view import CourseView


def wheel(view: CourseView, at: QPoint, notches: float) -> None:
    """A real wheel event on the canvas: ``notches`` clicks of a mouse wheel (120 each)."""
    event = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0),
                        QPoint(0, round(120 * notches)), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def visible_rect(view: CourseView) -> QRectF:
    return QRectF(view.to_scene(QPointF(0, 0)),
                  view.to_scene(QPointF(view.viewport().width(), view.viewport().height())))


@pytest.mark.parametrize("notches", [1, 3, -2])
def test_the_wheel_zooms_around_the_cursor(make_editor: Callable[..., CourseEditor],
                                           notches: int) -> None:
    view = make_editor(showcase_course()).view
    zoom = view.zoom
    for at in (QPoint(120, 90), QPoint(700, 500)):
        under = view.to_scene(QPointF(at))
        wheel(view, at, notches)
        moved = view.from_scene(under) - QPointF(at)
        assert abs(moved.x()) <= 1.0 and abs(moved.y()) <= 1.0
    assert (view.zoom > zoom) == (notches > 0)


def test_zoom_stops_at_its_limits(make_editor: Callable[..., CourseEditor]) -> None:
    view = make_editor(showcase_course()).view
    for _ in range(40):
        wheel(view, QPoint(300, 300), 5)
    assert view.zoom == pytest.approx(5.0)
    for _ in range(60):
        wheel(view, QPoint(300, 300), -5)
    assert view.zoom == pytest.approx(0.06)


def test_fit_course_shows_the_whole_course(make_editor: Callable[..., CourseEditor],
                                           canvas_of: Callable[[CourseEditor], Canvas],
                                           qtbot: QtBot) -> None:
    editor = make_editor(showcase_course())
    view = editor.view
    content = editor.scene.content_rect()
    assert visible_rect(view).contains(content)  # a course opens fitted
    wheel(view, QPoint(50, 50), 6)
    assert not visible_rect(view).contains(content)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    shown = visible_rect(view)
    assert shown.contains(content)
    # Fitted, not merely inside: the course fills the canvas one way, less its margins.
    assert max(content.width() / shown.width(), content.height() / shown.height()) > 0.9
    assert editor.zoom_label.text() == f"{round(view.zoom * 100)} %"


def test_the_middle_button_and_space_drag_pan(make_editor: Callable[..., CourseEditor],
                                              qtbot: QtBot) -> None:
    editor = make_editor(hex_board(8, hole=Hex(0, 0)))
    view = editor.view
    viewport = view.viewport()
    start, end = QPoint(400, 300), QPoint(250, 200)
    under = view.to_scene(QPointF(start))
    qtbot.mousePress(viewport, Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(viewport, QPoint(300, 260))
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.MiddleButton, pos=end)
    moved = view.from_scene(under) - QPointF(end)
    assert abs(moved.x()) <= 1 and abs(moved.y()) <= 1
    course = editor.document.course
    editor.set_tool("paint")
    # Space held: a left drag pans instead of painting.
    under = view.to_scene(QPointF(end))
    qtbot.keyPress(view, Qt.Key.Key_Space)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=end)
    qtbot.mouseMove(viewport, start)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    moved = view.from_scene(under) - QPointF(start)
    assert abs(moved.x()) <= 1 and abs(moved.y()) <= 1
    assert editor.document.course is course


def test_the_status_line_names_the_cell_under_the_cursor(
        make_editor: Callable[..., CourseEditor],
        canvas_of: Callable[[CourseEditor], Canvas]) -> None:
    course = from_rows([". s H", " w ."]).set_level(Hex(1, 0), 2)
    editor = make_editor(course)
    canvas = canvas_of(editor)
    canvas.move(Hex(1, 0))
    assert editor.status_text() == "1, 0 · sand · level 2"
    canvas.move(Hex(0, 1))
    assert editor.status_text() == "0, 1 · water · level 0"
    canvas.move(Hex(-1, 1))
    assert editor.status_text() == "-1, 1 · void"
    # An edit under the cursor shows at once, without moving the mouse.
    editor.tools["paint"].set_terrain(Terrain.FLOOR)  # type: ignore[attr-defined]
    editor.set_tool("paint")
    canvas.click(Hex(-1, 1))
    assert editor.status_text() == "-1, 1 · floor · level 0"


@pytest.mark.parametrize(("code", "sand", "water", "painted", "undo"), [
    ("fr", "1, 0 · sable · niveau 2", "0, 1 · eau · niveau 0", "-1, 1 · sol · niveau 0",
     "Peindre : sol"),
    ("de", "1, 0 · Sand · Ebene 2", "0, 1 · Wasser · Ebene 0", "-1, 1 · Boden · Ebene 0",
     "Malen: Boden"),
])
def test_the_status_line_names_the_terrain_in_the_users_language(
        make_editor: Callable[..., CourseEditor],
        canvas_of: Callable[[CourseEditor], Canvas], screenshot_dir: Path, code: str,
        sand: str, water: str, painted: str, undo: str) -> None:
    """Issue 30 item 8: "floor", "sand" were shown in English in a French or German status
    line (the terrain's file id passed to a context that had no such message)."""
    with installed(code):
        course = from_rows([". s H", " w ."]).set_level(Hex(1, 0), 2)
        editor = make_editor(course, size=(1280, 800))
        canvas = canvas_of(editor)
        canvas.move(Hex(0, 1))
        assert editor.status_text() == water
        editor.tools["paint"].set_terrain(Terrain.FLOOR)  # type: ignore[attr-defined]
        editor.set_tool("paint")
        canvas.click(Hex(-1, 1))
        assert editor.status_text() == painted
        assert editor.document.undo_stack.undoText() == undo
        canvas.move(Hex(1, 0))
        assert editor.status_text() == sand
        save_screenshot(editor, screenshot_dir / f"carambole_status_terrain_{code}.png",
                        (1280, 800))
