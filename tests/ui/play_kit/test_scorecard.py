"""The kit's scorecard model over any state's card: Qt's model checks from start to end,
totals and winners the registry's way, a game's cells for a hole in progress."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from pytestqt.modeltest import ModelTester

from golfstudio.carambole.game import Mode, Player
from golfstudio.engine.play import play_out, winners
from golfstudio.engine.registry import ai_players
from tests.ui.play_kit.conftest import carambole
from ui import theme
from ui.play_kit.scorecard import CardHooks, GameScorecard
from ui.scorecard.model import ScoreCell

DISPLAY = Qt.ItemDataRole.DisplayRole


def _players(state_game: object, seed: int) -> list[object]:
    greedy, _ = ai_players("carambole")["greedy"]
    rand, _ = ai_players("carambole")["random"]
    return [greedy(state_game, random.Random(seed)), rand(state_game, random.Random(seed + 1))]


def test_the_model_passes_qts_checks_and_follows_the_card(qtmodeltester: ModelTester) -> None:
    state = carambole(["course-1", "course-3"], [Player("Ann", 2), Player("Bob")],
                      Mode.CARAMBOLE)
    model = GameScorecard(state)
    qtmodeltester.check(model)
    horizontal = Qt.Orientation.Horizontal
    assert [model.headerData(c, horizontal) for c in range(3)] == ["1", "2", "Total"]
    assert model.headerData(0, horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "Course 1: The straight")
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(2)] == ["Ann", "Bob"]
    assert model.values() == [[None] * 3, [None] * 3]
    assert model.current_hole == 0
    play_out(state, _players(state.game, 4), random.Random(2))  # type: ignore[arg-type]
    model.update_from(state)
    qtmodeltester.check(model)
    assert model.values() == [[*(h[p] for h in state.card()), state.scores()[p]]
                              for p in range(2)]
    won_by = winners(state.scores(), lower_wins=True)
    assert model.winners() == won_by and model.current_hole == -1
    for row in range(2):
        background = model.index(row, 2).data(Qt.ItemDataRole.BackgroundRole)
        assert isinstance(background, QBrush)
        assert (background.color() == theme.UNDER_PAR) == (row in won_by)


def test_a_games_cells_for_a_hole_in_progress_are_grey_and_count_in_the_total() -> None:
    state = carambole(["course-1", "course-3"], [Player("Ann"), Player("Bob")])
    hooks = CardHooks(cells=lambda s: {(0, 0): ScoreCell(2, True, "2 so far")},
                      player_tip=lambda p: f"seat {p + 1}")
    model = GameScorecard(state, hooks)
    cell = model.index(0, 0)
    assert cell.data(DISPLAY) == "2"
    foreground = cell.data(Qt.ItemDataRole.ForegroundRole)
    assert isinstance(foreground, QBrush) and foreground.color() == theme.TEXT_MUTED
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == "2 so far"
    total = model.cell(0, model.total_column)
    assert total.value == 2 and total.provisional
    assert model.index(1, model.total_column).data(DISPLAY) == ""
    assert model.headerData(1, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) == "seat 2"
