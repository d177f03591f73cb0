"""What a newcomer hit (issue 11 §3), through real widgets: direction badges that read like
start numbers, a status line that kept asking for a start cell, a refused real-die entry left
in its field, course ids where names belong."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import Player
from golfstudio.store import Store, open_store
from tests.ui.carambole.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.carambole.editor import look
from ui.carambole.play.board import compass
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed


def test_direction_badges_read_compass_points_on_dark_not_start_numbers(
        make_view: MakeView, hands: Callable[[PlayView], Hands]) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    h.wait_for_turn()
    h.place()
    h.wait_for_turn()
    directions = view.canvas.arrow_directions()
    assert directions
    for direction in directions:
        badge = view.canvas.arrow_item(direction)
        assert badge.label() == compass(direction)
        assert not badge.label().isdigit()
        assert badge.fill().lightness() < QColor(look.START_FILL).lightness() - 100
    assert {compass(d) for d in directions} <= {"E", "NE", "NW", "W", "SW", "SE"}


def test_the_status_line_moves_on_once_the_ball_is_placed(
        make_view: MakeView, hands: Callable[[PlayView], Hands]) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    h.wait_for_turn()
    assert "start cell" in view.message()
    h.place()
    h.wait_for_turn()
    assert "start cell" not in view.message()
    assert view.message().startswith("Your shot")


def test_a_refused_real_die_entry_is_cleared_and_said(
        make_view: MakeView, hands: Callable[[PlayView], Hands]) -> None:
    view = make_view(params_of(["course-1"], [Player("Ann")]), [Seat.HUMAN],
                     speed=Speed.FAST)
    h = hands(view)
    h.wait_for_turn()
    h.place()
    h.wait_for_turn()
    h.direction(view.canvas.arrow_directions()[0])
    h.source("yellow")
    played = view.game.history
    h.type_roll("2")
    assert "has no face 2" in view.message()
    assert view.shot_panel.typed.text() == ""
    h.type_roll("five")
    assert "as a number" in view.message() and view.shot_panel.typed.text() == ""
    assert view.game.history == played and view.is_human_turn()


def test_play_labels_and_the_saved_round_use_the_courses_names(
        make_view: MakeView, qtbot: QtBot, store_url: str, store: Store) -> None:
    view = make_view(params_of(["course-1", "course-2"], [Player("Ann"), Player("Bob")]),
                     [Seat.GREEDY, Seat.GREEDY], speed=Speed.INSTANT,
                     store_factory=lambda: open_store(store_url))
    assert view.course_labels == ["Course 1: The straight", "Course 2: Dog-leg"]
    qtbot.waitUntil(lambda: view.saved is not None, timeout=TIMEOUT_MS)
    name = "Carambole: Course 1: The straight + Course 2: Dog-leg"
    assert store.find_course(name, "carambole") is not None
    assert name in view.save_label.text()
