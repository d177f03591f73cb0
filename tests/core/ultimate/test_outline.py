"""Smooth outlines (docs/ultimate-format.md, "Smooth regions"): the curve through a region's
points, what reads it (the lie, the raster, validation, the SVG, the analysis key) and the
lasso's simplification of a freehand path."""

from __future__ import annotations

import math

import numpy as np
import pytest

from golfstudio.plane import Point, Polygon, passage, polygon_problem
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.analysis_cache import analysis_key
from golfstudio.ultimate.ball import Ball, shoot, take_relief
from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import Course, DropOut, Region, Terrain
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.lie import SituationKind, situation_at
from golfstudio.ultimate.outline import (
    MAX_OUTLINE_POINTS,
    SEGMENT_SAMPLES,
    control_edge,
    outline_problem,
    samples_per_segment,
    simplify_closed,
    smooth_closed_curve,
)
from golfstudio.ultimate.raster import Kind, classify
from golfstudio.ultimate.svg import hole_svg
from golfstudio.ultimate.validate import validate
from tests.core.ultimate.drawn import box, hole

SQUARE = (Point(0, 0), Point(20, 0), Point(20, 20), Point(0, 20))
KIDNEY = (Point(0, 0), Point(30, -5), Point(55, 5), Point(60, 30), Point(40, 40),
          Point(30, 22), Point(12, 35), Point(-5, 20))
"""A kidney-shaped green: uneven spacing, one concave side."""
SPIKE = (Point(3, 5), Point(1, 1), Point(19, 0), Point(6, 1), Point(15, 16))
"""A simple straight outline whose curve crosses itself at the sharp point (19, 0)."""


def region(points: tuple[Point, ...], smooth: bool = True, kind: Terrain = Terrain.GREEN,
           region_id: str = "g1", z: int = 0) -> Region:
    return Region(id=region_id, kind=kind, smooth=smooth, points=points, z=z)


def test_the_curve_goes_through_every_point_in_order_and_closes() -> None:
    for points in (SQUARE, KIDNEY):
        curve = smooth_closed_curve(points)
        per = samples_per_segment(len(points))
        assert per == SEGMENT_SAMPLES
        assert len(curve) == len(points) * per
        assert [curve[i * per] for i in range(len(points))] == list(points)
        # closed: the last sample leads back to the first point as every sample leads to
        # the next, in a short step (no gap, no jump)
        steps = [curve[i].distance_to(curve[(i + 1) % len(curve)]) for i in range(len(curve))]
        longest_side = max(a.distance_to(b) for a, b in Polygon(points).edges())
        assert max(steps) < longest_side / per * 2
        assert polygon_problem(Polygon(curve)) is None


def test_the_curve_turns_gently_no_cusps_no_loops() -> None:
    """Each sample turns the curve a little (a cusp turns it half round at once), and the
    turns add up to one whole turn (a loop adds another)."""
    curve = smooth_closed_curve(KIDNEY)
    n = len(curve)
    turns = []
    for i in range(n):
        a, b, c = curve[i - 1], curve[i], curve[(i + 1) % n]
        turns.append(math.atan2((b - a).x * (c - b).y - (b - a).y * (c - b).x,
                                (b - a).x * (c - b).x + (b - a).y * (c - b).y))
    assert max(map(abs, turns)) < math.radians(45)
    assert abs(sum(turns)) == pytest.approx(2 * math.pi)


def test_a_square_becomes_a_rounded_shape_between_it_and_its_circle() -> None:
    curve = Polygon(smooth_closed_curve(SQUARE))
    assert 400 < abs(curve.area()) < math.pi * 200  # the circle through its corners
    assert curve.contains(Point(10, -1.5))  # bulges past the straight side


def test_the_total_is_capped() -> None:
    many = tuple(Point(100 * math.cos(2 * math.pi * k / 150), 100 * math.sin(2 * math.pi * k / 150))
                 for k in range(150))
    assert len(smooth_closed_curve(many)) == 150 * 2 <= MAX_OUTLINE_POINTS
    lots = tuple(Point(300 * math.cos(2 * math.pi * k / 500), 300 * math.sin(2 * math.pi * k / 500))
                 for k in range(500))
    assert smooth_closed_curve(lots) == lots  # fine enough as its points are
    assert len(smooth_closed_curve(KIDNEY)) <= MAX_OUTLINE_POINTS


def test_uneven_spacing_makes_no_loop() -> None:
    """Centripetal: a very short side between long ones neither loops nor crosses."""
    points = (Point(0, 0), Point(100, 0), Point(100.5, 0.8), Point(101, 60), Point(0, 60))
    assert outline_problem(points, smooth=True) is None


def test_the_outline_is_worked_out_once_per_region_and_follows_the_flag() -> None:
    smooth = region(KIDNEY)
    assert smooth.outline is smooth.outline
    assert smooth.polygon is smooth.polygon
    assert smooth.polygon.points == smooth.outline
    straight = smooth.model_copy(update={"smooth": False})
    assert straight.outline == KIDNEY
    assert straight.polygon.points == KIDNEY
    again = straight.model_copy(update={"smooth": True})
    assert again.outline == smooth.outline


# ---- the rules read the curve ------------------------------------------------------------------

BULGE = Point(10, -1.5)
"""Inside the smooth square green, outside its straight outline."""


def _green_hole(smooth: bool) -> Course:
    data = {"par": 3, "stroke_index": 1, "flag": [10, 10], "tee_markers": [[5, -140], [15, -140]],
            "regions": [box("r1", "rough", -60, -160, 80, 60),
                        {"id": "g1", "kind": "green", "z": 1, "smooth": smooth,
                         "points": [[p.x, p.y] for p in SQUARE]}]}
    return Course(name="c", holes=(hole(data),))


def test_a_point_inside_the_curve_but_outside_the_points_lies_on_the_region() -> None:
    smooth = _green_hole(True).holes[0]
    straight = _green_hole(False).holes[0]
    assert situation_at(smooth, BULGE, first_shot=False).kind is SituationKind.PUTTING
    assert smooth.terrain_at(BULGE) is Terrain.GREEN
    assert straight.terrain_at(BULGE) is Terrain.ROUGH
    _, kinds = classify(smooth, np.array([BULGE.x]), np.array([BULGE.y]))
    assert Kind(int(kinds[0])) is Kind.PUTTING
    _, kinds = classify(straight, np.array([BULGE.x]), np.array([BULGE.y]))
    assert Kind(int(kinds[0])) is Kind.RECOVERY_WEDGE


def test_a_flight_meets_the_curve_not_the_straight_side() -> None:
    green = _green_hole(True).holes[0].regions[1]
    over = passage(Point(10, -10), Point(10, 10), green.polygon)
    assert over is not None and over.entry.y < -1.0


def _pond_hole(smooth: bool) -> Course:
    data = {"par": 4, "stroke_index": 1, "flag": [0, 250], "tee_markers": [[-5, 0], [5, 0]],
            "regions": [box("r1", "rough", -80, -20, 80, 280),
                        box("fw", "fairway", -30, -10, 30, 300, 1),
                        box("g1", "green", -15, 235, 15, 265, 2),
                        {"id": "w1", "kind": "water", "z": 2, "smooth": smooth,
                         "points": [[-20, 100], [20, 100], [20, 140], [-20, 140]]}]}
    return Course(name="c", holes=(hole(data),))


def test_a_shot_into_the_bulge_is_in_the_water_and_drops_outside_the_curve() -> None:
    """The engine's landing and its drop read the curve (``ball``, ``shot``): a pitching
    wedge's 80 yards (a 7) from the fairway lands 2 yards short of the pond's straight
    side, inside its smooth bank."""
    cards = default_cards()
    ball = Ball(Point(0, 18), on_tee=False, first_shot=False)
    straight = _pond_hole(False).holes[0]
    dry = shoot(straight, cards, ball, "pitching-wedge", Point(0, 98), 7)
    assert dry.landing == Point(0, 98) and dry.situation.kind is SituationKind.FAIRWAY
    smooth = _pond_hole(True).holes[0]
    wet = shoot(smooth, cards, ball, "pitching-wedge", Point(0, 98), 7)
    assert wet.landing == Point(0, 98) and wet.situation.kind is SituationKind.WATER
    assert wet.situation.lie.region_id == "w1"
    dropped = take_relief(smooth, ball, wet, DropOut())
    assert smooth.terrain_at(dropped.at) is Terrain.FAIRWAY
    assert not smooth.regions[3].polygon.contains(dropped.at)
    assert dropped.at.distance_to(smooth.flag or Point(0, 0)) >= Point(0, 98).distance_to(
        Point(0, 250)) - 1e-6


def test_the_analysis_key_follows_the_flag() -> None:
    cards = default_cards()
    smooth, straight = _green_hole(True).holes[0], _green_hole(False).holes[0]
    assert analysis_key(smooth, cards) != analysis_key(straight, cards)
    assert analysis_key(straight, cards) == analysis_key(
        hole(straight.model_dump(mode="json")), cards)


def test_the_svg_draws_the_curve() -> None:
    svg = hole_svg(_green_hole(True).holes[0], 1)
    line = next(row for row in svg.splitlines() if 'id="g1"' in row)
    assert line.count(",") == len(SQUARE) * SEGMENT_SAMPLES
    straight = hole_svg(_green_hole(False).holes[0], 1)
    assert next(row for row in straight.splitlines() if 'id="g1"' in row).count(",") == 4


# ---- validation --------------------------------------------------------------------------------

def test_a_smooth_outline_whose_curve_crosses_itself_is_an_error_naming_the_region() -> None:
    assert polygon_problem(Polygon(SPIKE)) is None  # fine straight
    course = _green_hole(False)
    spiky = course.holes[0].model_copy(update={"regions": (
        *course.holes[0].regions, region(tuple(Point(p.x + 30, p.y) for p in SPIKE), False,
                                          kind=Terrain.BUNKER, region_id="b7", z=2))})
    assert [p for p in validate(course.model_copy(update={"holes": (spiky,)})) if p.is_error] == []
    smooth = spiky.model_copy(update={"regions": (
        *spiky.regions[:2], spiky.regions[2].model_copy(update={"smooth": True}))})
    errors = [p for p in validate(course.model_copy(update={"holes": (smooth,)})) if p.is_error]
    assert len(errors) == 1
    problem = errors[0]
    assert problem.region == "b7" and problem.at is not None
    assert problem.message.startswith("hole 1 region b7: its smooth outline crosses itself at ")
    assert "from point #2 to #3 meets the curve from point #3 to #4" in problem.message


def test_a_smooth_outline_checks_its_points_as_well() -> None:
    repeated = (Point(0, 0), Point(10, 0), Point(10, 0), Point(0, 10))
    assert outline_problem(repeated, smooth=True) == (
        "point #3 (10, 0) repeats the point before it", None)
    assert len(smooth_closed_curve(repeated)) == 4 * SEGMENT_SAMPLES  # no division by zero
    in_line = (Point(0, 0), Point(10, 0), Point(20, 0))
    assert outline_problem(in_line, smooth=True) == (
        "its points lie on one line: the outline has no area", None)
    two = (Point(0, 0), Point(10, 0))
    assert outline_problem(two, smooth=True) == (
        "an outline needs at least 3 points, it has 2", None)
    bow_tie = (Point(0, 0), Point(10, 10), Point(10, 0), Point(0, 10))
    found = outline_problem(bow_tie, smooth=True)
    assert found is not None and "smooth outline crosses itself" in found[0]


def test_control_edges_map_samples_back_to_the_points() -> None:
    n = len(KIDNEY)
    per = SEGMENT_SAMPLES
    assert [control_edge(k, n) for k in (0, per - 1, per, 2 * per - 1, n * per - 1)] == [
        0, 0, 1, 1, n - 1]


# ---- edits and the lasso -----------------------------------------------------------------------

def test_smoothing_a_region_keeps_its_points_and_undoes_exactly() -> None:
    course = _green_hole(False)
    after = hole_edits.set_region_smooth(course, 0, "g1", True)
    green = after.holes[0].region("g1")
    assert green is not None and green.smooth and green.points == SQUARE
    assert after.holes[0].regions[0] is course.holes[0].regions[0]
    assert hole_edits.set_region_smooth(after, 0, "g1", True) is after
    assert hole_edits.set_region_smooth(after, 0, "g1", False) == course
    with pytest.raises(UltimateError, match="hole 1 has no region nope"):
        hole_edits.set_region_smooth(course, 0, "nope", True)
    drawn = hole_edits.add_region(course, 0, Terrain.BUNKER, KIDNEY, smooth=True)
    assert drawn.holes[0].regions[-1].smooth


def _wobbly_loop(samples: int = 600) -> list[Point]:
    """A hand's fairway bend: a long bean shape, with a tremor of a few tenths of a yard."""
    out = []
    for k in range(samples):
        t = 2 * math.pi * k / samples
        r = 1.0 + 0.25 * math.cos(2 * t)
        out.append(Point(40 * r * math.cos(t) + 0.2 * math.sin(37 * t),
                         120 * math.sin(t) + 20 * math.cos(t) ** 2 + 0.2 * math.cos(29 * t)))
    return out


def test_a_lasso_becomes_a_few_points_whose_curve_keeps_the_shape() -> None:
    path = _wobbly_loop()
    points = hole_edits.lasso_points(path, 1.0)
    assert 6 <= len(points) <= hole_edits.MAX_LASSO_POINTS
    curve = Polygon(smooth_closed_curve(points))
    assert abs(curve.area()) == pytest.approx(abs(Polygon(tuple(path)).area()), rel=0.03)
    assert all(p in path for p in points)  # kept from the path, never invented


def test_a_fine_tolerance_is_widened_to_keep_at_most_24_points() -> None:
    points = hole_edits.lasso_points(_wobbly_loop(), 0.01)
    assert len(points) <= hole_edits.MAX_LASSO_POINTS


def test_a_lasso_too_small_or_crossing_itself_is_refused() -> None:
    with pytest.raises(UltimateError, match="too small"):
        hole_edits.lasso_points([Point(0, 0), Point(1, 0), Point(1, 1)], 1.0)
    with pytest.raises(UltimateError, match="too small"):
        hole_edits.lasso_points([Point(0, 0), Point(40, 0.2), Point(80, 0)], 1.0)
    eight = [Point(30 * math.sin(2 * math.pi * k / 400), 15 * math.sin(4 * math.pi * k / 400))
             for k in range(400)]
    with pytest.raises(UltimateError, match="crosses itself"):
        hole_edits.lasso_points(eight, 1.0)
    with pytest.raises(UltimateError, match="more than 0"):
        hole_edits.lasso_points(eight, 0.0)


def test_simplifying_a_closed_path_drops_the_closing_repeat() -> None:
    square = [Point(0, 0), Point(5, 0.01), Point(10, 0), Point(10, 10), Point(0, 10), Point(0, 0)]
    assert simplify_closed(square, 0.1) == [Point(0, 0), Point(10, 0), Point(10, 10),
                                            Point(0, 10)]
