"""The hole layout window on a test's own recovery folder, with scripted answers, and real
mouse events aimed at points of the hole in yards.

pytest-qt's ``mouseClick`` does not drag (style.md), so a drag is a press, moves and a
release sent one by one to ``view.viewport()``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from tests.ui.editor_kit.harness import show_active
from tests.ui.screenshot import distinct_colours
from ui.editor_kit.dialogs import EditorDialogs, RecoveryItem
from ui.editor_kit.editor import SaveChoice
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.editor_widget import HoleEditor
from ui.ultimate.editor.window import HoleLayoutWindow

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
SIZE = (1280, 800)
SCREENSHOTS = Path(__file__).resolve().parents[3] / "screenshots"


@dataclass
class Answers:
    """The window's questions answered and recorded."""

    save_paths: list[Path] = field(default_factory=list)
    yards: list[float] = field(default_factory=list)
    images: list[Path] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)

    def ask_save(self, parent: QWidget, name: str) -> SaveChoice:
        self.asked.append(f"save {name}")
        return SaveChoice.DISCARD

    def ask_save_path(self, parent: QWidget, title: str, suggested: Path,
                      name_filter: str) -> Path | None:
        self.asked.append(f"path {suggested.name}")
        return self.save_paths.pop(0) if self.save_paths else None

    def confirm_revert(self, parent: QWidget, name: str) -> bool:
        return True

    def ask_recover(self, parent: QWidget, items: Sequence[RecoveryItem]) -> bool:
        self.asked.append("recover " + "; ".join(item.describe() for item in items))
        return True

    def ask_yards(self, parent: QWidget, suggested: float) -> float | None:
        self.asked.append(f"yards {suggested:.0f}")
        return self.yards.pop(0) if self.yards else None

    def ask_image(self, parent: QWidget) -> Path | None:
        return self.images.pop(0) if self.images else None

    def dialogs(self) -> EditorDialogs:
        return EditorDialogs(ask_save=self.ask_save, ask_save_path=self.ask_save_path,
                             confirm_revert=self.confirm_revert, ask_recover=self.ask_recover)


@pytest.fixture
def answers() -> Answers:
    return Answers()


def make_window(qtbot: QtBot, answers: Answers, recovery: Path,
                live_analysis: bool = False) -> HoleLayoutWindow:
    """The window at 1280×800; the live analysis (a second of work a hole) only for the tests
    of it."""
    window = HoleLayoutWindow(dialogs=answers.dialogs(), recovery_root=recovery,
                              ask_yards=answers.ask_yards, ask_image=answers.ask_image,
                              live_analysis=live_analysis)
    qtbot.addWidget(window)
    show_active(qtbot, window, SIZE)
    return window


@pytest.fixture
def window(qtbot: QtBot, answers: Answers, tmp_path: Path) -> HoleLayoutWindow:
    return make_window(qtbot, answers, tmp_path / "recovery")


def current(window: HoleLayoutWindow) -> HoleEditor:
    editor = window.current_editor()
    assert editor is not None
    return editor


class Canvas:
    """Real mouse events on the hole editor's canvas, aimed at points in yards."""

    def __init__(self, qtbot: QtBot, editor: HoleEditor) -> None:
        self.qtbot = qtbot
        self.editor = editor

    def at(self, target: Point) -> QPoint:
        return self.editor.view.from_scene(to_scene(target)).toPoint()

    def move(self, target: Point, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.mouseMove(self.editor.view.viewport(), self.at(target))

    def press(self, target: Point, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.move(target)
        self.qtbot.mousePress(self.editor.view.viewport(), LEFT, keys, self.at(target))

    def release(self, target: Point, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.mouseRelease(self.editor.view.viewport(), LEFT, keys, self.at(target))

    def click(self, target: Point, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.press(target, keys)
        self.release(target, keys)

    def drag(self, path: Iterable[Point], keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        points = list(path)
        self.press(points[0], keys)
        for point in points[1:]:
            self.move(point)
        self.release(points[-1], keys)

    def key(self, key: Qt.Key | str, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.keyClick(self.editor.view, key, keys)


def scanned_board(path: Path, width: int = 400, height: int = 800) -> Path:
    """A stand-in for a scanned board: rough, a fairway strip, a green and two crosses 300
    pixels apart (the board's yard scale), as a PNG."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#9fc98a"))
    p = QPainter(image)
    p.fillRect(140, 120, 120, 600, QColor("#6fbf4a"))
    p.setBrush(QColor("#8fe07a"))
    p.drawEllipse(QPointF(200, 100), 50, 35)
    p.setPen(QColor("#000000"))
    for x in (50, 350):
        p.drawLine(x - 8, 760, x + 8, 760)
        p.drawLine(x, 752, x, 768)
    p.end()
    assert image.save(str(path))
    return path


def save_picture(widget: QWidget, name: str) -> QImage:
    """A screenshot under tests/screenshots/, checked not to be blank."""
    QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    assert distinct_colours(image) > 40
    return image
