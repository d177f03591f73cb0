"""Copy and paste of course parts: what a selection holds, where a paste lands, renamed ids,
the one hole, and the clipboard's JSON."""

from __future__ import annotations

import json

import pytest

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.clipboard import (
    FRAGMENT_FORMAT,
    Fragment,
    copy_course,
    copy_fragment,
    fragment_from_json,
    fragment_to_data,
    fragment_to_json,
    free_offset,
    paste_fragment,
    place_fragment,
    remove_selection,
)
from golfstudio.carambole.course import Course, SolidObstacle, Terrain, Wall, WallKind
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.validate import errors_of, validate
from golfstudio.hexgrid import Hex, edge
from tests.core.carambole.conftest import sample_course


def _solid(object_id: str, *cells: Hex) -> SolidObstacle:
    return SolidObstacle(id=object_id, cells=[{"q": h.q, "r": h.r} for h in cells])


def test_copying_cells_takes_what_lies_inside_them(course: Course) -> None:
    chosen = {Hex(1, 0), Hex(2, 0)}  # the solid block o1 at (1,0) and a neighbour
    fragment = copy_fragment(course, chosen)
    assert {c.hex for c in fragment.cells} == chosen
    assert [ob.id for ob in fragment.obstacles] == ["o1"]
    # The outline wall and w1 have edges outside the chosen cells: they stay behind.
    assert fragment.walls == ()
    assert fragment.starts == ()


def test_copying_by_id_takes_the_object_alone(course: Course) -> None:
    fragment = copy_fragment(course, (), {"w1", "o2", "nonexistent"})
    assert fragment.cells == ()
    assert [w.id for w in fragment.walls] == ["w1"]
    assert [ob.id for ob in fragment.obstacles] == ["o2"]


def test_a_wall_comes_when_each_edge_touches_a_chosen_cell() -> None:
    board = hex_board(2, hole=Hex(0, 0)).add_wall(
        Wall(id="w1", kind=WallKind.CURVED, edges=[edge(Hex(1, 0), 0), edge(Hex(1, 0), 1)]))
    assert [w.id for w in copy_fragment(board, {Hex(1, 0)}).walls] == ["w1"]
    assert copy_fragment(board, {Hex(2, 0)}).walls == ()


def test_copy_course_is_the_whole_board(course: Course) -> None:
    fragment = copy_course(course)
    assert paste_fragment(Course(cells=()), fragment) == Course(
        cells=course.cells, starts=course.starts, walls=course.walls,
        obstacles=course.obstacles, bounce_overrides=course.bounce_overrides)


def test_pasting_a_whole_board_beside_itself_builds_a_linked_course(course: Course) -> None:
    fragment = copy_course(course)
    offset = free_offset(course, fragment)
    assert offset.r == 0 and offset.q > 0
    pasted = place_fragment(course, fragment, offset)
    linked = pasted.course
    assert len(linked.cells) == 2 * len(course.cells)
    assert not set(course.cell_map()) & pasted.cells  # nothing of the first board covered
    # A gap column: no pasted cell touches a first-board cell.
    assert not any(n in course.cell_map() for h in pasted.cells for n in h.neighbours())
    # Clashing ids got the first free ids; the target keeps its own.
    assert pasted.renamed == {"outline": "w2", "w1": "w3", "o1": "o4", "o2": "o5", "o3": "o6"}
    assert set(pasted.object_ids) == {"w2", "w3", "o4", "o5", "o6"}
    assert len(linked.object_ids()) == 2 * len(course.object_ids())
    # One hole: the pasted one became floor.
    assert linked.holes == (Hex(3, 0),)
    assert pasted.dropped_hole == Hex(3, 0) + offset
    assert linked.cell_at(Hex(3, 0) + offset).terrain is Terrain.FLOOR  # type: ignore[union-attr]
    assert len(linked.starts) == 2 * len(course.starts)
    assert errors_of(validate(linked)) == []


def test_a_course_without_a_hole_takes_the_pasted_one(course: Course) -> None:
    pasted = place_fragment(hex_board(1), copy_course(course), Hex(10, 0))
    assert pasted.dropped_hole is None
    assert pasted.course.holes == (Hex(13, 0),)


def test_a_paste_over_the_hole_keeps_the_pasted_hole() -> None:
    target = hex_board(1, hole=Hex(0, 0))
    fragment = copy_course(hex_board(1, hole=Hex(1, 0)))
    pasted = place_fragment(target, fragment)
    assert pasted.course.holes == (Hex(1, 0),)
    assert pasted.dropped_hole is None


def test_pasted_cells_replace_the_cells_under_them_with_their_marks() -> None:
    target = hex_board(2, hole=Hex(2, 0), starts=[Hex(0, 0), Hex(-1, 0)]).set_bounce_override(
        Hex(0, 0), 0, 1)
    piece = copy_fragment(hex_board(0).set_terrain(Hex(0, 0), Terrain.SAND), {Hex(0, 0)})
    result = paste_fragment(target, piece)
    assert result.cell_at(Hex(0, 0)).terrain is Terrain.SAND  # type: ignore[union-attr]
    assert result.starts == (Hex(-1, 0),)
    assert result.bounce_overrides == ()


def test_objects_alone_keep_their_place_when_it_is_free() -> None:
    source = hex_board(2, hole=Hex(0, 0)).add_obstacle(_solid("o1", Hex(1, 0)))
    fragment = copy_fragment(source, (), {"o1"})
    assert free_offset(hex_board(2, hole=Hex(0, 0)), fragment) == Hex(0, 0)
    # On its own course it moves right until it sits on no other obstacle.
    busy = source.add_obstacle(_solid("o2", Hex(2, 0)))
    offset = free_offset(busy, fragment)
    assert offset == Hex(2, 0)
    duplicated = place_fragment(busy, fragment, offset)
    assert duplicated.object_ids == ("o3",)
    assert duplicated.course.obstacle("o3").hexes == (Hex(3, 0),)


def test_a_wall_is_duplicated_next_to_itself() -> None:
    board = hex_board(2, hole=Hex(0, 0)).add_wall(
        Wall(id="w1", kind=WallKind.STRAIGHT, edges=[edge(Hex(0, 0), 0)], angle=90))
    fragment = copy_fragment(board, (), {"w1"})
    offset = free_offset(board, fragment)
    assert offset == Hex(1, 0)
    result = place_fragment(board, fragment, offset)
    assert result.course.wall("w2").edges == (edge(Hex(1, 0), 0),)


def test_remove_selection_takes_away_what_copy_would_copy(course: Course) -> None:
    chosen = {Hex(1, 0), Hex(2, 0)}
    left = remove_selection(course, chosen)
    assert not any(left.has_cell(h) for h in chosen)
    assert "o1" not in left.object_ids() and "w1" in left.object_ids()
    assert remove_selection(course, (), {"w1"}).object_ids() == course.object_ids() - {"w1"}
    assert remove_selection(course, ()) is course
    emptied = remove_selection(course, course.cell_map(), course.object_ids())
    assert emptied.cells == () and emptied.walls == () and emptied.obstacles == ()
    assert emptied.starts == () and emptied.bounce_overrides == ()
    assert emptied.name == course.name


def test_fragments_travel_as_json(course: Course) -> None:
    fragment = copy_course(course)
    text = fragment_to_json(fragment)
    data = json.loads(text)
    assert data["format"] == FRAGMENT_FORMAT and data["version"] == 1
    assert list(data) == ["format", "version", "cells", "starts", "walls", "obstacles",
                          "bounce_overrides"]
    assert fragment_from_json(text) == fragment
    assert fragment_from_json(fragment_to_json(Fragment())) == Fragment()


def test_a_bundled_linked_board_round_trips_through_the_clipboard() -> None:
    course = load_bundled("linked-grand-tour")
    fragment = copy_course(course)
    assert fragment_from_json(fragment_to_json(fragment)) == fragment


@pytest.mark.parametrize(("text", "message"), [
    ("not json", "not valid JSON"),
    ('{"format": "golfstudio.carambole", "version": 1, "cells": []}',
     "not a piece of a Carambole course"),
    (json.dumps({"format": FRAGMENT_FORMAT, "version": 2}), "version 2"),
    (json.dumps({"format": FRAGMENT_FORMAT, "version": 1, "name": "x"}), 'unknown key "name"'),
    (json.dumps({"format": FRAGMENT_FORMAT, "version": 1,
                 "cells": [{"q": 0, "r": 0, "terrain": "lava"}]}), "lava"),
])
def test_a_bad_clipboard_text_is_a_course_error(text: str, message: str) -> None:
    with pytest.raises(CourseError, match=message):
        fragment_from_json(text)


def test_fragment_data_of_the_sample_keeps_every_object() -> None:
    data = fragment_to_data(copy_course(sample_course()))
    assert len(data["walls"]) == 2 and len(data["obstacles"]) == 3
    assert len(data["bounce_overrides"]) == 1
