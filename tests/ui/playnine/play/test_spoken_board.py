"""The Play Nine table as a screen reader hears it: the game's name, and each layout as the
table shows it (face-down cards said as such, never their values), the piles and who is to
play, told again after the tee shot made by real keys."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from golfstudio.playnine.game import Phase
from tests.ui.accessibility_events import record_accessible_events
from tests.ui.playnine.play.conftest import Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.play_view import PlayNinePlayView
from ui.playnine.play.words import number

DOWN = ", ".join(["face down"] * 4)


def test_the_table_says_each_layout_after_the_tee_shot(
        make_view: MakeView, hands: Callable[[PlayNinePlayView], Hands],
        monkeypatch: pytest.MonkeyPatch) -> None:
    events = record_accessible_events(monkeypatch)
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, "greedy"], speed=Speed.INSTANT)
    canvas = view.canvas
    h = hands(view)
    h.wait_for_turn()
    assert view.state.phase is Phase.TEE and view.state.turn == 0  # seed 7: Ann tees off
    assert canvas.accessibleName() == "Play Nine"
    before = canvas.accessibleDescription()
    assert before.startswith(f"Hole 1 of 1. Ann: top row {DOWN}; bottom row {DOWN}; "
                             "total 0 (to play).")
    told = len(events.of(canvas))
    h.key(Qt.Key.Key_1)
    h.key(Qt.Key.Key_5)  # the tee shot by keys: top 1 and bottom 1
    h.wait_for_turn()
    cards = view.state.cards[0]
    top, bottom = number(cards[0]), number(cards[4])
    after = canvas.accessibleDescription()
    assert (f"Ann: top row {top}, face down, face down, face down; "
            f"bottom row {bottom}, face down, face down, face down;") in after
    hidden = [number(v) for k, v in enumerate(view.state.cards[1])
              if not view.state.face_up[1][k]]
    bob = after[after.index("Bob: "):after.index("Discard pile")]
    assert bob.count("face down") == len(hidden)  # Bob's backs are said as backs
    assert QAccessible.Event.DescriptionChanged in events.of(canvas)[told:]
