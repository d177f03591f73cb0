"""docs/ultimate-format.md: its example loads, its limits are the code's."""

from __future__ import annotations

from pathlib import Path

from golfstudio.plane import Point
from golfstudio.ultimate import limits
from golfstudio.ultimate.course import DropZone, ReplayFromTee, Terrain
from golfstudio.ultimate.course_file import loads_course

DOC = Path(__file__).resolve().parents[3] / "docs" / "ultimate-format.md"


def test_the_example_in_the_format_doc_loads() -> None:
    example = DOC.read_text(encoding="utf-8").split("```json\n", 1)[1].split("```", 1)[0]
    course = loads_course(example, "ultimate-format.md")
    hole = course.holes[0]
    assert course.name == "Pond" and hole.par == 3
    assert hole.terrain_at(Point(0, 95)) is Terrain.WATER
    replay, drop = hole.local_rules[0].options
    assert isinstance(replay, ReplayFromTee) and isinstance(drop, DropZone)
    assert drop.at == Point(0, 50)


def test_the_doc_states_the_limits() -> None:
    text = DOC.read_text(encoding="utf-8")
    for line in (
        f"| coordinates | −{limits.MAX_COORDINATE:,.0f} … {limits.MAX_COORDINATE:,.0f} yards |",
        f"| points in one outline | {limits.MAX_POLYGON_POINTS:,} |",
        f"| regions on one hole | {limits.MAX_REGIONS} |",
        f"| holes | {limits.MIN_HOLES} … {limits.MAX_HOLES} "
        f"({limits.NEW_COURSE_HOLES} in a new course) |",
        f"| par | {limits.MIN_PAR} … {limits.MAX_PAR} |",
        f"| penalty of a relief | 0 … {limits.MAX_PENALTY} strokes |",
    ):
        assert line in text, line
