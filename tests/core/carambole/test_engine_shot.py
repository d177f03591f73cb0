"""Shot resolution: rules the figures do not show, the record's format, and properties that
hold for every shot on random courses (terminates, costs within the impulses, balls never
share a cell, the fast path agrees with the full one)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.carambole.course import (
    Cell,
    ChannelObstacle,
    Course,
    SolidObstacle,
    Terrain,
    VerticalObstacle,
    Wall,
    WallKind,
)
from golfstudio.carambole.course_builder import from_rows, hex_board, outline_edges
from golfstudio.carambole.shot import ShotRecord, resolve_fast, resolve_ids, resolve_shot
from golfstudio.carambole.table import CellTable, GameError, compile_course
from golfstudio.hexgrid import Direction, Hex, direction_between, edge
from tests.core.carambole.test_figures import bounces, cells, fenced, row, shoot
from tests.property_examples import examples

E, NE, NW, W, SW, SE = Direction


# ---- rules beyond the figures ------------------------------------------------------------------

def test_wedged_balls_end_the_shot() -> None:
    """§7 Decision: two balls between two curved walls hand the impulses back and forth
    without a step; the third receipt of one ball in one direction ends the shot, the
    impulses are lost and both stay where they are."""
    course = fenced(from_rows(["S ."]))
    record = shoot(course, Hex(0, 0), E, 5, [Hex(1, 0)])
    assert record.wedged
    assert [(h.from_ball, h.to_ball, h.direction) for h in record.handovers] == [
        (0, 1, E), (1, 0, W), (0, 1, E), (1, 0, W)]
    assert cells(record) == [(0, 0), (1, 0), (0, 0), (1, 0), (0, 0)]
    assert [(b.cell.q, b.cell.r) for b in record.balls] == [(0, 0), (1, 0)]


def test_more_than_six_bounces_in_a_cell_send_the_ball_straight_back() -> None:
    """Arrows that keep turning the ball into blocked edges: after 6 bounces without a
    step the 7th sends it straight back the way it came."""
    course = fenced(from_rows(["S . ."]))
    for incoming, outgoing in ((E, NE), (NE, NW), (NW, E)):
        course = course.set_bounce_override(Hex(2, 0), incoming, outgoing)
    record = shoot(course, Hex(0, 0), E, 5)
    assert cells(record) == [(0, 0), (1, 0), (2, 0), (1, 0), (0, 0), (1, 0)]
    assert [b[3] for b in bounces(record)] == ["override"] * 6 + ["limit", "curved"]
    assert bounces(record)[6] == ((2, 0), E, W, "limit")


def test_straight_back_blocked_stops_the_ball() -> None:
    """Played E into a 150° wall, the ball turns into the adjacent SE edge, which a second
    wall holds: two walls at once, so straight back — W, into the outline: it stops where
    it is, on the cell it was played from (its SW edge stays open: a ball with no way out
    at all does not bounce)."""
    course = Course(cells=[Cell(q=0, r=0, terrain=Terrain.FLOOR),
                           Cell(q=1, r=0, terrain=Terrain.FLOOR),
                           Cell(q=0, r=1, terrain=Terrain.FLOOR),
                           Cell(q=-1, r=1, terrain=Terrain.FLOOR)])
    course = course.add_wall(Wall(id="slant", kind=WallKind.STRAIGHT,
                                  edges=[edge(Hex(0, 0), E)], angle=150))
    course = course.add_wall(Wall(id="cut", kind=WallKind.CURVED, edges=[edge(Hex(0, 0), SE)]))
    record = shoot(fenced(course), Hex(0, 0), E, 4)
    assert cells(record) == [(0, 0)]
    assert bounces(record) == [((0, 0), E, SE, "slant")]
    assert record.balls[0].cell == Hex(0, 0)
    table = compile_course(fenced(course))
    assert resolve_fast(table, table.index[Hex(0, 0)], E, 4) == table.index[Hex(0, 0)]


def test_bounces_back_and_forth_between_two_walls_until_the_limit() -> None:
    """Played E into a curved wall, the ball comes back W into the outline, a different
    wall but not an adjacent edge: no corner, so it bounces on between the two until the
    7th bounce in the cell, straight back W — blocked: it stops."""
    course = Course(cells=[Cell(q=0, r=0, terrain=Terrain.FLOOR),
                           Cell(q=1, r=0, terrain=Terrain.FLOOR),
                           Cell(q=0, r=1, terrain=Terrain.FLOOR)])
    course = course.add_wall(Wall(id="cut", kind=WallKind.CURVED, edges=[edge(Hex(0, 0), E)]))
    record = shoot(fenced(course), Hex(0, 0), E, 4)
    assert cells(record) == [(0, 0)]
    assert bounces(record) == [((0, 0), E, W, "curved"), ((0, 0), W, E, "curved")] * 3
    assert [b.object_id for b in record.bounces] == ["cut", "outline"] * 3
    assert record.balls[0].cell == Hex(0, 0)


def test_override_wins_only_before_a_blocked_edge() -> None:
    course = fenced(from_rows(["S . . .", " . . . ."]))
    course = course.set_bounce_override(Hex(1, 0), E, SE).set_bounce_override(
        Hex(3, 0), E, SW)
    record = shoot(course, Hex(0, 0), E, 4)
    assert cells(record) == [(0, 0), (1, 0), (2, 0), (3, 0), (2, 1)]
    assert bounces(record) == [((3, 0), E, SW, "override")]


def test_solid_obstacle_side_mirrors_like_a_straight_wall() -> None:
    course = fenced(from_rows(["S . . . .", " . . . . .", "  . . . . ."]))
    course = course.add_obstacle(SolidObstacle(
        id="block", cells=[{"q": 2, "r": 1}],
        sides=[{"edges": [edge(Hex(2, 1), d)], "angle": a}
               for d, a in ((E, 90), (NE, 150), (NW, 30), (W, 90), (SW, 150), (SE, 30))]))
    table = compile_course(course)
    assert table.solid[table.index[Hex(2, 1)]]
    record = resolve_shot(table, Hex(0, 1), E, 2)  # its W face at 90°: straight back
    assert cells(record) == [(0, 1), (1, 1), (0, 1)]
    assert bounces(record) == [((1, 1), E, W, "block")]
    assert record.bounces[0].object_id == "block"


def test_levels_are_joined_only_through_a_vertical_obstacle() -> None:
    """§8: a level step nobody drew is a blocked edge (the ball comes back); a ramp's pass
    joins the levels: up costs 2, and down the ramp the ball rolls free."""
    base = fenced(from_rows(["S . . . . . . ."]))
    upper = base
    for q in range(4, 8):
        upper = upper.set_level(Hex(q, 0), 1)
    record = shoot(upper, Hex(0, 0), E, 6)
    assert cells(record) == [*row(0, 3), *row(2, 0)]
    assert bounces(record) == [((3, 0), E, W, "back")]
    ramped = upper.add_obstacle(VerticalObstacle(id="ramp", cells=[
        {"q": 4, "r": 0, "part": "ramp-up", "passes": [[0, 0], [3, 3]]}]))
    table = compile_course(ramped)
    up = resolve_shot(table, Hex(0, 0), E, 6)
    assert cells(up) == row(0, 5)
    short = resolve_shot(table, Hex(0, 0), E, 5)  # on the ramp with nothing left: back
    assert cells(short) == [*row(0, 4), (3, 0)]
    down = resolve_shot(table, Hex(6, 0), W, 2)
    assert cells(down) == row(6, 2)


def test_hole_with_a_wall_behind_it() -> None:
    """One too many in front of a wall: the ball cannot pay to leave the hole: it drops."""
    course = fenced(from_rows(["S . . H"]))
    assert shoot(course, Hex(0, 0), E, 4).balls[0].holed
    rolled = shoot(course, Hex(0, 0), E, 5)  # 2 more: it bounces and rolls out (1 + 1)
    assert cells(rolled) == [*row(0, 3), (2, 0)]
    assert not rolled.balls[0].holed


def test_no_impulses_no_bounce() -> None:
    course = fenced(from_rows(["S ."]))
    record = shoot(course, Hex(0, 0), E, 1)
    assert cells(record) == [(0, 0), (1, 0)] and record.bounces == ()


def test_a_ball_on_sand_that_cannot_pay_hands_nothing() -> None:
    course = fenced(from_rows(["S . s . . ."]))
    record = shoot(course, Hex(0, 0), E, 3, [Hex(3, 0)])
    assert cells(record) == row(0, 2)
    assert record.handovers == ()
    assert [b.cell for b in record.balls] == [Hex(2, 0), Hex(3, 0)]


def test_record_to_dict() -> None:
    course = fenced(from_rows(["S . . . . ."]))
    record = shoot(course, Hex(0, 0), E, 5, [Hex(3, 0)])
    data = record.to_dict()
    assert list(data) == ["path", "bounces", "handovers", "balls"]
    assert data["path"] == [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [4, 0]]
    assert data["handovers"] == [{"from": 0, "to": 1, "impulses": 3, "cell": [2, 0],
                                  "direction": 0, "via": [], "at": 2}]
    assert data["bounces"] == [{"cell": [5, 0], "incoming": 0, "outgoing": 3,
                                "cause": "curved", "ball": 1, "at": 5}]
    assert data["balls"] == [
        {"cell": [2, 0], "holed": False, "in_water": False, "in_channel": False},
        {"cell": [4, 0], "holed": False, "in_water": False, "in_channel": False}]
    assert json.loads(json.dumps(data)) == data


@pytest.mark.parametrize(("ball", "direction", "impulses", "others", "message"), [
    (Hex(9, 9), 0, 3, [], "(9,9) is not a cell of the course"),
    (Hex(0, 0), 6, 3, [], "direction 6 is not a direction 0–5"),
    (Hex(0, 0), 0, -1, [], "a shot has 0 to 99 impulses, not -1"),
    (Hex(0, 0), 0, 100, [], "a shot has 0 to 99 impulses, not 100"),
    (Hex(0, 0), 0, 3, [Hex(0, 0)], "two balls cannot rest on (0,0)"),
    (Hex(0, 0), 0, 3, [Hex(3, 0)], "a ball at (3,0) would already be in the hole"),
])
def test_bad_shots_are_refused(ball: Hex, direction: int, impulses: int, others: list[Hex],
                               message: str) -> None:
    with pytest.raises(GameError) as info:
        shoot(fenced(from_rows(["S . . H"])), ball, direction, impulses, others)
    assert str(info.value) == message


# ---- random courses ----------------------------------------------------------------------------

@st.composite
def random_courses(draw: st.DrawFn) -> Course:
    """A small board with random terrain, walls of every kind (and undrawn edges), bounce
    arrows, a channel, a high obstacle, a solid block and a raised area."""
    radius = draw(st.integers(2, 4))
    board = list(hex_board(radius).cell_map())
    hole = draw(st.sampled_from(board))
    terrains = draw(st.lists(st.sampled_from(
        [Terrain.FLOOR] * 5 + [Terrain.SAND, Terrain.WATER]),
        min_size=len(board), max_size=len(board)))
    raised = draw(st.integers(-radius, radius + 1))
    cells_ = [Cell(q=h.q, r=h.r, level=1 if h.q >= raised and draw(st.booleans()) else 0,
                   terrain=Terrain.HOLE if h == hole else t)
              for h, t in zip(board, terrains, strict=True)]
    free = [h for h in board if h != hole]
    used: set[Hex] = set()
    obstacles: list[Any] = []

    def pick_line(length: int) -> tuple[list[Hex], Direction] | None:
        start = draw(st.sampled_from(free))
        d = draw(st.sampled_from(list(Direction)))
        line = [start]
        for _ in range(length - 1):
            line.append(line[-1].neighbour(d))
        if any(h not in free or h in used for h in line):
            return None
        used.update(line)
        return line, d

    channel = pick_line(draw(st.integers(1, 3)))
    if channel is not None:
        line, d = channel
        obstacles.append(ChannelObstacle(id="ch", cells=[
            {"q": h.q, "r": h.r, "passes": draw(st.sampled_from(
                [[[d, d], [(d + 3) % 6, (d + 3) % 6]], [[d, d]], [[d, (d + 1) % 6], [d, d]],
                 [[d, (d + 1) % 6], [(d + 2) % 6, (d + 3) % 6]]]))} for h in line]))
    vertical = pick_line(3)
    if vertical is not None:
        line, d = vertical
        middle = draw(st.sampled_from(["top", "centre-hole", "ramp-up", "under"]))
        obstacles.append(VerticalObstacle(id="hi", cells=[
            {"q": h.q, "r": h.r, "part": part, "passes": [[d, d], [(d + 3) % 6, (d + 3) % 6]]}
            for h, part in zip(line, ["ramp-up", middle, "ramp-down"], strict=True)]))
    block = pick_line(1)
    if block is not None:
        (h,), _ = block
        obstacles.append(SolidObstacle(id="blk", cells=[{"q": h.q, "r": h.r}], sides=[
            {"edges": [edge(h, d)], "angle": draw(st.sampled_from(range(0, 180, 30)))}
            for d in Direction if draw(st.booleans())]))
    course = Course(cells=cells_, obstacles=obstacles)
    edges = list(dict.fromkeys(outline_edges(course) + draw(st.lists(
        st.builds(edge, st.sampled_from(board), st.sampled_from(list(Direction))),
        max_size=6))))
    walls: list[Wall] = []
    kinds = draw(st.lists(st.sampled_from(["straight", "straight", "curved", "none"]),
                          min_size=len(edges), max_size=len(edges)))
    for k, (e, kind) in enumerate(zip(edges, kinds, strict=True)):
        if kind == "straight":
            walls.append(Wall(id=f"w{k}", kind=WallKind.STRAIGHT, edges=[e],
                              angle=draw(st.sampled_from(range(0, 180, 30)))))
        elif kind == "curved":
            walls.append(Wall(id=f"w{k}", kind=WallKind.CURVED, edges=[e]))
    arrows = draw(st.lists(st.tuples(st.sampled_from(board), st.integers(0, 5),
                                     st.integers(0, 5)), max_size=4,
                           unique_by=lambda a: (a[0], a[1])))
    return course.replace(walls=walls, bounce_overrides=[
        {"q": h.q, "r": h.r, "incoming": i, "outgoing": o} for h, i, o in arrows])


def shots_on(table: CellTable, draw: Callable[..., Any], balls: int) -> tuple[list[int], int, int]:
    places = [c for c in range(len(table)) if not table.solid[c] and not table.is_hole[c]]
    chosen = draw(st.lists(st.sampled_from(places), min_size=1, max_size=balls, unique=True))
    return chosen, draw(st.integers(0, 5)), draw(st.integers(0, 40))


def step_costs(table: CellTable, record: ShotRecord) -> int:
    """The impulses the record's steps cost (roll-backs are free)."""
    total = 0
    start = 0
    rollbacks = {b.at for b in record.bounces if b.cause == "roll-back"}
    for move in record.moves:
        for k in range(len(move.cells) - 1):
            if start + k in rollbacks:
                break
            a, b = move.cells[k], move.cells[k + 1]
            d = direction_between(a, b)
            assert d is not None, f"{a} and {b} are not neighbours"
            total += table.cost[6 * table.index[a] + d]
        start += len(move.cells)
    return total


def check_record(table: CellTable, balls: list[int], impulses: int, record: ShotRecord) -> None:
    assert record.path == tuple(h for m in record.moves for h in m.cells)
    assert record.moves[0].cells[0] == table.hexes[balls[0]]
    for move in record.moves:
        for here, there in zip(move.cells, move.cells[1:], strict=False):
            assert direction_between(here, there) is not None
    assert step_costs(table, record) <= impulses
    resting = [end.cell for end in record.balls if not end.holed]
    assert len(resting) == len(set(resting))
    for end in record.balls:
        c = table.index[end.cell]
        assert end.holed == table.is_hole[c]
        assert not table.solid[c]
        assert end.in_water == (table.is_water[c] and not end.holed)
    moved = {m.ball for m in record.moves}
    for b, end in enumerate(record.balls):
        if b not in moved:
            assert table.index[end.cell] == balls[b]
    for h in record.handovers:
        assert h.impulses >= 1


@pytest.mark.slow
@settings(max_examples=examples(full=120, default=40), deadline=None)
@given(st.data())
def test_single_ball_shots(data: st.DataObject) -> None:
    table = compile_course(data.draw(random_courses()))
    for _ in range(15):
        balls, d, n = shots_on(table, data.draw, 1)
        record = resolve_ids(table, balls, d, n)
        check_record(table, balls, n, record)
        assert table.index[record.balls[0].cell] == resolve_fast(table, balls[0], d, n)
        assert record == resolve_ids(table, balls, d, n)


@pytest.mark.slow
@settings(max_examples=examples(full=120, default=40), deadline=None)
@given(st.data())
def test_many_ball_shots(data: st.DataObject) -> None:
    table = compile_course(data.draw(random_courses()))
    for _ in range(15):
        balls, d, n = shots_on(table, data.draw, 6)
        record = resolve_ids(table, balls, d, n)
        check_record(table, balls, n, record)


def test_fast_path_agrees_on_many_random_shots() -> None:
    """Resolve and resolve_fast agree on a thousand seeded shots on a course with a bit of
    everything (the property tests above add random courses)."""
    import random

    table = compile_course(_everything())
    rng = random.Random(7)
    places = [c for c in range(len(table)) if not table.solid[c] and not table.is_hole[c]]
    for _ in range(2000):
        c, d, n = rng.choice(places), rng.randrange(6), rng.randrange(41)
        full = resolve_ids(table, [c], d, n)
        assert table.index[full.balls[0].cell] == resolve_fast(table, c, d, n), (c, d, n)


def _everything() -> Course:
    course = hex_board(4, hole=Hex(3, -1), starts=[Hex(-3, 1)])
    for h, t in ((Hex(0, 2), Terrain.SAND), (Hex(1, 2), Terrain.SAND),
                 (Hex(-2, 0), Terrain.WATER), (Hex(-2, -1), Terrain.WATER)):
        course = course.set_terrain(h, t)
    course = course.add_obstacle(VerticalObstacle(id="hi", cells=[
        {"q": q, "r": 0, "part": part, "passes": [[0, 0], [3, 3]]}
        for q, part in ((-1, "ramp-up"), (0, "centre-hole"), (1, "ramp-down"))]))
    course = course.add_obstacle(ChannelObstacle(id="ch", cells=[
        {"q": 0, "r": -2, "passes": [[0, 0], [3, 3], [0, 1]]}]))
    outline = outline_edges(course)
    course = course.add_wall(Wall(id="round", kind=WallKind.CURVED, edges=outline[::2]))
    for k, e in enumerate(outline[1::2]):
        course = course.add_wall(Wall(id=f"s{k}", kind=WallKind.STRAIGHT, edges=[e],
                                      angle=(90 + 60 * e.direction) % 180))
    return course.set_bounce_override(Hex(4, -4), 1, 4)


def test_everything_course_is_playable() -> None:
    data: dict[str, Any] = resolve_shot(compile_course(_everything()), Hex(-3, 1), E,
                                        30).to_dict()
    assert data["path"][0] == [-3, 1]


def test_hand_overs_over_free_steps_cannot_go_round_for_ever() -> None:
    """Hypothesis seed 93 found it: five balls around a ramp pass the impulses back and forth
    over free (downhill) steps, so none is ever spent. The free-step safety net spans the
    whole shot, hand-overs included, so the shot ends (before the fix the path grew until the
    machine ran out of memory)."""
    from pathlib import Path

    from golfstudio.carambole.course_file import read_course

    course, _problems = read_course(Path(__file__).parent / "data" / "runaway_handovers.json")
    table = compile_course(course)
    balls = [6, 12, 0, 1, 26]
    record = resolve_ids(table, balls, 0, 4)
    check_record(table, balls, 4, record)
    free_steps_allowed = 6 * len(table) + 6
    assert len(record.handovers) > 10  # it really is the ping-pong case
    assert len(record.path) <= 4 + free_steps_allowed + len(record.moves) * 2
