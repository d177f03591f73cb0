"""The Ultimate Golf course: holes mapped in yards, as pydantic models.

A hole is what the user draws over a scanned board (ultimate-golf.md §1): terrain regions
(polygons with a z-order), the two tee markers, the flag, the 150-yard markers, par and
stroke index, the local rules (§6) and, on the par 3s the course marks so, the club that can
hole in one (§4). The models check each object alone (a known terrain, a point on the map,
a par 3–6); whether the objects fit together — a flag on a green, outlines that do not cross
themselves, stroke indexes that are a permutation — is ``validate.validate``'s job, because
the editor must hold a hole that is not finished yet.

Every model is frozen, refuses unknown keys and is strict (a file's ``"4"`` is not a par).
Points are ``plane.Point`` in memory and ``[x, y]`` in a file.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable
from enum import StrEnum
from typing import Annotated, Any, Generic, Literal, Self, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    SerializerFunctionWrapHandler,
    WithJsonSchema,
    model_serializer,
    model_validator,
)

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.plane import Point, Polygon
from golfstudio.ultimate.cards import PuttBand
from golfstudio.ultimate.limits import (
    MAX_150_MARKERS,
    MAX_CALIBRATION_YARDS,
    MAX_COORDINATE,
    MAX_HOLES,
    MAX_ID_LENGTH,
    MAX_IMAGE_PIXELS,
    MAX_LOCAL_RULES,
    MAX_NAME_LENGTH,
    MAX_NOTES_LENGTH,
    MAX_PAR,
    MAX_PATH_LENGTH,
    MAX_PENALTY,
    MAX_POLYGON_POINTS,
    MAX_REGIONS,
    MAX_RELIEF_OPTIONS,
    MAX_TEE_MARKERS,
    MAX_Z_ORDER,
    MIN_HOLES,
    MIN_PAR,
    NEW_COURSE_HOLES,
)
from golfstudio.ultimate.outline import smooth_closed_curve


class Terrain(StrEnum):
    """The terrains of §1. Where regions overlap the one drawn on top wins; off every region
    is out of bounds."""

    TEE = "tee"
    FAIRWAY = "fairway"
    ROUGH = "rough"
    GREEN = "green"
    FRINGE = "fringe"
    BUNKER = "bunker"
    WATER = "water"
    LATERAL_WATER = "lateral-water"
    TREES = "trees"
    OUT_OF_BOUNDS = "out-of-bounds"
    CART_PATH = "cart-path"
    BRIDGE = "bridge"
    STONE_WALL = "stone-wall"
    RAILWAY = "railway"
    MARKER_150 = "150-yard-marker"


def terrain_name(terrain: Terrain) -> str:
    """A terrain as a message names it: its id in English ("lateral-water"), the user's
    word otherwise (the id itself stays in files)."""
    names = {
        Terrain.TEE: tr("tee", "terrain"),
        Terrain.FAIRWAY: tr("fairway", "terrain"),
        Terrain.ROUGH: tr("rough", "terrain"),
        Terrain.GREEN: tr("green", "terrain"),
        Terrain.FRINGE: tr("fringe", "terrain"),
        Terrain.BUNKER: tr("bunker", "terrain"),
        Terrain.WATER: tr("water", "terrain"),
        Terrain.LATERAL_WATER: tr("lateral-water", "terrain"),
        Terrain.TREES: tr("trees", "terrain"),
        Terrain.OUT_OF_BOUNDS: tr("out-of-bounds", "terrain"),
        Terrain.CART_PATH: tr("cart-path", "terrain"),
        Terrain.BRIDGE: tr("bridge", "terrain"),
        Terrain.STONE_WALL: tr("stone-wall", "terrain"),
        Terrain.RAILWAY: tr("railway", "terrain"),
        Terrain.MARKER_150: tr("150-yard-marker", "terrain"),
    }
    return names[terrain]


class Club(StrEnum):
    """The club cards of §2, by their ids in the card set (``resources/ultimate/cards.json``),
    so the engine finds a hole's hole-in-one club among the cards as it is written."""

    DRIVER = "driver"
    WOOD_3_TEE = "3-wood-tee"
    WOOD_3_FAIRWAY = "3-wood-fairway"
    WOOD_4 = "4-wood"
    WOOD_5 = "5-wood"
    IRON_3 = "3-iron"
    IRON_4 = "4-iron"
    IRON_5 = "5-iron"
    IRON_6 = "6-iron"
    IRON_7 = "7-iron"
    IRON_8 = "8-iron"
    IRON_9 = "9-iron"
    PITCHING_WEDGE = "pitching-wedge"
    SAND_WEDGE = "sand-wedge"
    PUTTER = "putter"


class SpecialCard(StrEnum):
    """The special cards of §4, which a local rule may tell the player to play (their ids in
    the card set)."""

    GREEN_SIDE_BUNKER = "green-side-bunker"
    FAIRWAY_BUNKER = "fairway-bunker"
    RECOVERY = "recovery"
    CHIP = "chip"


# ---- points ------------------------------------------------------------------------------------

def _number(value: object) -> float | None:
    """A coordinate as a float; None for what is not a finite number — a bool, text, an
    infinity (JSON's ``1e400`` reads as one) or an integer too large for a float (a file may
    write 400 digits: ``float`` of it raises, and a file's number must never end in a
    traceback). The range is the caller's to check."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


def _point_parser(low: float, high: float, unit: str, place: str) -> PlainValidator:
    """Messages say what is wrong with the value; the file's naming adds which point it is
    ("hole 2 region w1: point #3 (2500, 0) is off the map …")."""

    def parse(value: object) -> Point:
        if isinstance(value, Point):
            x, y = _number(value.x), _number(value.y)
        elif isinstance(value, list | tuple) and len(value) == 2:
            x, y = _number(value[0]), _number(value[1])
        else:
            x = y = None
        in_pixels = unit == "pixels"
        unit_word = tr("pixels") if in_pixels else tr("yards")
        if x is None or y is None:
            raise ValueError(tr("must be [x, y] in {unit}, got {value}").format(
                unit=unit_word, value=shown(value)))
        if not (low <= x <= high and low <= y <= high):
            message = (tr("{point} is off the image: coordinates run from {low} to {high} "
                          "{unit}") if place == "image" else
                       tr("{point} is off the map: coordinates run from {low} to {high} {unit}"))
            # A point far off the map is said in short (1e+308 is 309 digits written out).
            said = Point(x, y) if max(abs(x), abs(y)) < 1e9 else f"({x:g}, {y:g})"
            raise ValueError(message.format(point=said, low=f"{low:g}", high=f"{high:g}",
                                            unit=unit_word))
        return Point(x, y)

    return PlainValidator(parse)


def _point_json(p: Point) -> list[float | int]:
    """``[x, y]``, whole yards written as whole numbers so files stay short and readable."""
    return [int(v) if float(v).is_integer() else v for v in (p.x, p.y)]


def _point_schema(low: float, high: float, description: str) -> WithJsonSchema:
    coordinate = {"type": "number", "minimum": low, "maximum": high}
    return WithJsonSchema({
        "type": "array",
        "description": description,
        "prefixItems": [{**coordinate, "title": "x"}, {**coordinate, "title": "y"}],
        "minItems": 2,
        "maxItems": 2,
    })


YardPoint = Annotated[
    Point,
    _point_parser(-MAX_COORDINATE, MAX_COORDINATE, "yards", "map"),
    PlainSerializer(_point_json),
    _point_schema(-MAX_COORDINATE, MAX_COORDINATE, "A point on the hole map: [x, y] in yards."),
]
"""A point of the hole map in a file: ``[x, y]`` yards within ±``MAX_COORDINATE``."""

PixelPoint = Annotated[
    Point,
    _point_parser(0.0, MAX_IMAGE_PIXELS, "pixels", "image"),
    PlainSerializer(_point_json),
    _point_schema(0.0, MAX_IMAGE_PIXELS, "A pixel of the background image: [x, y], y down."),
]

RegionId = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
Penalty = Annotated[int, Field(ge=0, le=MAX_PENALTY)]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, allow_inf_nan=False)


# ---- what is worked out once per model ---------------------------------------------------------

_Owner = TypeVar("_Owner", bound=BaseModel)
_Value = TypeVar("_Value")


class ModelMemo(Generic[_Owner, _Value]):
    """What a frozen model works out from its fields once (a region's polygon, a hole's layers
    in the order they are looked at), kept beside the model for as long as it lives.

    Not a private attribute (pydantic compares those, so a model that has computed it would
    differ from one that has not) nor a ``cached_property`` (``model_copy(update=…)`` copies
    the model's ``__dict__``, so the copy would keep the original's stale value): a table by
    object identity, whose entry goes when the model does (a weak reference), so an editor
    making new holes at every edit does not grow it. What is kept must not refer back to the
    model, or the entry would keep it alive."""

    def __init__(self, build: Callable[[_Owner], _Value]) -> None:
        self._build = build
        self._table: dict[int, tuple[weakref.ref[_Owner], _Value]] = {}

    def __call__(self, owner: _Owner) -> _Value:
        key = id(owner)
        entry = self._table.get(key)
        if entry is not None and entry[0]() is owner:
            return entry[1]
        value = self._build(owner)
        table = self._table

        def forget(ref: weakref.ref[_Owner]) -> None:
            if table.get(key, (None,))[0] is ref:
                table.pop(key, None)

        self._table[key] = (weakref.ref(owner, forget), value)
        return value


# ---- regions -----------------------------------------------------------------------------------

class Region(_Model):
    """One terrain polygon. ``z`` orders overlapping regions: the highest is on top; among
    equals, the later in the hole's list. A ``smooth`` region is the closed curve through
    its points (``outline``); ``smooth`` is written only when true."""

    id: RegionId
    kind: Terrain
    smooth: bool = False
    points: tuple[YardPoint, ...] = Field(max_length=MAX_POLYGON_POINTS)
    z: int = Field(default=0, ge=-MAX_Z_ORDER, le=MAX_Z_ORDER)

    @model_serializer(mode="wrap")
    def _smooth_only_when_true(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        if not self.smooth:
            data.pop("smooth", None)
        return data

    @property
    def outline(self) -> tuple[Point, ...]:
        """The outline the rules, the analysis and every drawing read: the points, or for
        a smooth region the curve through them sampled to a polygon (``outline.py``),
        worked out once per region. Edits (the editor's handles) keep to ``points``."""
        return _region_outline(self)

    @property
    def polygon(self) -> Polygon:
        """``outline`` as a polygon, for the questions of ``plane``."""
        return _region_polygon(self)


_region_outline: ModelMemo[Region, tuple[Point, ...]] = ModelMemo(
    lambda region: smooth_closed_curve(region.points) if region.smooth else region.points)
_region_polygon: ModelMemo[Region, Polygon] = ModelMemo(lambda region: Polygon(region.outline))


# ---- local rules (§6) --------------------------------------------------------------------------

class ReplayFromTee(_Model):
    """Play again from the tee (hole 12's first option)."""

    relief: Literal["replay-from-tee"] = "replay-from-tee"
    penalty: Penalty = 1


class DropOut(_Model):
    """Drop out of the region as near as possible to where the ball lies, not nearer the
    hole (``plane.nearest_not_nearer``, outside)."""

    relief: Literal["drop-out"] = "drop-out"
    penalty: Penalty = 1


class LateralDrop(_Model):
    """Drop beside the region, as near as possible to where the ball crossed into it, not
    nearer the hole (lateral water)."""

    relief: Literal["lateral-drop"] = "lateral-drop"
    penalty: Penalty = 1


class DropZone(_Model):
    """Play from a drop zone: a point (hole 17's "front of the tee") or a region."""

    relief: Literal["drop-zone"] = "drop-zone"
    at: YardPoint | None = None
    zone: RegionId | None = None
    penalty: Penalty = 1

    @model_validator(mode="after")
    def _one_place(self) -> Self:
        if (self.at is None) == (self.zone is None):
            raise ValueError(tr('a drop zone is either a point ("at") or a region ("zone")'))
        return self


class StrokeAndDistance(_Model):
    """Replay from where the last shot was played (out of bounds, §6)."""

    relief: Literal["stroke-and-distance"] = "stroke-and-distance"
    penalty: Penalty = 1


class FreeDrop(_Model):
    """Drop off the region as near as possible, not nearer the hole (cart path, bridge; the
    stone wall and the 150-yard marker with their own penalty)."""

    relief: Literal["free-drop"] = "free-drop"
    penalty: Penalty = 0


class UnplayableInto(_Model):
    """The ball is unplayable; drop it in the named bunker (hole 13's railway)."""

    relief: Literal["unplayable-into"] = "unplayable-into"
    bunker: RegionId
    penalty: Penalty = 1


class PlaceAndPutt(_Model):
    """Place the ball at a point and putt from a distance band (hole 14: out of bounds right
    of the wall → back left of the double green, a putt of more than 40 feet, no penalty)."""

    relief: Literal["place-and-putt"] = "place-and-putt"
    at: YardPoint
    band: PuttBand
    penalty: Penalty = 0


class Beyond(_Model):
    """The part of the region past a line (on the flag's side of it) plays another card."""

    line: tuple[YardPoint, YardPoint]
    card: SpecialCard

    @model_validator(mode="after")
    def _a_line(self) -> Self:
        if self.line[0] == self.line[1]:
            raise ValueError(tr("the line's two points are the same point"))
        return self


class PlayAs(_Model):
    """Play the ball where it lies with a special card (hole 18's sand strip: as a fairway
    bunker short of the line through the front of the right green-side bunker, as a
    green-side bunker beyond it, no penalty)."""

    relief: Literal["play-as"] = "play-as"
    card: SpecialCard
    beyond: Beyond | None = None
    penalty: Penalty = 0


Relief = Annotated[
    ReplayFromTee | DropOut | LateralDrop | DropZone | StrokeAndDistance | FreeDrop
    | UnplayableInto | PlaceAndPutt | PlayAs,
    Field(discriminator="relief"),
]
RELIEF_KINDS = ("replay-from-tee", "drop-out", "lateral-drop", "drop-zone",
                "stroke-and-distance", "free-drop", "unplayable-into", "place-and-putt",
                "play-as")


class LocalRule(_Model):
    """What happens to a ball in one region (``region``, by id) or in any region of one
    terrain (``terrain``): the player chooses one of ``options`` (§6: hole 12 offers a replay
    from the tee or a drop; hole 18's sand strip offers stroke and distance or playing it as
    a bunker)."""

    region: RegionId | None = None
    terrain: Terrain | None = None
    options: tuple[Relief, ...] = Field(min_length=1, max_length=MAX_RELIEF_OPTIONS)
    note: str = Field(default="", max_length=MAX_NOTES_LENGTH)

    @model_validator(mode="after")
    def _one_target(self) -> Self:
        if (self.region is None) == (self.terrain is None):
            raise ValueError(tr('a local rule applies either to a region ("region") or to a '
                                'terrain ("terrain")'))
        return self


# ---- the tracing background --------------------------------------------------------------------

class TracingBackground(_Model):
    """A scanned board under the drawing (§1). Two pixels of the image a known number of
    yards apart give its scale; ``at`` is where the first of them lies on the map. Image
    rows run down, the map's y up; the image is not rotated."""

    image: str = Field(min_length=1, max_length=MAX_PATH_LENGTH)
    pixel_a: PixelPoint
    pixel_b: PixelPoint
    yards: float = Field(gt=0, le=MAX_CALIBRATION_YARDS)
    at: YardPoint = Point(0.0, 0.0)

    @model_validator(mode="after")
    def _two_pixels(self) -> Self:
        if self.pixel_a.distance_to(self.pixel_b) < 1.0:
            raise ValueError(tr("the two calibration pixels must be at least one pixel apart"))
        return self

    @property
    def yards_per_pixel(self) -> float:
        return self.yards / self.pixel_a.distance_to(self.pixel_b)

    def to_yards(self, pixel: Point) -> Point:
        """Where a pixel of the image lies on the map."""
        scale = self.yards_per_pixel
        return Point(self.at.x + (pixel.x - self.pixel_a.x) * scale,
                     self.at.y - (pixel.y - self.pixel_a.y) * scale)


# ---- holes and the course ----------------------------------------------------------------------

class Hole(_Model):
    """One hole of the course. Its number is its place in the course (hole 1 first)."""

    name: str = Field(default="", max_length=MAX_NAME_LENGTH)
    par: int = Field(ge=MIN_PAR, le=MAX_PAR)
    stroke_index: int = Field(ge=1, le=MAX_HOLES)
    regions: tuple[Region, ...] = Field(default=(), max_length=MAX_REGIONS)
    tee_markers: tuple[YardPoint, ...] = Field(default=(), max_length=MAX_TEE_MARKERS)
    flag: YardPoint | None = None
    markers_150: tuple[YardPoint, ...] = Field(default=(), max_length=MAX_150_MARKERS)
    local_rules: tuple[LocalRule, ...] = Field(default=(), max_length=MAX_LOCAL_RULES)
    hole_in_one: Club | None = None
    background: TracingBackground | None = None

    def region(self, region_id: str) -> Region | None:
        return next((r for r in self.regions if r.id == region_id), None)

    def region_at(self, p: Point) -> Region | None:
        """The region seen at ``p`` (the top one where several overlap); None off the map.

        The same answer as ``plane.topmost`` over the regions, found by looking at them from
        the top down (highest z-order, then the last drawn) and stopping at the first that
        holds ``p``."""
        for region, polygon in _top_down(self):
            if polygon.contains(p):
                return region
        return None

    def terrain_at(self, p: Point) -> Terrain:
        """The terrain at ``p``; off every region is out of bounds (§1)."""
        region = self.region_at(p)
        return Terrain.OUT_OF_BOUNDS if region is None else region.kind


def _from_the_top(hole: Hole) -> tuple[tuple[Region, Polygon], ...]:
    order = sorted(range(len(hole.regions)), key=lambda i: (hole.regions[i].z, i), reverse=True)
    return tuple((hole.regions[i], hole.regions[i].polygon) for i in order)


_top_down: ModelMemo[Hole, tuple[tuple[Region, Polygon], ...]] = ModelMemo(_from_the_top)


class Course(_Model):
    """A course: any number of holes from 1 to 36, 18 in a new one."""

    name: str = Field(min_length=1, max_length=MAX_NAME_LENGTH)
    notes: str = Field(default="", max_length=MAX_NOTES_LENGTH)
    holes: tuple[Hole, ...] = Field(min_length=MIN_HOLES, max_length=MAX_HOLES)

    @property
    def par(self) -> int:
        return sum(h.par for h in self.holes)


DEFAULT_PARS: tuple[int, ...] = (4, 4, 4, 3, 4, 5, 4, 3, 4, 4, 5, 3, 4, 5, 4, 4, 3, 5)
"""ultimate-golf.md §1: par 3 at 4, 8, 12, 17; par 5 at 6, 11, 14, 18: par 72."""

DEFAULT_STROKE_INDEXES: tuple[int, ...] = (
    15, 13, 3, 11, 7, 1, 17, 9, 5, 6, 8, 16, 18, 4, 10, 14, 12, 2)
"""The rulebook's stroke index table (§1)."""


def new_course(name: str, holes: int = NEW_COURSE_HOLES) -> Course:
    """An empty course to draw: 18 holes with the rulebook's pars and stroke indexes, or
    ``holes`` par 4s indexed in order."""
    if holes == len(DEFAULT_PARS):
        pars, indexes = DEFAULT_PARS, DEFAULT_STROKE_INDEXES
    else:
        pars, indexes = (4,) * holes, tuple(range(1, holes + 1))
    return Course(name=name, holes=tuple(
        Hole(par=par, stroke_index=si) for par, si in zip(pars, indexes, strict=True)))
