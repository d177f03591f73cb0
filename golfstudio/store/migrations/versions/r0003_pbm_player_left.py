"""PBM Golf: a player may leave a game (rule 2.6) — ``pbm_player.left``, the first tournament
they no longer belong to (None while they play).

SQLite alters a table by copying it (``batch_alter_table``), so the check constraint is
added the way both backends accept.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("pbm_player") as batch:
        batch.add_column(sa.Column("left", sa.Integer(), nullable=True))
        batch.create_check_constraint(
            "left_after_joined", sa.text('"left" IS NULL OR "left" >= joined'))


def downgrade() -> None:
    with op.batch_alter_table("pbm_player") as batch:
        batch.drop_constraint(op.f("ck_pbm_player_left_after_joined"), type_="check")
        batch.drop_column("left")
