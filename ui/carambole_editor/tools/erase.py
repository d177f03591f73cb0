"""Erase cells back to void with the brush (their start marks and arrows go with them).
Walls and obstacles are objects of their own: select them and press Delete."""

from __future__ import annotations

from golfstudio.hexgrid import Hex
from ui.carambole_editor.commands import EraseCells
from ui.carambole_editor.tools.base import EditorTool, ToolContext, ToolEvent
from ui.carambole_editor.tools.paint import BrushStroke


class EraseTool(EditorTool):
    name = "erase"
    label = "Erase cells"
    shortcut = "E"
    hint = "Click or drag to erase cells · 1, 2, 3 set the brush"
    options_used = ("brush",)

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None

    def _erase(self, centres: list[Hex], stroke: int) -> None:
        cells = dict.fromkeys(h for c in centres for h in self.options.brush(c))
        self.push(EraseCells(self.document, cells, stroke))

    def press(self, event: ToolEvent) -> None:
        self._stroke = BrushStroke(event.cell)
        self._erase([event.cell], self._stroke.stroke)

    def drag(self, event: ToolEvent) -> None:
        if self._stroke is not None:
            self._erase(self._stroke.cells_to(event.cell), self._stroke.stroke)
        self.hover(event)

    def release(self, event: ToolEvent) -> None:
        self._stroke = None

    def hover(self, event: ToolEvent) -> None:
        self.show_cells(self.options.brush(event.cell), refused=True)
