"""The edited course: ``EditorDocument`` of a ``Course``, with Carambole's change diff.

Commands (``commands.py``) are the only writers: each hands the document the course before
or after its edit. The document works out what changed (``CourseChange``) and emits
``changed``; the scene redraws those cells and objects only. Because ``Course`` is immutable
and its editing methods keep untouched cells and objects as the very same Python objects,
the difference is found by identity, without comparing 2,000 cells field by field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import COURSES
from golfstudio.hexgrid import Hex
from ui.editor_kit.document import EditorDocument, ModelFileCodec

UNTITLED = str(QT_TRANSLATE_NOOP("CourseDocument", "Untitled course"))


class CourseCodec(ModelFileCodec[Course]):
    """How the editor reads and writes a course file (``course_file``).

    A course with errors still opens (the Problems dock names them): ``load`` keeps the
    course ``read_course`` returns and leaves its problems to the validator.
    """

    def __init__(self) -> None:
        super().__init__(COURSES, "Carambole courses (*.json);;All files (*)")

    def untitled_name(self) -> str:
        return QCoreApplication.translate("CourseDocument", UNTITLED)

    def blank(self) -> Course:
        return Course(cells=())

    def model_name(self, model: Course) -> str:
        return model.name


COURSE_CODEC = CourseCodec()


def _changed_keys(old: Mapping[Any, object], new: Mapping[Any, object]) -> frozenset[Any]:
    return frozenset(k for k in old.keys() | new.keys() if old.get(k) is not new.get(k))


@dataclass(frozen=True)
class CourseChange:
    """What an edit changed, for redrawing only that: cells, objects by id, starts, arrows.

    ``old`` is None the first time a course is shown (everything is new).
    """

    old: Course | None
    new: Course
    cells: frozenset[Hex]
    walls: frozenset[str]
    obstacles: frozenset[str]
    starts: bool
    bounce_cells: frozenset[Hex]
    properties: bool

    @classmethod
    def everything(cls, course: Course) -> CourseChange:
        return cls(None, course, frozenset(course.cell_map()),
                   frozenset(w.id for w in course.walls),
                   frozenset(ob.id for ob in course.obstacles), True,
                   frozenset(b.hex for b in course.bounce_overrides), True)

    @classmethod
    def between(cls, old: Course, new: Course) -> CourseChange:
        bounce_cells: frozenset[Hex] = frozenset()
        if old.bounce_overrides != new.bounce_overrides:
            moved = set(old.bounce_overrides).symmetric_difference(new.bounce_overrides)
            bounce_cells = frozenset(b.hex for b in moved)
        return cls(
            old, new,
            cells=_changed_keys(old.cell_map(), new.cell_map()),
            walls=_changed_keys({w.id: w for w in old.walls}, {w.id: w for w in new.walls}),
            obstacles=_changed_keys({o.id: o for o in old.obstacles},
                                    {o.id: o for o in new.obstacles}),
            starts=old.starts != new.starts,
            bounce_cells=bounce_cells,
            properties=any(getattr(old, f) != getattr(new, f) for f in
                           ("name", "notes", "stroke_limit", "play_order", "ruleset")),
        )

    @property
    def is_empty(self) -> bool:
        return not (self.cells or self.walls or self.obstacles or self.starts
                    or self.bounce_cells or self.properties)


class CourseDocument(EditorDocument[Course]):
    """A course being edited: ``course`` (the model), its ``QUndoStack`` and its file.

    ``changed`` carries a ``CourseChange``.
    """

    def __init__(self, course: Course | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(COURSE_CODEC, course, path, parent)

    @property
    def course(self) -> Course:
        return self.model

    def set_course(self, course: Course) -> None:
        """Make ``course`` current and say what changed. Only undo commands call this."""
        self.set_model(course)

    def describe_change(self, old: Course, new: Course) -> CourseChange | None:
        change = CourseChange.between(old, new)
        return None if change.is_empty else change
