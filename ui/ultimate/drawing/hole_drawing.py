"""An Ultimate Golf hole drawn in a ``QGraphicsScene``: what the editor and the play view share.

One scene unit is one yard. The map's y runs up and the scene's down, so a point ``(x, y)``
is drawn at ``(x, -y)`` (``to_scene`` / ``to_yards``). Regions are filled with the core's
terrain colours (``golfstudio.ultimate.svg.TERRAIN_COLOURS``, the one palette of the studio)
and stacked in the order the rules decide a lie (``plane.topmost``: z-order, then the later
in the list), so what shows on top is what a ball would lie on. Above them: the tee
markers, the 150-yard markers and the flag, drawn at a fixed size on screen so they stay
legible at any zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
)

from golfstudio.plane import Point
from golfstudio.ultimate.course import Hole, Region, Terrain
from golfstudio.ultimate.svg import TERRAIN_COLOURS

__all__ = ["MARKERS_Z", "HoleDrawing", "region_path", "terrain_brush", "to_scene", "to_yards"]

MARKERS_Z = 10_000.0
"""Above every region (a region's stacking rank is below its count, at most 500)."""

"""Behind the map: out of bounds, as in the SVG the core writes."""


def to_scene(p: Point) -> QPointF:
    return QPointF(p.x, -p.y)


def to_yards(q: QPointF) -> Point:
    return Point(q.x(), -q.y())


def terrain_brush(terrain: Terrain) -> QBrush:
    """The fill of a terrain; the 150-yard marker and the stone wall are patterned so that
    thin regions read as features, not as grass."""
    colour = QColor(TERRAIN_COLOURS[terrain])
    if terrain is Terrain.RAILWAY:
        return QBrush(colour, Qt.BrushStyle.BDiagPattern)
    if terrain is Terrain.STONE_WALL:
        return QBrush(colour, Qt.BrushStyle.Dense3Pattern)
    return QBrush(colour)


def region_path(region: Region) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([to_scene(p) for p in region.outline]))
    path.closeSubpath()
    return path


def stacking(hole: Hole) -> list[int]:
    """Region indexes from the bottom up, as ``plane.topmost`` decides a lie."""
    return sorted(range(len(hole.regions)), key=lambda i: (hole.regions[i].z, i))


class HoleDrawing:
    """The items of one hole in ``scene``; ``show(hole)`` redraws it (after an edit, on the
    next hole of a round). Items are plain graphics items the caller may make selectable."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.region_items: dict[str, QGraphicsPathItem] = {}
        self.tee_items: list[QGraphicsItem] = []
        self.marker_items: list[QGraphicsItem] = []
        self.flag_item: QGraphicsItem | None = None
        self._items: list[QGraphicsItem] = []
        self.hole: Hole | None = None

    def clear(self) -> None:
        for item in self._items:
            self.scene.removeItem(item)
        self._items.clear()
        self.region_items.clear()
        self.tee_items.clear()
        self.marker_items.clear()
        self.flag_item = None
        self.hole = None

    def show(self, hole: Hole) -> None:
        self.clear()
        self.hole = hole
        outline = QPen(QColor(0, 0, 0, 70), 0)  # cosmetic: one pixel at any zoom
        for rank, index in enumerate(stacking(hole)):
            region = hole.regions[index]
            item = QGraphicsPathItem(region_path(region))
            item.setBrush(terrain_brush(region.kind))
            item.setPen(outline)
            item.setZValue(rank)
            item.setData(0, region.id)
            item.setToolTip(QCoreApplication.translate("HoleDrawing", "{region} ({terrain})")
                            .format(region=region.id, terrain=region.kind.value))
            self._add(item)
            self.region_items[region.id] = item
        for p in hole.tee_markers:
            self.tee_items.append(self._marker(p, QColor("#ffffff"), QColor("#000000")))
        for p in hole.markers_150:
            self.marker_items.append(self._marker(p, QColor("#ffffff"), QColor("#c0392b")))
        if hole.flag is not None:
            self.flag_item = self._flag(hole.flag)

    def bounds(self) -> QRectF:
        """The hole's extent in the scene with a margin, for fitting the view."""
        rect = QRectF()
        for item in self._items:
            rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            return QRectF(-50, -150, 100, 200)
        return rect.adjusted(-15, -15, 15, 15)

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self._items.append(item)

    def _marker(self, at: Point, fill: QColor, ring: QColor) -> QGraphicsItem:
        item = QGraphicsEllipseItem(-5, -5, 10, 10)
        item.setBrush(QBrush(fill))
        item.setPen(QPen(ring, 2))
        item.setPos(to_scene(at))
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        item.setZValue(MARKERS_Z)
        self._add(item)
        return item

    def _flag(self, at: Point) -> QGraphicsItem:
        group = QGraphicsItemGroup()
        cup = QGraphicsEllipseItem(-3, -3, 6, 6)
        cup.setBrush(QBrush(QColor("#000000")))
        cup.setPen(QPen(Qt.PenStyle.NoPen))
        pole = QGraphicsPathItem()
        path = QPainterPath(QPointF(0, 0))
        path.lineTo(0, -26)
        pole.setPath(path)
        pole.setPen(QPen(QColor("#000000"), 2))
        pennant = QGraphicsPolygonItem(QPolygonF([QPointF(0, -26), QPointF(15, -21),
                                                  QPointF(0, -16)]))
        pennant.setBrush(QBrush(QColor("#d62828")))
        pennant.setPen(QPen(Qt.PenStyle.NoPen))
        for part in (cup, pole, pennant):
            group.addToGroup(part)
        group.setPos(to_scene(at))
        group.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        group.setZValue(MARKERS_Z + 1)
        self._add(group)
        return group
