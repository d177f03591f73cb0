"""The course canvas: the kit's ``EditorView`` snapped to hex cells.

Zoom, pan, fit and the tool events are the kit's (``ui/editor_kit/view.py``); the course adds
what the status line shows of the hovered cell — ``(Hex, Cell | None)`` — and the room an
empty course fits to.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from golfstudio.hexgrid import Hex
from ui.carambole.editor.geometry import CELL_SIZE, LAYOUT
from ui.carambole.editor.scene import CourseScene
from ui.editor_kit.snapping import HexSnapping
from ui.editor_kit.view import EditorView

HEX_SNAPPING = HexSnapping(LAYOUT)


class CourseView(EditorView[Hex]):
    """A view of a ``CourseScene`` driving the course tools with the cell under the cursor.

    Signals: ``hovered(object)`` — ``(Hex, Cell | None)`` for the cell under the cursor, or
    None when the cursor leaves the canvas; ``zoomChanged(float)`` — the new scale.
    """

    def __init__(self, scene: CourseScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, HEX_SNAPPING, scene.document,
                         empty_rect=QRectF(-6 * CELL_SIZE, -5 * CELL_SIZE,
                                           12 * CELL_SIZE, 10 * CELL_SIZE), parent=parent)
        self.course_scene = scene
        self.setAccessibleName(self.tr("Course"))

    @property
    def hovered_cell(self) -> Hex | None:
        return self.hovered_at

    def content_rect(self) -> QRectF:
        return self.course_scene.content_rect()

    def hover_payload(self, at: Hex) -> object:
        return (at, self.course_scene.course.cell_at(at))

    def fit_course(self) -> None:
        """Zoom and scroll so the whole course fills the canvas."""
        self.fit_content()
