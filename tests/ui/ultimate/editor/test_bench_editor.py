"""Benchmarks of the hole layout editor (issue 13 §4); skipped by the default
``--benchmark-skip``.

Run them with ``.venv/bin/pytest tests/ui/ultimate/editor/test_bench_editor.py
--benchmark-only``. Goals: the bundled course open to a drawn hole in under 0.5 s; a vertex
drag step on a hole of 60 regions on screen in under 16 ms.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytest_benchmark.fixture import BenchmarkFixture
from pytestqt.qtbot import QtBot

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
from golfstudio.ultimate.course import Course, Terrain
from golfstudio.ultimate.course_file import read_course
from tests.ui.editor_kit.harness import drawn, shown_editors
from ui.editor_kit.commands import new_stroke
from ui.ultimate.editor.commands import VertexDrag
from ui.ultimate.editor.document import HoleCourseDocument
from ui.ultimate.editor.editor_widget import HoleEditor

SIZE = (1280, 800)


def sixty_regions() -> Course:
    """The bundled course's first hole with small bunkers and trees up to 60 regions."""
    course = read_course(bundled_course(DEFAULT_COURSE).path)[0]
    n = len(course.holes[0].regions)
    for k in range(60 - n):
        x, y = -60 + (k % 8) * 15, 40 + (k // 8) * 45
        kind = Terrain.BUNKER if k % 2 else Terrain.TREES
        course = hole_edits.add_region(course, 0, kind, hole_edits.ellipse_points(
            Point(x, y), Point(x + 10, y + 14)))
    assert len(course.holes[0].regions) == 60
    return course


@pytest.fixture
def open_editor(qtbot: QtBot) -> Iterator[Callable[[Course, Path | None], HoleEditor]]:
    def editor(course: Course, path: Path | None) -> HoleEditor:
        return HoleEditor(HoleCourseDocument(course, path))

    with shown_editors(editor, SIZE) as open_one:
        yield open_one


def test_bench_open_the_bundled_course_to_a_drawn_hole(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], HoleEditor]) -> None:
    path = bundled_course(DEFAULT_COURSE).path
    benchmark(lambda: open_editor(read_course(path)[0], path))
    assert benchmark.stats is None or benchmark.stats.stats.mean < 0.5


def test_bench_vertex_drag_step_on_a_hole_of_60_regions(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], HoleEditor]) -> None:
    editor = open_editor(sixty_regions(), None)
    document = editor.document
    region = document.model.holes[0].regions[-1]
    stroke = new_stroke()
    steps = iter(range(10**6))

    def drag_step() -> QImage:
        i = next(steps)
        to = region.points[0] + Point(0.5 * (i % 10), 0.5 * (i % 7))
        after = hole_edits.move_vertex(document.model, 0, region.id, 0, to)
        document.push(VertexDrag(document, "Move a vertex", after, stroke))
        return drawn(editor)

    benchmark(drag_step)
    assert document.undo_stack.count() == 1, "the whole drag is one undo step"
