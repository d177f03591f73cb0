"""The canvas: zoom with the wheel around the cursor, pan with the middle button or with
Space held, fit the course; every other mouse and key event goes to the active tool.

The view never edits the course itself. It turns Qt's events into ``ToolEvent``s (scene point
and cell) for the tool and reports the cell under the cursor through ``hovered``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from golfstudio.hexgrid import Hex
from ui.carambole_editor.document import CourseChange
from ui.carambole_editor.geometry import CELL_SIZE, cell_at
from ui.carambole_editor.scene import CourseScene
from ui.carambole_editor.tools.base import EditorTool, ToolEvent

MIN_SCALE = 0.06
MAX_SCALE = 5.0
FIT_MARGIN = 24.0
"""Pixels left around the course by ``fit_course``."""

_WHEEL_STEP = 1.0015
"""Zoom per eighth of a degree of wheel turn: one notch (120) zooms by about 20 %."""


class CourseView(QGraphicsView):
    """A ``QGraphicsView`` of a ``CourseScene`` that drives the active ``EditorTool``.

    Signals: ``hovered(object)`` — ``(Hex, Cell | None)`` for the cell under the cursor, or
    None when the cursor leaves the canvas; ``zoomChanged(float)`` — the new scale.
    """

    hovered = Signal(object)
    zoomChanged = Signal(float)

    def __init__(self, scene: CourseScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.course_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._tool: EditorTool | None = None
        self._button = Qt.MouseButton.NoButton
        self._pan_from: QPointF | None = None
        self._space = False
        self._auto_fit = True
        self.hovered_cell: Hex | None = None
        scene.document.changed.connect(self._course_changed)

    # ---- tools ------------------------------------------------------------------------------

    @property
    def tool(self) -> EditorTool | None:
        return self._tool

    def set_tool(self, tool: EditorTool | None) -> None:
        if tool is self._tool:
            return
        if self._tool is not None:
            self._tool.deactivate()
        self._tool = tool
        if tool is not None:
            tool.activate()

    def _tool_event(self, event: QMouseEvent, button: Qt.MouseButton | None = None) -> ToolEvent:
        pos = self.to_scene(event.position())
        return ToolEvent(pos, cell_at(pos), button if button is not None else event.button(),
                         event.modifiers())

    # ---- coordinates ------------------------------------------------------------------------

    def to_scene(self, point: QPointF) -> QPointF:
        """A viewport point in scene coordinates, without rounding to whole pixels."""
        inverted, _ok = self.viewportTransform().inverted()
        return inverted.map(point)

    def from_scene(self, point: QPointF) -> QPointF:
        return self.viewportTransform().map(point)

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    # ---- zoom and pan -----------------------------------------------------------------------

    def zoom_at(self, factor: float, anchor: QPointF) -> None:
        """Zoom by ``factor`` keeping the scene point under ``anchor`` (viewport) in place."""
        target = max(MIN_SCALE, min(MAX_SCALE, self.zoom * factor))
        if math.isclose(target, self.zoom):
            return
        fixed = self.to_scene(anchor)
        self.setTransform(QTransform.fromScale(target, target))
        self._update_scroll_area()
        drift = self.from_scene(fixed) - anchor
        self._scroll_by(drift.x(), drift.y())
        self.zoomChanged.emit(target)

    def fit_course(self) -> None:
        """Zoom and scroll so the whole course fills the canvas."""
        rect = self.course_scene.content_rect()
        if rect.isEmpty():
            rect = QRectF(-6 * CELL_SIZE, -5 * CELL_SIZE, 12 * CELL_SIZE, 10 * CELL_SIZE)
        size = self.viewport().size()
        width = max(1.0, size.width() - 2 * FIT_MARGIN)
        height = max(1.0, size.height() - 2 * FIT_MARGIN)
        scale = max(MIN_SCALE, min(MAX_SCALE, width / rect.width(), height / rect.height()))
        self.setTransform(QTransform.fromScale(scale, scale))
        self._update_scroll_area()
        self.centerOn(rect.center())
        self.zoomChanged.emit(scale)

    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def _update_scroll_area(self) -> None:
        """Let the view scroll a viewport's width past the course and what is shown now, so
        zooming at the canvas's edge and panning off the course both work."""
        inverted, _ok = self.viewportTransform().inverted()
        visible = inverted.mapRect(QRectF(self.viewport().rect()))
        area = self.course_scene.content_rect().united(visible)
        pad_x, pad_y = visible.width(), visible.height()
        wanted = area.adjusted(-pad_x, -pad_y, pad_x, pad_y)
        if not self.sceneRect().contains(area.adjusted(-pad_x / 2, -pad_y / 2,
                                                       pad_x / 2, pad_y / 2)):
            self.setSceneRect(wanted)

    def _course_changed(self, change: CourseChange) -> None:
        if change.cells:
            self._update_scroll_area()
        if self.hovered_cell is not None:
            self.hovered.emit((self.hovered_cell, change.new.cell_at(self.hovered_cell)))

    # ---- events -----------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self._auto_fit = False
            self.zoom_at(_WHEEL_STEP ** delta, event.position())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.MiddleButton or (
                event.button() == Qt.MouseButton.LeftButton and self._space):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if self._tool is not None and self._button == Qt.MouseButton.NoButton:
            self._button = event.button()
            self._tool.mouse_press(self._tool_event(event))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._auto_fit = False
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self._scroll_by(-delta.x(), -delta.y())
            self._update_scroll_area()
            event.accept()
            return
        tool_event = self._tool_event(event, self._button)
        if tool_event.cell != self.hovered_cell:
            self.hovered_cell = tool_event.cell
            self.hovered.emit((tool_event.cell,
                               self.course_scene.course.cell_at(tool_event.cell)))
        if self._tool is not None:
            self._tool.mouse_move(tool_event)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (
                Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self._space
                                      else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        if self._tool is not None and event.button() == self._button:
            self._button = Qt.MouseButton.NoButton
            self._tool.mouse_release(self._tool_event(event))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is one more click for a tool

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            if not event.isAutoRepeat():
                self._space = True
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if self._tool is not None and self._tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            if self._pan_from is None:
                self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:
            if self._tool is not None:
                self._tool.leave()
            if self.hovered_cell is not None:
                self.hovered_cell = None
                self.hovered.emit(None)
        return super().viewportEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._space = False
        super().focusOutEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit_course()
        else:
            self._update_scroll_area()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit_course()
