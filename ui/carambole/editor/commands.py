"""One undo command per kind of course edit (Tiled's ``PaintTileLayer``, ``AddRemoveMapObject``).

Each is a thin ``SnapshotCommand`` (``ui/editor_kit/commands.py``): it works out the course
after its edit with the core's editing functions (``Course`` methods,
``golfstudio.carambole.cell_edits``) and names the edit for the Edit menu; the kit keeps the
course before and after and merges the commands of one drag (same ``stroke=new_stroke()``)
into one undo step.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from golfstudio.carambole.cell_edits import change_level, erase_cells, paint_cells, with_cells
from golfstudio.carambole.course import (
    AnyObstacle,
    Course,
    Terrain,
    Wall,
    terrain_name,
    wall_kind_name,
)
from golfstudio.carambole.outline import wall_the_outline
from golfstudio.hexgrid import Direction, Hex
from ui.carambole.editor.document import CourseDocument
from ui.editor_kit.commands import SnapshotCommand, new_stroke

__all__ = ["new_stroke", "with_cells"]


class CourseCommand(SnapshotCommand[Course]):
    """An edit as the course before and after it; usable as is for any other edit (a paste:
    build the new course with the ``Course`` editing methods and push it)."""

    def __init__(self, document: CourseDocument, text: str, after: Course,
                 stroke: int | None = None) -> None:
        super().__init__(document, text, after, stroke)


# ---- cells ------------------------------------------------------------------------------------

class PaintCells(CourseCommand):
    """Paint terrain on cells (a void cell joins the course at level 0); merges per drag."""

    merge_id = 1

    def __init__(self, document: CourseDocument, cells: Iterable[Hex], terrain: Terrain,
                 stroke: int | None = None) -> None:
        text = QCoreApplication.translate("CourseCommands", "Paint {terrain}")
        text = text.format(terrain=terrain_name(terrain))
        super().__init__(document, text, paint_cells(document.course, cells, terrain), stroke)


class EraseCells(CourseCommand):
    """Take cells off the course (back to void), with their starts and arrows."""

    merge_id = 2

    def __init__(self, document: CourseDocument, cells: Iterable[Hex],
                 stroke: int | None = None) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Erase cells"), erase_cells(document.course, cells),
                         stroke)


class ChangeLevel(CourseCommand):
    """Raise (``delta`` > 0) or lower course cells by whole levels; merges per drag."""

    merge_id = 3

    def __init__(self, document: CourseDocument, cells: Iterable[Hex], delta: int,
                 stroke: int | None = None) -> None:
        raise_text = QCoreApplication.translate("CourseCommands", "Raise cells")
        lower_text = QCoreApplication.translate("CourseCommands", "Lower cells")
        text = raise_text if delta > 0 else lower_text
        super().__init__(document, text, change_level(document.course, cells, delta), stroke)


class SetHole(CourseCommand):
    """Move the one hole to a cell; the old hole becomes floor."""

    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Set the hole"), document.course.set_hole(cell))


class AddStart(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Add a start"), document.course.add_start(cell))


class RemoveStart(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Remove a start"), document.course.remove_start(cell))


# ---- walls ------------------------------------------------------------------------------------

class AddWall(CourseCommand):
    def __init__(self, document: CourseDocument, wall: Wall) -> None:
        kind = wall_kind_name(wall.kind)
        text = QCoreApplication.translate("CourseCommands", "Add a {kind} wall").format(kind=kind)
        super().__init__(document, text, document.course.add_wall(wall))


class RemoveWall(CourseCommand):
    def __init__(self, document: CourseDocument, wall_id: str) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Delete a wall"), document.course.remove_wall(wall_id))


class MoveWall(CourseCommand):
    """Shift a wall by a whole number of cells; the steps of one drag merge."""

    merge_id = 4

    def __init__(self, document: CourseDocument, wall_id: str, offset: Hex,
                 stroke: int | None = None) -> None:
        super().__init__(document, QCoreApplication.translate("CourseCommands", "Move a wall"),
                         document.course.move_wall(wall_id, offset), stroke)


# ---- obstacles --------------------------------------------------------------------------------

class PlaceObstacle(CourseCommand):
    def __init__(self, document: CourseDocument, obstacle: AnyObstacle) -> None:
        kind = QCoreApplication.translate("CourseCommands", obstacle.kind)
        kind_name = QCoreApplication.translate("CourseCommands", "{kind} obstacle")
        kind_name = kind_name.format(kind=kind)
        name = obstacle.piece or kind_name
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Place {name}").format(name=name),
                         document.course.add_obstacle(obstacle))


class MoveObstacle(CourseCommand):
    """Shift an obstacle by a whole number of cells; the steps of one drag merge."""

    merge_id = 5

    def __init__(self, document: CourseDocument, obstacle_id: str, offset: Hex,
                 stroke: int | None = None) -> None:
        super().__init__(document, QCoreApplication.translate("CourseCommands", "Move an obstacle"),
                         document.course.move_obstacle(obstacle_id, offset), stroke)


class RotateObstacle(CourseCommand):
    """Turn an obstacle by ``steps`` × 60° counter-clockwise about a cell (its first)."""

    def __init__(self, document: CourseDocument, obstacle_id: str, steps: int,
                 about: Hex | None = None) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Rotate an obstacle"),
                         document.course.rotate_obstacle(obstacle_id, steps, about))


class RemoveObstacle(CourseCommand):
    def __init__(self, document: CourseDocument, obstacle_id: str) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Delete an obstacle"),
                         document.course.remove_obstacle(obstacle_id))


# ---- bounce arrows ----------------------------------------------------------------------------

class SetBounceOverride(CourseCommand):
    """Print an arrow on a cell: a ball travelling ``incoming`` that meets a blocked edge
    leaves ``outgoing`` (fig. 18–19)."""

    def __init__(self, document: CourseDocument, cell: Hex, incoming: Direction,
                 outgoing: Direction) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Set a bounce arrow"),
                         document.course.set_bounce_override(cell, incoming, outgoing))


class RemoveBounceOverride(CourseCommand):
    def __init__(self, document: CourseDocument, cell: Hex, incoming: Direction) -> None:
        super().__init__(document, QCoreApplication.translate(
            "CourseCommands", "Remove a bounce arrow"),
                         document.course.remove_bounce_override(cell, incoming))


# ---- the course as a whole --------------------------------------------------------------------

class ChangeCourseProperties(CourseCommand):
    """Name, notes, stroke limit, play order or ruleset (``Course.replace`` fields)."""

    def __init__(self, document: CourseDocument, text: str = "", **fields: Any) -> None:
        super().__init__(document, text or QCoreApplication.translate(
            "CourseCommands", "Change course properties"),
                         document.course.replace(**fields))


class WallTheOutline(CourseCommand):
    """Wall the whole outline of the course, as the printed boards are: curved walls at the
    ends, straight walls along the sides (``golfstudio.carambole.outline``); existing walls
    are kept. One undo step."""

    def __init__(self, document: CourseDocument) -> None:
        super().__init__(document, QCoreApplication.translate("CourseCommands", "Wall the outline"),
                         wall_the_outline(document.course))
