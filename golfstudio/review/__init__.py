"""Game review: each decision's strokes lost and the luck that followed, from the game's best
policy — one definition for every game (docs/review.md).

``review(saved_game)`` replays a saved game and weighs every decision of every player (or of
those named) with the game's judge (``review.judges``); ``walk`` does the bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from golfstudio.engine.saved_game import SavedGame
from golfstudio.review.judges import make_judge, reviewable
from golfstudio.review.labels import Label, Thresholds, thresholds
from golfstudio.review.model import Decision, HoleReview, PlayerReview, Review
from golfstudio.review.walk import Progress, walk

__all__ = ["Decision", "HoleReview", "Label", "PlayerReview", "Review", "Thresholds",
           "review", "review_actions", "reviewable", "thresholds"]

ESTIMATED = frozenset({"playnine"})
"""Games whose V is a sampled estimate rather than an exact analysis (docs/review.md)."""


def review_actions(game: Any, actions: Iterable[Any], *, players: Iterable[int] | None = None,
                   progress: Progress | None = None) -> Review:
    """Review a game given as its ``Game`` and its action objects."""
    return walk(game, list(actions), make_judge(game), thresholds(game.game_id),
                players=players, estimated=game.game_id in ESTIMATED, progress=progress)


def review(saved: SavedGame, *, players: Iterable[int] | None = None,
           progress: Progress | None = None) -> Review:
    """Review a saved game (``GameError`` naming the first action its rules refuse)."""
    state = saved.replay()  # refuses a broken file, naming the action, before any analysis
    return review_actions(state.game, state.history, players=players, progress=progress)
