"""Set the hole: a click moves the course's one hole there (the old hole turns to floor)."""

from __future__ import annotations

from ui.carambole_editor.commands import SetHole
from ui.carambole_editor.tools.base import EditorTool, ToolEvent


class HoleTool(EditorTool):
    name = "hole"
    label = "Set the hole"
    shortcut = "H"
    hint = "Click a cell to put the hole there"

    def press(self, event: ToolEvent) -> None:
        if self.course.obstacle_at(event.cell) is not None:
            self.context.notify("The hole cannot go under an obstacle.")
            return
        self.push(SetHole(self.document, event.cell))

    def hover(self, event: ToolEvent) -> None:
        self.show_cells([event.cell], refused=self.course.obstacle_at(event.cell) is not None)
