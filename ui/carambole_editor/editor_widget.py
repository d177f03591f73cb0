"""``CourseEditor``: the embeddable editor — toolbar, canvas and status line over one
``CourseDocument``. The window shell puts one in each tab and adds files, menus and docks.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QVBoxLayout, QWidget

from golfstudio.carambole.course import Cell
from golfstudio.errors import GolfStudioError
from golfstudio.hexgrid import Hex
from ui import theme
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.palette import Piece, bundled_pieces
from ui.carambole_editor.scene import CourseScene
from ui.carambole_editor.toolbar import SCOPED, EditorToolBar
from ui.carambole_editor.tools import TOOLS, EditorTool, ToolContext, ToolOptions
from ui.carambole_editor.view import CourseView

MESSAGE_MS = 5000
"""How long a tool's "why nothing happened" message stays in the status line."""


class SaveChoice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


AskSave = Callable[[QWidget, str], SaveChoice]
"""Asks whether to save the named course before closing it."""

SaveDocument = Callable[[CourseDocument], bool]
"""Saves a document (asking for a file if it has none); False when cancelled or failed."""


def ask_save_changes(parent: QWidget, name: str) -> SaveChoice:
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent, "Unsaved changes", f"Save the changes to {name} before closing?",
        buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
    return {buttons.Save: SaveChoice.SAVE,
            buttons.Discard: SaveChoice.DISCARD}.get(answer, SaveChoice.CANCEL)


def save_in_place(document: CourseDocument) -> bool:
    """The default save: to the document's own file; a new course needs the shell's Save As."""
    if document.path is None:
        return False
    try:
        document.save()
    except (GolfStudioError, OSError) as exc:
        QMessageBox.critical(None, "Could not save", str(exc))
        return False
    return True


def cell_text(cell: Hex, found: Cell | None) -> str:
    """The status line's words for a cell: ``"2, -1 · sand · level 0"`` (or ``· void``)."""
    if found is None:
        return f"{cell.q}, {cell.r} · void"
    return f"{cell.q}, {cell.r} · {found.terrain.value} · level {found.level}"


class CourseEditor(QWidget):
    """Toolbar, canvas and status line for one ``CourseDocument``.

    Signals: ``titleChanged(str)`` — the document's title (``"name — file.json *"``) changed;
    ``cellsChosen(frozenset[Hex], bool)`` — the select tool's rubber band chose these cells
    (True: add them to the selection, Shift was held). The window's ``Selection`` takes them.
    """

    titleChanged = Signal(str)
    cellsChosen = Signal(object, bool)

    def __init__(self, document: CourseDocument | None = None, *,
                 save: SaveDocument = save_in_place, ask_save: AskSave = ask_save_changes,
                 pieces: tuple[Piece, ...] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseEditor")
        self.document = document if document is not None else CourseDocument(parent=self)
        self._save = save
        self._ask_save = ask_save
        self.options = ToolOptions(bundled_pieces() if pieces is None else pieces, self)
        self.scene = CourseScene(self.document, self)
        self.view = CourseView(self.scene, self)
        self.toolbar = EditorToolBar(self.options, self)
        self.context = ToolContext(self.document, self.scene, self.options, self.show_message,
                                   self.cellsChosen.emit)
        self.tools: dict[str, EditorTool] = {cls.name: cls(self.context) for cls in TOOLS}
        self._undo_action: QAction | None = None
        self._redo_action: QAction | None = None

        self.cell_label = QLabel(self)
        self.cell_label.setObjectName("cellLabel")
        self.cell_label.setMinimumWidth(220)
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("muted")
        self.zoom_label = QLabel(self)
        self.zoom_label.setObjectName("muted")
        status = QFrame(self)
        status.setObjectName("editorStatus")
        status.setStyleSheet(f"QFrame#editorStatus {{ border-top: 1px solid {theme.BORDER.name()};"
                             f" background: {theme.WINDOW.name()}; }}")
        row = QHBoxLayout(status)
        row.setContentsMargins(8, 3, 8, 3)
        row.addWidget(self.cell_label)
        row.addWidget(self.hint_label, 1)
        row.addWidget(self.zoom_label)
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
        self.toolbar.fit_action.triggered.connect(self.fit_course)
        self.view.hovered.connect(self._hovered)
        self.view.zoomChanged.connect(lambda z: self.zoom_label.setText(f"{round(z * 100)} %"))
        self.document.titleChanged.connect(self._title_changed)
        self.setWindowTitle(self.document.title())
        self.setFocusProxy(self.view)  # the tools' one-key shortcuts live where the focus is
        self._hovered(None)
        self.set_tool("select")

    # ---- tools ------------------------------------------------------------------------------

    def set_tool(self, name: str) -> None:
        """Make a tool current by its name (``EditorTool.name``: "paint", "obstacle" …)."""
        tool = self.tools[name]
        self.view.set_tool(tool)
        self.toolbar.tool_actions[name].setChecked(True)
        self.toolbar.show_options_for(tool.options_used)
        self._show_hint()

    def current_tool(self) -> EditorTool:
        tool = self.view.tool
        assert tool is not None
        return tool

    # ---- what the shell uses ----------------------------------------------------------------

    def undo_action(self) -> QAction:
        """Undo, named after the next edit to undo, with the platform's Undo shortcut."""
        if self._undo_action is None:
            self._undo_action = self.document.undo_stack.createUndoAction(self, "Undo")
            self._scope(self._undo_action, QKeySequence.StandardKey.Undo)
        return self._undo_action

    def redo_action(self) -> QAction:
        if self._redo_action is None:
            self._redo_action = self.document.undo_stack.createRedoAction(self, "Redo")
            self._scope(self._redo_action, QKeySequence.StandardKey.Redo)
        return self._redo_action

    def _scope(self, action: QAction, key: QKeySequence.StandardKey) -> None:
        action.setShortcuts(QKeySequence.keyBindings(key))
        action.setShortcutContext(SCOPED)
        self.addAction(action)

    def fit_course(self) -> None:
        self.view.fit_course()

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
        """The status line's cell text (the cell under the cursor)."""
        return self.cell_label.text()

    def show_message(self, text: str) -> None:
        """Say in the status line why a click did nothing; the tool hint comes back later."""
        self.hint_label.setText(text)
        self._message_timer.start(MESSAGE_MS)

    # ---- internals --------------------------------------------------------------------------

    def _show_hint(self) -> None:
        tool = self.view.tool
        self.hint_label.setText(tool.hint if tool is not None else "")

    def _hovered(self, hovered: tuple[Hex, Cell | None] | None) -> None:
        if hovered is None:
            self.cell_label.setText("")
            return
        self.cell_label.setText(cell_text(*hovered))

    def _title_changed(self, title: str) -> None:
        self.setWindowTitle(title)
        self.titleChanged.emit(title)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_close():
            event.accept()
        else:
            event.ignore()
