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

from datetime import date, datetime
from enum import StrEnum
from typing import Any

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
    WOLF = "wolf"
    VEGAS = "vegas"
    NINES = "nines"
    BINGO_BANGO_BONGO = "bingo-bango-bongo"


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
    plausible_over_par: int | None = None
    """Strokes over a hole's par above which score entry asks "are you sure?" (revision
    r0007); None: the game's default (``gamenight.courses.plausible_maximum``). No CHECK:
    SQLite adds a constrained column only by rebuilding ``course``, a parent table, which
    would cascade its implicit delete; the store range-checks it (``checks.over_par``)."""


SLOPE_CHECK = "slope >= 55 AND slope <= 155"
"""WHS: a slope rating runs from 55 to 155 (``scoring.handicap.SLOPE_RANGE``)."""


class Tee(StoreTable, table=True):
    """A tee of a course (revision r0007): its name, WHS course rating and slope for the
    course's holes, and optionally its length in yards. The holes' par and stroke index are
    the course's, shared by its tees (docs/scoring.md, "Tees"). A course with no tee is a
    tabletop course: rating = par, slope 113."""

    __tablename__ = "tee"
    __table_args__ = (
        sa.UniqueConstraint("course_id", "name"),
        # What night_tee's (tee_id, course_id) refers to: a night's tee is of its course.
        sa.Index(None, "id", "course_id", unique=True),
        sa.CheckConstraint(SLOPE_CHECK, name="slope_range"),
        sa.CheckConstraint("yards IS NULL OR yards >= 1", name="yards_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    course_id: int = Field(foreign_key="course.id", ondelete="CASCADE")
    name: str = Field(max_length=NAME_LENGTH)
    position: int = 0
    course_rating: float
    slope: int
    yards: int | None = None


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
    # What night_tee's (night_id, course_id) refers to (revision r0007). An index, so SQLite
    # adds it without rebuilding this parent table.
    __table_args__ = (sa.Index(None, "id", "course_id", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    played_on: date = Field(index=True)
    place: str = Field(default="", max_length=PLACE_LENGTH)
    game: Game = Field(sa_type=_game_type())
    course_id: int = Field(foreign_key="course.id", index=True)


class NightTee(StoreTable, table=True):
    """The tee a night is played from (revision r0007); no row: the course's tabletop
    defaults. ``course_id`` repeats the night's course so that the composite keys hold the
    tee to that course in the database itself; a tee a night was played from cannot be
    removed (no ON DELETE on that key), the night's handicaps would silently change."""

    __tablename__ = "night_tee"
    __table_args__ = (
        sa.ForeignKeyConstraint(["night_id", "course_id"],
                                ["game_night.id", "game_night.course_id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["tee_id", "course_id"], ["tee.id", "tee.course_id"]),
    )

    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE", primary_key=True)
    tee_id: int = Field(foreign_key="tee.id", index=True)
    course_id: int


class NightPlayer(StoreTable, table=True):
    """A player at a night, in card order, with an optional course-handicap override.

    ``course_handicap`` None means "from the player's handicap index on the night's date";
    a number is the strokes received the organiser settled on for that night.
    """

    __tablename__ = "night_player"
    # A seat is unique per night (revision r0004): two organisers adding a latecomer at once
    # cannot give two players the same place on the card. An index rather than a
    # constraint, so SQLite adds it without rebuilding the table.
    __table_args__ = (sa.Index(None, "night_id", "position", unique=True),)

    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)
    position: int = 0
    course_handicap: int | None = None


STAKE_KEYS = ("front", "back", "overall", "press", "match", "skin", "buy_in", "point",
              "stroke")
"""``scoring.stakes.AMOUNT_KEYS`` as revision r0006 stores them (a test ties the two)."""
MAX_STAKE_CENTS = 1_000_000
"""``scoring.stakes.MAX_CENTS``: the largest stake of one bet, 10,000.00."""
MATCH_PAYS = ("match", "hole")
"""``scoring.stakes.MatchPay``'s values."""
PRESS_TRIGGER_CHECK = "press_trigger >= 1 AND press_trigger <= 9"
"""``scoring.nassau``: a press trigger is 1 to 9 holes down."""


def cents_check(key: str) -> str:
    """The CHECK of one stake column (the column name quoted: MATCH is a keyword)."""
    return f'"{key}_cents" >= 0 AND "{key}_cents" <= {MAX_STAKE_CENTS}'


def _cents_field() -> Any:
    return Field(default=0, sa_column_kwargs={"server_default": "0"})


class NightFormat(StoreTable, table=True):
    """One of the formats played at a night, with its options (rules/scoring.md).

    ``allowance`` is the playing-handicap allowance in percent (95 individual stroke play,
    85 four-ball); ``carry_over`` is for skins, ``auto_press`` for Nassau (the names of
    ``scoring.formats.Options``).
    """

    __tablename__ = "night_format"
    __table_args__ = (
        sa.CheckConstraint("allowance >= 0 AND allowance <= 100", name="allowance_percent"),
        *(sa.CheckConstraint(cents_check(key), name=f"{key}_cents") for key in STAKE_KEYS),
        sa.CheckConstraint(PRESS_TRIGGER_CHECK, name="press_trigger_range"),
    )

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE", index=True)
    format: Format = Field(sa_type=_format_type())
    net: bool = False
    allowance: int = 100
    carry_over: bool = False
    auto_press: bool = False
    # The stakes (revision r0006): whole cents per bet, scoring.stakes.Stakes's fields with
    # "_cents" after them ("match" alone is an SQL keyword).
    front_cents: int = _cents_field()
    back_cents: int = _cents_field()
    overall_cents: int = _cents_field()
    press_cents: int = _cents_field()
    match_cents: int = _cents_field()
    skin_cents: int = _cents_field()
    buy_in_cents: int = _cents_field()
    point_cents: int = _cents_field()
    stroke_cents: int = _cents_field()
    match_pay: str = Field(default="match", sa_type=sa.Enum(
        *MATCH_PAYS, name="match_pay", native_enum=False, create_constraint=True,
        length=ENUM_LENGTH), sa_column_kwargs={"server_default": "match"})
    press_trigger: int = Field(default=2, sa_column_kwargs={"server_default": "2"})


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
    __table_args__ = (
        sa.UniqueConstraint("night_id", "name"),
        # What team_member's (team_id, night_id) refers to (revision r0004).
        sa.Index(None, "id", "night_id", unique=True),
    )

    id: int | None = Field(default=None, primary_key=True)
    night_id: int = Field(foreign_key="game_night.id", ondelete="CASCADE")
    name: str = Field(max_length=NAME_LENGTH)


class TeamMember(StoreTable, table=True):
    """A player in a team. ``night_id`` repeats the team's night (the composite key to
    ``team`` keeps it equal) so that the database itself holds a player to one team per night
    and to players of that night (revision r0004): two co-organisers adding teams at once
    cannot put one player in two, which every later load of the night would refuse."""

    __tablename__ = "team_member"
    __table_args__ = (
        sa.UniqueConstraint("night_id", "player_id"),
        sa.ForeignKeyConstraint(["team_id", "night_id"], ["team.id", "team.night_id"],
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["night_id", "player_id"],
                                ["night_player.night_id", "night_player.player_id"],
                                ondelete="CASCADE"),
    )

    team_id: int = Field(foreign_key="team.id", ondelete="CASCADE", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)
    night_id: int


SEGMENTS = ("front", "back")
"""``scoring.nassau.Segment``: the halves a press can be asked for in."""
AWARDS = ("bingo", "bango", "bongo")
"""``scoring.bbb.Award``."""


class PressRequestRow(StoreTable, table=True):
    """A Nassau press asked for (revision r0006): ``player_id`` pressed from ``hole`` in the
    ``segment`` bet (in best ball, a member for the team). One per hole and bet, as the
    scoring refuses two; whether it is allowed is decided when the round is scored, since an
    edited score can change it."""

    __tablename__ = "press_request"
    __table_args__ = (sa.CheckConstraint("hole >= 1", name="hole_positive"),)

    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", primary_key=True)
    segment: str = Field(primary_key=True, sa_type=sa.Enum(
        *SEGMENTS, name="segment", native_enum=False, create_constraint=True,
        length=ENUM_LENGTH))
    hole: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="player.id", index=True)


class WolfChoiceRow(StoreTable, table=True):
    """The wolf's choice on a hole (revision r0006): a partner, or alone (``partner_id``
    None), ``blind`` alone before the tee shots. One per round and hole; the wolf is not
    stored, the rotation decides it."""

    __tablename__ = "wolf_choice"
    __table_args__ = (
        sa.CheckConstraint("hole >= 1", name="hole_positive"),
        sa.CheckConstraint("NOT (blind AND partner_id IS NOT NULL)", name="blind_alone"),
    )

    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", primary_key=True)
    hole: int = Field(primary_key=True)
    partner_id: int | None = Field(default=None, foreign_key="player.id", index=True)
    blind: bool = False


class BbbEventRow(StoreTable, table=True):
    """A Bingo-Bango-Bongo point (revision r0006): ``player_id`` made ``award`` on ``hole``;
    one player per award, round and hole."""

    __tablename__ = "bbb_event"
    __table_args__ = (sa.CheckConstraint("hole >= 1", name="hole_positive"),)

    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", primary_key=True)
    hole: int = Field(primary_key=True)
    award: str = Field(primary_key=True, sa_type=sa.Enum(
        *AWARDS, name="award", native_enum=False, create_constraint=True,
        length=ENUM_LENGTH))
    player_id: int = Field(foreign_key="player.id", index=True)


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


# --- PBM Golf's league (pbm-golf.md; golfstudio.pbm.league) ----------------------------------

PBM_NAME_LENGTH = 100
"""``golfstudio.pbm.limits.MAX_NAME_LENGTH``: a game's or a player's name."""
PBM_POINTS_LENGTH = 200
"""Ranking points kept exactly as a fraction's text (``"20000/7"``)."""
PBM_TAKINGS = ("entry", "automatic")
"""``golfstudio.pbm.evaluation.Taking``: how a player took part in a tournament."""


class PbmGame(StoreTable, table=True):
    """A PBM Golf game ("Partie"): its settings are fixed for all its tournaments (rule 1.3),
    kept as ``GameSettings.to_json()``."""

    __tablename__ = "pbm_game"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=PBM_NAME_LENGTH, unique=True)
    settings: dict[str, Any] = Field(sa_type=sa.JSON)
    created: datetime = Field(sa_type=sa.DateTime(timezone=True))


class PbmPlayer(StoreTable, table=True):
    """A player of one game and what the league keeps of them between tournaments
    (``evaluation.PlayerState``): clubs (None before a sound first entry), saved swaps,
    whether their own entry counted last time. ``joined`` is the first tournament they
    belong to; earlier ones count 0 for them (rule 2.5)."""

    __tablename__ = "pbm_player"
    __table_args__ = (
        sa.UniqueConstraint("game_id", "name"),
        sa.CheckConstraint("joined >= 1", name="joined_positive"),
        sa.CheckConstraint("saved >= 0 AND saved <= 4", name="saved_range"),
        sa.CheckConstraint('"left" IS NULL OR "left" >= joined', name="left_after_joined"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="pbm_game.id", ondelete="CASCADE")
    name: str = Field(max_length=PBM_NAME_LENGTH)
    joined: int
    clubs: list[int] | None = Field(default=None, sa_type=sa.JSON)
    saved: int = 0
    entered_last: bool = False
    left: int | None = None
    """The first tournament the player no longer belongs to (rule 2.6); None while they play."""


class PbmTournament(StoreTable, table=True):
    """Tournament ``number`` of a game: its entry deadline and the seed its lanes are rolled
    from; ``evaluated`` is set, in the evaluation's own transaction, when it is evaluated."""

    __tablename__ = "pbm_tournament"
    __table_args__ = (
        sa.UniqueConstraint("game_id", "number"),
        sa.CheckConstraint("number >= 1", name="number_positive"),
        sa.CheckConstraint("seed >= 0", name="seed_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="pbm_game.id", ondelete="CASCADE")
    number: int
    deadline: date
    seed: int = Field(sa_type=sa.BigInteger)
    evaluated: datetime | None = Field(default=None, sa_type=sa.DateTime(timezone=True))


class PbmEntry(StoreTable, table=True):
    """An entry as received (``received``: 1, 2, … within the tournament), the text kept
    whole; ``player_id`` is the player it named when the league knew them."""

    __tablename__ = "pbm_entry"
    __table_args__ = (
        sa.UniqueConstraint("tournament_id", "received"),
        sa.CheckConstraint("received >= 1", name="received_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="pbm_tournament.id", ondelete="CASCADE")
    received: int
    text: str = Field(sa_type=sa.Text)
    player_id: int | None = Field(default=None, foreign_key="pbm_player.id", index=True)


class PbmResult(StoreTable, table=True):
    """A player's published result in a tournament: strokes per lane, total, how they took
    part, and their ranking points (a fraction, kept unrounded)."""

    __tablename__ = "pbm_result"
    __table_args__ = (
        sa.UniqueConstraint("tournament_id", "player_id"),
        sa.CheckConstraint("total >= 0", name="total_positive"),
    )

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="pbm_tournament.id", ondelete="CASCADE")
    player_id: int = Field(foreign_key="pbm_player.id", index=True)
    lanes: list[int] = Field(sa_type=sa.JSON)
    total: int
    taking: str = Field(sa_type=sa.Enum(*PBM_TAKINGS, name="taking", native_enum=False,
                                        create_constraint=True, length=ENUM_LENGTH))
    points: str = Field(max_length=PBM_POINTS_LENGTH)


class PbmNote(StoreTable, table=True):
    """The private message of a tournament for one player (why their entry was faulty):
    never published (rule 8.2)."""

    __tablename__ = "pbm_note"
    __table_args__ = (sa.UniqueConstraint("tournament_id", "player_id"),)

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="pbm_tournament.id", ondelete="CASCADE")
    player_id: int = Field(foreign_key="pbm_player.id", index=True)
    message: str = Field(sa_type=sa.Text)


# --- Game review: progress over time (issue 31, revision r0008) ----------------------------

GAME_HASH_LENGTH = 64
"""A SHA-256 in hex: the saved game a review was made of (``review.progress.game_hash``)."""
ACCURACY_CHECK = "accuracy IS NULL OR (accuracy >= 0 AND accuracy <= 1)"


class GameReviewRow(StoreTable, table=True):
    """A player's game as the review weighed it (docs/review.md): how many decisions, the
    strokes they lost, the strokes luck gave (negative when unlucky) and the share of
    accurate decisions (None without a decision). One row per saved game and player: the
    saved game's hash with the player is the key that makes storing a review again replace
    it rather than count the game twice. ``round_id`` is the game-night round the game was
    scored in, when known; deleting the round keeps the review (SET NULL)."""

    __tablename__ = "game_review"
    __table_args__ = (
        sa.UniqueConstraint("game_hash", "player_id"),
        sa.Index(None, "player_id", "played_on"),
        sa.CheckConstraint("decisions >= 0", name="decisions_positive"),
        sa.CheckConstraint("lost >= 0", name="lost_positive"),
        sa.CheckConstraint(ACCURACY_CHECK, name="accuracy_share"),
    )

    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="player.id", ondelete="CASCADE")
    game: Game = Field(sa_type=_game_type())
    played_on: date
    round_id: int | None = Field(default=None, foreign_key="round.id", ondelete="SET NULL",
                                 index=True)
    game_hash: str = Field(max_length=GAME_HASH_LENGTH)
    decisions: int
    lost: float
    luck: float
    accuracy: float | None = None
