"""The snapping strategies: hex cells, metres along a track, a free plane with a grid."""

from __future__ import annotations

import math

import pytest

from golfstudio.hexgrid import Hex, Layout
from ui.editor_kit.snapping import HexSnapping, PlaneSnapping, TrackSnapping


def test_hex_snapping_finds_the_cell_under_a_point_and_its_centre() -> None:
    snapping = HexSnapping(Layout(10.0))
    for cell in (Hex(0, 0), Hex(3, -2), Hex(-4, 5)):
        x, y = snapping.point(cell)
        assert snapping.snap(x, y) == cell
        assert snapping.snap(x + 4.0, y - 3.0) == cell  # anywhere inside the cell
    x, y = snapping.point(Hex(1, 0))
    assert snapping.snap(x + 9.0, y) == Hex(2, 0)  # past the edge: the neighbour


def test_a_track_measures_metres_along_its_line_rounded_to_the_step() -> None:
    # An L-shaped track: 100 units east, then 50 south; 10 units a metre, half-metre steps.
    track = TrackSnapping([(0.0, 0.0), (100.0, 0.0), (100.0, 50.0)], scale=10.0, step=0.5)
    assert track.length == pytest.approx(15.0)
    assert track.snap(42.0, 7.0) == 4.0  # 4.2 m, off the line: to the nearest half metre
    assert track.snap(104.0, 26.0) == 12.5  # on the second leg: 10 m + 2.6 m
    assert track.snap(-30.0, 0.0) == 0.0  # before the start
    assert track.snap(100.0, 90.0) == 15.0  # past the end: clamped to the track
    assert track.point(12.5) == pytest.approx((100.0, 25.0))
    assert track.point(4.0) == pytest.approx((40.0, 0.0))


def test_a_track_refuses_a_line_of_one_point_and_a_bad_step() -> None:
    with pytest.raises(ValueError, match="two points"):
        TrackSnapping([(0.0, 0.0)])
    with pytest.raises(ValueError, match="positive"):
        TrackSnapping([(0.0, 0.0), (1.0, 0.0)], step=0.0)


def test_a_plane_is_free_or_snapped_to_its_grid() -> None:
    assert PlaneSnapping().snap(12.34, -5.6) == (12.34, -5.6)
    grid = PlaneSnapping(step=5.0)
    assert grid.snap(12.34, -5.6) == (10.0, -5.0)
    assert grid.snap(12.6, 2.4) == (15.0, 0.0)
    assert grid.point((15.0, 0.0)) == (15.0, 0.0)
    with pytest.raises(ValueError, match="positive"):
        PlaneSnapping(step=-1.0)
    assert math.isfinite(grid.snap(1e9, 1e9)[0])
