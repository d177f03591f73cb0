"""Start cells: a click marks a course cell as a start, a click on a start removes it.
Starts are numbered in the course's order (by row, then column), as the file keeps them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.carambole.course import Terrain
from ui.carambole.editor.commands import AddStart, RemoveStart
from ui.carambole.editor.tools.base import CellEvent, EditorTool


class StartTool(EditorTool):
    name = "start"
    label = str(QT_TRANSLATE_NOOP("CourseTools", "Start cells"))
    shortcut = "T"
    hint = str(QT_TRANSLATE_NOOP(
        "CourseTools",
        "Click a cell to add a start; click a start to remove it"))

    def _refusal(self, event: CellEvent) -> str | None:
        cell = self.course.cell_at(event.at)
        if cell is None:
            return QCoreApplication.translate("CourseTools", "A start goes on a course cell.")
        if cell.terrain is Terrain.HOLE:
            return QCoreApplication.translate("CourseTools", "A start cannot be on the hole.")
        if cell.terrain is Terrain.WATER:
            return QCoreApplication.translate("CourseTools", "A start cannot be in water.")
        return None

    def press(self, event: CellEvent) -> None:
        if event.at in self.course.starts:
            self.push(RemoveStart(self.document, event.at))
            return
        refusal = self._refusal(event)
        if refusal is not None:
            self.notify(refusal)
            return
        self.push(AddStart(self.document, event.at))

    def hover(self, event: CellEvent) -> None:
        self.show_cells([event.at], refused=event.at not in self.course.starts
                        and self._refusal(event) is not None)
