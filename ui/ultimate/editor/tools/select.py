"""Select and move: click a region to select it, drag it (or a marker, or a vertex of the
selected region) to move it — one undo step per drag. With the tracing background unlocked,
a drag off every region moves the scanned board instead."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.commands import new_stroke
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.editor.commands import MarkerDrag, RegionDrag, VertexDrag
from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext, MarkerHit


class SelectTool(HoleTool):
    name = "select"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Select and move"))
    shortcut = "S"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Click a region to select it; drag a region, a "
                             "vertex or a marker to move it; Delete removes the selection"))

    def __init__(self, context: HoleToolContext) -> None:
        super().__init__(context)
        self._start: Point | None = None
        self._stroke = 0
        self._moving: str | None = None
        self._vertex: int | None = None
        self._marker: MarkerHit | None = None
        self._background = False

    def press(self, event: ToolEvent[Point]) -> None:
        self._start = event.at
        self._stroke = new_stroke()
        self._moving, self._vertex, self._marker, self._background = None, None, None, False
        selected = self.selected()
        if selected is not None:
            vertex = self.vertex_at(selected, event.at)
            if vertex is not None:
                self._moving, self._vertex = selected.id, vertex
                self.context.editor.select_region(selected.id, vertex)
                return
        marker = self.marker_at(event.at)
        if marker is not None:
            self._marker = marker
            return
        region = self.hole.region_at(event.at)
        if region is not None:
            self._moving = region.id
            self.context.editor.select_region(region.id)
            return
        self.context.editor.select_region(None)
        self._background = (self.hole.background is not None
                            and not self.context.editor.background_locked())

    def drag(self, event: ToolEvent[Point]) -> None:
        if self._start is None:
            return
        course = self.document.model
        if self._marker is not None:
            after = hole_edits.move_marker(course, self.index, self._marker.kind,
                                           self._marker.which, event.at)
            self.edit(QCoreApplication.translate("UltimateTools",
                                                 "Move a marker"), after, self._stroke, MarkerDrag)
        elif self._moving is not None and self._vertex is not None:
            after = hole_edits.move_vertex(course, self.index, self._moving, self._vertex,
                                           event.at)
            self.edit(QCoreApplication.translate("UltimateTools",
                                                 "Move a vertex"), after, self._stroke, VertexDrag)
        elif self._moving is not None:
            by = event.at - self._start
            self._start = event.at
            after = hole_edits.move_region(course, self.index, [self._moving], by)
            self.edit(QCoreApplication.translate("UltimateTools",
                                                 "Move a region"), after, self._stroke, RegionDrag)
        elif self._background:
            background = self.hole.background
            assert background is not None
            by = event.at - self._start
            self._start = event.at
            moved = background.model_copy(update={"at": hole_edits.clamp(background.at + by)})
            after = hole_edits.set_background(course, self.index, moved)
            self.edit(QCoreApplication.translate("UltimateTools",
                                                 "Move the tracing "
                                                 "background"), after, self._stroke, RegionDrag)

    def release(self, event: ToolEvent[Point]) -> None:
        self._start = None
        self._marker = None

    def key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            selected = self.selected()
            if selected is None:
                return False
            after = hole_edits.remove_regions(self.document.model, self.index, [selected.id])
            self.context.editor.select_region(None)
            return self.edit(QCoreApplication.translate("UltimateTools", "Delete a region"), after)
        if event.key() == Qt.Key.Key_Escape:
            self.context.editor.select_region(None)
            return True
        return False
