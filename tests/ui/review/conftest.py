"""Saved games the review view is tested on: real games played to the end by the studio's
AIs (``best``, ``greedy``, ``random``), so the review has decisions of every size."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players, game_type
from golfstudio.engine.saved_game import SavedGame, saved_game_of

TIMEOUT_MS = 120_000


@cache
def played(game_id: str, names: Sequence[str] = ("best", "greedy", "random"),
           seed: int = 3) -> SavedGame:
    """A game of ``game_id`` (its example: two holes) played out by the named AIs."""
    kind = game_type(game_id)
    params = kind.example_params(len(names))
    game = kind.game_from_json(params)
    ais = ai_players(game_id)
    players = [ais[n][0](game, random.Random(seed * 10 + k)) for k, n in enumerate(names)]
    state = play_out(game.new_state(), players, random.Random(seed))
    return saved_game_of(state, seed)
