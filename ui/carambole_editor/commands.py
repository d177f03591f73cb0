"""One undo command per kind of course edit (Tiled's ``PaintTileLayer``, ``AddRemoveMapObject``).

Every command keeps the course before and after its edit — cheap, because ``Course`` is
immutable and an edit shares every untouched cell and object with the course it came from —
and its ``redo``/``undo`` hand one of them to ``CourseDocument.set_course``. Commands never
touch the scene: the scene follows the document.

A drag is one undo step: the tool gives every command of one drag the same ``stroke``
(``new_stroke()``), and ``mergeWith`` folds a later command of the same kind and stroke into
the first. A merged drag that ends where it began (an obstacle dragged back) becomes obsolete
and leaves the stack.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from PySide6.QtGui import QUndoCommand

from golfstudio.carambole.course import AnyObstacle, Cell, Course, Terrain, Wall
from golfstudio.hexgrid import Direction, Hex
from ui.carambole_editor.document import CourseDocument

_strokes = itertools.count(1)


def new_stroke() -> int:
    """A fresh id for one drag: the commands it pushes merge into one undo step."""
    return next(_strokes)


def with_cells(course: Course, cells: Mapping[Hex, Cell | None]) -> Course:
    """The course with many cells set (a Cell) or erased (None) in one go.

    Built once rather than cell by cell: a flood fill on a 2,000-cell course would otherwise
    rebuild the course once per cell. Erased cells lose their start and bounce arrows, as
    ``Course.remove_cell`` does.
    """
    if not cells:
        return course
    kept = [c for c in course.cells if c.hex not in cells]
    fields: dict[str, Any] = {"cells": (*kept, *(c for c in cells.values() if c is not None))}
    erased = {h for h, c in cells.items() if c is None and course.has_cell(h)}
    if erased:
        fields["starts"] = tuple(s for s in course.starts if s not in erased)
        fields["bounce_overrides"] = tuple(b for b in course.bounce_overrides
                                           if b.hex not in erased)
    return course.replace(**fields)


class CourseCommand(QUndoCommand):
    """An edit as the course before and after it; usable as is for any other edit.

    ``merge_id`` names the kind of drag a subclass merges (-1: never merges).
    """

    merge_id: ClassVar[int] = -1

    def __init__(self, document: CourseDocument, text: str, after: Course,
                 stroke: int | None = None) -> None:
        super().__init__(text)
        self.document = document
        self.before = document.course
        self.after = after
        self.stroke = stroke

    @property
    def changes_anything(self) -> bool:
        """False for an edit that would leave the course as it is (tools then skip it)."""
        return self.after is not self.before and self.after != self.before

    def id(self) -> int:
        return self.merge_id if self.stroke is not None else -1

    def redo(self) -> None:
        self.document.set_course(self.after)

    def undo(self) -> None:
        self.document.set_course(self.before)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (type(other) is not type(self) or not isinstance(other, CourseCommand)
                or self.stroke is None or other.stroke != self.stroke):
            return False
        self.after = other.after
        if self.after == self.before:
            self.setObsolete(True)
        return True


# ---- cells ------------------------------------------------------------------------------------

class PaintCells(CourseCommand):
    """Paint terrain on cells (a void cell joins the course at level 0); merges per drag."""

    merge_id = 1

    def __init__(self, document: CourseDocument, cells: Iterable[Hex], terrain: Terrain,
                 stroke: int | None = None) -> None:
        course = document.course
        changes: dict[Hex, Cell | None] = {}
        for h in cells:
            old = course.cell_at(h)
            if old is None:
                changes[h] = Cell(q=h.q, r=h.r, terrain=terrain, level=0)
            elif old.terrain is not terrain:
                changes[h] = old.replace(terrain=terrain)
        super().__init__(document, f"Paint {terrain.value}", with_cells(course, changes), stroke)


class EraseCells(CourseCommand):
    """Take cells off the course (back to void), with their starts and arrows."""

    merge_id = 2

    def __init__(self, document: CourseDocument, cells: Iterable[Hex],
                 stroke: int | None = None) -> None:
        course = document.course
        changes: dict[Hex, Cell | None] = {h: None for h in cells if course.has_cell(h)}
        super().__init__(document, "Erase cells", with_cells(course, changes), stroke)


class ChangeLevel(CourseCommand):
    """Raise (``delta`` > 0) or lower course cells by whole levels; merges per drag."""

    merge_id = 3

    def __init__(self, document: CourseDocument, cells: Iterable[Hex], delta: int,
                 stroke: int | None = None) -> None:
        course = document.course
        changes: dict[Hex, Cell | None] = {}
        for h in cells:
            old = course.cell_at(h)
            if old is not None and delta:
                changes[h] = old.replace(level=old.level + delta)
        text = "Raise cells" if delta > 0 else "Lower cells"
        super().__init__(document, text, with_cells(course, changes), stroke)


class SetHole(CourseCommand):
    """Move the one hole to a cell; the old hole becomes floor."""

    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, "Set the hole", document.course.set_hole(cell))


class AddStart(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, "Add a start", document.course.add_start(cell))


class RemoveStart(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, "Remove a start", document.course.remove_start(cell))


# ---- walls ------------------------------------------------------------------------------------

class AddWall(CourseCommand):
    def __init__(self, document: CourseDocument, wall: Wall) -> None:
        super().__init__(document, f"Add a {wall.kind.value} wall", document.course.add_wall(wall))


class RemoveWall(CourseCommand):
    def __init__(self, document: CourseDocument, wall_id: str) -> None:
        super().__init__(document, "Delete a wall", document.course.remove_wall(wall_id))


class MoveWall(CourseCommand):
    """Shift a wall by a whole number of cells; the steps of one drag merge."""

    merge_id = 4

    def __init__(self, document: CourseDocument, wall_id: str, offset: Hex,
                 stroke: int | None = None) -> None:
        super().__init__(document, "Move a wall",
                         document.course.move_wall(wall_id, offset), stroke)


# ---- obstacles --------------------------------------------------------------------------------

class PlaceObstacle(CourseCommand):
    def __init__(self, document: CourseDocument, obstacle: AnyObstacle) -> None:
        name = obstacle.piece or f"{obstacle.kind} obstacle"
        super().__init__(document, f"Place {name}", document.course.add_obstacle(obstacle))


class MoveObstacle(CourseCommand):
    """Shift an obstacle by a whole number of cells; the steps of one drag merge."""

    merge_id = 5

    def __init__(self, document: CourseDocument, obstacle_id: str, offset: Hex,
                 stroke: int | None = None) -> None:
        super().__init__(document, "Move an obstacle",
                         document.course.move_obstacle(obstacle_id, offset), stroke)


class RotateObstacle(CourseCommand):
    """Turn an obstacle by ``steps`` × 60° counter-clockwise about a cell (its first)."""

    def __init__(self, document: CourseDocument, obstacle_id: str, steps: int,
                 about: Hex | None = None) -> None:
        super().__init__(document, "Rotate an obstacle",
                         document.course.rotate_obstacle(obstacle_id, steps, about))


class RemoveObstacle(CourseCommand):
    def __init__(self, document: CourseDocument, obstacle_id: str) -> None:
        super().__init__(document, "Delete an obstacle",
                         document.course.remove_obstacle(obstacle_id))


# ---- bounce arrows ----------------------------------------------------------------------------

class SetBounceOverride(CourseCommand):
    """Print an arrow on a cell: a ball travelling ``incoming`` that meets a blocked edge
    leaves ``outgoing`` (fig. 18–19)."""

    def __init__(self, document: CourseDocument, cell: Hex, incoming: Direction,
                 outgoing: Direction) -> None:
        super().__init__(document, "Set a bounce arrow",
                         document.course.set_bounce_override(cell, incoming, outgoing))


class RemoveBounceOverride(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex, incoming: Direction) -> None:
        super().__init__(document, "Remove a bounce arrow",
                         document.course.remove_bounce_override(cell, incoming))


# ---- the course as a whole --------------------------------------------------------------------

class ChangeCourseProperties(CourseCommand):
    """Name, notes, stroke limit, play order or ruleset (``Course.replace`` fields)."""

    def __init__(self, document: CourseDocument, text: str = "Change course properties",
                 **fields: Any) -> None:
        super().__init__(document, text, document.course.replace(**fields))
