"""The track window on a test's own recovery folder, with scripted answers, and real mouse
events aimed at metres of the strip.

pytest-qt's ``mouseClick`` does not drag (style.md), so a drag is a press, moves and a
release sent one by one to ``view.viewport()``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from tests.ui.editor_kit.harness import ScriptedDialogs, show_active
from ui.dicegolf.editor.document import METRE
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.editor.window import TrackWindow
from ui.dicegolf.track.strip import HAZARD_LANE, STRIP

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
SIZE = (1280, 800)
MIDDLE = (STRIP[0] + STRIP[1]) / 2
"""Across the strip: its middle (the hazards' lane)."""
HAZARDS = (HAZARD_LANE[0] + HAZARD_LANE[1]) / 2


@pytest.fixture
def answers() -> ScriptedDialogs:
    return ScriptedDialogs()


def make_window(qtbot: QtBot, answers: ScriptedDialogs, recovery: Path,
                size: tuple[int, int] = SIZE) -> TrackWindow:
    window = TrackWindow(dialogs=answers.dialogs(), recovery_root=recovery)
    qtbot.addWidget(window)
    show_active(qtbot, window, size)
    return window


@pytest.fixture
def window(qtbot: QtBot, answers: ScriptedDialogs, tmp_path: Path) -> TrackWindow:
    return make_window(qtbot, answers, tmp_path / "recovery")


LEGEND = Path(__file__).with_name("legend.json")
"""The legend's nine holes as the tests know them: a first draft of the bundled course, kept
here so that tuning the bundled course's formulas and lengths does not move the metres the
tests click."""


@pytest.fixture
def editor(window: TrackWindow, tmp_path: Path) -> TrackEditor:
    """A copy of ``LEGEND`` open on hole 1."""
    copy = tmp_path / "legend.json"
    copy.write_text(LEGEND.read_text(encoding="utf-8"), encoding="utf-8")
    assert window.open_path(copy)
    return current(window)


def current(window: TrackWindow) -> TrackEditor:
    editor = window.current_editor()
    assert editor is not None
    return editor


class Strip:
    """Real mouse events on the strip, aimed at a metre from the tee and a height across
    the strip (scene pixels: the lanes of ``strip.py``)."""

    def __init__(self, qtbot: QtBot, editor: TrackEditor) -> None:
        self.qtbot = qtbot
        self.editor = editor

    def at(self, metre: float, y: float = MIDDLE) -> QPoint:
        return self.editor.view.from_scene(QPointF(metre * METRE, y)).toPoint()

    def move(self, metre: float, y: float = MIDDLE) -> None:
        self.qtbot.mouseMove(self.editor.view.viewport(), self.at(metre, y))

    def press(self, metre: float, y: float = MIDDLE,
              keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.move(metre, y)
        self.qtbot.mousePress(self.editor.view.viewport(), LEFT, keys, self.at(metre, y))

    def release(self, metre: float, y: float = MIDDLE,
                keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.mouseRelease(self.editor.view.viewport(), LEFT, keys, self.at(metre, y))

    def click(self, metre: float, y: float = MIDDLE,
              keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.press(metre, y, keys)
        self.release(metre, y, keys)

    def drag(self, metres: Iterable[float], y: float = MIDDLE) -> None:
        path = list(metres)
        self.press(path[0], y)
        for metre in path[1:]:
            self.move(metre, y)
        self.release(path[-1], y)

    def key(self, key: Qt.Key | str, keys: Qt.KeyboardModifier = NO_KEYS) -> None:
        self.qtbot.keyClick(self.editor.view, key, keys)
