"""The Problems dock: ``validate.validate``'s problems with the course (the kit's dock), each
a click away from the hole and the part it names ("hole 3: hazard bands overlap: …" shows
hole 3 and selects hazard 2)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.validate import Problem, validate
from ui.dicegolf.words import Part
from ui.dicegolf_editor.editor_widget import TrackEditor
from ui.editor_kit.problems import ProblemsDock

__all__ = ["TrackProblemsDock"]


class TrackProblemsDock(ProblemsDock[Course]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("TrackProblemsDock", "Problems"),
                         "dicegolfProblemsDock", validate, parent)
        self.editor: TrackEditor | None = None
        self.refresh()

    def set_editor(self, editor: TrackEditor | None) -> None:
        self.editor = editor
        self.follow(editor.document if editor is not None else None)

    def summary_text(self, errors: int, warnings: int) -> str:
        if not errors and not warnings:
            return self.tr("No problems: the course can be played.")
        return self.tr("Errors: {errors} · warnings: {warnings}").format(
            errors=errors, warnings=warnings)

    def no_document_text(self) -> str:
        return self.tr("No course is open.")

    def show_problem(self, problem: Problem) -> None:
        """Show the problem's hole and select the part it names."""
        editor = self.editor
        if editor is None:
            return
        if problem.hole is not None:
            editor.show_hole(problem.hole - 1)
        part = Part.parse(problem.part)
        if part is not None:
            editor.set_tool("select")
            editor.show_part(part)
        editor.show_message(problem.message)
