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

            def blend(a: float, b: float, c: float, d: float, t: float = t) -> float:
                return 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t
                              + (-a + 3 * b - 3 * c + d) * t * t * t)

            out.append((blend(p0[0], p1[0], p2[0], p3[0]), blend(p0[1], p1[1], p2[1], p3[1])))
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
    fringe: float = 6.0
    apron: float = 16.0
    apron_z: int = 1
    """Short grass round the green beyond the fringe (a fairway region, 0 for none): the
    rulebook's recovery near the flag is a sand wedge of 30 yards or more, so rough next to
    a green would throw a near miss over it; an apron keeps a near miss a chip."""
    """The ring of short grass round the green: a ball there chips (§4)."""
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
    if spec.apron > 0:
        # Listed before the legs: the scorecard's bends come from consecutive fairways.
        regions.append(region("apron", "fairway", spec.green.outline(spec.apron),
                              spec.apron_z))
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


HOLE_4_ISLAND = Blob("island", "rough", (-20.0, 112.0), 8.0, 6.0, z=4, wobble=0.1)
HOLE_4_FLAG: XY = (2.0, 205.0)
HOLE_18_FLAG: XY = (-131.3, 562.5)
HOLE_18_RIGHT_BUNKER = bunker("right-greenside", (-105.8, 547.8), 6.0, 10.0, 20.0)

HOLES: tuple[HoleSpec, ...] = (
    HoleSpec(
        "Links opener", 4, 15,
        fairway=(fairway((0, 40, 40), (-2, 120, 48), (-6, 220, 50), (-12, 309, 42),
                         (-18, 371, 32)),),
        rough=corridor("rough", [(0, -20, 70), (0, 60, 135), (-4, 199, 155), (-12, 328, 145),
                                 (-20, 404, 120), (-20, 438, 60)]),
        green=green((-19.9, 398.6), 17, 23), flag=(-17.9, 401.6),
        features=(
            trees("gorse", (-52, 129, 12), (-56, 199, 14), (-52, 264, 10)),
            Blob("gorse-2", "trees", (49.8, 328.8), 7, 22, wobble=0.2, z=2),
            Strip("cart-path", "cart-path", ((42, -5, 4), (46, 149, 4), (46, 299, 4),
                                             (36, 383, 4)), z=3, smooth=False),
            bunker("pot-1", (-19.9, 227.2), 5, 4),
            bunker("pot-2", (20.9, 251.1), 5, 4),
            bunker("pot-3", (-6.0, 298.9), 4, 4),
            bunker("greenside-left", (-40.9, 393.7), 6, 9),
            bunker("greenside-right", (1.0, 410.5), 5, 8, -20),
        ),
        rules=(CART_PATH_RULE,)),
    HoleSpec(
        "The ridge", 4, 13,
        fairway=(fairway((0, 40, 40), (6, 139, 48), (17, 240, 48), (38, 320, 40),
                         (54, 363, 32)),),
        rough=corridor("rough", [(0, -19, 70), (4, 80, 135), (15, 220, 150), (40, 331, 145),
                                 (63, 411, 95), (64, 440, 60)]),
        green=green((62.0, 392.7), 16, 23, -15), flag=(63.2, 396.7),
        features=(
            trees("woods-left", (-42, 61, 14), (-40, 180, 18), (-24, 300, 16), (12, 401, 14)),
            bunker("fairway-bunker", (50.0, 235.4), 7, 12, -10),
            bunker("front-left", (41.1, 382.7), 6, 9, -20),
            bunker("back-right", (82.1, 410.6), 6, 8, 30),
        )),
    HoleSpec(
        "Church pews", 4, 3,
        fairway=(fairway((0, 37, 40), (2, 132, 48), (-4, 234, 46), (-19, 319, 40),
                         (-30, 371, 30)),),
        rough=corridor("rough", [(0, -19, 70), (-8, 75, 140), (-20, 216, 170), (-24, 319, 145),
                                 (-36, 403, 95), (-36, 431, 60)]),
        green=green((-35.6, 393.7), 17, 22), flag=(-33.8, 396.5),
        features=(
            Blob("pew-grass", "rough", (-60.0, 225.0), 24, 56, wobble=0.06, z=2),
            *(Blob(f"pews-{i + 1}", "bunker", (-64.0, 197.0 + 17 * i), 18, 3.2, 6,
                   wobble=0.06, z=5) for i in range(6)),
            bunker("fairway-bunker", (22.5, 248.4), 7, 11),
            bunker("greenside-left", (-55.3, 391.9), 6, 10),
            bunker("greenside-right", (-13.2, 404.1), 5, 8, 20),
            trees("spinney", (39, 112, 16), (47, 187, 20), (39, 262, 14)),
        ),
        rules=(rule("pew-grass", "The grass between the Church Pew bunkers: a recovery "
                    "shot.", relief("play-as", 0, card="recovery")),)),
    HoleSpec(
        "The lake", 3, 11,
        fairway=(fairway((42, 52, 28), (44, 115, 26), (34, 168, 22)),),
        rough=corridor("rough", [(0, -21, 60), (2, 42, 150), (-4, 126, 170), (0, 199, 135),
                                 (0, 225, 70)]),
        green=green((0.0, 194.0), 17, 17), flag=HOLE_4_FLAG,
        features=(
            Blob("lake", "water", (-14.7, 110.1), 40, 40, wobble=0.15, z=3, controls=10),
            HOLE_4_ISLAND,
            bunker("back-left", (-21.0, 210.7), 8, 5, 20),
            trees("willows", (-65, 157, 12), (-48, 215, 12)),
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
        fairway=(fairway((0, 38, 40), (3, 132, 48), (13, 236, 48), (28, 322, 40),
                         (38, 371, 32)),),
        rough=corridor("rough", [(0, -19, 70), (2, 76, 140), (11, 208, 150), (28, 322, 145),
                                 (42, 407, 95), (43, 435, 60)]),
        green=green((41.6, 395.3), 17, 23, -8), flag=(42.6, 398.1),
        features=(
            bunker("fairway-bunker", (-13.2, 217.5), 6, 12),
            bunker("fairway-bunker-2", (37.8, 247.8), 6, 11, -5),
            bunker("greenside", (21.7, 397.2), 6, 9),
            trees("oaks", (-32, 284, 14), (-9, 383, 16)),
        )),
    HoleSpec(
        "The long dog-leg", 5, 1,
        fairway=(fairway((0, 40, 40), (0, 151, 48), (-3, 257, 48), (-11, 303, 46),
                         rid="fairway-1"),
                 fairway((-4, 264, 46), (-31, 353, 46), (-65, 444, 40), (-96, 509, 32),
                         rid="fairway-2")),
        rough=corridor("rough", [(0, -20, 70), (0, 101, 140), (-5, 282, 155), (-40, 383, 160),
                                 (-85, 484, 145), (-109, 549, 95), (-113, 584, 60)]),
        green=green((-108.8, 544.0), 17, 23, -25), flag=(-106.8, 547.1),
        features=(
            Blob("corner-trees", "trees", (-46.4, 263.9), 13, 24, wobble=0.2, z=2),
            bunker("corner-bunker", (27.2, 294.2), 7, 12, -20),
            Strip("oob-stakes", "out-of-bounds", ((-171, 499, 18), (-148, 569, 18),
                                                  (-101, 594, 18)), z=3),
            bunker("greenside-left", (-128.9, 530.9), 6, 9, -20),
            bunker("greenside-right", (-86.6, 540.0), 5, 8, -20),
        ),
        rules=(rule("oob-stakes", "Out of bounds, marked by stakes by the green: stroke and "
                    "distance.", relief("stroke-and-distance", 1)),)),
    HoleSpec(
        "Short hope", 4, 17,
        fairway=(fairway((0, 44, 40), (8, 151, 48), (26, 259, 46), (52, 342, 32)),),
        rough=corridor("rough", [(0, -22, 70), (5, 86, 135), (24, 237, 150), (56, 344, 140),
                                 (82, 396, 95), (84, 426, 60)]),
        green=green((79.7, 375.8), 16, 22, -20), flag=(80.7, 379.1),
        features=(
            trees("pines", (-52, 107, 14), (-50, 237, 16)),
            Strip("cart-path", "cart-path", ((-30, -5, 4), (-32, 129, 4), (-22, 269, 4),
                                             (19, 355, 4)), z=3, smooth=False),
            bunker("ring-1", (59.2, 360.7), 4.5, 7, 50),
            bunker("ring-2", (100.2, 359.7), 4.5, 7, -40),
            bunker("ring-3", (54.9, 387.6), 4.5, 7, -10),
            bunker("ring-4", (104.5, 392.0), 4.5, 7, 10),
            bunker("ring-5", (81.9, 401.6), 7, 4.5),
        ),
        rules=(CART_PATH_RULE,)),
    HoleSpec(
        "Cliff top", 3, 9,
        fairway=(fairway((4, 126, 28), (-2, 172, 26)),),
        rough=corridor("rough", [(0, -22, 60), (2, 62, 120), (4, 146, 130), (-2, 220, 95),
                                 (-5, 252, 55)]),
        green=green((-8.4, 206.4), 17, 22), flag=(-8.4, 209.6),
        features=(
            Strip("lateral-left", "lateral-water", ((-55, 22, 26), (-57, 126, 30),
                                                    (-47, 210, 24), (-44, 252, 20)), z=3),
            bunker("right", (18.8, 199.1), 6, 10, 10),
            bunker("front-right", (10.6, 176.1), 5, 4),
            trees("cliff-trees", (-29, 243, 10), (26, 246, 10)),
        ),
        rules=(rule("lateral-left", "Lateral water on the left: drop as near the water as "
                    "possible, not nearer the hole; one penalty stroke.",
                    relief("lateral-drop", 1)),)),
    HoleSpec(
        "Homeward", 4, 5,
        fairway=(fairway((0, 36, 40), (0, 133, 48), (-8, 233, 48), (-26, 313, 40),
                         (-43, 368, 32)),),
        rough=corridor("rough", [(0, -18, 70), (0, 90, 140), (-8, 223, 150), (-27, 322, 145),
                                 (-50, 402, 120), (-51, 429, 60)]),
        green=green((-50.1, 393.3), 17, 23, 15), flag=(-49.2, 396.8),
        features=(
            trees("hedges", (-80, 359, 8), (-79, 393, 8), (-72, 420, 8)),
            bunker("fairway-bunker-left", (-28.6, 223.5), 6, 11),
            bunker("fairway-bunker-right", (21.5, 243.1), 6, 11),
            bunker("greenside", (-29.5, 402.3), 5, 8, 10),
            trees("elms", (40, 72, 14), (43, 179, 16)),
        ),
        rules=(rule("hedges", "The tree hedges left of the green: a recovery shot.",
                    relief("play-as", 0, card="recovery")),)),
    HoleSpec(
        "The valley", 4, 6,
        fairway=(fairway((0, 38, 40), (-4, 133, 46), (4, 238, 48), (23, 333, 40),
                         (32, 376, 30)),),
        rough=corridor("rough", [(0, -19, 70), (-3, 76, 135), (2, 209, 150), (21, 323, 145),
                                 (34, 409, 95), (34, 437, 60)]),
        green=green((34.2, 399.3), 17, 22), flag=(35.2, 403.1),
        features=(
            bunker("valley-bunker", (-22.8, 228.2), 7, 12),
            bunker("greenside-right", (55.1, 399.3), 6, 10),
            bunker("greenside-left", (13.3, 390.7), 5, 8, 20),
            trees("beeches", (-42, 304, 14), (-21, 404, 14)),
        )),
    HoleSpec(
        "Over the creek", 5, 8,
        fairway=(fairway((0, 41, 40), (11, 154, 48), (25, 266, 48), (27, 350, 42),
                         rid="fairway-1"),
                 fairway((23, 403, 40), (31, 472, 36), (44, 521, 30), rid="fairway-2")),
        rough=corridor("rough", [(0, -21, 70), (9, 102, 140), (23, 266, 155), (21, 374, 155),
                                 (33, 483, 140), (49, 559, 95), (49, 590, 60)]),
        green=green((49.2, 546.8), 17, 22, -10), flag=(49.2, 549.8),
        features=(
            Strip("creek", "water", ((-64, 382, 10), (-11, 370, 12), (41, 378, 12),
                                     (100, 368, 10)), z=3),
            Strip("cart-path", "cart-path", ((-33, 257, 4), (-29, 359, 4)), z=3,
                  smooth=False),
            Poly("bridge", "bridge", ((-33.9, 357.0), (-23.6, 357.0), (-23.6, 396.0),
                                      (-33.9, 396.0)), z=4),
            Strip("cart-path-2", "cart-path", ((-29, 394, 4), (-21, 483, 4)), z=3,
                  smooth=False),
            trees("first-corner", (-47, 174, 14), (-53, 266, 14)),
            trees("second-corner", (82, 441, 14), (91, 513, 12)),
            bunker("fairway-bunker", (53.4, 246.2), 6, 11),
            bunker("greenside-left", (27.7, 554.0), 5, 8),
            bunker("greenside-right", (70.8, 537.5), 5, 8),
        ),
        rules=(rule("creek", "The creek: drop behind, one penalty stroke (stroke and "
                    "distance).", relief("stroke-and-distance", 1)),
               CART_PATH_RULE, BRIDGE_RULE)),
    HoleSpec(
        "Over the water", 3, 16,
        fairway=(fairway((0, 16, 32), (0, 28, 28)),),
        rough=corridor("rough", [(0, -20, 60), (0, 40, 135), (0, 120, 120), (0, 160, 60)]),
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
        fairway=(fairway((0, 43, 40), (-4, 148, 48), (-15, 253, 46), (-30, 337, 36),
                         (-35, 364, 30)),),
        rough=corridor("rough", [(0, -21, 70), (-3, 84, 135), (-10, 231, 145), (-21, 346, 160),
                                 (-25, 404, 145), (-32, 437, 70)]),
        green=green((-39.9, 386.9), 17, 22), flag=(-38.9, 390.1),
        features=(
            Strip("railway", "railway", ((32, 158, 5), (30, 273, 5), (19, 358, 5),
                                         (11, 442, 5)), z=3, smooth=False),
            bunker("railway-bunker", (-6.2, 386.0), 6, 10, -5),
            bunker("front-left", (-61.0, 373.4), 5, 8),
            trees("copse", (-54, 148, 14), (-60, 241, 14)),
        ),
        rules=(rule("railway", "On the railway: unplayable; drop in the green-side bunker "
                    "beside it, one penalty stroke.",
                    relief("unplayable-into", 1, bunker="railway-bunker")),)),
    HoleSpec(
        "The wall", 5, 4,
        fairway=(fairway((0, 41, 40), (4, 152, 48), (6, 262, 48), (0, 384, 42), (-6, 484, 36),
                         (-8, 537, 32)),),
        rough=corridor("rough", [(0, -20, 70), (2, 101, 140), (0, 303, 140), (-6, 454, 140),
                                 (-10, 590, 130), (-10, 621, 60)]),
        green=Blob("green", "green", (-10.1, 578.2), 34, 22, 5, wobble=0.08, z=4),
        flag=(4.1, 580.2),
        features=(
            Strip("stone-wall", "stone-wall", ((41, 474, 2), (39, 525, 2), (37, 610, 2)), z=3,
                  smooth=False),
            Strip("oob-right", "out-of-bounds", ((43, 474, 3), (41, 525, 3),
                                                 (39, 610, 3)), z=3, smooth=False),
            Strip("oob-beyond", "out-of-bounds", ((61, 474, 34), (59, 525, 34),
                                                  (56, 610, 34)), z=2, smooth=False),
            bunker("fairway-bunker", (-28.2, 302.7), 7, 12),
            bunker("greenside-left", (-50.5, 561.1), 6, 10),
            bunker("greenside-front", (10.1, 554.0), 6, 4),
            trees("ash-trees", (-46, 121, 14), (-48, 242, 14)),
        ),
        rules=(
            rule("oob-right", "Out of bounds right of the stone wall: place the ball on the "
                 "back left of the double green and putt from more than 40 feet, no penalty.",
                 relief("place-and-putt", 0, at=[-28, 585], band="over_40")),
            terrain_rule("stone-wall", "Stone wall: unplayable; drop as near as possible, "
                         "not nearer the hole, one penalty stroke.", relief("free-drop", 1)),
        )),
    HoleSpec(
        "Dog-leg right", 4, 10,
        fairway=(fairway((0, 40, 40), (0, 150, 48), (2, 215, 50), (4, 258, 46),
                         rid="fairway-1"),
                 fairway((-12, 236, 44), (50, 254, 46), (120, 274, 40), (170, 288, 32),
                         rid="fairway-2")),
        rough=corridor("rough", [(0, -20, 70), (0, 100, 140), (6, 226, 150), (60, 266, 140),
                                 (130, 284, 130), (196, 298, 100), (222, 304, 60)]),
        green=green((194.0, 295.0), 18, 23, -74), flag=(196.0, 296.0),
        features=(
            Blob("corner-trees", "trees", (58.0, 172.0), 14, 26, -30, wobble=0.18, z=2),
            bunker("corner-bunker", (-38.0, 262.0), 7, 12, 20),
            bunker("greenside", (192.0, 271.0), 8, 5, 16),
            trees("far-side", (60, 318, 12), (140, 330, 12)),
        )),
    HoleSpec(
        "Plateau", 4, 14,
        fairway=(fairway((0, 37, 40), (-3, 135, 48), (-12, 235, 48), (-33, 326, 40),
                         (-47, 373, 32)),),
        rough=corridor("rough", [(0, -17, 70), (-2, 91, 140), (-10, 227, 150), (-31, 326, 145),
                                 (-52, 403, 95), (-54, 431, 60)]),
        green=green((-52.5, 394.9), 17, 22, 15), flag=(-52.5, 398.4),
        features=(
            Blob("water-16", "water", (12.0, 352.0), 20, 28, -20, wobble=0.18, z=3,
                 controls=10),
            bunker("fairway-bunker", (-38.0, 226.4), 6, 11),
            bunker("greenside-left", (-72.5, 389.5), 5, 9),
            trees("birches", (41, 109, 14), (45, 208, 14)),
        ),
        rules=(rule("water-16", "Water: drop out of it, one penalty stroke.",
                    relief("drop-out", 1)),)),
    HoleSpec(
        "The island", 3, 12,
        fairway=(fairway((0, 16, 32), (0, 30, 28)),),
        rough=corridor("rough", [(0, -20, 60), (0, 40, 130), (0, 100, 140), (0, 150, 70)]),
        green=green((0.0, 101.0), 14, 12), flag=(0.0, 100.0), fringe=5.0, apron=13.0,
        apron_z=3,
        features=(
            Blob("lake", "water", (0.0, 98.0), 46, 42, wobble=0.12, z=2, controls=10),
            bunker("island-bunker", (-9.0, 110.0), 4, 2.5, lip=0),
        ),
        rules=(rule("lake", "Into the lake from the tee: replay from the tee, or play from "
                    "the drop zone in front of the tee; one penalty stroke.",
                    relief("replay-from-tee", 1), relief("drop-zone", 1, at=[0, 24])),),
        hole_in_one="9-iron"),
    HoleSpec(
        "Along the bay", 5, 2,
        fairway=(fairway((0, 42, 40), (-6, 156, 48), (-25, 281, 48), (-59, 396, 42),
                         (-96, 479, 36), (-118, 527, 30)),),
        rough=corridor("rough", [(0, -21, 70), (-2, 104, 130), (-21, 270, 140), (-59, 407, 135),
                                 (-109, 500, 120), (-135, 573, 85), (-139, 605, 50)]),
        green=green((-131.2, 558.4), 17, 23, 20), flag=HOLE_18_FLAG,
        features=(
            Strip("bay", "water", ((-84, -31, 60), (-89, 156, 60), (-110, 292, 60),
                                   (-152, 416, 60), (-199, 521, 60), (-209, 635, 60)), z=2),
            Strip("sand-strip", "bunker", ((-54, 63, 8), (-61, 156, 9), (-75, 281, 9),
                                           (-110, 396, 8), (-154, 500, 8), (-169, 563, 7)),
                  z=3),
            Strip("oob-right", "out-of-bounds", ((50, 0, 16), (54, 156, 16), (46, 281, 16),
                                                 (21, 407, 16), (-21, 500, 16),
                                                 (-63, 583, 16)), z=2),
            trees("cypress", (31, 313, 12), (9, 396, 12)),
            bunker("fairway-bunker", (18.7, 272.9), 6, 11),
            HOLE_18_RIGHT_BUNKER,
            bunker("front-left", (-145.8, 533.4), 5, 7),
        ),
        rules=(
            rule("bay", "Monterey Bay, on the left: stroke and distance.",
                 relief("stroke-and-distance", 1)),
            rule("oob-right", "Out of bounds on the right: stroke and distance.",
                 relief("stroke-and-distance", 1)),
            rule("sand-strip", "The sand strip along the bay: replay under stroke and "
                 "distance, or play it as a fairway bunker, and as a green-side bunker beyond "
                 "the line of the right green-side bunker's front edge.",
                 relief("stroke-and-distance", 1),
                 {"relief": "play-as", "card": "fairway-bunker",
                  "beyond": {"line": _front_edge_line(HOLE_18_RIGHT_BUNKER, (-117.7, 527.1),
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
