"""The rulebook's worked examples, one test per figure, rebuilt as small courses.

The printed board is not available, so each test builds the smallest course that shows the
situation the figure's text describes (its docstring says how) and asserts the exact cells
visited, the bounces and hand-overs, and where every ball ends.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from golfstudio.carambole.course import (
    Cell,
    ChannelObstacle,
    Colour,
    Course,
    Side,
    SolidCell,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import from_rows, outline_edges
from golfstudio.carambole.game import CaramboleGame, GameParams, Mode, Place, Player, Roll, Shot
from golfstudio.carambole.shot import ShotRecord, resolve_fast, resolve_shot
from golfstudio.carambole.table import compile_course
from golfstudio.hexgrid import Direction, Edge, Hex, edge, ring

E, NE, NW, W, SW, SE = Direction


def fenced(course: Course, straight: Iterable[tuple[str, Sequence[Edge], int]] = ()) -> Course:
    """The course with the given straight walls and a curved wall on the rest of its
    outline (a ball comes back from it, fig. 10–13)."""
    taken: set[Edge] = set()
    for wall_id, edges, angle in straight:
        course = course.add_wall(Wall(id=wall_id, kind=WallKind.STRAIGHT, edges=edges,
                                      angle=angle))
        taken.update(edge(e.cell, e.direction) for e in edges)
    rest = [e for e in outline_edges(course) if e not in taken]
    return course.add_wall(Wall(id="outline", kind=WallKind.CURVED, edges=rest))


def shoot(course: Course, ball: Hex, direction: int, impulses: int,
          others: Sequence[Hex] = ()) -> ShotRecord:
    return resolve_shot(compile_course(course), ball, direction, impulses, others)


def cells(record: ShotRecord) -> list[tuple[int, int]]:
    return [(h.q, h.r) for h in record.path]


def row(q0: int, q1: int, r: int = 0) -> list[tuple[int, int]]:
    """Cells ``(q0, r) … (q1, r)`` in order, either way."""
    step = 1 if q1 >= q0 else -1
    return [(q, r) for q in range(q0, q1 + step, step)]


def bounces(record: ShotRecord) -> list[tuple[tuple[int, int], Direction, Direction, str]]:
    return [((b.cell.q, b.cell.r), b.incoming, b.outgoing, b.cause) for b in record.bounces]


def ends(record: ShotRecord) -> list[tuple[tuple[int, int], bool]]:
    return [((b.cell.q, b.cell.r), b.holed) for b in record.balls]


# ---- reaching the hole (fig. 3–6) ------------------------------------------------------------

LANE = fenced(from_rows(["S . . H . . . . . ."]))


def test_fig_03_straight_line() -> None:
    """Six impulses, six steps in a straight line."""
    course = fenced(from_rows(["S . . . . . . . H"]))
    record = shoot(course, Hex(0, 0), E, 6)
    assert cells(record) == row(0, 6)
    assert ends(record) == [((6, 0), False)]


def test_fig_04_hole_exact() -> None:
    """Three steps from the hole with three impulses: the ball drops in (variant a)."""
    record = shoot(LANE, Hex(0, 0), E, 3)
    assert cells(record) == row(0, 3)
    assert ends(record) == [((3, 0), True)]
    assert record.bounces == ()


def test_fig_05_rolling_over() -> None:
    """Green die, 8: two or more impulses too many, the ball rolls over the hole and loses
    one on its far lip (fig. 5a): 3 steps, +1, then 3 more, to C = (7,0), not (8,0)."""
    record = shoot(LANE, Hex(0, 0), E, 8)
    assert cells(record) == row(0, 7)
    assert ends(record) == [((7, 0), False)]


def test_fig_05_one_over_drops_in() -> None:
    """Variant b: one impulse more than the distance cannot pay for leaving the hole."""
    record = shoot(LANE, Hex(0, 0), E, 4)
    assert cells(record) == row(0, 3)
    assert ends(record) == [((3, 0), True)]


def test_fig_06_hole_in_two() -> None:
    """Orange 12 from the start A to B, six from the hole; yellow 7 drops in (variant b):
    the player notes 2."""
    course = fenced(from_rows(["S" + " ." * 17 + " H . ."]))
    game = CaramboleGame(GameParams((course,), (Player("Ann"),))).new_state()
    game.apply(Place(Hex(0, 0)))
    game.apply(Shot(E, "orange"))
    first = game.apply(Roll(12))
    assert first is not None and cells(first) == row(0, 12)
    game.apply(Shot(E, "yellow"))
    second = game.apply(Roll(7))
    assert second is not None and cells(second) == row(12, 18)
    assert ends(second) == [((18, 0), True)]
    assert game.is_over() and game.scores() == (2,)


# ---- walls (fig. 7–19, 27) -------------------------------------------------------------------

def _top_walled(rows: list[str]) -> Course:
    """A course whose top row is capped by a straight wall at 0° (its NE and NW edges) and
    whose E end is a straight wall at 90°; the rest of the outline is curved."""
    course = from_rows(rows)
    top = min(h.r for h in course.cell_map())
    top_edges = [edge(h, d) for h in course.cell_map() if h.r == top for d in (NE, NW)]
    right = max(h.q for h in course.cell_map() if h.r == top)
    east = [edge(Hex(right, top), E)]
    return fenced(course, [("top", top_edges, 0), ("east", east, 90)])


def test_fig_07_straight_wall_mirror() -> None:
    """A straight wall mirrors the ball: NE into a 0° wall leaves SE (new = 2θ − old)."""
    course = _top_walled(["S . . . . .", " . . . . . .", "  . . . . . ."])
    record = shoot(course, Hex(0, 1), NE, 3)
    assert cells(record) == [(0, 1), (1, 0), (1, 1), (1, 2)]
    assert bounces(record) == [((1, 0), NE, SE, "top")]


def test_fig_13_curved_wall_back_to_start() -> None:
    """A curved wall sends the ball back the way it came; with twice the distance to the
    wall it comes back to where it started."""
    course = fenced(from_rows(["S . . ."]))
    record = shoot(course, Hex(0, 0), E, 6)
    assert cells(record) == [*row(0, 3), *row(2, 0)]
    assert bounces(record) == [((3, 0), E, W, "curved")]
    assert record.bounces[0].object_id == "outline"
    assert ends(record) == [((0, 0), False)]


def test_fig_17_running_along_a_straight_wall() -> None:
    """A ball moving parallel to a straight wall never touches it: along the top row under
    a 0° wall it runs straight to the 90° end wall, comes straight back, and runs along the
    wall again."""
    course = _top_walled(["S . . . . .", " . . . . . ."])
    table = compile_course(course)
    assert table.legal_directions(table.index[Hex(2, 0)]) == (E, W, SW, SE)
    record = shoot(course, Hex(0, 0), E, 7)
    assert cells(record) == [*row(0, 5), (4, 0), (3, 0)]
    assert bounces(record) == [((5, 0), E, W, "east")]


def corner_course(on_se: str) -> Course:
    """Cell (2,0) with a straight wall at 150° on its E edge, which turns a ball played E
    into the adjacent SE edge (the two meet at the cell's lower-right vertex); ``on_se``
    says what holds that SE edge: ``"block"`` a solid obstacle on (2,1) (a side at its own
    edge's angle, 30°), ``"slant"`` the same wall."""
    course = from_rows(["S . . . .", " . . . . .", "  . . . . ."])
    slant = [edge(Hex(2, 0), E)] + ([edge(Hex(2, 0), SE)] if on_se == "slant" else [])
    course = fenced(course, [("slant", slant, 150)])
    if on_se == "block":
        course = course.add_obstacle(SolidObstacle(
            id="block", cells=[SolidCell(q=2, r=1)],
            sides=[Side(edges=[edge(Hex(2, 0), SE)], angle=30)]))
    return course


def test_fig_27_two_walls_at_once() -> None:
    """§3 Decision: the ball hits a wall and an obstacle at the same time only in a corner.
    Played E, it bounces off the 150° wall into the adjacent SE edge, which the block's side
    holds: it touches both at once and goes straight back (W), instead of mirroring off the
    block's side."""
    course = corner_course("block")
    record = shoot(course, Hex(0, 0), E, 4)
    assert cells(record) == [*row(0, 2), *row(1, 0)]
    assert bounces(record) == [((2, 0), E, SE, "slant"), ((2, 0), SE, W, "corner")]
    assert record.bounces[1].object_id == "block"
    table = compile_course(course)
    assert resolve_fast(table, table.index[Hex(0, 0)], E, 4) == table.index[Hex(0, 0)]


def test_fig_27_the_same_wall_on_both_edges_is_no_corner() -> None:
    """Two edges of a corner held by one wall are not two walls: the ball bounces off it
    again by the usual rule (150° mirrors SE back to E), again and again, until the 7th
    bounce in the cell sends it straight back."""
    record = shoot(corner_course("slant"), Hex(0, 0), E, 4)
    assert cells(record) == [*row(0, 2), *row(1, 0)]
    assert [b[3] for b in bounces(record)] == ["slant"] * 6 + ["limit"]


def test_fig_27_two_sides_of_one_obstacle_make_no_corner() -> None:
    """One obstacle holding both edges of the corner by two of its sides: the ball mirrors
    off the first side (150°) into the second (90°), which mirrors it on SW, out of the
    corner."""
    course = fenced(from_rows(["S . . . .", " . . . . .", "  . . . . ."]))
    course = course.add_obstacle(SolidObstacle(
        id="wedge", cells=[SolidCell(q=3, r=0), SolidCell(q=2, r=1)],
        sides=[Side(edges=[edge(Hex(2, 0), E)], angle=150),
               Side(edges=[edge(Hex(2, 0), SE)], angle=90)]))
    record = shoot(course, Hex(0, 0), E, 3)
    assert cells(record) == [(0, 0), (1, 0), (2, 0), (1, 1)]
    assert bounces(record) == [((2, 0), E, SE, "wedge"), ((2, 0), SE, SW, "wedge")]


def test_fig_27_a_blocked_edge_that_is_not_adjacent_is_the_next_bounce() -> None:
    """Not a corner: the 0° top wall turns a ball played NE into the SE edge, which does not
    meet the NE edge (they are two edges apart); the 150° wall on it is simply the next
    bounce and mirrors the ball E."""
    course = from_rows(["S . . . .", " . . . . .", "  . . . . ."])
    top = [edge(Hex(q, 0), d) for q in range(5) for d in (NE, NW)]
    course = fenced(course, [("top", top, 0), ("slant", [edge(Hex(2, 0), SE)], 150)])
    record = shoot(course, Hex(1, 1), NE, 3)
    assert cells(record) == [(1, 1), (2, 0), (3, 0), (4, 0)]
    assert bounces(record) == [((2, 0), NE, SE, "top"), ((2, 0), SE, E, "slant")]
    table = compile_course(course)
    assert resolve_fast(table, table.index[Hex(1, 1)], NE, 3) == table.index[Hex(4, 0)]


def test_fig_18_contour_following_with_bounce_arrows() -> None:
    """The arrows printed on the board (bounce overrides) make the ball follow a curved
    contour: round a ring of cells, turning 60° at each corner."""
    course = _ring_course()
    record = shoot(course, Hex(-2, 2), E, 6)
    assert cells(record) == [(-2, 2), (-1, 2), (0, 2), (1, 1), (2, 0), (2, -1), (2, -2)]
    assert [b[3] for b in bounces(record)] == ["override", "override"]


# ---- channels (fig. 29–31) -------------------------------------------------------------------

def _channel_lane(passes: dict[int, list[list[int]]]) -> Course:
    course = fenced(from_rows(["S . . . . . . .", " . . . . . . . ."]))
    return course.add_obstacle(ChannelObstacle(id="c1", cells=[
        {"q": q, "r": 0, "passes": p} for q, p in passes.items()]))


def test_fig_29_stopping_inside_a_channel() -> None:
    """A ball may stop inside a channel, and is then played only along it."""
    course = _channel_lane({2: [[0, 0], [3, 3]], 3: [[0, 0], [3, 3]], 4: [[0, 0], [3, 3]]})
    table = compile_course(course)
    first = resolve_shot(table, Hex(0, 0), E, 3)
    assert cells(first) == row(0, 3)
    assert first.balls[0].in_channel
    assert table.legal_directions(table.index[Hex(3, 0)]) == (E, W)
    second = resolve_shot(table, Hex(3, 0), E, 3)
    assert cells(second) == row(3, 6)
    assert not second.balls[0].in_channel


def test_fig_30_curved_channel() -> None:
    """Inside a bent channel the ball follows the path without bouncing."""
    course = fenced(from_rows(["S . . . . .", " . . . . . .", "  . . . . . ."]))
    course = course.add_obstacle(ChannelObstacle(id="bend", cells=[
        {"q": 1, "r": 2, "passes": [[0, 1]]},
        {"q": 2, "r": 1, "passes": [[1, 0]]},
    ]))
    record = shoot(course, Hex(0, 2), E, 4)
    assert cells(record) == [(0, 2), (1, 2), (2, 1), (3, 1), (4, 1)]
    assert record.bounces == ()


def test_fig_31_fork_sends_the_ball_back() -> None:
    """Entering a channel that forks, the ball bounces back the way it came."""
    course = _channel_lane({2: [[0, 0], [3, 3]], 3: [[0, 0], [0, 1], [3, 3], [4, 3]]})
    record = shoot(course, Hex(0, 0), E, 6)
    assert cells(record) == [(0, 0), (1, 0), (2, 0), (3, 0), (2, 0), (1, 0), (0, 0)]
    assert bounces(record) == [((3, 0), E, W, "fork")]


# ---- vertical obstacles (fig. 40–42) ---------------------------------------------------------

def _ramp_lane(parts: Sequence[str], first: int = 3) -> Course:
    """A lane with a high obstacle on ``(first, 0)`` onwards, passable both ways."""
    course = fenced(from_rows(["S . . . . . . . . ."]))
    return course.add_obstacle(VerticalObstacle(id="v1", cells=[
        {"q": first + k, "r": 0, "part": part, "passes": [[0, 0], [3, 3]]}
        for k, part in enumerate(parts)]))


def test_fig_40a_slope_roll_back() -> None:
    """Not enough to climb onto the top: stopped on the slope, the ball rolls back to the
    cell before the obstacle. 1 to (2,0), 2 up onto the ramp, 0 left."""
    course = _ramp_lane(["ramp-up", "top", "ramp-down"])
    record = shoot(course, Hex(1, 0), E, 3)
    assert cells(record) == [(1, 0), (2, 0), (3, 0), (2, 0)]
    assert bounces(record) == [((3, 0), E, W, "roll-back")]
    assert ends(record) == [((2, 0), False)]


def test_fig_40b_roll_back_down_a_long_slope() -> None:
    """On a two-cell slope, stopped on its upper cell, the ball rolls all the way down."""
    course = _ramp_lane(["ramp-up", "ramp-up", "top", "ramp-down"])
    record = shoot(course, Hex(1, 0), E, 5)
    assert cells(record) == [(1, 0), (2, 0), (3, 0), (4, 0), (3, 0), (2, 0)]
    assert ends(record) == [((2, 0), False)]


def test_fig_41_stopping_on_the_top_and_crossing() -> None:
    """One more impulse takes it onto the flat top (1), where it rests; from there the step
    down is free and it rolls down and off the obstacle."""
    course = _ramp_lane(["ramp-up", "top", "ramp-down"])
    table = compile_course(course)
    record = resolve_shot(table, Hex(1, 0), E, 4)
    assert cells(record) == [(1, 0), (2, 0), (3, 0), (4, 0)]
    assert ends(record) == [((4, 0), False)] and record.balls[0].in_channel
    onward = resolve_shot(table, Hex(4, 0), E, 1)
    assert cells(onward) == [(4, 0), (5, 0), (6, 0), (7, 0)]


def test_fig_42_centre_hole() -> None:
    """Without the extra impulse to pass over the centre hole the ball falls in and stays
    on that cell, playing on from there; with it, it crosses (1 + 1) and rolls down."""
    course = _ramp_lane(["ramp-up", "centre-hole", "ramp-down"])
    table = compile_course(course)
    fallen = resolve_shot(table, Hex(1, 0), E, 4)
    assert cells(fallen) == [(1, 0), (2, 0), (3, 0), (4, 0)]
    assert ends(fallen) == [((4, 0), False)] and fallen.balls[0].in_channel
    crossing = resolve_shot(table, Hex(1, 0), E, 5)
    assert cells(crossing) == row(1, 6)
    assert ends(crossing) == [((6, 0), False)]
    assert table.legal_directions(table.index[Hex(4, 0)]) == (E, W)
    again = resolve_shot(table, Hex(4, 0), E, 1)
    assert cells(again) == row(4, 6)


# ---- sand and water (fig. 43–46) -------------------------------------------------------------

def test_fig_43_crossing_sand() -> None:
    """A step started on sand costs 2: five impulses take the ball four cells."""
    course = fenced(from_rows(["S . s . . . ."]))
    record = shoot(course, Hex(0, 0), E, 5)
    assert cells(record) == row(0, 4)


def test_fig_44_stuck_in_sand() -> None:
    """8 impulses, 6 steps: the 8th is not used, one more was needed to leave the sand.
    Next stroke the player changes direction, and the first step from the sand costs 2."""
    course = fenced(from_rows(["S . . . s . s s . .", " . . . . . . . . . .",
                               "  . . . . . . . . . ."]))
    table = compile_course(course)
    first = resolve_shot(table, Hex(0, 0), E, 8)
    assert cells(first) == row(0, 6)
    second = resolve_shot(table, Hex(6, 0), SE, 3)
    assert cells(second) == [(6, 0), (6, 1), (6, 2)]


def test_fig_45_water_stops_the_ball() -> None:
    """Entering the first water cell, the ball stops whatever impulses remain."""
    course = fenced(from_rows(["S . . w w . . . ."]))
    record = shoot(course, Hex(0, 0), E, 8)
    assert cells(record) == row(0, 3)
    assert record.balls[0].in_water


def test_fig_46_leaving_water() -> None:
    """Next stroke, from the water each step costs 3 (water to water too); then 1 again."""
    course = fenced(from_rows(["S . . w w . . . ."]))
    table = compile_course(course)
    record = resolve_shot(table, Hex(3, 0), E, 8)
    assert cells(record) == row(3, 7)
    assert not record.balls[0].in_water
    stuck = resolve_shot(table, Hex(3, 0), E, 2)
    assert cells(stuck) == [(3, 0)] and stuck.balls[0].in_water


# ---- collisions (fig. 50–58) -----------------------------------------------------------------

LONG_LANE = fenced(from_rows(["S" + " ." * 12]))


def test_fig_50_handover() -> None:
    """Red has 8; after 5 steps it meets yellow, stops before it and hands over the 3 left:
    8 steps in all."""
    record = shoot(LONG_LANE, Hex(0, 0), E, 8, [Hex(6, 0)])
    assert cells(record) == [*row(0, 5), *row(6, 9)]
    assert [(h.from_ball, h.to_ball, h.impulses, (h.cell.q, h.cell.r), h.direction)
            for h in record.handovers] == [(0, 1, 3, (5, 0), E)]
    assert ends(record) == [((5, 0), False), ((9, 0), False)]
    assert [m.ball for m in record.moves] == [0, 1]


def test_fig_51_line_of_balls() -> None:
    """A ball hitting a line of touching balls along its axis: the last one moves."""
    record = shoot(LONG_LANE, Hex(0, 0), E, 7, [Hex(4, 0), Hex(5, 0), Hex(6, 0)])
    assert cells(record) == [*row(0, 3), *row(6, 10)]
    assert [(h.from_ball, h.to_ball, h.impulses, h.via) for h in record.handovers] == [
        (0, 3, 4, (1, 2))]
    assert ends(record) == [((3, 0), False), ((4, 0), False), ((5, 0), False),
                            ((10, 0), False)]


def test_fig_52_struck_ball_against_a_wall() -> None:
    """The struck ball rests against a straight wall (0°): it bounces off it at once and
    moves off mirrored."""
    course = _top_walled(["S . . . . .", " . . . . . .", "  . . . . . .", "   . . . . . ."])
    record = shoot(course, Hex(0, 1), NE, 3, [Hex(1, 0)])
    assert cells(record) == [(0, 1), (1, 0), (1, 1), (1, 2), (1, 3)]
    assert bounces(record) == [((1, 0), NE, SE, "top")]
    assert ends(record) == [((0, 1), False), ((1, 3), False)]


def test_fig_53_hand_back() -> None:
    """Red hits green, which lies against a curved wall: green bounces straight back into
    red and hands the impulses back; red moves off the other way."""
    course = fenced(from_rows(["S . . . . . . . . . ."]))
    record = shoot(course, Hex(5, 0), E, 6, [Hex(10, 0)])
    assert cells(record) == [*row(5, 9), (10, 0), *row(9, 7)]
    assert [(h.from_ball, h.to_ball, h.impulses, h.direction) for h in record.handovers] == [
        (0, 1, 2, E), (1, 0, 2, W)]
    assert bounces(record) == [((10, 0), E, W, "curved")]
    assert ends(record) == [((7, 0), False), ((10, 0), False)]


def _ring_course() -> Course:
    """A ring of 12 cells round a void centre, fenced by a curved wall, with the arrows
    that turn a ball round it counter-clockwise at the six corners."""
    cells_ = [Cell(q=h.q, r=h.r, terrain=Terrain.FLOOR) for h in ring(Hex(0, 0), 2)]
    course = fenced(Course(cells=cells_))
    for corner, incoming in ((Hex(0, 2), E), (Hex(2, 0), NE), (Hex(2, -2), NW),
                             (Hex(0, -2), W), (Hex(-2, 0), SW), (Hex(-2, 2), SE)):
        course = course.set_bounce_override(corner, incoming, (incoming + 1) % 6)
    return course


def test_fig_54_multiple_caramboles() -> None:
    """Red hits violet, which runs on into yellow, which runs round and hits red, which
    moves again until its impulses are spent (a ring track with arrows at its corners)."""
    course = _ring_course()
    red, violet, yellow = Hex(-2, 2), Hex(1, 1), Hex(2, -2)
    record = shoot(course, red, E, 12, [violet, yellow])
    assert [(m.ball, [(h.q, h.r) for h in m.cells]) for m in record.moves] == [
        (0, [(-2, 2), (-1, 2), (0, 2)]),
        (1, [(1, 1), (2, 0), (2, -1)]),
        (2, [(2, -2), (1, -2), (0, -2), (-1, -1), (-2, 0), (-2, 1), (-2, 2), (-1, 2)]),
        (0, [(0, 2), (1, 1)]),
    ]
    assert [(h.from_ball, h.to_ball, h.impulses) for h in record.handovers] == [
        (0, 1, 10), (1, 2, 8), (2, 0, 1)]
    assert ends(record) == [((1, 1), False), ((2, -1), False), ((-1, 2), False)]


def test_fig_55_knocked_in_ball_scores_for_its_owner() -> None:
    """Carambole mode: blue plays its third stroke and knocks yellow into the hole; yellow
    notes 3, the round's stroke number, though blue played."""
    course = fenced(from_rows(["S S . . . . . . H . ."]))
    players = (Player("Yan", colours=(Colour.YELLOW,)), Player("Bo", colours=(Colour.BLUE,)))
    game = CaramboleGame(GameParams((course,), players, Mode.CARAMBOLE)).new_state()
    plays = [
        (Place(Hex(1, 0)), Shot(E, "white"), Roll(3)),   # round 1: yellow to (4,0)
        (Place(Hex(0, 0)), Shot(E, "white"), Roll(1)),   # blue to (1,0)
        (Shot(E, "white"), Roll(1)),                     # round 2: yellow to (5,0)
        (Shot(E, "white"), Roll(2)),                     # blue to (3,0)
        (Shot(W, "min", card=True), Roll(1)),            # round 3: yellow, 0 impulses
    ]
    for k, actions in enumerate(plays):
        assert game.current_player() == k % 2  # yellow plays before blue (play order)
        for action in actions:
            game.apply(action)
    assert game.current_player() == 1 and game.round == 3
    game.apply(Shot(E, "white"))
    record = game.apply(Roll(4))
    assert record is not None
    assert cells(record) == [(3, 0), (4, 0), *row(5, 8)]
    assert [(h.from_ball, h.to_ball, h.impulses) for h in record.handovers] == [(0, 1, 3)]
    assert record.balls[1].holed
    assert game.ball_card() == ((3, None),)
    game.apply(Shot(E, "white"))
    game.apply(Roll(4))  # round 4: blue from (4,0) drops in too
    assert game.is_over()
    assert game.card() == ((3, 4),)


def test_fig_56_two_balls_holed() -> None:
    """Yellow passes over the hole and at once meets red on the next cell: it hands red its
    impulses and drops in; red bounces off the wall and drops in as well."""
    course = fenced(from_rows(["S . . H . ."]))
    record = shoot(course, Hex(0, 0), E, 6, [Hex(4, 0)])
    assert cells(record) == [*row(0, 3), (4, 0), (5, 0), (4, 0), (3, 0)]
    assert [(h.from_ball, h.to_ball, h.impulses, (h.cell.q, h.cell.r))
            for h in record.handovers] == [(0, 1, 3, (3, 0))]
    assert ends(record) == [((3, 0), True), ((3, 0), True)]
    assert record.holed == (0, 1)


def test_fig_58_line_into_the_hole() -> None:
    """Red (violet die, 36) meets blue after 32 steps; blue cannot move (yellow touches it),
    so the 4 left pass to yellow, which drops in on its fourth step."""
    course = fenced(from_rows(["S" + " ." * 37 + " H . ."]))
    record = shoot(course, Hex(0, 0), E, 36, [Hex(33, 0), Hex(34, 0)])
    assert cells(record) == [*row(0, 32), *row(34, 38)]
    assert [(h.from_ball, h.to_ball, h.impulses, h.via) for h in record.handovers] == [
        (0, 2, 4, (1,))]
    assert ends(record) == [((32, 0), False), ((33, 0), False), ((38, 0), True)]
