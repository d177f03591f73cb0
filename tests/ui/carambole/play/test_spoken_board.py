"""The Carambole course as a screen reader hears it: the game's name, and the position in
words (each ball's owner, colour, cell, terrain and strokes, whose turn), told again after a
move made by real clicks."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible

from golfstudio.carambole.game import Player
from tests.ui.accessibility_events import record_accessible_events
from tests.ui.carambole.play.conftest import Hands, MakeView, params_of
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed


def test_the_course_says_where_each_ball_is_after_a_move(
        make_view: MakeView, hands: Callable[[PlayView], Hands],
        monkeypatch: pytest.MonkeyPatch) -> None:
    events = record_accessible_events(monkeypatch)
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    canvas = view.canvas
    h = hands(view)
    h.wait_for_turn()
    assert canvas.accessibleName() == "Mini Golf Carambole"
    assert canvas.accessibleDescription() == (
        "Course 1: The straight (course 1 of 1). Ann, orange ball: not on the course yet. "
        "To play: Ann.")
    told = len(events.of(canvas))
    start = h.place()
    h.wait_for_turn()
    cell = f"{start.q}, {start.r}".replace("-", "−")
    assert canvas.accessibleDescription() == (
        f"Course 1: The straight (course 1 of 1). Ann, orange ball on cell {cell}, floor; "
        "strokes: 0. To play: Ann.")
    assert QAccessible.Event.DescriptionChanged in events.of(canvas)[told:]
