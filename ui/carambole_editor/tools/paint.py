"""Paint terrain: floor, sand or water with a brush of 1, 2 or 3 (a cell, a ring, two rings),
or flood fill the connected cells of one terrain. Painting the void adds cells to the course.
The hole is left alone: it moves with the hole tool, so a course keeps exactly one."""

from __future__ import annotations

from collections import deque

from golfstudio.carambole.course import Course, Terrain
from golfstudio.hexgrid import Hex, line
from ui.carambole_editor.commands import PaintCells, new_stroke
from ui.carambole_editor.tools.base import EditorTool, ToolContext, ToolEvent


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


class BrushStroke:
    """The cells one drag has covered, filled in along straight lines between mouse events,
    so a quick drag leaves no gaps."""

    def __init__(self, cell: Hex) -> None:
        self.stroke = new_stroke()
        self.last = cell

    def cells_to(self, cell: Hex) -> list[Hex]:
        path = line(self.last, cell)
        self.last = cell
        return path


class PaintTool(EditorTool):
    name = "paint"
    label = "Paint terrain"
    shortcut = "B"
    hint = "Click or drag to paint · 1, 2, 3 set the brush · F toggles flood fill"
    options_used = ("terrain", "brush", "flood")

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._stroke: BrushStroke | None = None

    def _paint(self, centres: list[Hex], stroke: int) -> None:
        hole = set(self.course.holes)
        cells = dict.fromkeys(h for c in centres for h in self.options.brush(c) if h not in hole)
        self.push(PaintCells(self.document, cells, self.options.terrain, stroke))

    def press(self, event: ToolEvent) -> None:
        self._stroke = BrushStroke(event.cell)
        if not self.options.flood_fill:
            self._paint([event.cell], self._stroke.stroke)
            return
        self._stroke = None
        start = self.course.cell_at(event.cell)
        if start is None:
            self.context.notify("Flood fill works on course cells; paint the void instead.")
        elif start.terrain is not Terrain.HOLE:
            self.push(PaintCells(self.document, flood_region(self.course, event.cell),
                                 self.options.terrain, new_stroke()))

    def drag(self, event: ToolEvent) -> None:
        if self._stroke is not None:
            self._paint(self._stroke.cells_to(event.cell), self._stroke.stroke)
        self.hover(event)

    def release(self, event: ToolEvent) -> None:
        self._stroke = None

    def hover(self, event: ToolEvent) -> None:
        if self.options.flood_fill:
            self.show_cells([event.cell])
        else:
            self.show_cells(self.options.brush(event.cell))
