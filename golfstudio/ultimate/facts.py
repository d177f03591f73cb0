"""What a hole's map says in numbers and words: its length, its terrains' areas, its rules.

A scorecard gives each hole's length in yards, measured the way a course is measured: from
the tee along the line of play to the flag, round the fairway's bends rather than straight
over the trees of a dog-leg. The course file has no centre line (the user draws regions, not
a route), so the line is read off the drawing (**Decision**, docs/ultimate-format.md "The
bundled course"): a dog-leg's fairway is drawn as one leg per straight stretch, the legs
overlapping at the corner, and each overlap's centre is a bend. Legs that do not overlap (a
fairway broken by a stream) make no bend.

The same facts feed ``golfstudio ultimate show`` and, later, the editor's hole panel.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from golfstudio.plane import Point, Polygon, segment_intersection
from golfstudio.ultimate.cards import PUTT_BANDS
from golfstudio.ultimate.course import (
    Course,
    DropOut,
    DropZone,
    FreeDrop,
    Hole,
    LateralDrop,
    LocalRule,
    PlaceAndPutt,
    PlayAs,
    Relief,
    ReplayFromTee,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)

__all__ = [
    "TerrainArea",
    "course_length",
    "hole_length",
    "line_of_play",
    "overlap_centre",
    "relief_words",
    "rule_words",
    "tee_centre",
    "terrain_areas",
]


def tee_centre(hole: Hole) -> Point | None:
    """Where a hole is measured from: halfway between the two tee markers."""
    if len(hole.tee_markers) != 2:
        return None
    a, b = hole.tee_markers
    return Point((a.x + b.x) / 2, (a.y + b.y) / 2)


def overlap_centre(first: Polygon, second: Polygon) -> Point | None:
    """The centre of the corners of the area two outlines share: each one's points inside
    the other and the places their edges cross. For two convex legs of a fairway this is
    the mean of the overlap's corners, the bend on the centre line; None when they do not
    overlap."""
    corners: list[Point] = [p for p in first.points if second.contains(p)]
    corners += [p for p in second.points if first.contains(p)]
    for a, b in first.edges():
        for c, d in second.edges():
            hit = segment_intersection(a, b, c, d)
            if hit is not None:
                corners.append(hit)
    unique: list[Point] = []
    for p in corners:
        if all(p.distance_to(q) > 1e-6 for q in unique):
            unique.append(p)
    if len(unique) < 3:
        return None
    return Point(sum(p.x for p in unique) / len(unique), sum(p.y for p in unique) / len(unique))


def line_of_play(hole: Hole) -> tuple[Point, ...]:
    """Tee centre, the fairway's bends in the order its legs are listed, flag; empty when
    the hole has no flag or not two tee markers (an unfinished drawing has no length)."""
    start = tee_centre(hole)
    if start is None or hole.flag is None:
        return ()
    legs = [r.polygon for r in hole.regions if r.kind is Terrain.FAIRWAY]
    bends = [c for a, b in itertools.pairwise(legs)
             if (c := overlap_centre(a, b)) is not None]
    return (start, *bends, hole.flag)


def hole_length(hole: Hole) -> float:
    """Yards from the tee along the line of play to the flag; 0 for an unfinished hole."""
    line = line_of_play(hole)
    return sum(a.distance_to(b) for a, b in itertools.pairwise(line))


def course_length(course: Course) -> float:
    return sum(hole_length(h) for h in course.holes)


@dataclass(frozen=True)
class TerrainArea:
    """One terrain of a hole: its regions' ids and the square yards their outlines enclose
    (each outline whole, as drawn: a bunker on the fairway counts in both)."""

    terrain: Terrain
    regions: tuple[str, ...]
    square_yards: float


def terrain_areas(hole: Hole) -> list[TerrainArea]:
    """A hole's terrains in the order of ``Terrain`` (tee first), each with its regions."""
    found: list[TerrainArea] = []
    for terrain in Terrain:
        regions = [r for r in hole.regions if r.kind is terrain]
        if regions:
            found.append(TerrainArea(terrain, tuple(r.id for r in regions),
                                     sum(r.polygon.area() for r in regions)))
    return found


def _strokes(penalty: int) -> str:
    return "no penalty" if penalty == 0 else (
        "1 penalty stroke" if penalty == 1 else f"{penalty} penalty strokes")


def relief_words(option: Relief) -> str:
    """One relief as a player reads it at the table."""
    words: str
    if isinstance(option, ReplayFromTee):
        words = "replay from the tee"
    elif isinstance(option, DropOut):
        words = "drop out of it, as near as possible, not nearer the hole"
    elif isinstance(option, LateralDrop):
        words = "drop beside it where the ball crossed in, not nearer the hole"
    elif isinstance(option, DropZone):
        words = (f"drop at {option.at}" if option.at is not None
                 else f"drop in region {option.zone}")
    elif isinstance(option, StrokeAndDistance):
        words = "replay from where the last shot was played"
    elif isinstance(option, FreeDrop):
        words = "drop off it, as near as possible, not nearer the hole"
    elif isinstance(option, UnplayableInto):
        words = f"the ball is unplayable: drop it in bunker {option.bunker}"
    elif isinstance(option, PlaceAndPutt):
        words = f"place the ball at {option.at} and putt from {PUTT_BANDS[option.band]}"
    elif isinstance(option, PlayAs):
        words = f"play it where it lies with the {option.card.value} card"
        if option.beyond is not None:
            p, q = option.beyond.line
            words += (f" ({option.beyond.card.value} beyond the line {p}–{q}, "
                      "on the flag's side)")
    return f"{words}, {_strokes(option.penalty)}"


def rule_words(hole: Hole, rule: LocalRule) -> str:
    """A local rule in one line: what it applies to, then the player's options."""
    if rule.region is not None:
        region = hole.region(rule.region)
        kind = "" if region is None else f"{region.kind.value} "
        target = f"{kind}region {rule.region}"
    else:
        target = f"any {rule.terrain.value if rule.terrain else ''} region"
    options = "; or ".join(relief_words(o) for o in rule.options)
    return f"{target}: {options}"

