"""Dice Golf play views at 1280×800, a scorecard database of the test's own, and a person's
hands: real clicks on the picker's buttons and the board's dice, real keys, dice typed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.game import GameParams
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_file import course_from_data
from tests.ui.play_kit.harness import (  # the fixtures are found where they are imported
    TableHands,
    store,  # noqa: F401
    store_url,  # noqa: F401
    view_maker,
)
from ui.dicegolf.play.play_view import DiceGolfPlayView

LEFT = Qt.MouseButton.LeftButton
SIZE = (1280, 800)
TIMEOUT_MS = 20_000

MakeView = Callable[..., DiceGolfPlayView]


LINKS: Course = course_from_data({
    "format": "golfstudio.dicegolf", "version": 1, "name": "Test links",
    "holes": [
        {"name": "Short", "length": 230, "par": 3,
         "zones": [{"start": 0, "formula": "B * R + 60"}],
         "green": {"start": 205, "formula": "B1 - R1", "combination": "double"},
         "end_of_terrain": 250,
         "hazards": [{"start": 163, "end": 185, "kind": "slope", "metres": 15},
                     {"start": 191, "end": 197, "kind": "bunker", "needs": "double"}]},
        {"name": "Pond", "length": 300, "par": 4,
         "zones": [{"start": 0, "formula": "B * R"}, {"start": 195, "formula": "(B + R) * 2"}],
         "green": {"start": 275, "formula": "B1 - R1", "combination": "double"},
         "end_of_terrain": 320, "proximity": [{"start": 165, "end": 194}],
         "hazards": [{"start": 125, "end": 130, "kind": "bunker", "needs": "double"},
                     {"start": 131, "end": 136, "kind": "bunker", "needs": "triple"},
                     {"start": 137, "end": 141, "kind": "bunker", "needs": "double"},
                     {"start": 201, "end": 208, "kind": "pond", "double": 2,
                      "back_to": 200}]},
        {"name": "Fifth die", "length": 380, "par": 4,
         "zones": [{"start": 0, "formula": "W * B"},
                   {"start": 250, "formula": "B1 * R1 + B2 * R2"}],
         "green": {"start": 355, "formula": "B1 - R1", "combination": "double"},
         "end_of_terrain": 400, "proximity": [{"start": 200, "end": 249}]},
    ]})
"""The tests' own course, so that a bundled course tuned since plays them the same: hole 1
a par 3 of one zone (B × R + 60) with a slope and a bunker before the green; hole 2 a par 4
with a zone limit at 195 m, a proximity zone, bunkers and a pond; hole 3 read with the fifth
die (W × B)."""


def params_of(players: Sequence[str], holes: Sequence[int] = (1,), *,
              cards: bool = False) -> GameParams:
    """The test course's holes given (hole 1 by default)."""
    return GameParams(LINKS, tuple(players), "Test links", tuple(holes), cards)


@pytest.fixture
def make_view(qtbot: QtBot) -> MakeView:
    """A shown play view at 1280×800; qtbot closes it after the test."""
    return view_maker(qtbot, DiceGolfPlayView, SIZE, seed=7)


class Hands(TableHands[DiceGolfPlayView]):
    """What a person does at this game's table, through real events."""

    def wait_for_turn(self) -> None:
        """Until a person may act, the pass screen waits for one, or the game is over."""
        view = self.view
        self.qtbot.waitUntil(lambda: view.acting() is not None or view.is_over()
                             or view.passing is not None, timeout=TIMEOUT_MS)

    def click(self, name: str) -> None:
        """A button of the picker by its object name or the start of its text."""
        picker = self.view.throw_picker
        fixed = {"roll": picker.roll_button, "keep": picker.keep_button,
                 "typed": picker.typed_button, "pass": picker.pass_screen.button}
        button = fixed.get(name) or picker.choice_button(name)
        assert button.isVisible() and button.isEnabled(), f"{name} is not offered"
        self.qtbot.mouseClick(button, LEFT)

    def type_dice(self, faces: str) -> None:
        """The faces of real dice typed into the picker, then Enter."""
        typed = self.view.throw_picker.typed
        assert typed.isVisible(), "no dice are asked for"
        typed.setFocus()
        self.qtbot.keyClicks(typed, faces)
        self.qtbot.keyClick(typed, Qt.Key.Key_Return)

    def die(self, index: int) -> None:
        """A die clicked on the board (a selection)."""
        tray = self.view.canvas.tray
        self.qtbot.mouseClick(tray, LEFT, pos=tray.die_rect(index).center().toPoint())

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.view, key)


@pytest.fixture
def hands(qtbot: QtBot) -> Callable[[DiceGolfPlayView], Hands]:
    return lambda view: Hands(qtbot, view)
