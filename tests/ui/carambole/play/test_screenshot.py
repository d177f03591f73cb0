"""A game in progress, as a person sees it: written for people to look at (docs too)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.course import Colour
from golfstudio.carambole.game import Mode, Player, Shot
from tests.ui.carambole.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from tests.ui.screenshot import distinct_colours, save_screenshot
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.seats import Seat, Speed
from ui.carambole.play.setup_dialog import SetupDialog

HUMAN_TURNS = 3


def test_screenshot_of_a_carambole_game_in_progress(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot,
        screenshot_dir: Path) -> None:
    params = params_of(["course-3-modified"], [
        Player("Ann", 1, (Colour.ORANGE,)), Player("Greedy", 1, (Colour.GREEN,)),
        Player("Rita", 1, (Colour.BLUE,))], Mode.CARAMBOLE)
    view = make_view(params, [Seat.HUMAN, Seat.GREEDY, Seat.RANDOM], speed=Speed.INSTANT,
                     rng_seed=20)
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


def _save(widget: QWidget, path: Path) -> QImage:
    """``save_screenshot`` for any size: written, then checked to show something."""
    QApplication.processEvents()
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    assert (image.width(), image.height()) == (widget.width(), widget.height())
    assert distinct_colours(image) > 40
    return image


def test_screenshots_mid_game_at_1280_and_of_a_finished_game(
        make_view: MakeView, hands: Callable[[PlayView], Hands], qtbot: QtBot,
        screenshot_dir: Path) -> None:
    params = params_of(["course-3-modified", "course-2"], [
        Player("Ann", 1, (Colour.ORANGE,)), Player("Greedy", 1, (Colour.GREEN,))],
        Mode.CARAMBOLE)
    view = make_view(params, [Seat.HUMAN, Seat.GREEDY], speed=Speed.INSTANT, rng_seed=3)
    h = hands(view)
    h.wait_for_turn()
    h.place()
    h.wait_for_turn()
    shot = GreedyPlayer().choose(view.game)
    assert isinstance(shot, Shot)
    h.direction(shot.direction)
    view.resize(1280, 800)
    _save(view, screenshot_dir / "carambole_play_1280.png")
    view.set_speed(Speed.INSTANT)
    while not view.is_over():  # Ann plays the greedy shot through the widgets
        h.wait_for_turn()
        if view.is_over():
            break
        if view.game.needs_start():
            h.place()
            continue
        shot = GreedyPlayer().choose(view.game)
        assert isinstance(shot, Shot)
        h.direction(shot.direction)
        h.source(shot.source, shot.card)
        h.roll()
    qtbot.waitUntil(lambda: view.replay is not None, timeout=TIMEOUT_MS)
    assert view.replay_bar.isVisible() and view.results_card.isVisible()
    _save(view, screenshot_dir / "carambole_finished_1280.png")
    view.resize(1200, 800)
    save_screenshot(view, screenshot_dir / "carambole_finished.png")


def test_screenshots_of_the_setup_dialog_with_the_seats_editor(
        qtbot: QtBot, screenshot_dir: Path) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.add_player("Rita", Colour.BLUE, Seat.BEST, 2)
    with qtbot.waitExposed(dialog):
        dialog.show()
    _save(dialog, screenshot_dir / "carambole_setup.png")
    dialog.resize(1280, 800)
    _save(dialog, screenshot_dir / "carambole_setup_1280.png")
