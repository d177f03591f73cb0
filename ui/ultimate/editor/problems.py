"""The Problems dock: the course validator's messages, kept current while the user edits.

The course is re-validated once the event loop is idle after a change (a drag of twenty
merged steps validates once). Clicking a problem shows its hole and selects the region it
names; a problem at a point (a flag off the green) centres the canvas on it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from golfstudio.ultimate.validate import Problem, Severity, validate
from ui.ultimate.drawing.hole_drawing import to_scene
from ui.ultimate.editor.editor_widget import HoleEditor

__all__ = ["ProblemsDock"]

ProblemRole = Qt.ItemDataRole.UserRole + 1


class ProblemsDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ultimateProblemsDock")
        self.setWindowTitle(self.tr("Problems"))
        self.editor: HoleEditor | None = None
        self.problems: list[Problem] = []
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 4, 6, 4)
        self.summary = QLabel(body)
        self.summary.setObjectName("problemsSummary")
        self.list = QListWidget(body)
        self.list.setObjectName("problemList")
        self.list.setAccessibleName(self.tr("Problems"))
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        column.addWidget(self.summary)
        column.addWidget(self.list, 1)
        self.setWidget(body)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self.refresh()

    def set_editor(self, editor: HoleEditor | None) -> None:
        if editor is self.editor:
            return
        if self.editor is not None:
            self.editor.document.changed.disconnect(self._later)
        self.editor = editor
        if editor is not None:
            editor.document.changed.connect(self._later)
        self.refresh()

    def _later(self, *_args: object) -> None:
        self._timer.start()

    def refresh(self) -> None:
        self.list.clear()
        self.problems = validate(self.editor.document.model) if self.editor is not None else []
        style = self.style()
        icons = {Severity.ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 Severity.WARNING: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)}
        for problem in self.problems:
            item = QListWidgetItem(icons[problem.severity], problem.message)
            item.setData(ProblemRole, self.problems.index(problem))
            self.list.addItem(item)
        errors = sum(1 for p in self.problems if p.is_error)
        warnings = len(self.problems) - errors
        if self.editor is None:
            self.summary.setText("")
        elif not self.problems:
            self.summary.setText(self.tr("No problems: the course can be played."))
        else:
            self.summary.setText(self.tr("Errors: {errors} · warnings: {warnings}").format(
                errors=errors, warnings=warnings))

    def _clicked(self, item: QListWidgetItem) -> None:
        row = item.data(ProblemRole)
        if self.editor is None or not isinstance(row, int) or row >= len(self.problems):
            return
        self.show_problem(self.problems[row])

    def show_problem(self, problem: Problem) -> None:
        """Show the problem's hole, select its region, and bring its place into view."""
        editor = self.editor
        if editor is None:
            return
        if problem.hole is not None:
            editor.show_hole(problem.hole - 1)
        if problem.region is not None and editor.hole.region(problem.region) is not None:
            editor.set_tool("select")
            editor.select_region(problem.region)
            item = editor.scene.drawing.region_items.get(problem.region)
            if item is not None:
                editor.view.ensureVisible(item.sceneBoundingRect(), 40, 40)
        if problem.at is not None:
            editor.view.centerOn(to_scene(problem.at))
