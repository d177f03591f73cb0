"""Screenshots of the Dice Golf table: four players mid-hole at 1280×800 (the person deciding
after a zone limit stopped the throw, every choice with its hint, the hand of cards), and
two at the studio's default size (1200×800) in a selection on the green."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.actions import ACCEPT, Play
from golfstudio.dicegolf.game import Stage
from golfstudio.dicegolf.rules import Reason
from tests.ui.dicegolf.play.conftest import Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed

HandsOf = Callable[[DiceGolfPlayView], Hands]


def _in_view(view: DiceGolfPlayView) -> None:
    """The whole hole is in sight on the track, and the picker's buttons in the panel."""
    track = view.canvas.track
    shown = track.mapToScene(track.viewport().rect()).boundingRect()
    assert shown.adjusted(-1, -1, 1, 1).contains(track.sceneRect())
    for button in view.throw_picker.choice_buttons:
        corner = button.mapTo(view, button.rect().bottomRight())
        assert corner.y() <= view.height() and corner.x() <= view.width(), button.text()


def test_screenshot_of_four_players_deciding_after_a_zone_limit(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot, screenshot_dir: Path) -> None:
    view = make_view(params_of(["You", "Greedy", "Random", "Rita"], (2,), cards=True),
                     [HUMAN, "greedy", "random", "greedy"], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    h.type_dice("3 4 3 4")  # 49 m, two pairs +10 m: 59 m
    h.wait_for_turn()
    if state.stage is Stage.DECIDE:
        h.click("Accept")
        h.wait_for_turn()
    while state.thrower != 0 or state.stage is Stage.AGAINST:  # the AIs throw; lay nothing
        h.click("Pass")
        h.wait_for_turn()
    h.type_dice("6 6 6 6")  # 144 m and four of a kind: over the zone limit at 195 m
    h.wait_for_turn()
    assert state.stage is Stage.DECIDE
    info = state.current_throw()
    assert info is not None and info.result is not None
    assert info.result.landing.reason is Reason.ZONE_LIMIT
    actions = state.legal_actions()
    assert ACCEPT in actions and Play("chance") in actions
    assert view.canvas.board.outcome.text().startswith(
        "over the zone limit at 195 m: one penalty, back to 59 m")
    _in_view(view)
    save_screenshot(view, screenshot_dir / "dicegolf_play_1280x800.png", (1280, 800))


def test_screenshot_of_a_selection_at_the_default_size(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot, screenshot_dir: Path) -> None:
    view = make_view(params_of(["You", "Greedy"]), [HUMAN, "greedy"], speed=Speed.INSTANT)
    view.resize(1200, 800)
    h = hands(view)
    h.wait_for_turn()
    h.click("roll")  # 110 m
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # on the green at 210 m
    h.wait_for_turn()
    h.type_dice("4 6 4 1")
    h.wait_for_turn()
    assert view.state.stage is Stage.KEEP
    h.die(0)
    h.die(2)
    assert view.throw_picker.keep_button.text() == "Keep 2, roll the others"
    _in_view(view)
    save_screenshot(view, screenshot_dir / "dicegolf_play_default.png")
