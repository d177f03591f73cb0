"""The edited course: one immutable ``Course`` at a time, an undo stack, a file path.

Commands (``commands.py``) are the only writers: each calls ``set_course`` with the course
before or after its edit. ``set_course`` works out what changed (``CourseChange``) and emits
``changed``; the scene redraws those cells and objects only. Because ``Course`` is immutable
and its editing methods keep untouched cells and objects as the very same Python objects,
the difference is found by identity, without comparing 2,000 cells field by field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import save_course
from golfstudio.hexgrid import Hex

UNTITLED = "Untitled course"


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


class CourseDocument(QObject):
    """A course being edited: the current ``Course``, its ``QUndoStack`` and its file.

    Signals:
    - ``changed(CourseChange)`` after every ``set_course`` that changed something;
    - ``titleChanged(str)`` when ``title()`` changes (name, path or unsaved state);
    - ``pathChanged(object)`` with the new ``Path`` (or None).
    """

    changed = Signal(object)
    titleChanged = Signal(str)
    pathChanged = Signal(object)

    def __init__(self, course: Course | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._course = course if course is not None else Course(cells=())
        self._path = path
        self.undo_stack = QUndoStack(self)
        # The title is read once the stack has moved (a renamed course and its star together).
        self.undo_stack.indexChanged.connect(self._emit_title)
        self.undo_stack.cleanChanged.connect(self._emit_title)
        self._title = self.title()

    # ---- the course -------------------------------------------------------------------------

    @property
    def course(self) -> Course:
        return self._course

    def set_course(self, course: Course) -> None:
        """Make ``course`` current and say what changed. Only undo commands call this."""
        if course is self._course:
            return
        change = CourseChange.between(self._course, course)
        self._course = course
        if not change.is_empty:
            self.changed.emit(change)

    def push(self, command: QUndoCommand) -> None:
        """Do an edit and keep it for undo (the stack calls the command's ``redo``)."""
        self.undo_stack.push(command)

    # ---- file and title ---------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        return self._path

    def set_path(self, path: Path | None) -> None:
        """The file the course lives in (after a Save As); the title follows."""
        if path != self._path:
            self._path = path
            self.pathChanged.emit(path)
            self._emit_title()

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_saved(self, path: Path | None = None) -> None:
        """The course on disk now equals the current one (after a save by someone else)."""
        if path is not None and path != self._path:
            self._path = path
            self.pathChanged.emit(path)
        self.undo_stack.setClean()
        self._emit_title()

    def save(self, path: Path | None = None) -> Path:
        """Write the course (atomically, ``course_file.save_course``) and mark it saved.

        Raises ``ValueError`` when there is neither a ``path`` nor a known file.
        """
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("the course has no file yet: give a path to save it to")
        save_course(self._course, target)
        self.mark_saved(target)
        return target

    def display_name(self) -> str:
        if self._course.name:
            return self._course.name
        if self._path is not None:
            return self._path.stem
        return UNTITLED

    def title(self) -> str:
        """``"name — file.json *"``: the name, the file it lives in, and a star if unsaved."""
        parts = [self.display_name()]
        if self._path is not None:
            parts.append(self._path.name)
        text = " — ".join(parts)
        return f"{text} *" if self.is_modified() else text

    def _emit_title(self) -> None:
        title = self.title()
        if title != self._title:
            self._title = title
            self.titleChanged.emit(title)
