"""A finished game saved to a file and replayed throw by throw: the track, the dice and the
words of each throw from the engine's records, the card following the steps."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.game import DiceGolfState
from golfstudio.engine.saved_game import load_saved_game
from tests.ui.dicegolf.play.conftest import TIMEOUT_MS, MakeView, params_of
from tests.ui.screenshot import distinct_colours, save_screenshot
from ui.dicegolf.play.replay import ReplayView
from ui.play_kit.games import open_saved_game
from ui.play_kit.seats import Speed

LEFT = Qt.MouseButton.LeftButton


def test_a_saved_game_replays_throw_by_throw_from_a_file(
        make_view: MakeView, qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    path = tmp_path / "game.json"
    asked: list[str] = []

    def ask_path(_parent: object, suggested: str) -> Path:
        asked.append(suggested)
        return path

    view = make_view(params_of(["Ann", "Bob"], (1, 2), cards=True), ["greedy", "random"],
                     speed=Speed.INSTANT, ask_save_path=ask_path)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    held = view.state.card_penalties()
    assert any(held)  # nine cards each, two holes: some are left, a stroke each
    assert (f"Cards still held at the end cost a stroke each, on the last hole: "
            f"Ann {held[0]}, Bob {held[1]}.") in view.results_label.text()
    assert view.replay_bar.isVisible() and not view.picker_card.isVisible()
    label = view.results_label  # laid out again for its longer text before the picture
    qtbot.waitUntil(lambda: label.height() >= label.sizeHint().height(), timeout=TIMEOUT_MS)
    save_screenshot(view, screenshot_dir / "dicegolf_finished_1280.png", (1280, 800))
    qtbot.mouseClick(view.save_game_button, LEFT)  # Save game…
    assert asked == ["dicegolf-game.json"]
    assert view.message() == "The game was saved to game.json."
    assert load_saved_game(path).game_id == "dicegolf"
    replay = open_saved_game(path)
    assert isinstance(replay, ReplayView)
    qtbot.addWidget(replay)
    replay.resize(1280, 800)
    with qtbot.waitExposed(replay):
        replay.show()
    controller = replay.controller
    throws = sum(score or 0 for row in view.state.card() for score in row)
    assert controller.count <= throws  # a step a throw; penalties are no throws
    assert controller.position == 0
    assert controller.describe(0).startswith("The first throw · throws in the game:")
    start = controller.state_at(0)
    assert isinstance(start, DiceGolfState) and start.hand_size(0) == 9  # dealt
    track = replay.dice_canvas.track
    assert track.pawn_position(0) == 0.0 and track.pawn_position(1) == 0.0
    qtbot.mouseClick(replay.bar.next_button, LEFT)
    qtbot.waitUntil(lambda: not controller.is_animating(), timeout=TIMEOUT_MS)
    assert controller.position == 1
    first = controller.describe(1)
    assert first.startswith("Throw 1 of ") and "· hole 1 · Ann, throw 1 from 0 m: " in first
    after = controller.state_at(1)
    assert isinstance(after, DiceGolfState)
    assert track.pawn_position(0) == float(after.position(0))
    board = replay.dice_canvas.board
    assert "× " in board.reading.text() and " = " in board.reading.text()
    assert board.title.text() == "Ann · throw 1 from 0 m · on the tee"
    # The slider jumps; the last step is the game's end, as the game itself showed it.
    replay.bar.slider.setValue(controller.count // 2)
    assert controller.position == controller.count // 2
    qtbot.mouseClick(replay.bar.last_button, LEFT)
    assert controller.position == controller.count
    assert replay.scorecard.values() == view.scorecard.values()
    assert "holed!" in board.outcome.text()
    image = replay.grab().toImage()
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "dicegolf_replay.png"))
