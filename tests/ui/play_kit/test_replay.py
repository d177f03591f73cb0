"""One replay: every step's state is the engine's (checkpoints included), a step forward is
animated and a jump shown at once, Play runs to the end, the bar follows; a saved game that
does not replay is refused naming the action."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import RandomPlayer
from golfstudio.carambole.game import CaramboleGame, Mode, Player, Roll
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out, replay
from tests.ui.play_kit.conftest import TIMEOUT_MS, RecordingStage, carambole
from ui.play_kit.replay import CHECKPOINT, ReplayBar, ReplayController
from ui.play_kit.seats import Speed

LEFT = Qt.MouseButton.LeftButton


def _finished() -> tuple[CaramboleGame, tuple[object, ...]]:
    state = carambole(["course-1", "course-3"], [Player("Ann"), Player("Bob")], Mode.CARAMBOLE)
    play_out(state, [RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2))],
             random.Random(9))
    return state.game, state.history


def test_every_step_is_the_engines_state_and_moves_show_or_animate(qtbot: QtBot) -> None:
    game, actions = _finished()
    assert len(actions) > 2 * CHECKPOINT
    stage = RecordingStage()
    controller = ReplayController(game, actions, stage, lambda: Speed.INSTANT.pace)
    bar = ReplayBar()
    qtbot.addWidget(bar)
    bar.set_controller(controller)
    assert controller.count == len(actions)
    for k in range(controller.count + 1):
        assert controller.state_at(k) == replay(game, actions[:k]), f"step {k}"
    controller.go_to(0)
    assert stage.shown == [0] and bar.label.text() == f"{len(actions)} steps"
    qtbot.mouseClick(bar.next_button, LEFT)
    assert [a for a, _r, _p in stage.animated] == [actions[0]]
    assert bar.label.text().startswith(f"1/{len(actions)}: ")
    bar.slider.setValue(40)  # a jump: shown at once
    assert stage.shown_after == [actions[39]] and len(stage.animated) == 1
    assert controller.position == 40
    qtbot.mouseClick(bar.previous_button, LEFT)
    assert stage.shown_after[-1] == actions[38]
    qtbot.mouseClick(bar.last_button, LEFT)
    assert not bar.next_button.isEnabled() and bar.slider.value() == len(actions)
    assert controller.final == replay(game, actions)


def test_play_steps_forward_by_itself_until_the_end(qtbot: QtBot) -> None:
    game, actions = _finished()
    stage = RecordingStage()
    controller = ReplayController(game, actions, stage, lambda: Speed.INSTANT.pace)
    bar = ReplayBar()
    qtbot.addWidget(bar)
    bar.set_controller(controller)
    controller.go_to(controller.count - 5, animate=False)
    qtbot.mouseClick(bar.play_button, LEFT)
    assert bar.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not controller.playing, timeout=TIMEOUT_MS)
    assert controller.position == controller.count
    assert [a for a, _r, _p in stage.animated] == list(actions[-5:])
    assert bar.play_button.text() == "Play"


def test_actions_the_rules_refuse_are_named() -> None:
    game, actions = _finished()
    broken = (*actions[:3], Roll(99), *actions[4:])
    with pytest.raises(GameError, match="action 4"):
        ReplayController(game, broken, RecordingStage(), lambda: Speed.INSTANT.pace)
