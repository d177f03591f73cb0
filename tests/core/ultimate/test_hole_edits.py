"""The editor's edits on plain course values, without a display (Orange canvas's habit:
commands tested on the model). Each keeps the holes, regions and rules it did not touch as
the same objects, which undo and the scene's redraw rely on."""

from __future__ import annotations

from pathlib import Path

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits as edits
from golfstudio.ultimate.course import (
    Course,
    DropOut,
    DropZone,
    PlayAs,
    ReplayFromTee,
    SpecialCard,
    Terrain,
    TracingBackground,
    new_course,
)
from golfstudio.ultimate.course_file import course_from_data, course_to_data
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.limits import MAX_COORDINATE
from ui.ultimate.editor.scene import background_path

BOX = edits.rectangle_points(Point(0, 0), Point(40, 100))


def course_with_two_regions() -> Course:
    course = edits.add_region(new_course("Test"), 0, Terrain.ROUGH, BOX)
    return edits.add_region(course, 0, Terrain.FAIRWAY, edits.rectangle_points(
        Point(10, 10), Point(30, 90)))


def test_new_regions_are_named_by_terrain_and_go_on_top() -> None:
    course = course_with_two_regions()
    hole = course.holes[0]
    assert [r.id for r in hole.regions] == ["r1", "f1"]
    assert hole.terrain_at(Point(20, 50)) is Terrain.FAIRWAY
    again = edits.add_region(course, 0, Terrain.ROUGH, BOX)
    assert again.holes[0].regions[-1].id == "r2"
    assert again.holes[1] is course.holes[1], "other holes are kept as they are"
    with pytest.raises(UltimateError, match="three points"):
        edits.add_region(course, 0, Terrain.BUNKER, BOX[:2])


def test_points_are_kept_on_the_map() -> None:
    course = edits.add_region(new_course("Test"), 0, Terrain.WATER, [
        Point(-5000, 0), Point(0, 5000), Point(1.23456, 0)])
    points = course.holes[0].regions[0].points
    assert points == (Point(-MAX_COORDINATE, 0), Point(0, MAX_COORDINATE), Point(1.23, 0))
    assert course_from_data(course_to_data(course)) == course  # a file takes it back


def test_move_region_vertex_insert_and_delete() -> None:
    course = course_with_two_regions()
    moved = edits.move_region(course, 0, ["f1"], Point(5, -5))
    assert moved.holes[0].region("f1").points[0] == Point(15, 5)  # type: ignore[union-attr]
    assert moved.holes[0].regions[0] is course.holes[0].regions[0]
    inserted = edits.insert_vertex(course, 0, "r1", 0, Point(20, 0))
    assert inserted.holes[0].region("r1").points[:3] == (  # type: ignore[union-attr]
        Point(0, 0), Point(20, 0), Point(40, 0))
    dragged = edits.move_vertex(inserted, 0, "r1", 1, Point(20, -10))
    assert dragged.holes[0].region("r1").points[1] == Point(20, -10)  # type: ignore[union-attr]
    deleted = edits.delete_vertex(dragged, 0, "r1", 1)
    assert deleted.holes[0].region("r1") == course.holes[0].region("r1")
    with pytest.raises(UltimateError, match="at least three"):
        edits.delete_vertex(edits.delete_vertex(course, 0, "f1", 0), 0, "f1", 0)


def test_raise_and_lower_pass_the_next_overlapping_region() -> None:
    course = course_with_two_regions()
    far = edits.add_region(course, 0, Terrain.TREES, edits.rectangle_points(
        Point(500, 500), Point(520, 520)))
    lowered = edits.restack(far, 0, "f1", -1)
    assert lowered.holes[0].terrain_at(Point(20, 50)) is Terrain.ROUGH
    raised = edits.restack(lowered, 0, "f1", 1)
    assert raised.holes[0].terrain_at(Point(20, 50)) is Terrain.FAIRWAY
    assert edits.restack(raised, 0, "tr1", -1) is raised, "it overlaps nothing below"


def test_local_rule_of_a_region_and_removal_with_its_region() -> None:
    course = course_with_two_regions()
    ruled = edits.set_region_relief(course, 0, "f1", DropOut())
    assert ruled.holes[0].local_rules[0].region == "f1"
    assert edits.set_region_relief(ruled, 0, "f1", DropOut()) is ruled
    removed = edits.remove_regions(ruled, 0, ["f1"])
    assert removed.holes[0].region("f1") is None and not removed.holes[0].local_rules
    assert edits.set_region_relief(ruled, 0, "f1", None).holes[0].local_rules == ()


def test_markers_tees_flag() -> None:
    course = new_course("Test")
    course = edits.set_tee_marker(course, 0, Point(0, 0))
    course = edits.set_tee_marker(course, 0, Point(10, 0))
    course = edits.set_tee_marker(course, 0, Point(9, 2))  # moves the nearer one
    assert course.holes[0].tee_markers == (Point(0, 0), Point(9, 2))
    course = edits.set_flag(course, 0, Point(0, 300))
    course = edits.add_150_marker(course, 0, Point(-20, 150))
    course = edits.move_marker(course, 0, "150", 0, Point(-25, 150))
    assert course.holes[0].markers_150 == (Point(-25, 150),)
    course = edits.move_marker(course, 0, "tee", 0, None)
    assert course.holes[0].tee_markers == (Point(9, 2),)
    for _ in range(3):
        course = edits.add_150_marker(course, 0, Point(20, 150))
    with pytest.raises(UltimateError, match="at most 4"):
        edits.add_150_marker(course, 0, Point(20, 150))


def test_holes_added_duplicated_moved_deleted_and_their_fields() -> None:
    course = course_with_two_regions()
    assert len(edits.add_hole(course, 17).holes) == 19
    doubled = edits.duplicate_hole(course, 0)
    assert doubled.holes[1].regions == course.holes[0].regions
    moved = edits.move_hole(course, 0, 5)
    assert moved.holes[5] is course.holes[0]
    assert edits.delete_hole(course, 0).holes[0] is course.holes[1]
    with pytest.raises(UltimateError, match="at least one hole"):
        edits.delete_hole(new_course("One", holes=1), 0)
    with pytest.raises(UltimateError, match="par runs from 3 to 6"):
        edits.set_hole_fields(course, 0, par=7)
    with pytest.raises(UltimateError, match="stroke index runs"):
        edits.set_hole_fields(course, 0, stroke_index=0)
    assert edits.set_hole_fields(course, 0, par=course.holes[0].par) is course


def test_pasted_regions_are_renamed_where_their_ids_are_taken() -> None:
    course = course_with_two_regions()
    pasted, ids = edits.paste_regions(course, 0, course.holes[0].regions)
    assert ids == ["r2", "f2"] and len(pasted.holes[0].regions) == 4
    other, ids = edits.paste_regions(course, 1, course.holes[0].regions)
    assert ids == ["r1", "f1"] and other.holes[1].regions == course.holes[0].regions


def test_ellipse_fits_its_box() -> None:
    points = edits.ellipse_points(Point(0, 0), Point(40, 20))
    assert len(points) == edits.ELLIPSE_POINTS
    assert min(p.x for p in points) == pytest.approx(0)
    assert max(p.x for p in points) == pytest.approx(40)
    assert max(p.y for p in points) == pytest.approx(20, abs=0.1)


def test_a_relative_tracing_image_is_read_beside_the_course_file(tmp_path: Path) -> None:
    background = TracingBackground(image="boards/hole1.png", pixel_a=Point(0, 0),
                                   pixel_b=Point(100, 0), yards=50.0)
    assert background_path(background, tmp_path / "links.json") == (
        tmp_path / "boards" / "hole1.png")
    absolute = background.model_copy(update={"image": str(tmp_path / "scan.png")})
    assert background_path(absolute, Path("/elsewhere/links.json")) == tmp_path / "scan.png"


def test_a_rule_of_several_reliefs_is_made_changed_and_taken_away() -> None:
    course = course_with_two_regions()
    one = edits.add_relief_option(course, 0, "f1", ReplayFromTee())
    two = edits.add_relief_option(one, 0, "f1", DropZone(at=Point(0, 25)))
    (rule,) = two.holes[0].local_rules
    assert rule.region == "f1" and rule.options == (ReplayFromTee(), DropZone(at=Point(0, 25)))
    noted = edits.set_rule_note(two, 0, "f1", "Replay, or drop in front")
    changed = edits.replace_relief_option(noted, 0, "f1", 1, PlayAs(card=SpecialCard.CHIP))
    (rule,) = changed.holes[0].local_rules
    assert rule.options[1] == PlayAs(card=SpecialCard.CHIP)
    assert rule.note == "Replay, or drop in front", "a changed relief keeps the rule's note"
    assert edits.replace_relief_option(changed, 0, "f1", 1, PlayAs(card=SpecialCard.CHIP)) \
        is changed
    fewer = edits.remove_relief_option(changed, 0, "f1", 0)
    assert fewer.holes[0].local_rules[0].options == (PlayAs(card=SpecialCard.CHIP),)
    assert edits.remove_relief_option(fewer, 0, "f1", 0).holes[0].local_rules == ()
    with pytest.raises(UltimateError, match="no relief #3"):
        edits.remove_relief_option(changed, 0, "f1", 2)
    with pytest.raises(UltimateError, match="no region nowhere"):
        edits.add_relief_option(course, 0, "nowhere", ReplayFromTee())
    full = two
    for _ in range(2):
        full = edits.add_relief_option(full, 0, "f1", ReplayFromTee())
    with pytest.raises(UltimateError, match="at most 4 reliefs"):
        edits.add_relief_option(full, 0, "f1", ReplayFromTee())
    with pytest.raises(UltimateError, match="no local rule"):
        edits.set_rule_note(course, 0, "r1", "words")
