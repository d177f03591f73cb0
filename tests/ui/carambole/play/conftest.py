"""Play views on bundled courses, a scorecard database of the test's own, and a person's
hands: real clicks on the canvas's viewport and on the shot panel's widgets."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import GameParams, Mode, Player
from golfstudio.hexgrid import Direction, Hex
from tests.ui.play_kit.harness import (  # the fixtures are found where they are imported
    TableHands,
    store,  # noqa: F401
    store_url,  # noqa: F401
    view_maker,
)
from ui.carambole.play.play_view import PlayView

LEFT = Qt.MouseButton.LeftButton
SIZE = (1200, 800)
TIMEOUT_MS = 15_000


def params_of(courses: Sequence[str], players: Sequence[Player],
              mode: Mode = Mode.BASIC) -> GameParams:
    return GameParams(tuple(load_bundled(c) for c in courses), tuple(players), mode)


MakeView = Callable[..., PlayView]


@pytest.fixture
def make_view(qtbot: QtBot) -> MakeView:
    """A shown play view at the screenshots' size; qtbot closes it after the test."""
    return view_maker(qtbot, PlayView, SIZE, rng_seed=7)


class Hands(TableHands[PlayView]):
    """What a person does at this game's table, through real events."""

    def wait_for_turn(self) -> None:
        """Until a person is to act, or the game is over."""
        self.qtbot.waitUntil(lambda: self.view.is_human_turn() or self.view.is_over(),
                             timeout=TIMEOUT_MS)

    def place(self, cell: Hex | None = None) -> Hex:
        targets = self.view.canvas.start_targets()
        chosen = cell if cell is not None else targets[0]
        self.qtbot.mouseClick(self.view.canvas.viewport(), LEFT,
                              pos=self.view.canvas.cell_point(chosen))
        return chosen

    def direction(self, direction: Direction) -> None:
        self.qtbot.mouseClick(self.view.canvas.viewport(), LEFT,
                              pos=self.view.canvas.arrow_point(direction))

    def source(self, name: str, card: bool = False) -> None:
        self.qtbot.mouseClick(self.view.shot_panel.source_button(name, card), LEFT)

    def type_roll(self, text: str) -> None:
        field = self.view.shot_panel.typed
        field.clear()
        self.qtbot.keyClicks(field, text)
        self.qtbot.mouseClick(self.view.shot_panel.typed_button, LEFT)

    def roll(self) -> None:
        self.qtbot.mouseClick(self.view.shot_panel.roll_button, LEFT)


@pytest.fixture
def hands(qtbot: QtBot) -> Callable[[PlayView], Hands]:
    return lambda view: Hands(qtbot, view)

