"""The Dice Golf track as a screen reader hears it: the game's name, and the hole, each
ball's distance and lie and who throws, told again after a throw by a real click."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible

from tests.ui.accessibility_events import record_accessible_events
from tests.ui.dicegolf.play.conftest import Hands, MakeView, params_of
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed


def test_the_track_says_where_each_ball_lies_after_a_throw(
        make_view: MakeView, hands: Callable[[DiceGolfPlayView], Hands],
        monkeypatch: pytest.MonkeyPatch) -> None:
    events = record_accessible_events(monkeypatch)
    view = make_view(params_of(["You", "Greedy"]), [HUMAN, "greedy"], speed=Speed.INSTANT)
    track = view.canvas.track
    h = hands(view)
    h.wait_for_turn()
    assert track.accessibleName() == "Dice Golf"
    assert track.accessibleDescription() == (
        "Hole 1, 230 m. You: 0 m, on the tee. Greedy: 0 m, on the tee. To throw: You.")
    told = len(events.of(track))
    h.click("roll")  # the studio rolls (seed 7): (3 + 2) × (4 + 6) + 60 = 110 m
    h.wait_for_turn()
    after = track.accessibleDescription()
    assert after.startswith("Hole 1, 230 m. You: 110 m, on the fairway, zone 1. Greedy: ")
    assert after.endswith("To throw: You.")
    assert QAccessible.Event.DescriptionChanged in events.of(track)[told:]
