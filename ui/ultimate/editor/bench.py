"""``python -m ui.ultimate.editor.bench [--rounds N]``: the hole layout editor's figure of the
performance budget, as JSON (``golfstudio bench`` runs it):

- ``editor.heat_map``: the flag of a hole moved a yard, until that hole's new heat map is on
  screen — the editor's wait after the last edit, the analysis in the background and the
  drawing, as a person sees them; the worst of ``HOLES``.
"""

from __future__ import annotations

import statistics
import sys
import time

from PySide6.QtWidgets import QApplication

from golfstudio.plane import Point
from golfstudio.ultimate import hole_edits
from golfstudio.ultimate.bundled import DEFAULT_COURSE, bundled_course
from golfstudio.ultimate.course_file import read_course
from ui.editor_kit import bench
from ui.editor_kit.bench import SIZE, Figures, close
from ui.ultimate.editor.analysis import EditorAnalysis
from ui.ultimate.editor.commands import CourseEdit
from ui.ultimate.editor.document import HoleCourseDocument
from ui.ultimate.editor.editor_widget import HoleEditor

HOLES = (1, 18)
"""Holes of the bundled course whose heat map is timed after an edit: a par 4 of the usual
size, and the course's slowest to analyse."""
WAIT_S = 120.0


def heat_map_after_an_edit(edits: int) -> tuple[float, str]:
    """The slowest of ``HOLES``, the median of ``edits`` edits each. Each edit moves the flag
    somewhere new, so no analysis kept from before answers it."""
    path = bundled_course(DEFAULT_COURSE).path
    editor = HoleEditor(HoleCourseDocument(read_course(path)[0], path))
    editor.resize(*SIZE)
    editor.show()
    analysis = EditorAnalysis(editor)

    def wait() -> None:
        deadline = time.perf_counter() + WAIT_S
        while not analysis.is_current():
            if time.perf_counter() > deadline:
                raise RuntimeError("the heat map never came back")
            QApplication.processEvents()
            time.sleep(0.002)

    worst = (0.0, "")
    try:
        for number in HOLES:
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
                                 f"{', '.join(map(str, HOLES))}), median of {edits}")
    finally:
        analysis.shutdown()
        close(editor)
    return worst


def figures(rounds: int) -> Figures:
    seconds, note = heat_map_after_an_edit(max(1, min(rounds // 3, 5)))
    return {"editor.heat_map": {"value": round(seconds, 3), "note": note}}


if __name__ == "__main__":
    sys.exit(bench.main(figures))
