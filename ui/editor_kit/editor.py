"""``Editor``: the unit a tab holds — toolbar, canvas and status line over one document.

Tiled's ``Editor``: it owns the tools and the view of one document; the window around it
(``window.EditorWindow``) adds files, menus and docks. A game's editor subclasses it, builds
its scene, its ``EditorView`` (with its snapping) and its tools, and hands them to
``build``; it says in ``position_text`` how the status line reads a hovered position.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from golfstudio.errors import GolfStudioError
from ui import theme
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.hint_line import HintLabel
from ui.editor_kit.toolbar import SCOPED, EditorToolBar, ToolIcon
from ui.editor_kit.tools import AbstractTool
from ui.editor_kit.view import EditorView

M = TypeVar("M")
P = TypeVar("P")

MESSAGE_MS = 5000
"""How long a tool's "why nothing happened" message stays in the status line."""


class SaveChoice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


AskSave = Callable[[QWidget, str], SaveChoice]
"""Asks whether to save the named document before closing it."""

SaveDocument = Callable[[EditorDocument[Any]], bool]
"""Saves a document (asking for a file if it has none); False when cancelled or failed."""


def ask_save_changes(parent: QWidget, name: str) -> SaveChoice:
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("Editor", "Unsaved changes"),
        QCoreApplication.translate("Editor", "Save the changes to {name} before closing?")
        .format(name=name),
        buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
    return {buttons.Save: SaveChoice.SAVE,
            buttons.Discard: SaveChoice.DISCARD}.get(answer, SaveChoice.CANCEL)


def save_in_place(document: EditorDocument[Any]) -> bool:
    """The default save: to the document's own file; a new one needs the window's Save As."""
    if document.path is None:
        return False
    try:
        document.save()
    except (GolfStudioError, OSError) as exc:
        QMessageBox.critical(None, QCoreApplication.translate("Editor", "Could not save"),
                             str(exc))
        return False
    return True


class Editor(QWidget, Generic[M, P]):
    """Toolbar, canvas and status line for one document.

    Signal ``titleChanged(str)`` — the document's title (``"name — file.json *"``) changed.
    Attributes once ``build`` ran: ``document``, ``scene``, ``view``, ``toolbar``, ``tools``
    (by name), ``position_label``, ``hint_label``, ``zoom_label``.
    """

    titleChanged = Signal(str)

    def __init__(self, document: EditorDocument[M], *, save: SaveDocument = save_in_place,
                 ask_save: AskSave = ask_save_changes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._save = save
        self._ask_save = ask_save
        self._undo_action: QAction | None = None
        self._redo_action: QAction | None = None
        self._tool_actions: list[QAction] = []

    def build(self, view: EditorView[P], tools: Sequence[AbstractTool[M, P]],
              icon: ToolIcon, fit_text: str) -> None:
        """Lay out the toolbar, the canvas and the status line; the first tool is in hand."""
        self.view = view
        self.tools: dict[str, AbstractTool[M, P]] = {tool.name: tool for tool in tools}
        self.toolbar = EditorToolBar([type(tool) for tool in tools], icon, fit_text, self)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("cellLabel")
        self.position_label.setMinimumWidth(220)
        self.hint_label = HintLabel(self)
        self.hint_label.setObjectName("muted")
        self.zoom_label = QLabel(self)
        self.zoom_label.setObjectName("muted")
        status = QFrame(self)
        status.setObjectName("editorStatus")
        theme.style(status, lambda: "QFrame#editorStatus { border-top: 1px solid"
                    f" {theme.BORDER.name()}; background: {theme.WINDOW.name()}; }}")
        # The hint has the line's width to itself, over the position and the zoom: beside
        # them it was cut with "…" (issue 30 §5).
        lines = QVBoxLayout(status)
        lines.setContentsMargins(8, 3, 8, 3)
        lines.setSpacing(1)
        lines.addWidget(self.hint_label)
        row = QHBoxLayout()
        row.addWidget(self.position_label)
        row.addStretch(1)
        row.addWidget(self.zoom_label)
        lines.addLayout(row)
        self.hint_label.reserve(tool.shown_hint() for tool in tools)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.view, 1)
        layout.addWidget(status)

        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._show_hint)
        self.addActions(self.toolbar.shortcut_actions())
        self.toolbar.toolChosen.connect(self.set_tool)
        self.toolbar.fit_action.triggered.connect(self.fit_content)
        self.toolbar.optionPicked.connect(self.canvas_focus)
        self.view.hovered.connect(self._hovered)
        self.view.zoomChanged.connect(self._zoom_changed)
        self.document.titleChanged.connect(self._title_changed)
        self.setWindowTitle(self.document.title())
        self.setFocusProxy(self.view)  # the tools' one-key shortcuts live where the focus is
        self._hovered(None)
        self.set_tool(tools[0].name)

    # ---- what a game overrides --------------------------------------------------------------

    def position_text(self, hovered: object) -> str:
        """The status line's words for what ``view.hovered`` carried."""
        return str(hovered)

    # ---- tools ------------------------------------------------------------------------------

    def set_tool(self, name: str) -> None:
        """Put a tool in hand by its name; the toolbar shows its options, its keys wake."""
        tool = self.tools[name]
        self.view.set_tool(tool)
        self.toolbar.tool_actions[name].setChecked(True)
        self.toolbar.show_options(tool.options_widget(self.toolbar.options_slot))
        for action in self._tool_actions:
            self.removeAction(action)
        self._tool_actions = tool.actions()
        for action in self._tool_actions:
            action.setShortcutContext(SCOPED)
        self.addActions(self._tool_actions)
        self._show_hint()

    def canvas_focus(self) -> None:
        """The focus back on the canvas after a pick in the tool's options, where the tools'
        one-key shortcuts and keys (R turns a piece) are heard."""
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def current_tool(self) -> AbstractTool[M, P]:
        tool = self.view.tool
        assert tool is not None
        return tool

    # ---- what the window uses ---------------------------------------------------------------

    def undo_action(self) -> QAction:
        """Undo, named after the next edit to undo, with the platform's Undo shortcut (for a
        lone editor: a window with an undo group does not call it, or Ctrl+Z is ambiguous)."""
        if self._undo_action is None:
            self._undo_action = self.document.undo_stack.createUndoAction(self, self.tr("Undo"))
            self._scope(self._undo_action, QKeySequence.StandardKey.Undo)
        return self._undo_action

    def redo_action(self) -> QAction:
        if self._redo_action is None:
            self._redo_action = self.document.undo_stack.createRedoAction(self, self.tr("Redo"))
            self._scope(self._redo_action, QKeySequence.StandardKey.Redo)
        return self._redo_action

    def _scope(self, action: QAction, key: QKeySequence.StandardKey) -> None:
        action.setShortcuts(QKeySequence.keyBindings(key))
        action.setShortcutContext(SCOPED)
        self.addAction(action)

    def fit_content(self) -> None:
        self.view.fit_content()

    def maybe_close(self) -> bool:
        """True when the editor may close: nothing unsaved, or the user saved or discarded."""
        if not self.document.is_modified():
            return True
        choice = self._ask_save(self, self.document.display_name())
        if choice is SaveChoice.SAVE:
            return self._save(self.document)
        return choice is SaveChoice.DISCARD

    def title(self) -> str:
        return self.document.title()

    def status_text(self) -> str:
        """The status line's position text (what is under the cursor)."""
        return self.position_label.text()

    def show_message(self, text: str) -> None:
        """Say in the status line why a click did nothing; the tool hint comes back later."""
        self.hint_label.setText(text)
        self._message_timer.start(MESSAGE_MS)

    # ---- internals --------------------------------------------------------------------------

    def _show_hint(self) -> None:
        tool = self.view.tool
        hint = tool.shown_hint() if tool is not None else ""
        self.hint_label.setText(hint)

    def _hovered(self, hovered: object) -> None:
        self.position_label.setText("" if hovered is None else self.position_text(hovered))

    def _zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(self.tr("{percent} %").format(percent=round(zoom * 100)))

    def _title_changed(self, title: str) -> None:
        self.setWindowTitle(title)
        self.titleChanged.emit(title)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_close():
            event.accept()
        else:
            event.ignore()
