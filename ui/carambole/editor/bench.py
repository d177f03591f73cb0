"""``python -m ui.carambole.editor.bench [--rounds N]``: the Carambole course editor's figures
of the performance budget, as JSON (``golfstudio bench`` runs it), timed through the real
widgets, offscreen, at the size of the screenshots:

- ``editor.open``: the largest bundled course read and opened to a drawn view;
- ``editor.frame.fitted`` / ``editor.frame.zoomed``: on a 2,000-cell course, a frame after a
  small pan and zoom, with every cell shown or zoomed in 2.5×;
- ``editor.paint``: one cell painted, until the viewport has been repainted with it.

Each is the median of ``--rounds``, after one round to warm up.
"""

from __future__ import annotations

import random
import sys

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtWidgets import QApplication

from golfstudio.bench.carambole import largest_bundled_course
from golfstudio.carambole.bundled import bundled_course
from golfstudio.carambole.cell_edits import with_cells
from golfstudio.carambole.course import Cell, Course, Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.course_file import read_course
from golfstudio.hexgrid import Hex
from ui.carambole.editor.commands import PaintCells
from ui.carambole.editor.document import CourseDocument
from ui.carambole.editor.editor_widget import CourseEditor
from ui.editor_kit import bench
from ui.editor_kit.bench import SIZE, Figures, close, drawn, timed

ZOOMS = {"editor.frame.fitted": 1.0, "editor.frame.zoomed": 2.5}


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


def shown(editor: CourseEditor) -> CourseEditor:
    """``editor`` shown at the screenshots' size and drawn once, as a person sees it open."""
    editor.resize(*SIZE)
    editor.show()
    QApplication.processEvents()
    drawn(editor)
    return editor


def open_largest(rounds: int) -> float:
    path = bundled_course(largest_bundled_course()).path

    def open_one() -> None:
        close(shown(CourseEditor(CourseDocument(read_course(path)[0], path))))

    return timed(open_one, rounds)


def pan_and_zoom_frame(editor: CourseEditor, zoom: float, rounds: int) -> float:
    """A frame after a pan and a small zoom, ``zoom`` times the fitted view."""
    view = editor.view
    view.fit_course()
    centre = QPointF(view.viewport().rect().center())
    view.zoom_at(zoom, centre)
    steps = iter(range(10**9))

    def frame() -> None:
        i = next(steps)
        view.zoom_at(1.02 if i % 2 else 1 / 1.02, centre + QPointF(40, 25))
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value()
                                            + (15 if i % 4 < 2 else -15))
        drawn(editor)

    return timed(frame, rounds)


class PaintCounter(QObject):
    """Counts the viewport's paint events."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def paint_one_cell(editor: CourseEditor, rounds: int) -> float:
    document = editor.document
    counter = PaintCounter()
    editor.view.viewport().installEventFilter(counter)
    cells = iter(range(10**9))

    def paint_one() -> None:
        i = next(cells)
        cell = Hex(i % 9 - 4, 2)
        current = document.course.cell_at(cell)
        terrain = (Terrain.SAND if current is not None and current.terrain is not Terrain.SAND
                   else Terrain.WATER)
        before = counter.count
        document.push(PaintCells(document, [cell], terrain))
        for _ in range(1000):
            QApplication.processEvents()
            if counter.count != before:
                return
        raise RuntimeError("the edit was never drawn")

    try:
        return timed(paint_one, rounds)
    finally:
        editor.view.viewport().removeEventFilter(counter)


def figures(rounds: int) -> Figures:
    found: Figures = {"editor.open": {"value": round(open_largest(rounds), 4),
                                      "note": f"{largest_bundled_course()}, median of {rounds}"}}
    editor = shown(CourseEditor(CourseDocument(big_course(), None)))
    try:
        cells = len(editor.document.course.cells)
        for key, zoom in ZOOMS.items():
            found[key] = {"value": round(1000 * pan_and_zoom_frame(editor, zoom, rounds), 2),
                          "note": f"{cells:,} cells, median of {rounds} frames"}
        found["editor.paint"] = {"value": round(1000 * paint_one_cell(editor, rounds), 2),
                                 "note": f"{cells:,} cells, median of {rounds} cells"}
    finally:
        close(editor)
    return found


if __name__ == "__main__":
    sys.exit(bench.main(figures))
