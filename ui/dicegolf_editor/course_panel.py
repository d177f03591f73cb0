"""The Course dock: the course's name and totals, and its holes — pick the one shown, add,
duplicate, move earlier or later, remove.

Every change is one undo command on the document; the dock redraws from the document after
every edit, so it never holds a value of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.limits import MAX_HOLES, MAX_NAME_LENGTH
from ui.dicegolf_editor.commands import TrackEdit
from ui.dicegolf_editor.editor_widget import TrackEditor

__all__ = ["CoursePanel"]


class CoursePanel(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dicegolfCourseDock")
        self.setWindowTitle(self.tr("Course"))
        self.editor: TrackEditor | None = None
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
        self.hole_list = QListWidget(body)
        self.hole_list.setObjectName("holeList")
        self.hole_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hole_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.hole_list.currentRowChanged.connect(self._picked)
        column.addWidget(self.hole_list, 1)
        first = QHBoxLayout()
        second = QHBoxLayout()
        self.add_button = self._button(self.tr("Add"), self.tr("Add a new hole after this one"),
                                       self.add_hole, first)
        self.duplicate_button = self._button(self.tr("Duplicate"), self.tr("Copy this hole"),
                                             self.duplicate_hole, first)
        self.up_button = self._button(self.tr("Earlier"), self.tr("Move this hole earlier"),
                                      lambda: self.move_hole(-1), second)
        self.down_button = self._button(self.tr("Later"), self.tr("Move this hole later"),
                                        lambda: self.move_hole(1), second)
        self.remove_button = self._button(self.tr("Remove"), self.tr("Remove this hole"),
                                          self.remove_hole, first)
        column.addLayout(first)
        column.addLayout(second)
        self.setWidget(body)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        self.refresh()

    def _button(self, text: str, tip: str, slot: Callable[[], object],
                row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.clicked.connect(lambda _checked=False: slot())
        row.addWidget(button)
        return button

    def set_editor(self, editor: TrackEditor | None) -> None:
        if editor is self.editor:
            return
        if self.editor is not None:
            self.editor.document.changed.disconnect(self._later)
            self.editor.holeShown.disconnect(self._now)
        self.editor = editor
        if editor is not None:
            editor.document.changed.connect(self._later)
            editor.holeShown.connect(self._now)
        self.refresh()

    def _later(self, *_args: object) -> None:
        self._timer.start()

    def _now(self, *_args: object) -> None:
        self._timer.stop()
        self.refresh()

    def refresh(self) -> None:
        self._timer.stop()
        editor = self.editor
        self._refreshing = True
        try:
            self.body.setEnabled(editor is not None)
            if editor is None:
                self.hole_list.clear()
                self.totals_label.setText("")
                return
            course = editor.document.model
            index = editor.hole_index
            if not self.name_edit.hasFocus() and self.name_edit.text() != course.name:
                self.name_edit.setText(course.name)
            self.totals_label.setText(self.tr("Holes: {holes} · par {par} · {metres} m").format(
                holes=len(course.holes), par=sum(h.par for h in course.holes),
                metres=f"{sum(h.length for h in course.holes):,}"))
            texts = [self.tr("{n}. par {par} · {length} m{name}").format(
                n=n, par=h.par, length=h.length, name=f" · {h.name}" if h.name else "")
                for n, h in enumerate(course.holes, start=1)]
            with QSignalBlocker(self.hole_list):
                if self.hole_list.count() != len(texts):
                    self.hole_list.clear()
                    for text in texts:
                        QListWidgetItem(text, self.hole_list)
                for row, text in enumerate(texts):
                    item = self.hole_list.item(row)
                    if item.text() != text:
                        item.setText(text)
                self.hole_list.setCurrentRow(index)
            count = len(course.holes)
            self.up_button.setEnabled(index > 0)
            self.down_button.setEnabled(index < count - 1)
            self.remove_button.setEnabled(count > 1)
            self.add_button.setEnabled(count < MAX_HOLES)
            self.duplicate_button.setEnabled(count < MAX_HOLES)
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

    def _picked(self, row: int) -> None:
        if not self._refreshing and row >= 0 and self.editor is not None:
            self.editor.show_hole(row)

    def _then_show(self, done: bool, index: int) -> bool:
        if done and self.editor is not None:
            self.editor.show_hole(index)
            self.refresh()
        return done

    def add_hole(self) -> bool:
        editor = self.editor
        if editor is None:
            return False
        index = editor.hole_index
        return self._then_show(self._edit(self.tr("Add a hole"), lambda course: hole_edits
                                          .add_hole(course, index)), index + 1)

    def duplicate_hole(self) -> bool:
        editor = self.editor
        if editor is None:
            return False
        index = editor.hole_index
        return self._then_show(self._edit(self.tr("Duplicate a hole"), lambda course: hole_edits
                                          .duplicate_hole(course, index)), index + 1)

    def move_hole(self, step: int) -> bool:
        editor = self.editor
        if editor is None:
            return False
        index = editor.hole_index
        target = max(0, min(len(editor.document.model.holes) - 1, index + step))
        return self._then_show(self._edit(self.tr("Move a hole"), lambda course: hole_edits
                                          .move_hole(course, index, target)), target)

    def remove_hole(self) -> bool:
        editor = self.editor
        if editor is None:
            return False
        index = editor.hole_index
        done = self._edit(self.tr("Remove a hole"),
                          lambda course: hole_edits.remove_hole(course, index))
        return self._then_show(done, min(index, len(editor.document.model.holes) - 1))
