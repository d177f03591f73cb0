"""Saved games: one file format for every game — its parameters plus its actions.

``{"format": "golfstudio.game", "version": 1, "game": "carambole", "seed": 7,
"params": {…}, "actions": [{…}, …]}``. A game is rebuilt by the registry's engine from
``params`` and replayed through ``apply`` (PGN's and OpenSpiel's lesson): nothing of a state
is stored, so a file cannot hold a position the rules would not reach, and a file whose
actions the rules refuse says which action and why. ``seed`` is the seed the game's chance was
drawn from, kept so a simulation's game can be traced back; replaying does not need it, since
the chance outcomes are among the actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from golfstudio.docfile import DocKind, layout
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import replay
from golfstudio.engine.registry import SAVED_GAME_FORMAT, game_info, game_type
from golfstudio.engine.state import Game, JsonValue, State
from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr

__all__ = ["FORMAT", "MAX_ACTIONS", "SAVED_GAME", "SavedGame", "load_saved_game",
           "loads_saved_game", "save_game", "saved_game_json", "saved_game_of"]

FORMAT = SAVED_GAME_FORMAT
VERSION = 1
MAX_ACTIONS = 1_000_000
"""More actions than any game of the studio takes (a 12-ball Carambole game on a linked
course is a few thousand): a longer list is a broken file, refused before it is replayed."""
MAX_SEED = 2**64

SAVED_GAME = DocKind(FORMAT, VERSION, QT_TR_NOOP("game"), QT_TR_NOOP("a GolfStudio saved game"),
                     GameError)
_KEYS = ("game", "seed", "params", "actions")


@dataclass(frozen=True)
class SavedGame:
    """A game as stored: which game, the seed its chance came from (if any), its parameters
    and its actions, all as JSON values."""

    game_id: str
    params: dict[str, JsonValue]
    actions: tuple[JsonValue, ...]
    seed: int | None = None

    def game(self) -> Game[Any]:
        """The game rebuilt from its parameters by the registry's engine."""
        return game_type(self.game_id).game_from_json(self.params)

    def replay(self) -> State[Any]:
        """The state the actions lead to (``GameError`` naming the first refused action)."""
        game = self.game()
        return replay(game, [game.action_from_json(a) for a in self.actions])


def saved_game_of(state: State[Any], seed: int | None = None) -> SavedGame:
    """What a state's game and history save as."""
    game = state.game
    return SavedGame(game.game_id, game.params_to_json(),
                     tuple(game.action_to_json(a) for a in state.history), seed)


def saved_game_json(saved: SavedGame) -> str:
    """The file's text (``docfile.layout``: each action on a line of its own, so a long game
    stays readable and diffs by action)."""
    body = {"game": saved.game_id, "seed": saved.seed, "params": saved.params,
            "actions": list(saved.actions)}
    return layout(SAVED_GAME.wrap(body)) + "\n"


def save_game(saved: SavedGame, path: str | Path) -> None:
    """Write a saved game atomically."""
    SAVED_GAME.write(Path(path), saved_game_json(saved))


def loads_saved_game(text: str) -> SavedGame:
    """A saved game from its text: envelope, keys and bounds checked; the game must be one
    the registry knows. Its actions are checked when it is replayed."""
    body = SAVED_GAME.open(SAVED_GAME.parse(text))
    for key in body:
        if key not in _KEYS:
            raise GameError(tr('unknown key "{key}" in a saved game').format(key=key))
    for key in ("game", "params", "actions"):
        if key not in body:
            raise GameError(tr('the saved game has no "{key}"').format(key=key))
    game_id = body["game"]
    if not isinstance(game_id, str):
        raise GameError(tr("game must be a game's id, got {value}").format(value=shown(game_id)))
    game_info(game_id)
    seed = body.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                             or not 0 <= seed < MAX_SEED):
        raise GameError(tr("seed must be a whole number from 0 to 2^64 - 1, got {value}").format(
            value=shown(seed)))
    params = body["params"]
    if not isinstance(params, dict):
        raise GameError(tr("params must be a JSON object, got {value}").format(value=shown(params)))
    actions = body["actions"]
    if not isinstance(actions, list):
        raise GameError(tr("actions must be a list, got {value}").format(value=shown(actions)))
    if len(actions) > MAX_ACTIONS:
        raise GameError(tr("a saved game holds at most {most} actions, this one {count}").format(
            most=f"{MAX_ACTIONS:,}", count=f"{len(actions):,}"))
    return SavedGame(game_id, params, tuple(actions), seed)


def load_saved_game(path: str | Path) -> SavedGame:
    """``loads_saved_game`` on a file; every error names the file."""
    path = Path(path)
    try:
        return loads_saved_game(SAVED_GAME.read_text(path))
    except GameError as exc:
        raise GameError(f"{path.name}: {exc}") from None
