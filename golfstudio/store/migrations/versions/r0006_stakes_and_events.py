"""Money on the table (issue 17 §1): a night's stakes and the per-hole events of its rounds.

- ``night_format``: the stakes of the format in whole cents, one column per bet
  (``front_cents`` … ``stroke_cents``, default 0, each CHECKed from 0 to 1,000,000), how a
  match stake is paid (``match_pay``: 'match' or 'hole', default 'match') and the holes down
  that start an automatic press (``press_trigger``: 1 to 9, default 2). ``night_format`` is
  a leaf table, so SQLite's copy-and-rename of ``batch_alter_table`` loses nothing.
- ``press_request``, ``wolf_choice``, ``bbb_event``: new tables keyed by round and hole
  (and segment, award), each row going with its round (ON DELETE CASCADE).

The column lists are spelled out here, so this revision stays what it was when the tables
learn more.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

STAKES = ("front", "back", "overall", "press", "match", "skin", "buy_in", "point", "stroke")
MAX_CENTS = 1_000_000
ENUM_LENGTH = 24


def _enum_column(name: str, values: Sequence[str]) -> sa.Column[str]:
    return sa.Column(name, sa.Enum(*values, name=name, native_enum=False,
                                   create_constraint=True, length=ENUM_LENGTH),
                     nullable=False)


def upgrade() -> None:
    with op.batch_alter_table("night_format") as batch:
        for key in STAKES:
            batch.add_column(sa.Column(f"{key}_cents", sa.Integer(), nullable=False,
                                       server_default="0"))
        batch.add_column(sa.Column("match_pay", sa.String(ENUM_LENGTH), nullable=False,
                                   server_default="match"))
        batch.add_column(sa.Column("press_trigger", sa.Integer(), nullable=False,
                                   server_default="2"))
        for key in STAKES:
            batch.create_check_constraint(
                f"{key}_cents", f'"{key}_cents" >= 0 AND "{key}_cents" <= {MAX_CENTS}')
        batch.create_check_constraint("match_pay", "match_pay IN ('match', 'hole')")
        batch.create_check_constraint("press_trigger_range",
                                      "press_trigger >= 1 AND press_trigger <= 9")

    op.create_table(
        "press_request",
        sa.Column("round_id", sa.Integer(), nullable=False),
        _enum_column("segment", ("front", "back")),
        sa.Column("hole", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.CheckConstraint("hole >= 1", name=op.f("ck_press_request_hole_positive")),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE",
                                name=op.f("fk_press_request_round_id_round")),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"],
                                name=op.f("fk_press_request_player_id_player")),
        sa.PrimaryKeyConstraint("round_id", "segment", "hole",
                                name=op.f("pk_press_request")),
    )
    op.create_index(op.f("ix_press_request_player_id"), "press_request", ["player_id"])

    op.create_table(
        "wolf_choice",
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("hole", sa.Integer(), nullable=False),
        sa.Column("partner_id", sa.Integer(), nullable=True),
        sa.Column("blind", sa.Boolean(), nullable=False),
        sa.CheckConstraint("hole >= 1", name=op.f("ck_wolf_choice_hole_positive")),
        sa.CheckConstraint("NOT (blind AND partner_id IS NOT NULL)",
                           name=op.f("ck_wolf_choice_blind_alone")),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE",
                                name=op.f("fk_wolf_choice_round_id_round")),
        sa.ForeignKeyConstraint(["partner_id"], ["player.id"],
                                name=op.f("fk_wolf_choice_partner_id_player")),
        sa.PrimaryKeyConstraint("round_id", "hole", name=op.f("pk_wolf_choice")),
    )
    op.create_index(op.f("ix_wolf_choice_partner_id"), "wolf_choice", ["partner_id"])

    op.create_table(
        "bbb_event",
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("hole", sa.Integer(), nullable=False),
        _enum_column("award", ("bingo", "bango", "bongo")),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.CheckConstraint("hole >= 1", name=op.f("ck_bbb_event_hole_positive")),
        sa.ForeignKeyConstraint(["round_id"], ["round.id"], ondelete="CASCADE",
                                name=op.f("fk_bbb_event_round_id_round")),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"],
                                name=op.f("fk_bbb_event_player_id_player")),
        sa.PrimaryKeyConstraint("round_id", "hole", "award", name=op.f("pk_bbb_event")),
    )
    op.create_index(op.f("ix_bbb_event_player_id"), "bbb_event", ["player_id"])


def downgrade() -> None:
    op.drop_table("bbb_event")
    op.drop_table("wolf_choice")
    op.drop_table("press_request")
    with op.batch_alter_table("night_format") as batch:
        for name in ("press_trigger_range", "match_pay", *(f"{k}_cents" for k in STAKES)):
            batch.drop_constraint(op.f(f"ck_night_format_{name}"), type_="check")
        for column in ("press_trigger", "match_pay", *(f"{k}_cents" for k in STAKES)):
            batch.drop_column(column)
