"""Walling the outline: a painted strip gets curved ends and straight sides, and no more
"blocked edges … have no wall" warnings."""

from __future__ import annotations

from golfstudio.carambole.cell_edits import paint_cells
from golfstudio.carambole.course import Course, Terrain, Wall, WallKind
from golfstudio.carambole.outline import outline_walls, wall_the_outline
from golfstudio.carambole.validate import validate
from golfstudio.hexgrid import Direction, Hex, edge


def strip(rows: int, length: int = 8) -> Course:
    cells = [Hex(q, r) for r in range(rows) for q in range(-(r // 2), length - r // 2)]
    return paint_cells(Course(cells=()), cells, Terrain.FLOOR).set_hole(
        Hex(length - 2, 0)).add_start(Hex(0, 0))


def no_wall_warnings(course: Course) -> list[str]:
    return [p.message for p in validate(course) if "no wall" in p.message]


def test_a_painted_strip_warns_until_its_outline_is_walled() -> None:
    for rows in (1, 2, 3):
        course = strip(rows)
        assert no_wall_warnings(course)
        walled = wall_the_outline(course)
        assert no_wall_warnings(walled) == []
        assert [p.message for p in validate(walled) if p.is_error] == []


def test_the_long_sides_are_straight_and_the_ends_curved() -> None:
    walled = wall_the_outline(strip(2))
    straight = [w for w in walled.walls if w.kind is WallKind.STRAIGHT]
    curved = [w for w in walled.walls if w.kind is WallKind.CURVED]
    assert len(straight) == 2 and len(curved) == 2
    assert all(w.angle == 0 for w in straight)  # along the strip, East-West
    ends = {e for w in curved for e in w.edges}
    assert edge(Hex(7, 0), Direction.E) in ends and edge(Hex(0, 0), Direction.W) in ends
    assert min(len(w.edges) for w in straight) > max(len(w.edges) for w in curved)


def test_existing_walls_are_kept_and_walling_twice_adds_nothing() -> None:
    course = strip(1)
    mine = Wall(id="w1", kind=WallKind.CURVED, edges=(edge(Hex(0, 0), Direction.W),))
    course = course.add_wall(mine)
    walled = wall_the_outline(course)
    assert walled.walls[0] == mine
    assert all(edge(Hex(0, 0), Direction.W) not in w.edges for w in walled.walls[1:])
    assert len({w.id for w in walled.walls}) == len(walled.walls)
    assert no_wall_warnings(walled) == []
    assert outline_walls(walled) == [] and wall_the_outline(walled) is walled
    assert wall_the_outline(Course(cells=())) == Course(cells=())
