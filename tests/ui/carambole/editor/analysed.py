"""Courses and helpers for the live-analysis tests: a lane, a walled-off pocket, an analysis
that waits for the test (or keeps the CPU busy) before it answers."""

from __future__ import annotations

import threading
import time

from pytestqt.qtbot import QtBot

from golfstudio.analysis import CourseAnalysis
from golfstudio.carambole.course import Course, Wall, WallKind
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.wall_runs import straight_angle
from golfstudio.hexgrid import Direction, edge
from ui.carambole.editor.analysis import EditorAnalysis, RunState, analyse_for_editor

SETTLED = (RunState.DONE, RunState.FAILED)
GATE_TIMEOUT = 60.0
"""A gated analysis gives up waiting after this long, so a failing test never hangs; long
enough that a test on a busy machine opens the gate first."""


def lane_course() -> Course:
    """Three rows, a start at each end of the top row, the hole between."""
    return from_rows(["S . . . H . . . . .",
                      " . . . . . . . . . .",
                      "S . . . . . . . . ."], name="Lane")


def pocket_course() -> Course:
    """The lane with its right end walled off: the start in the pocket has no way out."""
    course = from_rows(["S . . . H . . . S .",
                        " . . . . . . . . . .",
                        ". . . . . . . . . ."], name="Pocket")
    cells = course.cell_map()
    pocket = {h for h in cells if h.q + h.r / 2 >= 7}
    edges = tuple(dict.fromkeys(edge(h, d) for h in pocket for d in Direction
                                if h.neighbour(d) in cells and h.neighbour(d) not in pocket))
    return course.add_wall(Wall(id="pocket", kind=WallKind.STRAIGHT, edges=edges,
                                angle=straight_angle(edges)))


def wait_settled(qtbot: QtBot, analysis: EditorAnalysis, timeout: int = 5000) -> None:
    qtbot.waitUntil(lambda: analysis.runner.state.kind in SETTLED, timeout=timeout)


class GatedAnalysis:
    """An analysis that holds each course until the test opens its gate.

    ``busy=True`` keeps the worker running Python (analysing again and again) while it
    waits, so the GUI thread competes for the interpreter as with a real long analysis.
    """

    def __init__(self, busy: bool = False) -> None:
        self.busy = busy
        self.calls: list[Course] = []
        self.gates: list[threading.Event] = []
        self.finished: list[Course] = []
        self.opened = False
        """After ``release_all`` every course passes at once."""
        self._lock = threading.Lock()

    def __call__(self, course: Course) -> CourseAnalysis:
        gate = threading.Event()
        if self.opened:
            gate.set()
        with self._lock:
            self.calls.append(course)
            self.gates.append(gate)
        deadline = time.monotonic() + GATE_TIMEOUT
        if self.busy:
            while not gate.is_set() and time.monotonic() < deadline:
                analyse_for_editor(course)
        else:
            gate.wait(GATE_TIMEOUT)
        try:
            return analyse_for_editor(course)
        finally:
            with self._lock:
                self.finished.append(course)

    def release(self, call: int) -> None:
        self.gates[call].set()

    def release_all(self) -> None:
        self.opened = True
        for gate in self.gates:
            gate.set()

