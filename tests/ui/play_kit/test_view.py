"""The kit's ``TableView`` on the Carambole engine without any Carambole widget: a stage that
writes the position in words and a picker that is one button, so what the page does — the
turn card, the results and ranking, the replay, the round saved, Save game… — is the kit's."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import Player
from golfstudio.engine.errors import GameError
from golfstudio.engine.saved_game import load_saved_game
from golfstudio.engine.state import State
from golfstudio.store import open_store
from tests.ui.play_kit.conftest import TIMEOUT_MS, carambole
from ui.play_kit.seats import HUMAN, Pace, SeatChoice, Speed
from ui.play_kit.view import TableView


class WordStage:
    """The least a canvas can be: a label saying the position in words; every action is a
    step of the replay."""

    def __init__(self, label: QLabel) -> None:
        self.label = label
        self.stopped = 0

    def animate(self, before: State[Any], action: Any, record: object, pace: Pace,
                done: Any) -> None:
        self.label.setText(before.game.action_text(action))
        done()

    def show(self, state: State[Any]) -> None:
        self.label.setText(f"{len(state.history)} actions played")

    def show_after(self, before: State[Any], action: Any, record: object) -> None:
        self.label.setText(before.game.action_text(action))

    def stop(self) -> None:
        self.stopped += 1

    def step_ends(self, actions: Sequence[Any]) -> tuple[int, list[int]]:
        return 0, list(range(1, len(actions) + 1))

    def describe_start(self, steps: int) -> str:
        return f"{steps} steps"

    def describe_step(self, k: int, steps: int, before: State[Any], action: Any,
                      record: object) -> str:
        return f"{k}/{steps}: {before.game.action_text(action)}"


def plain_view(qtbot: QtBot, players: Sequence[Player], seats: Sequence[SeatChoice],
               **options: Any) -> tuple[TableView, QPushButton]:
    """The page composed, not subclassed: a person plays the first legal action."""
    state = carambole(["course-1", "course-2"], players)
    options.setdefault("store_factory", None)
    view = TableView(state, seats, 17, speed=Speed.INSTANT, **options)
    qtbot.addWidget(view)
    canvas = QLabel(view)
    canvas.setAlignment(Qt.AlignmentFlag.AlignCenter)
    picker = QPushButton("Play the first legal action", view.picker_card)
    picker.clicked.connect(lambda: view.table.act(view.game.legal_actions()[0]))
    view.assemble(canvas, picker, WordStage(canvas), lambda: WordStage(canvas))
    view.resize(1280, 800)
    with qtbot.waitExposed(view):
        view.show()
    view.start()
    return view, picker


def test_ais_play_to_the_end_the_results_rank_them_and_the_round_is_saved(
        qtbot: QtBot, tmp_path: Path, screenshot_dir: Path) -> None:
    url = f"sqlite:///{tmp_path / 'scores.db'}"
    view, picker = plain_view(qtbot, [Player("Ann"), Player("Bob"), Player("Cid")],
                              ["greedy", "random", "greedy"],
                              store_factory=lambda: open_store(url))
    assert view.title_label.text() == "Mini Golf Carambole"  # the registry's title
    assert view.course_label.text() == view.game.game.card_name()
    with qtbot.waitSignal(view.roundSaved, timeout=TIMEOUT_MS):
        qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    scores = view.scores()
    assert view.game.is_over() and len(scores) == 3
    names = ["Ann", "Bob", "Cid"]
    ranked = sorted(range(3), key=lambda p: (scores[p], p))
    text = view.results_label.text()
    lines = text.split("<br>")
    assert lines[1:] == [f"{names[p]}: {scores[p]}" for p in ranked]
    best = min(scores)
    winners = [names[p] for p in range(3) if scores[p] == best]
    if len(winners) == 1:
        assert lines[0] == f"<b>{winners[0]} wins</b> with {best} strokes."
    else:
        assert lines[0].startswith("<b>Shared win:</b>")
    assert view.results_card.isVisible() and not view.picker_card.isVisible()
    assert not picker.isEnabled()  # only AIs sat: never offered
    assert view.turn_label.text() == "Game over"
    assert view.replay_bar.isVisible() and view.replay is not None
    assert view.replay.count == len(view.game.history)
    assert view.scorecard.winners() == tuple(
        p for p in range(3) if scores[p] == best)
    assert view.saved is not None and view.record is not None
    assert "Saved to the scorecards" in view.save_label.text()
    # The replay moves the scorecard back with it.
    view.replay_bar.first_button.click()
    assert view.scorecard.winners() == ()
    assert view.replay_bar.label.text() == f"{view.replay.count} steps"
    canvas = view.canvas_widget
    assert isinstance(canvas, QLabel) and canvas.text() == "0 actions played"
    QApplication.processEvents()  # the labels' new heights laid out, as on screen
    assert view.grab().save(str(screenshot_dir / "table_view_finished_1280.png"))


def test_a_person_plays_through_the_picker_and_save_game_writes_a_game_that_replays(
        qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[str] = []

    def ask(parent: QWidget, suggested: str) -> Path | None:
        asked.append(suggested)
        return None

    view, picker = plain_view(qtbot, [Player("Ann"), Player("Bob")], [HUMAN, "greedy"],
                              ask_save_path=ask)
    qtbot.waitUntil(view.is_human_turn, timeout=TIMEOUT_MS)
    assert picker.isEnabled()
    assert view.turn_label.text() == "Ann" and view.kind_label.text() == "Human"
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton)
    assert view.game.history and not picker.isEnabled()
    qtbot.waitUntil(view.is_human_turn, timeout=TIMEOUT_MS)
    assert view.save_game() is False and asked == ["carambole-game.json"]
    path = tmp_path / "half.json"
    assert view.save_game(path) is True
    assert view.message() == "The game was saved to half.json."
    saved = load_saved_game(path)
    assert saved.seed == 17
    half = saved.replay()
    assert half.history == view.game.history and half.scores() == view.scores()
    while not view.is_over():
        qtbot.waitUntil(lambda: view.is_human_turn() or view.is_over(), timeout=TIMEOUT_MS)
        if view.is_human_turn():
            qtbot.mouseClick(picker, Qt.MouseButton.LeftButton)
    assert view.save_label.text() == "Not saved: no scorecard database was given."
    whole = tmp_path / "whole.json"
    assert view.save_game(whole)
    again = load_saved_game(whole).replay()
    assert again.is_over() and again.scores() == view.scores()
    assert again.history == view.game.history


def test_seats_not_matching_the_players_are_refused_before_any_widget(qtbot: QtBot) -> None:
    with pytest.raises(GameError, match="1 seats given for 2 players"):
        TableView(carambole(), ["greedy"], 1)
