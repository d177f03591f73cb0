"""Screenshots of the card table at 1280×800: four players mid-hole (the person holding a
drawn card, the hint's answer beside the table) and six at a hole's score reveal."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.playnine.game import Phase
from tests.ui.playnine.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import distinct_colours
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.canvas import Spot
from ui.playnine.play.play_view import PlayNinePlayView

HandsOf = Callable[[PlayNinePlayView], Hands]


def _save(view: PlayNinePlayView, path: Path) -> None:
    QApplication.processEvents()  # queued layout requests first, as before a frame is shown
    image = view.grab().toImage()
    assert (image.width(), image.height()) == (1280, 800)
    assert distinct_colours(image) > 40
    assert image.save(str(path))


def _table_in_view(view: PlayNinePlayView) -> None:
    """The whole table is in sight: nothing of it clipped by the canvas."""
    canvas = view.canvas
    shown = canvas.mapToScene(canvas.viewport().rect()).boundingRect()
    table = canvas.scene().sceneRect()
    assert shown.adjusted(-1, -1, 1, 1).contains(QRectF(table))


def test_screenshot_of_four_players_mid_hole(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot, screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann", "Smart", "Greedy", "Rita"], holes=9),
                     [HUMAN, "smart", "greedy", "random"], speed=Speed.INSTANT)
    h = hands(view)
    for _ in range(3):  # the tee shot, a draw and its card placed, then a draw
        h.wait_for_turn()
        h.play_simply()
    h.wait_for_turn()
    if view.state.phase is not Phase.DRAWN:
        h.play_simply()
        h.wait_for_turn()
    assert view.state.phase is Phase.DRAWN
    h.button("hint")
    qtbot.waitUntil(lambda: "Strong would" in view.panel.hint_label.text(), timeout=TIMEOUT_MS)
    assert view.canvas.item(Spot.HAND).value == view.state.drawn
    _table_in_view(view)
    _save(view, screenshot_dir / "playnine_table.png")


def test_screenshot_of_six_players_at_the_score_reveal(
        make_view: MakeView, hands: HandsOf, screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann", "Smart", "Greedy", "Rita", "Strong", "Sam"], holes=9),
                     [HUMAN, "smart", "greedy", "random", "strong", "smart"],
                     speed=Speed.INSTANT)
    h = hands(view)
    while True:
        h.wait_for_turn()
        if view.table_stage.is_holding():
            break
        h.play_simply()
    _table_in_view(view)
    assert view.canvas.next_button.isVisible()
    _save(view, screenshot_dir / "playnine_reveal.png")
