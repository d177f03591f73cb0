"""What Cut, Copy, Delete and Duplicate act on in one editor.

The select tool selects one wall or obstacle at a time (the scene's selection). On top of it
the window keeps a *region*: cells chosen with the select tool's rubber band or Select All,
or put down by a paste, outlined on the canvas, with the objects inside them (copy_fragment's
rule) selected too. A click on the canvas (without Shift, which adds a band to the region),
Escape, or any edit lets go of the region; the objects' selection is then the select tool's
again.

The window also marks a problem's cell here when a problem names no object.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem
from shiboken6 import isValid

from golfstudio.carambole.clipboard import Fragment, copy_fragment
from golfstudio.hexgrid import Hex
from ui.carambole.editor import look
from ui.carambole.editor.document import CourseChange
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.items import Z_PREVIEW, ObstacleItem, WallItem, outline_path

Z_REGION = Z_PREVIEW - 10
MARK_COLOUR = QColor("#f08c00")


def _overlay(pen_colour: QColor, fill_alpha: int, dashed: bool) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    item.setZValue(Z_REGION)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    pen = look.pen(pen_colour, 3.0, cosmetic=True)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    item.setPen(pen)
    fill = QColor(pen_colour)
    fill.setAlpha(fill_alpha)
    item.setBrush(QBrush(fill))
    item.setVisible(False)
    return item


class Selection(QObject):
    """One editor's selection: selected objects and, maybe, a region of cells.

    Signal ``changed()`` whenever either changes.
    """

    changed = Signal()

    def __init__(self, editor: CourseEditor) -> None:
        super().__init__(editor)
        self.editor = editor
        self.scene = editor.scene
        self._cells: frozenset[Hex] = frozenset()
        self._busy = False
        self.region_item = _overlay(look.SELECTION, 28, dashed=True)
        self.mark_item = _overlay(MARK_COLOUR, 60, dashed=False)
        self.scene.addItem(self.region_item)
        self.scene.addItem(self.mark_item)
        self.scene.selectionChanged.connect(self._scene_selection_changed)
        editor.cellsChosen.connect(self.choose_cells)
        editor.document.changed.connect(self._document_changed)
        editor.view.viewport().installEventFilter(self)
        editor.view.installEventFilter(self)

    # ---- what is selected -------------------------------------------------------------------

    @property
    def cells(self) -> frozenset[Hex]:
        return self._cells

    def object_ids(self) -> list[str]:
        """The selected walls and obstacles, in the course's order."""
        chosen = {item.object_id for item in self.scene.selectedItems()
                  if isinstance(item, WallItem | ObstacleItem)}
        course = self.editor.document.course
        return [w.id for w in course.walls if w.id in chosen] + [
            ob.id for ob in course.obstacles if ob.id in chosen]

    def is_empty(self) -> bool:
        return not self._cells and not self.object_ids()

    def fragment(self) -> Fragment:
        return copy_fragment(self.editor.document.course, self._cells, self.object_ids())

    def overlays(self) -> list[QGraphicsItem]:
        """The window's own items on the canvas (an export leaves them out)."""
        return [self.region_item, self.mark_item]

    # ---- changing it ------------------------------------------------------------------------

    def set_region(self, cells: Iterable[Hex], object_ids: Iterable[str] = ()) -> None:
        """Select cells and objects together (Select All, what a paste put down)."""
        self._busy = True
        try:
            wanted = set(object_ids)
            for item in self.scene.selectedItems():
                if not (isinstance(item, WallItem | ObstacleItem) and item.object_id in wanted):
                    item.setSelected(False)
            for object_id in wanted:
                found = self.scene.object_item(object_id)
                if found is not None:
                    found.setSelected(True)
            self._cells = frozenset(cells)
            self.region_item.setPath(outline_path(self._cells))
            self.region_item.setVisible(bool(self._cells))
        finally:
            self._busy = False
        self.changed.emit()

    def choose_cells(self, cells: Iterable[Hex], add: bool = False) -> None:
        """Select the course cells among ``cells`` and the objects inside them (the rubber
        band); ``add`` keeps what was selected before (Shift+drag)."""
        course = self.editor.document.course
        chosen = {h for h in cells if course.has_cell(h)}
        kept: list[str] = []
        if add:
            chosen |= self._cells
            kept = self.object_ids()
        inside = copy_fragment(course, chosen).object_ids()
        self.set_region(chosen, [*kept, *inside])

    def select_all(self) -> None:
        course = self.editor.document.course
        self.set_region(course.cell_map(), course.object_ids())

    def clear_region(self) -> None:
        if self._cells:
            self._cells = frozenset()
            self.region_item.setVisible(False)
            self.changed.emit()

    def clear(self) -> None:
        self.set_region((), ())

    def mark_cell(self, cell: Hex | None) -> None:
        """Ring a cell (a problem's) until the next click or edit."""
        if cell is None:
            self.mark_item.setVisible(False)
            return
        self.mark_item.setPath(outline_path([cell]))
        self.mark_item.setVisible(True)

    # ---- letting go -------------------------------------------------------------------------

    def _scene_selection_changed(self) -> None:
        if self._busy or not isValid(self.scene):
            return  # (a scene being destroyed still says its items went)
        self.clear_region()
        self.changed.emit()

    def _document_changed(self, change: CourseChange) -> None:
        if not self._busy:
            self.clear_region()
            self.mark_cell(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        clicked = (kind == QEvent.Type.MouseButtonPress and watched is self.editor.view.viewport()
                   and isinstance(event, QMouseEvent)
                   and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        escaped = (kind == QEvent.Type.KeyPress and watched is self.editor.view
                   and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
                   and bool(self._cells or self.mark_item.isVisible()))
        if clicked or escaped:
            self.clear_region()
            self.mark_cell(None)
        return False
