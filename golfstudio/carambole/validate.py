"""Whether a course's objects fit together: one problem, one readable line.

The models check each object alone; here the course is checked as a whole (one hole, starts
on playable cells, walls on cells, obstacles that do not overlap, bounce arrows that lead
somewhere). Errors stop a file from loading (``course_file.load_course``); warnings go to the
editor's Problems dock. Each problem names its object and cell so the editor can select them.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from golfstudio import docfile
from golfstudio.carambole.course import (
    DEFAULT_PLAY_ORDER,
    AnyObstacle,
    ChannelObstacle,
    Course,
    Side,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    Wall,
    WallKind,
    cell_name,
    edge_name,
)
from golfstudio.carambole.errors import join_names
from golfstudio.carambole.wall_runs import straight_angle
from golfstudio.docfile import Severity as Severity  # re-exported: the editor reads it here
from golfstudio.docfile import errors_of as errors_of
from golfstudio.hexgrid import Direction, Edge, Hex, edge, edge_cells


@dataclass(frozen=True)
class Problem(docfile.Problem):
    """One thing wrong with a course, for the CLI (``message``) and the editor (the object
    and the cell it names)."""

    object_id: str | None = None
    cell: Hex | None = None


def validate(course: Course) -> list[Problem]:
    """Every problem with the course, errors and warnings, in a stable order."""
    return _Checker(course).run()


class _Checker:
    def __init__(self, course: Course) -> None:
        self.course = course
        self.problems: list[Problem] = []

    def run(self) -> list[Problem]:
        self._cells()
        self._starts()
        self._ids()
        self._walls()
        self._obstacles()
        self._bounces()
        self._play_order()
        self._undrawn_edges()
        return self.problems

    def error(self, message: str, object_id: str | None = None, cell: Hex | None = None) -> None:
        self.problems.append(Problem(Severity.ERROR, message, object_id, cell))

    def warning(self, message: str, object_id: str | None = None,
                cell: Hex | None = None) -> None:
        self.problems.append(Problem(Severity.WARNING, message, object_id, cell))

    # ---- cells, hole, starts ----------------------------------------------------------------

    def _cells(self) -> None:
        for h, n in Counter(c.hex for c in self.course.cells).items():
            if n > 1:
                self.error(f"cell {cell_name(h)} is listed {n} times", cell=h)
        holes = self.course.holes
        if not holes:
            self.error("the course has no hole")
        elif len(holes) > 1:
            self.error(f"the course has {len(holes)} holes, at "
                       f"{join_names(cell_name(h) for h in holes)}; it needs exactly one",
                       cell=holes[1])

    def _starts(self) -> None:
        course = self.course
        if not course.starts:
            self.error("the course has no start cell")
        for h, n in Counter(course.starts).items():
            if n > 1:
                self.error(f"start {cell_name(h)} is listed {n} times", cell=h)
        for h in dict.fromkeys(course.starts):
            cell = course.cell_at(h)
            ob = course.obstacle_at(h)
            if cell is None:
                self.error(f"start {cell_name(h)} is not a cell of the course", cell=h)
            elif cell.terrain is Terrain.HOLE:
                self.error(f"start {cell_name(h)} is on the hole", cell=h)
            elif cell.terrain is Terrain.WATER:
                self.error(f"start {cell_name(h)} is in water", cell=h)
            elif isinstance(ob, SolidObstacle):
                self.error(f"start {cell_name(h)} is inside solid obstacle {ob.id}", ob.id, h)

    def _ids(self) -> None:
        ids = [w.id for w in self.course.walls] + [ob.id for ob in self.course.obstacles]
        for object_id, n in Counter(ids).items():
            if n > 1:
                self.error(f"{n} objects share the id {object_id}", object_id)

    # ---- walls ------------------------------------------------------------------------------

    def _walls(self) -> None:
        course = self.course
        for w in course.walls:
            for e in dict.fromkeys(w.edges):
                a, b = edge_cells(e)
                if not (course.has_cell(a) or course.has_cell(b)):
                    self.error(f"wall {w.id}: edge {edge_name(e)} lies on no cell", w.id, a)
            if w.kind is WallKind.STRAIGHT:
                self._angle_matches_line(f"wall {w.id}", w, w.id)
        for e, walls in course.wall_map().items():
            ids = list(dict.fromkeys(w.id for w in walls))
            if len(ids) > 1:
                self.error(f"walls {join_names(ids)} share edge {edge_name(e)}; "
                           "an edge belongs to one wall", ids[1], e.cell)

    def _angle_matches_line(self, label: str, run: Wall | Side, object_id: str) -> None:
        if run.angle is None:
            return
        try:
            drawn = straight_angle(run.edges)
        except ValueError:
            return  # not one open chain: nothing to compare with
        if drawn != run.angle:
            self.warning(f"{label}: angle {run.angle} differs from its drawn line ({drawn})",
                         object_id, run.edges[0].cell)

    # ---- obstacles --------------------------------------------------------------------------

    def _obstacles(self) -> None:
        course = self.course
        owner: dict[Hex, str] = {}
        for ob in course.obstacles:
            cells = set(ob.hexes)
            for h, n in Counter(ob.hexes).items():
                if n > 1:
                    self.error(f"obstacle {ob.id} lists cell {cell_name(h)} {n} times", ob.id, h)
            for c in ob.cells:
                h = c.hex
                if h not in owner:
                    owner[h] = ob.id
                elif owner[h] != ob.id:
                    self.error(f"obstacles {owner[h]} and {ob.id} overlap at {cell_name(h)}",
                               ob.id, h)
                cell = course.cell_at(h)
                if cell is None:
                    self.error(f"obstacle {ob.id}: cell {cell_name(h)} is not a cell of the course",
                               ob.id, h)
                elif cell.terrain is Terrain.HOLE:
                    self.error(f"obstacle {ob.id} covers the hole at {cell_name(h)}", ob.id, h)
                for p in dict.fromkeys(c.passes):
                    if p.leaving == p.entering.opposite:
                        self.error(f"obstacle {ob.id} cell {cell_name(h)}: pass "
                                   f"{p.entering.name}→{p.leaving.name} sends the ball back "
                                   "the way it came", ob.id, h)
            if isinstance(ob, VerticalObstacle) and ob.main_direction is None:
                self.error(f"obstacle {ob.id}: a vertical obstacle needs a pass; its first pass "
                           "names the way up its ramps", ob.id, ob.hexes[0])
            if isinstance(ob, ChannelObstacle | VerticalObstacle):
                self._passes_connect(ob)
            for i, side in enumerate(ob.sides, start=1):
                for e in dict.fromkeys(side.edges):
                    inside = sum(h in cells for h in edge_cells(e))
                    if inside != 1:
                        self.error(f"obstacle {ob.id} side #{i}: edge {edge_name(e)} is not on "
                                   "the obstacle's outline", ob.id, e.cell)
                self._angle_matches_line(f"obstacle {ob.id} side #{i}", side, ob.id)

    def _passes_connect(self, ob: ChannelObstacle | VerticalObstacle) -> None:
        """A pass that leads into another cell of the obstacle should go on there (fig. 29)."""
        for c in ob.cells:
            for p in c.passes:
                nxt = c.hex.neighbour(p.leaving)
                other = ob.cell_at(nxt)
                if other is not None and not any(q.entering == p.leaving for q in other.passes):
                    self.warning(
                        f"obstacle {ob.id}: pass {p.entering.name}→{p.leaving.name} at "
                        f"{cell_name(c.hex)} leads into {cell_name(nxt)}, which has no pass "
                        f"entering {p.leaving.name}", ob.id, c.hex)

    # ---- bounce overrides -------------------------------------------------------------------

    def _bounces(self) -> None:
        course = self.course
        for (h, incoming), n in Counter(
                (b.hex, b.incoming) for b in course.bounce_overrides).items():
            if n > 1:
                self.error(f"bounce override at {cell_name(h)}: incoming {incoming.name} is "
                           f"given {n} times", cell=h)
        for b in course.bounce_overrides:
            h = b.hex
            ob = course.obstacle_at(h)
            at = f"bounce override at {cell_name(h)}"
            if not course.has_cell(h):
                self.error(f"{at} is not on a cell of the course", cell=h)
                continue
            if isinstance(ob, SolidObstacle):
                self.error(f"{at} is inside solid obstacle {ob.id}", ob.id, h)
                continue
            blocked = blocker(course, h, b.outgoing)
            if blocked is not None:
                self.error(f"{at}: outgoing {b.outgoing.name} points {blocked}", cell=h)
            if blocker(course, h, b.incoming) is None:
                self.warning(f"{at}: the edge ahead of incoming {b.incoming.name} is open, "
                             "so the arrow is never used", cell=h)

    def _play_order(self) -> None:
        order = self.course.play_order
        for colour, n in Counter(order).items():
            if n > 1:
                self.error(f"play order lists {colour} {n} times")
        missing = [c.value for c in DEFAULT_PLAY_ORDER if c not in order]
        if missing:
            self.warning(f"play order leaves out {join_names(missing)}; "
                         "those balls play after the listed ones")

    # ---- blocked edges that nothing draws ---------------------------------------------------

    def _undrawn_edges(self) -> None:
        """carambole.md §3: a blocked edge no wall describes sends the ball back; say where."""
        course = self.course
        drawn = set(course.wall_map()) | set(course.side_map())
        by_obstacle: dict[str, list[Edge]] = defaultdict(list)
        by_cell: dict[Hex, list[Direction]] = defaultdict(list)
        seen: set[Edge] = set()
        for cell in course.cell_map():
            for d in Direction:
                e = edge(cell, d)
                if e in seen or e in drawn:
                    continue
                seen.add(e)
                a, b = cell, cell.neighbour(d)
                oa, ob = course.obstacle_at(a), course.obstacle_at(b)
                if oa is not None and oa is ob:
                    continue  # inside one obstacle the ball follows its passes (fig. 29)
                if not (_reachable(course, a) or _reachable(course, b)):
                    continue
                if blocker(course, a, d) is None or blocker(course, b, d.opposite) is None:
                    continue
                owner = oa if oa is not None else ob
                if owner is not None:
                    by_obstacle[owner.id].append(e)
                else:
                    by_cell[cell].append(d)
        for object_id, edges in by_obstacle.items():
            names = join_names(edge_name(e) for e in edges)
            self.warning(f"obstacle {object_id}: outline {_edges_have(names, len(edges))} no "
                         "side; a ball bounces straight back there", object_id, edges[0].cell)
        for cell, directions in by_cell.items():
            names = join_names(d.name for d in directions)
            self.warning(f"cell {cell_name(cell)}: blocked {_edges_have(names, len(directions))} "
                         "no wall; a ball bounces straight back there", cell=cell)


def _edges_have(names: str, count: int) -> str:
    return f"edge {names} has" if count == 1 else f"edges {names} have"


def _reachable(course: Course, cell: Hex) -> bool:
    return course.has_cell(cell) and not isinstance(course.obstacle_at(cell), SolidObstacle)


def _passes_at(ob: AnyObstacle | None, cell: Hex) -> tuple[tuple[Direction, Direction], ...]:
    found = None if ob is None else ob.cell_at(cell)
    return () if found is None else tuple(found.passes)


def blocker(course: Course, cell: Hex, direction: Direction) -> str | None:
    """What stops a ball on ``cell`` from stepping ``direction``, in words, or None if open.

    The static part of carambole.md §1/§5 (walls, the void, obstacles without a pass, level
    steps no vertical obstacle joins); the engine adds the ball's state (inside a channel).
    """
    nxt = cell.neighbour(direction)
    walls = course.walls_on(cell, direction)
    if walls:
        return f"into wall {walls[0].id}"
    if not course.has_cell(cell):
        return "from off the course"
    if not course.has_cell(nxt):
        return "off the course"
    here, there = course.obstacle_at(cell), course.obstacle_at(nxt)
    if isinstance(there, SolidObstacle) and there is not here:
        return f"into obstacle {there.id}"
    if isinstance(here, SolidObstacle):
        return f"out of obstacle {here.id}"
    leaves = here is not None and any(p[1] == direction for p in _passes_at(here, cell))
    enters = there is not None and any(p[0] == direction for p in _passes_at(there, nxt))
    if here is not None and not leaves:
        return f"out of obstacle {here.id} where it has no pass"
    if there is not None and not enters:
        return f"into obstacle {there.id} where it has no pass"
    level_here = course.cell_map()[cell].level
    if level_here != course.cell_map()[nxt].level:
        joined = (isinstance(here, VerticalObstacle) and leaves) or (
            isinstance(there, VerticalObstacle) and enters)
        if not joined:
            return f"across a level step to {cell_name(nxt)}"
    return None
