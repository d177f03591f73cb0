"""Real courses (issue 27, finding 5): a course's tees with their rating and slope, the tee a
night is played from, and a course's plausible score limit.

- ``course``: ``plausible_over_par`` (nullable: the game's default) — added with a plain
  ``ALTER TABLE … ADD COLUMN``, no constraint, since rebuilding ``course`` (a parent) under
  SQLite's ``PRAGMA foreign_keys = ON`` would cascade its implicit delete; the store checks
  the range.
- ``tee``: a course's tees (name unique per course, rating, slope CHECKed 55..155, optional
  yards), going with their course (ON DELETE CASCADE); a unique index on (id, course_id).
- ``game_night``: a unique index on (id, course_id), what ``night_tee`` refers to (an index
  needs no rebuild).
- ``night_tee``: one row per night played from a tee; composite keys to the night and to a
  tee of the same course. A night without a row keeps the tabletop defaults — every night
  already stored, whose course has no tee yet.

The column lists are spelled out here, so this revision stays what it was when the tables
learn more.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NAME_LENGTH = 80


def upgrade() -> None:
    op.add_column("course", sa.Column("plausible_over_par", sa.Integer(), nullable=True))

    op.create_table(
        "tee",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("course_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(NAME_LENGTH), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("course_rating", sa.Float(), nullable=False),
        sa.Column("slope", sa.Integer(), nullable=False),
        sa.Column("yards", sa.Integer(), nullable=True),
        sa.CheckConstraint("slope >= 55 AND slope <= 155", name=op.f("ck_tee_slope_range")),
        sa.CheckConstraint("yards IS NULL OR yards >= 1", name=op.f("ck_tee_yards_positive")),
        sa.ForeignKeyConstraint(["course_id"], ["course.id"], ondelete="CASCADE",
                                name=op.f("fk_tee_course_id_course")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tee")),
        sa.UniqueConstraint("course_id", "name", name=op.f("uq_tee_course_id_name")),
    )
    op.create_index(op.f("ix_tee_id_course_id"), "tee", ["id", "course_id"], unique=True)
    op.create_index(op.f("ix_game_night_id_course_id"), "game_night", ["id", "course_id"],
                    unique=True)

    op.create_table(
        "night_tee",
        sa.Column("night_id", sa.Integer(), nullable=False),
        sa.Column("tee_id", sa.Integer(), nullable=False),
        sa.Column("course_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["night_id"], ["game_night.id"], ondelete="CASCADE",
                                name=op.f("fk_night_tee_night_id_game_night")),
        sa.ForeignKeyConstraint(["tee_id"], ["tee.id"], name=op.f("fk_night_tee_tee_id_tee")),
        sa.ForeignKeyConstraint(["night_id", "course_id"],
                                ["game_night.id", "game_night.course_id"], ondelete="CASCADE",
                                name=op.f("fk_night_tee_night_id_course_id_game_night")),
        sa.ForeignKeyConstraint(["tee_id", "course_id"], ["tee.id", "tee.course_id"],
                                name=op.f("fk_night_tee_tee_id_course_id_tee")),
        sa.PrimaryKeyConstraint("night_id", name=op.f("pk_night_tee")),
    )
    op.create_index(op.f("ix_night_tee_tee_id"), "night_tee", ["tee_id"])


def downgrade() -> None:
    op.drop_table("night_tee")
    op.drop_index(op.f("ix_game_night_id_course_id"), table_name="game_night")
    op.drop_table("tee")
    # Not batch mode: SQLite 3.35+ drops a column in place, without rebuilding the parent.
    op.execute("ALTER TABLE course DROP COLUMN plausible_over_par")
