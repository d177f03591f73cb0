"""Benchmarks of the course editor (issue 4 §4); skipped by the default ``--benchmark-skip``.

Run them with ``.venv/bin/pytest tests/ui/carambole_editor/test_bench_editor.py
--benchmark-only``. Goals: open the largest bundled course to a drawn view in under 0.5 s;
on a 2,000-cell course a pan/zoom frame and a one-cell edit each in under 16 ms.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytest_benchmark.fixture import BenchmarkFixture
from pytestqt.qtbot import QtBot

from golfstudio.bench.carambole import largest_bundled_course
from golfstudio.carambole.bundled import bundled_course
from golfstudio.carambole.cell_edits import with_cells
from golfstudio.carambole.course import Cell, Course, Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.course_file import read_course
from golfstudio.hexgrid import Hex
from tests.ui.editor_kit.harness import drawn, shown_editors
from ui.carambole_editor.commands import PaintCells
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.editor_widget import CourseEditor

SIZE = (1200, 800)


def big_course(radius: int = 25, seed: int = 4) -> Course:
    """About 2,000 cells (1,951 for radius 25): felt with sand, water and a few levels."""
    course = hex_board(radius, hole=Hex(0, 0), starts=[Hex(3, 3)], name="Big")
    rng = random.Random(seed)
    changes: dict[Hex, Cell | None] = {}
    for cell in course.cells:
        if cell.terrain is Terrain.FLOOR and rng.random() < 0.3:
            changes[cell.hex] = cell.replace(
                terrain=rng.choice([Terrain.SAND, Terrain.WATER]),
                level=rng.choice([0, 0, 1, -1]))
    return with_cells(course, changes)


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.fixture
def open_editor(qtbot: QtBot) -> Iterator[Callable[[Course, Path | None], CourseEditor]]:
    def editor(course: Course, path: Path | None) -> CourseEditor:
        return CourseEditor(CourseDocument(course, path))

    with shown_editors(editor, SIZE) as open_one:
        yield open_one


def test_bench_open_the_largest_bundled_course(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], CourseEditor]) -> None:
    path = bundled_course(largest_bundled_course()).path
    benchmark(lambda: open_editor(read_course(path)[0], path))
    assert benchmark.stats is None or benchmark.stats.stats.mean < 0.5


def test_bench_open_a_2000_cell_course(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], CourseEditor]) -> None:
    course = big_course()
    benchmark.pedantic(open_editor, args=(course, None), rounds=5)


@pytest.mark.parametrize("zoom", [1.0, 2.5])
def test_bench_pan_and_zoom_frame(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], CourseEditor], zoom: float) -> None:
    """A frame after a pan and a small zoom, fitted (every cell shown) or zoomed in."""
    editor = open_editor(big_course(), None)
    view = editor.view
    centre = QPointF(view.viewport().rect().center())
    view.zoom_at(zoom, centre)
    steps = iter(range(10**6))

    def frame() -> QImage:
        i = next(steps)
        view.zoom_at(1.02 if i % 2 else 1 / 1.02, centre + QPointF(40, 25))
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value()
                                            + (15 if i % 4 < 2 else -15))
        return drawn(editor)

    benchmark(frame)


def test_bench_paint_one_cell_until_it_is_on_screen(
        benchmark: BenchmarkFixture,
        open_editor: Callable[[Course, Path | None], CourseEditor]) -> None:
    editor = open_editor(big_course(), None)
    document = editor.document
    counter = PaintCounter()
    editor.view.viewport().installEventFilter(counter)
    cells = iter(range(10**6))

    def paint_one() -> None:
        i = next(cells)
        cell = Hex(i % 9 - 4, 2)
        current = document.course.cell_at(cell)
        terrain = Terrain.SAND if current is not None and current.terrain is not Terrain.SAND \
            else Terrain.WATER
        before = counter.count
        document.push(PaintCells(document, [cell], terrain))
        for _ in range(1000):
            QApplication.processEvents()
            if counter.count != before:
                return
        raise AssertionError("the edit was never drawn")

    benchmark(paint_one)
