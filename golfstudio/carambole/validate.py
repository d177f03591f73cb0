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
    colour_name,
    edge_name,
)
from golfstudio.carambole.errors import join_names
from golfstudio.carambole.wall_runs import straight_angle
from golfstudio.docfile import Severity as Severity  # re-exported: the editor reads it here
from golfstudio.docfile import errors_of as errors_of
from golfstudio.hexgrid import Direction, Edge, Hex, compass, edge, edge_cells
from golfstudio.i18n import tr


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
                self.error(tr("cell {cell} is listed {count} times").format(
                    cell=cell_name(h), count=n), cell=h)
        holes = self.course.holes
        if not holes:
            self.error(tr("the course has no hole"))
        elif len(holes) > 1:
            self.error(tr("the course has {count} holes, at {cells}; it needs exactly one").format(
                count=len(holes), cells=join_names(cell_name(h) for h in holes)), cell=holes[1])

    def _starts(self) -> None:
        course = self.course
        if not course.starts:
            self.error(tr("the course has no start cell"))
        for h, n in Counter(course.starts).items():
            if n > 1:
                self.error(tr("start {cell} is listed {count} times").format(
                    cell=cell_name(h), count=n), cell=h)
        for h in dict.fromkeys(course.starts):
            cell = course.cell_at(h)
            ob = course.obstacle_at(h)
            if cell is None:
                self.error(tr("start {cell} is not a cell of the course").format(
                    cell=cell_name(h)), cell=h)
            elif cell.terrain is Terrain.HOLE:
                self.error(tr("start {cell} is on the hole").format(cell=cell_name(h)), cell=h)
            elif cell.terrain is Terrain.WATER:
                self.error(tr("start {cell} is in water").format(cell=cell_name(h)), cell=h)
            elif isinstance(ob, SolidObstacle):
                self.error(tr("start {cell} is inside solid obstacle {id}").format(
                    cell=cell_name(h), id=ob.id), ob.id, h)

    def _ids(self) -> None:
        ids = [w.id for w in self.course.walls] + [ob.id for ob in self.course.obstacles]
        for object_id, n in Counter(ids).items():
            if n > 1:
                self.error(tr("{count} objects share the id {id}").format(
                    count=n, id=object_id), object_id)

    # ---- walls ------------------------------------------------------------------------------

    def _walls(self) -> None:
        course = self.course
        for w in course.walls:
            for e in dict.fromkeys(w.edges):
                a, b = edge_cells(e)
                if not (course.has_cell(a) or course.has_cell(b)):
                    self.error(tr("wall {id}: edge {edge} lies on no cell").format(
                        id=w.id, edge=edge_name(e)), w.id, a)
            if w.kind is WallKind.STRAIGHT:
                self._angle_matches_line(tr("wall {id}").format(id=w.id), w, w.id)
        for e, walls in course.wall_map().items():
            ids = list(dict.fromkeys(w.id for w in walls))
            if len(ids) > 1:
                self.error(tr("walls {ids} share edge {edge}; an edge belongs to one wall").format(
                    ids=join_names(ids), edge=edge_name(e)), ids[1], e.cell)

    def _angle_matches_line(self, label: str, run: Wall | Side, object_id: str) -> None:
        if run.angle is None:
            return
        try:
            drawn = straight_angle(run.edges)
        except ValueError:
            return  # not one open chain: nothing to compare with
        if drawn != run.angle:
            self.warning(tr("{label}: angle {angle} differs from its drawn line ({drawn})").format(
                label=label, angle=run.angle, drawn=drawn), object_id, run.edges[0].cell)

    # ---- obstacles --------------------------------------------------------------------------

    def _obstacles(self) -> None:
        course = self.course
        owner: dict[Hex, str] = {}
        for ob in course.obstacles:
            cells = set(ob.hexes)
            for h, n in Counter(ob.hexes).items():
                if n > 1:
                    self.error(tr("obstacle {id} lists cell {cell} {count} times").format(
                        id=ob.id, cell=cell_name(h), count=n), ob.id, h)
            for c in ob.cells:
                h = c.hex
                if h not in owner:
                    owner[h] = ob.id
                elif owner[h] != ob.id:
                    self.error(tr("obstacles {first} and {second} overlap at {cell}").format(
                        first=owner[h], second=ob.id, cell=cell_name(h)), ob.id, h)
                cell = course.cell_at(h)
                if cell is None:
                    self.error(tr("obstacle {id}: cell {cell} is not a cell of the course").format(
                        id=ob.id, cell=cell_name(h)), ob.id, h)
                elif cell.terrain is Terrain.HOLE:
                    self.error(tr("obstacle {id} covers the hole at {cell}").format(
                        id=ob.id, cell=cell_name(h)), ob.id, h)
                for p in dict.fromkeys(c.passes):
                    if p.leaving == p.entering.opposite:
                        self.error(tr("obstacle {id} cell {cell}: pass {entering}→{leaving} sends "
                                      "the ball back the way it came").format(
                            id=ob.id, cell=cell_name(h), entering=compass(p.entering),
                            leaving=compass(p.leaving)), ob.id, h)
            if isinstance(ob, VerticalObstacle) and ob.main_direction is None:
                self.error(tr("obstacle {id}: a vertical obstacle needs a pass; its first pass "
                              "names the way up its ramps").format(id=ob.id), ob.id, ob.hexes[0])
            if isinstance(ob, ChannelObstacle | VerticalObstacle):
                self._passes_connect(ob)
            for i, side in enumerate(ob.sides, start=1):
                for e in dict.fromkeys(side.edges):
                    inside = sum(h in cells for h in edge_cells(e))
                    if inside != 1:
                        self.error(tr("obstacle {id} side #{number}: edge {edge} is not on the "
                                      "obstacle's outline").format(
                            id=ob.id, number=i, edge=edge_name(e)), ob.id, e.cell)
                self._angle_matches_line(tr("obstacle {id} side #{number}").format(
                    id=ob.id, number=i), side, ob.id)

    def _passes_connect(self, ob: ChannelObstacle | VerticalObstacle) -> None:
        """A pass that leads into another cell of the obstacle should go on there (fig. 29)."""
        for c in ob.cells:
            for p in c.passes:
                nxt = c.hex.neighbour(p.leaving)
                other = ob.cell_at(nxt)
                if other is not None and not any(q.entering == p.leaving for q in other.passes):
                    self.warning(
                        tr("obstacle {id}: pass {entering}→{leaving} at {cell} leads into "
                           "{next}, which has no pass entering {leaving}").format(
                            id=ob.id, entering=compass(p.entering), leaving=compass(p.leaving),
                            cell=cell_name(c.hex), next=cell_name(nxt)), ob.id, c.hex)

    # ---- bounce overrides -------------------------------------------------------------------

    def _bounces(self) -> None:
        course = self.course
        for (h, incoming), n in Counter(
                (b.hex, b.incoming) for b in course.bounce_overrides).items():
            if n > 1:
                self.error(tr("bounce override at {cell}: incoming {incoming} is given {count} "
                              "times").format(cell=cell_name(h), incoming=compass(incoming),
                                              count=n), cell=h)
        for b in course.bounce_overrides:
            h = b.hex
            ob = course.obstacle_at(h)
            at = cell_name(h)
            if not course.has_cell(h):
                self.error(tr("bounce override at {cell} is not on a cell of the course").format(
                    cell=at), cell=h)
                continue
            if isinstance(ob, SolidObstacle):
                self.error(tr("bounce override at {cell} is inside solid obstacle {id}").format(
                    cell=at, id=ob.id), ob.id, h)
                continue
            blocked = blocker(course, h, b.outgoing)
            if blocked is not None:
                self.error(tr("bounce override at {cell}: outgoing {outgoing} points {blocked}")
                           .format(cell=at, outgoing=compass(b.outgoing), blocked=blocked),
                           cell=h)
            if blocker(course, h, b.incoming) is None:
                self.warning(tr("bounce override at {cell}: the edge ahead of incoming "
                                "{incoming} is open, so the arrow is never used").format(
                    cell=at, incoming=compass(b.incoming)), cell=h)

    def _play_order(self) -> None:
        order = self.course.play_order
        for colour, n in Counter(order).items():
            if n > 1:
                self.error(tr("play order lists {colour} {count} times").format(
                    colour=colour_name(colour), count=n))
        missing = [colour_name(c) for c in DEFAULT_PLAY_ORDER if c not in order]
        if missing:
            self.warning(tr("play order leaves out {colours}; those balls play after the "
                            "listed ones").format(colours=join_names(missing)))

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
            if len(edges) == 1:
                text = tr("obstacle {id}: outline edge {edges} has no side; a ball bounces "
                          "straight back there")
            else:
                text = tr("obstacle {id}: outline edges {edges} have no side; a ball bounces "
                          "straight back there")
            self.warning(text.format(id=object_id, edges=names), object_id, edges[0].cell)
        for cell, directions in by_cell.items():
            names = join_names(compass(d) for d in directions)
            if len(directions) == 1:
                text = tr("cell {cell}: blocked edge {edges} has no wall; a ball bounces "
                          "straight back there")
            else:
                text = tr("cell {cell}: blocked edges {edges} have no wall; a ball bounces "
                          "straight back there")
            self.warning(text.format(cell=cell_name(cell), edges=names), cell=cell)


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
        return tr("into wall {id}").format(id=walls[0].id)
    if not course.has_cell(cell):
        return tr("from off the course")
    if not course.has_cell(nxt):
        return tr("off the course")
    here, there = course.obstacle_at(cell), course.obstacle_at(nxt)
    if isinstance(there, SolidObstacle) and there is not here:
        return tr("into obstacle {id}").format(id=there.id)
    if isinstance(here, SolidObstacle):
        return tr("out of obstacle {id}").format(id=here.id)
    leaves = here is not None and any(p[1] == direction for p in _passes_at(here, cell))
    enters = there is not None and any(p[0] == direction for p in _passes_at(there, nxt))
    if here is not None and not leaves:
        return tr("out of obstacle {id} where it has no pass").format(id=here.id)
    if there is not None and not enters:
        return tr("into obstacle {id} where it has no pass").format(id=there.id)
    level_here = course.cell_map()[cell].level
    if level_here != course.cell_map()[nxt].level:
        joined = (isinstance(here, VerticalObstacle) and leaves) or (
            isinstance(there, VerticalObstacle) and enters)
        if not joined:
            return tr("across a level step to {cell}").format(cell=cell_name(nxt))
    return None
