"""What every editor tool shares: snapped events, a preview item, its own option widget.

A tool turns mouse and key events into undo commands and nothing else (Tiled's
``AbstractTool``). The view calls ``mouse_press``/``mouse_move``/``mouse_release``/``key``
with ``ToolEvent``s whose ``at`` is the position snapped by the editor's ``Snapping`` (a hex
cell, metres along a track, a point in yards); the tool pushes commands on the document. Its
only items are its previews, added when it is activated and removed when it is put down.

A tool brings its own settings: ``make_options(parent)`` builds the widget the toolbar shows
while the tool is in hand (a terrain box, a brush size), and ``actions()`` its keyboard
shortcuts for them (scoped to the editor while the tool is in hand). No options object is
shared by all tools, so a game's editor never inherits another game's settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QBrush, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.document import EditorDocument

P = TypeVar("P")
M = TypeVar("M")

Z_TOOL_PREVIEW = 1000.0
"""Above everything a game draws: a tool's preview is what the user is looking at."""


@dataclass(frozen=True)
class ToolEvent(Generic[P]):
    """A mouse event in the editor's terms: the scene point, the snapped position, button
    and keys."""

    pos: QPointF
    at: P
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


def _ignore_message(message: str) -> None:
    del message


class ToolContext(Generic[M]):
    """What a tool works with: the document, the scene (to find items and add previews), and
    a way to tell the user why a click did nothing. A game's editor may subclass it to hand
    its tools more (Carambole's select tool hands chosen cells to the window)."""

    def __init__(self, document: EditorDocument[M], scene: QGraphicsScene,
                 notify: Callable[[str], None] | None = None) -> None:
        self.document = document
        self.scene = scene
        self.notify: Callable[[str], None] = notify or _ignore_message


class PreviewItem(QGraphicsItem):
    """A tool's transient drawing: a path with a pen and a brush, or a custom painter."""

    def __init__(self, z: float = Z_TOOL_PREVIEW) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._path = QPainterPath()
        self._pen = QPen(Qt.PenStyle.NoPen)
        self._brush = QBrush()
        self._draw: Callable[[QPainter], None] | None = None
        self._rect = QRectF()

    def show_path(self, path: QPainterPath, pen: QPen, brush: QBrush | None = None) -> None:
        self.prepareGeometryChange()
        self._path, self._pen = path, pen
        self._brush = brush if brush is not None else QBrush()
        self._draw = None
        self._rect = path.boundingRect().adjusted(-8, -8, 8, 8)
        self.setVisible(True)
        self.update()

    def show_drawing(self, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        self.prepareGeometryChange()
        self._draw = draw
        self._rect = QRectF(rect)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._draw is not None:
            self._draw(painter)
            return
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawPath(self._path)


class AbstractTool(Generic[M, P]):
    """Base class: mouse and key handlers that do nothing, a preview, the drag state.

    Subclasses set ``name`` (used by the toolbar and ``Editor.set_tool``), ``label``,
    ``shortcut`` and ``hint`` (shown in the status line; mark them with ``QT_TRANSLATE_NOOP``,
    they are translated at display time by ``shown_label``/``shown_hint``), and override
    ``press``, ``drag``, ``release``, ``hover`` and ``key`` as they need; ``make_options``
    and ``actions`` for settings of their own.
    """

    name: ClassVar[str] = ""
    label: ClassVar[str] = ""
    shortcut: ClassVar[str] = ""
    hint: ClassVar[str] = ""
    preview_z: ClassVar[float] = Z_TOOL_PREVIEW

    def __init__(self, context: ToolContext[M]) -> None:
        self.context = context
        self.preview = PreviewItem(self.preview_z)
        self.preview.setVisible(False)
        self._down = False
        self._options: QWidget | None = None

    @classmethod
    def shown_label(cls) -> str:
        """``label`` in the user's language; a game whose tools mark their texts in another
        context than "EditorTools" overrides this and ``shown_hint``."""
        return QCoreApplication.translate("EditorTools", cls.label)

    @classmethod
    def shown_hint(cls) -> str:
        return QCoreApplication.translate("EditorTools", cls.hint)

    @property
    def document(self) -> EditorDocument[M]:
        return self.context.document

    @property
    def model(self) -> M:
        return self.context.document.model

    @property
    def dragging(self) -> bool:
        return self._down

    def push(self, command: SnapshotCommand[M]) -> bool:
        """Do the edit if it changes anything; True when it was pushed."""
        if not command.changes_anything:
            return False
        self.document.push(command)
        return True

    # ---- options ----------------------------------------------------------------------------

    def make_options(self, parent: QWidget) -> QWidget | None:
        """The widget of this tool's settings, for the toolbar (None: it has none)."""
        return None

    def options_widget(self, parent: QWidget) -> QWidget | None:
        """``make_options``, made once; its width can never widen the window (it shrinks
        instead, eliding its text, when the editor is narrow)."""
        if self._options is None:
            self._options = self.make_options(parent)
            if self._options is not None:
                self._options.setSizePolicy(QSizePolicy.Policy.Maximum,
                                            QSizePolicy.Policy.Preferred)
        return self._options

    def actions(self) -> list[QAction]:
        """Keyboard shortcuts for this tool's settings, active while it is in hand."""
        return []

    # ---- the view calls these ---------------------------------------------------------------

    def activate(self) -> None:
        if self.preview.scene() is None:
            self.context.scene.addItem(self.preview)

    def deactivate(self) -> None:
        self._down = False
        self.preview.clear()
        if self.preview.scene() is not None:
            self.context.scene.removeItem(self.preview)

    def mouse_press(self, event: ToolEvent[P]) -> None:
        self._down = True
        self.press(event)

    def mouse_move(self, event: ToolEvent[P]) -> None:
        if self._down:
            self.drag(event)
        else:
            self.hover(event)

    def mouse_release(self, event: ToolEvent[P]) -> None:
        if self._down:
            self._down = False
            self.release(event)
            self.hover(event)

    def leave(self) -> None:
        """The mouse left the canvas: previews of where it would act go."""
        if not self._down:
            self.preview.clear()

    # ---- subclasses override these ----------------------------------------------------------

    def press(self, event: ToolEvent[P]) -> None:
        pass

    def drag(self, event: ToolEvent[P]) -> None:
        pass

    def release(self, event: ToolEvent[P]) -> None:
        pass

    def hover(self, event: ToolEvent[P]) -> None:
        pass

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the canvas; True when the tool used it."""
        return False
