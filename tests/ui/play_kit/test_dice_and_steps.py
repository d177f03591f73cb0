"""The kit's pieces the play views share: a throw's flicker, a die's pips, the steps of an
action on a stage, a saved game read back for its replay, the disc swatch and the card's
hole in progress."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from golfstudio.engine.errors import GameError
from golfstudio.engine.play import sample_chance
from golfstudio.engine.saved_game import saved_game_of
from golfstudio.playnine.game import GameParams, PlayNineGame
from golfstudio.ultimate.game import UltimateGame, UltimateState
from tests.ui.play_kit.conftest import TIMEOUT_MS, carambole
from tests.ui.ultimate.play.conftest import params_of
from ui.play_kit.dice import PIPS, Flicker, draw_pips
from ui.play_kit.replay import saved_actions
from ui.play_kit.scorecard import disc_swatch, strokes_on_the_hole
from ui.play_kit.stage import Step, StepRunner, now
from ui.scorecard.model import ScoreCell


def test_a_flicker_shows_faces_then_settles_once(qtbot: QtBot) -> None:
    said: list[str] = []
    flicker = Flicker(10, lambda: said.append("face"), lambda: said.append("settled"))
    flicker.start(50)
    assert flicker.is_running()
    qtbot.waitUntil(lambda: "settled" in said, timeout=TIMEOUT_MS)
    assert said == ["face"] * 4 + ["settled"]  # a face each 10 ms, the fifth settles
    assert not flicker.is_running()
    said.clear()
    flicker.start(30, face_at_once=True)
    assert said == ["face"]  # shown at once
    qtbot.waitUntil(lambda: "settled" in said, timeout=TIMEOUT_MS)
    assert said == ["face"] * 3 + ["settled"]
    said.clear()
    flicker.start(5)  # shorter than one face: settled at once
    assert said == ["settled"] and not flicker.is_running()
    said.clear()
    flicker.start(100)
    flicker.stop()  # cut short: nothing more
    qtbot.wait(60)
    assert said == []


def test_pips_are_drawn_where_a_real_die_has_them() -> None:
    assert [len(PIPS[face]) for face in range(1, 7)] == [1, 2, 3, 4, 5, 6]
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setBrush(QColor("black"))
    draw_pips(painter, QRectF(0, 0, 60, 60), 1, 4)
    draw_pips(painter, QRectF(0, 0, 60, 60), 9, 4)  # no pips beyond 6
    painter.end()
    assert image.pixelColor(30, 30) == QColor("black")  # the one pip, in the middle
    assert image.pixelColor(16, 16) == QColor("white")  # nothing where a 2's pip would be


def test_steps_run_in_turn_and_a_stop_drops_the_rest(qtbot: QtBot) -> None:
    runner = StepRunner()
    done: list[str] = []
    held: list[object] = []

    def hold(then: object) -> None:
        held.append(then)  # an animation under way: ``then`` later

    steps: list[Step] = [now(lambda: done.append("a")), runner.sleep(20),
                         now(lambda: done.append("b"))]
    runner.run(steps, lambda: done.append("done"))
    assert done == ["a"] and runner.is_running()
    qtbot.waitUntil(lambda: "done" in done, timeout=TIMEOUT_MS)
    assert done == ["a", "b", "done"] and not runner.is_running()

    done.clear()
    runner.run([now(lambda: done.append("a")), hold, now(lambda: done.append("b"))],
               lambda: done.append("done"))
    assert done == ["a"] and len(held) == 1
    runner.stop()
    assert not runner.is_running()
    then = held[0]
    assert callable(then)
    then()  # the animation cut short finishes after all: nothing more happens
    assert done == ["a"]


def test_a_saved_game_is_read_back_for_its_own_games_replay_only() -> None:
    state = carambole()
    saved = saved_game_of(state, 3)
    game, actions = saved_actions(saved, type(state.game), "a Carambole")
    assert game.game_id == "carambole" and actions == list(state.history)
    with pytest.raises(GameError, match="not a Play Nine game: carambole"):
        saved_actions(saved, PlayNineGame, "a Play Nine")
    assert PlayNineGame(GameParams(("Ann", "Bob"), 1)).game_id == "playnine"


def test_a_disc_swatch_is_the_players_colour_and_the_hole_in_progress_is_grey(
        qtbot: QtBot) -> None:
    swatch = disc_swatch(QColor("#cc3434")).toImage()
    assert swatch.pixelColor(8, 8) == QColor("#cc3434")
    assert swatch.pixelColor(0, 0).alpha() == 0
    cells = strokes_on_the_hole(UltimateState)
    assert cells(carambole()) == {}  # another game's state: nothing
    state = UltimateGame(params_of(["Ann", "Bob"], (12, 14))).new_state()
    rng = random.Random(1)
    while not any(state.strokes(seat) for seat in (0, 1)):
        state.apply(sample_chance(state, rng) if state.is_chance_node()
                    else state.legal_actions()[0])
    assert cells(state) == {(seat, 0): ScoreCell(state.strokes(seat), provisional=True)
                            for seat in (0, 1) if state.strokes(seat)}
