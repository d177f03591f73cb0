"""Game reviews kept for the player page's progress over time (issue 31, revision r0008).

A review (``golfstudio.review``) is worked out from a saved game whenever it is asked for;
what a player's page charts across rounds is its summary per player — the decisions weighed,
the strokes they lost, the luck, the accuracy — kept here with the date played and, when
known, the game-night round. The saved game's hash with the player is the key: reviewing the
same game again replaces its row instead of counting the game twice, and a second process
storing the same review at the same moment meets the unique key, not a duplicate
(``INSERT … ON CONFLICT DO UPDATE``).

It is its own ``Transactions`` on the store's engine, as ``corrections.Corrections`` is, so
the ``Store`` class does not grow methods for one caller; ``save_review`` and ``reviews_of``
are the calls.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import col, select

from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.errors import StoreError
from golfstudio.store.limits import (
    REVIEW_DECISIONS_RANGE,
    REVIEW_LOST_RANGE,
    REVIEW_LUCK_RANGE,
)
from golfstudio.store.sessions import Transactions
from golfstudio.store.tables import GameReviewRow, Player, Round

if TYPE_CHECKING:
    from golfstudio.store.store import Store

__all__ = ["GameReviews", "ReviewSummary", "StoredReview", "reviews_of", "save_review",
           "save_reviews"]

_HASH = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class ReviewSummary:
    """One player's reviewed game as the store keeps it. ``game_hash`` is the SHA-256 (hex)
    of the saved game (``review.progress.game_hash``); ``accuracy`` the share of accurate
    decisions, None without a decision; ``round_id`` the game-night round, if known."""

    game: str
    played_on: date
    game_hash: str
    decisions: int
    lost: float
    luck: float
    accuracy: float | None = None
    round_id: int | None = None


@dataclass(frozen=True)
class StoredReview:
    """A stored review: the summary with its row's id and player."""

    id: int
    player_id: int
    summary: ReviewSummary


def checked(summary: ReviewSummary) -> dict[str, Any]:
    """The row's columns (the player aside), each range-checked, or one StoreError line."""
    if not isinstance(summary, ReviewSummary):
        raise StoreError(tr("a review summary is needed, got {value}").format(
            value=checks.quoted(summary)))
    if not isinstance(summary.game_hash, str) or not _HASH.fullmatch(summary.game_hash):
        raise StoreError(tr("a reviewed game's hash must be 64 hexadecimal digits, got "
                            "{value}").format(value=checks.quoted(summary.game_hash)))
    accuracy = summary.accuracy
    return {
        "game": checks.game(summary.game),
        "played_on": checks.played_on(summary.played_on, tr("a reviewed game's date")),
        "game_hash": summary.game_hash,
        "decisions": checks.whole(summary.decisions, tr("the number of decisions"),
                                  REVIEW_DECISIONS_RANGE),
        "lost": checks.real(summary.lost, tr("the strokes lost to decisions"),
                            REVIEW_LOST_RANGE),
        "luck": checks.real(summary.luck, tr("the strokes gained by luck"),
                            REVIEW_LUCK_RANGE),
        "accuracy": None if accuracy is None
        else checks.real(accuracy, tr("the accuracy"), (0.0, 1.0)),
        "round_id": None if summary.round_id is None
        else checks.identifier(summary.round_id, "round"),
    }


def _stored(row: GameReviewRow) -> StoredReview:
    assert row.id is not None
    return StoredReview(row.id, row.player_id, ReviewSummary(
        game=row.game.value, played_on=row.played_on, game_hash=row.game_hash,
        decisions=row.decisions, lost=row.lost, luck=row.luck, accuracy=row.accuracy,
        round_id=row.round_id))


class GameReviews(Transactions):
    """The ``game_review`` table (module docstring)."""

    def save(self, player_id: int, summary: ReviewSummary) -> StoredReview:
        """Keep ``summary`` as ``player_id``'s review of its game, replacing an earlier one
        of the same saved game (same hash). Returns the row as stored."""
        (stored,) = self.save_all([(player_id, summary)])
        return stored

    def save_all(self, reviews: Sequence[tuple[int, ReviewSummary]]) -> list[StoredReview]:
        """``save`` for several players in one transaction: every row is checked first and
        a refusal keeps none (a game's review is stored whole or not at all)."""
        rows = [{"player_id": checks.identifier(player_id, "player"), **checked(summary)}
                for player_id, summary in reviews]
        keys = ["game_hash", "player_id"]
        with self._writing(tr("cannot save the review")) as session:
            dialect = session.get_bind().dialect.name
            stored: list[StoredReview] = []
            for values in rows:
                key = values["player_id"]
                if session.get(Player, key) is None:
                    raise StoreError(tr("no {what} with id {value}").format(
                        what=tr("player"), value=key))
                round_id = values["round_id"]
                if round_id is not None and session.get(Round, round_id) is None:
                    raise StoreError(tr("no {what} with id {value}").format(
                        what=tr("round"), value=round_id))
                changed = {name: value for name, value in values.items() if name not in keys}
                if dialect == "postgresql":
                    pg = postgresql.insert(GameReviewRow).values(values)
                    session.exec(pg.on_conflict_do_update(index_elements=keys, set_=changed))
                elif dialect == "sqlite":
                    lite = sqlite.insert(GameReviewRow).values(values)
                    session.exec(lite.on_conflict_do_update(index_elements=keys, set_=changed))
                else:  # pragma: no cover - the store runs on SQLite and PostgreSQL
                    found = session.exec(select(GameReviewRow).where(
                        GameReviewRow.game_hash == values["game_hash"],
                        GameReviewRow.player_id == key)).first()
                    row = found or GameReviewRow(**values)
                    for name, value in changed.items():
                        setattr(row, name, value)
                    session.add(row)
                session.flush()
                stored.append(_stored(session.exec(select(GameReviewRow).where(
                    GameReviewRow.game_hash == values["game_hash"],
                    GameReviewRow.player_id == key)).one()))
            return stored

    def of(self, player_id: int) -> list[StoredReview]:
        """The player's reviews, oldest first (in the order stored within a day)."""
        key = checks.identifier(player_id, "player")
        with self._reading(tr("cannot read the player's reviews")) as session:
            if session.get(Player, key) is None:
                raise StoreError(tr("no {what} with id {value}").format(what=tr("player"),
                                                                        value=key))
            rows = session.exec(select(GameReviewRow).where(GameReviewRow.player_id == key)
                                .order_by(col(GameReviewRow.played_on),
                                          col(GameReviewRow.id)))
            return [_stored(row) for row in rows]


def save_review(store: Store, player: int, summary: ReviewSummary) -> StoredReview:
    """Keep one player's reviewed game (``GameReviews.save``)."""
    return GameReviews(store.engine).save(player, summary)


def save_reviews(store: Store, reviews: Sequence[tuple[int, ReviewSummary]]
                 ) -> list[StoredReview]:
    """Several players' reviewed games in one transaction (``GameReviews.save_all``)."""
    return GameReviews(store.engine).save_all(reviews)


def reviews_of(store: Store, player: int) -> list[StoredReview]:
    """A player's reviewed games, oldest first (``GameReviews.of``)."""
    return GameReviews(store.engine).of(player)
