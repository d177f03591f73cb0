"""``python -m ui.bench [--rounds N]``: the editors' figures of the performance budget, as
JSON on stdout (``golfstudio bench`` runs it: the core imports no Qt).

Each figure is timed through the real widgets, offscreen, at the size of the screenshots:

- ``editor.open``: the largest bundled Carambole course read and opened to a drawn view;
- ``editor.frame.fitted`` / ``editor.frame.zoomed``: on a 2,000-cell course, a frame after a
  small pan and zoom, with every cell shown or zoomed in 2.5×;
- ``editor.paint``: one cell painted, until the viewport has been repainted with it;
- ``editor.heat_map``: in the Ultimate Golf editor, the flag of a hole moved, until that
  hole's heat map is on screen again.

Each is the median of ``--rounds`` (the heat map: of a few edits), after one round to warm up.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from golfstudio.bench.carambole import largest_bundled_course
from golfstudio.carambole.bundled import bundled_course
from golfstudio.carambole.cell_edits import with_cells
from golfstudio.carambole.course import Cell, Course, Terrain
from golfstudio.carambole.course_builder import hex_board
from golfstudio.carambole.course_file import read_course
from golfstudio.hexgrid import Hex
from ui.carambole_editor.commands import PaintCells
from ui.carambole_editor.document import CourseDocument
from ui.carambole_editor.editor_widget import CourseEditor
from ui.editor_kit.editor import Editor

SIZE = (1200, 800)
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


def drawn(editor: Editor[Any, Any]) -> QImage:
    """The view rendered as a frame of the viewport's size (offscreen)."""
    image = QImage(editor.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    editor.view.render(painter)
    painter.end()
    return image


def shown(editor: CourseEditor) -> CourseEditor:
    """``editor`` shown at the screenshots' size and drawn once, as a person sees it open."""
    editor.resize(*SIZE)
    editor.show()
    QApplication.processEvents()
    drawn(editor)
    return editor


def close(editor: Editor[Any, Any]) -> None:
    """Close without the question a changed document asks: the edits were the benchmark's."""
    editor.document.undo_stack.setClean()
    editor.close()
    editor.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def timed(action: Callable[[], object], rounds: int) -> float:
    """Median seconds of ``action`` over ``rounds``, after one to warm up."""
    action()
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


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


HEAT_MAP_HOLES = (1, 18)
"""Holes of the bundled Ultimate Golf course whose heat map is timed after an edit: a par 4
of the usual size, and the course's slowest to analyse."""
ANALYSIS_WAIT_S = 120.0


def heat_map_after_an_edit(edits: int) -> tuple[float, str]:
    """The slowest of the ``HEAT_MAP_HOLES``: an edit (the flag moved a yard), until that
    hole's new heat map is on screen — the editor's wait after the last edit, the analysis in
    the background and the drawing, as a person sees them. Each edit moves the flag somewhere
    new, so no analysis kept from before answers it."""
    from golfstudio.plane import Point
    from golfstudio.ultimate import hole_edits
    from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
    from golfstudio.ultimate.course_file import read_course
    from ui.ultimate_editor.analysis import EditorAnalysis
    from ui.ultimate_editor.commands import CourseEdit
    from ui.ultimate_editor.document import HoleCourseDocument
    from ui.ultimate_editor.editor_widget import HoleEditor

    path = bundled_course(DEFAULT_COURSE).path
    editor = HoleEditor(HoleCourseDocument(read_course(path)[0], path))
    editor.resize(*SIZE)
    editor.show()
    analysis = EditorAnalysis(editor)

    def wait() -> None:
        deadline = time.perf_counter() + ANALYSIS_WAIT_S
        while not analysis.is_current():
            if time.perf_counter() > deadline:
                raise RuntimeError("the heat map never came back")
            QApplication.processEvents()
            time.sleep(0.002)

    worst = (0.0, "")
    try:
        for number in HEAT_MAP_HOLES:
            editor.show_hole(number - 1)
            wait()  # the hole as opened, analysed once
            times = []
            for k in range(1, edits + 1):
                document = editor.document
                flag = editor.hole.flag
                assert flag is not None
                moved = hole_edits.set_flag(document.model, number - 1,
                                            flag + Point(1 if k % 2 else -1, 1))
                started = time.perf_counter()
                document.push(CourseEdit(document, "move the flag", moved))
                wait()
                QApplication.processEvents()  # the frame that shows it
                times.append(time.perf_counter() - started)
            median = statistics.median(times)
            if median > worst[0]:
                worst = (median, f"hole {number} (the worst of holes "
                                 f"{', '.join(map(str, HEAT_MAP_HOLES))}), median of {edits}")
    finally:
        analysis.shutdown()
        close(editor)
    return worst


def figures(rounds: int) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {
        "editor.open": {"value": round(open_largest(rounds), 4),
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
    seconds, note = heat_map_after_an_edit(max(1, min(rounds // 3, 5)))
    found["editor.heat_map"] = {"value": round(seconds, 3), "note": note}
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui.bench", description=__doc__)
    parser.add_argument("--rounds", type=int, default=10, choices=range(1, 1001),
                        metavar="N", help="rounds of each figure (1 to 1000; default 10)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    found = figures(args.rounds)
    del app
    print(json.dumps(found, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
