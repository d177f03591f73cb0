"""Levels: a click raises the cells under the brush one level; Shift+click or a right click
lowers them. In a drag each cell moves once. Two neighbours on different levels are apart
unless a vertical obstacle joins them (§8), so the step is drawn as a dashed edge."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from golfstudio.hexgrid import Hex
from ui.carambole.editor.commands import ChangeLevel
from ui.carambole.editor.tools.base import BrushTool, CellEvent, CourseToolContext
from ui.carambole.editor.tools.paint import BrushStroke


class LevelTool(BrushTool):
    name = "level"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Level up / down"))
    shortcut = "L"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Click to raise cells a level · Shift+click or right click lowers · 1, "
        "2, 3 brush"))

    def __init__(self, context: CourseToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None
        self._delta = 1
        self._done: set[Hex] = set()

    def _change(self, centres: list[Hex]) -> None:
        if self._stroke is None:
            return
        cells = [h for c in centres for h in self.brush.cells(c)
                 if h not in self._done and self.course.has_cell(h)]
        self._done.update(cells)
        self.push(ChangeLevel(self.document, dict.fromkeys(cells), self._delta,
                              self._stroke.stroke))

    def press(self, event: CellEvent) -> None:
        lower = event.shift or event.button == Qt.MouseButton.RightButton
        self._delta = -1 if lower else 1
        self._stroke = BrushStroke(event.at)
        self._done = set()
        self._change([event.at])

    def drag(self, event: CellEvent) -> None:
        if self._stroke is not None:
            self._change(self._stroke.cells_to(event.at))
        self.hover(event)

    def release(self, event: CellEvent) -> None:
        self._stroke = None
        self._done = set()

    def hover(self, event: CellEvent) -> None:
        self.show_cells(self.brush.cells(event.at))
