"""Erase cells back to void with the brush (their start marks and arrows go with them).
Walls and obstacles are objects of their own: select them and press Delete."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from golfstudio.hexgrid import Hex
from ui.carambole.editor.commands import EraseCells
from ui.carambole.editor.tools.base import BrushTool, CellEvent, CourseToolContext
from ui.carambole.editor.tools.paint import BrushStroke


class EraseTool(BrushTool):
    name = "erase"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Erase cells"))
    shortcut = "E"
    hint = str(QT_TRANSLATE_NOOP("CourseTools",
                                 "Click or drag to erase cells · 1, 2, 3 set the brush"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None

    def _erase(self, centres: list[Hex], stroke: int) -> None:
        cells = dict.fromkeys(h for c in centres for h in self.brush.cells(c))
        self.push(EraseCells(self.document, cells, stroke))

    def press(self, event: CellEvent) -> None:
        self._stroke = BrushStroke(event.at)
        self._erase([event.at], self._stroke.stroke)

    def drag(self, event: CellEvent) -> None:
        if self._stroke is not None:
            self._erase(self._stroke.cells_to(event.at), self._stroke.stroke)
        self.hover(event)

    def release(self, event: CellEvent) -> None:
        self._stroke = None

    def hover(self, event: CellEvent) -> None:
        self.show_cells(self.brush.cells(event.at), refused=True)
