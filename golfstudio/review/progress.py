"""A review kept for progress over time: each store player's summary of a reviewed game
(issue 31; docs/review.md, "Progress over time").

The review view calls :func:`save_review` once a review has finished. Every seat whose name
is a store player's (compared as the store compares names, in NFC) gets a row; a seat with
no such player — someone never scored in game night, an AI (the store marks AIs' names
"… (AI)", a seat never carries the mark) — is left out. The saved game's hash is the key with
the player, so reviewing the same saved game again replaces its rows: a game counts once on
a player's page however often it is reviewed.
"""

from __future__ import annotations

import hashlib
import json
from datetime import date

from golfstudio.engine.saved_game import SavedGame
from golfstudio.gamenight.played_round import is_ai_name
from golfstudio.review.model import PlayerReview, Review
from golfstudio.store import Store
from golfstudio.store.reviews import ReviewSummary, StoredReview, save_reviews

__all__ = ["game_hash", "save_review", "summary_of"]


def game_hash(saved: SavedGame) -> str:
    """SHA-256 (hex) of the saved game's JSON in a canonical form (keys sorted, no spaces):
    the same game hashes the same whether it came from a file, a play view or a simulation,
    whatever the file's layout."""
    body = {"game": saved.game_id, "seed": saved.seed, "params": saved.params,
            "actions": list(saved.actions)}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def summary_of(player: PlayerReview, game_id: str, digest: str, played_on: date,
               round_id: int | None = None) -> ReviewSummary:
    """What the store keeps of one player's review."""
    return ReviewSummary(game=game_id, played_on=played_on, game_hash=digest,
                         decisions=len(player.decisions), lost=player.lost, luck=player.luck,
                         accuracy=player.accuracy, round_id=round_id)


def save_review(store: Store, saved: SavedGame, review: Review, *,
                played_on: date | None = None, round_id: int | None = None
                ) -> list[StoredReview]:
    """Keep ``review`` (of ``saved``) for every reviewed seat that is a store player (module
    docstring), dated ``played_on`` (None: today) and tied to the game-night ``round_id``
    when known. Returns the rows stored, in seat order. One transaction: a StoreError line
    when the store refuses, and then nothing is kept."""
    digest = game_hash(saved)
    when = date.today() if played_on is None else played_on
    kept: list[tuple[int, ReviewSummary]] = []
    for player in review.players:
        name = player.name.strip()
        if not name or is_ai_name(name):
            continue
        found = store.find_player(name)
        if found is None or found.id is None or any(found.id == k for k, _ in kept):
            continue  # one row per player and game: a name seated twice counts once
        kept.append((found.id, summary_of(player, review.game_id, digest, when, round_id)))
    return save_reviews(store, kept) if kept else []
