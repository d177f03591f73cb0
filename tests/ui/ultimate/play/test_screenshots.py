"""Screenshots of the table at 1280×800: a card's fan from the tee, and a shot in flight."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.ui.screenshot import distinct_colours
from tests.ui.ultimate.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView


def _save(view: UltimatePlayView, path: Path) -> None:
    image = view.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert distinct_colours(image) > 40
    assert image.save(str(path))


def test_screenshot_of_a_cards_fan_from_the_tee(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands],
        screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann", "Bob"], (14,)), [HUMAN, HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    h.card("3-wood-tee")
    assert len(view.canvas.fan_points) == 11
    # The fan is on screen: every landing point lies in the part of the hole shown.
    shown = view.canvas.visible_rect()
    for p in view.canvas.fan_points:
        assert shown.contains(view.canvas.mapToScene(view.canvas.scene_point(p).toPoint()))
    _save(view, screenshot_dir / "ultimate_play_fan.png")


def test_screenshot_of_a_shot_in_flight(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands], qtbot: QtBot,
        screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann"], (14,)), [HUMAN], speed=Speed.SLOW)
    h = hands(view)
    h.wait_for_turn()
    h.card("driver")
    h.roll()
    qtbot.waitUntil(view.shot_picker.dice.is_rolling, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: view.canvas.flight_progress() > 0.6, timeout=TIMEOUT_MS)
    _save(view, screenshot_dir / "ultimate_play_flight.png")
    qtbot.waitUntil(view.is_human_turn, timeout=TIMEOUT_MS)
    assert view.state.strokes(0) == 1
    assert "Driver, dice" in view.message()
