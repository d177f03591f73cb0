"""The Course dock: the course's name and totals, and its holes — pick the one shown, add,
duplicate, move earlier or later, remove.

Every change is one undo command on the document; the dock redraws from the document after
every edit, so it never holds a value of its own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from golfstudio.dicegolf import hole_edits
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.limits import MAX_HOLES, MAX_NAME_LENGTH
from ui.dicegolf.editor.commands import TrackEdit
from ui.dicegolf.editor.editor_widget import TrackEditor
from ui.dicegolf.track.words import thousands
from ui.editor_kit.course_form import CourseDock
from ui.editor_kit.dock import Link
from ui.editor_kit.hole_list import HoleEdits

__all__ = ["CoursePanel"]


class CoursePanel(CourseDock[TrackEditor, Course]):
    edit_command = TrackEdit

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(HoleEdits(hole_edits.add_hole, hole_edits.duplicate_hole,
                                   hole_edits.move_hole, hole_edits.remove_hole),
                         name="dicegolfCourseDock", max_holes=MAX_HOLES,
                         max_name=MAX_NAME_LENGTH, parent=parent)
        self.totals_label.setWordWrap(True)
        self.remove_button = self.holes.remove_button
        self.setWidget(self.body)
        self.refresh()

    def links(self, editor: TrackEditor) -> list[Link]:
        return [*super().links(editor), (editor.holeShown, self.refresh_now)]

    def editor_changed(self, editor: TrackEditor | None) -> None:
        self.holes.set_editor(editor)

    def totals_text(self, course: Course) -> str:
        return self.tr("Holes: {holes} · par {par} · {metres} m").format(
            holes=len(course.holes), par=sum(h.par for h in course.holes),
            metres=thousands(sum(h.length for h in course.holes)))

    def hole_texts(self, course: Course) -> list[str]:
        return [self.tr("{n}. par {par} · {length} m{name}").format(
            n=n, par=h.par, length=h.length, name=f" · {h.name}" if h.name else "")
            for n, h in enumerate(course.holes, start=1)]

    def rename(self) -> None:
        name = self.name_edit.text()
        if name.strip():
            self.edit_course(self.tr("Rename the course"),
                             lambda course: hole_edits.set_course_name(course, name))
