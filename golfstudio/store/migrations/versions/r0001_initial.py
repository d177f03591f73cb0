"""Initial schema: players, courses and holes, game nights, rounds, hole scores, teams,
handicap history.

Written by hand with every constraint and index named as ``tables.NAMING_CONVENTION``
names them (``op.f`` marks a name as final, so the convention is not applied twice);
tests/core/store/test_migrations.py checks that the migrated database and the SQLModel
metadata do not differ, on SQLite and PostgreSQL. The games and formats are
spelled out here rather than imported, so this revision stays what it was when the enums
grow.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

GAMES = ("golf", "ultimate", "carambole", "dicegolf", "playnine", "pbm")
FORMATS = ("stroke", "match", "nassau", "skins", "stableford", "bestball-stroke",
           "bestball-match", "bestball-nassau", "tournament")


def _game(table: str) -> sa.Enum:
    return sa.Enum(*GAMES, name=op.f(f"ck_{table}_game"), native_enum=False,
                   create_constraint=True, length=24)


def upgrade() -> None:
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_player"),
        sa.UniqueConstraint("name", name="uq_player_name"),
    )
    op.create_table(
        "course",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("game", _game("course"), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_course"),
        sa.UniqueConstraint("game", "name", name="uq_course_game_name"),
    )
    op.create_table(
        "hole",
        sa.Column("course_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("par", sa.Integer(), nullable=False),
        sa.Column("stroke_index", sa.Integer(), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_hole_number_positive")),
        sa.CheckConstraint("stroke_index >= 1", name=op.f("ck_hole_stroke_index_positive")),
        sa.ForeignKeyConstraint(["course_id"], ["course.id"], ondelete="CASCADE",
                                name="fk_hole_course_id_course"),
        sa.PrimaryKeyConstraint("course_id", "number", name="pk_hole"),
    )
    op.create_table(
        "game_night",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("played_on", sa.Date(), nullable=False),
        sa.Column("place", sa.String(length=120), nullable=False),
        sa.Column("game", _game("game_night"), nullable=False),
        sa.Column("course_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["course_id"], ["course.id"],
                                name="fk_game_night_course_id_course"),
        sa.PrimaryKeyConstraint("id", name="pk_game_night"),
    )
    op.create_index("ix_game_night_course_id", "game_night", ["course_id"])
    op.create_index("ix_game_night_played_on", "game_night", ["played_on"])
    op.create_table(
        "night_player",
        sa.Column("night_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("course_handicap", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["night_id"], ["game_night.id"], ondelete="CASCADE",
                                name="fk_night_player_night_id_game_night"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"],
                                name="fk_night_player_player_id_player"),
        sa.PrimaryKeyConstraint("night_id", "player_id", name="pk_night_player"),
    )
    op.create_index("ix_night_player_player_id", "night_player", ["player_id"])
    op.create_table(
        "night_format",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("night_id", sa.Integer(), nullable=False),
        sa.Column("format", sa.Enum(*FORMATS, name=op.f("ck_night_format_format"),
                                    native_enum=False, create_constraint=True, length=24),
                  nullable=False),
        sa.Column("net", sa.Boolean(), nullable=False),
        sa.Column("allowance", sa.Integer(), nullable=False),
        sa.Column("carry_over", sa.Boolean(), nullable=False),
        sa.Column("auto_press", sa.Boolean(), nullable=False),
        sa.CheckConstraint("allowance >= 0 AND allowance <= 100",
                           name=op.f("ck_night_format_allowance_percent")),
        sa.ForeignKeyConstraint(["night_id"], ["game_night.id"], ondelete="CASCADE",
                                name="fk_night_format_night_id_game_night"),
        sa.PrimaryKeyConstraint("id", name="pk_night_format"),
    )
    op.create_index("ix_night_format_night_id", "night_format", ["night_id"])
    op.create_table(
        "round",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("night_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_round_number_positive")),
        sa.ForeignKeyConstraint(["night_id"], ["game_night.id"], ondelete="CASCADE",
                                name="fk_round_night_id_game_night"),
        sa.PrimaryKeyConstraint("id", name="pk_round"),
        sa.UniqueConstraint("night_id", "number", name="uq_round_night_id_number"),
    )
    op.create_table(
        "hole_score",
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("hole", sa.Integer(), nullable=False),
        sa.Column("strokes", sa.Integer(), nullable=False),
        sa.CheckConstraint("hole >= 1", name=op.f("ck_hole_score_hole_positive")),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE",
                                name="fk_hole_score_round_id_round"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"],
                                name="fk_hole_score_player_id_player"),
        sa.PrimaryKeyConstraint("round_id", "player_id", "hole", name="pk_hole_score"),
    )
    op.create_index("ix_hole_score_player_id", "hole_score", ["player_id"])
    op.create_table(
        "team",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("night_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.ForeignKeyConstraint(["night_id"], ["game_night.id"], ondelete="CASCADE",
                                name="fk_team_night_id_game_night"),
        sa.PrimaryKeyConstraint("id", name="pk_team"),
        sa.UniqueConstraint("night_id", "name", name="uq_team_night_id_name"),
    )
    op.create_table(
        "team_member",
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["team_id"], ["team.id"], ondelete="CASCADE",
                                name="fk_team_member_team_id_team"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"],
                                name="fk_team_member_player_id_player"),
        sa.PrimaryKeyConstraint("team_id", "player_id", name="pk_team_member"),
    )
    op.create_index("ix_team_member_player_id", "team_member", ["player_id"])
    op.create_table(
        "handicap_record",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("recorded_on", sa.Date(), nullable=False),
        sa.Column("handicap_index", sa.Float(), nullable=False),
        sa.Column("differential", sa.Float(), nullable=True),
        sa.Column("source", sa.String(length=80), nullable=False),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], ondelete="CASCADE",
                                name="fk_handicap_record_player_id_player"),
        sa.PrimaryKeyConstraint("id", name="pk_handicap_record"),
    )
    op.create_index("ix_handicap_record_player_id_recorded_on", "handicap_record",
                    ["player_id", "recorded_on"])


def downgrade() -> None:
    for table in ("handicap_record", "team_member", "team", "hole_score", "round",
                  "night_format", "night_player", "game_night", "hole", "course", "player"):
        op.drop_table(table)
