"""The betting formats groups play (issue 17 §1): Wolf, Vegas, Nines and Bingo-Bango-Bongo
join the formats a night may play — ``ck_night_format_format`` lists them.

The formats are spelled out here, so this revision stays what it was when the scoring
learns more. ``night_format`` is a leaf table, so SQLite's copy-and-rename of
``batch_alter_table`` loses nothing.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BEFORE = ("stroke", "match", "nassau", "skins", "stableford", "bestball-stroke",
          "bestball-match", "bestball-nassau", "tournament")
ADDED = ("wolf", "vegas", "nines", "bingo-bango-bongo")
FORMATS = BEFORE + ADDED


def _check(formats: Sequence[str]) -> None:
    with op.batch_alter_table("night_format") as batch:
        batch.drop_constraint(op.f("ck_night_format_format"), type_="check")
        batch.create_check_constraint(
            "format", "format IN (" + ", ".join(f"'{name}'" for name in formats) + ")")


def upgrade() -> None:
    _check(FORMATS)


def downgrade() -> None:
    op.execute("DELETE FROM night_format WHERE format IN ("
               + ", ".join(f"'{name}'" for name in ADDED) + ")")
    _check(BEFORE)
