"""The Problems dock every editor has: its validator's messages, kept current while the user
edits, each a click away from the thing it names.

The list is validated again after each change once the event loop is idle (a zero-time
single-shot timer), so a drag that pushes twenty merged steps validates once. Errors come
first, then warnings, each with a badge of its own. A game's dock says how its model is
validated (``problems_of``), how the summary reads, and what a click on a problem shows
(``show_problem``: Carambole selects an object or rings a cell, Dice Golf shows the hole and
selects the part).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Generic, TypeVar

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

from golfstudio.docfile import Problem, Severity
from ui import theme
from ui.editor_kit.document import EditorDocument

__all__ = ["ERROR_COLOUR", "WARNING_COLOUR", "ProblemListModel", "ProblemRole",
           "ProblemsDock", "severity_icon"]

ERROR_COLOUR = QColor("#c92a2a")
WARNING_COLOUR = QColor("#e8a200")

ProblemRole = Qt.ItemDataRole.UserRole + 1
"""``data(index, ProblemRole)`` is the row's ``Problem``."""

M = TypeVar("M")
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
    """A red disc for an error, an amber triangle for a warning, each with its "!"."""
    icon = QIcon()
    for size in (16, 24, 32):
        icon.addPixmap(_paint_badge(severity, size))
    return icon


class ProblemListModel(QAbstractListModel):
    """A document's problems, errors first, then warnings, each in the validator's order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._problems: list[Any] = []

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._problems)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._problems) or index.column():
            return None
        problem: Problem = self._problems[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return problem.message
        if role == Qt.ItemDataRole.DecorationRole:
            return severity_icon(problem.severity)
        if role == ProblemRole:
            return problem
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return problem.severity.value
        return None

    def problems(self) -> list[Any]:
        return list(self._problems)

    def problem(self, row: int) -> Any:
        return self._problems[row]

    def set_problems(self, problems: Sequence[Problem]) -> None:
        ordered = [p for p in problems if p.is_error] + [p for p in problems if not p.is_error]
        if ordered == self._problems:
            return
        self.beginResetModel()
        self._problems = ordered
        self.endResetModel()

    def counts(self) -> tuple[int, int]:
        errors = sum(p.is_error for p in self._problems)
        return errors, len(self._problems) - errors


class ProblemsDock(QDockWidget, Generic[M]):
    """The summary over the list of problems of the document it follows.

    Signal ``problemShown(object)`` with the ``Problem`` a click showed. A game's dock
    gives its validator (``validate``: a model's problems), overrides ``show_problem``, and
    may reword ``summary_text`` and ``no_document_text``.
    """

    problemShown = Signal(object)

    def __init__(self, title: str, name: str, validate: Callable[[M], Sequence[Problem]],
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._validate = validate
        self.setObjectName(name)
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
        self.list_view.setAccessibleName(self.tr("Problems"))
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
        self.document: EditorDocument[M] | None = None

    # ---- what a game's dock supplies --------------------------------------------------------

    def problems_of(self, model: M) -> Sequence[Problem]:
        """The validator's problems with ``model``."""
        return self._validate(model)

    def summary_text(self, errors: int, warnings: int) -> str:
        if not errors and not warnings:
            return self.tr("No problems.")
        return self.tr("Errors: {errors} · warnings: {warnings}").format(
            errors=errors, warnings=warnings)

    def no_document_text(self) -> str:
        return self.tr("Nothing is open.")

    def show_problem(self, problem: Any) -> None:
        """Bring what ``problem`` names into view (a click on it)."""

    # ---- following a document ---------------------------------------------------------------

    def follow(self, document: EditorDocument[M] | None) -> None:
        """Validate ``document`` from now on, after each of its changes (None: no tab)."""
        if self.document is not None:
            self.document.changed.disconnect(self.schedule)
        self.document = document
        if document is not None:
            document.changed.connect(self.schedule)
        self.refresh()

    def schedule(self, *_change: object) -> None:
        """Validate again once the event loop is idle (many changes, one validation)."""
        self._timer.start()

    def refresh(self) -> None:
        self._timer.stop()
        if self.document is None:
            self.model.set_problems([])
            self.summary_label.setText(self.no_document_text())
            theme.ink(self.summary_label, "text_muted")
            return
        self.model.set_problems(self.problems_of(self.document.model))
        errors, warnings = self.model.counts()
        self.summary_label.setText(self.summary_text(errors, warnings))
        theme.ink(self.summary_label,
                  "stroke_dot" if errors else "text_muted" if warnings else "accent_dark")

    def _chosen(self, index: QModelIndex) -> None:
        if index.isValid():
            problem = self.model.problem(index.row())
            self.show_problem(problem)
            self.problemShown.emit(problem)
