"""Replays: every shot of a finished game, forward and back, against the engine's states."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.carambole.game import (
    Action,
    CaramboleGame,
    CaramboleState,
    GameParams,
    Mode,
    Player,
    Roll,
)
from golfstudio.carambole.table import CellTable
from golfstudio.engine.play import play_out
from golfstudio.hexgrid import Hex
from tests.ui.carambole.play.conftest import TIMEOUT_MS, MakeView, params_of
from tests.ui.screenshot import distinct_colours
from ui.carambole.play.canvas import PlayCanvas
from ui.carambole.play.replay import ReplayView, rest_cells
from ui.carambole.play.scorecard import carambole_scorecard
from ui.carambole.play.seats import Seat, Speed


class Engine:
    """The ground truth: the engine replaying a game's actions (``game.replay``, with the
    courses compiled once so that a state per shot stays cheap)."""

    def __init__(self, params: GameParams, actions: Sequence[Action],
                 tables: Sequence[CellTable]) -> None:
        self.params = params
        self.actions = tuple(actions)
        self.tables = tables
        self.rolls = [i for i, a in enumerate(self.actions) if isinstance(a, Roll)]

    def state(self, count: int) -> CaramboleState:
        game = CaramboleGame(self.params, tables=self.tables).new_state()
        for action in self.actions[:count]:
            game.apply(action)
        return game

    def after(self, k: int) -> CaramboleState:
        return self.state(self.rolls[k - 1] + 1 if k else self.rolls[0] - 1)

    def shown(self, k: int) -> tuple[int, dict[int, Hex]]:
        """The course and the balls at rest after the k-th shot (before any, for 0)."""
        if k == 0:
            before = self.after(0)  # up to the first Shot
            return before.course_index, rest_cells(before)
        before = self.state(self.rolls[k - 1])
        after = self.after(k)
        if after.course_index == before.course_index:
            return after.course_index, rest_cells(after)
        # The shot ended its course: the balls rest where its record left them.
        ball = before.ball_to_play()
        assert ball is not None
        others = before.others_on_course(ball) if before.mode is Mode.CARAMBOLE else []
        cells = rest_cells(before)
        course = before.course_index
        record = before.apply(self.actions[self.rolls[k - 1]])
        assert record is not None
        for number, end in zip([ball, *others], record.balls, strict=True):
            if end.holed:
                cells.pop(number, None)
            else:
                cells[number] = end.cell
        return course, cells


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _check(canvas: PlayCanvas, engine: Engine, k: int) -> None:
    course, cells = engine.shown(k)
    assert (canvas.course_index, canvas.ball_cells()) == (course, cells), f"shot {k}"


def test_stepping_through_every_shot_and_back_shows_the_engines_states(
        make_view: MakeView, qtbot: QtBot) -> None:
    params = params_of(["course-1", "course-3"], [Player("Ann", 2), Player("Bob")],
                       Mode.CARAMBOLE)
    view = make_view(params, [Seat.GREEDY, Seat.RANDOM], speed=Speed.INSTANT)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    bar, controller = view.replay_bar, view.replay
    assert controller is not None and bar.isVisible()
    engine = Engine(params, view.game.history, view.game.tables)
    shots = len(engine.rolls)
    assert controller.count == shots
    assert controller.position == shots  # the game ends showing its last shot
    _click(qtbot, bar.first_button)
    _check(view.canvas, engine, 0)
    assert not bar.previous_button.isEnabled()
    for k in range(1, shots + 1):
        with qtbot.waitSignal(view.canvas.shotAnimated, timeout=TIMEOUT_MS):
            _click(qtbot, bar.next_button)
        assert controller.position == k
        _check(view.canvas, engine, k)
        truth = carambole_scorecard(engine.after(k))
        assert view.scorecard.values() == truth.values()
    assert not bar.next_button.isEnabled()
    assert f"Shot {shots} of {shots}" in bar.label.text()
    for k in range(shots - 1, -1, -1):
        _click(qtbot, bar.previous_button)
        assert controller.position == k
        _check(view.canvas, engine, k)
    bar.slider.setValue(shots // 2)  # a jump is shown at once
    assert not view.canvas.is_animating()
    _check(view.canvas, engine, shots // 2)
    _click(qtbot, bar.last_button)
    _check(view.canvas, engine, shots)
    assert [row[-1] for row in view.scorecard.values()] == list(view.game.scores())


def test_a_saved_game_replays_on_its_own(qtbot: QtBot, screenshot_dir: Path) -> None:
    params = params_of(["course-3-modified"], [Player("Ann"), Player("Bob"), Player("Cy")],
                       Mode.CARAMBOLE)
    game = play_out(CaramboleGame(params).new_state(),
                    [GreedyPlayer(), RandomPlayer(random.Random(1)), GreedyPlayer()],
                    random.Random(5))
    view = ReplayView(params, game.history, speed=Speed.INSTANT)
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    engine = Engine(params, game.history, view.controller.game.tables)  # type: ignore
    _check(view.canvas, engine, 0)
    for k in range(1, view.controller.count + 1):
        with qtbot.waitSignal(view.canvas.shotAnimated, timeout=TIMEOUT_MS):
            _click(qtbot, view.bar.next_button)
        _check(view.canvas, engine, k)
    assert view.scorecard.values() == [[t, t] for t in game.scores()]
    view.resize(1280, 800)
    QApplication.processEvents()
    path = screenshot_dir / "carambole_replay_1280.png"
    assert view.grab().save(str(path))
    assert distinct_colours(QImage(str(path))) > 40
