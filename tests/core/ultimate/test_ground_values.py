"""Expected strokes of every one-yard cell (``HoleAnalysis.ground_values``, what the editor's
heat map draws): the lattice's own values at its nodes, the solution's bilinear reading
between them, the green by its putting bands, nothing where a ball is not played as it
lies."""

from __future__ import annotations

import math

import numpy as np
import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.analysis import GroundValues, HoleAnalysis, analyse_hole
from golfstudio.ultimate.analysis_model import NODE_YARDS, putt_expectation
from golfstudio.ultimate.cards import PuttBand, default_cards
from golfstudio.ultimate.raster import Kind, classify
from tests.core.ultimate.drawn import box, hole

CARDS = default_cards()

POND = hole({"par": 4, "stroke_index": 1, "flag": [0, 300], "tee_markers": [[-5, 0], [5, 0]],
             "regions": [box("rough", "rough", -60, -20, 60, 340),
                         box("fw", "fairway", -20, -10, 20, 270, 1),
                         box("pond", "water", 25, 120, 55, 180, 1),
                         box("path", "cart-path", -50, -20, -44, 340, 1),
                         box("green", "green", -15, 285, 15, 315, 2)]})
"""A par 4 of fairway in rough, a pond and a cart path beside it (both give relief)."""


@pytest.fixture(scope="module")
def analysis() -> HoleAnalysis:
    return analyse_hole(POND, CARDS)


@pytest.fixture(scope="module")
def ground(analysis: HoleAnalysis) -> GroundValues:
    return analysis.ground_values()


def value_at(ground: GroundValues, p: Point) -> float:
    i = math.floor((p.x - ground.x0) / ground.cell)
    j = math.floor((p.y - ground.y0) / ground.cell)
    return float(ground.values[j, i])


def fairway_nodes(analysis: HoleAnalysis) -> dict[tuple[float, float], float]:
    xs, ys, vs = analysis.lattice()
    _, kinds = classify(POND, xs, ys)
    return {(float(x), float(y)): float(v)
            for x, y, v, k in zip(xs, ys, vs, kinds, strict=True) if k == Kind.FAIRWAY}


def test_a_cell_holding_a_node_reads_the_node(analysis: HoleAnalysis,
                                               ground: GroundValues) -> None:
    nodes = fairway_nodes(analysis)
    assert len(nodes) > 100
    for (x, y), v in list(nodes.items())[::37]:
        assert value_at(ground, Point(x, y)) == pytest.approx(v, abs=1e-5)


def test_between_two_nodes_the_value_is_interpolated(analysis: HoleAnalysis,
                                                     ground: GroundValues) -> None:
    nodes = fairway_nodes(analysis)
    pairs = [((x, y), (x, y + NODE_YARDS)) for (x, y) in nodes
             if (x, y + NODE_YARDS) in nodes
             and abs(nodes[(x, y)] - nodes[(x, y + NODE_YARDS)]) > 0.02]
    assert pairs, "the value changes along the fairway"
    for a, b in pairs[::11]:
        low, high = sorted((nodes[a], nodes[b]))
        halfway = value_at(ground, Point(a[0], a[1] + NODE_YARDS / 2))
        assert low < halfway < high
        assert halfway == pytest.approx((low + high) / 2, abs=1e-5)  # bilinear, halfway


def test_the_green_reads_its_putting_bands(ground: GroundValues) -> None:
    flag = Point(0, 300)
    for offset, band in ((0.5, PuttBand.UNDER_10), (5.5, PuttBand.FROM_10_TO_20),
                         (10.5, PuttBand.FROM_20_TO_40), (14.5, PuttBand.OVER_40)):
        assert value_at(ground, flag + Point(offset, 0)) == pytest.approx(
            putt_expectation(CARDS, band))


def test_no_value_where_a_ball_is_not_played_as_it_lies(analysis: HoleAnalysis,
                                                        ground: GroundValues) -> None:
    assert math.isnan(value_at(ground, Point(40, 150)))  # the pond
    assert math.isnan(value_at(ground, Point(-47, 100)))  # the cart path
    assert math.isnan(value_at(ground, Point(-60.5, -20.5)))  # off every region: out of bounds
    ids = [region.id for region in POND.regions]
    assert {ids[k] for k in ground.relieved} == {"pond", "path"}
    assert 0 < value_at(ground, Point(58, 150)) < math.inf  # the rough beside the pond
    rough = value_at(ground, Point(-55, 100))
    assert 1 < rough < 10
    assert np.isfinite(ground.values).sum() > 0.8 * (120 * 360 - 30 * 60 - 6 * 360)
