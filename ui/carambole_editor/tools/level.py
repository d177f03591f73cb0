"""Levels: a click raises the cells under the brush one level; Shift+click or a right click
lowers them. In a drag each cell moves once. Two neighbours on different levels are apart
unless a vertical obstacle joins them (§8), so the step is drawn as a dashed edge."""

from __future__ import annotations

from PySide6.QtCore import Qt

from golfstudio.hexgrid import Hex
from ui.carambole_editor.commands import ChangeLevel
from ui.carambole_editor.tools.base import EditorTool, ToolContext, ToolEvent
from ui.carambole_editor.tools.paint import BrushStroke


class LevelTool(EditorTool):
    name = "level"
    label = "Level up / down"
    shortcut = "L"
    hint = "Click to raise cells a level · Shift+click or right click lowers · 1, 2, 3 brush"
    options_used = ("brush",)

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None
        self._delta = 1
        self._done: set[Hex] = set()

    def _change(self, centres: list[Hex]) -> None:
        if self._stroke is None:
            return
        cells = [h for c in centres for h in self.options.brush(c)
                 if h not in self._done and self.course.has_cell(h)]
        self._done.update(cells)
        self.push(ChangeLevel(self.document, dict.fromkeys(cells), self._delta,
                              self._stroke.stroke))

    def press(self, event: ToolEvent) -> None:
        lower = event.shift or event.button == Qt.MouseButton.RightButton
        self._delta = -1 if lower else 1
        self._stroke = BrushStroke(event.cell)
        self._done = set()
        self._change([event.cell])

    def drag(self, event: ToolEvent) -> None:
        if self._stroke is not None:
            self._change(self._stroke.cells_to(event.cell))
        self.hover(event)

    def release(self, event: ToolEvent) -> None:
        self._stroke = None
        self._done = set()

    def hover(self, event: ToolEvent) -> None:
        self.show_cells(self.options.brush(event.cell))
