"""One undo command per kind of edit of a course; each works out the course after its edit
with ``hole_edits`` and names the edit for the Undo menu."""

from __future__ import annotations

from golfstudio.ultimate.course import Course
from ui.editor_kit.commands import SnapshotCommand
from ui.editor_kit.document import EditorDocument

__all__ = ["CourseEdit", "MarkerDrag", "RegionDrag", "VertexDrag"]


class CourseEdit(SnapshotCommand[Course]):
    """Any edit of a course that is one step (a region drawn, a par typed, a hole added)."""

    def __init__(self, document: EditorDocument[Course], text: str, after: Course,
                 stroke: int | None = None) -> None:
        super().__init__(document, text, after, stroke)


class RegionDrag(CourseEdit):
    merge_id = 1  # a region dragged is one undo step


class VertexDrag(CourseEdit):
    merge_id = 2  # a vertex dragged is one undo step


class MarkerDrag(CourseEdit):
    merge_id = 3  # a tee marker, 150-yard marker or the flag dragged is one undo step
