"""PBM Golf's league: games, their players, tournaments, entries, results and private notes.

Written by hand, every constraint and index named as ``tables.NAMING_CONVENTION`` names them
(tests/core/store/test_migrations.py compares the result with the SQLModel metadata). The
takings are spelled out here, so this revision stays what it was.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TAKINGS = ("entry", "automatic")


def upgrade() -> None:
    op.create_table(
        "pbm_game",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_game"),
        sa.UniqueConstraint("name", name="uq_pbm_game_name"),
    )
    op.create_table(
        "pbm_player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("joined", sa.Integer(), nullable=False),
        sa.Column("clubs", sa.JSON(), nullable=True),
        sa.Column("saved", sa.Integer(), nullable=False),
        sa.Column("entered_last", sa.Boolean(), nullable=False),
        sa.CheckConstraint("joined >= 1", name=op.f("ck_pbm_player_joined_positive")),
        sa.CheckConstraint("saved >= 0 AND saved <= 4", name=op.f("ck_pbm_player_saved_range")),
        sa.ForeignKeyConstraint(["game_id"], ["pbm_game.id"], ondelete="CASCADE",
                                name="fk_pbm_player_game_id_pbm_game"),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_player"),
        sa.UniqueConstraint("game_id", "name", name="uq_pbm_player_game_id_name"),
    )
    op.create_table(
        "pbm_tournament",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("deadline", sa.Date(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("evaluated", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("number >= 1", name=op.f("ck_pbm_tournament_number_positive")),
        sa.CheckConstraint("seed >= 0", name=op.f("ck_pbm_tournament_seed_positive")),
        sa.ForeignKeyConstraint(["game_id"], ["pbm_game.id"], ondelete="CASCADE",
                                name="fk_pbm_tournament_game_id_pbm_game"),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_tournament"),
        sa.UniqueConstraint("game_id", "number", name="uq_pbm_tournament_game_id_number"),
    )
    op.create_table(
        "pbm_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("received", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=True),
        sa.CheckConstraint("received >= 1", name=op.f("ck_pbm_entry_received_positive")),
        sa.ForeignKeyConstraint(["tournament_id"], ["pbm_tournament.id"], ondelete="CASCADE",
                                name="fk_pbm_entry_tournament_id_pbm_tournament"),
        sa.ForeignKeyConstraint(["player_id"], ["pbm_player.id"],
                                name="fk_pbm_entry_player_id_pbm_player"),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_entry"),
        sa.UniqueConstraint("tournament_id", "received",
                            name="uq_pbm_entry_tournament_id_received"),
    )
    op.create_index("ix_pbm_entry_player_id", "pbm_entry", ["player_id"])
    op.create_table(
        "pbm_result",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("lanes", sa.JSON(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("taking", sa.Enum(*TAKINGS, name=op.f("ck_pbm_result_taking"),
                                    native_enum=False, create_constraint=True, length=24),
                  nullable=False),
        sa.Column("points", sa.String(length=200), nullable=False),
        sa.CheckConstraint("total >= 0", name=op.f("ck_pbm_result_total_positive")),
        sa.ForeignKeyConstraint(["tournament_id"], ["pbm_tournament.id"], ondelete="CASCADE",
                                name="fk_pbm_result_tournament_id_pbm_tournament"),
        sa.ForeignKeyConstraint(["player_id"], ["pbm_player.id"],
                                name="fk_pbm_result_player_id_pbm_player"),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_result"),
        sa.UniqueConstraint("tournament_id", "player_id",
                            name="uq_pbm_result_tournament_id_player_id"),
    )
    op.create_index("ix_pbm_result_player_id", "pbm_result", ["player_id"])
    op.create_table(
        "pbm_note",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["tournament_id"], ["pbm_tournament.id"], ondelete="CASCADE",
                                name="fk_pbm_note_tournament_id_pbm_tournament"),
        sa.ForeignKeyConstraint(["player_id"], ["pbm_player.id"],
                                name="fk_pbm_note_player_id_pbm_player"),
        sa.PrimaryKeyConstraint("id", name="pk_pbm_note"),
        sa.UniqueConstraint("tournament_id", "player_id",
                            name="uq_pbm_note_tournament_id_player_id"),
    )
    op.create_index("ix_pbm_note_player_id", "pbm_note", ["player_id"])


def downgrade() -> None:
    for table in ("pbm_note", "pbm_result", "pbm_entry", "pbm_tournament", "pbm_player",
                  "pbm_game"):
        op.drop_table(table)
