"""Hex grid: the geometry every Carambole rule and the editor stand on."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.hexgrid import (
    DIRECTION_VECTORS,
    Direction,
    Hex,
    Layout,
    direction_between,
    disc,
    distance,
    edge,
    edge_cells,
    edge_vertices,
    line,
    nearest_vertex,
    reflect,
    ring,
    rotate,
    vertex,
    vertex_pixel,
)

coords = st.integers(-40, 40)
hexes = st.builds(Hex, coords, coords)
directions = st.sampled_from(list(Direction))
mirror_angles = st.sampled_from(range(0, 360, 30))


def test_directions_are_counter_clockwise_from_east_on_screen() -> None:
    layout = Layout(10.0)
    for d in Direction:
        x, y = layout.to_pixel(DIRECTION_VECTORS[d])
        # Screen y grows downwards, so the mathematical angle uses -y.
        assert math.degrees(math.atan2(-y, x)) % 360 == pytest.approx(d.angle)


def test_mirror_examples() -> None:
    # A horizontal wall (0°) turns NE into SE; a wall at 90° turns E into W.
    assert Direction.NE.reflected(0) is Direction.SE
    assert Direction.E.reflected(90) is Direction.W
    # fig. 17: a ball moving parallel to the wall keeps its direction.
    assert Direction.E.reflected(0) is Direction.E
    assert Direction.NE.reflected(60) is Direction.NE
    with pytest.raises(ValueError):
        Direction.E.reflected(45)


@given(directions, mirror_angles)
def test_reflection_is_an_involution_and_matches_angles(d: Direction, theta: int) -> None:
    assert d.reflected(theta).reflected(theta) is d
    assert d.reflected(theta).angle % 360 == (2 * theta - d.angle) % 360


@given(hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex) -> None:
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, directions)
def test_neighbours_are_one_apart_and_directions_invert(a: Hex, d: Direction) -> None:
    b = a.neighbour(d)
    assert distance(a, b) == 1
    assert direction_between(a, b) is d
    assert b.neighbour(d.opposite) == a


@given(hexes, hexes)
def test_line_is_connected_and_shortest(a: Hex, b: Hex) -> None:
    cells = line(a, b)
    assert cells[0] == a and cells[-1] == b
    assert len(cells) == distance(a, b) + 1
    assert all(distance(x, y) == 1 for x, y in itertools.pairwise(cells))


@given(hexes, st.integers(0, 6))
def test_ring_and_disc_sizes(center: Hex, radius: int) -> None:
    cells = ring(center, radius)
    assert len(cells) == (6 * radius if radius else 1)
    assert len(set(cells)) == len(cells)
    assert all(distance(center, c) == radius for c in cells)
    assert len(set(disc(center, radius))) == 3 * radius * (radius + 1) + 1


@given(hexes, hexes, st.integers(-12, 12))
def test_rotation_keeps_distance_and_composes(cell: Hex, center: Hex, steps: int) -> None:
    turned = rotate(cell, steps, center)
    assert distance(turned, center) == distance(cell, center)
    assert rotate(turned, -steps, center) == cell
    assert rotate(cell, 6, center) == cell


@given(directions, st.integers(-6, 6))
def test_rotating_a_direction_vector_matches_rotating_the_direction(d: Direction, k: int) -> None:
    assert rotate(DIRECTION_VECTORS[d], k) == DIRECTION_VECTORS[d.rotated(k)]


@given(hexes, hexes, mirror_angles)
def test_reflection_of_cells(cell: Hex, center: Hex, theta: int) -> None:
    mirrored = reflect(cell, theta, center)
    assert reflect(mirrored, theta, center) == cell
    assert distance(mirrored, center) == distance(cell, center)
    for d in Direction:
        assert reflect(cell.neighbour(d), theta, center) == mirrored.neighbour(d.reflected(theta))


@given(hexes, st.floats(4, 80))
def test_pixel_round_trip(cell: Hex, size: float) -> None:
    layout = Layout(size, 3.0, -7.0)
    assert layout.to_hex(*layout.to_pixel(cell)) == cell
    for corner in layout.corners(cell):
        # Points a little inside each corner still belong to the cell.
        cx, cy = layout.to_pixel(cell)
        assert layout.to_hex(cx + 0.9 * (corner[0] - cx), cy + 0.9 * (corner[1] - cy)) == cell


@given(hexes, directions)
def test_edges_are_named_alike_from_both_sides(cell: Hex, d: Direction) -> None:
    e = edge(cell, d)
    assert e == edge(cell.neighbour(d), d.opposite)
    assert set(edge_cells(e)) == {cell, cell.neighbour(d)}


@given(hexes, st.integers(0, 5))
def test_vertices_are_named_alike_from_the_three_cells(cell: Hex, corner: int) -> None:
    layout = Layout(20.0)
    v = vertex(cell, corner)
    assert vertex_pixel(layout, v) == pytest.approx(layout.corner(cell, corner))
    sharing = [c for c in [cell, *cell.neighbours()]
               if any(vertex(c, i) == v for i in range(6))]
    assert len(sharing) == 3
    assert nearest_vertex(layout, *layout.corner(cell, corner)) == v


@given(hexes, directions)
def test_edge_vertices_are_its_endpoints(cell: Hex, d: Direction) -> None:
    layout = Layout(12.0)
    a, b = (vertex_pixel(layout, v) for v in edge_vertices(edge(cell, d)))
    assert math.dist(a, b) == pytest.approx(12.0)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    c1, c2 = (layout.to_pixel(c) for c in edge_cells(edge(cell, d)))
    assert mid == pytest.approx(((c1[0] + c2[0]) / 2, (c1[1] + c2[1]) / 2))
