"""Copying part of a course and pasting it into another: the editor's Cut, Copy, Paste and
Duplicate, and the way to build a linked course (paste whole boards side by side, then join
them with channels, rulebook schemes S-6 to S-8).

A ``Fragment`` is what a selection holds: cells with their terrain and level, the start
marks and bounce arrows on them, and walls and obstacles. It travels through the system
clipboard as JSON (``fragment_to_json``), so a paste works between tabs and windows.

Decisions (docs/carambole-editor.md, "Copy and paste"):

- A wall or obstacle comes with a selection of cells when it lies inside it: every cell of
  an obstacle, and for a wall at least one of the two cells of each of its edges. Objects
  named by id come whatever the cells.
- Pasted cells replace the course's cells at the same place, with their start marks and
  bounce arrows: the pasted area looks exactly like the copied one. Pasted walls and
  obstacles are added; one that lands on another (two obstacles on a cell, two walls on an
  edge) is left for the validator to name, as after any other edit.
- A pasted object whose id the course already uses is renamed to the first free ``w<n>``
  (wall) or ``o<n>`` (obstacle), the rule of ``Course.next_id``.
- A course has one hole (carambole.md §1): when the course keeps a hole outside the pasted
  cells, a pasted hole becomes floor (``Pasted.dropped_hole`` says where), so pasting a
  whole board never makes a second hole. A course without a hole takes the pasted one.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from golfstudio.carambole.course import (
    AnyObstacle,
    BounceOverride,
    Cell,
    Course,
    Terrain,
    Wall,
)
from golfstudio.carambole.errors import CourseError, validation_messages
from golfstudio.errors import shown
from golfstudio.hexgrid import Edge, Hex, edge_cells
from golfstudio.i18n import tr
from golfstudio.jsonfile import JsonFileError, parse_json

FRAGMENT_FORMAT = "golfstudio.carambole-fragment"
FRAGMENT_VERSION = 1
FRAGMENT_KEYS = ("cells", "starts", "walls", "obstacles", "bounce_overrides")

WALL_PREFIX = "w"
OBSTACLE_PREFIX = "o"

ORIGIN = Hex(0, 0)


@dataclass(frozen=True)
class Fragment:
    """Part of a course, at the coordinates it was copied from."""

    cells: tuple[Cell, ...] = ()
    starts: tuple[Hex, ...] = ()
    walls: tuple[Wall, ...] = ()
    obstacles: tuple[AnyObstacle, ...] = ()
    bounce_overrides: tuple[BounceOverride, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not (self.cells or self.walls or self.obstacles)

    def object_ids(self) -> set[str]:
        return {w.id for w in self.walls} | {ob.id for ob in self.obstacles}

    def footprint(self) -> set[Hex]:
        """Every cell the fragment covers or touches: cells, obstacle cells, wall edges."""
        cells = {c.hex for c in self.cells} | set(self.starts)
        for ob in self.obstacles:
            cells.update(ob.hexes)
        for w in self.walls:
            for e in w.edges:
                cells.update(edge_cells(e))
        return cells

    def moved(self, offset: Hex) -> Fragment:
        if offset == ORIGIN:
            return self
        return Fragment(
            cells=tuple(c.replace(q=c.q + offset.q, r=c.r + offset.r) for c in self.cells),
            starts=tuple(s + offset for s in self.starts),
            walls=tuple(w.moved(offset) for w in self.walls),
            obstacles=tuple(ob.moved(offset) for ob in self.obstacles),
            bounce_overrides=tuple(b.replace(q=b.q + offset.q, r=b.r + offset.r)
                                   for b in self.bounce_overrides),
        )


def _wall_inside(wall: Wall, cells: Collection[Hex]) -> bool:
    return all(any(h in cells for h in edge_cells(e)) for e in wall.edges)


def copy_fragment(course: Course, cells: Iterable[Hex],
                  object_ids: Iterable[str] = ()) -> Fragment:
    """The selected part of ``course``: the course cells among ``cells`` with their starts
    and arrows, the walls and obstacles inside those cells, and the objects ``object_ids``.

    Unknown ids are ignored (the selection may be older than the course).
    """
    chosen = {h for h in cells if course.has_cell(h)}
    ids = set(object_ids)
    cell_map = course.cell_map()
    return Fragment(
        cells=tuple(cell_map[h] for h in sorted(chosen, key=lambda h: (h.r, h.q))),
        starts=tuple(s for s in course.starts if s in chosen),
        walls=tuple(w for w in course.walls
                    if w.id in ids or (chosen and _wall_inside(w, chosen))),
        obstacles=tuple(ob for ob in course.obstacles
                        if ob.id in ids or (chosen and all(h in chosen for h in ob.hexes))),
        bounce_overrides=tuple(b for b in course.bounce_overrides if b.hex in chosen),
    )


def copy_course(course: Course) -> Fragment:
    """The whole board (Select All, then Copy)."""
    return copy_fragment(course, course.cell_map(), course.object_ids())


def remove_selection(course: Course, cells: Iterable[Hex],
                     object_ids: Iterable[str] = ()) -> Course:
    """The course without what ``copy_fragment`` would copy (Cut and Delete).

    Cells go back to void with their starts and arrows; the walls and obstacles inside them
    and the objects ``object_ids`` are removed.
    """
    taken = copy_fragment(course, cells, object_ids)
    gone_cells = {c.hex for c in taken.cells}
    gone_ids = taken.object_ids()
    if not gone_cells and not gone_ids:
        return course
    return course.replace(
        cells=tuple(c for c in course.cells if c.hex not in gone_cells),
        starts=tuple(s for s in course.starts if s not in gone_cells),
        walls=tuple(w for w in course.walls if w.id not in gone_ids),
        obstacles=tuple(ob for ob in course.obstacles if ob.id not in gone_ids),
        bounce_overrides=tuple(b for b in course.bounce_overrides if b.hex not in gone_cells),
    )


@dataclass(frozen=True)
class Pasted:
    """The course after a paste and what the paste put where (for selecting it)."""

    course: Course
    cells: frozenset[Hex]
    object_ids: tuple[str, ...]
    renamed: dict[str, str] = field(default_factory=dict)
    """Pasted ids that clashed, and the ids they were given."""
    dropped_hole: Hex | None = None
    """Where a pasted hole became floor because the course keeps its own."""


def _free_id(prefix: str, taken: set[str]) -> str:
    """``Course.next_id``'s rule over a set of ids: ``prefix1``, ``prefix2`` …"""
    n = 1
    while f"{prefix}{n}" in taken:
        n += 1
    return f"{prefix}{n}"


def place_fragment(course: Course, fragment: Fragment, offset: Hex = ORIGIN) -> Pasted:
    """Paste ``fragment`` moved by ``offset`` into ``course`` (the module's decisions)."""
    moved = fragment.moved(offset)
    pasted_cells = {c.hex: c for c in moved.cells}
    kept_holes = [h for h in course.holes if h not in pasted_cells]
    dropped: Hex | None = None
    if kept_holes:
        for h, c in list(pasted_cells.items()):
            if c.terrain is Terrain.HOLE:
                pasted_cells[h] = c.replace(terrain=Terrain.FLOOR)
                dropped = dropped or h

    taken = course.object_ids()
    renamed: dict[str, str] = {}
    walls: list[Wall] = []
    for w in moved.walls:
        if w.id in taken:
            renamed[w.id] = _free_id(WALL_PREFIX, taken | fragment.object_ids())
            w = w.replace(id=renamed[w.id])
        taken.add(w.id)
        walls.append(w)
    obstacles: list[AnyObstacle] = []
    for ob in moved.obstacles:
        if ob.id in taken:
            renamed[ob.id] = _free_id(OBSTACLE_PREFIX, taken | fragment.object_ids())
            ob = ob.replace(id=renamed[ob.id])
        taken.add(ob.id)
        obstacles.append(ob)

    starts = [s for s in course.starts if s not in pasted_cells]
    starts += [s for s in moved.starts if s not in starts]
    new = course.replace(
        cells=(*(c for c in course.cells if c.hex not in pasted_cells), *pasted_cells.values()),
        starts=tuple(starts),
        walls=(*course.walls, *walls),
        obstacles=(*course.obstacles, *obstacles),
        bounce_overrides=(*(b for b in course.bounce_overrides if b.hex not in pasted_cells),
                          *moved.bounce_overrides),
    )
    return Pasted(new, frozenset(pasted_cells),
                  tuple(w.id for w in walls) + tuple(ob.id for ob in obstacles),
                  renamed, dropped)


def paste_fragment(course: Course, fragment: Fragment, offset: Hex = ORIGIN) -> Course:
    """``course`` with ``fragment`` pasted at ``offset`` (``place_fragment``'s course)."""
    return place_fragment(course, fragment, offset).course


def _column(cell: Hex) -> int:
    """Twice a cell's horizontal position in cells: ``2q + r`` (rows are shifted by half)."""
    return 2 * cell.q + cell.r


def _course_footprint(course: Course) -> set[Hex]:
    cells = set(course.cell_map()) | set(course.starts)
    cells.update(course.obstacle_map())
    for e in course.wall_map():
        cells.update(edge_cells(e))
    return cells


def _clashes(course: Course, fragment: Fragment) -> bool:
    obstacle_cells = course.obstacle_map()
    if any(h in obstacle_cells for ob in fragment.obstacles for h in ob.hexes):
        return True
    wall_edges: set[Edge] = set(course.wall_map())
    if any(e in wall_edges for w in fragment.walls for e in w.edges):
        return True
    return any(s in course.starts for s in fragment.starts)


def free_offset(course: Course, fragment: Fragment) -> Hex:
    """Where Paste and Duplicate put a fragment so that it covers nothing of ``course``.

    A fragment with cells goes to the right of the course, on the same rows, one empty
    column between (the boards of a linked course, joined later with channels). Objects
    alone stay where they were copied from if that place is free — the same spot on another
    course — else move right one column at a time until they are.
    """
    if fragment.is_empty:
        return ORIGIN
    if fragment.cells:
        occupied = _course_footprint(course)
        if not occupied:
            return ORIGIN
        right = max(_column(h) for h in occupied)
        left = min(_column(h) for h in fragment.footprint())
        return Hex(max(0, math.ceil((right + 4 - left) / 2)), 0)
    occupied = _course_footprint(course)
    width = 2 + max((_column(h) for h in occupied), default=0) - min(
        (_column(h) for h in fragment.footprint()), default=0)
    for dq in range(max(1, width // 2 + 2)):
        offset = Hex(dq, 0)
        if not _clashes(course, fragment.moved(offset)):
            return offset
    return Hex(max(1, width // 2 + 2), 0)


# ---- the clipboard's JSON -----------------------------------------------------------------------

def fragment_to_data(fragment: Fragment) -> dict[str, Any]:
    """The fragment as a JSON object: an envelope, then the course file's own keys."""
    holder = Course(cells=fragment.cells, starts=fragment.starts, walls=fragment.walls,
                    obstacles=fragment.obstacles, bounce_overrides=fragment.bounce_overrides)
    body = holder.model_dump(mode="json", include=set(FRAGMENT_KEYS), exclude_none=True)
    return {"format": FRAGMENT_FORMAT, "version": FRAGMENT_VERSION,
            **{k: body[k] for k in FRAGMENT_KEYS}}


def fragment_to_json(fragment: Fragment) -> str:
    return json.dumps(fragment_to_data(fragment), ensure_ascii=False)


def fragment_from_data(data: object) -> Fragment:
    """A fragment from its JSON object; ``CourseError`` for anything else."""
    if not isinstance(data, dict) or data.get("format") != FRAGMENT_FORMAT:
        raise CourseError(tr("this is not a piece of a Carambole course"))
    version = data.get("version")
    if version != FRAGMENT_VERSION:
        raise CourseError(tr("unknown course fragment version {value}").format(
            value=shown(version)))
    extra = sorted(set(data) - {"format", "version", *FRAGMENT_KEYS})
    if extra:
        raise CourseError(tr("unknown key {key} in a course fragment").format(
            key=shown(extra[0])))
    body = {k: data[k] for k in FRAGMENT_KEYS if k in data}
    try:
        holder = Course.model_validate_json(json.dumps({"cells": [], **body}), strict=True)
    except ValidationError as exc:
        raise CourseError(validation_messages(exc, body)) from None
    return Fragment(cells=holder.cells, starts=holder.starts, walls=holder.walls,
                    obstacles=holder.obstacles, bounce_overrides=holder.bounce_overrides)


def fragment_from_json(text: str) -> Fragment:
    try:
        data = parse_json(text)
    except JsonFileError as exc:
        raise CourseError(str(exc)) from None
    return fragment_from_data(data)
