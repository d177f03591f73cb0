"""Background tasks: results in the GUI thread, progress, stale results dropped, errors handed
back or emitted, retries for a write that meets a lock, and one signal for what changed."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject, QThread
from pytestqt.qtbot import QtBot

from golfstudio.errors import GolfStudioError
from ui.tasks import Progress, Task, TaskOutcome, TaskRunner


class Locked(Exception):
    """What a store raises while another writer holds its lock (the test's stand-in)."""


@pytest.fixture
def runner(qtbot: QtBot) -> Iterator[TaskRunner]:
    owner = QObject()
    tasks = TaskRunner(owner, max_threads=2)
    yield tasks
    tasks.shutdown()
    owner.deleteLater()


def test_a_result_and_its_progress_arrive_in_the_gui_thread(runner: TaskRunner,
                                                            qtbot: QtBot) -> None:
    gui = QThread.currentThread()
    worker_threads: list[object] = []
    seen: list[tuple[float, str]] = []
    results: list[int] = []
    changes: list[object] = []
    runner.changed.connect(changes.append)

    def work(progress: Progress) -> int:
        worker_threads.append(QThread.currentThread())
        progress.report(0.5, "half way")
        progress.report(2.0)  # clamped
        return 42

    def landed(value: int) -> None:
        assert QThread.currentThread() is gui
        results.append(value)

    runner.run(Task(work, on_result=landed,
                    on_progress=lambda f, text: seen.append((f, text)), changes={"rounds"}))
    qtbot.waitUntil(lambda: results == [42])
    assert worker_threads and worker_threads[0] is not gui
    assert seen == [(0.5, "half way"), (1.0, "")]
    assert changes == [{"rounds"}]
    assert not runner.is_running()


def test_an_older_task_of_the_same_key_is_stale(runner: TaskRunner, qtbot: QtBot) -> None:
    gate = threading.Event()
    results: list[str] = []
    stale: list[TaskOutcome[str]] = []

    def slow(progress: Progress) -> str:
        gate.wait(5)
        return "old"

    first = runner.run(Task(slow, key="course", on_result=results.append,
                            on_stale=stale.append))
    second = runner.run(Task(lambda p: "new", key="course", on_result=results.append,
                             on_stale=stale.append))
    assert runner.is_latest("course", second) and not runner.is_latest("course", first)
    qtbot.waitUntil(lambda: results == ["new"])
    gate.set()
    qtbot.waitUntil(lambda: len(stale) == 1)
    assert stale[0].result == "old" and stale[0].generation == first
    assert results == ["new"] and runner.dropped == 1


def test_a_readable_error_is_handed_back_or_emitted(runner: TaskRunner, qtbot: QtBot) -> None:
    def broken(progress: Progress) -> None:
        raise GolfStudioError("the store is read-only")

    errors: list[str] = []
    runner.run(Task(broken, on_error=errors.append))
    qtbot.waitUntil(lambda: errors == ["the store is read-only"])
    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        runner.run(Task(broken))
    assert blocker.args == ["the store is read-only"]


def test_a_write_that_meets_a_lock_is_tried_again(runner: TaskRunner, qtbot: QtBot) -> None:
    attempts: list[int] = []

    def write(progress: Progress) -> str:
        attempts.append(len(attempts) + 1)
        if len(attempts) < 3:
            raise Locked
        return "saved"

    done: list[TaskOutcome[str]] = []
    runner.run(Task(write, retries=3, retry_on=(Locked,), retry_delay=0.01,
                    on_done=done.append))
    qtbot.waitUntil(lambda: bool(done))
    assert done[0].result == "saved" and done[0].attempts == 3 and attempts == [1, 2, 3]


def test_after_shutdown_nothing_more_runs(qtbot: QtBot) -> None:
    tasks = TaskRunner()
    tasks.shutdown()
    with pytest.raises(RuntimeError, match="shut down"):
        tasks.run(Task(lambda p: None))
