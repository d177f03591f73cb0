"""A course compiled into a flat cell table, so that a shot is a tight loop over integers.

Cells get ids ``0 … n-1`` (the course's row order). Everything a moving ball needs about the
step from cell ``c`` in direction ``d`` sits at index ``i = 6 * c + d`` of a few flat tuples,
worked out once per course from the digest's rules (docs/carambole-rules-engine.md):

- ``nbr[i]``: the cell the step leads to, or ``-1`` when the edge is blocked (a wall, the
  void, a solid obstacle, an obstacle entered or left where it has no pass, a level step no
  vertical obstacle joins — ``validate.blocker``, the same test the validator uses).
- ``cost[i]``: the impulses the step costs (§4: 1, 2 from sand, 3 from water, 2 onto a rising
  ramp, 1 onto a flat top, 0 down off a high obstacle, +1 leaving the hole or a centre hole).
- ``flags[i]``: what happens on arriving (``F_*`` below); ``after[i]`` the direction the ball
  leaves the new cell in when a channel's pass turns it or a fork sends it back.
- ``bounce_dir[i]``, ``bounce_cause[i]``, ``bounce_object[i]``: for a blocked edge, where
  the ball goes instead (override arrow, mirror of a straight wall or side, back for a
  curved wall or an undescribed edge), why, and which object it touched.
- ``corner[i]``: that bounce runs into a corner — "two walls at once" (§3, fig. 27): the
  one rule the recording resolver, the fast one and the analysis' walks all read.

The table is immutable and holds no pydantic objects: games, their clones and the analysis
share one table per course.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from golfstudio.carambole.course import (
    AnyObstacle,
    ChannelObstacle,
    Colour,
    Course,
    Side,
    SolidObstacle,
    Terrain,
    VerticalCell,
    VerticalObstacle,
    VerticalPart,
    WallKind,
)
from golfstudio.carambole.ruleset import ImpulseSource, Ruleset
from golfstudio.carambole.validate import blocker
from golfstudio.engine.errors import GameError as GameError  # re-exported for the engine modules
from golfstudio.hexgrid import Direction, Hex
from golfstudio.i18n import tr

# Terrain codes (carambole.md §1).
FLOOR, SAND, WATER, HOLE = 0, 1, 2, 3
_TERRAIN_CODE = {Terrain.FLOOR: FLOOR, Terrain.SAND: SAND, Terrain.WATER: WATER,
                 Terrain.HOLE: HOLE}
# §4: the cost of a step is decided by the cell it starts from.
_TERRAIN_COST = {FLOOR: 1, SAND: 2, WATER: 3, HOLE: 1}

# What a step does on arrival (bits of ``flags[i]``).
F_WATER = 1
"""The step enters water from dry ground: the ball stops there at once (fig. 45)."""
F_TURN = 2
"""The step enters an obstacle cell whose pass turns the ball to ``after[i]`` (fig. 30)."""
F_FORK = 4
"""The step enters a fork of a channel: the ball goes back, ``after[i]`` (fig. 31)."""
F_ENTER = 8
"""The step enters an obstacle from outside it: remember the cell before (fig. 40)."""
F_RISING = 16
"""The step climbs onto a rising ramp: a ball stopping there rolls back (fig. 40)."""
F_FREE = 32
"""The step costs nothing (down off a high obstacle); the engine bounds runs of them."""
F_COAST = 64
"""A free step that does not start on a falling slope (off a flat top): the ball takes it
only while it has an impulse left, so a spent ball rests on a top (fig. 41). A free step
down a falling ramp is taken even with none: a ball does not rest on a slope."""

NO_STEP = 1 << 30
"""``min_out`` of a cell no step leaves: more impulses than any die gives."""

_PART_COST = {VerticalPart.RAMP_UP: 2, VerticalPart.TOP: 1, VerticalPart.CENTRE_HOLE: 1,
              VerticalPart.RAMP_DOWN: 0}


@dataclass(frozen=True, slots=True, eq=False)
class CellTable:
    """A course compiled for the engine (see the module docstring); build it with
    ``compile_course``. Cell ids index the per-cell tuples; ``6 * cell + direction`` the
    per-step ones."""

    name: str
    hexes: tuple[Hex, ...]
    index: Mapping[Hex, int]
    terrain: tuple[int, ...]
    is_hole: tuple[bool, ...]
    is_water: tuple[bool, ...]
    in_channel: tuple[bool, ...]
    """A channel or vertical obstacle cell: a ball resting there goes only along its passes."""
    solid: tuple[bool, ...]
    """Inside a solid obstacle: no ball can ever be there."""
    obstacle: tuple[int, ...]
    """The obstacle a cell belongs to (its position in ``obstacle_ids``), or -1."""
    nbr: tuple[int, ...]
    cost: tuple[int, ...]
    flags: tuple[int, ...]
    after: tuple[int, ...]
    bounce_dir: tuple[int, ...]
    bounce_cause: tuple[str, ...]
    bounce_object: tuple[int, ...]
    corner: tuple[bool, ...]
    """For a blocked edge: its bounce points into a corner, so the ball hits two walls at
    once and goes straight back instead of bouncing again (``corner_after``)."""
    object_ids: tuple[str, ...]
    """Wall ids then obstacle ids: what ``bounce_object`` numbers."""
    obstacle_ids: tuple[str, ...]
    min_out: tuple[int, ...]
    """The cheapest step out of each cell (``NO_STEP`` when every edge is blocked)."""
    open_directions: tuple[tuple[Direction, ...], ...]
    hole: int
    """The hole's id (the first hole of a broken course), or -1 for a course without one."""
    starts: tuple[int, ...]
    hole_distance: tuple[int, ...]
    """Steps to the hole over open edges, ignoring costs; ``unreachable`` when none lead."""
    unreachable: int
    stroke_limit: int
    play_order: tuple[Colour, ...]
    ruleset: Ruleset
    sources: tuple[ImpulseSource, ...]

    def __len__(self) -> int:
        return len(self.hexes)

    def cell_id(self, cell: Hex) -> int:
        """The id of a course cell; ``GameError`` for a cell off the course."""
        found = self.index.get(cell)
        if found is None:
            raise GameError(tr("{cell} is not a cell of the course").format(
                cell=f"({cell.q},{cell.r})"))
        return found

    def legal_directions(self, cell: int) -> tuple[Direction, ...]:
        """The directions a ball resting on ``cell`` may be played in (fig. 14–16).

        Those whose edge is open; inside a channel only along its passes (§2). A ball whose
        every edge is blocked (only on a broken course) may be played in any direction: it
        bounces as the rules say and stays where it is.
        """
        return self.open_directions[cell] or tuple(Direction)

    def source(self, name: str, card: bool = False) -> ImpulseSource:
        """A die (or, with ``card``, a card used with the white die) by name."""
        for s in self.sources:
            if s.name == name and s.is_card == card:
                return s
        if card:
            raise GameError(tr('the course\'s ruleset has no card called "{name}"').format(
                name=name))
        raise GameError(tr('the course\'s ruleset has no die called "{name}"').format(name=name))


def compile_course(course: Course) -> CellTable:
    """Compile a course once; the table can then be shared by every game on it.

    The course need not be valid: an editor may try shots on a course being built. Cells
    listed twice keep their first entry, as the model's lookups do.
    """
    hexes = tuple(course.cell_map())
    index = {h: i for i, h in enumerate(hexes)}
    n = len(hexes)
    object_ids = tuple(dict.fromkeys([w.id for w in course.walls]
                                     + [ob.id for ob in course.obstacles]))
    object_no = {oid: k for k, oid in enumerate(object_ids)}
    obstacle_ids = tuple(dict.fromkeys(ob.id for ob in course.obstacles))
    obstacle_no = {oid: k for k, oid in enumerate(obstacle_ids)}

    terrain: list[int] = []
    obstacle: list[int] = []
    in_channel: list[bool] = []
    solid: list[bool] = []
    for h in hexes:
        terrain.append(_TERRAIN_CODE[course.cell_map()[h].terrain])
        ob = course.obstacle_at(h)
        obstacle.append(-1 if ob is None else obstacle_no[ob.id])
        in_channel.append(isinstance(ob, ChannelObstacle | VerticalObstacle))
        solid.append(isinstance(ob, SolidObstacle))

    nbr = [-1] * (6 * n)
    cost = [0] * (6 * n)
    flags = [0] * (6 * n)
    after = [0] * (6 * n)
    bounce_dir = [-1] * (6 * n)
    bounce_cause = [""] * (6 * n)
    bounce_object = [-1] * (6 * n)
    for c, h in enumerate(hexes):
        for d in Direction:
            i = 6 * c + d
            if blocker(course, h, d) is None:
                t = index[h.neighbour(d)]
                nbr[i] = t
                cost[i] = _step_cost(course, h, d, terrain[c])
                flags[i], after[i] = _arrival(course, h, d, terrain[c], terrain[t])
                if cost[i] == 0:
                    flags[i] |= F_FREE if _downhill(course, h, d) else F_FREE | F_COAST
            else:
                bounce_dir[i], bounce_cause[i], obj = _bounce(course, h, d)
                bounce_object[i] = -1 if obj is None else object_no[obj]

    min_out = [min((cost[6 * c + d] for d in range(6) if nbr[6 * c + d] >= 0),
                   default=NO_STEP) for c in range(n)]
    open_directions = tuple(tuple(d for d in Direction if nbr[6 * c + d] >= 0)
                            for c in range(n))
    hole = index[course.hole] if course.hole is not None else -1
    distance, unreachable = _hole_distances(nbr, n, [index[h] for h in course.holes])
    ruleset = course.effective_ruleset()
    return CellTable(
        name=course.name, hexes=hexes, index=MappingProxyType(index),
        terrain=tuple(terrain), is_hole=tuple(t == HOLE for t in terrain),
        is_water=tuple(t == WATER for t in terrain), in_channel=tuple(in_channel),
        solid=tuple(solid), obstacle=tuple(obstacle), nbr=tuple(nbr), cost=tuple(cost),
        flags=tuple(flags), after=tuple(after), bounce_dir=tuple(bounce_dir),
        bounce_cause=tuple(bounce_cause), bounce_object=tuple(bounce_object),
        corner=tuple(corner_after(i, nbr, bounce_dir, bounce_object) for i in range(6 * n)),
        object_ids=object_ids, obstacle_ids=obstacle_ids, min_out=tuple(min_out),
        open_directions=open_directions, hole=hole,
        starts=tuple(index[s] for s in course.starts if s in index),
        hole_distance=distance, unreachable=unreachable, stroke_limit=course.stroke_limit,
        play_order=course.play_order, ruleset=ruleset, sources=ruleset.impulse_sources(),
    )


def _vertical(course: Course, cell: Hex) -> tuple[VerticalObstacle, VerticalCell] | None:
    ob = course.obstacle_at(cell)
    if isinstance(ob, VerticalObstacle):
        vc = ob.cell_at(cell)
        if isinstance(vc, VerticalCell):
            return ob, vc
    return None


def _downhill(course: Course, cell: Hex, d: Direction) -> bool:
    """Whether a ball on ``cell`` travelling ``d`` stands on a falling ramp."""
    here = _vertical(course, cell)
    return here is not None and (
        here[0].part_seen_from(here[1].part, d) is VerticalPart.RAMP_DOWN)


def _step_cost(course: Course, cell: Hex, d: Direction, terrain: int) -> int:
    """§4's table. Onto a vertical obstacle's cell the part entered decides (seen from the
    travel direction): a rising ramp 2, a flat top or centre hole 1, a falling ramp 0; off a
    high obstacle's falling ramp or top onto the ground 0; ``under`` cells cost as the ground
    does (fig. 36–37). Leaving the hole or a centre hole costs 1 more (fig. 5, 42)."""
    here, there = _vertical(course, cell), _vertical(course, cell.neighbour(d))
    extra = 1 if terrain == HOLE or (
        here is not None and here[1].part is VerticalPart.CENTRE_HOLE) else 0
    if there is not None and there[1].part is not VerticalPart.UNDER:
        return _PART_COST[there[0].part_seen_from(there[1].part, d)] + extra
    leaves = here is not None and (there is None or there[0] is not here[0])
    if here is not None and leaves and here[0].part_seen_from(here[1].part, d) in (
            VerticalPart.RAMP_DOWN, VerticalPart.TOP, VerticalPart.CENTRE_HOLE):
        return extra
    return _TERRAIN_COST[terrain] + extra


def _arrival(course: Course, cell: Hex, d: Direction, here: int, there: int
             ) -> tuple[int, int]:
    """The flags of the step from ``cell`` in ``d`` and the direction the ball leaves the
    new cell in (``d`` unless a pass turns it or a fork sends it back)."""
    nxt = cell.neighbour(d)
    flags = 0
    direction = int(d)
    if there == WATER and here != WATER:
        flags |= F_WATER
    ob_here, ob_there = course.obstacle_at(cell), course.obstacle_at(nxt)
    if ob_there is not None:
        if ob_there is not ob_here:
            flags |= F_ENTER
        found = ob_there.cell_at(nxt)
        outs = list(dict.fromkeys(p.leaving for p in (found.passes if found else ())
                                  if p.entering == d))
        if len(outs) > 1:
            flags |= F_FORK
            direction = int(d.opposite)
        elif outs and outs[0] != d:
            flags |= F_TURN
            direction = int(outs[0])
        vertical = _vertical(course, nxt)
        if vertical is not None and vertical[0].part_seen_from(
                vertical[1].part, d) is VerticalPart.RAMP_UP:
            flags |= F_RISING
    return flags, direction


def _bounce(course: Course, cell: Hex, d: Direction) -> tuple[int, str, str | None]:
    """Where a ball goes when the edge ahead is blocked, why, and the object it touched.

    §3: an override arrow wins; then a straight wall mirrors (new = 2θ − old), a curved
    wall sends the ball back, an obstacle's side mirrors like a straight wall, and an edge
    no object describes sends the ball back.
    """
    walls = course.walls_on(cell, d)
    sides = course.sides_on(cell, d)
    touched: str | None = None
    outgoing: Direction
    cause: str
    if walls:
        wall = walls[0]
        touched = wall.id
        if wall.kind is WallKind.STRAIGHT and wall.angle is not None:
            outgoing, cause = d.reflected(wall.angle), wall.id
        else:
            outgoing, cause = d.opposite, "curved"
    elif sides:
        ob, side = _facing_side(course, cell, d, sides)
        touched = ob.id
        outgoing, cause = d.reflected(side.angle), ob.id
    else:
        outgoing, cause = d.opposite, "back"
    override = course.bounce_override(cell, d)
    if override is not None:
        outgoing, cause = override, "override"
    return int(outgoing), cause, touched


def corner_after(i: int, nbr: Sequence[int], bounce_dir: Sequence[int],
                 bounce_object: Sequence[int]) -> bool:
    """Whether the bounce off the blocked edge at table index ``i`` hits two walls at once.

    §3 Decision (fig. 27): only in a corner. The bounce off one wall or obstacle points into
    an edge **adjacent** to the one it hit (directions one apart: the two edges meet at a
    vertex of the cell) and a *different* wall or obstacle blocks that edge: the ball
    touches both and goes straight back. A bounce into a blocked edge that is not adjacent,
    or that the same object holds, is just the next bounce by the usual rules; an edge no
    object describes (the void, a level step) is no object and makes no corner.
    """
    hit = bounce_object[i]
    if nbr[i] >= 0 or hit < 0:
        return False
    d, out = i % 6, bounce_dir[i]
    if (out - d) % 6 not in (1, 5):
        return False
    j = i - d + out
    other = bounce_object[j]
    return nbr[j] < 0 and other >= 0 and other != hit


def _facing_side(course: Course, cell: Hex, d: Direction,
                 sides: tuple[tuple[AnyObstacle, Side], ...]) -> tuple[AnyObstacle, Side]:
    """Of the sides on an edge (two obstacles may touch, fig. 24), the face the ball meets:
    the obstacle ahead of it, else the one it is inside."""
    ahead = course.obstacle_at(cell.neighbour(d))
    for ob, side in sides:
        if ob is ahead:
            return ob, side
    return sides[0]


def _hole_distances(nbr: list[int], n: int, holes: list[int]) -> tuple[tuple[int, ...], int]:
    """Breadth-first steps to a hole over the open edges, ignoring costs (the greedy AI's
    measure). Cells from which no path leads score ``n`` (more than any real distance)."""
    back: list[list[int]] = [[] for _ in range(n)]
    for i, t in enumerate(nbr):
        if t >= 0:
            back[t].append(i // 6)
    dist = [n] * n
    queue = deque(holes)
    for h in holes:
        dist[h] = 0
    while queue:
        c = queue.popleft()
        for p in back[c]:
            if dist[p] == n:
                dist[p] = dist[c] + 1
                queue.append(p)
    return tuple(dist), n
