"""A store that two organisers cannot break (issue 17 §3): the database itself keeps a player
in one team per night and one player per seat, and names are compared in one Unicode form.

- ``night_player``: a unique index on (night_id, position);
- ``team``: a unique index on (id, night_id), what the composite key below refers to;
- ``team_member``: a ``night_id`` column (the team's night), unique (night_id, player_id) —
  one team per player and night — and composite foreign keys to ``team`` (id, night_id) and
  to ``night_player`` (night_id, player_id): a member plays that night.

Before the constraints, the data a race may already have left is repaired, so that the
upgrade succeeds on any database and every history load works again: seats are renumbered
0, 1, … per night in their card order (ties by player id); a player found in two teams of a
night stays in the team created first; a member who does not play the night is removed; a
team emptied by that repair is removed. Player and course names are brought to NFC (the
store compares names in that form now) unless that would make two rows share a name — those
are left as they are, the store finds each by its exact spelling.

Indexes rather than constraints where a table is a parent (``team``, ``night_player``):
SQLite adds an index without rebuilding the table, and rebuilding a parent under
``PRAGMA foreign_keys = ON`` would cascade its implicit delete. ``team_member`` is a leaf, so
it is rebuilt (``batch_alter_table``) for its new NOT NULL column and foreign keys.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _normalise_names(connection: sa.Connection, table: str, scope: str | None) -> None:
    """NFC every name whose composed form is not taken within ``scope`` (course: its game)."""
    columns = "id, name" + (f", {scope}" if scope else "")
    rows = connection.execute(sa.text(f"SELECT {columns} FROM {table}")).all()
    taken = {(row[2] if scope else None, row[1]) for row in rows}
    for row in rows:
        composed = unicodedata.normalize("NFC", row[1])
        key = (row[2] if scope else None, composed)
        if composed != row[1] and key not in taken:
            connection.execute(sa.text(f"UPDATE {table} SET name = :name WHERE id = :id"),
                               {"name": composed, "id": row[0]})
            taken.add(key)


def _renumber_seats(connection: sa.Connection) -> None:
    rows = connection.execute(sa.text(
        "SELECT night_id, player_id, position FROM night_player "
        "ORDER BY night_id, position, player_id")).all()
    seat: dict[int, int] = {}
    moves = []
    for night_id, player_id, position in rows:
        wanted = seat.get(night_id, 0)
        seat[night_id] = wanted + 1
        if position != wanted:
            moves.append({"night": night_id, "player": player_id, "position": wanted})
    # Out of the way first (negative, unused), then into place: no transient duplicate.
    for move in moves:
        connection.execute(sa.text(
            "UPDATE night_player SET position = -1 - :position "
            "WHERE night_id = :night AND player_id = :player"), move)
    for move in moves:
        connection.execute(sa.text(
            "UPDATE night_player SET position = :position "
            "WHERE night_id = :night AND player_id = :player"), move)


def _repair_teams(connection: sa.Connection) -> None:
    connection.execute(sa.text(
        "UPDATE team_member SET night_id = "
        "(SELECT team.night_id FROM team WHERE team.id = team_member.team_id)"))
    had_members = set(connection.scalars(sa.text("SELECT DISTINCT team_id FROM team_member")))
    # A member who does not play the team's night.
    connection.execute(sa.text(
        "DELETE FROM team_member WHERE NOT EXISTS (SELECT 1 FROM night_player "
        "WHERE night_player.night_id = team_member.night_id "
        "AND night_player.player_id = team_member.player_id)"))
    # A player in two teams of a night keeps the first team.
    connection.execute(sa.text(
        "DELETE FROM team_member WHERE EXISTS (SELECT 1 FROM team_member AS earlier "
        "WHERE earlier.night_id = team_member.night_id "
        "AND earlier.player_id = team_member.player_id "
        "AND earlier.team_id < team_member.team_id)"))
    left = set(connection.scalars(sa.text("SELECT DISTINCT team_id FROM team_member")))
    for team_id in sorted(had_members - left):
        connection.execute(sa.text("DELETE FROM team WHERE id = :id"), {"id": team_id})


def upgrade() -> None:
    connection = op.get_bind()
    _normalise_names(connection, "player", None)
    _normalise_names(connection, "course", "game")
    _renumber_seats(connection)
    op.create_index(op.f("ix_night_player_night_id_position"), "night_player",
                    ["night_id", "position"], unique=True)
    op.create_index(op.f("ix_team_id_night_id"), "team", ["id", "night_id"], unique=True)
    op.add_column("team_member", sa.Column("night_id", sa.Integer(), nullable=True))
    _repair_teams(connection)
    with op.batch_alter_table("team_member") as batch:
        batch.alter_column("night_id", existing_type=sa.Integer(), nullable=False)
        batch.create_unique_constraint(op.f("uq_team_member_night_id_player_id"),
                                       ["night_id", "player_id"])
        batch.create_foreign_key(op.f("fk_team_member_team_id_night_id_team"), "team",
                                 ["team_id", "night_id"], ["id", "night_id"],
                                 ondelete="CASCADE")
        batch.create_foreign_key(op.f("fk_team_member_night_id_player_id_night_player"),
                                 "night_player", ["night_id", "player_id"],
                                 ["night_id", "player_id"], ondelete="CASCADE")


def downgrade() -> None:
    with op.batch_alter_table("team_member") as batch:
        batch.drop_constraint(op.f("fk_team_member_night_id_player_id_night_player"),
                              type_="foreignkey")
        batch.drop_constraint(op.f("fk_team_member_team_id_night_id_team"),
                              type_="foreignkey")
        batch.drop_constraint(op.f("uq_team_member_night_id_player_id"), type_="unique")
        batch.drop_column("night_id")
    op.drop_index(op.f("ix_team_id_night_id"), table_name="team")
    op.drop_index(op.f("ix_night_player_night_id_position"), table_name="night_player")
