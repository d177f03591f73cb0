"""Set the hole: a click moves the course's one hole there (the old hole turns to floor)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ui.carambole.editor.commands import SetHole
from ui.carambole.editor.tools.base import CellEvent, EditorTool


class HoleTool(EditorTool):
    name = "hole"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Set the hole"))
    shortcut = "H"
    hint = str(QT_TRANSLATE_NOOP("CourseTools", "Click a cell to put the hole there"))

    def press(self, event: CellEvent) -> None:
        if self.course.obstacle_at(event.at) is not None:
            self.notify(QCoreApplication.translate(
                "CourseTools", "The hole cannot go under an obstacle."))
            return
        self.push(SetHole(self.document, event.at))

    def hover(self, event: CellEvent) -> None:
        self.show_cells([event.at], refused=self.course.obstacle_at(event.at) is not None)
