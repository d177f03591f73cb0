"""The Carambole course: the objects a designer places on the hex board, as pydantic models.

A course is what the user edits, object by object (issue, part 2): terrain cells, start
cells, walls, obstacles, bounce overrides, the colours' play order and the stroke limit. The
models check each object's own shape (a literal terrain, a wall angle that is a multiple of
30°); whether the objects fit together (one hole, walls on cells, no overlapping obstacles)
is ``validate.validate``'s job, because the editor must be able to hold a course that is not
finished yet.

Every model is frozen. Editing methods return a **new** course built through the
constructor, so every field is validated and the lookup tables are rebuilt; an undo command
keeps the course before and after. ``model_copy(update=…)`` goes the same way (pydantic's
own skips validation and would keep stale lookups).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from enum import StrEnum
from types import MappingProxyType
from typing import Annotated, Any, Literal, NamedTuple, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PrivateAttr,
    ValidationError,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import to_jsonable_python

from golfstudio.carambole.errors import CourseError, off_the_board, validation_messages
from golfstudio.carambole.limits import MAX_COORDINATE, MAX_LEVEL, MAX_STROKE_LIMIT
from golfstudio.carambole.ruleset import Ruleset, default_ruleset
from golfstudio.errors import shown
from golfstudio.hexgrid import Direction, Edge, Hex, edge, rotate
from golfstudio.i18n import tr


class Terrain(StrEnum):
    """carambole.md §1; sand costs 2 per step (fig. 43), water stops the ball (fig. 45)."""

    FLOOR = "floor"
    SAND = "sand"
    WATER = "water"
    HOLE = "hole"


class Colour(StrEnum):
    """The six ball colours (rulebook item G)."""

    RED = "red"
    ORANGE = "orange"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    VIOLET = "violet"


def colour_name(colour: Colour) -> str:
    """A ball colour as the user reads it ("red" in English); the file keeps the English id
    (``colour.value``)."""
    words = {Colour.RED: tr("red", "a ball's colour"),
             Colour.ORANGE: tr("orange", "a ball's colour"),
             Colour.YELLOW: tr("yellow", "a ball's colour"),
             Colour.GREEN: tr("green", "a ball's colour"),
             Colour.BLUE: tr("blue", "a ball's colour"),
             Colour.VIOLET: tr("violet", "a ball's colour")}
    return words[colour]


def terrain_name(terrain: Terrain) -> str:
    """A cell's terrain as the user reads it ("sand"; the status line, an undo step's name);
    the file keeps the English id (``terrain.value``)."""
    words = {Terrain.FLOOR: tr("floor", "a course cell's terrain"),
             Terrain.SAND: tr("sand", "a course cell's terrain"),
             Terrain.WATER: tr("water", "a course cell's terrain"),
             Terrain.HOLE: tr("hole", "a course cell's terrain")}
    return words[terrain]


DEFAULT_PLAY_ORDER: tuple[Colour, ...] = (
    Colour.ORANGE, Colour.GREEN, Colour.YELLOW, Colour.BLUE, Colour.VIOLET, Colour.RED,
)
"""The order shown beside the course of the rulebook's illustration 2."""

DEFAULT_STROKE_LIMIT = 10
"""carambole.md §6: 10 strokes (linked courses use 20 or 30, fig. 59–60)."""


class WallKind(StrEnum):
    """Straight walls mirror the ball (fig. 7–9); curved ones send it back (fig. 10–13)."""

    STRAIGHT = "straight"
    CURVED = "curved"


def wall_kind_name(kind: WallKind) -> str:
    """A wall's kind as the user reads it ("Add a curved wall"); the file keeps the id."""
    words = {WallKind.STRAIGHT: tr("straight", "a course wall's kind"),
             WallKind.CURVED: tr("curved", "a course wall's kind")}
    return words[kind]


class VerticalPart(StrEnum):
    """The role of a vertical obstacle's cell (fig. 33–42).

    ``ramp-up`` and ``ramp-down`` are named for a ball travelling along the obstacle's main
    direction (its first pass); see ``VerticalObstacle.part_seen_from``.
    """

    RAMP_UP = "ramp-up"
    TOP = "top"
    RAMP_DOWN = "ramp-down"
    UNDER = "under"
    CENTRE_HOLE = "centre-hole"


WALL_ANGLES = tuple(range(0, 180, 30))


def cell_name(cell: Hex) -> str:
    """A cell as messages and the editor show it: ``(3,-1)``."""
    return f"({cell.q},{cell.r})"


def edge_name(e: Edge) -> str:
    """An edge as messages show it, by its canonical name: ``(4,2,E)``."""
    return f"({e.cell.q},{e.cell.r},{e.direction.name})"


def on_the_board(cell: Hex) -> bool:
    """Whether a cell lies within the coordinates a course may use (``MAX_COORDINATE``)."""
    return -MAX_COORDINATE <= cell.q <= MAX_COORDINATE and (
        -MAX_COORDINATE <= cell.r <= MAX_COORDINATE)


def _parse_edge(value: object) -> Edge:
    """Accept ``[q, r, direction]`` naming the edge from either side; keep the canonical name.

    One of the edge's two cells must be on the board (the other may be the void beyond).
    """
    if isinstance(value, Edge):
        found = edge(value.cell, value.direction)
    elif (isinstance(value, list | tuple) and len(value) == 3
            and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
            and 0 <= value[2] <= 5):
        found = edge(Hex(value[0], value[1]), value[2])
    else:
        raise ValueError(tr("an edge is [q, r, direction] with direction 0–5, got {value}")
                         .format(value=shown(value)))
    if not any(on_the_board(h) for h in (found.cell, found.cell.neighbour(found.direction))):
        raise ValueError(off_the_board(tr("edge {edge}").format(edge=edge_name(found))))
    return found


def _edge_json(e: Edge) -> list[int]:
    return [e.cell.q, e.cell.r, int(e.direction)]


EdgeName = Annotated[
    Edge,
    BeforeValidator(_parse_edge),
    PlainSerializer(_edge_json),
    WithJsonSchema({
        "type": "array",
        "description": "A cell edge: [q, r, direction 0–5]; either cell may name it.",
        "prefixItems": [
            {"type": "integer", "minimum": -MAX_COORDINATE - 1,
             "maximum": MAX_COORDINATE + 1, "title": "q"},
            {"type": "integer", "minimum": -MAX_COORDINATE - 1,
             "maximum": MAX_COORDINATE + 1, "title": "r"},
            {"type": "integer", "minimum": 0, "maximum": 5, "title": "direction"}],
        "minItems": 3,
        "maxItems": 3,
    }),
]
"""A cell edge in a file: ``[q, r, dir]``, stored as ``hexgrid.Edge`` under its canonical name."""

Coordinate = Annotated[int, Field(ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
"""A cell's ``q`` or ``r``: a course lies within ``±MAX_COORDINATE`` (limits.py)."""


def _check_start(cell: Hex) -> Hex:
    if not on_the_board(cell):
        raise ValueError(off_the_board(tr("start {cell}").format(cell=cell_name(cell))))
    return cell


_COORDINATE_SCHEMA = {"type": "integer", "minimum": -MAX_COORDINATE, "maximum": MAX_COORDINATE}

StartCell = Annotated[
    Hex,
    AfterValidator(_check_start),
    WithJsonSchema({
        "type": "array",
        "description": "A cell: [q, r].",
        "prefixItems": [{**_COORDINATE_SCHEMA, "title": "q"}, {**_COORDINATE_SCHEMA, "title": "r"}],
        "minItems": 2,
        "maxItems": 2,
    }),
]
"""A start cell in a file, ``[q, r]``, within the board's coordinates."""

WallAngle = Annotated[int, Field(ge=0, lt=180, multiple_of=30)]
ObjectId = Annotated[str, Field(min_length=1)]


@contextmanager
def _named(label: str) -> Iterator[None]:
    """Name the object an edit was refused for ("wall w3: …"), as a file's messages do."""
    try:
        yield
    except CourseError as exc:
        raise CourseError([f"{label}: {m}" for m in exc.messages]) from None


def _rotated_edge(e: Edge, steps: int, center: Hex) -> Edge:
    return edge(rotate(e.cell, steps, center), e.direction.rotated(steps))


class Pass(NamedTuple):
    """A way through an obstacle cell: the ball's travel direction entering and leaving.

    A straight channel cell lets the ball through both ways, ``[[0, 0], [3, 3]]``; two passes
    entering the same way are a fork, which sends the ball back (fig. 31).
    """

    entering: Direction
    leaving: Direction

    def rotated(self, steps: int) -> Pass:
        return Pass(self.entering.rotated(steps), self.leaving.rotated(steps))


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    @classmethod
    def build(cls, **fields: Any) -> Self:
        """A new object from values a user chose (a cell painted, a wall drawn), validated
        as a file's would be: what the model refuses is a ``CourseError`` in words, never
        pydantic's error."""
        try:
            return cls.model_validate(fields)
        except ValidationError as exc:
            raise CourseError(validation_messages(exc, to_jsonable_python(fields))) from None

    def replace(self, **changes: Any) -> Self:
        """A copy with some fields changed, validated like a new object.

        Every edit goes through here, so an edit the model refuses (a cell off the board, a
        stroke limit out of range) raises ``CourseError`` with readable lines, as a file does.
        """
        data = {**dict(self), **changes}
        try:
            return self.model_validate(data)
        except ValidationError as exc:
            raise CourseError(validation_messages(exc, to_jsonable_python(data))) from None

    def model_copy(self, *, update: Mapping[str, Any] | None = None,
                   deep: bool = False) -> Self:
        if update:
            return self.replace(**update)
        return super().model_copy(deep=deep)


class Cell(_Model):
    """A course cell; a cell missing from the course is void (outside the walls)."""

    q: Coordinate
    r: Coordinate
    terrain: Terrain
    level: int = Field(0, ge=-MAX_LEVEL, le=MAX_LEVEL,
                       description="Height, for linked courses joined by ramps (§8).")

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)


class Wall(_Model):
    """A run of cell edges that bounces the ball; it acts on both sides of each edge (§3)."""

    model_config = ConfigDict(json_schema_extra={
        "if": {"properties": {"kind": {"const": "straight"}}},
        "then": {"required": ["angle"]},
        "else": {"not": {"required": ["angle"]}},
    })

    id: ObjectId
    kind: WallKind
    edges: tuple[EdgeName, ...] = Field(min_length=1)
    angle: WallAngle | None = Field(
        None, description="Line angle in degrees for a straight wall; absent for a curved one.")

    @model_validator(mode="after")
    def _angle_matches_kind(self) -> Self:
        if self.kind is WallKind.STRAIGHT and self.angle is None:
            raise ValueError(tr("a straight wall needs an angle, a multiple of 30 from 0 to 150"))
        if self.kind is WallKind.CURVED and self.angle is not None:
            raise ValueError(
                tr("a curved wall has no angle: it sends the ball back the way it came"))
        return self

    def moved(self, offset: Hex) -> Wall:
        with _named(tr("wall {id}").format(id=self.id)):
            return self.replace(edges=tuple(Edge(e.cell + offset, e.direction)
                                            for e in self.edges))

    def rotated(self, steps: int, center: Hex) -> Wall:
        """Turned by ``steps`` × 60° counter-clockwise about ``center``."""
        angle = None if self.angle is None else (self.angle + 60 * steps) % 180
        with _named(tr("wall {id}").format(id=self.id)):
            return self.replace(edges=tuple(_rotated_edge(e, steps, center)
                                            for e in self.edges), angle=angle)


class Side(_Model):
    """Part of an obstacle's outline that bounces like a straight wall (§5, fig. 21–24)."""

    edges: tuple[EdgeName, ...] = Field(min_length=1)
    angle: WallAngle

    def moved(self, offset: Hex) -> Side:
        return self.replace(edges=tuple(Edge(e.cell + offset, e.direction) for e in self.edges))

    def rotated(self, steps: int, center: Hex) -> Side:
        return self.replace(edges=tuple(_rotated_edge(e, steps, center) for e in self.edges),
                            angle=(self.angle + 60 * steps) % 180)


class _Place(_Model):
    q: Coordinate
    r: Coordinate

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)

    def moved(self, offset: Hex) -> Self:
        return self._placed(self.hex + offset)

    def rotated(self, steps: int, center: Hex) -> Self:
        return self._placed(rotate(self.hex, steps, center), **self._turned_passes(steps))

    def _placed(self, cell: Hex, **changes: Any) -> Self:
        if not on_the_board(cell):
            raise CourseError(off_the_board("cell " + cell_name(cell)))
        return self.replace(q=cell.q, r=cell.r, **changes)

    def _turned_passes(self, steps: int) -> dict[str, tuple[Pass, ...]]:
        return {}


class SolidCell(_Place):
    """A cell of a solid flat obstacle: it cannot be entered (fig. 21)."""

    @property
    def passes(self) -> tuple[Pass, ...]:
        """No pass: a solid cell lets nothing through (every obstacle cell has ``passes``)."""
        return ()


class ChannelCell(_Place):
    """A cell of a channelled flat obstacle and the ways through it (fig. 22, 28)."""

    passes: tuple[Pass, ...] = Field(
        description="[in_dir, out_dir] pairs: travel direction entering → leaving.")

    def _turned_passes(self, steps: int) -> dict[str, tuple[Pass, ...]]:
        return {"passes": tuple(p.rotated(steps) for p in self.passes)}


class VerticalCell(_Place):
    """A cell of a vertical obstacle: its part and the ways through it (fig. 33–42)."""

    part: VerticalPart
    passes: tuple[Pass, ...] = Field(
        description="[in_dir, out_dir] pairs: travel direction entering → leaving.")

    def _turned_passes(self, steps: int) -> dict[str, tuple[Pass, ...]]:
        return {"passes": tuple(p.rotated(steps) for p in self.passes)}


ObstacleCell = SolidCell | ChannelCell | VerticalCell


def _kind_is_required(schema: dict[str, Any]) -> None:
    """Files must say an obstacle's kind (it picks the model); Python callers need not."""
    schema["required"] = ["id", "kind", *[k for k in schema.get("required", []) if k != "id"]]


class _Obstacle(_Model):
    model_config = ConfigDict(json_schema_extra=_kind_is_required)

    id: ObjectId
    kind: str
    piece: str | None = Field(None, description="Name of the palette piece it was made from.")
    cells: tuple[ObstacleCell, ...]
    sides: tuple[Side, ...] = Field(
        (), description="Outline runs that bounce like straight walls at their angle.")

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(c.hex for c in self.cells)

    def cell_at(self, cell: Hex) -> ObstacleCell | None:
        return next((c for c in self.cells if c.hex == cell), None)

    def moved(self, offset: Hex) -> Self:
        with _named(tr("obstacle {id}").format(id=self.id)):
            return self.replace(cells=tuple(c.moved(offset) for c in self.cells),
                                sides=tuple(s.moved(offset) for s in self.sides))

    def rotated(self, steps: int, center: Hex | None = None) -> Self:
        """Turned by ``steps`` × 60° counter-clockwise about ``center`` (its first cell)."""
        about = self.cells[0].hex if center is None else center
        with _named(tr("obstacle {id}").format(id=self.id)):
            return self.replace(cells=tuple(c.rotated(steps, about) for c in self.cells),
                                sides=tuple(s.rotated(steps, about) for s in self.sides))


class SolidObstacle(_Obstacle):
    """A flat obstacle laid solid: its cells cannot be entered (fig. 21, 23, 24)."""

    kind: Literal["solid"] = "solid"
    cells: tuple[SolidCell, ...] = Field(min_length=1)


class ChannelObstacle(_Obstacle):
    """A flat obstacle laid channelled: the ball follows its passes (fig. 22, 28–31)."""

    kind: Literal["channel"] = "channel"
    cells: tuple[ChannelCell, ...] = Field(min_length=1)


class VerticalObstacle(_Obstacle):
    """A high obstacle the ball climbs over or rolls under along its passes (fig. 33–42)."""

    kind: Literal["vertical"] = "vertical"
    cells: tuple[VerticalCell, ...] = Field(min_length=1)

    @property
    def main_direction(self) -> Direction | None:
        """The travel direction its ramps are named for: its first cell's first pass."""
        for c in self.cells:
            if c.passes:
                return c.passes[0].entering
        return None

    def part_seen_from(self, part: VerticalPart, direction: Direction) -> VerticalPart:
        """The part as a ball travelling ``direction`` meets it.

        Crossing against the main direction (more than 60° off it), the ball climbs the
        ``ramp-down`` cells (2 impulses a step) and rolls down the ``ramp-up`` ones (0).
        """
        main = self.main_direction
        if main is None or part not in (VerticalPart.RAMP_UP, VerticalPart.RAMP_DOWN):
            return part
        if (direction - main) % 6 in (0, 1, 5):
            return part
        return VerticalPart.RAMP_DOWN if part is VerticalPart.RAMP_UP else VerticalPart.RAMP_UP


Obstacle = Annotated[SolidObstacle | ChannelObstacle | VerticalObstacle,
                     Field(discriminator="kind")]
AnyObstacle = SolidObstacle | ChannelObstacle | VerticalObstacle


class BounceOverride(_Model):
    """An arrow printed on a cell: a ball travelling ``incoming`` that meets a blocked edge
    ahead leaves in ``outgoing`` instead of the usual bounce (rulebook p. "Rebond", fig. 18–19).
    """

    q: Coordinate
    r: Coordinate
    incoming: Direction
    outgoing: Direction

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)


def _by_row(cell: Hex) -> tuple[int, int]:
    return cell.r, cell.q


class Course(_Model):
    """A Carambole course: any number of cells on one hex plane, and what is placed on them.

    Lists are kept in a stable order (cells, starts and bounce overrides by row, then
    column; walls and obstacles as placed), so a saved file diffs well and a course equals
    itself after a save and a load.
    """

    name: str = ""
    notes: str = ""
    stroke_limit: int = Field(DEFAULT_STROKE_LIMIT, ge=1, le=MAX_STROKE_LIMIT,
                              description="A ball not holed by then scores this (§6).")
    play_order: tuple[Colour, ...] = Field(DEFAULT_PLAY_ORDER, min_length=1,
                                           description="Carambole mode's order of colours.")
    cells: tuple[Cell, ...]
    starts: tuple[StartCell, ...] = Field((), description="Start cells, each [q, r].")
    walls: tuple[Wall, ...] = ()
    obstacles: tuple[Obstacle, ...] = ()
    bounce_overrides: tuple[BounceOverride, ...] = ()
    ruleset: Ruleset | None = Field(None, description="Dice and cards, if not the default.")

    _cells: dict[Hex, Cell] = PrivateAttr(default_factory=dict)
    _obstacles: dict[Hex, AnyObstacle] = PrivateAttr(default_factory=dict)
    _walls: dict[Edge, tuple[Wall, ...]] = PrivateAttr(default_factory=dict)
    _sides: dict[Edge, tuple[tuple[AnyObstacle, Side], ...]] = PrivateAttr(default_factory=dict)
    _bounces: dict[tuple[Hex, Direction], Direction] = PrivateAttr(default_factory=dict)
    _holes: tuple[Hex, ...] = PrivateAttr(())

    @field_validator("cells")
    @classmethod
    def _cells_by_row(cls, cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
        return tuple(sorted(cells, key=lambda c: _by_row(c.hex)))

    @field_validator("starts")
    @classmethod
    def _starts_by_row(cls, starts: tuple[Hex, ...]) -> tuple[Hex, ...]:
        return tuple(sorted(starts, key=_by_row))

    @field_validator("bounce_overrides")
    @classmethod
    def _bounces_by_row(cls, bounces: tuple[BounceOverride, ...]) -> tuple[BounceOverride, ...]:
        return tuple(sorted(bounces, key=lambda b: (*_by_row(b.hex), b.incoming)))

    def model_post_init(self, context: Any, /) -> None:
        # Lookup tables for the engine and the editor; when an object is listed twice (an
        # error validate() reports), the first one wins.
        for c in self.cells:
            self._cells.setdefault(c.hex, c)
        self._holes = tuple(h for h, c in self._cells.items() if c.terrain is Terrain.HOLE)
        for ob in self.obstacles:
            for h in ob.hexes:
                self._obstacles.setdefault(h, ob)
            for side in ob.sides:
                for e in side.edges:
                    self._sides[e] = (*self._sides.get(e, ()), (ob, side))
        for w in self.walls:
            for e in dict.fromkeys(w.edges):
                self._walls[e] = (*self._walls.get(e, ()), w)
        for b in self.bounce_overrides:
            self._bounces.setdefault((b.hex, b.incoming), b.outgoing)

    # ---- lookups -------------------------------------------------------------------------

    def cell_at(self, cell: Hex) -> Cell | None:
        return self._cells.get(cell)

    def has_cell(self, cell: Hex) -> bool:
        return cell in self._cells

    def cell_map(self) -> Mapping[Hex, Cell]:
        """Every course cell by its coordinates (read-only), for compiling a cell table."""
        return MappingProxyType(self._cells)

    @property
    def holes(self) -> tuple[Hex, ...]:
        """Every hole cell: one on a valid course (§1), none or more while it is edited."""
        return self._holes

    @property
    def hole(self) -> Hex | None:
        """The hole (the first one, if a broken course has several)."""
        holes = self.holes
        return holes[0] if holes else None

    def obstacle_at(self, cell: Hex) -> AnyObstacle | None:
        return self._obstacles.get(cell)

    def obstacle_cell_at(self, cell: Hex) -> ObstacleCell | None:
        ob = self._obstacles.get(cell)
        return None if ob is None else ob.cell_at(cell)

    def obstacle_map(self) -> Mapping[Hex, AnyObstacle]:
        return MappingProxyType(self._obstacles)

    def walls_on(self, cell: Hex, direction: int) -> tuple[Wall, ...]:
        """The walls on a cell's edge, whichever side names it."""
        return self._walls.get(edge(cell, direction), ())

    def wall_map(self) -> Mapping[Edge, tuple[Wall, ...]]:
        return MappingProxyType(self._walls)

    def sides_on(self, cell: Hex, direction: int) -> tuple[tuple[AnyObstacle, Side], ...]:
        """The obstacle sides on a cell's edge, with their obstacle."""
        return self._sides.get(edge(cell, direction), ())

    def side_map(self) -> Mapping[Edge, tuple[tuple[AnyObstacle, Side], ...]]:
        return MappingProxyType(self._sides)

    def bounce_override(self, cell: Hex, incoming: int) -> Direction | None:
        return self._bounces.get((cell, Direction(incoming % 6)))

    def wall(self, wall_id: str) -> Wall:
        for w in self.walls:
            if w.id == wall_id:
                return w
        raise CourseError(tr("the course has no wall {id}").format(id=wall_id))

    def obstacle(self, obstacle_id: str) -> AnyObstacle:
        for ob in self.obstacles:
            if ob.id == obstacle_id:
                return ob
        raise CourseError(tr("the course has no obstacle {id}").format(id=obstacle_id))

    def object_ids(self) -> set[str]:
        return {w.id for w in self.walls} | {ob.id for ob in self.obstacles}

    def next_id(self, prefix: str) -> str:
        """The first free id ``prefix1``, ``prefix2`` … (walls ``w``, obstacles ``o``)."""
        taken = self.object_ids()
        n = 1
        while f"{prefix}{n}" in taken:
            n += 1
        return f"{prefix}{n}"

    def effective_ruleset(self) -> Ruleset:
        """The course's own dice and cards, else the bundled default."""
        return self.ruleset if self.ruleset is not None else default_ruleset()

    # ---- editing: each returns a new course ----------------------------------------------

    def set_terrain(self, cell: Hex, terrain: Terrain | str) -> Course:
        """Paint a cell; painting a void cell adds it at level 0."""
        kept = [c for c in self.cells if c.hex != cell]
        old = self._cells.get(cell)
        level = 0 if old is None else old.level
        new = {"q": cell.q, "r": cell.r, "terrain": Terrain(terrain), "level": level}
        return self.replace(cells=(*kept, new))

    def set_hole(self, cell: Hex) -> Course:
        """Make ``cell`` the one hole; a former hole becomes floor."""
        course = self
        for h in self.holes:
            if h != cell:
                course = course.set_terrain(h, Terrain.FLOOR)
        return course.set_terrain(cell, Terrain.HOLE)

    def set_level(self, cell: Hex, level: int) -> Course:
        old = self._require_cell(cell)
        kept = [c for c in self.cells if c.hex != cell]
        return self.replace(cells=(*kept, {**old.model_dump(), "level": level}))

    def remove_cell(self, cell: Hex) -> Course:
        """Erase a cell with its start mark and bounce arrows; walls and obstacles stay
        (objects of their own: the validator names any left dangling)."""
        return self.replace(
            cells=tuple(c for c in self.cells if c.hex != cell),
            starts=tuple(s for s in self.starts if s != cell),
            bounce_overrides=tuple(b for b in self.bounce_overrides if b.hex != cell))

    def add_start(self, cell: Hex) -> Course:
        if cell in self.starts:
            return self
        return self.replace(starts=(*self.starts, cell))

    def remove_start(self, cell: Hex) -> Course:
        return self.replace(starts=tuple(s for s in self.starts if s != cell))

    def add_wall(self, wall: Wall) -> Course:
        self._require_free_id(wall.id)
        return self.replace(walls=(*self.walls, wall))

    def replace_wall(self, wall: Wall) -> Course:
        self.wall(wall.id)
        return self.replace(walls=tuple(wall if w.id == wall.id else w for w in self.walls))

    def remove_wall(self, wall_id: str) -> Course:
        self.wall(wall_id)
        return self.replace(walls=tuple(w for w in self.walls if w.id != wall_id))

    def move_wall(self, wall_id: str, offset: Hex) -> Course:
        return self.replace_wall(self.wall(wall_id).moved(offset))

    def rotate_wall(self, wall_id: str, steps: int, about: Hex) -> Course:
        return self.replace_wall(self.wall(wall_id).rotated(steps, about))

    def add_obstacle(self, obstacle: AnyObstacle) -> Course:
        self._require_free_id(obstacle.id)
        return self.replace(obstacles=(*self.obstacles, obstacle))

    def replace_obstacle(self, obstacle: AnyObstacle) -> Course:
        self.obstacle(obstacle.id)
        return self.replace(obstacles=tuple(
            obstacle if ob.id == obstacle.id else ob for ob in self.obstacles))

    def remove_obstacle(self, obstacle_id: str) -> Course:
        self.obstacle(obstacle_id)
        return self.replace(obstacles=tuple(
            ob for ob in self.obstacles if ob.id != obstacle_id))

    def move_obstacle(self, obstacle_id: str, offset: Hex) -> Course:
        return self.replace_obstacle(self.obstacle(obstacle_id).moved(offset))

    def rotate_obstacle(self, obstacle_id: str, steps: int, about: Hex | None = None) -> Course:
        """Turn an obstacle by ``steps`` × 60° counter-clockwise about a cell (its first)."""
        return self.replace_obstacle(self.obstacle(obstacle_id).rotated(steps, about))

    def set_bounce_override(self, cell: Hex, incoming: int, outgoing: int) -> Course:
        kept = [b for b in self.bounce_overrides
                if not (b.hex == cell and b.incoming == incoming % 6)]
        new = {"q": cell.q, "r": cell.r, "incoming": Direction(incoming % 6),
               "outgoing": Direction(outgoing % 6)}
        return self.replace(bounce_overrides=(*kept, new))

    def remove_bounce_override(self, cell: Hex, incoming: int) -> Course:
        return self.replace(bounce_overrides=tuple(
            b for b in self.bounce_overrides
            if not (b.hex == cell and b.incoming == incoming % 6)))

    def _require_cell(self, cell: Hex) -> Cell:
        found = self._cells.get(cell)
        if found is None:
            raise CourseError(tr("there is no cell at {cell}").format(cell=cell_name(cell)))
        return found

    def _require_free_id(self, object_id: str) -> None:
        if object_id in self.object_ids():
            raise CourseError(tr("the id {id} is already used on this course").format(
                id=object_id))

