"""Start cells: a click marks a course cell as a start, a click on a start removes it.
Starts are numbered in the course's order (by row, then column), as the file keeps them."""

from __future__ import annotations

from golfstudio.carambole.course import Terrain
from ui.carambole_editor.commands import AddStart, RemoveStart
from ui.carambole_editor.tools.base import EditorTool, ToolEvent


class StartTool(EditorTool):
    name = "start"
    label = "Start cells"
    shortcut = "T"
    hint = "Click a cell to add a start; click a start to remove it"

    def _refusal(self, event: ToolEvent) -> str | None:
        cell = self.course.cell_at(event.cell)
        if cell is None:
            return "A start goes on a course cell."
        if cell.terrain is Terrain.HOLE:
            return "A start cannot be on the hole."
        if cell.terrain is Terrain.WATER:
            return "A start cannot be in water."
        return None

    def press(self, event: ToolEvent) -> None:
        if event.cell in self.course.starts:
            self.push(RemoveStart(self.document, event.cell))
            return
        refusal = self._refusal(event)
        if refusal is not None:
            self.context.notify(refusal)
            return
        self.push(AddStart(self.document, event.cell))

    def hover(self, event: ToolEvent) -> None:
        self.show_cells([event.cell], refused=event.cell not in self.course.starts
                        and self._refusal(event) is not None)
