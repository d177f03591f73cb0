"""The scorecard database: one SQLModel table per thing a game night records.

The shape follows the scorekeeper's grid and the CSV sheets it imports and exports: a
round's scores are the cells ``(round, player, hole) -> strokes``, keyed by exactly those
three columns, so a grid row is one player's cells of a round and a CSV line is one cell
or one row. Everything that can be derived (totals, net scores, standings) is computed by
``golfstudio.scoring`` from these rows and never stored.

The tables live in their own ``MetaData`` with a naming convention, so every constraint
and index has a stable name that later Alembic migrations can refer to (SQLite can only
alter a table by rebuilding it, and the rebuild needs names).
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum

import sqlalchemy as sa
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

NAMING_CONVENTION: dict[str, str] = {
    "pk": "pk_%(table_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
}

METADATA = sa.MetaData(naming_convention=NAMING_CONVENTION)
"""The store's tables only: other SQLModel tables elsewhere cannot leak into its migrations."""


class StoreTable(SQLModel, registry=registry(metadata=METADATA)):
    """Base of the store's tables, bound to :data:`METADATA` instead of SQLModel's global one."""


class Game(StrEnum):
    """The games whose rounds are scored hole by hole (architecture.md's table)."""

    GOLF = "golf"
    ULTIMATE = "ultimate"
    CARAMBOLE = "carambole"
    DICEGOLF = "dicegolf"
    PLAYNINE = "playnine"
    PBM = "pbm"


class Format(StrEnum):
    """The competition formats of rules/scoring.md that a night can play, several at once.

    The values are ``golfstudio.scoring.formats.Format``'s; that enum is not used directly so
    that a format added there does not silently change this table's CHECK constraint — a
    test compares the two, and a new format needs a migration.
    """

    STROKE = "stroke"
    MATCH = "match"
    NASSAU = "nassau"
    SKINS = "skins"
    STABLEFORD = "stableford"
    BESTBALL_STROKE = "bestball-stroke"
    BESTBALL_MATCH = "bestball-match"
    BESTBALL_NASSAU = "bestball-nassau"
    TOURNAMENT = "tournament"


ENUM_LENGTH = 24


def _values(enum: type[StrEnum]) -> list[str]:
    return [member.value for member in enum]


def _game_type() -> sa.Enum:
    """A VARCHAR with a CHECK rather than a PostgreSQL ENUM: a new game is then an ordinary
    migration of one constraint, the same on SQLite and PostgreSQL."""
    return sa.Enum(Game, name="game", native_enum=False, create_constraint=True,
                   length=ENUM_LENGTH, values_callable=_values, validate_strings=True)


def _format_type() -> sa.Enum:
    return sa.Enum(Format, name="format", native_enum=False, create_constraint=True,
                   length=ENUM_LENGTH, values_callable=_values, validate_strings=True)


NAME_LENGTH = 80
PLACE_LENGTH = 120


class Player(StoreTable, table=True):
    """A person who plays; names are unique so a CSV sheet can refer to players by name."""

    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=NAME_LENGTH, unique=True)


class Course(StoreTable, table=True):
    """A course of one game; its holes are :class:`Hole` rows."""

    __tablename__ = "course"
    __table_args__ = (sa.UniqueConstraint("game", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=NAME_LENGTH)
    game: Game = Field(sa_type=_game_type())


class Hole(StoreTable, table=True):
    """Hole ``number`` (1..n) of a course, with its par and stroke index (SI 1 = hardest).

    Par has no CHECK: a Play Nine "par" may be zero or negative (scoring.card accepts it);
    the store checks par per game when a course is added.
    """

    __tablename__ = "hole"
    __table_args__ = (
        sa.CheckConstraint("number >= 1", name="number_positive"),
        sa.CheckConstraint("stroke_index >= 1", name="stroke_index_positive"),
    )

    course_id: int = Field(foreign_key="course.id", ondelete="CASCADE", primary_key=True)
    number: int = Field(primary_key=True)
    par: int
    stroke_index: int


class GameNight(StoreTable, table=True):
    """An evening of play: where, when, which game on which course.

    ``game`` is always the course's game (the store sets it); it is kept here too so that a
    season of one game is filtered without a join.
    """

    __tablename__ = "game_night"

    id: int | None = Field(default=None, primary_key=True)
    played_on: date = Field(index=True)
    place: str = Field(default="", max_length=PLACE_LENGTH)
    game: Game = Field(sa_type=_game_type())
    course_id: int = Field(foreign_key="course.id", index=True)


class NightPlayer(StoreTable, table=True):
    """A player at a night, in card order, with an optional course-handicap override.

    ``course_handicap`` None means "from the player's handicap index on the night's date";
    a number is the strokes received the organiser settled on for that night.
    """

    __tablename__ = "night_player"

    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)
    position: int = 0
    course_handicap: int | None = None


class NightFormat(StoreTable, table=True):
    """One of the formats played at a night, with its options (rules/scoring.md).

    ``allowance`` is the playing-handicap allowance in percent (95 individual stroke play,
    85 four-ball); ``carry_over`` is for skins, ``auto_press`` for Nassau (the names of
    ``scoring.formats.Options``).
    """

    __tablename__ = "night_format"
    __table_args__ = (
        sa.CheckConstraint("allowance >= 0 AND allowance <= 100", name="allowance_percent"),
    )

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE", index=True)
    format: Format = Field(sa_type=_format_type())
    net: bool = False
    allowance: int = 100
    carry_over: bool = False
    auto_press: bool = False


class Round(StoreTable, table=True):
    """Round ``number`` of a night; a stroke-play tournament night has 2, 3 or 4."""

    __tablename__ = "round"
    __table_args__ = (
        sa.UniqueConstraint("night_id", "number"),
        sa.CheckConstraint("number >= 1", name="number_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE")
    number: int


class HoleScore(StoreTable, table=True):
    """One cell of the scorecard: a player's gross strokes on one hole of one round.

    The primary key (round, player, hole) makes a cell unique and is also the index that
    loads a round, or every round, in grid order. Strokes may be negative (Play Nine).
    """

    __tablename__ = "hole_score"
    __table_args__ = (sa.CheckConstraint("hole >= 1", name="hole_positive"),)

    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)
    hole: int = Field(primary_key=True)
    strokes: int


class Team(StoreTable, table=True):
    """A side of a night (best ball, team match play); members are :class:`TeamMember`."""

    __tablename__ = "team"
    __table_args__ = (sa.UniqueConstraint("night_id", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE")
    name: str = Field(max_length=NAME_LENGTH)


class TeamMember(StoreTable, table=True):
    __tablename__ = "team_member"

    team_id: int = Field(foreign_key="team.id", ondelete="CASCADE", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)


class HandicapRecord(StoreTable, table=True):
    """A player's handicap index as of a date: computed from a round, or entered by hand.

    ``differential`` is the round's score differential when the record comes from a round;
    ``source`` says where the number came from ("round 12", "manual", "import").
    """

    __tablename__ = "handicap_record"
    __table_args__ = (sa.Index(None, "player_id", "recorded_on"),)

    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="player.id", ondelete="CASCADE")
    recorded_on: date
    handicap_index: float
    differential: float | None = None
    source: str = Field(default="", max_length=NAME_LENGTH)
