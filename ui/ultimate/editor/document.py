"""The edited Ultimate Golf course: ``EditorDocument`` of a ``Course`` and its codec.

A course with errors still opens (``reads_course``): the Problems dock names them, so an
unfinished course saved yesterday can be finished today.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.plane import Point
from golfstudio.ultimate.course import Course, new_course
from golfstudio.ultimate.course_file import COURSES
from ui.editor_kit.holes import CourseCodec, HolesChange, HolesDocument

__all__ = ["COURSE_CODEC", "CourseChange", "HoleCourseDocument", "UltimateCourseCodec",
           "YardSnapping"]

UNTITLED = str(QT_TRANSLATE_NOOP("UltimateCourseDocument", "Untitled course"))


class UltimateCourseCodec(CourseCodec[Course]):
    """How the editor reads and writes an Ultimate Golf course file (``course_file``)."""

    def __init__(self) -> None:
        super().__init__(COURSES, "Ultimate Golf courses (*.json);;All files (*)",
                         new=new_course, untitled=lambda: (
                             QCoreApplication.translate("UltimateCourseDocument", UNTITLED)))

    def model_name(self, model: Course) -> str:
        return model.name


COURSE_CODEC = UltimateCourseCodec()


CourseChange = HolesChange
"""What an edit changed (the kit's ``HolesChange`` of a ``Course``): which holes, by index,
are no longer the same objects. Undo of an edit made on another hole brings that hole into
view."""


class HoleCourseDocument(HolesDocument[Course]):
    """A course being edited; ``course`` is the model by the name the editor speaks."""

    def __init__(self, model: Course | None = None, path: Path | None = None) -> None:
        super().__init__(COURSE_CODEC, model, path)

    @property
    def course(self) -> Course:
        return self.model


class YardSnapping:
    """Scene points to map points in yards (y up) and back, rounded to ``step`` yards: a
    hole is drawn to the yard or finer, never to a screen pixel's arbitrary fraction."""

    def __init__(self, step: float = 0.5) -> None:
        if step <= 0:
            raise ValueError("the snapping step must be positive")
        self.step = step

    def snap(self, x: float, y: float) -> Point:
        s = self.step
        return Point(round(x / s) * s + 0.0, round(-y / s) * s + 0.0)

    def point(self, position: Point) -> tuple[float, float]:
        return (position.x, -position.y)
