"""What the hole editor's tools share: the hole shown, tolerances in screen pixels, and
finding the region, vertex, edge or marker under the cursor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QComboBox, QGraphicsScene, QWidget

from golfstudio.plane import Point, nearest_on_segment
from golfstudio.ultimate.course import Course, Hole, Region, Terrain
from golfstudio.ultimate.outline import control_edge
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.tool_base import HoleEditorLike as KitHoleEditorLike
from ui.editor_kit.tool_base import HoleTool as KitHoleTool
from ui.editor_kit.tool_base import HoleToolContext as KitHoleToolContext
from ui.editor_kit.tool_base import choice_row
from ui.ultimate.drawing.hole_drawing import terrain_brush
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.terrain_names import terrain_name

if TYPE_CHECKING:
    from ui.ultimate.editor.scene import HoleScene

__all__ = ["HoleTool", "HoleToolContext", "MarkerHit", "TerrainChoice", "TerrainTool"]

PICK_PX = 9.0
"""How near (in screen pixels) the cursor must be to grab a vertex, an edge or a marker."""


class HoleEditorLike(KitHoleEditorLike, Protocol):
    """What tools ask of the editor: which hole, the zoom, the selection, a question."""

    def select_region(self, region_id: str | None, vertex: int | None = None) -> None: ...

    def selected_region(self) -> str | None: ...

    def ask_yards(self, suggested: float) -> float | None: ...

    def background_locked(self) -> bool: ...


class HoleToolContext(KitHoleToolContext[Course, HoleEditorLike]):
    """The kit's context plus the hole editor the tools work for, and its scene."""

    def __init__(self, document: EditorDocument[Course], scene: HoleScene,
                 editor: HoleEditorLike, notify: Callable[[str], None]) -> None:
        super().__init__(document, scene, editor, notify)
        self.hole_scene = scene


class TerrainChoice(QObject):
    """The terrain a drawing tool gives a new region; the polygon, rectangle, ellipse and
    lasso tools share it on purpose (switching tool keeps the terrain in hand)."""

    changed = Signal(object)

    def __init__(self, terrain: Terrain = Terrain.FAIRWAY) -> None:
        super().__init__()
        self.terrain = terrain

    def set(self, terrain: Terrain) -> None:
        if terrain is not self.terrain:
            self.terrain = terrain
            self.changed.emit(terrain)

    def make_box(self, parent: QWidget) -> QWidget:
        """A "Terrain:" box that follows and sets the choice."""
        terrains = list(Terrain)
        widget, box = choice_row(
            parent, QCoreApplication.translate("UltimateTools", "Terrain:"), "terrainBox",
            [(terrain_name(terrain), terrain) for terrain in terrains],
            terrains.index(self.terrain), lambda i: self.set(terrains[i]))
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.changed.connect(lambda t: box.setCurrentIndex(terrains.index(t)))
        return widget


@dataclass(frozen=True)
class MarkerHit:
    """A marker under the cursor: ``kind`` "tee", "150" or "flag", and which one."""

    kind: str
    which: int
    at: Point


class HoleTool(KitHoleTool[Course, Point, HoleEditorLike]):
    """A tool of the hole editor: ``event.at`` is a point in yards (y up)."""

    context: HoleToolContext
    edit_command = CourseEdit

    @property
    def hole(self) -> Hole:
        return self.model.holes[self.index]

    @property
    def scene(self) -> QGraphicsScene:
        return self.context.scene

    def yards(self, pixels: float = PICK_PX) -> float:
        """Screen pixels in yards at the current zoom."""
        return pixels / max(1e-6, self.context.editor.zoom())

    # ---- what is under the cursor ---------------------------------------------------------

    def marker_at(self, p: Point) -> MarkerHit | None:
        reach = self.yards()
        hole = self.hole
        found: list[tuple[float, MarkerHit]] = []
        if hole.flag is not None:
            found.append((hole.flag.distance_to(p), MarkerHit("flag", 0, hole.flag)))
        found += [(q.distance_to(p), MarkerHit("tee", i, q))
                  for i, q in enumerate(hole.tee_markers)]
        found += [(q.distance_to(p), MarkerHit("150", i, q))
                  for i, q in enumerate(hole.markers_150)]
        near = [hit for hit in found if hit[0] <= reach]
        return min(near, key=lambda hit: hit[0])[1] if near else None

    def vertex_at(self, region: Region, p: Point) -> int | None:
        reach = self.yards()
        best = min(range(len(region.points)), key=lambda i: region.points[i].distance_to(p),
                   default=None)
        if best is None or region.points[best].distance_to(p) > reach:
            return None
        return best

    def edge_at(self, region: Region, p: Point) -> tuple[int, Point] | None:
        """The edge under ``p`` (the index of its first vertex) and the nearest point on it.
        A smooth region's edges are its curve as drawn: the piece of curve under ``p`` names
        the vertex it starts from."""
        reach = self.yards()
        best: tuple[float, int, Point] | None = None
        pts = region.outline
        for i, a in enumerate(pts):
            b = pts[(i + 1) % len(pts)]
            q = nearest_on_segment(p, a, b)
            gap = q.distance_to(p)
            if gap <= reach and (best is None or gap < best[0]):
                best = (gap, i, q)
        if best is None:
            return None
        edge = control_edge(best[1], len(region.points)) if region.smooth else best[1]
        return edge, best[2]

    def selected(self) -> Region | None:
        region_id = self.context.editor.selected_region()
        return self.hole.region(region_id) if region_id is not None else None


class TerrainTool(HoleTool):
    """A tool that draws a new region of the terrain in hand (``TerrainChoice``, shared by
    the drawing tools), shows the region drawn so far, and selects the region it adds."""

    def __init__(self, context: HoleToolContext, terrain: TerrainChoice) -> None:
        super().__init__(context)
        self.terrain = terrain

    def make_options(self, parent: QWidget) -> QWidget | None:
        return self.terrain.make_box(parent)

    def show_outline(self, path: QPainterPath, alpha: int = 150) -> None:
        """The region drawn so far, in the terrain's colour (``alpha``: how solid)."""
        pen = QPen(QColor("#1f5fbf"), 2)
        pen.setCosmetic(True)
        brush = terrain_brush(self.terrain.terrain)
        colour = brush.color()
        colour.setAlpha(alpha)
        brush.setColor(colour)
        self.preview.show_path(path, pen, brush)

    def add_region(self, text: str, after: Course) -> bool:
        """Push ``after`` (the course with the new region last on the hole) and select the
        new region."""
        done = self.edit(text, after)
        if done:
            self.context.editor.select_region(after.holes[self.index].regions[-1].id)
        return done
