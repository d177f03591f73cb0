"""Game reviews kept for progress over time (revision r0008): a round trip, the key that makes
storing the same saved game again replace its row, the range checks, the round's SET NULL and
a merge — on SQLite and on PostgreSQL."""

from __future__ import annotations

import dataclasses
import math
import threading
from datetime import date

import pytest
import sqlalchemy as sa

from golfstudio.store import PlayedFormat, Store, StoreError
from golfstudio.store.corrections import Corrections
from golfstudio.store.reviews import ReviewSummary, reviews_of, save_review
from golfstudio.store.tables import Format

HASH_A = "a" * 64
HASH_B = "0123456789abcdef" * 4


def _summary(**changes: object) -> ReviewSummary:
    base = ReviewSummary(game="carambole", played_on=date(2026, 3, 1), game_hash=HASH_A,
                         decisions=12, lost=1.25, luck=-0.5, accuracy=0.75)
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def _rows(store: Store) -> int:
    with store.engine.connect() as connection:
        return int(connection.scalar(sa.text("SELECT count(*) FROM game_review")) or 0)


def test_a_review_round_trips_in_date_order(store: Store) -> None:
    ann = store.add_player("Ann").id or 0
    later = save_review(store, ann, _summary())
    earlier = save_review(store, ann, _summary(game="dicegolf", game_hash=HASH_B,
                                               played_on=date(2026, 1, 9), accuracy=None,
                                               decisions=0, lost=0.0, luck=2.5))
    assert later.player_id == ann and later.summary == _summary()
    assert reviews_of(store, ann) == [earlier, later]
    assert earlier.summary.accuracy is None and earlier.summary.game == "dicegolf"
    assert reviews_of(store, store.add_player("Bob").id or 0) == []


def test_the_same_saved_game_is_kept_once_per_player(store: Store) -> None:
    """The saved game's hash with the player is the key: a second save replaces the row."""
    ann = store.add_player("Ann").id or 0
    bob = store.add_player("Bob").id or 0
    first = save_review(store, ann, _summary())
    again = save_review(store, ann, _summary(lost=2.0, luck=1.0, accuracy=0.5))
    assert again.id == first.id
    assert [r.summary.lost for r in reviews_of(store, ann)] == [2.0]
    save_review(store, bob, _summary())  # the same game, another player: a row of its own
    assert _rows(store) == 2
    # The database holds the key too, not only the store's upsert.
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text(
            "INSERT INTO game_review (player_id, game, played_on, game_hash, decisions, lost, "
            "luck) VALUES (:player, 'carambole', '2026-03-01', :hash, 1, 0, 0)"),
            {"player": ann, "hash": HASH_A})


@pytest.mark.parametrize(("changes", "words"), [
    ({"lost": -0.1}, "the strokes lost to decisions runs from 0.0 to 10000.0, got -0.1"),
    ({"lost": math.nan}, "finite"),
    ({"luck": math.inf}, "finite"),
    ({"luck": 1e9}, "runs from"),
    ({"lost": "1"}, "must be a number"),
    ({"accuracy": 1.5}, "the accuracy runs from 0.0 to 1.0"),
    ({"decisions": -1}, "the number of decisions must be from 0"),
    ({"decisions": True}, "whole number"),
    ({"played_on": date(1066, 10, 14)}, "a reviewed game's date must be from 1900-01-01"),
    ({"game_hash": "xyz"}, "64 hexadecimal digits"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"round_id": 2**40}, "no round with id"),
    ({"round_id": 999}, "no round with id 999"),
])
def test_every_number_is_range_checked(store: Store, changes: dict[str, object],
                                       words: str) -> None:
    ann = store.add_player("Ann").id or 0
    with pytest.raises(StoreError, match=words):
        save_review(store, ann, _summary(**changes))
    assert _rows(store) == 0


def test_an_unknown_player_is_named(store: Store) -> None:
    with pytest.raises(StoreError, match="no player with id 77"):
        save_review(store, 77, _summary())
    with pytest.raises(StoreError, match="no player with id 77"):
        reviews_of(store, 77)
    with pytest.raises(StoreError, match="player id must be a whole number"):
        reviews_of(store, "Ann")  # type: ignore[arg-type]


def test_a_deleted_round_leaves_the_review_without_its_round(store: Store) -> None:
    ann = store.add_player("Ann").id or 0
    course = store.add_course("Lanes", "carambole", [(3, 1), (3, 2)])
    night = store.add_night(date(2026, 3, 1), course.id or 0, [ann],
                            formats=[PlayedFormat(Format.STROKE)])
    (round1,) = store.rounds(night.id or 0)
    stored = save_review(store, ann, _summary(round_id=round1.id))
    assert stored.summary.round_id == round1.id
    Corrections(store.engine).delete_night(night.id or 0)
    (kept,) = reviews_of(store, ann)
    assert kept.id == stored.id and kept.summary.round_id is None


def test_a_merge_moves_the_reviews_and_keeps_one_per_game(store: Store) -> None:
    ann = store.add_player("Ann").id or 0
    annie = store.add_player("Annie").id or 0
    save_review(store, ann, _summary(lost=1.0))
    save_review(store, annie, _summary(lost=3.0))  # both seats of one game
    save_review(store, annie, _summary(game_hash=HASH_B, played_on=date(2026, 4, 1)))
    Corrections(store.engine).merge_players(ann, annie)
    kept = reviews_of(store, ann)
    assert [(r.summary.game_hash, r.summary.lost) for r in kept] == [(HASH_A, 1.0),
                                                                     (HASH_B, 1.25)]
    assert _rows(store) == 2


def test_saving_the_same_review_at_once_keeps_one_row(store: Store) -> None:
    """Four threads storing the same game for the same player meet the key, not each other:
    one row, no error (SQLite's write lock; PostgreSQL's ON CONFLICT)."""
    ann = store.add_player("Ann").id or 0
    start = threading.Barrier(4)
    errors: list[BaseException] = []

    def save(k: int) -> None:
        start.wait()
        try:
            for n in range(5):
                save_review(store, ann, _summary(lost=float(k * 5 + n)))
        except BaseException as exc:  # reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=save, args=(k,)) for k in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert _rows(store) == 1


def test_the_revision_downgrades_to_r0007_and_upgrades_again(store: Store) -> None:
    """r0008 taken back drops only its table; a database at r0007 with a night upgrades,
    with its rows untouched, and takes reviews."""
    from alembic import command

    from golfstudio.store.migrate import alembic_config

    ann = store.add_player("Ann").id or 0
    save_review(store, ann, _summary())
    with store.engine.begin() as connection:
        command.downgrade(alembic_config(connection=connection), "0007")
    assert "game_review" not in sa.inspect(store.engine).get_table_names()
    assert store.player(ann).name == "Ann"
    with store.engine.begin() as connection:
        command.upgrade(alembic_config(connection=connection), "head")
    assert reviews_of(store, ann) == []
    assert save_review(store, ann, _summary()).summary == _summary()
