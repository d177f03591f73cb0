"""What the games' stages share: an action shown as a sequence of steps.

A stage (``ui.play_kit.table.Stage``) shows one action as several things in turn — a card
slides, then turns, the scores appear, the table pauses — each a ``Step``: a function that
does its part and calls ``then`` when it is finished (at once, after an animation, after a
pause). ``StepRunner`` runs an action's steps one after another and calls the action's
``done`` after the last; ``stop`` cuts it short for good: a step still under way may call
its ``then`` later, and nothing more happens (each run is a generation, and a step of an
older one is ignored), so a flight cut short never says it is done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer

__all__ = ["Step", "StepRunner", "now"]

Step = Callable[[Callable[[], None]], None]
"""One part of showing an action: does it, then calls its argument."""


def now(do: Callable[[], None]) -> Step:
    """A step that does ``do`` at once."""
    def step(then: Callable[[], None]) -> None:
        do()
        then()
    return step


class StepRunner(QObject):
    """See the module docstring: one action's steps at a time, and the pauses between."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._done: Callable[[], None] | None = None
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._paused)
        self._after_pause: Callable[[], None] | None = None

    def run(self, steps: Sequence[Step], done: Callable[[], None]) -> None:
        """Cut whatever runs short, then run ``steps``; ``done`` once the last is finished."""
        self.stop()
        self._done = done
        generation = self._generation

        def finish() -> None:
            if generation != self._generation:
                return
            finished, self._done = self._done, None
            if finished is not None:
                finished()

        self._run(steps, finish, generation)

    def _run(self, steps: Sequence[Step], finish: Callable[[], None], generation: int) -> None:
        if generation != self._generation:
            return
        if not steps:
            finish()
            return
        first, rest = steps[0], steps[1:]
        first(lambda: self._run(rest, finish, generation))

    def is_running(self) -> bool:
        return self._done is not None

    def stop(self) -> None:
        """Cut the steps short: ``done`` is not called, a pause under way is dropped."""
        self._generation += 1
        self._done = None
        self._after_pause = None
        self._pause.stop()

    def sleep(self, ms: int) -> Step:
        """A step that pauses ``ms`` (none at 0)."""
        def step(then: Callable[[], None]) -> None:
            if ms <= 0:
                then()
                return
            self._after_pause = then
            self._pause.start(ms)
        return step

    def _paused(self) -> None:
        then, self._after_pause = self._after_pause, None
        if then is not None:
            then()
