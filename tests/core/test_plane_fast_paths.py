"""The polygon's fast paths (edge table, bounding boxes) give bit for bit the answers of the
plain definitions they replaced: ``on_boundary`` as "within EPSILON of an edge's nearest
point", ``contains`` as the even–odd rule over every edge, ``passage`` over every edge.

The plain definitions are written out here as the oracle (``gap`` against ``nearest_in``, and
``passage``'s quick answer for a flight clear of every edge against the cuts it skips); the
points are drawn where the answers are hard (exactly on edges and corners, a rounding away
from them, just outside the box) as well as anywhere.
"""

from __future__ import annotations

import itertools
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.plane import (
    EPSILON,
    GRID_AFTER,
    REJECT_MARGIN,
    Passage,
    Point,
    Polygon,
    distance,
    nearest_in,
    nearest_on_segment,
    passage,
    segment_intersection,
)
from golfstudio.ultimate.bundled import load_bundled
from tests.property_examples import examples


def _on_boundary_by_definition(polygon: Polygon, p: Point) -> bool:
    return any(distance(nearest_on_segment(p, a, b), p) <= EPSILON for a, b in polygon.edges())


def _contains_by_definition(polygon: Polygon, p: Point) -> bool:
    if len(polygon.points) < 3:
        return False
    if _on_boundary_by_definition(polygon, p):
        return True
    inside = False
    for a, b in polygon.edges():
        if (a.y > p.y) != (b.y > p.y):
            x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x > p.x:
                inside = not inside
    return inside


def _t(a: Point, b: Point, p: Point) -> float:
    dx, dy = b.x - a.x, b.y - a.y
    length2 = dx * dx + dy * dy
    return 0.0 if length2 == 0.0 else ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2


def _passage_by_definition(start: Point, end: Point, polygon: Polygon) -> Passage | None:
    """``passage`` as it was written before the box test: every edge cut, every stretch
    probed with the definitions above."""
    d = end - start
    cuts = {0.0, 1.0}
    for a, b in polygon.edges():
        hit = segment_intersection(start, end, a, b)
        if hit is not None:
            cuts.add(min(1.0, max(0.0, _t(start, end, hit))))
        for p in (a, b):
            if distance(nearest_on_segment(p, start, end), p) <= EPSILON:
                cuts.add(min(1.0, max(0.0, _t(start, end, p))))
    ordered = sorted(cuts)
    entry_t: float | None = None
    exit_t = 1.0
    if _contains_by_definition(polygon, start):
        entry_t = 0.0
    for t0, t1 in itertools.pairwise(ordered):
        if t1 - t0 <= 0.0:
            continue
        inside = _contains_by_definition(polygon, start + d.scaled((t0 + t1) / 2))
        if entry_t is None:
            if inside:
                entry_t = t0
        elif not inside:
            exit_t = t0
            break
    if entry_t is None:
        touches = [t for t in ordered if _on_boundary_by_definition(polygon, start + d.scaled(t))]
        if not touches:
            return None
        entry_t = exit_t = touches[0]
    return Passage(start + d.scaled(entry_t), start + d.scaled(exit_t), entry_t, exit_t)


coordinate = st.floats(min_value=-300, max_value=300, allow_nan=False, allow_infinity=False)
points = st.builds(Point, coordinate, coordinate)


@st.composite
def outlines(draw: st.DrawFn) -> Polygon:
    """Any outline the model can hold, valid or not: repeated points, zero-length edges,
    bow ties, one or two points."""
    grid = st.builds(Point, st.integers(-50, 50).map(float), st.integers(-50, 50).map(float))
    return Polygon(tuple(draw(st.lists(st.one_of(points, grid), min_size=1, max_size=9))))


@st.composite
def hard_points(draw: st.DrawFn, polygon: Polygon) -> Point:
    """A corner, a point along an edge, one nudged a hair or a margin off it, or anywhere."""
    pts = polygon.points
    i = draw(st.integers(0, len(pts) - 1))
    a, b = pts[i], pts[(i + 1) % len(pts)]
    t = draw(st.sampled_from((0.0, 1.0, 0.5, 1 / 3)) | st.floats(0, 1))
    on = Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
    nudge = draw(st.sampled_from((0.0, EPSILON / 2, EPSILON, 2 * EPSILON, REJECT_MARGIN,
                                  2 * REJECT_MARGIN, 1.0)))
    angle = draw(st.sampled_from((0.0, math.pi / 2, math.pi, 3 * math.pi / 2, 1.0)))
    near = Point(on.x + nudge * math.cos(angle), on.y + nudge * math.sin(angle))
    return draw(st.sampled_from((on, near)) | points)


@pytest.mark.slow
@settings(max_examples=examples(full=100, default=40))
@given(st.data())
def test_inside_and_on_the_edge_as_by_definition(data: st.DataObject) -> None:
    polygon = data.draw(outlines())
    for _ in range(8):
        p = data.draw(hard_points(polygon))
        assert polygon.on_boundary(p) == _on_boundary_by_definition(polygon, p), p
        assert polygon.contains(p) == _contains_by_definition(polygon, p), p


@given(st.data())
def test_a_flight_passes_over_as_by_definition(data: st.DataObject) -> None:
    polygon = data.draw(outlines())
    start = data.draw(hard_points(polygon))
    end = data.draw(hard_points(polygon) | points)
    assert passage(start, end, polygon) == _passage_by_definition(start, end, polygon)


def test_a_point_just_off_the_box_is_out_and_one_on_a_corner_is_in() -> None:
    square = Polygon((Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)))
    assert square.contains(Point(10, 10)) and square.on_boundary(Point(10, 10))
    assert square.contains(Point(10 + EPSILON / 2, 5))
    assert not square.contains(Point(10 + 2 * EPSILON, 5))
    assert not square.contains(Point(-REJECT_MARGIN * 2, 5))
    assert not square.contains(Point(math.nan, 5)) and not square.on_boundary(Point(5, math.inf))


def test_the_worked_out_tables_leave_equality_hashing_and_text_alone() -> None:
    outline = (Point(0, 0), Point(4, 0), Point(0, 3))
    used, fresh = Polygon(outline), Polygon(outline)
    assert used.contains(Point(1, 1))  # builds the edge table and the box
    assert used == fresh and hash(used) == hash(fresh) and repr(used) == repr(fresh)
    assert Polygon(()).box is None and not Polygon(()).on_boundary(Point(0, 0))


def _with_grid(polygon: Polygon) -> Polygon:
    """The polygon after enough questions to build its grid (``plane.GRID_AFTER``)."""
    for _ in range(GRID_AFTER):
        polygon.on_boundary(polygon.points[0])
    return polygon


@given(st.data())
def test_the_grid_answers_as_by_definition(data: st.DataObject) -> None:
    polygon = _with_grid(data.draw(outlines()))
    for _ in range(16):
        p = data.draw(hard_points(polygon))
        assert polygon.on_boundary(p) == _on_boundary_by_definition(polygon, p), p
        assert polygon.contains(p) == _contains_by_definition(polygon, p), p


def test_the_grid_answers_as_by_definition_on_every_bundled_region() -> None:
    """Hand-drawn outlines of tens of points: on and a hair off every vertex and edge, along
    the cells' own lines, and anywhere in the box."""
    rng = random.Random(5)
    for hole in load_bundled().holes:
        for region in hole.regions:
            polygon = _with_grid(Polygon(region.polygon.points))
            box = polygon.box
            assert box is not None
            probes = [Point(rng.uniform(box.left, box.right), rng.uniform(box.bottom, box.top))
                      for _ in range(300)]
            probes += [Point(math.floor(p.x) + 0.5, p.y) for p in probes[:100]]
            for a, b in polygon.edges():
                for t in (0.0, 0.5, rng.random()):
                    on = Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y))
                    for nudge in (0.0, EPSILON / 2, 2 * EPSILON, REJECT_MARGIN):
                        probes += [Point(on.x + nudge, on.y), Point(on.x, on.y - nudge)]
            for p in probes:
                assert polygon.on_boundary(p) == _on_boundary_by_definition(polygon, p), p
                assert polygon.contains(p) == _contains_by_definition(polygon, p), p


@given(st.data())
def test_the_gap_to_a_region_is_the_distance_to_its_nearest_point(data: st.DataObject) -> None:
    polygon = data.draw(outlines())
    for _ in range(8):
        p = data.draw(hard_points(polygon))
        assert polygon.gap(p) == distance(p, nearest_in(polygon, p)), p
