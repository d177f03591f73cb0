"""Geometry in yards: inside, validity, overlaps, nearest points, drops and shot flights."""

from __future__ import annotations

import math
import time

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from golfstudio.plane import (
    EPSILON,
    Point,
    Polygon,
    Side,
    crossing,
    distance,
    nearest_in,
    nearest_not_nearer,
    nearest_on_boundary,
    passage,
    polygon_problem,
    segment_intersection,
    topmost,
)
from tests.property_examples import examples


def poly(*xy: tuple[float, float]) -> Polygon:
    return Polygon(tuple(Point(x, y) for x, y in xy))


SQUARE = poly((0, 0), (10, 0), (10, 10), (0, 10))
POND = poly((-40, 60), (40, 60), (40, 130), (-40, 130))


# ---- points and inside -------------------------------------------------------------------------

def test_distance_and_point_text() -> None:
    assert distance(Point(0, 0), Point(3, 4)) == 5
    assert str(Point(12.5, -40)) == "(12.5, -40)"
    assert str(Point(1 / 3, -0.0001)) == "(0.33, 0)"


@pytest.mark.parametrize(("p", "inside"), [
    (Point(5, 5), True), (Point(0, 5), True), (Point(10, 10), True),  # the edge is inside
    (Point(-0.01, 5), False), (Point(5, 10.01), False), (Point(20, 5), False),
])
def test_a_point_on_the_edge_counts_as_inside(p: Point, inside: bool) -> None:
    assert SQUARE.contains(p) is inside


def test_inside_a_concave_outline() -> None:
    ell = poly((0, 0), (20, 0), (20, 5), (5, 5), (5, 20), (0, 20))
    assert ell.contains(Point(2, 18))
    assert ell.contains(Point(18, 2))
    assert not ell.contains(Point(10, 10))
    assert ell.area() == pytest.approx(20 * 5 + 5 * 15)


def test_winding_does_not_matter() -> None:
    clockwise = Polygon(tuple(reversed(SQUARE.points)))
    assert clockwise.signed_area() == -SQUARE.signed_area() == -100
    assert clockwise.contains(Point(3, 3))


# ---- validity ----------------------------------------------------------------------------------

def test_valid_outline_has_no_problem() -> None:
    assert polygon_problem(SQUARE) is None
    assert crossing(SQUARE) is None


@pytest.mark.parametrize(("outline", "words"), [
    (poly((0, 0), (1, 1)), "an outline needs at least 3 points, it has 2"),
    (poly((0, 0), (5, 0), (5, 0), (0, 5)), "point #3 (5, 0) repeats the point before it"),
    (poly((0, 0), (5, 0), (0, 5), (0, 0)),
     "the last point (0, 0) repeats the first: an outline closes by itself"),
    (poly((0, 0), (5, 5), (10, 10)), "its points lie on one line: the outline has no area"),
    (poly((0, 0), (10, 0), (0, 10), (10, 10)),
     "the outline crosses itself at (5, 5) (edges #2 and #4)"),
])
def test_an_outline_that_cannot_be_a_region_says_why(outline: Polygon, words: str) -> None:
    assert polygon_problem(outline) == words


def test_the_crossing_is_found_where_edges_cross() -> None:
    bow_tie = poly((0, 0), (10, 10), (10, 0), (0, 10))
    hit = crossing(bow_tie)
    assert hit is not None
    assert (hit.first, hit.second) == (0, 2)
    assert hit.at == Point(5, 5)


def test_a_point_touching_another_edge_is_a_crossing() -> None:
    # The fifth point sits on the first edge: the outline pinches there.
    pinched = poly((0, 0), (10, 0), (10, 10), (5, 10), (5, 0.0), (0, 10))
    hit = crossing(pinched)
    assert hit is not None
    assert hit.at == Point(5, 0)


def test_doubling_back_along_an_edge_is_a_crossing() -> None:
    spike = poly((0, 0), (10, 0), (10, 10), (10, 5), (0, 10))
    hit = crossing(spike)
    assert hit is not None
    assert (hit.first, hit.second) == (1, 2)


def test_a_two_thousand_point_outline_is_checked_quickly() -> None:
    n = 2000
    circle = Polygon(tuple(Point(500 * math.cos(2 * math.pi * i / n),
                                 500 * math.sin(2 * math.pi * i / n)) for i in range(n)))
    # CPU time, not wall time: a busy machine (other workers, other jobs) stretches the wall
    # clock, while a check that had gone quadratic would still take far more than 2 s.
    started = time.process_time()
    assert polygon_problem(circle) is None
    assert time.process_time() - started < 2.0


def test_segments_meet_at_a_point_or_along_a_line() -> None:
    assert segment_intersection(Point(0, 0), Point(4, 4), Point(0, 4), Point(4, 0)) == Point(2, 2)
    assert segment_intersection(Point(0, 0), Point(1, 0), Point(0, 1), Point(1, 1)) is None
    assert segment_intersection(Point(0, 0), Point(4, 0), Point(2, 0), Point(9, 0)) == Point(2, 0)
    assert segment_intersection(Point(0, 0), Point(1, 0), Point(2, 0), Point(3, 0)) is None


# ---- overlaps ----------------------------------------------------------------------------------

def test_the_highest_z_order_wins_then_the_last_drawn() -> None:
    rough = poly((-100, -100), (100, -100), (100, 100), (-100, 100))
    layers = [(rough, 0), (SQUARE, 2), (SQUARE, 1), (SQUARE, 2)]
    assert topmost(Point(5, 5), layers) == 3
    assert topmost(Point(50, 50), layers) == 0
    assert topmost(Point(500, 0), layers) is None  # off every region: out of bounds
    assert topmost(Point(5, 5), [(SQUARE, 5), (rough, 0)]) == 0  # drawn first, but higher


# ---- nearest points ----------------------------------------------------------------------------

def test_nearest_point_of_the_boundary_and_of_the_area() -> None:
    assert nearest_on_boundary(SQUARE, Point(5, 4)) == Point(5, 0)
    assert nearest_on_boundary(SQUARE, Point(15, 5)) == Point(10, 5)
    assert nearest_in(SQUARE, Point(5, 4)) == Point(5, 4)
    assert nearest_in(SQUARE, Point(-3, -4)) == Point(0, 0)


def test_a_drop_out_of_the_pond_is_not_nearer_the_hole() -> None:
    flag = Point(0, 155)
    ball = Point(30, 120)  # in the pond, 10 yards short of its far bank
    drop = nearest_not_nearer(ball, flag, POND, Side.OUTSIDE)
    # The far bank, 10 yards away at (30, 130), is nearer the hole; the right bank, 10 yards
    # away too, at (40, 120), is not: the drop goes there.
    assert distance(Point(30, 130), flag) < distance(ball, flag)
    assert drop is not None
    assert distance(drop, flag) >= distance(ball, flag) - EPSILON
    assert drop.x == pytest.approx(40) and drop.y == pytest.approx(120)
    assert POND.on_boundary(drop)


def test_a_ball_already_allowed_stays_where_it_is() -> None:
    flag = Point(0, 155)
    assert nearest_not_nearer(Point(50, 50), flag, POND, Side.OUTSIDE) == Point(50, 50)
    assert nearest_not_nearer(Point(0, 100), flag, POND, Side.INSIDE) == Point(0, 100)


def test_a_drop_into_a_region_wholly_nearer_the_hole_is_impossible() -> None:
    green = poly((-5, 150), (5, 150), (5, 160), (-5, 160))
    assert nearest_not_nearer(Point(0, 0), Point(0, 155), green, Side.INSIDE) is None


def test_a_drop_into_a_region_stops_at_the_circle() -> None:
    # A bunker straddling the circle through the ball: the drop is its nearest point that is
    # not nearer the flag, on the circle itself.
    flag = Point(0, 0)
    ball = Point(0, 100)
    bunker = poly((10, 60), (40, 60), (40, 98), (10, 98))
    # Its point nearest the ball, (10, 98), is nearer the flag than the ball.
    assert distance(Point(10, 98), flag) < 100
    drop = nearest_not_nearer(ball, flag, bunker, Side.INSIDE)
    assert drop is not None
    assert distance(drop, flag) == pytest.approx(100)
    assert drop.y == pytest.approx(98)
    assert drop.x == pytest.approx(math.sqrt(100**2 - 98**2))


def test_a_ball_on_the_flag_drops_at_the_nearest_point() -> None:
    path = poly((-1, -10), (1, -10), (1, 10), (-1, 10))
    assert nearest_not_nearer(Point(0.5, 0), Point(0.5, 0), path, Side.OUTSIDE) == Point(1, 0)


# ---- shots over regions ------------------------------------------------------------------------

def test_a_shot_over_the_pond_lands_beyond_it() -> None:
    flight = passage(Point(0, 0), Point(0, 155), POND)
    assert flight is not None
    assert flight.entry == Point(0, 60)
    assert flight.exit == Point(0, 130)
    assert not flight.ends_inside


def test_a_shot_ending_in_the_pond_is_in_it() -> None:
    flight = passage(Point(0, 0), Point(0, 100), POND)
    assert flight is not None
    assert flight.entry == Point(0, 60)
    assert flight.ends_inside and flight.exit == Point(0, 100)


def test_a_shot_from_inside_enters_at_its_start_and_one_that_misses_is_none() -> None:
    flight = passage(Point(0, 100), Point(0, 200), POND)
    assert flight is not None and flight.entry_t == 0 and flight.exit == Point(0, 130)
    assert passage(Point(100, 0), Point(100, 200), POND) is None


def test_the_first_stretch_over_a_concave_region_is_given() -> None:
    u_shape = poly((0, 0), (30, 0), (30, 30), (20, 30), (20, 10), (10, 10), (10, 30), (0, 30))
    flight = passage(Point(-5, 20), Point(35, 20), u_shape)
    assert flight is not None
    assert flight.entry == Point(0, 20)
    assert flight.exit == Point(10, 20)


def test_grazing_a_corner_touches_the_region() -> None:
    touch = passage(Point(-10, 10), Point(10, -10), SQUARE)
    assert touch is not None and touch.entry == touch.exit == Point(0, 0)


# ---- properties --------------------------------------------------------------------------------

coordinate = st.floats(min_value=-200, max_value=200, allow_nan=False, allow_infinity=False)
points = st.builds(Point, coordinate, coordinate)


@st.composite
def convex_polygons(draw: st.DrawFn) -> Polygon:
    """A convex polygon: points on a circle at increasing angles."""
    centre = draw(points)
    radius = draw(st.floats(min_value=5, max_value=150))
    n = draw(st.integers(min_value=3, max_value=9))
    angles = sorted(draw(st.lists(st.floats(min_value=0, max_value=2 * math.pi - 0.01),
                                  min_size=n, max_size=n, unique=True)))
    pts = tuple(Point(centre.x + radius * math.cos(a), centre.y + radius * math.sin(a))
                for a in angles)
    polygon = Polygon(pts)
    assume(polygon_problem(polygon) is None and polygon.area() > 1.0)
    assume(all(distance(a, b) > 0.5 for a, b in polygon.edges()))
    return polygon


@st.composite
def star_polygons(draw: st.DrawFn) -> Polygon:
    """A star-shaped (often concave) polygon: varying radii at increasing angles."""
    n = draw(st.integers(min_value=3, max_value=12))
    angles = sorted(draw(st.lists(st.floats(min_value=0, max_value=2 * math.pi - 0.05),
                                  min_size=n, max_size=n, unique=True)))
    radii = draw(st.lists(st.floats(min_value=5, max_value=100), min_size=n, max_size=n))
    polygon = Polygon(tuple(Point(r * math.cos(a), r * math.sin(a))
                            for a, r in zip(angles, radii, strict=True)))
    assume(polygon_problem(polygon) is None and polygon.area() > 1.0)
    return polygon


def _side(a: Point, b: Point, p: Point) -> float:
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)


@pytest.mark.slow
@settings(max_examples=examples(full=100, default=40))
@given(convex_polygons(), points)
def test_in_a_convex_polygon_iff_on_the_inner_side_of_every_edge(polygon: Polygon,
                                                                 p: Point) -> None:
    margins = [_side(a, b, p) / distance(a, b) for a, b in polygon.edges()]
    assume(all(abs(m) > 1e-4 for m in margins))
    assert polygon.contains(p) == all(m > 0 for m in margins)  # anticlockwise: inner = left


@given(star_polygons(), points)
def test_the_nearest_point_lies_on_the_region_and_is_nearest(polygon: Polygon,
                                                              p: Point) -> None:
    q = nearest_in(polygon, p)
    assert polygon.contains(q)
    b = nearest_on_boundary(polygon, p)
    assert polygon.on_boundary(b)
    for vertex in polygon.points:
        assert distance(p, b) <= distance(p, vertex) + EPSILON


@pytest.mark.slow
@settings(max_examples=examples(full=150, default=50))
@given(star_polygons(), points, points, st.sampled_from(list(Side)))
def test_drops_are_never_nearer_the_flag_and_nothing_allowed_is_nearer(
        polygon: Polygon, ball: Point, flag: Point, side: Side) -> None:
    drop = nearest_not_nearer(ball, flag, polygon, side)
    r = distance(ball, flag)
    samples = [Point(ball.x + dx, ball.y + dy) for dx in range(-220, 221, 11)
               for dy in range(-220, 221, 11)]
    samples += [Point(flag.x + r * math.cos(a / 40 * math.pi), flag.y + r * math.sin(a / 40 *
                                                                                   math.pi))
                for a in range(80)]
    allowed = [s for s in samples if distance(s, flag) >= r - EPSILON and (
        polygon.on_boundary(s) or polygon.contains(s) == (side is Side.INSIDE))]
    if drop is None:
        assert side is Side.INSIDE and not allowed
        return
    assert distance(drop, flag) >= r - 1e-6
    assert polygon.on_boundary(drop) or polygon.contains(drop) == (side is Side.INSIDE)
    for s in allowed:
        assert distance(drop, ball) <= distance(s, ball) + 1e-6


@pytest.mark.slow
@settings(max_examples=examples(full=100, default=40))
@given(star_polygons(), points, points)
def test_a_passage_enters_and_leaves_on_the_boundary(polygon: Polygon, a: Point,
                                                     b: Point) -> None:
    assume(distance(a, b) > 1)
    flight = passage(a, b, polygon)
    if flight is None:
        steps = [Point(a.x + (b.x - a.x) * i / 200, a.y + (b.y - a.y) * i / 200)
                 for i in range(201)]
        assert not any(polygon.contains(s) and not polygon.on_boundary(s) for s in steps)
        return
    assert 0 <= flight.entry_t <= flight.exit_t <= 1
    assert flight.entry_t == 0 or polygon.on_boundary(flight.entry)
    assert flight.ends_inside or polygon.on_boundary(flight.exit)
    middle = Point((flight.entry.x + flight.exit.x) / 2, (flight.entry.y + flight.exit.y) / 2)
    assert polygon.contains(middle)


@pytest.mark.slow
@settings(max_examples=examples(full=150, default=50))
@given(star_polygons(), st.integers(min_value=0, max_value=11),
       st.floats(min_value=0.0, max_value=0.95), points)
def test_a_ball_in_a_hazard_drops_out_not_nearer_and_as_near_as_possible(
        polygon: Polygon, corner: int, depth: float, flag: Point) -> None:
    """The ball lies inside the region (star polygons are star-shaped about the origin)."""
    vertex = polygon.points[corner % len(polygon.points)]
    ball = vertex.scaled(depth)
    assume(not polygon.on_boundary(ball))
    drop = nearest_not_nearer(ball, flag, polygon, Side.OUTSIDE)
    assert drop is not None  # the outside is unbounded: there is always somewhere to drop
    r = distance(ball, flag)
    assert distance(drop, flag) >= r - 1e-6
    assert polygon.on_boundary(drop) or not polygon.contains(drop)
    ring = [Point(flag.x + (r + k) * math.cos(a / 90 * math.pi),
                  flag.y + (r + k) * math.sin(a / 90 * math.pi))
            for a in range(180) for k in (0, 3, 12)]
    for s in ring + list(polygon.points):
        if distance(s, flag) >= r - EPSILON and (polygon.on_boundary(s)
                                                 or not polygon.contains(s)):
            assert distance(drop, ball) <= distance(s, ball) + 1e-6
