"""Analysing the edited course in the background, after the edits settle.

``AnalysisRunner`` follows one ``CourseDocument``: every ``changed`` restarts a debounce
timer, and when the edits settle the current ``Course`` — immutable, so safe to hand to
another thread — goes to a ``ui.tasks.TaskRunner`` as a ``Task`` keyed "analysis"
(architecture.md: long work runs off the GUI thread through ``ui/tasks.py``). A result whose
generation is not the latest comes back stale and is dropped — kept only in the cache — so
the overlays and the dock never show a stale analysis as current. At most one analysis runs
at a time (it cannot be interrupted); edits made meanwhile are analysed as soon as it ends.

A course the analysis cannot work on (no hole, several holes, no start:
``golfstudio.analysis.blocking``) ends in a FAILED state whose message reads "cannot
analyse: the course has no hole", never in an exception.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from golfstudio.analysis import CourseAnalysis
from golfstudio.analysis.blocking import analyse_if_ready, blocking_problem
from golfstudio.carambole.course import Course
from ui.carambole.editor.document import CourseChange, CourseDocument
from ui.tasks import Progress, Task, TaskOutcome, TaskRunner

__all__ = ["DEBOUNCE_MS", "Analyse", "AnalysisRunner", "AnalysisState", "RunState",
           "analyse_for_editor", "blocking_problem"]

DEBOUNCE_MS = 300
"""How long the edits must pause before the course is analysed again."""

CACHE_SIZE = 8
"""Analyses kept by course: undo and redo bring back a course already analysed at once."""

TASK_KEY = "analysis"

Analyse = Callable[[Course], CourseAnalysis]
"""What the runner calls in the worker thread (tests inject a slow one)."""

analyse_for_editor: Analyse = analyse_if_ready
"""``analyse_course`` after the checks of ``blocking_problem`` (``AnalysisError``)."""


class RunState(Enum):
    IDLE = "idle"
    """Nothing analysed yet and nothing asked for."""
    WAITING = "waiting"
    """The course changed; waiting for the edits to settle."""
    RUNNING = "running"
    """The current course is being analysed."""
    DONE = "done"
    """``AnalysisRunner.analysis`` is the analysis of the current course."""
    FAILED = "failed"
    """The current course cannot be analysed; ``AnalysisState.message`` says why."""


@dataclass(frozen=True)
class AnalysisState:
    """Where the runner stands (``AnalysisRunner.stateChanged``)."""

    kind: RunState
    message: str = ""
    """For FAILED: ``"cannot analyse: …"``."""
    seconds: float | None = None
    """For DONE: how long the analysis took (None when it came from the cache)."""

    @property
    def busy(self) -> bool:
        """An analysis is pending or running: whatever is shown is stale."""
        return self.kind in (RunState.WAITING, RunState.RUNNING)


class AnalysisRunner(QObject):
    """Analyses ``document.course`` in the background after each edit.

    Signals (in the GUI thread):
    - ``stateChanged(AnalysisState)`` — idle, waiting, running, done or failed;
    - ``resultChanged(object)`` — the ``CourseAnalysis`` of the current course when one lands,
      or None when the current course cannot be analysed (nothing valid to show).

    ``analysis`` keeps the last analysis shown: while ``state.busy`` it belongs to an older
    course (stale), and ``is_current()`` is False.
    """

    stateChanged = Signal(object)
    resultChanged = Signal(object)

    def __init__(self, document: CourseDocument, *, debounce_ms: int = DEBOUNCE_MS,
                 analyse: Analyse = analyse_for_editor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.analyse = analyse
        self._tasks = TaskRunner(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._settled)
        self._generation = 0
        self._in_flight: int | None = None
        self._needed = False
        """The current generation still waits for its analysis."""
        self._cache: OrderedDict[int, tuple[Course, CourseAnalysis | None, str | None]] = (
            OrderedDict())
        self._closed = False
        self.state = AnalysisState(RunState.IDLE)
        self.analysis: CourseAnalysis | None = None
        self.analysed_course: Course | None = None
        """The course ``analysis`` belongs to."""
        self.runs = 0
        """Analyses started (for tests and the curious)."""
        self.dropped = 0
        """Results thrown away because the course had changed meanwhile."""
        document.changed.connect(self._changed)

    # ---- what the editor uses ---------------------------------------------------------------

    @property
    def debounce_ms(self) -> int:
        return self._timer.interval()

    def start(self) -> None:
        """Analyse the current course now (the first time)."""
        self.recompute_now()

    def recompute_now(self) -> None:
        """Analyse the current course without waiting for the debounce (the dock's button)."""
        if self._closed:
            return
        self._generation += 1
        self._needed = True
        self._timer.stop()
        self._cache.pop(id(self.document.course), None)
        self._settled()

    def is_current(self) -> bool:
        """Whether ``analysis`` is the analysis of the document's course as it is now."""
        return (self.state.kind is RunState.DONE
                and self.analysed_course is self.document.course)

    def is_running(self) -> bool:
        return self._in_flight is not None

    def wait(self, msecs: int = -1) -> bool:
        """Wait for a running analysis to end (its result follows through the event loop)."""
        return self._tasks.wait(msecs)

    def shutdown(self) -> None:
        """Stop following the document and wait for a running analysis (editor closing)."""
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        self.document.changed.disconnect(self._changed)
        self._tasks.shutdown()

    # ---- internals --------------------------------------------------------------------------

    def _set_state(self, state: AnalysisState) -> None:
        if state != self.state:
            self.state = state
            self.stateChanged.emit(state)

    def _changed(self, change: CourseChange) -> None:
        self._generation += 1
        cached = self._cache.get(id(change.new))
        if cached is not None and cached[0] is change.new:
            # Undo or redo back to a course analysed a moment ago: show it at once.
            self._timer.stop()
            self._cache.move_to_end(id(change.new))
            self._publish(change.new, cached[1], cached[2], None)
            return
        self._needed = True
        self._timer.start()
        self._set_state(AnalysisState(RunState.WAITING))

    def _settled(self) -> None:
        if self._in_flight is not None:
            # One analysis at a time: this course goes as soon as the running one ends.
            self._set_state(AnalysisState(RunState.RUNNING))
            return
        self._submit()

    def _submit(self) -> None:
        generation = self._generation
        self._in_flight = generation
        self.runs += 1
        self._set_state(AnalysisState(RunState.RUNNING))
        course = self.document.course
        analyse = self.analyse

        def run(progress: Progress) -> CourseAnalysis:
            del progress
            return analyse(course)

        def publish(outcome: TaskOutcome[CourseAnalysis]) -> None:
            self._finished(course, generation, outcome)

        # The task runner's own generations are not ours: every run is the latest it knows
        # (one at a time), and the runner here decides what is stale, by course.
        self._tasks.run(Task(run, on_done=publish))

    def _finished(self, course: Course, generation: int,
                  outcome: TaskOutcome[CourseAnalysis]) -> None:
        self._in_flight = None
        if self._closed:
            return
        self._remember(course, outcome.result, outcome.error)
        if (generation != self._generation
                and course is not self.document.course):  # not undone back to it
            self.dropped += 1
            if self._needed and not self._timer.isActive():
                self._submit()  # the edits have settled while the old course ran
            return
        self._timer.stop()
        self._publish(course, outcome.result, outcome.error, outcome.seconds)

    def _remember(self, course: Course, analysis: CourseAnalysis | None,
                  error: str | None) -> None:
        self._cache[id(course)] = (course, analysis, error)
        self._cache.move_to_end(id(course))
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    def _publish(self, course: Course, analysis: CourseAnalysis | None, error: str | None,
                 seconds: float | None) -> None:
        self._needed = False
        self.analysed_course = course
        self.analysis = analysis
        if analysis is None:
            text = QCoreApplication.translate("AnalysisRunner", "cannot analyse: {why}")
            self._set_state(AnalysisState(RunState.FAILED, text.format(why=error)))
        else:
            self._set_state(AnalysisState(RunState.DONE, seconds=seconds))
        self.resultChanged.emit(analysis)
