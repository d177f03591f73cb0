"""The kit is tested on a real engine (Carambole on bundled courses) and no game widgets:
a ``RecordingStage`` stands where a game's canvas would, keeping what it was asked to show
and holding each animation until the test lets it finish."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, CaramboleState, GameParams, Mode, Player
from golfstudio.engine.state import State
from ui.play_kit.seats import Pace

TIMEOUT_MS = 15_000


def carambole(courses: Sequence[str] = ("course-1",), players: Sequence[Player] = (
        Player("Ann"), Player("Bob")), mode: Mode = Mode.BASIC) -> CaramboleState:
    params = GameParams(tuple(load_bundled(c) for c in courses), tuple(players), mode)
    return CaramboleGame(params).new_state()


class RecordingStage:
    """A ``Stage`` that records. With ``hold`` set, an animation waits for ``finish()``."""

    def __init__(self, hold: bool = False) -> None:
        self.hold = hold
        self.animated: list[tuple[Any, object, Pace]] = []
        self.shown: list[int] = []
        self.shown_after: list[Any] = []
        self.stopped = 0
        self._done: Callable[[], None] | None = None

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Callable[[], None]) -> None:
        assert before.check(action) is None  # the position the action was played from
        self.animated.append((action, record, pace))
        if self.hold:
            self._done = done
        else:
            done()

    def waiting(self) -> bool:
        return self._done is not None

    def finish(self) -> None:
        done, self._done = self._done, None
        assert done is not None
        done()

    def show(self, state: State[Any]) -> None:
        self.shown.append(len(state.history))

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        self.shown_after.append(action)

    def stop(self) -> None:
        self.stopped += 1
        self._done = None

    # A replay's steps: every action is one.
    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        return 0, list(range(1, len(actions) + 1))

    def describe_start(self, steps: int) -> str:
        return f"{steps} steps"

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        return f"{k}/{steps}: {before.game.action_text(action)}"


def seeded(seed: int) -> random.Random:
    return random.Random(seed)
