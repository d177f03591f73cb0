"""What the course works out once per model — a region's polygon, a hole's regions from the
top down, the situations at points already read — never changes an answer and never outlives
or goes stale on the model it was worked out from."""

from __future__ import annotations

import gc
import random

from golfstudio.plane import Point, Polygon, topmost
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.course import Course, Hole, ModelMemo, Region, Terrain
from golfstudio.ultimate.course_file import course_from_data, course_to_data
from golfstudio.ultimate.lie import MEMO_SIZE, situation_at


def _square(x: float, y: float, side: float, region_id: str = "r",
            kind: Terrain = Terrain.FAIRWAY, z: int = 0) -> Region:
    return Region(id=region_id, kind=kind, z=z, points=(
        Point(x, y), Point(x + side, y), Point(x + side, y + side), Point(x, y + side)))


def test_a_region_builds_its_polygon_once_and_stays_equal_hashable_and_dumpable() -> None:
    used, fresh = _square(0, 0, 10), _square(0, 0, 10)
    polygon = used.polygon
    assert used.polygon is polygon and polygon == Polygon(used.points)
    assert used == fresh and fresh == used and hash(used) == hash(fresh)
    assert used.model_dump(mode="json") == fresh.model_dump(mode="json")
    assert used.model_dump_json() == fresh.model_dump_json()


def test_a_copy_with_new_points_gets_its_own_polygon() -> None:
    region = _square(0, 0, 10)
    assert region.polygon.contains(Point(5, 5))
    moved = region.model_copy(update={"points": _square(100, 100, 10).points})
    assert moved.polygon.contains(Point(105, 105)) and not moved.polygon.contains(Point(5, 5))
    assert region.polygon.contains(Point(5, 5))


def test_what_is_worked_out_goes_with_the_model() -> None:
    built: list[int] = []
    memo: ModelMemo[Region, int] = ModelMemo(lambda r: built.append(1) or len(built))
    region = _square(0, 0, 10)
    assert memo(region) == memo(region) == 1
    assert len(memo._table) == 1
    del region
    gc.collect()
    assert memo._table == {}
    other = _square(0, 0, 10)
    assert memo(other) == 2  # a new model is worked out anew, even when equal


def test_the_region_seen_is_the_topmost_as_plane_defines_it() -> None:
    """Every hole of the bundled course at every corner of its regions (where overlaps meet)
    and at random points over the map: the top-down search agrees with ``topmost``."""
    rng = random.Random(12)
    for hole in load_bundled().holes:
        layers = [(Polygon(r.points), r.z) for r in hole.regions]
        corners = [p for r in hole.regions for p in r.points]
        xs = [p.x for p in corners]
        ys = [p.y for p in corners]
        spots = corners + [Point(rng.uniform(min(xs) - 20, max(xs) + 20),
                                 rng.uniform(min(ys) - 20, max(ys) + 20)) for _ in range(300)]
        for p in spots:
            index = topmost(p, layers)
            expected = None if index is None else hole.regions[index]
            assert hole.region_at(p) is expected, (p, hole.name)


def test_overlaps_of_equal_z_go_to_the_later_region() -> None:
    hole = Hole(par=3, stroke_index=1, regions=(
        _square(0, 0, 10, "high", Terrain.ROUGH, z=2), _square(0, 0, 10, "a", z=0),
        _square(0, 0, 10, "b", Terrain.BUNKER, z=0), _square(0, 0, 10, "c", Terrain.GREEN, z=2)))
    assert hole.region_at(Point(5, 5)).id == "c"  # type: ignore[union-attr]
    assert hole.region_at(Point(50, 5)) is None


def _copy(course: Course) -> Course:
    return course_from_data(course_to_data(course))


def test_a_remembered_situation_is_the_one_worked_out_afresh() -> None:
    """The same points read twice on one hole, and once on an equal hole that has
    remembered nothing, give equal situations."""
    course = load_bundled()
    rng = random.Random(7)
    for hole, twin in zip(course.holes, _copy(course).holes, strict=True):
        assert hole == twin and hole is not twin
        assert hole.flag is not None
        spots = [Point(hole.flag.x + rng.uniform(-300, 300), hole.flag.y + rng.uniform(-300, 60))
                 for _ in range(40)]
        for first_shot in (False, True):
            seen = [situation_at(hole, p, first_shot=first_shot) for p in spots]
            again = [situation_at(hole, p, first_shot=first_shot) for p in spots]
            afresh = [situation_at(twin, p, first_shot=first_shot) for p in spots]
            assert seen == again == afresh


def test_a_remembered_situation_carries_the_point_asked_about() -> None:
    hole = load_bundled().holes[0]
    assert situation_at(hole, Point(0.0, 10.0), first_shot=False).lie.point.x == 0.0
    negative_zero = situation_at(hole, Point(-0.0, 10.0), first_shot=False)
    assert repr(negative_zero.lie.point) == "Point(x=-0.0, y=10.0)"


def test_the_memory_of_situations_is_bounded() -> None:
    from golfstudio.ultimate.lie import _situations

    hole = _copy(load_bundled()).holes[3]
    for k in range(3 * MEMO_SIZE):
        situation_at(hole, Point(float(k), 0.0), first_shot=False)
    assert 0 < len(_situations(hole)) <= MEMO_SIZE


def test_the_cards_allowed_are_those_refusal_lets_through_in_every_situation() -> None:
    """``allowed_cards`` remembers its answer per situation kind (and sand wedge or not):
    checked against ``refusal`` card by card at points all over the bundled course, on the
    tee and off it, within and beyond 60 yards of the flag."""
    from golfstudio.ultimate.cards import default_cards
    from golfstudio.ultimate.lie import allowed_cards, refusal

    cards = default_cards()
    rng = random.Random(3)
    kinds = set()
    for hole in load_bundled().holes:
        assert hole.flag is not None
        spots = [p for r in hole.regions for p in r.points] + [
            Point(hole.flag.x + rng.uniform(-120, 120), hole.flag.y + rng.uniform(-400, 40))
            for _ in range(60)]
        for p in spots:
            for first_shot in (False, True):
                situation = situation_at(hole, p, first_shot=first_shot)
                kinds.add((situation.kind, situation.recovery_with_wedge))
                assert allowed_cards(cards, situation) == tuple(
                    c.id for c in cards.cards if refusal(cards, c.id, situation) is None)
    assert len(kinds) >= 10  # every kind of situation met, recoveries both ways
