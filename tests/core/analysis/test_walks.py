"""One walk per cell and direction gives the end cell of every impulse count: the same as
``resolve_fast`` for every cell, direction and count, on every bundled course, a generated
board and random courses with every kind of object (the analysis rests on this)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.analysis.walks import all_ends, ends_by_impulses
from golfstudio.bench.analysis import generated_course
from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course import Course
from golfstudio.carambole.shot import resolve_fast
from golfstudio.carambole.table import CellTable, compile_course
from tests.core.carambole.test_engine_shot import random_courses
from tests.property_examples import examples

TOP = 40
"""More than any default face gives (the violet die's 36)."""


def check_every_walk(table: CellTable, top: int = TOP) -> None:
    walks = [(c, d) for c in range(len(table)) if not table.solid[c] for d in range(6)]
    shared = all_ends(table, walks, top)
    for (c, d), ends in zip(walks, shared, strict=True):
        expected = [resolve_fast(table, c, d, n) for n in range(top + 1)]
        assert ends == expected, (table.hexes[c], d)
        assert ends_by_impulses(table, c, d, top) == expected, (table.hexes[c], d)


@pytest.mark.parametrize("course_id", [e.id for e in bundled_courses()])
def test_every_walk_of_every_bundled_course(course_id: str) -> None:
    check_every_walk(compile_course(load_bundled(course_id)))


def test_every_walk_of_a_generated_board() -> None:
    check_every_walk(compile_course(generated_course(300, seed=5)))


@pytest.mark.slow
@settings(max_examples=examples(full=50, default=20), deadline=None)
@given(random_courses())
def test_every_walk_of_random_courses(course: Course) -> None:
    check_every_walk(compile_course(course))


@given(st.integers(0, 3))
def test_short_walks_are_prefixes(top: int) -> None:
    table = compile_course(load_bundled("course-7"))
    for c in range(0, len(table), 7):
        if not table.solid[c]:
            assert ends_by_impulses(table, c, 0, top) == ends_by_impulses(table, c, 0, TOP)[
                : top + 1]
