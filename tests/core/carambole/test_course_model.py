"""The course model: lookups for the engine, editing methods for the editor, the builder."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from golfstudio.carambole.course import (
    ChannelCell,
    ChannelObstacle,
    Course,
    Pass,
    Side,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    VerticalPart,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import (
    art_origin,
    from_rows,
    hex_board,
    outline_edges,
    to_rows,
    with_curved_outline,
)
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.ruleset import default_ruleset
from golfstudio.carambole.validate import validate
from golfstudio.hexgrid import Direction, Edge, Hex, edge, rotate

coords = st.integers(-6, 6)
hexes = st.builds(Hex, coords, coords)
directions = st.sampled_from(list(Direction))


# ---- lookups ----------------------------------------------------------------------------------

def test_lookups(course: Course) -> None:
    assert course.hole == Hex(3, 0)
    assert course.holes == (Hex(3, 0),)
    assert course.starts == (Hex(-3, 0), Hex(-3, 1), Hex(-2, 2))
    assert course.cell_at(Hex(1, 2)) is not None
    assert course.cell_at(Hex(1, 2)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert course.cell_at(Hex(4, 0)) is None and not course.has_cell(Hex(4, 0))
    assert len(course.cell_map()) == 37
    assert course.obstacle_at(Hex(1, 0)) is course.obstacle("o1")
    assert course.obstacle_at(Hex(2, 0)) is None
    cell = course.obstacle_cell_at(Hex(0, -2))
    assert cell is not None and cell.part is VerticalPart.CENTRE_HOLE  # type: ignore[union-attr]
    assert course.obstacle_cell_at(Hex(1, 0)).passes == ()  # type: ignore[union-attr]
    # A wall answers from both sides of its edge.
    assert [w.id for w in course.walls_on(Hex(0, 1), Direction.NW)] == ["w1"]
    assert [w.id for w in course.walls_on(Hex(0, 0), Direction.SE)] == ["w1"]
    assert course.walls_on(Hex(0, 0), Direction.E) == ()
    assert [(ob.id, side.angle) for ob, side in course.sides_on(Hex(2, 0), Direction.W)] == [
        ("o1", 90)]
    assert course.bounce_override(Hex(0, -3), Direction.NE) is Direction.E
    assert course.bounce_override(Hex(0, -3), Direction.E) is None
    assert course.effective_ruleset().cards[0].name == "+1"
    assert course.replace(ruleset=None).effective_ruleset() == default_ruleset()
    with pytest.raises(CourseError, match=r"^the course has no wall w9$"):
        course.wall("w9")


def test_the_model_is_frozen_and_keeps_a_stable_order() -> None:
    course = Course(cells=[{"q": 1, "r": 1, "terrain": "floor"},
                           {"q": 5, "r": 0, "terrain": "hole"}],
                    starts=[(1, 1), (5, 0)])
    assert [c.hex for c in course.cells] == [Hex(5, 0), Hex(1, 1)]
    assert course.starts == (Hex(5, 0), Hex(1, 1))
    with pytest.raises(ValidationError):
        course.name = "x"  # type: ignore[misc]
    assert hash(course) == hash(Course.model_validate(course.model_dump()))


def test_model_copy_validates_and_rebuilds_lookups(course: Course) -> None:
    smaller = course.model_copy(update={"cells": course.cells[:3]})
    assert len(smaller.cell_map()) == 3 and smaller.hole is None
    with pytest.raises(CourseError, match=r"^stroke limit must be at least 1, got 0$"):
        course.model_copy(update={"stroke_limit": 0})
    assert course.model_copy() == course


# ---- editing ---------------------------------------------------------------------------------

def test_terrain_and_levels() -> None:
    course = from_rows(["S . . H"])
    painted = course.set_terrain(Hex(1, 0), Terrain.SAND).set_terrain(Hex(9, 9), "water")
    assert course.cell_at(Hex(1, 0)).terrain is Terrain.FLOOR  # type: ignore[union-attr]
    assert painted.cell_at(Hex(1, 0)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert painted.cell_at(Hex(9, 9)).level == 0  # type: ignore[union-attr]
    raised = painted.set_level(Hex(1, 0), 2).set_terrain(Hex(1, 0), Terrain.FLOOR)
    assert raised.cell_at(Hex(1, 0)).level == 2  # type: ignore[union-attr]
    with pytest.raises(CourseError, match=r"^there is no cell at \(7,7\)$"):
        course.set_level(Hex(7, 7), 1)


def test_set_hole_moves_the_hole() -> None:
    course = from_rows(["S . . H"]).set_hole(Hex(2, 0))
    assert course.holes == (Hex(2, 0),)
    assert course.cell_at(Hex(3, 0)).terrain is Terrain.FLOOR  # type: ignore[union-attr]


def test_remove_cell_takes_its_start_and_arrows_but_not_objects() -> None:
    course = with_curved_outline(from_rows(["S . . H"])).set_bounce_override(
        Hex(0, 0), Direction.W, Direction.E)
    erased = course.remove_cell(Hex(0, 0))
    assert erased.starts == () and erased.bounce_overrides == ()
    assert erased.wall("outline") == course.wall("outline")


def test_starts() -> None:
    course = from_rows(["S . . H"])
    assert course.add_start(Hex(0, 0)) is course
    assert course.add_start(Hex(1, 0)).starts == (Hex(0, 0), Hex(1, 0))
    assert course.remove_start(Hex(0, 0)).starts == ()


def test_walls_and_ids() -> None:
    course = from_rows(["S . . H"])
    wall = Wall(id=course.next_id("w"), kind=WallKind.CURVED, edges=[(1, 0, 0)])
    added = course.add_wall(wall)
    assert added.next_id("w") == "w2"
    assert added.walls_on(Hex(2, 0), Direction.W) == (wall,)
    with pytest.raises(CourseError, match=r"^the id w1 is already used on this course$"):
        added.add_wall(wall)
    moved = added.move_wall("w1", Hex(0, 1))
    assert moved.wall("w1").edges == (edge(Hex(1, 1), 0),)
    turned = added.rotate_wall("w1", 1, Hex(1, 0))
    assert turned.wall("w1").edges == (edge(Hex(1, 0), 1),)
    assert added.remove_wall("w1").walls == ()
    with pytest.raises(CourseError, match=r"^the course has no wall w2$"):
        added.remove_wall("w2")


def test_a_straight_wall_turns_its_angle_with_it() -> None:
    wall = Wall(id="w1", kind=WallKind.STRAIGHT, edges=[(0, 0, 0)], angle=90)
    assert wall.rotated(1, Hex(0, 0)).angle == 150
    assert wall.rotated(2, Hex(0, 0)).angle == 30
    assert wall.rotated(-1, Hex(0, 0)).angle == 30


def test_obstacles_move_and_turn() -> None:
    course = hex_board(3, hole=Hex(3, 0), starts=[Hex(-3, 0)]).add_obstacle(ChannelObstacle(
        id="o1", cells=[{"q": 0, "r": 0, "passes": [[0, 0]]}, {"q": 1, "r": 0,
                                                               "passes": [[0, 1]]}],
        sides=[Side(edges=[(0, 0, 1), (1, 0, 2)], angle=0)]))
    moved = course.move_obstacle("o1", Hex(-1, 1))
    assert moved.obstacle("o1").hexes == (Hex(-1, 1), Hex(0, 1))
    assert moved.obstacle_at(Hex(0, 0)) is None and moved.obstacle_at(Hex(-1, 1)) is not None
    turned = course.rotate_obstacle("o1", 1)
    ob = turned.obstacle("o1")
    assert ob.hexes == (Hex(0, 0), Hex(1, -1))
    assert ob.cells[1].passes == (Pass(Direction.NE, Direction.NW),)
    assert ob.sides[0].angle == 60
    assert ob.sides[0].edges == (edge(Hex(0, 0), 2), edge(Hex(1, -1), 3))
    assert course.remove_obstacle("o1").obstacles == ()


def test_bounce_overrides_replace_by_incoming_direction() -> None:
    course = from_rows(["S . . H"]).set_bounce_override(Hex(1, 0), 1, 0)
    course = course.set_bounce_override(Hex(1, 0), 1, 3)
    assert course.bounce_override(Hex(1, 0), Direction.NE) is Direction.W
    assert len(course.bounce_overrides) == 1
    assert course.remove_bounce_override(Hex(1, 0), 1).bounce_overrides == ()


# ---- rotations: six turns are no turn --------------------------------------------------------

passes = st.lists(st.builds(Pass, directions, directions), min_size=1, max_size=3)


@st.composite
def channel_obstacles(draw: st.DrawFn) -> ChannelObstacle:
    cells = draw(st.lists(hexes, min_size=1, max_size=5, unique=True))
    sides = draw(st.lists(st.builds(
        lambda h, d, a: Side(edges=[edge(h, d)], angle=a), hexes, directions,
        st.sampled_from(range(0, 180, 30))), max_size=3))
    return ChannelObstacle(id="o1", cells=[
        ChannelCell(q=h.q, r=h.r, passes=draw(passes)) for h in cells], sides=sides)


@given(channel_obstacles(), hexes, st.integers(-12, 12))
def test_six_turns_are_the_identity(ob: ChannelObstacle, center: Hex, steps: int) -> None:
    turned = ob
    for _ in range(6):
        turned = turned.rotated(1, center)
    assert turned == ob
    assert ob.rotated(steps, center).rotated(-steps, center) == ob
    assert ob.rotated(steps, center).rotated(steps, center) == ob.rotated(2 * steps, center)


@given(channel_obstacles(), hexes, st.integers(0, 5))
def test_a_turn_moves_cells_edges_and_passes_together(ob: ChannelObstacle, center: Hex,
                                                       steps: int) -> None:
    turned = ob.rotated(steps, center)
    assert turned.hexes == tuple(rotate(h, steps, center) for h in ob.hexes)
    for before, after in zip(ob.cells, turned.cells, strict=True):
        for p, q in zip(before.passes, after.passes, strict=True):
            # The neighbour a pass leads to turns with the cell.
            assert rotate(before.hex.neighbour(p.leaving), steps, center) == (
                after.hex.neighbour(q.leaving))
    for s, t in zip(ob.sides, turned.sides, strict=True):
        a, b = s.edges[0].cell, s.edges[0].cell.neighbour(s.edges[0].direction)
        c, d = t.edges[0].cell, t.edges[0].cell.neighbour(t.edges[0].direction)
        assert {rotate(a, steps, center), rotate(b, steps, center)} == {c, d}
        assert t.angle == (s.angle + 60 * steps) % 180


@given(hexes, directions)
def test_edges_are_stored_by_their_canonical_name(cell: Hex, d: Direction) -> None:
    wall = Wall(id="w", kind=WallKind.CURVED, edges=[(cell.q, cell.r, int(d))])
    assert wall.edges == (edge(cell, d),)
    assert Wall(id="w", kind=WallKind.CURVED, edges=[Edge(cell, d)]) == wall


# ---- vertical obstacles ---------------------------------------------------------------------

def test_ramps_are_named_for_the_main_direction() -> None:
    ob = VerticalObstacle(id="o1", cells=[
        {"q": 0, "r": 0, "part": "ramp-up", "passes": [[0, 0], [3, 3]]},
        {"q": 1, "r": 0, "part": "top", "passes": [[0, 0], [3, 3]]},
        {"q": 2, "r": 0, "part": "ramp-down", "passes": [[0, 0], [3, 3]]},
    ])
    assert ob.main_direction is Direction.E
    up, down = VerticalPart.RAMP_UP, VerticalPart.RAMP_DOWN
    assert ob.part_seen_from(up, Direction.E) is up
    assert ob.part_seen_from(down, Direction.E) is down
    # Crossing westwards the ball climbs the ramp-down cell and rolls down the ramp-up one.
    assert ob.part_seen_from(down, Direction.W) is up
    assert ob.part_seen_from(up, Direction.W) is down
    assert ob.part_seen_from(up, Direction.NE) is up
    assert ob.part_seen_from(up, Direction.NW) is down
    assert ob.part_seen_from(VerticalPart.TOP, Direction.W) is VerticalPart.TOP


def test_solid_obstacles_need_cells() -> None:
    with pytest.raises(ValidationError):
        SolidObstacle(id="o1", cells=[])


# ---- the builder ------------------------------------------------------------------------------

def test_hex_board() -> None:
    course = hex_board(2, center=Hex(5, 5), hole=Hex(6, 5), starts=[Hex(3, 5)], level=1)
    assert len(course.cells) == 19
    assert course.hole == Hex(6, 5) and course.starts == (Hex(3, 5),)
    assert {c.level for c in course.cells} == {1}
    assert len(outline_edges(course)) == 30


def test_from_rows_reads_hex_art() -> None:
    course = from_rows([
        "S . s w H",
        " . . . .",
        ". .",
    ])
    assert course.starts == (Hex(0, 0),)
    assert course.hole == Hex(4, 0)
    assert course.cell_at(Hex(2, 0)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert course.cell_at(Hex(3, 0)).terrain is Terrain.WATER  # type: ignore[union-attr]
    # Row 1 sits half a cell right: its first cell is SE of (0,0); row 2's is SW of (0,1).
    assert course.has_cell(Hex(0, 0).neighbour(Direction.SE))
    assert course.has_cell(Hex(0, 1).neighbour(Direction.SW))
    assert errors_free(course)
    assert to_rows(course) == ["S . s w H", " . . . .", ". ."]
    assert from_rows(to_rows(course), origin=art_origin(course)) == course


def errors_free(course: Course) -> bool:
    return not [p for p in validate(course) if p.is_error]


def test_from_rows_accepts_an_indented_first_row() -> None:
    course = from_rows([" . .", ". . H"], origin=Hex(0, 0))
    assert [c.hex for c in course.cells] == [Hex(0, 0), Hex(1, 0), Hex(-1, 1), Hex(0, 1),
                                            Hex(1, 1)]


@pytest.mark.parametrize(("rows", "message"), [
    (["S x"], r"row 0, column 2: unknown mark 'x'"),
    (["S .", ". ."], r"row 1, column 0: '\.' sits between two cells"),
])
def test_from_rows_rejects_bad_art(rows: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        from_rows(rows)


@given(st.lists(hexes, min_size=1, max_size=15, unique=True),
       st.sampled_from(list(Terrain)))
def test_art_round_trip(cells: list[Hex], terrain: Terrain) -> None:
    course = Course(cells=[{"q": h.q, "r": h.r, "terrain": terrain} for h in cells])
    assert from_rows(to_rows(course), origin=art_origin(course)) == course
