"""``CourseDock``: the Course dock of an editor that shows one hole of a course at a time.

Dice Golf's and Ultimate Golf's Course docks open alike: the course's name (committed when
typing ends, or before a save), a line of totals, and the holes (``hole_list.HoleList``:
pick, add, duplicate, move, remove). Each game says its totals and its holes' lines in its
own units and adds the rows of its own below. Every change is one undo command on the
document, worked out by the game's core; a core error is said in the status line.

The dock's words keep the context ``CoursePanel`` of the games' docks, whose catalogue
entries they are.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from golfstudio.errors import GolfStudioError
from ui.editor_kit.dock import EditorDock
from ui.editor_kit.document import EditorDocument
from ui.editor_kit.hole_editor import HoleByHoleEditor
from ui.editor_kit.hole_list import HoleEdits, HoleList
from ui.editor_kit.holes import HasHoles

__all__ = ["CourseDock", "MakeCommand"]

M = TypeVar("M", bound=HasHoles)
E = TypeVar("E", bound=HoleByHoleEditor[Any, Any])

MakeCommand = Callable[[EditorDocument[Any], str, Any], Any]
"""The game's snapshot command class (document, text, the course after)."""


class CourseDock(EditorDock[E], Generic[E, M]):
    """The name, the totals and the holes; ``body`` and its ``column`` take the game's rows.

    A subclass gives ``edit_command``, ``totals_text``, ``hole_texts`` and ``rename``, and
    shows the rest of what it holds in ``show_editor``."""

    edit_command: MakeCommand

    def __init__(self, edits: HoleEdits[M], *, name: str, max_holes: int, max_name: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(QCoreApplication.translate("CoursePanel", "Course"))
        self._refreshing = False
        self.body = QWidget(self)
        self.column = QVBoxLayout(self.body)
        self.column.setContentsMargins(8, 6, 8, 6)
        form = QFormLayout()
        self.name_edit = QLineEdit(self.body)
        self.name_edit.setObjectName("courseName")
        self.name_edit.setMaxLength(max_name)
        self.name_edit.setMinimumWidth(80)
        self.name_edit.editingFinished.connect(self.rename)
        form.addRow(QCoreApplication.translate("CoursePanel", "Name:"), self.name_edit)
        self.column.addLayout(form)
        self.totals_label = QLabel(self.body)
        self.totals_label.setObjectName("courseTotals")
        self.column.addWidget(self.totals_label)
        self.holes = HoleList(edits, self.edit_course, max_holes=max_holes, parent=self.body)
        self.holes.holesEdited.connect(self.refresh_now)
        self.hole_list = self.holes.list
        self.add_button = self.holes.add_button
        self.duplicate_button = self.holes.duplicate_button
        self.up_button = self.holes.up_button
        self.down_button = self.holes.down_button
        self.column.addWidget(self.holes, 1)

    # ---- what a game says -------------------------------------------------------------------

    @abstractmethod
    def totals_text(self, course: M) -> str:
        """The line under the name: holes, length, par (each game counts its own)."""

    @abstractmethod
    def hole_texts(self, course: M) -> list[str]:
        """A line a hole for the hole list."""

    @abstractmethod
    def rename(self) -> None:
        """Make the name typed an edit (when typing ends, and before a save)."""

    def show_editor(self, editor: E) -> None:
        """Show what the game's rows hold (signals are held back as the dock is refreshed)."""

    # ---- showing ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Everything the dock shows, from the document (its edits held while it is set)."""
        editor = self.editor
        self._refreshing = True
        try:
            self.widget().setEnabled(editor is not None)
            if editor is None:
                self.holes.set_holes([], -1)
                self.totals_label.setText("")
                return
            course = editor.document.model
            if not self.name_edit.hasFocus() and self.name_edit.text() != course.name:
                self.name_edit.setText(course.name)
            self.totals_label.setText(self.totals_text(course))
            self.holes.set_holes(self.hole_texts(course), editor.hole_index)
            self.show_editor(editor)
        finally:
            self._refreshing = False

    # ---- edits ------------------------------------------------------------------------------

    def push_edit(self, text: str, after: M) -> bool:
        """The course ``after`` as one undo step named ``text`` (False: nothing changed, or
        the dock is being refreshed)."""
        editor = self.editor
        if editor is None or self._refreshing:
            return False
        command = type(self).edit_command(editor.document, text, after)
        if not command.changes_anything:
            return False
        editor.document.push(command)
        return True

    def try_edit(self, text: str, make: Callable[[], M]) -> bool:
        """``push_edit`` of what ``make`` works out; a core error is said in the status
        line instead."""
        editor = self.editor
        if editor is None or self._refreshing:
            return False
        try:
            return self.push_edit(text, make())
        except GolfStudioError as exc:
            editor.show_message(str(exc))
            return False

    def edit_course(self, text: str, make: Callable[[M], M]) -> bool:
        editor = self.editor
        return editor is not None and self.try_edit(text, lambda: make(editor.document.model))

    def commit_pending(self) -> None:
        self.rename()
