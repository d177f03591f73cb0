"""The edits of the hole layout editor, as functions from one course to the next.

Every command of the editor (``commands.py``) works out the course after its edit here, on
plain values and without Qt, so each edit is tested without a display. A course is an
immutable pydantic value: an edit rebuilds only the hole it touches and keeps every other
hole, region and rule as the same object (undo keeps both courses, sharing the rest).

Points the user places are clamped to the map (``limits.MAX_COORDINATE``): ``model_copy``
does not run the models' checks, so the bounds are kept here, where the numbers come in.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from golfstudio.i18n import tr
from golfstudio.plane import Point, Polygon
from golfstudio.ultimate.course import (
    Club,
    Course,
    Hole,
    LocalRule,
    Region,
    Relief,
    Terrain,
    TracingBackground,
)
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.limits import (
    MAX_150_MARKERS,
    MAX_COORDINATE,
    MAX_HOLES,
    MAX_ID_LENGTH,
    MAX_NOTES_LENGTH,
    MAX_PAR,
    MAX_POLYGON_POINTS,
    MAX_REGIONS,
    MAX_RELIEF_OPTIONS,
    MAX_Z_ORDER,
    MIN_PAR,
)
from golfstudio.ultimate.outline import outline_problem, simplify_closed, smooth_closed_curve

__all__ = [
    "ELLIPSE_POINTS",
    "MAX_LASSO_POINTS",
    "add_150_marker",
    "add_hole",
    "add_region",
    "add_relief_option",
    "clamp",
    "delete_hole",
    "delete_vertex",
    "duplicate_hole",
    "ellipse_points",
    "free_region_id",
    "insert_vertex",
    "lasso_points",
    "move_hole",
    "move_marker",
    "move_region",
    "move_vertex",
    "paste_regions",
    "rectangle_points",
    "region_rule",
    "remove_regions",
    "remove_relief_option",
    "replace_hole",
    "replace_relief_option",
    "restack",
    "set_background",
    "set_flag",
    "set_hole_fields",
    "set_region_kind",
    "set_region_relief",
    "set_region_rule",
    "set_region_smooth",
    "set_rule_note",
    "set_tee_marker",
]

ELLIPSE_POINTS = 24
"""Points of an ellipse drawn as a polygon: round to the eye at any zoom a hole is seen."""

MAX_LASSO_POINTS = 24
"""Points a lasso's region keeps at most: as many as an ellipse, few enough to move by hand
(the curve through them does the rest)."""

LASSO_MIN_SIDE = 4.0
"""A lasso's curve must cover at least the square of this many tolerances (some 12 pixels
a side on screen): less is a slip of the mouse, not a region."""

REGION_PREFIX: dict[Terrain, str] = {
    Terrain.TEE: "t", Terrain.FAIRWAY: "f", Terrain.ROUGH: "r", Terrain.GREEN: "g",
    Terrain.FRINGE: "fr", Terrain.BUNKER: "b", Terrain.WATER: "w", Terrain.LATERAL_WATER: "lw",
    Terrain.TREES: "tr", Terrain.OUT_OF_BOUNDS: "ob", Terrain.CART_PATH: "cp",
    Terrain.BRIDGE: "br", Terrain.STONE_WALL: "sw", Terrain.RAILWAY: "rw",
    Terrain.MARKER_150: "m",
}
"""How a new region is named: the first letters of its terrain and a number ("b3")."""


def clamp(p: Point) -> Point:
    """``p`` kept on the map; coordinates rounded to a hundredth of a yard (files stay short)."""
    def one(v: float) -> float:
        return round(max(-MAX_COORDINATE, min(MAX_COORDINATE, v)), 2)
    return Point(one(p.x), one(p.y))


def replace_hole(course: Course, index: int, hole: Hole) -> Course:
    if hole is course.holes[index]:
        return course
    holes = list(course.holes)
    holes[index] = hole
    return course.model_copy(update={"holes": tuple(holes)})


def _with_regions(course: Course, index: int, regions: Iterable[Region]) -> Course:
    hole = course.holes[index]
    return replace_hole(course, index, hole.model_copy(update={"regions": tuple(regions)}))


# ---- regions -----------------------------------------------------------------------------------

def free_region_id(hole: Hole, kind: Terrain, taken: Iterable[str] = ()) -> str:
    """The first unused id for a region of ``kind`` on ``hole``: "b1", "b2"…"""
    used = {r.id for r in hole.regions} | set(taken)
    prefix = REGION_PREFIX[kind]
    n = 1
    while f"{prefix}{n}" in used:
        n += 1
    return f"{prefix}{n}"[:MAX_ID_LENGTH]


def add_region(course: Course, index: int, kind: Terrain, points: Sequence[Point],
               smooth: bool = False) -> Course:
    """A new region on top of the hole (``z`` the highest there is, so it shows as drawn);
    ``smooth``: the curve through the points (the lasso's regions)."""
    hole = course.holes[index]
    if len(hole.regions) >= MAX_REGIONS:
        raise UltimateError(tr("a hole holds at most {count} regions").format(count=MAX_REGIONS))
    if len(points) < 3:
        raise UltimateError(tr("a region needs at least three points"))
    if len(points) > MAX_POLYGON_POINTS:
        raise UltimateError(tr("a region has at most {count} points").format(
            count=MAX_POLYGON_POINTS))
    z = max((r.z for r in hole.regions), default=0)
    region = Region(id=free_region_id(hole, kind), kind=kind, smooth=smooth,
                    points=tuple(clamp(p) for p in points), z=z)
    return _with_regions(course, index, (*hole.regions, region))


def _change_region(course: Course, index: int, region_id: str, **update: object) -> Course:
    hole = course.holes[index]
    regions = [r.model_copy(update=update) if r.id == region_id else r for r in hole.regions]
    if all(a is b for a, b in zip(regions, hole.regions, strict=True)):
        return course
    return _with_regions(course, index, regions)


def _points_of(course: Course, index: int, region_id: str) -> list[Point]:
    region = course.holes[index].region(region_id)
    if region is None:
        raise UltimateError(tr("hole {hole} has no region {region}").format(
            hole=index + 1, region=region_id))
    return list(region.points)


def move_region(course: Course, index: int, region_ids: Iterable[str], by: Point) -> Course:
    """Regions moved by ``by`` yards (the select tool's drag)."""
    ids = set(region_ids)
    hole = course.holes[index]
    regions = [r.model_copy(update={"points": tuple(clamp(p + by) for p in r.points)})
               if r.id in ids else r for r in hole.regions]
    return _with_regions(course, index, regions) if ids else course


def move_vertex(course: Course, index: int, region_id: str, vertex: int, to: Point) -> Course:
    points = _points_of(course, index, region_id)
    points[vertex] = clamp(to)
    return _change_region(course, index, region_id, points=tuple(points))


def insert_vertex(course: Course, index: int, region_id: str, after: int, at: Point) -> Course:
    """A vertex on the edge from vertex ``after`` to the next one."""
    points = _points_of(course, index, region_id)
    if len(points) >= MAX_POLYGON_POINTS:
        raise UltimateError(tr("a region has at most {count} points").format(
            count=MAX_POLYGON_POINTS))
    points.insert(after + 1, clamp(at))
    return _change_region(course, index, region_id, points=tuple(points))


def delete_vertex(course: Course, index: int, region_id: str, vertex: int) -> Course:
    points = _points_of(course, index, region_id)
    if len(points) <= 3:
        raise UltimateError(tr("a region keeps at least three points: delete the region instead"))
    del points[vertex]
    return _change_region(course, index, region_id, points=tuple(points))


def set_region_kind(course: Course, index: int, region_id: str, kind: Terrain) -> Course:
    return _change_region(course, index, region_id, kind=kind)


def set_region_smooth(course: Course, index: int, region_id: str, smooth: bool) -> Course:
    """The region drawn as the smooth curve through its points, or straight again; the
    points stay as they are, so the change undoes exactly."""
    _hole_with(course, index, region_id)
    region = course.holes[index].region(region_id)
    if region is not None and region.smooth == smooth:
        return course
    return _change_region(course, index, region_id, smooth=smooth)


def restack(course: Course, index: int, region_id: str, step: int) -> Course:
    """Raise (``step`` 1) or lower (-1) a region past the next region it overlaps in the
    stacking order, so the change is seen; the rules read a lie from the top (``z``, then
    the later in the list). The region gets a ``z`` just above (below) that neighbour."""
    hole = course.holes[index]
    order = sorted(range(len(hole.regions)), key=lambda i: (hole.regions[i].z, i))
    at = next((rank for rank, i in enumerate(order) if hole.regions[i].id == region_id), None)
    if at is None:
        raise UltimateError(tr("hole {hole} has no region {region}").format(
            hole=index + 1, region=region_id))
    region = hole.regions[order[at]]
    box = region.polygon.box
    ranks = range(at + 1, len(order)) if step > 0 else range(at - 1, -1, -1)
    neighbour = None
    for rank in ranks:
        other = hole.regions[order[rank]]
        other_box = other.polygon.box
        if box is None or other_box is None or box.meets(other_box):
            neighbour = other
            break
    if neighbour is None:
        return course
    regions = [r for r in hole.regions if r.id != region_id]
    z = max(-MAX_Z_ORDER, min(MAX_Z_ORDER, neighbour.z))
    moved = region.model_copy(update={"z": z})
    spot = regions.index(neighbour)
    regions.insert(spot + 1 if step > 0 else spot, moved)
    return _with_regions(course, index, regions)


def remove_regions(course: Course, index: int, region_ids: Iterable[str]) -> Course:
    """Regions taken away, with the local rules that named them."""
    ids = set(region_ids)
    hole = course.holes[index]
    if not any(r.id in ids for r in hole.regions):
        return course
    rules = tuple(rule for rule in hole.local_rules if rule.region not in ids)
    return replace_hole(course, index, hole.model_copy(update={
        "regions": tuple(r for r in hole.regions if r.id not in ids), "local_rules": rules}))


def paste_regions(course: Course, index: int,
                  regions: Sequence[Region]) -> tuple[Course, list[str]]:
    """Regions from another hole (or course) put on this one, renamed where their ids are
    taken; returns the course and the ids they got."""
    hole = course.holes[index]
    if len(hole.regions) + len(regions) > MAX_REGIONS:
        raise UltimateError(tr("a hole holds at most {count} regions").format(count=MAX_REGIONS))
    added: list[Region] = []
    taken = {r.id for r in hole.regions}
    for region in regions:
        new_id = region.id if region.id not in taken else free_region_id(hole, region.kind, taken)
        taken.add(new_id)
        added.append(region.model_copy(update={"id": new_id}))
    return _with_regions(course, index, (*hole.regions, *added)), [r.id for r in added]


def set_region_rule(course: Course, index: int, region_id: str, options: Sequence[Relief],
                    note: str | None = None) -> Course:
    """The local rule of one region: the reliefs the player chooses among (hole 12: replay
    from the tee or the drop zone), or none (the terrain's own rule). The rule keeps its
    place among the hole's rules and, unless ``note`` is given, its note."""
    hole = _hole_with(course, index, region_id)
    if len(options) > MAX_RELIEF_OPTIONS:
        raise UltimateError(tr("a local rule offers at most {count} reliefs").format(
            count=MAX_RELIEF_OPTIONS))
    if note is not None and len(note) > MAX_NOTES_LENGTH:
        raise UltimateError(tr("a rule's note has at most {count} characters").format(
            count=MAX_NOTES_LENGTH))
    rules: list[LocalRule] = []
    placed = False
    for rule in hole.local_rules:
        if rule.region != region_id:
            rules.append(rule)
        elif not placed and options:
            rules.append(rule.model_copy(update={
                "options": tuple(options), "note": rule.note if note is None else note}))
            placed = True
    if options and not placed:
        rules.append(LocalRule(region=region_id, options=tuple(options), note=note or ""))
    if tuple(rules) == hole.local_rules:
        return course
    return replace_hole(course, index, hole.model_copy(update={"local_rules": tuple(rules)}))


def _hole_with(course: Course, index: int, region_id: str) -> Hole:
    """Hole ``index``, which must have a region ``region_id``: a rule for a region that is
    not there would be a problem the editor made itself."""
    hole = course.holes[index]
    if hole.region(region_id) is None:
        raise UltimateError(tr("hole {hole} has no region {region}").format(
            hole=index + 1, region=region_id))
    return hole


def region_rule(course: Course, index: int, region_id: str) -> LocalRule | None:
    return next((rule for rule in course.holes[index].local_rules
                 if rule.region == region_id), None)


def set_region_relief(course: Course, index: int, region_id: str,
                      relief: Relief | None) -> Course:
    """The local rule of one region: one relief option, or none (the terrain's own rule)."""
    return set_region_rule(course, index, region_id, () if relief is None else (relief,))


def add_relief_option(course: Course, index: int, region_id: str, relief: Relief) -> Course:
    """One more relief the player may choose for a ball in the region."""
    rule = region_rule(course, index, region_id)
    options = () if rule is None else rule.options
    return set_region_rule(course, index, region_id, (*options, relief))


def remove_relief_option(course: Course, index: int, region_id: str, position: int) -> Course:
    """The relief at ``position`` taken away; the last one taken away takes the rule."""
    rule = region_rule(course, index, region_id)
    if rule is None or not 0 <= position < len(rule.options):
        raise UltimateError(tr("region {region} has no relief #{number}").format(
            region=region_id, number=position + 1))
    options = list(rule.options)
    del options[position]
    return set_region_rule(course, index, region_id, options)


def replace_relief_option(course: Course, index: int, region_id: str, position: int,
                          relief: Relief) -> Course:
    """The relief at ``position`` changed: its kind, penalty or data."""
    rule = region_rule(course, index, region_id)
    if rule is None or not 0 <= position < len(rule.options):
        raise UltimateError(tr("region {region} has no relief #{number}").format(
            region=region_id, number=position + 1))
    options = list(rule.options)
    options[position] = relief
    return set_region_rule(course, index, region_id, options)


def set_rule_note(course: Course, index: int, region_id: str, note: str) -> Course:
    """The words the player reads with the rule (the rulebook's own, mostly)."""
    rule = region_rule(course, index, region_id)
    if rule is None:
        raise UltimateError(tr("region {region} has no local rule to note").format(
            region=region_id))
    return set_region_rule(course, index, region_id, rule.options, note)


# ---- shapes ------------------------------------------------------------------------------------

def rectangle_points(a: Point, b: Point) -> list[Point]:
    return [Point(a.x, a.y), Point(b.x, a.y), Point(b.x, b.y), Point(a.x, b.y)]


def ellipse_points(a: Point, b: Point, n: int = ELLIPSE_POINTS) -> list[Point]:
    """The ellipse inside the box from ``a`` to ``b`` as an ``n``-sided polygon."""
    cx, cy = (a.x + b.x) / 2, (a.y + b.y) / 2
    rx, ry = abs(b.x - a.x) / 2, abs(b.y - a.y) / 2
    return [Point(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n))
            for k in range(n)]


def lasso_points(path: Sequence[Point], tolerance: float) -> list[Point]:
    """The points of a smooth region drawn freehand: the dragged ``path`` (closed by itself)
    simplified within ``tolerance`` yards — the editor gives a few screen pixels at its zoom —
    to at most ``MAX_LASSO_POINTS`` (the tolerance widened until it fits). Refused, with the
    reason, when what is left is too small to be a region or its curve crosses itself."""
    if not (math.isfinite(tolerance) and tolerance > 0):
        raise UltimateError(tr("the lasso's tolerance must be more than 0 yards, got {value}")
                            .format(value=tolerance))
    points = simplify_closed(path, tolerance)
    while len(points) > MAX_LASSO_POINTS:
        tolerance *= 1.25
        points = simplify_closed(path, tolerance)
    too_small = UltimateError(tr("the lasso is too small to be a region: drag all the way "
                                 "round the area"))
    if len(points) < 3:
        raise too_small
    side = LASSO_MIN_SIDE * tolerance
    curve = smooth_closed_curve(points)
    found = outline_problem(points, smooth=True)
    if found is not None and found[1] is not None:
        raise UltimateError(tr("the lasso crosses itself: drag one loop that does not cross "
                               "its own path"))
    if found is not None or abs(Polygon(curve).area()) < side * side:
        raise too_small
    return points


# ---- markers -----------------------------------------------------------------------------------

def set_tee_marker(course: Course, index: int, at: Point) -> Course:
    """Place a tee marker: the first two clicks place both, a later one moves the nearer."""
    hole = course.holes[index]
    tees = list(hole.tee_markers)
    at = clamp(at)
    if len(tees) < 2:
        tees.append(at)
    else:
        nearer = min(range(2), key=lambda i: tees[i].distance_to(at))
        tees[nearer] = at
    return replace_hole(course, index, hole.model_copy(update={"tee_markers": tuple(tees)}))


def set_flag(course: Course, index: int, at: Point | None) -> Course:
    hole = course.holes[index]
    flag = None if at is None else clamp(at)
    if flag == hole.flag:
        return course
    return replace_hole(course, index, hole.model_copy(update={"flag": flag}))


def add_150_marker(course: Course, index: int, at: Point) -> Course:
    hole = course.holes[index]
    if len(hole.markers_150) >= MAX_150_MARKERS:
        raise UltimateError(tr("a hole has at most {count} 150-yard markers: drag one with the "
                               "select tool instead").format(count=MAX_150_MARKERS))
    markers = (*hole.markers_150, clamp(at))
    return replace_hole(course, index, hole.model_copy(update={"markers_150": markers}))


def move_marker(course: Course, index: int, kind: str, which: int, to: Point | None) -> Course:
    """Move (or, with ``to`` None, take away) a tee marker (``kind`` "tee"), a 150-yard
    marker ("150") or the flag ("flag")."""
    hole = course.holes[index]
    if kind == "flag":
        return set_flag(course, index, to)
    field = "tee_markers" if kind == "tee" else "markers_150"
    points = list(getattr(hole, field))
    if to is None:
        del points[which]
    else:
        points[which] = clamp(to)
    return replace_hole(course, index, hole.model_copy(update={field: tuple(points)}))


# ---- the tracing background --------------------------------------------------------------------

def set_background(course: Course, index: int, background: TracingBackground | None) -> Course:
    hole = course.holes[index]
    if background == hole.background:
        return course
    return replace_hole(course, index, hole.model_copy(update={"background": background}))


# ---- holes -------------------------------------------------------------------------------------

def set_hole_fields(course: Course, index: int, *, name: str | None = None,
                    par: int | None = None, stroke_index: int | None = None,
                    hole_in_one: Club | bool | None = False) -> Course:
    """Par, stroke index, name and hole-in-one club of a hole; ``hole_in_one`` False
    leaves the club as it is (None takes it away)."""
    hole = course.holes[index]
    update: dict[str, object] = {}
    if name is not None:
        update["name"] = name
    if par is not None:
        if not MIN_PAR <= par <= MAX_PAR:
            raise UltimateError(tr("a par runs from {low} to {high}, got {par}").format(
                low=MIN_PAR, high=MAX_PAR, par=par))
        update["par"] = par
    if stroke_index is not None:
        if not 1 <= stroke_index <= MAX_HOLES:
            raise UltimateError(tr("a stroke index runs from 1 to {high}, got {index}").format(
                high=MAX_HOLES, index=stroke_index))
        update["stroke_index"] = stroke_index
    if hole_in_one is not False:
        update["hole_in_one"] = hole_in_one
    if all(getattr(hole, k) == v for k, v in update.items()):
        return course
    return replace_hole(course, index, hole.model_copy(update=update))


def _with_holes(course: Course, holes: list[Hole]) -> Course:
    if not 1 <= len(holes) <= MAX_HOLES:
        raise UltimateError(tr("a course has 1 to {count} holes").format(count=MAX_HOLES))
    return course.model_copy(update={"holes": tuple(holes)})


def add_hole(course: Course, after: int) -> Course:
    """An empty par 4 after hole ``after`` (index), with the next stroke index."""
    holes = list(course.holes)
    holes.insert(after + 1, Hole(par=4, stroke_index=min(MAX_HOLES, len(holes) + 1)))
    return _with_holes(course, holes)


def duplicate_hole(course: Course, index: int) -> Course:
    holes = list(course.holes)
    copy = holes[index].model_copy(update={"stroke_index": min(MAX_HOLES, len(holes) + 1)})
    holes.insert(index + 1, copy)
    return _with_holes(course, holes)


def delete_hole(course: Course, index: int) -> Course:
    if len(course.holes) <= 1:
        raise UltimateError(tr("a course keeps at least one hole"))
    holes = list(course.holes)
    del holes[index]
    return _with_holes(course, holes)


def move_hole(course: Course, index: int, to: int) -> Course:
    holes = list(course.holes)
    to = max(0, min(len(holes) - 1, to))
    if to == index:
        return course
    holes.insert(to, holes.pop(index))
    return _with_holes(course, holes)
