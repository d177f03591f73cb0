"""Draw the bundled Ultimate Golf course: ``python -m tools.ultimate_default_course``.

The course the studio loads is ``resources/ultimate/courses/default.json``, an ordinary course
file (docs/ultimate-format.md). This tool is *how it was drawn*: each hole is held here as a
short description — a fairway centre line with its widths, a green's size and turn, blobs of
sand, trees and water, the local rules — and turned into polygons by a closed Catmull–Rom
curve sampled to plain points (at most ``MAX_POINTS`` a region, one decimal of a yard), so
that fairways bend and narrow, greens and bunkers are round and irregular rather than boxes.
Running it rewrites the JSON, checks it with the studio's own validation (no error and no
warning on any hole) and prints each hole's length as the scorecard measures it.

A user's copy of the course is edited in the editor, not here; this file keeps the bundled
drawing reproducible and reviewable (a hole is a few lines to read, not 3,000 numbers).
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import course_from_data, course_to_json
from golfstudio.ultimate.facts import course_length, hole_length
from golfstudio.ultimate.validate import validate

XY = tuple[float, float]
JsonObject = dict[str, Any]

OUTPUT = Path(__file__).resolve().parent.parent / "resources/ultimate/courses/default.json"
MAX_POINTS = 40
"""Points in one sampled outline: the analysis's raster cost grows with points × regions."""
TEE_MARKER_GAP = 12.0
MARKER_POST = 1.0
"""Half the side of a 150-yard marker's post (a 2-yard square)."""
MARKER_OFFSET = 4.0
"""How far outside the fairway's edge the 150-yard markers stand."""

NOTES = (
    "The bundled 18-hole course: par 72, about 6,970 yards, with the rulebook's stroke index "
    "table and every hole's local rule from the rulebook (\"Règles locales\"). The layouts "
    "are GolfStudio's own, in the spirit of the famous holes the game reproduced (a Monterey "
    "feel): a links opener, the Church Pew bunkers (3), a par 3 over a lake with an island "
    "(4), out of bounds by the green (6), lateral water (8), hedges by the green (9), a creek "
    "(11), a par 3 over a pond (12, an ace with the 7-iron), a railway beside a green-side "
    "bunker (13), a stone wall and a double green (14), a dog-leg right (15), water (16), an "
    "island-like green (17, an ace with the 9-iron) and a par 5 along the bay (18). The "
    "outlines were drawn by tools/ultimate_default_course.py (smoothed centre lines and "
    "blobs); this file is the data the studio loads and may be edited like any course.")


# ---- geometry ----------------------------------------------------------------------------

def catmull_rom(controls: Sequence[XY], samples: int) -> list[XY]:
    """A closed uniform Catmull–Rom curve through ``controls``, ``samples`` points a span."""
    n = len(controls)
    out: list[XY] = []
    for i in range(n):
        p0, p1, p2, p3 = (controls[(i - 1) % n], controls[i], controls[(i + 1) % n],
                          controls[(i + 2) % n])
        for s in range(samples):
            t = s / samples
            t2, t3 = t * t, t * t * t
            out.append(tuple(  # type: ignore[arg-type]
                0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2
                       + (-a + 3 * b - 3 * c + d) * t3)
                for a, b, c, d in zip(p0, p1, p2, p3, strict=True)))
    return out


def tidy(points: Iterable[XY]) -> list[list[float]]:
    """Points at one decimal of a yard, none repeating the one before (nor last = first)."""
    out: list[list[float]] = []
    for x, y in points:
        p = [round(x, 1) + 0.0, round(y, 1) + 0.0]
        if not out or p != out[-1]:
            out.append(p)
    while len(out) > 1 and out[-1] == out[0]:
        out.pop()
    return [[int(v) if v == int(v) else v for v in p] for p in out]


def _unit(dx: float, dy: float) -> XY:
    length = math.hypot(dx, dy)
    return dx / length, dy / length


@dataclass(frozen=True)
class Blob:
    """A rounded, slightly irregular shape: an ellipse (``rx`` across, ``ry`` along, turned
    ``turn`` degrees anticlockwise) whose control radii wobble by up to ``wobble``."""

    id: str
    kind: str
    at: XY
    rx: float
    ry: float
    turn: float = 0.0
    wobble: float = 0.12
    z: int = 4
    lip: float = 0.0
    """A ring of rough this wide round it (a bunker's lip), drawn just beneath it."""
    controls: int = 8

    def outline(self, grow: float = 0.0) -> list[XY]:
        rnd = random.Random(self.id)
        a = math.radians(self.turn)
        ctrl: list[XY] = []
        for i in range(self.controls):
            t = 2 * math.pi * i / self.controls
            f = 1.0 + self.wobble * (2 * rnd.random() - 1)
            ex, ey = (self.rx * f + grow) * math.cos(t), (self.ry * f + grow) * math.sin(t)
            ctrl.append((self.at[0] + ex * math.cos(a) - ey * math.sin(a),
                         self.at[1] + ex * math.sin(a) + ey * math.cos(a)))
        return catmull_rom(ctrl, max(1, MAX_POINTS // self.controls - 1))

    def regions(self) -> list[JsonObject]:
        found = [region(self.id, self.kind, self.outline(), self.z)]
        if self.lip > 0:
            found.insert(0, region(f"{self.id}-lip", "rough", self.outline(self.lip),
                                   self.z - 1))
        return found


@dataclass(frozen=True)
class Strip:
    """A band along a centre line, ``(x, y, width)`` at each point: a fairway, a tree line,
    a creek. ``smooth`` rounds it through Catmull–Rom; a thin straight thing (a wall, a
    path, a railway) is left as its plain outline."""

    id: str
    kind: str
    line: tuple[tuple[float, float, float], ...]
    z: int = 1
    smooth: bool = True
    caps: bool = True

    def outline(self) -> list[XY]:
        pts = self.line
        n = len(pts)
        left: list[XY] = []
        right: list[XY] = []
        dirs: list[XY] = []
        for i, (x, y, w) in enumerate(pts):
            ax, ay = pts[max(0, i - 1)][:2]
            bx, by = pts[min(n - 1, i + 1)][:2]
            dx, dy = _unit(bx - ax, by - ay)
            dirs.append((dx, dy))
            left.append((x - dy * w / 2, y + dx * w / 2))
            right.append((x + dy * w / 2, y - dx * w / 2))
        ctrl: list[XY] = list(left)
        if self.caps and self.smooth:
            x, y, w = pts[-1]
            ctrl.append((x + dirs[-1][0] * w * 0.35, y + dirs[-1][1] * w * 0.35))
        ctrl += right[::-1]
        if self.caps and self.smooth:
            x, y, w = pts[0]
            ctrl.append((x - dirs[0][0] * w * 0.35, y - dirs[0][1] * w * 0.35))
        if not self.smooth:
            return ctrl
        return catmull_rom(ctrl, max(1, MAX_POINTS // len(ctrl)))

    def regions(self) -> list[JsonObject]:
        return [region(self.id, self.kind, self.outline(), self.z)]


@dataclass(frozen=True)
class Poly:
    """A plain outline, as given (out of bounds beyond a line of stakes, a tee's apron)."""

    id: str
    kind: str
    points: tuple[XY, ...]
    z: int = 2
    smooth: bool = False

    def regions(self) -> list[JsonObject]:
        pts = catmull_rom(self.points, max(1, MAX_POINTS // len(self.points))) \
            if self.smooth else list(self.points)
        return [region(self.id, self.kind, pts, self.z)]


Shape = Blob | Strip | Poly


def region(rid: str, kind: str, points: Sequence[XY], z: int) -> JsonObject:
    return {"id": rid, "kind": kind, "points": tidy(points), "z": z}


def point_at_distance(line: Sequence[XY], flag: XY, yards: float) -> tuple[XY, XY]:
    """The point of the centre line ``yards`` from the flag (searched from the flag's end
    back towards the tee) and the line's direction there."""
    for a, b in zip(reversed(line[:-1]), reversed(line[1:]), strict=True):
        da, db = math.dist(a, flag), math.dist(b, flag)
        if (da - yards) * (db - yards) <= 0 and da != db:
            t = (yards - db) / (da - db)
            p = (b[0] + (a[0] - b[0]) * t, b[1] + (a[1] - b[1]) * t)
            return p, _unit(b[0] - a[0], b[1] - a[1])
    raise ValueError(f"no point of the centre line is {yards} yards from the flag")


# ---- a hole ------------------------------------------------------------------------------

@dataclass(frozen=True)
class HoleSpec:
    """One hole as it is described: the tee is at (0, 0) and the hole plays up the map."""

    name: str
    par: int
    stroke_index: int
    fairway: tuple[Strip, ...]
    """One leg per straight stretch, in playing order, each overlapping the next at the
    corner (the scorecard measures through the overlaps: docs/ultimate-format.md)."""
    rough: Strip
    green: Blob
    flag: XY
    features: tuple[Shape, ...] = ()
    rules: tuple[JsonObject, ...] = ()
    hole_in_one: str | None = None
    tee_turn: float = 0.0
    """Degrees the tee box and its markers are turned from square to the map."""
    fringe: float = 3.0
    extra_markers: bool = field(default=True)


def tee_regions(turn: float) -> tuple[list[JsonObject], list[list[float]]]:
    a = math.radians(turn)
    box = Blob("tee", "tee", (0.0, 2.0), 10.0, 13.0, turn, wobble=0.0, z=2, controls=8)
    c, s = math.cos(a) * TEE_MARKER_GAP / 2, math.sin(a) * TEE_MARKER_GAP / 2
    markers = [[round(-c, 1), round(-s, 1)], [round(c, 1), round(s, 1)]]
    return box.regions(), [[int(v) if v == int(v) else v for v in m] for m in markers]


def markers_150(spec: HoleSpec) -> tuple[list[list[float]], list[JsonObject]]:
    line: list[XY] = [(0.0, 0.0)]
    widths: list[float] = [0.0]
    for leg in spec.fairway:
        for x, y, w in leg.line:
            line.append((x, y))
            widths.append(w)
    line.append(spec.flag)
    widths.append(widths[-1])
    p, (dx, dy) = point_at_distance(line, spec.flag, 150.0)
    # The fairway's width there: that of the nearest centre point.
    nearest = min(range(len(line)), key=lambda i: math.dist(line[i], p))
    half = widths[nearest] / 2 + MARKER_OFFSET
    found: list[list[float]] = []
    posts: list[JsonObject] = []
    for side, sign in (("left", 1.0), ("right", -1.0)):
        q = (p[0] - dy * half * sign, p[1] + dx * half * sign)
        ux, uy = _unit(q[0] - spec.flag[0], q[1] - spec.flag[1])
        m = (round(spec.flag[0] + ux * 150.0, 1), round(spec.flag[1] + uy * 150.0, 1))
        found.append([int(v) if v == int(v) else v for v in m])
        r = MARKER_POST
        posts.append(region(f"marker-150-{side}", "150-yard-marker",
                            [(m[0] - r, m[1] - r), (m[0] + r, m[1] - r),
                             (m[0] + r, m[1] + r), (m[0] - r, m[1] + r)], 9))
    return found, posts


MARKER_RULE: JsonObject = {
    "terrain": "150-yard-marker",
    "note": "A ball against a 150-yard marker: drop as near as possible, not nearer the hole, "
            "no penalty.",
    "options": [{"relief": "free-drop", "penalty": 0}]}


def hole_data(spec: HoleSpec) -> JsonObject:
    regions: list[JsonObject] = list(spec.rough.regions())
    for leg in spec.fairway:
        regions += leg.regions()
    tee, tee_markers = tee_regions(spec.tee_turn)
    regions += tee
    # The fringe is the green's own outline grown, so the ring is even all round.
    regions.append(region("fringe", "fringe", spec.green.outline(spec.fringe),
                          spec.green.z - 1))
    regions += spec.green.regions()
    for shape in spec.features:
        regions += shape.regions()
    data: JsonObject = {"name": spec.name, "par": spec.par,
                        "stroke_index": spec.stroke_index}
    rules = list(spec.rules)
    markers: list[list[float]] = []
    if spec.par >= 4:
        markers, posts = markers_150(spec)
        regions += posts
        rules.append(MARKER_RULE)
    data["regions"] = regions
    data["tee_markers"] = tee_markers
    data["flag"] = [int(v) if v == int(v) else v for v in spec.flag]
    data["markers_150"] = markers
    data["local_rules"] = rules
    if spec.hole_in_one is not None:
        data["hole_in_one"] = spec.hole_in_one
    return data


# ---- the rules the holes use -----------------------------------------------------------

def rule(region_id: str, note: str, *options: JsonObject) -> JsonObject:
    return {"region": region_id, "note": note, "options": list(options)}


def terrain_rule(terrain: str, note: str, *options: JsonObject) -> JsonObject:
    return {"terrain": terrain, "note": note, "options": list(options)}


def relief(kind: str, penalty: int, **fields: Any) -> JsonObject:
    return {"relief": kind, **fields, "penalty": penalty}


CART_PATH_RULE = terrain_rule("cart-path", "Cart path: a free drop, not nearer the hole.",
                              relief("free-drop", 0))
BRIDGE_RULE = terrain_rule("bridge", "Bridge: a free drop, not nearer the hole.",
                           relief("free-drop", 0))


def corridor(rid: str, line: Sequence[tuple[float, float, float]]) -> Strip:
    """The rough under the whole hole: off it is off the board (out of bounds)."""
    return Strip(rid, "rough", tuple(line), z=0)


def fairway(*line: tuple[float, float, float], rid: str = "fairway") -> Strip:
    return Strip(rid, "fairway", tuple(line), z=1)


def bunker(rid: str, at: XY, rx: float, ry: float, turn: float = 0.0, *,
           lip: float = 1.5, wobble: float = 0.15) -> Blob:
    return Blob(rid, "bunker", at, rx, ry, turn, wobble=wobble, z=5, lip=lip)


def trees(rid: str, *line: tuple[float, float, float]) -> Strip:
    return Strip(rid, "trees", tuple(line), z=2)


def green(at: XY, rx: float, ry: float, turn: float = 0.0) -> Blob:
    return Blob("green", "green", at, rx, ry, turn, wobble=0.1, z=4)


# ---- the holes -----------------------------------------------------------------------------

def _same_distance(point: XY, flag: XY, x: float) -> XY:
    """The point at ``x`` on the tee's side of the flag as far from the flag as ``point``
    (hole 4's island: "drop on the fairway at the same distance")."""
    r = math.dist(point, flag)
    return x, round(flag[1] - math.sqrt(r * r - (x - flag[0]) ** 2), 1)


def _front_edge_line(blob: Blob, towards: XY, flag: XY, reach: float = 140.0) -> list[list[float]]:
    """The line square to the line of play through a bunker's front edge (hole 18)."""
    ux, uy = _unit(flag[0] - towards[0], flag[1] - towards[1])
    front = min(blob.outline(), key=lambda p: p[0] * ux + p[1] * uy)
    fx, fy = front
    return [[round(fx + uy * reach, 1), round(fy - ux * reach, 1)],
            [round(fx - uy * reach, 1), round(fy + ux * reach, 1)]]


HOLE_4_ISLAND = Blob("island", "rough", (-18.0, 102.0), 8.0, 6.0, z=4, wobble=0.1)
HOLE_4_FLAG: XY = (2.0, 186.0)
HOLE_18_FLAG: XY = (-126.0, 540.0)
HOLE_18_RIGHT_BUNKER = bunker("right-greenside", (-102.0, 526.0), 6.0, 10.0, 20.0)

HOLES: tuple[HoleSpec, ...] = (
    HoleSpec(
        "Links opener", 4, 15,
        fairway=(fairway((0, 40, 30), (-2, 120, 36), (-6, 220, 38), (-12, 310, 32),
                         (-18, 372, 26)),),
        rough=corridor("rough", [(0, -20, 70), (0, 60, 115), (-4, 200, 135), (-12, 330, 125),
                                 (-20, 405, 100), (-20, 440, 60)]),
        green=green((-20.0, 400.0), 15, 17), flag=(-18.0, 403.0),
        features=(
            trees("gorse", (-52, 130, 12), (-56, 200, 14), (-52, 265, 10)),
            Blob("gorse-2", "trees", (50.0, 330.0), 7, 22, wobble=0.2, z=2),
            Strip("cart-path", "cart-path", ((42, -5, 4), (46, 150, 4), (46, 300, 4),
                                             (36, 385, 4)), z=3, smooth=False),
            bunker("pot-1", (-20.0, 228.0), 5, 4),
            bunker("pot-2", (21.0, 252.0), 5, 4),
            bunker("pot-3", (-6.0, 300.0), 4, 4),
            bunker("greenside-left", (-41.0, 395.0), 6, 9),
            bunker("greenside-right", (1.0, 412.0), 5, 8, -20),
        ),
        rules=(CART_PATH_RULE,)),
    HoleSpec(
        "The ridge", 4, 13,
        fairway=(fairway((0, 40, 30), (6, 140, 36), (18, 240, 36), (38, 320, 30),
                         (54, 362, 26)),),
        rough=corridor("rough", [(0, -20, 70), (4, 80, 115), (16, 220, 130), (40, 330, 125),
                                 (62, 410, 95), (64, 440, 60)]),
        green=green((62.0, 392.0), 14, 17, -15), flag=(63.0, 396.0),
        features=(
            trees("woods-left", (-42, 60, 14), (-40, 180, 18), (-24, 300, 16), (12, 400, 14)),
            bunker("fairway-bunker", (50.0, 235.0), 7, 12, -10),
            bunker("front-left", (41.0, 382.0), 6, 9, -20),
            bunker("back-right", (82.0, 410.0), 6, 8, 30),
        )),
    HoleSpec(
        "Church pews", 4, 3,
        fairway=(fairway((0, 40, 30), (2, 140, 36), (-4, 250, 34), (-20, 340, 30),
                         (-32, 395, 24)),),
        rough=corridor("rough", [(0, -20, 70), (-8, 80, 120), (-22, 230, 150), (-26, 340, 125),
                                 (-38, 430, 95), (-38, 460, 60)]),
        green=green((-38.0, 420.0), 15, 16), flag=(-36.0, 423.0),
        features=(
            Blob("pew-grass", "rough", (-64.0, 240.0), 24, 56, wobble=0.06, z=2),
            *(Blob(f"pews-{i + 1}", "bunker", (-64.0, 197.0 + 17 * i), 18, 3.2, 6,
                   wobble=0.06, z=5) for i in range(6)),
            bunker("fairway-bunker", (24.0, 265.0), 7, 11),
            bunker("greenside-left", (-59.0, 418.0), 6, 10),
            bunker("greenside-right", (-14.0, 431.0), 5, 8, 20),
            trees("spinney", (42, 120, 16), (50, 200, 20), (42, 280, 14)),
        ),
        rules=(rule("pew-grass", "The grass between the Church Pew bunkers: a recovery "
                    "shot.", relief("play-as", 0, card="recovery")),)),
    HoleSpec(
        "The lake", 3, 11,
        fairway=(fairway((40, 50, 22), (42, 110, 26), (32, 160, 22)),),
        rough=corridor("rough", [(0, -20, 60), (2, 40, 130), (-4, 120, 150), (0, 190, 115),
                                 (0, 215, 70)]),
        green=green((0.0, 185.0), 16, 13), flag=HOLE_4_FLAG,
        features=(
            Blob("lake", "water", (-14.0, 105.0), 40, 40, wobble=0.15, z=3, controls=10),
            HOLE_4_ISLAND,
            bunker("back-left", (-20.0, 201.0), 8, 5, 20),
            trees("willows", (-62, 150, 12), (-46, 205, 12)),
        ),
        rules=(
            rule("lake", "Into the lake from the tee: re-tee and play the third shot, or "
                 "drop out of the water; one penalty stroke.",
                 relief("replay-from-tee", 1), relief("drop-out", 1)),
            rule("island", "On the island: drop on the fairway at the same distance from the "
                 "flag (one penalty stroke), or re-tee.",
                 relief("drop-zone", 1, at=list(_same_distance(HOLE_4_ISLAND.at, HOLE_4_FLAG,
                                                               40.0))),
                 relief("replay-from-tee", 1)),
        )),
    HoleSpec(
        "Long slope", 4, 7,
        fairway=(fairway((0, 40, 30), (3, 140, 36), (14, 250, 36), (30, 340, 30),
                         (40, 392, 26)),),
        rough=corridor("rough", [(0, -20, 70), (2, 80, 120), (12, 220, 130), (30, 340, 125),
                                 (44, 430, 95), (45, 460, 60)]),
        green=green((44.0, 418.0), 15, 17, -8), flag=(45.0, 421.0),
        features=(
            bunker("fairway-bunker", (-14.0, 230.0), 6, 12),
            bunker("fairway-bunker-2", (40.0, 262.0), 6, 11, -5),
            bunker("greenside", (23.0, 420.0), 6, 9),
            trees("oaks", (-34, 300, 14), (-10, 405, 16)),
        )),
    HoleSpec(
        "The long dog-leg", 5, 1,
        fairway=(fairway((0, 40, 30), (0, 150, 36), (-3, 255, 36), (-10, 300, 34),
                         rid="fairway-1"),
                 fairway((-4, 262, 34), (-30, 350, 34), (-65, 440, 30), (-95, 505, 26),
                         rid="fairway-2")),
        rough=corridor("rough", [(0, -20, 70), (0, 100, 120), (-5, 280, 135), (-40, 380, 140),
                                 (-85, 480, 125), (-108, 545, 95), (-112, 580, 60)]),
        green=green((-108.0, 540.0), 15, 17, -25), flag=(-106.0, 543.0),
        features=(
            Blob("corner-trees", "trees", (-46.0, 262.0), 13, 24, wobble=0.2, z=2),
            bunker("corner-bunker", (27.0, 292.0), 7, 12, -20),
            Strip("oob-stakes", "out-of-bounds", ((-170, 495, 18), (-146, 565, 18),
                                                  (-100, 590, 18)), z=3),
            bunker("greenside-left", (-128.0, 527.0), 6, 9, -20),
            bunker("greenside-right", (-86.0, 536.0), 5, 8, -20),
        ),
        rules=(rule("oob-stakes", "Out of bounds, marked by stakes by the green: stroke and "
                    "distance.", relief("stroke-and-distance", 1)),)),
    HoleSpec(
        "Short hope", 4, 17,
        fairway=(fairway((0, 40, 30), (8, 140, 36), (24, 240, 34), (48, 318, 26)),),
        rough=corridor("rough", [(0, -20, 70), (5, 80, 115), (22, 220, 130), (52, 320, 120),
                                 (76, 368, 95), (78, 395, 60)]),
        green=green((74.0, 349.0), 14, 16, -20), flag=(75.0, 352.0),
        features=(
            trees("pines", (-48, 100, 14), (-46, 220, 16)),
            Strip("cart-path", "cart-path", ((-28, -5, 4), (-30, 120, 4), (-20, 250, 4),
                                             (18, 330, 4)), z=3, smooth=False),
            bunker("ring-1", (55.0, 335.0), 4.5, 7, 50),
            bunker("ring-2", (93.0, 334.0), 4.5, 7, -40),
            bunker("ring-3", (51.0, 360.0), 4.5, 7, -10),
            bunker("ring-4", (97.0, 364.0), 4.5, 7, 10),
            bunker("ring-5", (76.0, 373.0), 7, 4.5),
        ),
        rules=(CART_PATH_RULE,)),
    HoleSpec(
        "Cliff top", 3, 9,
        fairway=(fairway((4, 120, 22), (-2, 165, 26)),),
        rough=corridor("rough", [(0, -20, 60), (2, 60, 100), (4, 140, 110), (-2, 210, 95),
                                 (-6, 240, 55)]),
        green=green((-8.0, 197.0), 15, 16), flag=(-8.0, 200.0),
        features=(
            Strip("lateral-left", "lateral-water", ((-52, 20, 26), (-54, 120, 30),
                                                    (-46, 200, 24), (-42, 240, 20)), z=3),
            bunker("right", (18.0, 190.0), 6, 10, 10),
            bunker("front-right", (10.0, 168.0), 5, 4),
            trees("cliff-trees", (-28, 232, 10), (24, 234, 10)),
        ),
        rules=(rule("lateral-left", "Lateral water on the left: drop as near the water as "
                    "possible, not nearer the hole; one penalty stroke.",
                    relief("lateral-drop", 1)),)),
    HoleSpec(
        "Homeward", 4, 5,
        fairway=(fairway((0, 40, 30), (0, 150, 36), (-8, 260, 36), (-28, 350, 30),
                         (-48, 412, 26)),),
        rough=corridor("rough", [(0, -20, 70), (0, 100, 120), (-8, 250, 130), (-30, 360, 125),
                                 (-56, 450, 100), (-58, 480, 60)]),
        green=green((-56.0, 440.0), 15, 17, 15), flag=(-55.0, 444.0),
        features=(
            trees("hedges", (-90, 402, 8), (-89, 440, 8), (-80, 470, 8)),
            bunker("fairway-bunker-left", (-32.0, 250.0), 6, 11),
            bunker("fairway-bunker-right", (24.0, 272.0), 6, 11),
            bunker("greenside", (-33.0, 450.0), 5, 8, 10),
            trees("elms", (45, 80, 14), (48, 200, 16)),
        ),
        rules=(rule("hedges", "The tree hedges left of the green: a recovery shot.",
                    relief("play-as", 0, card="recovery")),)),
    HoleSpec(
        "The valley", 4, 6,
        fairway=(fairway((0, 40, 30), (-4, 140, 34), (4, 250, 36), (24, 350, 30),
                         (34, 396, 24)),),
        rough=corridor("rough", [(0, -20, 70), (-3, 80, 115), (2, 220, 130), (22, 340, 125),
                                 (36, 430, 95), (36, 460, 60)]),
        green=green((36.0, 420.0), 15, 16), flag=(37.0, 424.0),
        features=(
            bunker("valley-bunker", (-24.0, 240.0), 7, 12),
            bunker("greenside-right", (58.0, 420.0), 6, 10),
            bunker("greenside-left", (14.0, 411.0), 5, 8, 20),
            trees("beeches", (-44, 320, 14), (-22, 425, 14)),
        )),
    HoleSpec(
        "Over the creek", 5, 8,
        fairway=(fairway((0, 40, 30), (10, 150, 36), (24, 260, 36), (26, 340, 32),
                         rid="fairway-1"),
                 fairway((22, 392, 30), (30, 460, 28), (44, 508, 24), rid="fairway-2")),
        rough=corridor("rough", [(0, -20, 70), (8, 100, 120), (22, 260, 135), (20, 365, 135),
                                 (32, 470, 120), (48, 545, 95), (48, 575, 60)]),
        green=green((48.0, 533.0), 15, 16, -10), flag=(48.0, 536.0),
        features=(
            Strip("creek", "water", ((-62, 373, 10), (-10, 361, 12), (40, 369, 12),
                                     (98, 359, 10)), z=3),
            Strip("cart-path", "cart-path", ((-32, 250, 4), (-28, 350, 4)), z=3,
                  smooth=False),
            Poly("bridge", "bridge", ((-33.0, 348.0), (-23.0, 348.0), (-23.0, 386.0),
                                      (-33.0, 386.0)), z=4),
            Strip("cart-path-2", "cart-path", ((-28, 384, 4), (-20, 470, 4)), z=3,
                  smooth=False),
            trees("first-corner", (-46, 170, 14), (-52, 260, 14)),
            trees("second-corner", (80, 430, 14), (88, 500, 12)),
            bunker("fairway-bunker", (52.0, 240.0), 6, 11),
            bunker("greenside-left", (27.0, 540.0), 5, 8),
            bunker("greenside-right", (69.0, 524.0), 5, 8),
        ),
        rules=(rule("creek", "The creek: drop behind, one penalty stroke (stroke and "
                    "distance).", relief("stroke-and-distance", 1)),
               CART_PATH_RULE, BRIDGE_RULE)),
    HoleSpec(
        "Over the water", 3, 16,
        fairway=(fairway((0, 16, 26), (0, 28, 28)),),
        rough=corridor("rough", [(0, -20, 60), (0, 40, 115), (0, 120, 100), (0, 160, 60)]),
        green=green((0.0, 131.0), 15, 12), flag=(0.0, 130.0),
        features=(
            Blob("pond", "water", (-2.0, 72.0), 40, 28, wobble=0.15, z=3, controls=10),
            bunker("back", (6.0, 150.0), 10, 4, wobble=0.1),
            bunker("front-left", (-21.0, 119.0), 6, 4, 20),
        ),
        rules=(rule("pond", "Into the pond from the tee: replay from the tee, or drop in "
                    "front of the pond; one penalty stroke.",
                    relief("replay-from-tee", 1), relief("drop-zone", 1, at=[0, 24])),),
        hole_in_one="7-iron"),
    HoleSpec(
        "The railway", 4, 18,
        fairway=(fairway((0, 40, 30), (-4, 140, 36), (-14, 240, 34), (-28, 320, 28),
                         (-34, 346, 24)),),
        rough=corridor("rough", [(0, -20, 70), (-3, 80, 115), (-10, 220, 125), (-20, 330, 140),
                                 (-24, 385, 125), (-30, 415, 70)]),
        green=green((-38.0, 368.0), 15, 16), flag=(-37.0, 371.0),
        features=(
            Strip("railway", "railway", ((30, 150, 5), (28, 260, 5), (18, 340, 5),
                                         (12, 420, 5)), z=3, smooth=False),
            bunker("railway-bunker", (-6.0, 367.0), 6, 10, -5),
            bunker("front-left", (-58.0, 355.0), 5, 8),
            trees("copse", (-52, 140, 14), (-58, 230, 14)),
        ),
        rules=(rule("railway", "On the railway: unplayable; drop in the green-side bunker "
                    "beside it, one penalty stroke.",
                    relief("unplayable-into", 1, bunker="railway-bunker")),)),
    HoleSpec(
        "The wall", 5, 4,
        fairway=(fairway((0, 40, 30), (4, 150, 36), (6, 260, 36), (0, 380, 32), (-6, 480, 28),
                         (-8, 532, 26)),),
        rough=corridor("rough", [(0, -20, 70), (2, 100, 120), (0, 300, 120), (-6, 450, 120),
                                 (-10, 585, 110), (-10, 615, 60)]),
        green=Blob("green", "green", (-10.0, 573.0), 30, 16, 5, wobble=0.08, z=4),
        flag=(4.0, 575.0),
        features=(
            Strip("stone-wall", "stone-wall", ((44, 270, 2), (42, 400, 2), (38, 520, 2),
                                               (36, 605, 2)), z=3, smooth=False),
            Strip("oob-right", "out-of-bounds", ((49, 270, 8), (47, 400, 8), (43, 520, 8),
                                                 (41, 605, 8)), z=3, smooth=False),
            Strip("oob-beyond", "out-of-bounds", ((66, 270, 30), (64, 400, 30),
                                                  (60, 520, 30), (58, 605, 30)), z=2,
                  smooth=False),
            bunker("fairway-bunker", (-28.0, 300.0), 7, 12),
            bunker("greenside-left", (-50.0, 556.0), 6, 10),
            bunker("greenside-front", (10.0, 549.0), 6, 4),
            trees("ash-trees", (-46, 120, 14), (-48, 240, 14)),
        ),
        rules=(
            rule("oob-right", "Out of bounds right of the stone wall: place the ball on the "
                 "back left of the double green and putt from more than 40 feet, no penalty.",
                 relief("place-and-putt", 0, at=[-28, 580], band="over_40")),
            terrain_rule("stone-wall", "Stone wall: unplayable; drop as near as possible, "
                         "not nearer the hole, one penalty stroke.", relief("free-drop", 1)),
        )),
    HoleSpec(
        "Dog-leg right", 4, 10,
        fairway=(fairway((0, 40, 30), (0, 150, 36), (2, 240, 36), (6, 278, 34),
                         rid="fairway-1"),
                 fairway((-6, 246, 32), (40, 272, 32), (100, 302, 28), (142, 322, 26),
                         rid="fairway-2")),
        rough=corridor("rough", [(0, -20, 70), (0, 100, 120), (5, 230, 130), (40, 292, 130),
                                 (110, 320, 120), (172, 343, 95), (200, 353, 55)]),
        green=green((166.0, 338.0), 16, 14, -25), flag=(168.0, 340.0),
        features=(
            Blob("corner-trees", "trees", (48.0, 212.0), 15, 26, -30, wobble=0.18, z=2),
            bunker("corner-bunker", (-30.0, 272.0), 7, 12, 20),
            bunker("greenside", (172.0, 316.0), 8, 5, -20),
        )),
    HoleSpec(
        "Plateau", 4, 14,
        fairway=(fairway((0, 40, 30), (-4, 150, 36), (-14, 260, 36), (-36, 360, 30),
                         (-52, 412, 26)),),
        rough=corridor("rough", [(0, -20, 70), (-2, 100, 120), (-12, 250, 130), (-34, 360, 125),
                                 (-58, 445, 95), (-60, 475, 60)]),
        green=green((-58.0, 436.0), 15, 16, 15), flag=(-58.0, 440.0),
        features=(
            Blob("water-16", "water", (2.0, 395.0), 20, 28, -20, wobble=0.18, z=3,
                 controls=10),
            bunker("fairway-bunker", (-42.0, 250.0), 6, 11),
            bunker("greenside-left", (-80.0, 430.0), 5, 9),
            trees("birches", (45, 120, 14), (50, 230, 14)),
        ),
        rules=(rule("water-16", "Water: drop out of it, one penalty stroke.",
                    relief("drop-out", 1)),)),
    HoleSpec(
        "The island", 3, 12,
        fairway=(fairway((0, 16, 26), (0, 30, 28)),),
        rough=corridor("rough", [(0, -20, 60), (0, 40, 110), (0, 100, 120), (0, 150, 70)]),
        green=green((0.0, 101.0), 13, 11), flag=(0.0, 100.0), fringe=2.5,
        features=(
            Blob("lake", "water", (0.0, 92.0), 44, 36, wobble=0.12, z=2, controls=10),
            bunker("island-bunker", (-9.0, 110.0), 4, 2.5, lip=0),
        ),
        rules=(rule("lake", "Into the lake from the tee: replay from the tee, or play from "
                    "the drop zone in front of the tee; one penalty stroke.",
                    relief("replay-from-tee", 1), relief("drop-zone", 1, at=[0, 24])),),
        hole_in_one="9-iron"),
    HoleSpec(
        "Along the bay", 5, 2,
        fairway=(fairway((0, 40, 30), (-6, 150, 36), (-24, 270, 36), (-56, 380, 32),
                         (-92, 460, 28), (-113, 506, 24)),),
        rough=corridor("rough", [(0, -20, 70), (-2, 100, 110), (-20, 260, 120), (-56, 390, 115),
                                 (-104, 480, 100), (-130, 550, 85), (-134, 580, 50)]),
        green=green((-126.0, 536.0), 15, 17, 20), flag=HOLE_18_FLAG,
        features=(
            Strip("bay", "water", ((-95, -30, 90), (-100, 150, 90), (-120, 280, 90),
                                   (-160, 400, 90), (-205, 500, 90), (-215, 610, 90)), z=2),
            Strip("sand-strip", "bunker", ((-52, 60, 8), (-58, 150, 9), (-72, 270, 9),
                                           (-105, 380, 8), (-148, 480, 8), (-162, 540, 7)),
                  z=3),
            Strip("oob-right", "out-of-bounds", ((48, 0, 16), (52, 150, 16), (44, 270, 16),
                                                 (20, 390, 16), (-20, 480, 16),
                                                 (-60, 560, 16)), z=2),
            trees("cypress", (30, 300, 12), (8, 380, 12)),
            bunker("fairway-bunker", (18.0, 262.0), 6, 11),
            HOLE_18_RIGHT_BUNKER,
            bunker("front-left", (-140.0, 512.0), 5, 7),
        ),
        rules=(
            rule("bay", "Monterey Bay, on the left: stroke and distance.",
                 relief("stroke-and-distance", 1)),
            rule("oob-right", "Out of bounds on the right: stroke and distance.",
                 relief("stroke-and-distance", 1)),
            rule("sand-strip", "The sand strip along the bay: replay under stroke and "
                 "distance, or play it as a fairway bunker — as a green-side bunker beyond "
                 "the line of the right green-side bunker's front edge.",
                 relief("stroke-and-distance", 1),
                 {"relief": "play-as", "card": "fairway-bunker",
                  "beyond": {"line": _front_edge_line(HOLE_18_RIGHT_BUNKER, (-113.0, 506.0),
                                                      HOLE_18_FLAG),
                             "card": "green-side-bunker"},
                  "penalty": 0}),
        )),
)
def course_data() -> JsonObject:
    return {"format": "golfstudio.ultimate", "version": 1, "name": "GolfStudio Links",
            "notes": NOTES, "holes": [hole_data(h) for h in HOLES]}


def build() -> Course:
    """The course, checked: a problem of any kind (a warning too) stops the tool."""
    data = course_data()
    course = course_from_data(data)
    problems = validate(course)
    if problems:
        raise SystemExit("\n".join(str(p) for p in problems))
    for number, hole in enumerate(course.holes, start=1):
        for r in hole.regions:
            if len(r.points) > MAX_POINTS + 2:
                raise SystemExit(f"hole {number} region {r.id}: {len(r.points)} points")
    return course


def main(argv: Sequence[str] | None = None) -> int:
    course = build()
    OUTPUT.write_text(course_to_json(course), encoding="utf-8")
    for number, hole in enumerate(course.holes, start=1):
        print(f"hole {number:2}: par {hole.par}  {hole_length(hole):6.1f} yards  "
              f"{len(hole.regions)} regions")
    print(f"course: par {sum(h.par for h in course.holes)}, "
          f"{course_length(course):.0f} yards -> {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
