"""The canvas every editor shares: zoom with the wheel about the cursor, pan with the middle
button or Space-drag, fit the content; every other mouse and key event goes to the tool in
hand, with the scene point snapped by the editor's ``Snapping``.

The view never edits. It reports the hovered position through ``hovered`` (in the editor's
own terms: ``hover_payload``) and follows the document to keep it current after an edit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

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
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from golfstudio.errors import GolfStudioError
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.snapping import Snapping
from ui.editor_kit.tools import AbstractTool, ToolEvent
from ui.page_keys import PageKey

P = TypeVar("P")
E = TypeVar("E")
R = TypeVar("R")

MIN_SCALE = 0.06
MAX_SCALE = 5.0
FIT_MARGIN = 24.0
"""Pixels left around the content by ``fit_content``."""

WHEEL_STEP = 1.0015
"""Zoom per eighth of a degree of wheel turn: one notch (120) zooms by about 20 %."""


class ContentScene(Protocol):
    """What the view needs of a game's scene: the rectangle its content covers."""

    def content_rect(self) -> QRectF: ...


class EditorView(QGraphicsView, Generic[P]):
    """A ``QGraphicsView`` that drives the active tool with snapped positions.

    Signals: ``hovered(object)`` — ``hover_payload(position)`` for the position under the
    cursor, or None when the cursor leaves the canvas; ``zoomChanged(float)`` — the scale.
    """

    hovered = Signal(object)
    zoomChanged = Signal(float)

    min_scale = MIN_SCALE
    max_scale = MAX_SCALE
    """The zoom's bounds (``zoom``: view pixels per scene unit across)."""

    def __init__(self, scene: QGraphicsScene, snapping: Snapping[P],
                 document: EditorDocument[Any], *, empty_rect: QRectF | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.snapping = snapping
        self.document = document
        self.empty_rect = empty_rect if empty_rect is not None else QRectF(-200, -150, 400, 300)
        """What ``fit_content`` shows when there is no content yet."""
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
        self._tool: AbstractTool[Any, P] | None = None
        self._button = Qt.MouseButton.NoButton
        self._pan_from: QPointF | None = None
        self._space = False
        self._auto_fit = True
        self.hovered_at: P | None = None
        document.changed.connect(self._document_changed)

    def button_held(self) -> bool:
        """Whether a mouse button is held on the canvas for the tool: a click or a drag is in
        progress (its release is still to come)."""
        return self._button != Qt.MouseButton.NoButton

    # ---- what a game may override -----------------------------------------------------------

    def content_rect(self) -> QRectF:
        scene = self.scene()
        rect = getattr(scene, "content_rect", None)
        return QRectF(rect()) if callable(rect) else scene.itemsBoundingRect()

    def hover_payload(self, at: P) -> object:
        """What ``hovered`` carries for a position (Carambole adds the cell's contents)."""
        return at

    def transform_for(self, scale: float) -> QTransform:
        """The view's transform at zoom ``scale``: the same both ways for a board or a map;
        a track zooms along its length only (its lanes keep their height in pixels)."""
        return QTransform.fromScale(scale, scale)

    def fit_scale(self, rect: QRectF, width: float, height: float) -> float:
        """The zoom at which ``rect`` fits ``width`` × ``height`` pixels."""
        return min(width / rect.width(), height / rect.height())

    # ---- tools ------------------------------------------------------------------------------

    @property
    def tool(self) -> AbstractTool[Any, P] | None:
        return self._tool

    def set_tool(self, tool: AbstractTool[Any, P] | None) -> None:
        if tool is self._tool:
            return
        if self._tool is not None:
            self._tool.deactivate()
        self._tool = tool
        if tool is not None:
            tool.activate()

    def _tool_event(self, event: QMouseEvent, button: Qt.MouseButton | None = None,
                    ) -> ToolEvent[P]:
        pos = self.to_scene(event.position())
        return ToolEvent(pos, self.snapping.snap(pos.x(), pos.y()),
                         button if button is not None else event.button(), event.modifiers())

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
        target = max(self.min_scale, min(self.max_scale, self.zoom * factor))
        if math.isclose(target, self.zoom):
            return
        fixed = self.to_scene(anchor)
        self.setTransform(self.transform_for(target))
        self.update_scroll_area()
        drift = self.from_scene(fixed) - anchor
        self._scroll_by(drift.x(), drift.y())
        self.zoomChanged.emit(target)

    def fit_content(self) -> None:
        """Zoom and scroll so the whole content fills the canvas."""
        rect = self.content_rect()
        if rect.isEmpty():
            rect = QRectF(self.empty_rect)
        size = self.viewport().size()
        width = max(1.0, size.width() - 2 * FIT_MARGIN)
        height = max(1.0, size.height() - 2 * FIT_MARGIN)
        scale = max(self.min_scale, min(self.max_scale, self.fit_scale(rect, width, height)))
        self.setTransform(self.transform_for(scale))
        self.update_scroll_area(force=True)
        self.centerOn(rect.center())
        self.zoomChanged.emit(scale)

    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def update_scroll_area(self, force: bool = False) -> None:
        """Let the view scroll a viewport's width past the content and what is shown now, so
        zooming at the canvas's edge and panning off the content both work."""
        inverted, _ok = self.viewportTransform().inverted()
        visible = inverted.mapRect(QRectF(self.viewport().rect()))
        area = self.content_rect().united(visible)
        pad_x, pad_y = visible.width(), visible.height()
        wanted = area.adjusted(-pad_x, -pad_y, pad_x, pad_y)
        if force or not self.sceneRect().contains(area.adjusted(-pad_x / 2, -pad_y / 2,
                                                                pad_x / 2, pad_y / 2)):
            self.setSceneRect(wanted)

    def _document_changed(self, change: object) -> None:
        self.update_scroll_area()
        if self.hovered_at is not None:
            self.hovered.emit(self.hover_payload(self.hovered_at))

    # ---- events -----------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self._auto_fit = False
            self.zoom_at(WHEEL_STEP ** delta, event.position())
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
            self._drive(self._tool.mouse_press, self._tool_event(event))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._auto_fit = False
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self._scroll_by(-delta.x(), -delta.y())
            self.update_scroll_area()
            event.accept()
            return
        tool_event = self._tool_event(event, self._button)
        if tool_event.at != self.hovered_at:
            self.hovered_at = tool_event.at
            self.hovered.emit(self.hover_payload(tool_event.at))
        if self._tool is not None:
            self._drive(self._tool.mouse_move, tool_event)
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
            self._drive(self._tool.mouse_release, self._tool_event(event))
        event.accept()

    def _drive(self, handler: Callable[[E], R], event: E) -> R | None:
        """Hand an event to the tool; an edit the model refuses (a cell off the board, a
        stroke limit out of range) is said in the status line, never raised out of a Qt
        event handler. Every tool of every editor gets this here, once."""
        try:
            return handler(event)
        except GolfStudioError as exc:
            if self._tool is not None:
                self._tool.context.notify(str(exc))
            return None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is one more click for a tool

    def page_keys(self) -> tuple[PageKey, ...]:
        """What keyPressEvent below handles, for Help > Keyboard Shortcuts."""
        return (PageKey(self.tr("Hold and drag to pan the view"), ("Space",)),)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            if not event.isAutoRepeat():
                self._space = True
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if self._tool is not None and self._drive(self._tool.key, event):
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
            if self.hovered_at is not None:
                self.hovered_at = None
                self.hovered.emit(None)
        return super().viewportEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._space = False
        super().focusOutEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit_content()
        else:
            self.update_scroll_area()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit_content()
