"""A course drawn as text, for ``golfstudio carambole show`` and readable test failures.

The picture is the board seen from above, pointy-top hexagons in offset rows: a cell
``(q, r)`` sits at half-cell column ``x = 2q + r`` of text row ``r``, so each row is shifted
half a cell from the one above, as the board is printed. In the full drawing every cell
takes four columns and every row two lines, which leaves a slot on every edge for its wall:
``|`` between east–west neighbours, ``/`` and ``\\`` on the line between two rows (the NW
and NE edges of the cell below). The compact drawing (``compact=True``) has one character
per cell and marks no walls.
"""

from __future__ import annotations

from dataclasses import dataclass

from golfstudio.carambole.course import (
    ChannelObstacle,
    Course,
    SolidObstacle,
    Terrain,
    VerticalCell,
    VerticalObstacle,
    VerticalPart,
    WallKind,
    cell_name,
)
from golfstudio.hexgrid import Direction, Edge, Hex

LEGEND: tuple[tuple[str, str], ...] = (
    (".", "floor"),
    (":", "sand"),
    ("~", "water"),
    ("O", "hole"),
    ("S", "start"),
    ("#", "solid obstacle"),
    ("=", "channel"),
    ("^", "vertical obstacle (ramps and top)"),
    ("o", "vertical obstacle's centre hole"),
    ("_", "under a vertical obstacle"),
    ("| / \\", "straight wall"),
    ("!", "curved wall"),
)
"""Every mark the drawing uses and what it means (the CLI prints it under the board)."""

_TERRAIN_MARK = {Terrain.FLOOR: ".", Terrain.SAND: ":", Terrain.WATER: "~", Terrain.HOLE: "O"}
_VERTICAL_MARK = {VerticalPart.CENTRE_HOLE: "o", VerticalPart.UNDER: "_"}
_LEVEL_MARKS = "0123456789abcdefghijklmnopqrstuvwxyz"


def cell_mark(course: Course, cell: Hex) -> str:
    """The one character that shows a cell: an obstacle first, then start, then terrain."""
    found = course.cell_at(cell)
    if found is None:
        return " "
    ob = course.obstacle_at(cell)
    if isinstance(ob, SolidObstacle):
        return "#"
    if isinstance(ob, ChannelObstacle):
        return "="
    if isinstance(ob, VerticalObstacle):
        part = ob.cell_at(cell)
        return _VERTICAL_MARK.get(part.part, "^") if isinstance(part, VerticalCell) else "^"
    if cell in course.starts and found.terrain is not Terrain.HOLE:
        return "S"
    return _TERRAIN_MARK[found.terrain]


@dataclass(frozen=True)
class _Frame:
    """Where things go on the page: the leftmost half-cell column and the top row drawn."""

    left: int
    top: int
    scale: int  # text columns per half cell: 2 in the full drawing, 1 in the compact one
    lines_per_row: int

    def column(self, x: int) -> int:
        return (x - self.left) * self.scale

    def line(self, r: int) -> int:
        return (r - self.top) * self.lines_per_row + self.lines_per_row - 1


def _level_mark(level: int) -> str:
    """0–9, then a–z for higher levels; ``-`` below 0 and ``+`` above 35."""
    if level < 0:
        return "-"
    return _LEVEL_MARKS[level] if level < len(_LEVEL_MARKS) else "+"


def _x(cell: Hex) -> int:
    return 2 * cell.q + cell.r


def _wall_slot(e: Edge) -> tuple[int, int, str]:
    """Where a canonical edge is drawn: (line offset, column, mark for a straight wall).

    The line offset is 0 for the E edge (between two cells of the row) and -1 for the NE
    and NW edges (on the line above the row); the column is in the full drawing's unit, a
    quarter cell, where a cell at ``x`` sits at ``2x``.
    """
    x = 2 * _x(e.cell)
    if e.direction is Direction.E:
        return 0, x + 2, "|"
    if e.direction is Direction.NE:
        return -1, x + 1, "\\"
    return -1, x - 1, "/"


def board_lines(course: Course, *, compact: bool = False, levels: bool = False) -> list[str]:
    """The course as lines of text; ``levels`` shows each cell's level instead of terrain."""
    cells = list(course.cell_map())
    if not cells:
        return []
    frame = _Frame(left=min(_x(c) for c in cells) - (0 if compact else 1),
                   top=min(c.r for c in cells), scale=1 if compact else 2,
                   lines_per_row=1 if compact else 2)
    bottom = max(c.r for c in cells)
    width = (max(_x(c) for c in cells) + 2 - frame.left) * frame.scale + 1
    height = (bottom - frame.top + 1) * frame.lines_per_row + (0 if compact else 1)
    page = [[" "] * width for _ in range(height)]
    for cell, found in course.cell_map().items():
        mark = _level_mark(found.level) if levels else cell_mark(course, cell)
        page[frame.line(cell.r)][frame.column(_x(cell))] = mark
    if not compact:
        for e, walls in course.wall_map().items():
            rows, quarter, straight = _wall_slot(e)
            line = frame.line(e.cell.r) + rows
            column = quarter - 2 * frame.left
            if 0 <= line < len(page) and 0 <= column < width:
                page[line][column] = straight if walls[0].kind is WallKind.STRAIGHT else "!"
    return ["".join(row).rstrip() for row in page]


def _row_labels(course: Course, lines: list[str], compact: bool) -> list[str]:
    """Prefix each cell row with ``r`` and the ``q`` of its leftmost cell."""
    rows: dict[int, int] = {}
    for c in course.cell_map():
        rows[c.r] = min(rows.get(c.r, c.q), c.q)
    top = min(rows)
    per_row = 1 if compact else 2
    labelled = []
    for i, text in enumerate(lines):
        r = top + i // per_row
        if i % per_row == per_row - 1 and r in rows:
            labelled.append(f"r={r:>3} q={rows[r]:>3} | {text}".rstrip())
        else:
            labelled.append(f"{'':12}| {text}".rstrip())
    return labelled


def render_course(course: Course, *, compact: bool = False) -> str:
    """The whole text shown by ``carambole show``: a header, the board, the legend.

    A course with several levels gets a second drawing of the levels; bounce arrows are
    listed under the board (one character per cell leaves no room to draw them).
    """
    out: list[str] = []
    title = course.name or "(unnamed course)"
    hole = course.hole
    out.append(f"{title}: {len(course.cells)} cells, stroke limit {course.stroke_limit}, "
               f"hole {cell_name(hole) if hole is not None else 'none'}")
    out.append("starts: " + (" ".join(cell_name(s) for s in course.starts) or "none"))
    out.append("")
    out.extend(_row_labels(course, board_lines(course, compact=compact), compact))
    if len({c.level for c in course.cells}) > 1:
        out.append("")
        out.append("levels:")
        out.extend(_row_labels(course, board_lines(course, compact=True, levels=True), True))
    if course.bounce_overrides:
        out.append("")
        out.append("bounce arrows: " + ", ".join(
            f"{cell_name(b.hex)} {b.incoming.name}→{b.outgoing.name}"
            for b in course.bounce_overrides))
    out.append("")
    items = [f"{mark} {what}" for mark, what in LEGEND if not compact or mark[0] not in "|!"]
    line = "legend:"
    for k, item in enumerate(items):
        text = item + ("," if k < len(items) - 1 else "")
        if len(line) + 1 + len(text) > 100:
            out.append(line)
            line = "       "
        line += " " + text
    out.append(line)
    return "\n".join(out) + "\n"
