"""Edit vertices (Inkscape's node tool): drag a vertex of the selected region, click an
edge to insert one there (and drag it on), Alt-click or Delete to take one away."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from ui.editor_kit.commands import new_stroke
from ui.editor_kit.tools import ToolEvent
from ui.ultimate.editor.commands import VertexDrag
from ui.ultimate.editor.tools.base import HoleTool, HoleToolContext


class VertexTool(HoleTool):
    name = "vertices"
    label = str(QT_TRANSLATE_NOOP("EditorTools", "Edit vertices"))
    shortcut = "V"
    hint = str(QT_TRANSLATE_NOOP("EditorTools", "Drag a vertex to move it; click an edge to add "
                             "one; Alt-click a vertex (or select it and press Delete) to "
                             "remove it"))

    def __init__(self, context: HoleToolContext) -> None:
        super().__init__(context)
        self._vertex: int | None = None
        self._stroke = 0

    def press(self, event: ToolEvent[Point]) -> None:
        self._vertex = None
        self._stroke = new_stroke()
        region = self.selected()
        if region is not None:
            vertex = self.vertex_at(region, event.at)
            if vertex is not None:
                if event.modifiers & Qt.KeyboardModifier.AltModifier:
                    self._delete(region.id, vertex)
                    return
                self._vertex = vertex
                self.context.editor.select_region(region.id, vertex)
                return
            edge = self.edge_at(region, event.at)
            if edge is not None:
                after = hole_edits.insert_vertex(self.document.model, self.index, region.id,
                                                 edge[0], edge[1])
                self.edit(QCoreApplication.translate("UltimateTools",
                                                     "Add a "
                                                     "vertex"), after, self._stroke, VertexDrag)
                self._vertex = edge[0] + 1
                self.context.editor.select_region(region.id, self._vertex)
                return
        clicked = self.hole.region_at(event.at)
        self.context.editor.select_region(clicked.id if clicked is not None else None)

    def drag(self, event: ToolEvent[Point]) -> None:
        region = self.selected()
        if region is None or self._vertex is None:
            return
        after = hole_edits.move_vertex(self.document.model, self.index, region.id,
                                       self._vertex, event.at)
        self.edit(QCoreApplication.translate("UltimateTools",
                                             "Move a vertex"), after, self._stroke, VertexDrag)

    def release(self, event: ToolEvent[Point]) -> None:
        self._stroke = 0

    def _delete(self, region_id: str, vertex: int) -> bool:
        after = hole_edits.delete_vertex(self.document.model, self.index, region_id, vertex)
        self.context.editor.select_region(region_id)
        return self.edit(QCoreApplication.translate("UltimateTools", "Delete a vertex"), after)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() not in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return False
        region = self.selected()
        vertex = self.context.hole_scene.active_vertex
        if region is None or vertex is None:
            return False
        return self._delete(region.id, vertex)
