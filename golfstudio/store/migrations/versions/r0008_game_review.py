"""Game review, progress over time (issue 31): ``game_review``, one row per reviewed saved
game and store player — decisions, strokes lost to them, luck and accuracy — keyed by the
saved game's hash with the player, so that storing a review again replaces it.

The player's rows go with the player (ON DELETE CASCADE); ``round_id`` names the game-night
round the game was scored in, when known, and is cleared when that round is deleted (ON
DELETE SET NULL): the review stays on the player's page. A new table, so SQLite needs no
rebuild of a parent.

The column list is spelled out here, so this revision stays what it was when the table
learns more.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

GAMES = ("golf", "ultimate", "carambole", "dicegolf", "playnine", "pbm")
HASH_LENGTH = 64


def upgrade() -> None:
    op.create_table(
        "game_review",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game", sa.Enum(*GAMES, name=op.f("ck_game_review_game"), native_enum=False,
                                  create_constraint=True, length=24), nullable=False),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=True),
        sa.Column("game_hash", sa.String(HASH_LENGTH), nullable=False),
        sa.Column("decisions", sa.Integer(), nullable=False),
        sa.Column("lost", sa.Float(), nullable=False),
        sa.Column("luck", sa.Float(), nullable=False),
        sa.Column("accuracy", sa.Float(), nullable=True),
        sa.CheckConstraint("decisions >= 0", name=op.f("ck_game_review_decisions_positive")),
        sa.CheckConstraint("lost >= 0", name=op.f("ck_game_review_lost_positive")),
        sa.CheckConstraint("accuracy IS NULL OR (accuracy >= 0 AND accuracy <= 1)",
                           name=op.f("ck_game_review_accuracy_share")),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], ondelete="CASCADE",
                                name=op.f("fk_game_review_player_id_player")),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="SET NULL",
                                name=op.f("fk_game_review_round_id_round")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_review")),
        sa.UniqueConstraint("game_hash", "player_id",
                            name=op.f("uq_game_review_game_hash_player_id")),
    )
    op.create_index(op.f("ix_game_review_player_id_played_on"), "game_review",
                    ["player_id", "played_on"])
    op.create_index(op.f("ix_game_review_round_id"), "game_review", ["round_id"])


def downgrade() -> None:
    op.drop_table("game_review")
