"""The Problems dock: the course validator's messages, kept current while the user edits.

The list is re-validated after each change, once the event loop is idle (a zero-time
single-shot timer), so a drag that pushes twenty merged steps validates once, not twenty
times. Clicking a problem selects the object it names, or rings its cell, and scrolls the
canvas to it.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QDockWidget, QLabel, QListView, QVBoxLayout, QWidget

from golfstudio.carambole.validate import Problem, Severity, validate
from ui import theme
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.editor_widget import CourseEditor
from ui.carambole_editor.geometry import CELL_SIZE, centre
from ui.carambole_editor.shell.selection import Selection

ERROR_COLOUR = QColor("#c92a2a")
WARNING_COLOUR = QColor("#e8a200")

ProblemRole = Qt.ItemDataRole.UserRole + 1
"""``data(index, ProblemRole)`` is the row's ``validate.Problem``."""

_Index = QModelIndex | QPersistentModelIndex


def _paint_badge(severity: Severity, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    s = float(size)
    if severity is Severity.ERROR:
        p.setBrush(ERROR_COLOUR)
        p.drawEllipse(QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88))
    else:
        path = QPainterPath()
        path.moveTo(s * 0.5, s * 0.05)
        path.lineTo(s * 0.97, s * 0.92)
        path.lineTo(s * 0.03, s * 0.92)
        path.closeSubpath()
        p.setBrush(WARNING_COLOUR)
        p.drawPath(path)
    p.setBrush(QColor("#ffffff"))
    bar_w = s * 0.13
    top = s * (0.24 if severity is Severity.ERROR else 0.34)
    p.drawRoundedRect(QRectF(s / 2 - bar_w / 2, top, bar_w, s * 0.36), bar_w / 2, bar_w / 2)
    p.drawEllipse(QPointF(s / 2, s * (0.74 if severity is Severity.ERROR else 0.8)),
                  bar_w * 0.62, bar_w * 0.62)
    p.end()
    return pixmap


@cache
def severity_icon(severity: Severity) -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32):
        icon.addPixmap(_paint_badge(severity, size))
    return icon


class ProblemListModel(QAbstractListModel):
    """A course's problems, errors first, then warnings, each in the validator's order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._problems: list[Problem] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._problems)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._problems) or index.column():
            return None
        problem = self._problems[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return problem.message
        if role == Qt.ItemDataRole.DecorationRole:
            return severity_icon(problem.severity)
        if role == ProblemRole:
            return problem
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return problem.severity.value
        return None

    def problems(self) -> list[Problem]:
        return list(self._problems)

    def problem(self, row: int) -> Problem:
        return self._problems[row]

    def set_problems(self, problems: list[Problem]) -> None:
        ordered = [p for p in problems if p.is_error] + [p for p in problems if not p.is_error]
        if ordered == self._problems:
            return
        self.beginResetModel()
        self._problems = ordered
        self.endResetModel()

    def counts(self) -> tuple[int, int]:
        errors = sum(p.is_error for p in self._problems)
        return errors, len(self._problems) - errors


def summary(errors: int, warnings: int) -> str:
    if not errors and not warnings:
        return "No problems: the course is ready to play."
    parts = []
    if errors:
        parts.append(f"{errors} error{'s' if errors != 1 else ''}")
    if warnings:
        parts.append(f"{warnings} warning{'s' if warnings != 1 else ''}")
    text = " · ".join(parts)
    return f"{text} — fix the errors to play it" if errors else text


class ProblemsDock(QDockWidget):
    """Signal ``problemShown(object)`` with the ``Problem`` a click showed."""

    problemShown = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Problems", parent)
        self.setObjectName("problemsDock")
        self.model = ProblemListModel(self)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        self.summary_label = QLabel(body)
        self.summary_label.setObjectName("problemSummary")
        self.summary_label.setWordWrap(True)
        font = QFont(self.summary_label.font())
        font.setWeight(QFont.Weight.DemiBold)
        self.summary_label.setFont(font)
        self.list_view = QListView(body)
        self.list_view.setObjectName("problemList")
        self.list_view.setModel(self.model)
        self.list_view.setWordWrap(True)
        self.list_view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.list_view.setSpacing(1)
        self.list_view.setAlternatingRowColors(True)
        self.list_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.list_view.clicked.connect(self._chosen)
        self.list_view.activated.connect(self._chosen)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.list_view, 1)
        self.setWidget(body)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self._editor: CourseEditor | None = None
        self._selection: Selection | None = None
        self._document: CourseDocument | None = None
        self.refresh()

    def set_editor(self, editor: CourseEditor | None, selection: Selection | None) -> None:
        """Follow another tab's course (None: no tab is open)."""
        if self._document is not None:
            self._document.changed.disconnect(self.schedule)
        self._editor, self._selection = editor, selection
        self._document = editor.document if editor is not None else None
        if self._document is not None:
            self._document.changed.connect(self.schedule)
        self.refresh()

    def schedule(self, *_change: object) -> None:
        """Validate again once the event loop is idle (many changes, one validation)."""
        self._timer.start()

    def refresh(self) -> None:
        self._timer.stop()
        if self._document is None:
            self.model.set_problems([])
            self.summary_label.setText(self.tr("No course is open."))
            self.summary_label.setStyleSheet(f"color: {theme.TEXT_MUTED.name()};")
            return
        self.model.set_problems(validate(self._document.course))
        errors, warnings = self.model.counts()
        self.summary_label.setText(summary(errors, warnings))
        colour = ERROR_COLOUR if errors else (theme.TEXT_MUTED if warnings else theme.ACCENT_DARK)
        self.summary_label.setStyleSheet(f"color: {colour.name()};")

    def _chosen(self, index: QModelIndex) -> None:
        if index.isValid():
            self.show_problem(self.model.problem(index.row()))

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
        self.problemShown.emit(problem)
