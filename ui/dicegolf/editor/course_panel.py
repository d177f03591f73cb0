"""The Course dock: the course's name and totals, and its holes — pick the one shown, add,
duplicate, move earlier or later, remove.

Every change is one undo command on the document; the dock redraws from the document after
every edit, so it never holds a value of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.limits import MAX_HOLES, MAX_NAME_LENGTH
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.track.words import thousands
from ui.editor_kit.dock import EditorDock, Link
from ui.editor_kit.hole_list import HoleEdits, HoleList

__all__ = ["CoursePanel"]


class CoursePanel(EditorDock[TrackEditor]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dicegolfCourseDock")
        self.setWindowTitle(self.tr("Course"))
        self._refreshing = False
        body = QWidget(self)
        self.body = body
        column = QVBoxLayout(body)
        column.setContentsMargins(8, 6, 8, 6)
        form = QFormLayout()
        self.name_edit = QLineEdit(body)
        self.name_edit.setObjectName("courseName")
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setMinimumWidth(80)
        self.name_edit.editingFinished.connect(self._rename)
        form.addRow(self.tr("Name:"), self.name_edit)
        column.addLayout(form)
        self.totals_label = QLabel(body)
        self.totals_label.setObjectName("courseTotals")
        self.totals_label.setWordWrap(True)
        column.addWidget(self.totals_label)
        self.holes = HoleList(
            HoleEdits(hole_edits.add_hole, hole_edits.duplicate_hole, hole_edits.move_hole,
                      hole_edits.remove_hole), self._edit, max_holes=MAX_HOLES, parent=body)
        self.holes.holesEdited.connect(self.refresh_now)
        self.hole_list = self.holes.list
        self.add_button = self.holes.add_button
        self.duplicate_button = self.holes.duplicate_button
        self.up_button = self.holes.up_button
        self.down_button = self.holes.down_button
        self.remove_button = self.holes.remove_button
        column.addWidget(self.holes, 1)
        self.setWidget(body)
        self.refresh()

    def links(self, editor: TrackEditor) -> list[Link]:
        return [*super().links(editor), (editor.holeShown, self.refresh_now)]

    def editor_changed(self, editor: TrackEditor | None) -> None:
        self.holes.set_editor(editor)

    def refresh(self) -> None:
        editor = self.editor
        self._refreshing = True
        try:
            self.body.setEnabled(editor is not None)
            if editor is None:
                self.holes.set_holes([], -1)
                self.totals_label.setText("")
                return
            course = editor.document.model
            index = editor.hole_index
            if not self.name_edit.hasFocus() and self.name_edit.text() != course.name:
                self.name_edit.setText(course.name)
            self.totals_label.setText(self.tr("Holes: {holes} · par {par} · {metres} m").format(
                holes=len(course.holes), par=sum(h.par for h in course.holes),
                metres=thousands(sum(h.length for h in course.holes))))
            texts = [self.tr("{n}. par {par} · {length} m{name}").format(
                n=n, par=h.par, length=h.length, name=f" · {h.name}" if h.name else "")
                for n, h in enumerate(course.holes, start=1)]
            self.holes.set_holes(texts, index)
        finally:
            self._refreshing = False

    # ---- edits ------------------------------------------------------------------------------

    def _edit(self, text: str, make: Callable[[Course], Course]) -> bool:
        editor = self.editor
        if editor is None or self._refreshing:
            return False
        try:
            after = make(editor.document.model)
        except DiceGolfError as exc:
            editor.show_message(str(exc))
            return False
        command = TrackEdit(editor.document, text, after)
        if not command.changes_anything:
            return False
        editor.document.push(command)
        return True

    def commit_pending(self) -> None:
        self._rename()

    def _rename(self) -> None:
        name = self.name_edit.text()
        if name.strip():
            self._edit(self.tr("Rename the course"),
                       lambda course: hole_edits.set_course_name(course, name))
