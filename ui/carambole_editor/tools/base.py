"""What every editor tool shares: the events it gets, the options it reads, its preview.

A tool turns mouse and key events into undo commands and nothing else (Tiled's
``AbstractTool``). The view calls ``mouse_press``/``mouse_move``/``mouse_release``/``key``
with ``ToolEvent``s in scene coordinates; the tool pushes commands on the document. Its only
items are its own previews (a brush outline, a wall being drawn, a ghost piece), which it
adds when activated and removes when deactivated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from golfstudio.carambole.course import Course, Terrain
from golfstudio.hexgrid import Hex, disc
from ui.carambole_editor import look
from ui.carambole_editor.commands import CourseCommand
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.items import Z_PREVIEW, outline_path
from ui.carambole_editor.palette import Piece
from ui.carambole_editor.scene import CourseScene

PAINTABLE = (Terrain.FLOOR, Terrain.SAND, Terrain.WATER)
"""What the paint tool lays down; the hole has its own tool (a course has exactly one)."""


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event in course terms: the scene point, the cell under it, button, keys."""

    pos: QPointF
    cell: Hex
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


class ToolOptions(QObject):
    """The toolbar's settings the tools read: terrain, brush size, flood fill, piece."""

    changed = Signal()

    def __init__(self, pieces: Iterable[Piece] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pieces: tuple[Piece, ...] = tuple(pieces)
        self._terrain = Terrain.SAND
        self._brush_size = 1
        self._flood_fill = False
        self._piece = self.pieces[0].name if self.pieces else ""

    @property
    def terrain(self) -> Terrain:
        return self._terrain

    def set_terrain(self, terrain: Terrain) -> None:
        if terrain not in PAINTABLE:
            raise ValueError(f"the paint tool lays {', '.join(t.value for t in PAINTABLE)}")
        if terrain is not self._terrain:
            self._terrain = terrain
            self.changed.emit()

    @property
    def brush_size(self) -> int:
        """1: one cell; 2: a cell and its ring; 3: two rings (a 19-cell disc)."""
        return self._brush_size

    def set_brush_size(self, size: int) -> None:
        if size not in (1, 2, 3):
            raise ValueError("the brush size is 1, 2 or 3")
        if size != self._brush_size:
            self._brush_size = size
            self.changed.emit()

    @property
    def flood_fill(self) -> bool:
        return self._flood_fill

    def set_flood_fill(self, on: bool) -> None:
        if on != self._flood_fill:
            self._flood_fill = on
            self.changed.emit()

    @property
    def piece_name(self) -> str:
        return self._piece

    def piece(self) -> Piece | None:
        return next((p for p in self.pieces if p.name == self._piece), None)

    def set_piece(self, name: str) -> None:
        if not any(p.name == name for p in self.pieces):
            raise ValueError(f"there is no piece {name!r} in the palette")
        if name != self._piece:
            self._piece = name
            self.changed.emit()

    def brush(self, cell: Hex) -> list[Hex]:
        return list(disc(cell, self._brush_size - 1))


class ToolContext:
    """What a tool works with: the document, the scene (to find items), the options, a way
    to tell the user why a click did nothing, and one to hand over cells the user chose
    (the select tool's rubber band: the cells, and whether to add them to the selection)."""

    def __init__(self, document: CourseDocument, scene: CourseScene, options: ToolOptions,
                 notify: Callable[[str], None] | None = None,
                 choose_cells: Callable[[frozenset[Hex], bool], None] | None = None) -> None:
        self.document = document
        self.scene = scene
        self.options = options
        self.notify: Callable[[str], None] = notify or (lambda message: None)
        self.choose_cells: Callable[[frozenset[Hex], bool], None] = (
            choose_cells or (lambda cells, add: None))


class PreviewItem(QGraphicsItem):
    """A tool's transient drawing: a path with a pen and a brush, or a custom painter."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_PREVIEW)
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


class EditorTool:
    """Base class: mouse and key handlers that do nothing, a preview, the drag state.

    Subclasses set ``name`` (used by the toolbar and ``CourseEditor.set_tool``), ``label``,
    ``shortcut`` and ``hint`` (shown in the status line), and override ``press``, ``drag``,
    ``release``, ``hover`` and ``key`` as they need.
    """

    name: ClassVar[str] = ""
    label: ClassVar[str] = ""
    shortcut: ClassVar[str] = ""
    hint: ClassVar[str] = ""
    options_used: ClassVar[tuple[str, ...]] = ()
    """Which toolbar options apply: "terrain", "brush", "flood", "piece"."""

    def __init__(self, context: ToolContext) -> None:
        self.context = context
        self.preview = PreviewItem()
        self.preview.setVisible(False)
        self._down = False

    @property
    def document(self) -> CourseDocument:
        return self.context.document

    @property
    def course(self) -> Course:
        return self.context.document.course

    @property
    def scene(self) -> CourseScene:
        return self.context.scene

    @property
    def options(self) -> ToolOptions:
        return self.context.options

    @property
    def dragging(self) -> bool:
        return self._down

    def push(self, command: CourseCommand) -> bool:
        """Do the edit if it changes anything; True when it was pushed."""
        if not command.changes_anything:
            return False
        self.document.push(command)
        return True

    # ---- the view calls these ---------------------------------------------------------------

    def activate(self) -> None:
        if self.preview.scene() is None:
            self.scene.addItem(self.preview)

    def deactivate(self) -> None:
        self._down = False
        self.preview.clear()
        if self.preview.scene() is not None:
            self.scene.removeItem(self.preview)

    def mouse_press(self, event: ToolEvent) -> None:
        self._down = True
        self.press(event)

    def mouse_move(self, event: ToolEvent) -> None:
        if self._down:
            self.drag(event)
        else:
            self.hover(event)

    def mouse_release(self, event: ToolEvent) -> None:
        if self._down:
            self._down = False
            self.release(event)
            self.hover(event)

    def leave(self) -> None:
        """The mouse left the canvas: previews of where it would act go."""
        if not self._down:
            self.preview.clear()

    # ---- subclasses override these ----------------------------------------------------------

    def press(self, event: ToolEvent) -> None:
        pass

    def drag(self, event: ToolEvent) -> None:
        pass

    def release(self, event: ToolEvent) -> None:
        pass

    def hover(self, event: ToolEvent) -> None:
        pass

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the canvas; True when the tool used it."""
        return False

    # ---- helpers for brush tools ------------------------------------------------------------

    def show_cells(self, cells: Iterable[Hex], refused: bool = False) -> None:
        colour = look.REFUSED if refused else look.PREVIEW
        fill = QColor(look.PREVIEW_FILL if not refused else look.REFUSED)
        fill.setAlpha(45 if not refused else 60)
        self.preview.show_path(outline_path(cells), look.pen(colour, 2.0, cosmetic=True),
                               QBrush(fill))
