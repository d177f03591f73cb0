"""Wall runs: edges along a drawn line and the angle of a straight wall (fig. 7–9)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from golfstudio.carambole.wall_runs import (
    edges_between,
    line_angle,
    run_ends,
    straight_angle,
    vertex_edges,
)
from golfstudio.hexgrid import Direction, Edge, Hex, edge, edge_vertices, vertex

coords = st.integers(-8, 8)
vertices = st.builds(lambda q, r, c: vertex(Hex(q, r), c), coords, coords, st.integers(0, 5))


def test_single_edges_lie_at_90_150_and_30_degrees() -> None:
    # Pointy-top cells: the E edge is upright, NE leans left, NW leans right.
    assert straight_angle([edge(Hex(0, 0), Direction.E)]) == 90
    assert straight_angle([edge(Hex(0, 0), Direction.NE)]) == 150
    assert straight_angle([edge(Hex(0, 0), Direction.NW)]) == 30


def test_a_horizontal_wall_is_a_zig_zag_at_0_degrees() -> None:
    run = edges_between(vertex(Hex(-1, 1), 1), vertex(Hex(2, 1), 1))
    assert run == (
        edge(Hex(-1, 1), 1), edge(Hex(0, 1), 2), edge(Hex(0, 1), 1), edge(Hex(1, 1), 2),
        edge(Hex(1, 1), 1), edge(Hex(2, 1), 2),
    )
    assert straight_angle(run) == 0
    assert straight_angle(reversed(run)) == 0


def test_angles_of_long_lines() -> None:
    # From a corner of (0,0) up two cells to the north-west: 120°.
    a, b = vertex(Hex(0, 0), 0), vertex(Hex(0, -2), 0)
    assert line_angle(a, b) == line_angle(b, a) == 120
    assert straight_angle(edges_between(a, b)) == 120
    # Top corners along a row: 0°; an E edge: 90°; a bottom corner to a far corner: 60°.
    assert line_angle(vertex(Hex(0, 0), 1), vertex(Hex(5, 0), 1)) == 0
    assert line_angle(vertex(Hex(0, 0), 5), vertex(Hex(0, 0), 0)) == 90
    assert line_angle(vertex(Hex(0, 0), 4), vertex(Hex(1, -1), 0)) == 60
    with pytest.raises(ValueError):
        line_angle(a, a)


def test_run_ends_refuses_gaps_forks_and_loops() -> None:
    ring = [edge(Hex(0, 0), d) for d in range(6)]
    with pytest.raises(ValueError, match="one open chain"):
        run_ends(ring)
    with pytest.raises(ValueError, match="one open chain"):
        run_ends([edge(Hex(0, 0), 0), edge(Hex(5, 5), 0)])
    a = vertex(Hex(0, 0), 1)
    with pytest.raises(ValueError, match="one open chain"):
        run_ends([e for e, _ in vertex_edges(a)])
    with pytest.raises(ValueError, match="at least one edge"):
        run_ends([])


@given(vertices)
def test_three_edges_meet_at_a_vertex(v: object) -> None:
    found = vertex_edges(v)  # type: ignore[arg-type]
    assert len(found) == 3
    for e, other in found:
        assert set(edge_vertices(e)) == {v, other}


@given(vertices, vertices)
def test_edges_between_is_a_chain_from_start_to_end(a: object, b: object) -> None:
    assume(a != b)
    run = edges_between(a, b)  # type: ignore[arg-type]
    assert len(set(run)) == len(run)
    # One edge has no drawing order; a longer run starts where it was drawn from.
    assert run_ends(run) == (a, b) if len(run) > 1 else set(run_ends(run)) == {a, b}
    assert all(isinstance(e, Edge) and e == edge(e.cell, e.direction) for e in run)
    assert straight_angle(run) == line_angle(a, b)  # type: ignore[arg-type]
