"""Play Nine play views at 1280×800, a scorecard database of the test's own, and a person's
hands: real clicks on the card table's viewport and the panel's buttons, real keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.playnine.game import GameParams, Phase
from tests.ui.play_kit.harness import (  # the fixtures are found where they are imported
    TableHands,
    store,  # noqa: F401
    store_url,  # noqa: F401
    view_maker,
)
from ui.playnine.play.canvas import SlotTarget, Spot, Target
from ui.playnine.play.play_view import PlayNinePlayView

LEFT = Qt.MouseButton.LeftButton
SIZE = (1280, 800)
TIMEOUT_MS = 20_000

MakeView = Callable[..., PlayNinePlayView]


def params_of(players: Sequence[str], holes: int = 1) -> GameParams:
    return GameParams(tuple(players), holes)


@pytest.fixture
def make_view(qtbot: QtBot) -> MakeView:
    """A shown play view at 1280×800; qtbot closes it after the test."""
    return view_maker(qtbot, PlayNinePlayView, SIZE, seed=7)


class Hands(TableHands[PlayNinePlayView]):
    """What a person does at this game's table, through real events."""

    def wait_for_turn(self) -> None:
        """Until a person may act (or the pass screen waits for one), a scored hole waits
        for Next hole, or the game is over."""
        view = self.view
        self.qtbot.waitUntil(lambda: view.is_human_turn() or view.is_over()
                             or view.table_stage.is_holding(), timeout=TIMEOUT_MS)

    def click(self, target: Target) -> None:
        canvas = self.view.canvas
        self.qtbot.mouseClick(canvas.viewport(), LEFT, pos=canvas.view_point(target))

    def slot(self, slot: int) -> None:
        self.click(SlotTarget(self.view.state.turn, slot))

    def button(self, name: str) -> None:
        button = self.view.panel.buttons()[name]
        assert button.isEnabled(), f"{name} is not offered"
        self.qtbot.mouseClick(button, LEFT)

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.view, key)

    def next_hole(self) -> None:
        button = self.view.canvas.next_button
        assert button.isVisible()
        self.qtbot.mouseClick(button, LEFT)

    def pass_to_me(self) -> None:
        self.qtbot.mouseClick(self.view.pass_screen.button, LEFT)

    def play_simply(self) -> None:
        """One move of a plain plan, by clicks: turn the first two cards at the tee; then draw,
        and discard the card and turn the next face-down card, the last one by keeping the
        drawn card there (so the person goes out within a few turns)."""
        state = self.view.state
        seat = state.turn
        down = state.face_down(seat)
        if state.phase is Phase.TEE:
            self.slot(down[0])
            self.slot(down[1])
        elif state.phase is Phase.TURN:
            self.click(Spot.PILE)
        elif len(down) == 1:
            self.slot(down[0])
        else:
            self.click(Spot.DISCARD)
            self.slot(down[0])


@pytest.fixture
def hands(qtbot: QtBot) -> Callable[[PlayNinePlayView], Hands]:
    return lambda view: Hands(qtbot, view)


def check_nothing_face_down_shown(view: PlayNinePlayView) -> None:
    """The table shows a value only for face-up cards, and the drawn card only to the player
    holding it while it is their turn (and the table is theirs)."""
    state = view.state
    if state.is_over() or view.table_stage.is_holding():
        return
    for seat in range(len(state.game.player_names())):
        shown = view.canvas.shown_values(seat)
        for slot, value in enumerate(shown):
            if value is not None:
                assert state.face_up[seat][slot], (seat, slot)
                assert state.cards[seat][slot] == value
    hand = view.canvas.item(Spot.HAND)
    if hand.isVisible() and hand.value is not None:
        assert state.phase is Phase.DRAWN
        assert view.viewer(state) == state.turn
