"""``EditorDock``: a dock that shows the current editor's document and redraws from it.

A dock holds no value of its own: after every edit (its own included) it reads the document
again. An edit may come in a drag of many steps, so the dock follows an edit once the event
loop is idle (``refresh_later``); another hole or part chosen is one step, so it follows that
at once (``refresh_now``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QTimer, SignalInstance
from PySide6.QtWidgets import QDockWidget, QWidget

from ui.editor_kit.editor import Editor

__all__ = ["EditorDock", "Link"]

E = TypeVar("E", bound=Editor[Any, Any])

Link = tuple[SignalInstance, Callable[..., None]]
"""An editor's signal and the dock's slot that follows it."""


class EditorDock(QDockWidget, Generic[E]):
    """A game's dock extends ``refresh`` (everything it shows, from ``self.editor``), may add
    to ``links`` the editor's signals it follows, and hands a new editor to its parts in
    ``editor_changed``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor: E | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)

    def set_editor(self, editor: E | None) -> None:
        if editor is self.editor:
            return
        if self.editor is not None:
            for signal, slot in self.links(self.editor):
                signal.disconnect(slot)
        self.editor = editor
        if editor is not None:
            for signal, slot in self.links(editor):
                signal.connect(slot)
        self.editor_changed(editor)
        self.refresh()

    def links(self, editor: E) -> list[Link]:
        """The editor's signals the dock follows; by default the document's edits."""
        return [(editor.document.changed, self.refresh_later)]

    def editor_changed(self, editor: E | None) -> None:
        """Hand the new editor to the dock's parts; the refresh comes next."""

    def refresh_later(self, *_args: object) -> None:
        self._timer.start()

    def refresh_now(self, *_args: object) -> None:
        self._timer.stop()
        self.refresh()

    def refresh(self) -> None:
        """Everything the dock shows, from the document. Here only what every dock does:
        its body is usable only while an editor is open; a game's dock redraws its parts."""
        body = self.widget()
        if body is not None:
            body.setEnabled(self.editor is not None)
