"""Carambole's card on the kit's scorecard model, against the engine's scores, and Qt's
model checks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from pytestqt.modeltest import ModelTester

from golfstudio.ai.carambole import CarambolePlayer, GreedyPlayer, RandomPlayer
from golfstudio.carambole.game import CaramboleGame, CaramboleState, Mode, Player
from golfstudio.engine.play import sample_chance, winners
from tests.ui.carambole.play.conftest import params_of
from ui import theme
from ui.carambole.play.scorecard import carambole_scorecard

DISPLAY = Qt.ItemDataRole.DisplayRole


def _game(mode: Mode = Mode.CARAMBOLE) -> CaramboleState:
    params = params_of(["course-1", "course-3"], [Player("Ann", 2), Player("Bob")], mode)
    return CaramboleGame(params).new_state()


DICE = random.Random(3)


def _step(game: CaramboleState, players: Sequence[CarambolePlayer]) -> None:
    if game.is_chance_node():
        game.apply(sample_chance(game, DICE))
    else:
        game.apply(players[game.current_player()].choose(game))


def test_the_model_passes_qts_checks_from_start_to_end(qtmodeltester: ModelTester) -> None:
    game = _game()
    model = carambole_scorecard(game)
    qtmodeltester.check(model)
    players: list[CarambolePlayer] = [GreedyPlayer(), RandomPlayer(random.Random(9))]
    checked = 0
    while not game.is_over():
        _step(game, players)
        model.update_from(game)
        if checked < 3 and game.round == 3:
            qtmodeltester.check(model)
            checked += 1
    qtmodeltester.check(model)


def test_headers_rows_and_totals_follow_the_engine() -> None:
    game = _game()
    model = carambole_scorecard(game)
    horizontal = Qt.Orientation.Horizontal
    assert [model.headerData(c, horizontal) for c in range(3)] == ["1", "2", "Total"]
    assert model.headerData(1, horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "Course 3: Chicane")
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(2)] == ["Ann", "Bob"]
    assert model.values() == [[None, None, None], [None, None, None]]
    players = [GreedyPlayer(), GreedyPlayer()]
    while not game.is_over():
        _step(game, players)
        model.update_from(game)
    assert model.values() == [[*(c[p] for c in game.card()), game.scores()[p]]
                              for p in range(2)]
    won_by = winners(game.scores(), lower_wins=True)
    for row in range(2):
        background = model.index(row, 2).data(Qt.ItemDataRole.BackgroundRole)
        assert isinstance(background, QBrush)
        assert (background.color() == theme.UNDER_PAR) == (row in won_by)


def test_a_ball_still_playing_shows_its_strokes_so_far_in_grey() -> None:
    game = _game(Mode.BASIC)
    model = carambole_scorecard(game)
    players = [RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2))]
    while game.strokes(0) < 2:  # Ann's first ball plays first on the default order
        _step(game, players)
        model.update_from(game)
    cell = model.index(0, 0)
    assert cell.data(DISPLAY) == "2"
    assert model.cell(0, 0).provisional
    foreground = cell.data(Qt.ItemDataRole.ForegroundRole)
    assert isinstance(foreground, QBrush) and foreground.color() == theme.TEXT_MUTED
    assert "2 strokes so far" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert "not on the course yet" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(1, 0).data(DISPLAY) == ""  # Bob has not started
    assert model.index(0, 1).data(DISPLAY) == ""  # the next course
