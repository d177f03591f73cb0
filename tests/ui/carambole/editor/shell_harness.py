"""What the course editor window's tests share: scripted answers to its questions, a shown
main window on the test's own recovery folder, course files to open, and key presses."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import bundled_course
from tests.ui.editor_kit.harness import show_active
from ui.carambole.editor.editor_widget import CourseEditor, SaveChoice
from ui.carambole.editor.shell import AUTOSAVE_MS, CourseDialogs, CourseEditorWindow
from ui.editor_kit.dialogs import RecoveryItem
from ui.main_window import MainWindow

SHELL_SIZE = (1400, 900)


@dataclass
class FakeCourseDialogs:
    """Answers the window's questions and records each one (kind, what it was about)."""

    save_choice: SaveChoice = SaveChoice.DISCARD
    save_paths: list[Path | None] = field(default_factory=list)
    revert: bool = True
    recover: bool = True
    asked: list[tuple[str, str]] = field(default_factory=list)
    recovery_offers: list[list[str]] = field(default_factory=list)

    def ask_save(self, parent: QWidget, name: str) -> SaveChoice:
        self.asked.append(("save", name))
        return self.save_choice

    def ask_save_path(self, parent: QWidget, title: str, suggested: Path,
                      name_filter: str) -> Path | None:
        self.asked.append(("path", f"{title}: {suggested.name}"))
        return self.save_paths.pop(0) if self.save_paths else None

    def confirm_revert(self, parent: QWidget, name: str) -> bool:
        self.asked.append(("revert", name))
        return self.revert

    def ask_recover(self, parent: QWidget, items: Sequence[RecoveryItem]) -> bool:
        self.recovery_offers.append([item.describe() for item in items])
        return self.recover

    def dialogs(self) -> CourseDialogs:
        return CourseDialogs(ask_save=self.ask_save, ask_save_path=self.ask_save_path,
                             confirm_revert=self.confirm_revert, ask_recover=self.ask_recover)


def make_shell(qtbot: QtBot, answers: FakeCourseDialogs, recovery_root: Path,
               autosave_ms: int = AUTOSAVE_MS, *, closed_by_qtbot: bool = True) -> MainWindow:
    """A shown, active main window whose course page uses ``answers`` and ``recovery_root``."""
    window = MainWindow(editor_dialogs=answers.dialogs(), recovery_root=recovery_root,
                        autosave_ms=autosave_ms)
    if closed_by_qtbot:
        qtbot.addWidget(window)
    show_active(qtbot, window, SHELL_SIZE)
    return window


def course_copy(folder: Path, course_id: str, name: str | None = None) -> Path:
    """A bundled course file copied where a test may save over it."""
    path = folder / (name or f"{course_id}.json")
    shutil.copyfile(bundled_course(course_id).path, path)
    return path


def press(qtbot: QtBot, widget: QWidget, keys: QKeySequence.StandardKey | str) -> None:
    """Press a shortcut (the platform's first binding of a standard key) on ``widget``."""
    sequence = (QKeySequence(keys) if isinstance(keys, str)
                else QKeySequence.keyBindings(keys)[0])
    combo = sequence[0]
    qtbot.keyClick(widget, combo.key(), combo.keyboardModifiers())


def current(page: CourseEditorWindow) -> CourseEditor:
    editor = page.current_editor()
    assert editor is not None
    return editor


LEFT = Qt.MouseButton.LeftButton
