"""Editors on a test's own document, and mouse helpers that send real events to the canvas.

pytest-qt's ``mouseClick`` does not drag (style.md), so a drag is a press, moves and a
release sent one by one to ``view.viewport()``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from golfstudio.carambole.course import Course
from golfstudio.hexgrid import Hex, Vertex
from tests.ui.editor_kit.harness import show_active
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor, SaveChoice
from ui.carambole.editor.geometry import centre, vertex_point
from ui.carambole.editor.view import CourseView

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
Target = Hex | Vertex | QPointF


class Canvas:
    """Real mouse events on an editor's canvas, aimed at cells, vertices or scene points."""

    def __init__(self, qtbot: QtBot, view: CourseView) -> None:
        self.qtbot = qtbot
        self.view = view

    def at(self, target: Target) -> QPoint:
        if isinstance(target, Vertex):
            point = vertex_point(target)
        elif isinstance(target, Hex):
            point = centre(target)
        else:
            point = target
        return self.view.from_scene(point).toPoint()

    def move(self, target: Target) -> None:
        self.qtbot.mouseMove(self.view.viewport(), self.at(target))

    def press(self, target: Target, button: Qt.MouseButton = LEFT,
              keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.move(target)
        self.qtbot.mousePress(self.view.viewport(), button, keys, self.at(target))

    def release(self, target: Target, button: Qt.MouseButton = LEFT,
                keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.mouseRelease(self.view.viewport(), button, keys, self.at(target))

    def click(self, target: Target, button: Qt.MouseButton = LEFT,
              keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.press(target, button, keys)
        self.release(target, button, keys)

    def drag(self, path: Iterable[Target], button: Qt.MouseButton = LEFT,
             keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        points = list(path)
        self.press(points[0], button, keys)
        for point in points[1:]:
            self.move(point)
        self.release(points[-1], button, keys)


class FakeAskSave:
    """Answers the "save changes?" question and counts how often it was asked."""

    def __init__(self, answer: SaveChoice = SaveChoice.DISCARD) -> None:
        self.answer = answer
        self.asked: list[str] = []

    def __call__(self, parent: object, name: str) -> SaveChoice:
        self.asked.append(name)
        return self.answer


@pytest.fixture
def ask_save() -> FakeAskSave:
    return FakeAskSave()


@pytest.fixture
def make_editor(qtbot: QtBot, ask_save: FakeAskSave) -> Callable[..., CourseEditor]:
    """Shown, active editors on a course, closed by qtbot after the test."""

    def make(course: Course | None = None, size: tuple[int, int] = (900, 700),
             **kwargs: object) -> CourseEditor:
        document = CourseDocument(course)
        editor = CourseEditor(document, ask_save=ask_save, **kwargs)  # type: ignore[arg-type]
        document.setParent(editor)
        qtbot.addWidget(editor)
        show_active(qtbot, editor, size)
        editor.view.setFocus()
        return editor

    return make


@pytest.fixture
def canvas_of(qtbot: QtBot) -> Callable[[CourseEditor], Canvas]:
    return lambda editor: Canvas(qtbot, editor.view)
