"""The bundled Ultimate Golf course (ultimate-golf.md §1), its index, the length of a hole
along its line of play, and the SVG picture of a hole."""

from __future__ import annotations

import itertools
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from golfstudio.plane import Point, Polygon, passage
from golfstudio.ultimate.bundled import (
    DEFAULT_COURSE,
    bundled_course,
    bundled_courses,
    courses_folder,
    load_bundled,
)
from golfstudio.ultimate.course import (
    DEFAULT_PARS,
    DEFAULT_STROKE_INDEXES,
    Club,
    Course,
    Hole,
    PlaceAndPutt,
    PlayAs,
    Region,
    StrokeAndDistance,
    Terrain,
    UnplayableInto,
)
from golfstudio.ultimate.course_file import read_course
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.facts import (
    course_length,
    hole_length,
    line_of_play,
    overlap_centre,
    rule_words,
    terrain_areas,
)
from golfstudio.ultimate.svg import TERRAIN_COLOURS, hole_svg, write_hole_svg

LENGTHS = {3: (100, 230), 4: (320, 470), 5: (480, 600)}


@pytest.fixture(scope="module")
def default() -> Course:
    return load_bundled(DEFAULT_COURSE)


def hole(course: Course, number: int) -> Hole:
    return course.holes[number - 1]


def square(x0: float, y0: float, x1: float, y1: float) -> tuple[Point, ...]:
    return (Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1))


def region(region_id: str, kind: Terrain, points: tuple[Point, ...], z: int = 0) -> Region:
    return Region(id=region_id, kind=kind, points=points, z=z)


# ---- the index ---------------------------------------------------------------------------------

def test_the_index_lists_the_default_course_and_its_file_is_there() -> None:
    entries = bundled_courses()
    assert [e.id for e in entries] == ["default"]
    assert entries[0].path == courses_folder() / "default.json"
    assert entries[0].path.is_file()
    assert bundled_course("default") == entries[0]


def test_an_unknown_bundled_id_names_the_ids_there_are() -> None:
    with pytest.raises(UltimateError, match=r'no bundled course "pebble" \(bundled: default\)'):
        bundled_course("pebble")


# ---- the default course: valid, the rulebook's card, the lengths ------------------------------

def test_the_default_course_has_no_error_and_no_warning() -> None:
    course, problems = read_course(bundled_course("default").path)
    assert [p.message for p in problems] == []
    assert len(course.holes) == 18


def test_pars_and_stroke_indexes_are_the_rulebooks(default: Course) -> None:
    assert tuple(h.par for h in default.holes) == DEFAULT_PARS
    assert default.par == 72
    assert [i for i, h in enumerate(default.holes, 1) if h.par == 3] == [4, 8, 12, 17]
    assert [i for i, h in enumerate(default.holes, 1) if h.par == 5] == [6, 11, 14, 18]
    assert tuple(h.stroke_index for h in default.holes) == DEFAULT_STROKE_INDEXES
    assert (hole(default, 6).stroke_index, hole(default, 18).stroke_index,
            hole(default, 13).stroke_index) == (1, 2, 18)


def test_the_course_measures_about_6970_yards(default: Course) -> None:
    total = course_length(default)
    assert 6800 <= total <= 7100
    assert abs(total - 6970) < 30


@pytest.mark.parametrize("number", range(1, 19))
def test_each_hole_is_as_long_as_its_par_wants(default: Course, number: int) -> None:
    played = hole(default, number)
    low, high = LENGTHS[played.par]
    assert low <= hole_length(played) <= high


def test_the_named_lengths(default: Course) -> None:
    assert hole_length(hole(default, 12)) == pytest.approx(130, abs=1e-9)
    assert hole_length(hole(default, 17)) == pytest.approx(100, abs=1e-9)
    assert hole_length(hole(default, 15)) == pytest.approx(440, abs=5)
    longest = max(range(1, 19), key=lambda n: hole_length(hole(default, n)))
    assert longest == 14


def test_every_hole_is_its_own_design(default: Course) -> None:
    outlines = [frozenset((r.kind, r.points) for r in h.regions) for h in default.holes]
    assert len(set(outlines)) == 18
    assert len({h.name for h in default.holes}) == 18
    assert len({round(hole_length(h)) for h in default.holes}) >= 15


@pytest.mark.parametrize("number", range(1, 19))
def test_each_hole_has_the_pieces_of_a_hole(default: Course, number: int) -> None:
    played = hole(default, number)
    kinds = {r.kind for r in played.regions}
    assert {Terrain.TEE, Terrain.FAIRWAY, Terrain.ROUGH, Terrain.GREEN, Terrain.FRINGE,
            Terrain.BUNKER} <= kinds
    assert played.flag is not None
    assert played.terrain_at(played.flag) is Terrain.GREEN
    assert all(played.terrain_at(m) is Terrain.TEE for m in played.tee_markers)
    # The fringe rings the green: a few yards off the green, every way round, is fringe.
    green = next(r for r in played.regions if r.kind is Terrain.GREEN)
    centre = Point(sum(p.x for p in green.points) / len(green.points),
                   sum(p.y for p in green.points) / len(green.points))
    ring = [p + (p - centre).scaled(2 / p.distance_to(centre)) for p in green.points]
    assert sum(played.terrain_at(p) is Terrain.FRINGE for p in ring) >= len(ring) * 2 // 3


@pytest.mark.parametrize("number", [n for n, par in enumerate(DEFAULT_PARS, 1) if par > 3])
def test_par_4s_and_5s_show_150_yard_markers_either_side(default: Course, number: int) -> None:
    played = hole(default, number)
    assert played.flag is not None
    assert len(played.markers_150) == 2
    assert all(135 <= m.distance_to(played.flag) <= 165 for m in played.markers_150)
    # A marker is a post at the fairway's edge (a region of its own, with its relief),
    # never in a hazard.
    assert {played.terrain_at(m) for m in played.markers_150} == {Terrain.MARKER_150}


# ---- the famous holes --------------------------------------------------------------------------

def test_hole_3_has_the_church_pews(default: Course) -> None:
    pews = [r for r in hole(default, 3).regions if r.id.startswith("pews-")]
    assert len(pews) >= 6 and all(r.kind is Terrain.BUNKER for r in pews)


@pytest.mark.parametrize("number", [4, 17])
def test_the_water_guarded_par_3s(default: Course, number: int) -> None:
    played = hole(default, number)
    assert any(r.kind in (Terrain.WATER, Terrain.LATERAL_WATER) for r in played.regions)
    assert played.local_rules


def test_17_is_an_island_green_for_a_9_iron(default: Course) -> None:
    played = hole(default, 17)
    assert played.flag is not None and played.hole_in_one is Club.IRON_9
    around = [Point(played.flag.x + 28 * math.cos(a), played.flag.y + 28 * math.sin(a))
              for a in (k * math.pi / 8 for k in range(16))]
    assert all(played.terrain_at(p) is Terrain.WATER for p in around)


def test_12_is_130_yards_over_water_for_a_7_iron(default: Course) -> None:
    played = hole(default, 12)
    assert played.flag is not None and played.hole_in_one is Club.IRON_7
    start = line_of_play(played)[0]
    pond = next(r for r in played.regions if r.kind is Terrain.WATER)
    flight = passage(start, played.flag, pond.polygon)
    assert flight is not None and not flight.ends_inside
    assert [o.relief for o in played.local_rules[0].options] == ["replay-from-tee",
                                                                 "drop-zone"]


def test_13_railway_drops_into_the_green_side_bunker(default: Course) -> None:
    played = hole(default, 13)
    rule = next(r for r in played.local_rules if r.region == "railway")
    option = rule.options[0]
    assert isinstance(option, UnplayableInto) and option.penalty == 1
    bunker = played.region(option.bunker)
    green = next(r for r in played.regions if r.kind is Terrain.GREEN)
    assert bunker is not None and bunker.kind is Terrain.BUNKER
    assert min(p.distance_to(q) for p in bunker.points for q in green.points) < 50
    assert played.region("railway") is not None


def test_14_out_of_bounds_right_of_the_wall_is_placed_on_the_double_green(
        default: Course) -> None:
    played = hole(default, 14)
    wall = played.region("stone-wall")
    assert wall is not None and wall.kind is Terrain.STONE_WALL
    oob = played.region("oob-right")
    assert oob is not None and oob.kind is Terrain.OUT_OF_BOUNDS
    # Right of the wall: the out-of-bounds strip lies at larger x than the wall.
    assert min(p.x for p in oob.points) >= min(p.x for p in wall.points)
    option = next(r for r in played.local_rules if r.region == "oob-right").options[0]
    assert isinstance(option, PlaceAndPutt) and option.penalty == 0
    assert option.band.value == "over_40"
    assert played.terrain_at(option.at) is Terrain.GREEN
    assert played.flag is not None and option.at.distance_to(played.flag) * 3 > 40
    green = next(r for r in played.regions if r.kind is Terrain.GREEN)
    assert green.polygon.area() > 1.5 * max(
        r.polygon.area() for h in default.holes if h is not played
        for r in h.regions if r.kind is Terrain.GREEN)


def test_15_doglegs_right(default: Course) -> None:
    tee, bend, flag = line_of_play(hole(default, 15))
    turn = (bend.x - tee.x) * (flag.y - bend.y) - (bend.y - tee.y) * (flag.x - bend.x)
    assert turn < 0  # clockwise: the hole turns right
    assert bend.distance_to(flag) + tee.distance_to(bend) > tee.distance_to(flag) + 20


def test_18_runs_along_the_bay_with_the_sand_strip_rule(default: Course) -> None:
    played = hole(default, 18)
    line = line_of_play(played)
    for a, b in itertools.pairwise(line):
        middle = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        dx, dy = (b.x - a.x) / a.distance_to(b), (b.y - a.y) / a.distance_to(b)
        assert played.terrain_at(Point(middle.x - dy * 70, middle.y + dx * 70)) is Terrain.WATER
    rules = {r.region: r for r in played.local_rules}
    assert isinstance(rules["bay"].options[0], StrokeAndDistance)
    kinds = [type(o) for o in rules["sand-strip"].options]
    assert kinds == [StrokeAndDistance, PlayAs]


# ---- hole_length and the line of play ----------------------------------------------------------

def test_a_straight_hole_is_measured_tee_to_flag() -> None:
    straight = Hole(par=4, stroke_index=1, tee_markers=(Point(-5, 0), Point(5, 0)),
                    flag=Point(30, 400), regions=(
                        region("f", Terrain.FAIRWAY, square(-20, 50, 20, 380)),))
    assert line_of_play(straight) == (Point(0, 0), Point(30, 400))
    assert hole_length(straight) == pytest.approx(math.hypot(30, 400))


def test_a_dogleg_is_measured_round_its_bend() -> None:
    # Two legs 40 yards wide overlapping in a square centred on (0, 250): the bend.
    dogleg = Hole(par=4, stroke_index=1, tee_markers=(Point(-5, 0), Point(5, 0)),
                  flag=Point(180, 250), regions=(
                      region("leg-1", Terrain.FAIRWAY, square(-20, 40, 20, 270)),
                      region("leg-2", Terrain.FAIRWAY, square(-20, 230, 170, 270)),
                      region("trees", Terrain.TREES, square(30, 0, 200, 220))))
    assert line_of_play(dogleg) == (Point(0, 0), Point(0, 250), Point(180, 250))
    assert hole_length(dogleg) == pytest.approx(430)


def test_legs_that_do_not_meet_make_no_bend_and_an_unfinished_hole_has_no_length() -> None:
    legs = (region("a", Terrain.FAIRWAY, square(-20, 40, 20, 150)),
            region("b", Terrain.FAIRWAY, square(-20, 200, 20, 300)))
    split = Hole(par=4, stroke_index=1, tee_markers=(Point(-5, 0), Point(5, 0)),
                 flag=Point(0, 350), regions=legs)
    assert hole_length(split) == pytest.approx(350)
    assert hole_length(Hole(par=4, stroke_index=1, regions=legs)) == 0
    assert hole_length(Hole(par=4, stroke_index=1, regions=legs, flag=Point(0, 350),
                            tee_markers=(Point(0, 0),))) == 0


def test_overlap_centre_of_crossing_shapes() -> None:
    a = Polygon(square(0, 0, 10, 10))
    assert overlap_centre(a, Polygon(square(5, 5, 20, 20))) == Point(7.5, 7.5)
    assert overlap_centre(a, Polygon(square(20, 20, 30, 30))) is None
    plus = overlap_centre(Polygon(square(-10, -2, 10, 2)), Polygon(square(-2, -10, 2, 10)))
    assert plus is not None and plus.distance_to(Point(0, 0)) < 1e-9


def test_terrain_areas_and_rules_in_words(default: Course) -> None:
    played = hole(default, 13)
    areas = {a.terrain: a for a in terrain_areas(played)}
    green = next(r for r in played.regions if r.kind is Terrain.GREEN)
    assert areas[Terrain.GREEN].square_yards == pytest.approx(green.polygon.area())
    assert areas[Terrain.GREEN].regions == ("green",)
    assert next(iter(areas)) is Terrain.TEE
    words = rule_words(played, played.local_rules[0])
    assert words == ("railway region railway: the ball is unplayable: drop it in bunker "
                     "railway-bunker, 1 penalty stroke")


# ---- the picture -------------------------------------------------------------------------------

def _render(svg: Path, png: Path) -> tuple[int, int, dict[str, int]]:
    """Qt draws the SVG as a viewer would (the core does not import Qt; a test may). The
    caller holds pytest-qt's ``qapp``: the one application every Qt test shares."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid()
    image = QImage(renderer.defaultSize(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert image.save(str(png))
    counts: dict[str, int] = {}
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            name = image.pixelColor(x, y).name()
            counts[name] = counts.get(name, 0) + 1
    return image.width(), image.height(), counts


@pytest.mark.parametrize("number", [17, 18])
def test_the_svg_of_a_hole_draws_its_terrains(default: Course, number: int,
                                              screenshot_dir: Path, qapp: object) -> None:
    played = hole(default, number)
    svg = screenshot_dir / f"ultimate_default_hole_{number}.svg"
    write_hole_svg(played, number, svg)
    root = ET.parse(svg).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    drawn = [p.get("id") for p in root.iter(f"{ns}polygon") if p.get("id")]
    expected = [r.id for _, _, r in sorted((r.z, i, r) for i, r in enumerate(played.regions))]
    assert drawn == expected
    assert len(root.findall(f"{ns}circle[@class='tee-marker']")) == 2
    assert len(root.findall(f"{ns}circle[@class='marker-150']")) == len(played.markers_150)
    width, height, counts = _render(svg, svg.with_suffix(".png"))
    assert width >= 200 and height >= 300
    for kind in (Terrain.WATER, Terrain.ROUGH, Terrain.GREEN):
        assert counts.get(TERRAIN_COLOURS[kind], 0) > 0, kind


def test_the_svg_escapes_names_and_a_bad_folder_is_one_line(tmp_path: Path) -> None:
    odd = Hole(name='<"Amen" & corner>', par=3, stroke_index=1,
               tee_markers=(Point(-5, 0), Point(5, 0)), flag=Point(0, 150), regions=(
                   region('a<b"', Terrain.GREEN, square(-15, 140, 15, 160)),
                   region("t", Terrain.TEE, square(-10, -5, 10, 5))))
    root = ET.fromstring(hole_svg(odd, 12))
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text is not None
    assert title.text.startswith('Hole 12: <"Amen" & corner> (par 3')
    with pytest.raises(UltimateError, match=r"cannot write .*missing.*svg"):
        write_hole_svg(odd, 1, tmp_path / "missing" / "hole.svg")
