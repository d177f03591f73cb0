"""The store's one exception type, and the translation of database failures into it.

style.md: one exception per domain, with a message a user can read. SQLAlchemy's own
exceptions carry the SQL statement and parameters, which mean nothing to a person at the
scoring table, so every public store call runs inside :func:`database_errors`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import exc

from golfstudio.errors import GolfStudioError
from golfstudio.i18n import QT_TR_NOOP, tr


class StoreError(GolfStudioError):
    """Something the store cannot do: a database it cannot reach, a score it must refuse."""


BUSY = QT_TR_NOOP("the database is busy: another organiser is saving; try again")
"""A lock not granted in time (PostgreSQL's ``lock_timeout``, SQLite's busy timeout)."""

CONSTRAINTS: dict[str, str] = {
    "uq_team_member_night_id_player_id": QT_TR_NOOP("a player is already in a team that night"),
    "fk_team_member_night_id_player_id_night_player":
        QT_TR_NOOP("a team member does not play that night"),
    "ix_night_player_night_id_position":
        QT_TR_NOOP("another player took that seat at the same moment"),
    "uq_round_night_id_number":
        QT_TR_NOOP("another organiser added that round at the same moment"),
    "uq_player_name": QT_TR_NOOP("there is already a player of that name"),
    "uq_course_game_name": QT_TR_NOOP("there is already a course of that name"),
    "uq_team_night_id_name": QT_TR_NOOP("the night already has a team of that name"),
    "uq_pbm_player_game_id_name": QT_TR_NOOP("that player is already on the game's roster"),
}
"""The constraints a race between two organisers can meet (the store's checks catch the rest
first), and what to tell the one who lost it (translated where raised)."""

_LOCK_NOT_AVAILABLE = "55P03"
"""PostgreSQL's SQLSTATE for a lock not granted within ``lock_timeout``."""


def _constraint(error: exc.DBAPIError) -> str | None:
    """The violated constraint's name: psycopg's diagnostics, else the message's text
    (SQLite names only the columns, so its unique violations are matched by them)."""
    diag = getattr(error.orig, "diag", None)
    name = getattr(diag, "constraint_name", None)
    if isinstance(name, str):
        return name
    text = str(error.orig)
    for known in CONSTRAINTS:
        if known in text:
            return known
    columns = {  # the longest first: "player.name" is in "pbm_player.name"
        "pbm_player.game_id, pbm_player.name": "uq_pbm_player_game_id_name",
        "team_member.night_id, team_member.player_id": "uq_team_member_night_id_player_id",
        "night_player.night_id, night_player.position": "ix_night_player_night_id_position",
        "round.night_id, round.number": "uq_round_night_id_number",
        "player.name": "uq_player_name",
        "course.game, course.name": "uq_course_game_name",
        "team.night_id, team.name": "uq_team_night_id_name",
    }
    for listed, known in columns.items():
        if listed in text:
            return known
    return None


def _busy(error: exc.DBAPIError) -> bool:
    if getattr(error.orig, "sqlstate", None) == _LOCK_NOT_AVAILABLE:
        return True
    text = str(error.orig).lower()
    return "database is locked" in text or "lock timeout" in text


def _reason(error: exc.DBAPIError) -> str:
    """The driver's own first line, without SQLAlchemy's statement dump and help link."""
    text = str(error.orig).strip() or type(error.orig).__name__
    return text.splitlines()[0]


@contextmanager
def database_errors(doing: str) -> Iterator[None]:
    """Re-raise any SQLAlchemy failure as a StoreError saying what we were ``doing``."""
    try:
        yield
    except StoreError:
        raise
    except exc.IntegrityError as error:
        known = _constraint(error)
        if known in CONSTRAINTS:
            raise StoreError(f"{doing}: {tr(CONSTRAINTS[known])}") from error
        raise StoreError(tr("{doing}: the database refused it ({reason})").format(
            doing=doing, reason=_reason(error))) from error
    except exc.OperationalError as error:
        if _busy(error):
            raise StoreError(f"{doing}: {tr(BUSY)}") from error
        raise StoreError(tr("{doing}: the database is not available ({reason})").format(
            doing=doing, reason=_reason(error))) from error
    except exc.DBAPIError as error:
        if _busy(error):
            raise StoreError(f"{doing}: {tr(BUSY)}") from error
        raise StoreError(tr("{doing}: database error ({reason})").format(
            doing=doing, reason=_reason(error))) from error
    except exc.SQLAlchemyError as error:
        raise StoreError(f"{doing}: {error}") from error
    except OverflowError as error:
        # The last line: the checks bound every number first (limits.py), but SQLite's driver
        # raises this bare when an int does not fit its 64 bits.
        raise StoreError(tr("{doing}: a number is too large for the database").format(
            doing=doing)) from error
