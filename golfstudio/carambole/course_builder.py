"""Small courses in a line or two, for tests, engine examples and bundled-course scripts.

``from_rows`` reads hex art: row ``i`` is ``r = i``, and cells sit on every other column,
shifted half a cell per row the way pointy-top hexagons are drawn, so the art looks like the
board::

    from_rows([
        "S . . s H",      # r = 0: q = 0 … 4
        " . w . .",       # r = 1: q = 0 … 3 (SE of the cells above-left)
    ])

``.`` floor, ``s`` sand, ``w`` water, ``H`` the hole, ``S`` a start on floor; spaces are gaps.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from golfstudio.carambole.course import Cell, Course, Terrain, Wall, WallKind
from golfstudio.hexgrid import ORIGIN, Direction, Edge, Hex, disc, edge

_TERRAIN = {".": Terrain.FLOOR, "s": Terrain.SAND, "w": Terrain.WATER, "H": Terrain.HOLE,
            "S": Terrain.FLOOR}
_LETTER = {Terrain.FLOOR: ".", Terrain.SAND: "s", Terrain.WATER: "w", Terrain.HOLE: "H"}


def hex_board(radius: int, *, center: Hex = ORIGIN, hole: Hex | None = None,
              starts: Iterable[Hex] = (), name: str = "", level: int = 0) -> Course:
    """A hexagonal board of floor cells within ``radius`` of ``center``."""
    cells = [Cell(q=h.q, r=h.r, level=level,
                  terrain=Terrain.HOLE if h == hole else Terrain.FLOOR)
             for h in disc(center, radius)]
    return Course(name=name, cells=cells, starts=tuple(starts))


def from_rows(rows: Sequence[str], *, origin: Hex = ORIGIN, name: str = "",
              level: int = 0) -> Course:
    """A course drawn as hex art (see the module docstring).

    ``origin`` is the cell at row 0, column 0 — or column 1 when the art's first row is
    indented by one: the first mark decides which columns hold cells.
    """
    cells: list[Cell] = []
    starts: list[Hex] = []
    parity: int | None = None
    for i, row in enumerate(rows):
        for col, char in enumerate(row):
            if char == " ":
                continue
            if char not in _TERRAIN:
                raise ValueError(f"row {i}, column {col}: unknown mark {char!r} "
                                 f"(use {' '.join(_TERRAIN)})")
            if parity is None:
                parity = (col - i) % 2
            if (col - i) % 2 != parity:
                raise ValueError(f"row {i}, column {col}: {char!r} sits between two cells")
            h = Hex(origin.q + (col - i - parity) // 2, origin.r + i)
            cells.append(Cell(q=h.q, r=h.r, terrain=_TERRAIN[char], level=level))
            if char == "S":
                starts.append(h)
    return Course(name=name, cells=cells, starts=tuple(starts))


def to_rows(course: Course) -> list[str]:
    """The course as hex art, as ``from_rows`` reads it (for readable test failures).

    The art starts at the top row and the leftmost column holding a cell, so
    ``from_rows(to_rows(course), origin=art_origin(course))`` gives the course's cells back.
    """
    if not course.cells:
        return []
    top = min(c.r for c in course.cells)
    left = min(2 * c.q + c.r for c in course.cells)
    left -= (left - top) % 2  # row 0's cells sit on even columns
    starts = set(course.starts)
    marks: dict[tuple[int, int], str] = {}
    for c in course.cells:
        mark = "S" if c.hex in starts and c.terrain is Terrain.FLOOR else _LETTER[c.terrain]
        marks[c.r - top, 2 * c.q + c.r - left] = mark
    height = max(i for i, _ in marks) + 1
    width = max(col for _, col in marks) + 1
    return ["".join(marks.get((i, col), " ") for col in range(width)).rstrip()
            for i in range(height)]


def art_origin(course: Course) -> Hex:
    """The cell ``to_rows`` puts at row 0, column 0 (or 1), for reading its art back."""
    top = min(c.r for c in course.cells)
    left = min(2 * c.q + c.r for c in course.cells)
    left -= (left - top) % 2
    return Hex((left - top) // 2, top)


def outline_edges(course: Course) -> list[Edge]:
    """Every edge between a course cell and the void, in row order then direction."""
    return [edge(c.hex, d) for c in course.cells for d in Direction
            if not course.has_cell(c.hex.neighbour(d))]


def with_curved_outline(course: Course, wall_id: str = "outline") -> Course:
    """The course fenced by one curved wall (the ball comes back, fig. 10–13)."""
    return course.add_wall(Wall(id=wall_id, kind=WallKind.CURVED, edges=outline_edges(course)))
