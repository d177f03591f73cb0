"""A finished review kept for progress over time (``review.progress.save_review``): one row
per seat that is a store player, none for an AI or a stranger, the same saved game once."""

from __future__ import annotations

import random
from datetime import date
from functools import cache

import pytest

from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players, game_type
from golfstudio.engine.saved_game import (
    SavedGame,
    loads_saved_game,
    saved_game_json,
    saved_game_of,
)
from golfstudio.gamenight.played_round import ai_name
from golfstudio.review import Review, review
from golfstudio.review.progress import game_hash, save_review
from golfstudio.store import Store, StoreError
from golfstudio.store.reviews import reviews_of

SEATS = ("Ann", "Bob", "Greedy", "Zoé")


@cache
def _game() -> tuple[SavedGame, Review]:
    params = game_type("carambole").example_params(len(SEATS))
    params["mode"] = "basic"
    for seat, name in zip(params["players"], SEATS, strict=True):
        seat["name"] = name
    game = game_type("carambole").game_from_json(params)
    ais = ai_players("carambole")
    players = [ais[n][0](game, random.Random(i))
               for i, n in enumerate(("random", "greedy", "greedy", "best"))]
    saved = saved_game_of(play_out(game.new_state(), players, random.Random(5)), seed=5)
    return saved, review(saved)


def test_every_seat_in_the_store_is_kept_once(store: Store) -> None:
    saved, reviewed = _game()
    ids = {name: store.add_player(name).id or 0 for name in ("Ann", "Bob", "Cy")}
    greedy = store.add_player(ai_name("Greedy")).id or 0  # the store's AI, not the seat
    day = date(2026, 5, 2)
    stored = save_review(store, saved, reviewed, played_on=day)
    assert [s.player_id for s in stored] == [ids["Ann"], ids["Bob"]]
    for seat, row in zip(reviewed.players[:2], stored, strict=True):
        assert row.summary.game == "carambole" and row.summary.played_on == day
        assert row.summary.decisions == len(seat.decisions) > 0
        assert row.summary.lost == pytest.approx(seat.lost)
        assert row.summary.luck == pytest.approx(seat.luck)
        assert row.summary.accuracy == pytest.approx(seat.accuracy)
        assert row.summary.game_hash == game_hash(saved)
    assert reviews_of(store, greedy) == [] and reviews_of(store, ids["Cy"]) == []
    # Reviewed again (read back from its file): replaced, not counted twice.
    again = save_review(store, loads_saved_game(saved_game_json(saved)), reviewed,
                        played_on=day)
    assert [s.id for s in again] == [s.id for s in stored]
    assert len(reviews_of(store, ids["Ann"])) == 1
    # A name typed another way (NFC) is the same player.
    zoe = store.add_player("Zoe\u0301").id or 0
    assert [s.player_id for s in save_review(store, saved, reviewed)][-1] == zoe
    assert reviews_of(store, zoe)[0].summary.played_on == date.today()


def test_another_game_is_another_row(store: Store) -> None:
    saved, reviewed = _game()
    ann = store.add_player("Ann").id or 0
    other = SavedGame(saved.game_id, saved.params, saved.actions, seed=6)
    assert game_hash(other) != game_hash(saved)
    save_review(store, saved, reviewed, played_on=date(2026, 5, 2))
    save_review(store, other, reviewed, played_on=date(2026, 5, 1))
    assert [r.summary.played_on for r in reviews_of(store, ann)] == [date(2026, 5, 1),
                                                                     date(2026, 5, 2)]


def test_a_refused_review_says_why(store: Store) -> None:
    saved, reviewed = _game()
    store.add_player("Ann")
    with pytest.raises(StoreError, match="no round with id 42"):
        save_review(store, saved, reviewed, round_id=42)


def test_a_refusal_keeps_no_row(store: Store) -> None:
    """The seats are kept in one transaction: a round that does not exist refuses them all."""
    saved, reviewed = _game()
    ann = store.add_player("Ann").id or 0
    bob = store.add_player("Bob").id or 0
    with pytest.raises(StoreError, match="no round with id 42"):
        save_review(store, saved, reviewed, round_id=42)
    assert reviews_of(store, ann) == [] and reviews_of(store, bob) == []
