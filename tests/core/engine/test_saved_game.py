"""Saved games: the file format every game shares, and what a broken file is told."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, GameParams, Player
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.saved_game import (
    MAX_ACTIONS,
    load_saved_game,
    loads_saved_game,
    save_game,
    saved_game_json,
    saved_game_of,
)


def _saved() -> dict[str, object]:
    game = CaramboleGame(GameParams((load_bundled("course-1"),), (Player("Ann"),)))
    state = play_out(game.new_state(), [GreedyPlayer()], random.Random(3))
    data: dict[str, object] = json.loads(saved_game_json(saved_game_of(state, 3)))
    return data


def test_a_saved_game_is_written_atomically_and_read_back(tmp_path: Path) -> None:
    saved = loads_saved_game(json.dumps(_saved()))
    path = tmp_path / "game.json"
    save_game(saved, path)
    assert load_saved_game(path) == saved
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    text = path.read_text()
    assert text.startswith('{\n  "format": "golfstudio.game",\n  "version": 1,')
    assert '\n    {"roll": ' in text  # one action a line


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "golfstudio.carambole"}, "this is not a GolfStudio saved game"),
    ({"version": 2}, "saved by a newer GolfStudio (version 2)"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"game": 3}, "game must be a game's id, got 3"),
    ({"seed": -1}, "seed must be a whole number from 0 to 2^64 - 1, got -1"),
    ({"seed": 2**64}, "seed must be a whole number"),
    ({"actions": {"roll": 1}}, "actions must be a list"),
    ({"params": []}, "params must be a JSON object, got []"),
    ({"extra": 1}, 'unknown key "extra" in a saved game'),
])
def test_a_broken_file_gets_one_clear_line(change: dict[str, object], message: str) -> None:
    data = {**_saved(), **change}
    with pytest.raises(GameError, match=re.escape(message)):
        loads_saved_game(json.dumps(data))


def test_missing_keys_and_bad_json_are_named(tmp_path: Path) -> None:
    data = _saved()
    del data["actions"]
    with pytest.raises(GameError, match='the saved game has no "actions"'):
        loads_saved_game(json.dumps(data))
    path = tmp_path / "broken.json"
    path.write_text('{"format": "golfstudio.game",')
    with pytest.raises(GameError, match=r"^broken.json: not valid JSON at line 1"):
        load_saved_game(path)


def test_too_many_actions_are_refused_before_any_replay() -> None:
    data = {**_saved(), "actions": [{"roll": 1}] * (MAX_ACTIONS + 1)}
    with pytest.raises(GameError, match="at most 1,000,000 actions"):
        loads_saved_game(json.dumps(data))


def test_actions_the_rules_refuse_are_named_on_replay() -> None:
    data = _saved()
    actions = list(data["actions"])  # type: ignore[call-overload]
    saved = loads_saved_game(json.dumps({**data, "actions": [actions[0], actions[0]]}))
    with pytest.raises(GameError, match=r"action 2 .* cannot be played: the ball to play is "
                                        r"already on the course"):
        saved.replay()
    broken = loads_saved_game(json.dumps({**data, "actions": [{"jump": 2}]}))
    with pytest.raises(GameError, match=re.escape('not a Carambole action: {"jump": 2}')):
        broken.replay()


@pytest.mark.parametrize(("params", "message"), [
    ({"players": [], "courses": []}, "add at least one course"),
    ({"players": [{"name": "A"}], "courses": [{"format": "x"}]},
     "course 1: this is not a Carambole course file"),
    ({"players": [{"name": "A", "balls": 99}], "courses": []}, "balls must be 1 to 12"),
    ({"players": "A", "courses": []}, "need a list of players"),
    ({"players": [], "courses": [], "mode": "golf"}, "unknown mode"),
    ({"players": [], "courses": [], "bet": 5}, 'unknown key "bet"'),
])
def test_bad_parameters_are_refused_in_words(params: dict[str, object], message: str) -> None:
    data = {**_saved(), "params": params}
    with pytest.raises(GameError, match=message):
        loads_saved_game(json.dumps(data)).replay()
