"""Which judge reviews which game: ``"module:attribute"`` paths, imported when a review
runs, so listing what the studio offers costs no analysis import (style.md, lazy by design)."""

from __future__ import annotations

import importlib
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.engine.state import Game
from golfstudio.i18n import tr
from golfstudio.review.judge import Judge

JUDGES: dict[str, str] = {
    "carambole": "golfstudio.review.carambole:CaramboleJudge",
    "dicegolf": "golfstudio.review.dicegolf:DiceGolfJudge",
    "playnine": "golfstudio.review.playnine:PlayNineJudge",
    "ultimate": "golfstudio.review.ultimate:UltimateJudge",
}
"""A game with an engine and a best policy → its judge's factory ``factory(game)``."""


def reviewable(game_id: str) -> bool:
    return game_id in JUDGES


def make_judge(game: Game[Any]) -> Judge:
    """The judge of ``game``'s kind, made for it (``GameError`` for a game no judge knows)."""
    path = JUDGES.get(game.game_id)
    if path is None:
        raise GameError(tr("the studio cannot review a game of {game} yet").format(
            game=game.game_id))
    module, attribute = path.split(":")
    factory: Any = getattr(importlib.import_module(module), attribute)
    judge: Judge = factory(game)
    return judge
