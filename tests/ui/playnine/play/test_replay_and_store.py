"""A finished game: kept in the store as a round of Play Nine, the play-off named in the
results, saved to a file and replayed move by move — the table from the real state, the
face-down cards still backs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.engine.saved_game import load_saved_game
from golfstudio.gamenight.played_round import ai_name
from golfstudio.playnine.game import Phase, PlayNineState
from golfstudio.store import Store
from tests.ui.playnine.play.conftest import TIMEOUT_MS, MakeView, params_of
from tests.ui.screenshot import distinct_colours
from ui.play_kit.games import open_saved_game
from ui.play_kit.seats import Speed
from ui.playnine.play.canvas import Spot
from ui.playnine.play.replay import ReplayView

LEFT = Qt.MouseButton.LeftButton
TIED_SEED = 25
"""Greedy against greedy over one hole ties on 21 with this seed; the play-off hole is
Ann 28, Bob 15."""


def test_a_finished_game_is_a_round_of_play_nine_in_the_store(
        make_view: MakeView, qtbot: QtBot, store: Store) -> None:
    view = make_view(params_of(["Ann", "Bob", "Cy"], holes=2), ["smart", "greedy", "random"],
                     speed=Speed.INSTANT, store_factory=store)
    with qtbot.waitSignal(view.roundSaved, timeout=TIMEOUT_MS) as saved:
        qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    nights = store.nights(game="playnine")
    assert len(nights) == 1
    card = store.load_round_card(saved.args[0].round_id)
    state = view.state
    for seat, name in enumerate(state.game.player_names()):
        assert card.scores[ai_name(name)] == tuple(row[seat] for row in state.card())
    assert "Saved to the scorecards as “Play Nine (2 holes)”" in view.save_label.text()
    assert view.results_card.isVisible()
    assert "wins" in view.results_label.text()


def test_the_results_name_the_play_off_that_decided_a_tie(
        make_view: MakeView, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Bob"]), ["greedy", "greedy"], seed=TIED_SEED,
                     speed=Speed.INSTANT)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert view.state.playoff_card() == ((28, 15),)
    text = view.results_label.text()
    assert "Ann and Bob tied on 21: a sudden-death play-off." in text
    assert "Play-off hole 1: Ann 28, Bob 15" in text
    assert "<b>Bob wins the play-off.</b>" in text


def _backs_only_where_face_down(replay: ReplayView, state: PlayNineState) -> None:
    for seat in range(len(state.game.player_names())):
        for slot, value in enumerate(replay.card_table.shown_values(seat)):
            if value is not None:
                assert state.face_up[seat][slot] and state.cards[seat][slot] == value


def test_a_saved_game_replays_move_by_move_from_a_file(
        make_view: MakeView, qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    path = tmp_path / "game.json"
    asked: list[str] = []

    def ask_path(_parent: object, suggested: str) -> Path:
        asked.append(suggested)
        return path

    view = make_view(params_of(["Ann", "Bob"], holes=2), ["smart", "greedy"],
                     speed=Speed.INSTANT, ask_save_path=ask_path)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    qtbot.mouseClick(view.save_game_button, LEFT)  # Save game…
    assert asked == ["playnine-game.json"]
    assert view.message() == "The game was saved to game.json."
    assert load_saved_game(path).game_id == "playnine"
    replay = open_saved_game(path)
    assert isinstance(replay, ReplayView)
    qtbot.addWidget(replay)
    replay.resize(1280, 800)
    with qtbot.waitExposed(replay):
        replay.show()
    controller = replay.controller
    assert controller.position == 0
    assert controller.describe(0).startswith("The first deal")
    start = controller.state_at(0)
    assert isinstance(start, PlayNineState) and start.phase is Phase.TEE
    assert all(v is None for v in replay.card_table.shown_values(0))  # dealt face down
    qtbot.mouseClick(replay.bar.next_button, LEFT)
    qtbot.waitUntil(lambda: not controller.is_animating(), timeout=TIMEOUT_MS)
    assert controller.position == 1
    assert controller.describe(1).startswith("Move 1 of")
    assert "tees off" in controller.describe(1)
    # A draw shows the card in hand (the whole game is told), face-down cards stay backs.
    k = next(k for k in range(1, controller.count + 1)
             if controller.state_at(k).phase is Phase.DRAWN)
    replay.bar.slider.setValue(k)
    drawn = controller.state_at(k)
    assert isinstance(drawn, PlayNineState)
    assert replay.card_table.item(Spot.HAND).value == drawn.drawn
    _backs_only_where_face_down(replay, drawn)
    qtbot.mouseClick(replay.bar.last_button, LEFT)
    assert controller.position == controller.count
    assert replay.scorecard.values() == view.scorecard.values()
    assert all(v is not None for v in replay.card_table.shown_values(0))
    image = replay.grab().toImage()
    assert distinct_colours(image) > 40
    assert image.save(str(screenshot_dir / "playnine_replay.png"))
