"""Whole-course checks: each problem is one line naming its object and cell."""

from __future__ import annotations

from golfstudio.carambole.course import (
    Cell,
    ChannelObstacle,
    Colour,
    Course,
    Side,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import from_rows, with_curved_outline
from golfstudio.carambole.validate import Problem, Severity, blocker, errors_of, validate
from golfstudio.hexgrid import Direction, Hex, edge

# A strip of seven cells, the start on the left and the hole on the right, fenced in.
STRIP = ["S . . . . . H"]


def strip() -> Course:
    return with_curved_outline(from_rows(STRIP))


def errors(course: Course) -> list[str]:
    return [p.message for p in errors_of(validate(course))]


def warnings(course: Course) -> list[str]:
    return [p.message for p in validate(course) if p.severity is Severity.WARNING]


def test_a_fenced_strip_has_no_problem() -> None:
    assert validate(strip()) == []


def test_the_sample_course_has_no_error(course: Course) -> None:
    assert errors(course) == []


# ---- hole, starts, cells ----------------------------------------------------------------------

def test_no_hole() -> None:
    course = strip().set_terrain(Hex(6, 0), Terrain.FLOOR)
    assert validate(course) == [Problem(Severity.ERROR, "the course has no hole")]


def test_two_holes() -> None:
    course = strip().set_terrain(Hex(3, 0), Terrain.HOLE)
    assert validate(course) == [Problem(
        Severity.ERROR, "the course has 2 holes, at (3,0) and (6,0); it needs exactly one",
        cell=Hex(6, 0))]


def test_no_start() -> None:
    assert errors(strip().remove_start(Hex(0, 0))) == ["the course has no start cell"]


def test_bad_starts() -> None:
    course = strip().set_terrain(Hex(2, 0), Terrain.WATER).add_obstacle(
        SolidObstacle(id="o1", cells=[{"q": 4, "r": 0}]))
    for h in (Hex(9, 9), Hex(6, 0), Hex(2, 0), Hex(4, 0)):
        course = course.add_start(h)
    assert errors(course) == [
        "start (2,0) is in water",
        "start (4,0) is inside solid obstacle o1",
        "start (6,0) is on the hole",
        "start (9,9) is not a cell of the course",
    ]
    problem = next(p for p in validate(course) if "solid obstacle" in p.message)
    assert (problem.object_id, problem.cell) == ("o1", Hex(4, 0))


def test_a_start_listed_twice() -> None:
    course = strip().replace(starts=[Hex(0, 0), Hex(0, 0)])
    assert errors(course) == ["start (0,0) is listed 2 times"]


def test_duplicate_cell_coordinates() -> None:
    course = strip()
    course = course.replace(cells=(*course.cells, Cell(q=2, r=0, terrain=Terrain.SAND)))
    assert errors(course) == ["cell (2,0) is listed 2 times"]


def test_duplicate_object_ids() -> None:
    course = strip().replace(obstacles=[SolidObstacle(id="outline", cells=[{"q": 3, "r": 0}])])
    assert errors(course) == ["2 objects share the id outline"]


# ---- walls ---------------------------------------------------------------------------------

def test_a_wall_edge_on_no_cell() -> None:
    course = strip().add_wall(Wall(id="w3", kind=WallKind.CURVED, edges=[(4, 2, 0)]))
    assert validate(course) == [
        Problem(Severity.ERROR, "wall w3: edge (4,2,E) lies on no cell", "w3", Hex(4, 2))]


def test_a_wall_on_the_far_side_of_an_edge_is_on_a_cell() -> None:
    # (7,0) W is the edge (6,0) E: one of its cells is the hole.
    course = strip().remove_wall("outline").add_wall(
        Wall(id="w1", kind=WallKind.STRAIGHT, edges=[(7, 0, 3)], angle=90))
    assert "lies on no cell" not in " ".join(errors(course))
    assert course.wall("w1").edges == (edge(Hex(6, 0), 0),)


def test_two_walls_on_one_edge() -> None:
    course = strip().add_wall(Wall(id="w1", kind=WallKind.STRAIGHT, edges=[(6, 0, 0)],
                                   angle=90))
    assert errors(course) == [
        "walls outline and w1 share edge (6,0,E); an edge belongs to one wall"]


def test_a_straight_wall_whose_angle_is_not_its_line_is_a_warning() -> None:
    course = strip().add_wall(Wall(id="w1", kind=WallKind.STRAIGHT,
                                   edges=[(2, 0, 1), (2, 0, 2)], angle=90))
    assert warnings(course) == ["wall w1: angle 90 differs from its drawn line (0)"]


# ---- obstacles ---------------------------------------------------------------------------------

def test_overlapping_obstacles() -> None:
    course = from_rows(["S . . . .", " . . . H"], origin=Hex(2, -1)).add_obstacle(
        SolidObstacle(id="o2", cells=[{"q": 3, "r": -1}, {"q": 4, "r": -1}])).add_obstacle(
        SolidObstacle(id="o5", cells=[{"q": 3, "r": -1}]))
    assert errors(course) == ["obstacles o2 and o5 overlap at (3,-1)"]
    problem = next(p for p in validate(course) if p.is_error)
    assert (problem.object_id, problem.cell) == ("o5", Hex(3, -1))


def test_an_obstacle_cell_off_the_course_or_on_the_hole() -> None:
    course = strip().add_obstacle(SolidObstacle(
        id="o1", cells=[{"q": 7, "r": 0}, {"q": 6, "r": 0}, {"q": 5, "r": 0},
                        {"q": 5, "r": 0}]))
    assert errors(course) == [
        "obstacle o1 lists cell (5,0) 2 times",
        "obstacle o1: cell (7,0) is not a cell of the course",
        "obstacle o1 covers the hole at (6,0)",
    ]


def test_a_pass_that_turns_the_ball_back() -> None:
    course = strip().add_obstacle(ChannelObstacle(
        id="o1", cells=[{"q": 3, "r": 0, "passes": [[0, 0], [0, 3]]}]))
    assert errors(course) == [
        "obstacle o1 cell (3,0): pass E→W sends the ball back the way it came"]


def test_a_vertical_obstacle_needs_a_pass() -> None:
    course = strip().add_obstacle(VerticalObstacle(
        id="o1", cells=[{"q": 3, "r": 0, "part": "top", "passes": []}]))
    assert errors(course) == [
        "obstacle o1: a vertical obstacle needs a pass; its first pass names the way up "
        "its ramps"]


def test_a_side_off_the_obstacle_outline() -> None:
    course = strip().add_obstacle(SolidObstacle(
        id="o1", cells=[{"q": 2, "r": 0}, {"q": 3, "r": 0}],
        sides=[Side(edges=[(2, 0, 0)], angle=90), Side(edges=[(5, 0, 0)], angle=90)]))
    assert errors(course) == [
        "obstacle o1 side #1: edge (2,0,E) is not on the obstacle's outline",
        "obstacle o1 side #2: edge (5,0,E) is not on the obstacle's outline",
    ]


def test_undrawn_obstacle_outline_is_a_warning() -> None:
    course = strip().add_obstacle(SolidObstacle(
        id="o1", cells=[{"q": 3, "r": 0}],
        sides=[Side(edges=[(3, 0, 0)], angle=90)]))
    # Its NE, NW, SW, SE edges face the outline wall's void; W faces (2,0) with no side.
    assert warnings(course) == [
        "obstacle o1: outline edge (2,0,E) has no side; a ball bounces straight back there"]


def test_a_channel_is_open_along_its_passes_and_warns_where_it_is_closed() -> None:
    course = strip().add_obstacle(ChannelObstacle(
        id="o1", cells=[{"q": 3, "r": 0, "passes": [[0, 0]]}]))
    assert blocker(course, Hex(2, 0), Direction.E) is None
    assert blocker(course, Hex(3, 0), Direction.E) is None
    assert blocker(course, Hex(4, 0), Direction.W) == "into obstacle o1 where it has no pass"
    assert warnings(course) == []  # the E edge is open one way: the ball leaves by it
    wide = with_curved_outline(from_rows(["S . . . . . H", " . . . . . ."])).add_obstacle(
        course.obstacle("o1"))
    assert warnings(wide) == [
        "obstacle o1: outline edges (2,1,NE) and (3,1,NW) have no side; "
        "a ball bounces straight back there"]


def test_passes_that_lead_nowhere_inside_the_obstacle_are_a_warning() -> None:
    course = strip().add_obstacle(ChannelObstacle(id="o1", cells=[
        {"q": 2, "r": 0, "passes": [[0, 0]]}, {"q": 3, "r": 0, "passes": [[3, 3]]}]))
    assert "obstacle o1: pass E→E at (2,0) leads into (3,0), which has no pass entering E" in (
        warnings(course))


# ---- bounce overrides --------------------------------------------------------------------

def test_a_bounce_override_pointing_into_a_wall() -> None:
    course = from_rows([" . . .", ". . S H"]).add_wall(
        Wall(id="w1", kind=WallKind.STRAIGHT, edges=[(0, 1, 1)], angle=150))
    course = course.set_bounce_override(Hex(0, 1), Direction.NW, Direction.NE)
    assert validate(course)[0] == Problem(
        Severity.ERROR, "bounce override at (0,1): outgoing NE points into wall w1",
        cell=Hex(0, 1))


def test_a_bounce_override_pointing_off_the_course_or_into_an_obstacle() -> None:
    course = strip().add_obstacle(SolidObstacle(id="o2", cells=[{"q": 3, "r": 0}]))
    course = course.set_bounce_override(Hex(2, 0), Direction.NE, Direction.SE)
    course = course.set_bounce_override(Hex(2, 0), Direction.SE, Direction.E)
    course = course.set_bounce_override(Hex(9, 9), Direction.E, Direction.W)
    course = course.set_bounce_override(Hex(3, 0), Direction.E, Direction.W)
    assert errors(course) == [
        "bounce override at (2,0): outgoing SE points into wall outline",
        "bounce override at (2,0): outgoing E points into obstacle o2",
        "bounce override at (3,0) is inside solid obstacle o2",
        "bounce override at (9,9) is not on a cell of the course",
    ]
    unfenced = from_rows(STRIP).set_bounce_override(Hex(2, 0), Direction.E, Direction.NE)
    assert errors(unfenced) == [
        "bounce override at (2,0): outgoing NE points off the course"]


def test_a_bounce_override_given_twice() -> None:
    course = strip().set_bounce_override(Hex(2, 0), Direction.NE, Direction.W)
    course = course.replace(bounce_overrides=course.bounce_overrides * 2)
    assert errors(course) == ["bounce override at (2,0): incoming NE is given 2 times"]


def test_a_bounce_override_before_an_open_edge_is_never_used() -> None:
    course = strip().set_bounce_override(Hex(2, 0), Direction.E, Direction.W)
    assert warnings(course) == [
        "bounce override at (2,0): the edge ahead of incoming E is open, "
        "so the arrow is never used"]


# ---- levels ----------------------------------------------------------------------------------

def test_a_level_step_blocks_unless_a_vertical_pass_joins_it() -> None:
    course = strip().set_level(Hex(4, 0), 1).set_level(Hex(5, 0), 1).set_level(Hex(6, 0), 1)
    assert blocker(course, Hex(3, 0), Direction.E) == "across a level step to (4,0)"
    assert warnings(course) == [
        "cell (3,0): blocked edge E has no wall; a ball bounces straight back there"]
    ramp = course.add_obstacle(VerticalObstacle(
        id="o1", cells=[{"q": 4, "r": 0, "part": "ramp-up", "passes": [[0, 0], [3, 3]]}]))
    assert blocker(ramp, Hex(3, 0), Direction.E) is None
    assert blocker(ramp, Hex(4, 0), Direction.W) is None
    assert errors(ramp) == []


# ---- play order -----------------------------------------------------------------------------

def test_play_order_repeats_and_gaps() -> None:
    course = strip().replace(play_order=[Colour.RED, Colour.BLUE, Colour.RED])
    assert errors(course) == ["play order lists red 2 times"]
    assert warnings(course) == [
        "play order leaves out orange, green, yellow and violet; "
        "those balls play after the listed ones"]
