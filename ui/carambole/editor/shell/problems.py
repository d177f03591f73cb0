"""The Problems dock: the course validator's messages, kept current while the user edits.

The list, its badges and its validation once the event loop is idle are the kit's
(``ui/editor_kit/problems.py``). Clicking a problem selects the object it names, or rings its
cell, and scrolls the canvas to it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QWidget

from golfstudio.carambole.course import Course
from golfstudio.carambole.validate import Problem, validate
from ui.carambole.editor.editor_widget import CourseEditor
from ui.carambole.editor.geometry import CELL_SIZE, centre
from ui.carambole.editor.shell.selection import Selection
from ui.editor_kit.problems import (
    ERROR_COLOUR,
    WARNING_COLOUR,
    ProblemListModel,
    ProblemRole,
    severity_icon,
)
from ui.editor_kit.problems import ProblemsDock as KitProblemsDock

__all__ = ["ERROR_COLOUR", "WARNING_COLOUR", "ProblemListModel", "ProblemRole",
           "ProblemsDock", "severity_icon"]


class ProblemsDock(KitProblemsDock[Course]):
    """The kit's Problems dock over the course of the current tab (``set_editor``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("ProblemsDock", "Problems"), "problemsDock",
                         validate, parent)
        self._editor: CourseEditor | None = None
        self._selection: Selection | None = None
        self.refresh()

    def set_editor(self, editor: CourseEditor | None, selection: Selection | None) -> None:
        """Follow another tab's course (None: no tab is open)."""
        self._editor, self._selection = editor, selection
        self.follow(editor.document if editor is not None else None)

    def summary_text(self, errors: int, warnings: int) -> str:
        if not errors and not warnings:
            return self.tr("No problems: the course is ready to play.")
        parts = []
        if errors:
            parts.append(self.tr("%n error(s)", "", errors))
        if warnings:
            parts.append(self.tr("%n warning(s)", "", warnings))
        text = " · ".join(parts)
        return self.tr("{problems} — fix the errors to play it").format(
            problems=text) if errors else text

    def no_document_text(self) -> str:
        return self.tr("No course is open.")

    def show_problem(self, problem: Problem) -> None:
        """Select the object a problem names, or ring its cell, and bring it into view."""
        editor, selection = self._editor, self._selection
        if editor is None or selection is None:
            return
        scene, view = editor.scene, editor.view
        item = scene.object_item(problem.object_id) if problem.object_id else None
        selection.clear_region()
        if item is not None:
            scene.select_object(problem.object_id)
            view.ensureVisible(item.sceneBoundingRect(), 40, 40)
            selection.mark_cell(problem.cell)
        elif problem.cell is not None:
            scene.select_object(None)
            selection.mark_cell(problem.cell)
            view.centerOn(centre(problem.cell))
        else:
            scene.select_object(None)
            selection.mark_cell(None)
        if problem.cell is not None:
            at = centre(problem.cell)
            view.ensureVisible(QRectF(at.x() - CELL_SIZE, at.y() - CELL_SIZE,
                                      2 * CELL_SIZE, 2 * CELL_SIZE), 40, 40)
        editor.show_message(problem.message)
