"""Editing many cells of a course at once: brush footprints, flood fill, painting, erasing,
raising and lowering — the pure part of the editor's brush tools.

``Course`` has editing methods for one cell at a time; a brush stroke or a flood fill on a
2,000-cell course would rebuild the course once per cell that way. ``with_cells`` builds the
new course once, and keeps every untouched cell the very same object (the editor finds what
changed by identity).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from golfstudio.carambole.course import Cell, Course, Terrain, on_the_board
from golfstudio.carambole.errors import CourseError, off_the_board
from golfstudio.hexgrid import Hex, disc
from golfstudio.i18n import tr

PAINTABLE = (Terrain.FLOOR, Terrain.SAND, Terrain.WATER)
"""What a brush lays down; the hole is set on its own (a course has exactly one, §1)."""

BRUSH_SIZES = (1, 2, 3)
"""1: one cell; 2: a cell and its ring (7 cells); 3: two rings (a 19-cell disc)."""


def brush_cells(centre: Hex, size: int) -> list[Hex]:
    """The cells a brush of ``size`` (1, 2 or 3) covers around ``centre``."""
    if size not in BRUSH_SIZES:
        raise ValueError(f"the brush size is 1, 2 or 3, not {size}")
    return list(disc(centre, size - 1))


def with_cells(course: Course, cells: Mapping[Hex, Cell | None]) -> Course:
    """The course with many cells set (a Cell) or erased (None) in one go.

    Erased cells lose their start and bounce arrows, as ``Course.remove_cell`` does.
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


def flood_region(course: Course, start: Hex) -> list[Hex]:
    """The course cells joined to ``start`` through neighbours of the same terrain."""
    first = course.cell_at(start)
    if first is None:
        return []
    cells = course.cell_map()
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for n in here.neighbours():
            other = cells.get(n)
            if n not in seen and other is not None and other.terrain is first.terrain:
                seen.add(n)
                queue.append(n)
    return list(seen)


def paint_cells(course: Course, cells: Iterable[Hex], terrain: Terrain) -> Course:
    """Terrain on cells; a void cell joins the course at level 0. A brush that reaches past
    the board paints the part on it; cells that are all off the board are refused
    (``CourseError`` in words), never built into an invalid cell."""
    wanted = list(cells)
    on_board = [h for h in wanted if on_the_board(h)]
    if wanted and not on_board:
        raise CourseError(off_the_board(tr("cell {cell}").format(
            cell=f"({wanted[0].q},{wanted[0].r})")))
    changes: dict[Hex, Cell | None] = {}
    for h in on_board:
        old = course.cell_at(h)
        if old is None:
            changes[h] = Cell.build(q=h.q, r=h.r, terrain=terrain, level=0)
        elif old.terrain is not terrain:
            changes[h] = old.replace(terrain=terrain)
    return with_cells(course, changes)


def erase_cells(course: Course, cells: Iterable[Hex]) -> Course:
    """Cells back to void, with their starts and arrows."""
    return with_cells(course, {h: None for h in cells if course.has_cell(h)})


def change_level(course: Course, cells: Iterable[Hex], delta: int) -> Course:
    """Course cells raised (``delta`` > 0) or lowered by whole levels; void cells stay void."""
    changes: dict[Hex, Cell | None] = {}
    for h in cells:
        old = course.cell_at(h)
        if old is not None and delta:
            changes[h] = old.replace(level=old.level + delta)
    return with_cells(course, changes)
