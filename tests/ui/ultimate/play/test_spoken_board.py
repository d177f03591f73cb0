"""The Ultimate Golf hole as a screen reader hears it: the game's name, and the position in
words (each ball's lie and distance to the flag, strokes, who plays), told again after a
shot played by real clicks and typed dice."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible

from tests.ui.accessibility_events import record_accessible_events
from tests.ui.ultimate.play.conftest import Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView


def test_the_hole_says_where_each_ball_lies_after_a_shot(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands],
        monkeypatch: pytest.MonkeyPatch) -> None:
    events = record_accessible_events(monkeypatch)
    view = make_view(params_of(["Ann"], (17,)), [HUMAN], speed=Speed.INSTANT)
    canvas = view.canvas
    h = hands(view)
    h.wait_for_turn()
    assert canvas.accessibleName() == "Ultimate Golf"
    before = canvas.accessibleDescription()
    assert before.startswith("Hole 17. Ann: on ")
    assert before.endswith("yards from the flag; strokes: 0. To play: Ann.")
    told = len(events.of(canvas))
    h.card("9-iron")
    flag = view.state.hole.flag
    assert flag is not None
    h.aim(flag)
    h.type_throw("4 6")  # a 10: short of the flag, off the green
    h.qtbot.waitUntil(lambda: len(view.state.history) >= 2 and view.is_human_turn(),
                      timeout=10_000)
    after = canvas.accessibleDescription()
    assert after.startswith("Hole 17. Ann: on ")
    assert after.endswith("yards from the flag; strokes: 1. To play: Ann.")
    assert after != before
    assert QAccessible.Event.DescriptionChanged in events.of(canvas)[told:]
