"""The edited Dice Golf course: the kit's ``HolesDocument`` of a ``Course``, its codec, and
how the strip measures the track.

A course with errors still opens (``hole_file.reads_course``): the Problems dock names them,
so an unfinished course saved yesterday can be finished today.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_edits import new_course
from golfstudio.dicegolf.hole_file import COURSES
from golfstudio.dicegolf.limits import MAX_METRES
from ui.dicegolf.track.strip import METRE
from ui.editor_kit.holes import CourseCodec, HolesDocument
from ui.editor_kit.snapping import TrackSnapping

__all__ = ["COURSE_CODEC", "METRE", "DiceGolfCourseCodec", "TrackDocument", "track_snapping"]

UNTITLED = str(QT_TRANSLATE_NOOP("DiceGolfCourseDocument", "Untitled course"))
NAME_FILTER = str(QT_TRANSLATE_NOOP("DiceGolfCourseDocument",
                                    "Dice Golf courses (*.json);;All files (*)"))



class DiceGolfCourseCodec(CourseCodec[Course]):
    """How the editor reads and writes a Dice Golf course file (``hole_file``)."""

    def __init__(self) -> None:
        super().__init__(COURSES, NAME_FILTER, new=new_course, untitled=lambda: (
            QCoreApplication.translate("DiceGolfCourseDocument", UNTITLED)))

    @property
    def name_filter(self) -> str:
        """The file dialogs' filter in the user's language (the codec is made at import,
        before a translation is installed: it is translated when asked)."""
        return QCoreApplication.translate("DiceGolfCourseDocument", NAME_FILTER)

    @name_filter.setter
    def name_filter(self, value: str) -> None:
        del value  # always NAME_FILTER, translated when read

    def model_name(self, model: Course) -> str:
        return model.name


COURSE_CODEC = DiceGolfCourseCodec()


class TrackDocument(HolesDocument[Course]):
    """A Dice Golf course being edited (``changed`` carries the kit's ``HolesChange``)."""

    def __init__(self, model: Course | None = None, path: Path | None = None) -> None:
        super().__init__(COURSE_CODEC, model, path)


def track_snapping(y: float = 0.0) -> TrackSnapping:
    """Whole metres along the strip (the kit's track snapping on a straight line), from the
    tee to the farthest end of terrain a hole may have."""
    return TrackSnapping(((0.0, y), (MAX_METRES * METRE, y)), scale=METRE, step=1.0)
