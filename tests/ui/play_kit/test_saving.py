"""Keeping a game: the round written off the GUI thread (a locked database tried again, any
other failure said once), the game saved as a file and opened again — a bad file is one
message, never a traceback."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.game import Player
from golfstudio.engine.play import play_out
from golfstudio.engine.saved_game import SavedGame, load_saved_game, saved_game_of
from golfstudio.store import Store, StoreError, open_store
from tests.ui.conftest import DialogCall
from tests.ui.play_kit.conftest import TIMEOUT_MS, carambole
from ui.play_kit import games
from ui.play_kit.games import open_saved_game
from ui.play_kit.saving import RoundSaver, save_game_file


def _finished() -> object:
    state = carambole(["course-1"], [Player("Ann"), Player("Bob")])
    return play_out(state, [GreedyPlayer(), GreedyPlayer()], random.Random(1))


def test_a_round_is_written_and_a_locked_database_is_tried_again(
        qtbot: QtBot, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'scores.db'}"
    tries: list[int] = []

    def busy_once() -> Store:
        tries.append(1)
        if len(tries) == 1:
            raise StoreError("writing the round: the database is not available "
                             "(database is locked)")
        return open_store(url)

    saver = RoundSaver(busy_once)
    state = _finished()
    with qtbot.waitSignal(saver.saved, timeout=TIMEOUT_MS) as saved:
        assert saver.save(state, date(2026, 5, 1))  # type: ignore[arg-type]
    assert len(tries) == 2
    store = open_store(url)
    try:
        card = store.load_round_card(saved.args[0].round_id)
        assert card.scores["Ann"] == (state.scores()[0],)  # type: ignore[attr-defined]
    finally:
        store.close()


def test_other_failures_are_said_once_and_an_unfinished_game_has_no_round(
        qtbot: QtBot) -> None:
    def down() -> Store:
        raise StoreError("the database server cannot be reached")

    saver = RoundSaver(down)
    with qtbot.waitSignal(saver.failed, timeout=TIMEOUT_MS) as failed:
        saver.save(_finished(), date(2026, 5, 1))  # type: ignore[arg-type]
    assert failed.args == ["the database server cannot be reached"]
    with qtbot.waitSignal(saver.failed, timeout=TIMEOUT_MS) as failed:
        assert not saver.save(carambole(), date(2026, 5, 1))
    assert "not over" in failed.args[0]


def _replayed_label(saved: SavedGame, parent: QWidget | None) -> QWidget:
    """A game's replay view as the registry finds it (here: the final scores in words)."""
    return QLabel(str(saved.replay().scores()), parent)


def test_a_saved_game_file_round_trips_and_a_bad_one_is_one_message(
        tmp_path: Path, dialogs: list[DialogCall], monkeypatch: pytest.MonkeyPatch,
        qtbot: QtBot) -> None:
    monkeypatch.setitem(games._REPLAY_VIEWS, "carambole", _replayed_label)
    state = _finished()
    path = tmp_path / "game.json"
    save_game_file(saved_game_of(state, 42), path)  # type: ignore[arg-type]
    loaded = load_saved_game(path)
    assert loaded.seed == 42 and loaded.replay() == state
    view = open_saved_game(path)
    assert isinstance(view, QLabel) and view.text() == str(state.scores())  # type: ignore
    view.deleteLater()
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text(encoding="utf-8").replace('"roll": ', '"roll": 9', 1),
                      encoding="utf-8")
    assert open_saved_game(broken) is None
    assert [d.kind for d in dialogs] == ["warning"]
    assert dialogs[0].text.startswith("broken.json: ")
    assert "cannot be played" in dialogs[0].text
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{ not json", encoding="utf-8")
    assert open_saved_game(garbage) is None
    assert len(dialogs) == 2 and dialogs[1].text.startswith("garbage.json: ")
    monkeypatch.delitem(games._REPLAY_VIEWS, "carambole")
    assert open_saved_game(path) is None
    assert "cannot be replayed in the studio yet" in dialogs[2].text
