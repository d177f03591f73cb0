"""Background work for the studio, in the manner of Anki's ``CollectionOp``/``QueryOp``.

Long work — an analysis, a simulation, a store write that may wait on a lock — runs off the
GUI thread so the window never freezes (architecture.md). A ``Task`` names the function to
run in a worker thread and what to do with its outcome back in the GUI thread; a
``TaskRunner`` (one per owner, a child ``QObject``) runs tasks on its own ``QThreadPool``:

- **progress**: the function receives a ``Progress``; ``progress.report(fraction, text)``
  reaches the task's ``on_progress`` in the GUI thread;
- **stale results are dropped**: tasks that share a ``key`` are generations of one question
  (the analysis of the course as it is now); when a newer one was started, an older one's
  outcome goes to ``on_stale`` (a cache may keep it) instead of ``on_result``;
- **errors**: a ``GolfStudioError`` raised by the function reaches ``on_error`` with its
  readable message; without ``on_error`` the runner shows it to the user (``parent_widget``)
  or, headless, emits ``failed``. Any other exception is a bug: it propagates in the worker
  (and is reported there) and the task ends with ``unexpected`` set, so nobody waits for ever;
- **retry**: ``retries`` more attempts, ``retry_delay`` seconds apart, when the function
  raises one of ``retry_on`` (a store write that met a lock: the play view's round saver);
- **one signal says what changed**: after a task succeeds, ``changed`` carries its
  ``changes`` (Anki's ``OpChanges``), so views refresh through one hook.

Tasks never touch widgets in the worker: the function gets plain values (an immutable
``Course``) and returns plain values.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from golfstudio.errors import GolfStudioError

T = TypeVar("T")


class Progress:
    """Handed to a task's function: report how far it got; see whether to give up."""

    def __init__(self, emit: Callable[[float, str], None], stop: threading.Event) -> None:
        self._emit = emit
        self._stop = stop

    def report(self, fraction: float, text: str = "") -> None:
        self._emit(max(0.0, min(1.0, fraction)), text)

    @property
    def stopping(self) -> bool:
        """True once the runner shuts down: a long loop should return early."""
        return self._stop.is_set()


@dataclass(frozen=True)
class TaskOutcome(Generic[T]):
    """How one run ended: its result, or the readable error, and how long it took."""

    generation: int
    key: str | None
    result: T | None
    error: str | None
    seconds: float
    attempts: int = 1
    unexpected: bool = False
    """The function raised something other than a ``GolfStudioError`` (a bug)."""

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class Task(Generic[T]):
    """One piece of background work and what to do with its outcome (GUI thread)."""

    run: Callable[[Progress], T]
    on_result: Callable[[T], None] | None = None
    on_error: Callable[[str], None] | None = None
    on_progress: Callable[[float, str], None] | None = None
    on_stale: Callable[[TaskOutcome[T]], None] | None = None
    on_done: Callable[[TaskOutcome[T]], None] | None = None
    """Called after every outcome, current or stale (to start what waited for this run)."""
    key: str | None = None
    changes: object = None
    """What a success changed, emitted with ``TaskRunner.changed``."""
    retries: int = 0
    retry_on: tuple[type[BaseException], ...] = field(default=())
    retry_delay: float = 0.2
    error_title: str = ""


class _Bridge(QObject):
    """Lives in the GUI thread; workers emit through it (queued to the runner)."""

    finished = Signal(object, object)
    progressed = Signal(object, float, str)


class _Run(QRunnable):
    def __init__(self, task: Task[Any], generation: int, bridge: _Bridge,
                 stop: threading.Event) -> None:
        super().__init__()
        self.task = task
        self.generation = generation
        self.bridge = bridge
        self.stop = stop

    def run(self) -> None:
        task = self.task
        progress = Progress(lambda f, text: self.bridge.progressed.emit(task, f, text), self.stop)
        begun = time.perf_counter()
        result: Any = None
        error: str | None = "the work stopped unexpectedly"
        unexpected = True
        attempts = 0
        try:
            while True:
                attempts += 1
                try:
                    result = task.run(progress)
                    error, unexpected = None, False
                    break
                except task.retry_on:
                    if attempts > task.retries or self.stop.wait(task.retry_delay):
                        raise
        except GolfStudioError as exc:  # a line a person can read
            error, unexpected = str(exc), False
        finally:
            # Also after a bug's exception (which still propagates and is reported), so the
            # runner never waits for a run that is over.
            outcome = TaskOutcome(self.generation, task.key, result, error,
                                  time.perf_counter() - begun, attempts, unexpected)
            self.bridge.finished.emit(task, outcome)


class TaskRunner(QObject):
    """Runs ``Task``s on a private thread pool and delivers their outcomes in the GUI thread.

    Signals: ``changed(object)`` — a task succeeded, with its ``changes``; ``failed(str)`` —
    a task without ``on_error`` failed and no ``parent_widget`` was given to show it.
    """

    changed = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, max_threads: int = 1,
                 parent_widget: QWidget | None = None) -> None:
        super().__init__(parent)
        # The pool first: children are deleted in order, so the pool waits for a running
        # task while the bridge it emits through still exists.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max_threads)
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._finished)
        self._bridge.progressed.connect(self._progressed)
        self._stop = threading.Event()
        self._generation = 0
        self._latest: dict[str | None, int] = {}
        self._running = 0
        self._closed = False
        self.parent_widget = parent_widget
        self.dropped = 0
        """Outcomes delivered to ``on_stale`` because a newer task of their key had started."""

    def run(self, task: Task[T]) -> int:
        """Start ``task``; returns its generation (newer tasks of its key make it stale)."""
        if self._closed:
            raise RuntimeError("the task runner was shut down")
        self._generation += 1
        if task.key is not None:
            self._latest[task.key] = self._generation
        self._running += 1
        self._pool.start(_Run(task, self._generation, self._bridge, self._stop))
        return self._generation

    def is_running(self) -> bool:
        return self._running > 0

    def is_latest(self, key: str, generation: int) -> bool:
        return self._latest.get(key) == generation

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the running tasks to end (their outcomes follow through the event loop)."""
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        """Drop what has not started, ask running work to stop, and wait for it."""
        if self._closed:
            return
        self._closed = True
        self._stop.set()
        self._pool.clear()
        self._pool.waitForDone()

    # ---- in the GUI thread ------------------------------------------------------------------

    def _progressed(self, task: Task[Any], fraction: float, text: str) -> None:
        if task.on_progress is not None and not self._closed:
            task.on_progress(fraction, text)

    def _finished(self, task: Task[Any], outcome: TaskOutcome[Any]) -> None:
        self._running -= 1
        if self._closed:
            return
        stale = task.key is not None and self._latest.get(task.key) != outcome.generation
        if stale:
            self.dropped += 1
            if task.on_stale is not None:
                task.on_stale(outcome)
        elif outcome.error is None:
            if task.on_result is not None:
                task.on_result(outcome.result)
            if task.changes is not None:
                self.changed.emit(task.changes)
        elif task.on_error is not None:
            task.on_error(outcome.error)
        elif self.parent_widget is not None:
            QMessageBox.warning(self.parent_widget, task.error_title or self.tr("Could not finish"),
                                outcome.error)
        else:
            self.failed.emit(outcome.error)
        if task.on_done is not None:
            task.on_done(outcome)
