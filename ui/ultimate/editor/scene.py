"""``HoleScene``: the hole being edited, drawn from the document and never edited here.

The regions, tee markers, 150-yard markers and flag come from the shared ``HoleDrawing``
(the play view draws a hole the same way). Below them lies the tracing background, the
scanned board placed by its calibration; above them the selection (the region's outline and
its vertex handles). The scene follows ``document.changed`` and the hole shown.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from golfstudio.ultimate.course import Course, Hole, TracingBackground
from ui import theme
from ui.editor_kit.document import EditorDocument
from ui.ultimate.drawing.hole_drawing import MARKERS_Z, HoleDrawing, to_scene

__all__ = ["HANDLE_PX", "HoleScene", "SelectionItem", "background_path"]

HANDLE_PX = 7.0
"""A vertex handle's side on screen, in pixels, at any zoom."""

SELECTION_Z = MARKERS_Z - 1
"""Over the regions, under the markers (a marker on a selected region stays clickable)."""

BACKGROUND_Z = -10.0


def background_path(background: TracingBackground, course_file: Path | None) -> Path:
    """The image file: a relative path is read from the course file's folder."""
    path = Path(background.image)
    if not path.is_absolute() and course_file is not None:
        return course_file.parent / path
    return path


class SelectionItem(QGraphicsItem):
    """The selected region's outline and its vertex handles (the one under edit filled). A
    smooth region's outline is its curve, with the straight lines between its handles
    drawn faintly, so the user sees which handle pulls which part of the curve."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(SELECTION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._points: list[QPointF] = []
        self._curve: list[QPointF] = []
        self.active_vertex: int | None = None

    def show_points(self, points: list[QPointF], active: int | None,
                    curve: list[QPointF] | None = None) -> None:
        """The handles at ``points``; the outline along ``curve`` when it is smooth."""
        self.prepareGeometryChange()
        self._points = points
        self._curve = curve or []
        self.active_vertex = active
        self.setVisible(bool(points))
        self.update()

    def boundingRect(self) -> QRectF:
        if not self._points:
            return QRectF()
        xs = [p.x() for p in (*self._points, *self._curve)]
        ys = [p.y() for p in (*self._points, *self._curve)]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
            -20, -20, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._points:
            return
        scale = max(1e-6, painter.worldTransform().m11())
        halo = QPen(QColor(255, 255, 255, 220), 4)
        halo.setCosmetic(True)
        line = QPen(QColor("#1f5fbf"), 2, Qt.PenStyle.DashLine)
        line.setCosmetic(True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._curve:
            guide = QPen(QColor(31, 95, 191, 110), 1, Qt.PenStyle.DotLine)
            guide.setCosmetic(True)
            painter.setPen(guide)
            painter.drawPolygon(self._points)
        for pen in (halo, line):
            painter.setPen(pen)
            painter.drawPolygon(self._curve or self._points)
        side = HANDLE_PX / scale
        edge = QPen(QColor("#1f5fbf"), 1.5)
        edge.setCosmetic(True)
        painter.setPen(edge)
        for i, p in enumerate(self._points):
            painter.setBrush(QBrush(QColor("#1f5fbf") if i == self.active_vertex
                                    else QColor("#ffffff")))
            painter.drawRect(QRectF(p.x() - side / 2, p.y() - side / 2, side, side))


class HoleScene(QGraphicsScene):
    """One hole of the edited course; ``show_hole(index)`` picks which."""

    def __init__(self, document: EditorDocument[Course]) -> None:
        super().__init__()
        self.document = document
        self.drawing = HoleDrawing(self)
        self.hole_index = 0
        self.background_opacity = 0.6
        self.background_item: QGraphicsPixmapItem | None = None
        self._background_key: tuple[str, Path | None] | None = None
        self.background_error = ""
        """Why the tracing image could not be shown ("" when it is, or there is none)."""
        self.selection = SelectionItem()
        self.addItem(self.selection)
        self.selected: str | None = None
        self.active_vertex: int | None = None
        document.changed.connect(self._document_changed)
        self.redraw()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Off the map, in the current scheme (read here, so an export takes the paper's)."""
        painter.fillRect(QRectF(rect), theme.BOARD_OFF)

    @property
    def hole(self) -> Hole:
        return self.document.model.holes[self.hole_index]

    def show_hole(self, index: int) -> None:
        self.hole_index = max(0, min(len(self.document.model.holes) - 1, index))
        self.selected = None
        self.active_vertex = None
        self.redraw()

    def select(self, region_id: str | None, vertex: int | None = None) -> None:
        self.selected = region_id
        self.active_vertex = vertex
        self._show_selection()

    def _document_changed(self, change: object) -> None:
        del change
        self.hole_index = min(self.hole_index, len(self.document.model.holes) - 1)
        if self.selected is not None and self.hole.region(self.selected) is None:
            self.selected = None
        self.redraw()

    def redraw(self) -> None:
        hole = self.hole
        if self.drawing.hole is not hole:
            self.drawing.show(hole)
        self._show_background(hole.background)
        self._show_selection()
        self.update()

    def _show_selection(self) -> None:
        region = self.hole.region(self.selected) if self.selected is not None else None
        points = [to_scene(p) for p in region.points] if region is not None else []
        curve = ([to_scene(p) for p in region.outline]
                 if region is not None and region.smooth else None)
        vertex = self.active_vertex if region is not None else None
        self.selection.show_points(points, vertex, curve)

    def set_background_opacity(self, opacity: float) -> None:
        self.background_opacity = max(0.0, min(1.0, opacity))
        if self.background_item is not None:
            self.background_item.setOpacity(self.background_opacity)

    def _show_background(self, background: TracingBackground | None) -> None:
        if background is None:
            if self.background_item is not None:
                self.removeItem(self.background_item)
                self.background_item = None
            self._background_key = None
            self.background_error = ""
            return
        key = (background.image, self.document.path)
        if key != self._background_key or self.background_item is None:
            self._background_key = key
            path = background_path(background, self.document.path)
            pixmap = QPixmap(str(path))
            if self.background_item is None:
                self.background_item = QGraphicsPixmapItem()
                self.background_item.setZValue(BACKGROUND_Z)
                self.background_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.background_item.setTransformationMode(
                    Qt.TransformationMode.SmoothTransformation)
                self.addItem(self.background_item)
            self.background_item.setPixmap(pixmap)
            self.background_error = "" if not pixmap.isNull() else str(path)
        item = self.background_item
        scale = background.yards_per_pixel
        a = background.pixel_a
        item.setScale(scale)
        item.setPos(background.at.x - a.x * scale, -background.at.y - a.y * scale)
        item.setOpacity(self.background_opacity)

    def background_rect(self) -> QRectF:
        item = self.background_item
        if item is None or item.pixmap().isNull():
            return QRectF()
        return item.sceneBoundingRect()

    def content_rect(self) -> QRectF:
        """The hole (regions and markers) and, when it is all there is, the background."""
        if self.hole.regions or self.hole.flag or self.hole.tee_markers:
            return self.drawing.bounds()
        background = self.background_rect()
        return background if not background.isEmpty() else self.drawing.bounds()

    def pixel_at(self, scene_point: QPointF) -> QPointF | None:
        """The background image's pixel under a scene point (for calibration)."""
        item = self.background_item
        if item is None or item.pixmap().isNull():
            return None
        return item.mapFromScene(scene_point)
