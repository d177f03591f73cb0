"""What every editor's tests do the same way: answer the window's questions, show a window
active at a size, render an editor's view as a frame, and open editors for a benchmark and
close them after."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ui.editor_kit.dialogs import EditorDialogs, RecoveryItem
from ui.editor_kit.editor import Editor, SaveChoice

E = TypeVar("E", bound=Editor[Any, Any])
M = TypeVar("M")


@dataclass
class ScriptedDialogs:
    """The kit's questions answered from a script and recorded (``asked``): save paths are
    taken from ``save_paths`` in turn (none left: cancelled); unsaved changes are
    discarded; a revert and a recovery are accepted."""

    save_paths: list[Path] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)
    save_answer: SaveChoice = SaveChoice.DISCARD

    def ask_save(self, parent: QWidget, name: str) -> SaveChoice:
        self.asked.append(f"save {name}")
        return self.save_answer

    def ask_save_path(self, parent: QWidget, title: str, suggested: Path,
                      name_filter: str) -> Path | None:
        self.asked.append(f"path {suggested.name}")
        return self.save_paths.pop(0) if self.save_paths else None

    def confirm_revert(self, parent: QWidget, name: str) -> bool:
        self.asked.append(f"revert {name}")
        return True

    def ask_recover(self, parent: QWidget, items: Sequence[RecoveryItem]) -> bool:
        self.asked.append("recover " + "; ".join(item.describe() for item in items))
        return True

    def dialogs(self) -> EditorDialogs:
        return EditorDialogs(ask_save=self.ask_save, ask_save_path=self.ask_save_path,
                             confirm_revert=self.confirm_revert, ask_recover=self.ask_recover)


def show_active(qtbot: QtBot, widget: QWidget, size: tuple[int, int]) -> None:
    """``widget`` shown at ``size`` and the active window: keys and shortcuts reach it."""
    widget.resize(*size)
    with qtbot.waitExposed(widget):
        widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)


def drawn(editor: Editor[Any, Any]) -> QImage:
    """The view rendered as a frame of the viewport's size (offscreen)."""
    image = QImage(editor.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    editor.view.render(painter)
    painter.end()
    return image


@contextmanager
def shown_editors(make: Callable[[M, Path | None], E],
                  size: tuple[int, int]) -> Iterator[Callable[[M, Path | None], E]]:
    """Opens editors (``make``) shown at ``size`` and drawn once, as a player would see them
    open; closes them all on leaving, so a benchmark's hundreds of rounds do not pile up."""
    editors: list[E] = []

    def open_one(model: M, path: Path | None = None) -> E:
        editor = make(model, path)
        editors.append(editor)
        editor.resize(*size)
        editor.show()
        QApplication.processEvents()
        drawn(editor)
        return editor

    yield open_one
    for editor in editors:
        editor.close()
        editor.deleteLater()
