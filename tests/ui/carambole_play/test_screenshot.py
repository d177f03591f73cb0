"""A game in progress, as a person sees it: written for people to look at (docs too)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.course import Colour
from golfstudio.carambole.game import Mode, Player, Shot
from tests.ui.carambole_play.conftest import Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.carambole_play.play_view import PlayView
from ui.carambole_play.seats import Seat, Speed

HUMAN_TURNS = 3


def test_screenshot_of_a_carambole_game_in_progress(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot,
        screenshot_dir: Path) -> None:
    params = params_of(["course-3-modified"], [
        Player("Ann", 1, (Colour.ORANGE,)), Player("Greedy", 1, (Colour.GREEN,)),
        Player("Rita", 1, (Colour.BLUE,))], Mode.CARAMBOLE)
    view = make_view(params, [Seat.HUMAN, Seat.GREEDY, Seat.RANDOM], speed=Speed.INSTANT,
                     rng_seed=20, course_labels=["course-3-modified"])
    h = hands(view)
    brain = GreedyPlayer()  # Ann aims as the greedy player would, through the widgets
    h.wait_for_turn()
    h.place()
    for turn in range(1, HUMAN_TURNS + 1):
        h.wait_for_turn()
        assert not view.is_over()
        shot = brain.choose(view.game)
        assert isinstance(shot, Shot)
        h.direction(shot.direction)
        h.source(shot.source, shot.card)
        if turn == HUMAN_TURNS:
            break
        faces = view.game.table.source(shot.source, shot.card).die.faces
        h.type_roll(str(faces[2]))
    view.set_speed(Speed.NORMAL)
    assert view.game.round == HUMAN_TURNS
    assert len(view.canvas.ball_cells()) == 3
    image = save_screenshot(view, screenshot_dir / "carambole_play.png")
    assert image.width() == 1200
