"""A course with one of everything the editor draws, for the screenshot and the view tests."""

from __future__ import annotations

from golfstudio.carambole.course import Course, Wall, WallKind
from golfstudio.carambole.course_builder import from_rows, with_curved_outline
from golfstudio.carambole.pieces import bundled_pieces
from golfstudio.carambole.wall_runs import edges_between, straight_angle
from golfstudio.hexgrid import Direction, Hex, Vertex

ROWS = [
    "S . . . . . . . . . . . . .",
    " S . . . s s . . . . . . . .",
    "S . . . s s s . . . . w w .",
    " . . . . . s . . . . w w w .",
    "S . . . . . . . . . . . w . .",
    " S . . . . . . . . . . . . .",
    "S . . . . . . . . . . . H . .",
    " . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . .",
]


def showcase_course() -> Course:
    course = from_rows(ROWS, name="Showcase")
    pieces = {p.name: p for p in bundled_pieces()}
    # A raised plateau at the bottom left, reached by the ramp.
    for h in [Hex(q, r) for r in (7, 8) for q in range(-4, 3)]:
        if course.has_cell(h):
            course = course.set_level(h, 1)
    course = course.set_level(Hex(9, 1), -1).set_level(Hex(10, 1), -1)
    course = with_curved_outline(course, "w1")
    start, end = Vertex(Hex(6, 3), 1), Vertex(Hex(8, 4), 4)
    edges = edges_between(start, end)
    course = course.add_wall(Wall(id="w2", kind=WallKind.STRAIGHT, edges=edges,
                                  angle=straight_angle(edges)))
    curve = edges_between(Vertex(Hex(3, 5), 4), Vertex(Hex(5, 5), 4))
    course = course.add_wall(Wall(id="w3", kind=WallKind.CURVED, edges=curve))
    for oid, name, at, turn in (("o1", "bar-3", Hex(5, 0), 0),
                                ("o2", "straight-3", Hex(1, 3), 0),
                                ("o3", "ramp-3", Hex(-2, 6), 5),
                                ("o4", "curved-3", Hex(8, 5), 0),
                                ("o5", "centre-hole-3", Hex(7, 7), 0),
                                ("o6", "tunnel-1", Hex(10, 3), 1),
                                ("o7", "triangle-3", Hex(9, 0), 0)):
        course = course.add_obstacle(pieces[name].obstacle(oid, at, turn))
    for cell, incoming, outgoing in ((Hex(12, 0), Direction.NE, Direction.SE),
                                     (Hex(5, 3), Direction.SE, Direction.W),
                                     (Hex(10, 6), Direction.E, Direction.SW)):
        course = course.set_bounce_override(cell, incoming, outgoing)
    return course
