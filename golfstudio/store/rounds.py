"""A night on a course that may not exist yet, written whole: a game finished in the studio.

A round played in a play view arrives with everything at once — the course (named after the
courses played), the players (people and AIs) and every score. ``Store.add_course`` and
``Store.add_player`` each commit on their own, so writing them before the night meant that a
round the store refused (a score out of range, a name too long, a lost connection) left its
course and its new players behind. :class:`PlayedNights` writes the course, its holes, the
players (``NightSheet.player_names``: found or added in the same transaction), the night,
its rounds and scores in one write transaction: a refusal leaves nothing, and a retry after
a failure cannot write the round twice.

It is its own ``Transactions`` on the store's engine, as ``corrections.Corrections`` is, so
the ``Store`` class does not grow a method for one caller.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy import Connection
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import col

from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.records import NightSheet
from golfstudio.store.sessions import Transactions
from golfstudio.store.sheets import insert_sheets
from golfstudio.store.tables import Course, Game, Hole, NightPlayer, Round

__all__ = ["PlayedNights", "SavedNight"]


@dataclass(frozen=True)
class SavedNight:
    """Where the night went: the store's ids, players in card order, rounds by number."""

    course_id: int
    night_id: int
    player_ids: tuple[int, ...]
    round_ids: tuple[int, ...]


class PlayedNights(Transactions):
    """Nights written together with their course (module docstring)."""

    def write(self, course_name: str, game: Game | str, holes: Sequence[tuple[int, int]],
              sheet: NightSheet) -> SavedNight:
        """Write ``sheet`` on the course ``course_name`` of ``game``, found by name or added
        with ``holes`` (par, stroke index), in one transaction; ``sheet.course_id`` is
        ignored. A course found with another number of holes refuses the sheet (the sheet's
        rows must fit the course), so nothing is written then either. StoreError, with
        nothing written, for anything the store's checks or the database refuse."""
        name = checks.name(course_name, "course")
        of_game = checks.game(game)
        rows = checks.holes(of_game, holes)
        with self._writing(tr("cannot save the round on {name}").format(name=name)) as session:
            connection = session.connection()
            course_id = _course(connection, name, of_game, rows)
            (night_id,) = insert_sheets(connection,
                                        [dataclasses.replace(sheet, course_id=course_id)])
            player_ids = tuple(int(p) for p in connection.scalars(
                sa.select(col(NightPlayer.player_id)).where(col(NightPlayer.night_id) == night_id)
                .order_by(col(NightPlayer.position))))
            round_ids = tuple(int(r or 0) for r in connection.scalars(
                sa.select(col(Round.id)).where(col(Round.night_id) == night_id)
                .order_by(col(Round.number))))
        return SavedNight(course_id, night_id, player_ids, round_ids)


def _course(connection: Connection, name: str, game: Game,
            holes: Sequence[tuple[int, int]]) -> int:
    """The id of the course (name, game), added with its holes if it is new. ``INSERT … ON
    CONFLICT DO NOTHING``, as for players: a second process saving a round on the same new
    course at the same moment waits for the first and then finds its course, instead of
    failing on the unique (game, name)."""
    found = _course_id(connection, name, game)
    if found is not None:
        return found
    dialect = connection.dialect.name
    added: int | None
    if dialect in ("sqlite", "postgresql"):
        insert = sqlite.insert(Course) if dialect == "sqlite" else postgresql.insert(Course)
        added = connection.scalars(
            insert.values(name=name, game=game)
            .on_conflict_do_nothing(index_elements=["game", "name"])
            .returning(col(Course.id))).first()
    else:
        added = connection.scalars(sa.insert(Course).values(name=name, game=game)
                                   .returning(col(Course.id))).first()
    if added is None:  # another process added it first, and committed
        again = _course_id(connection, name, game)
        assert again is not None
        return again
    connection.execute(sa.insert(Hole), [
        {"course_id": added, "number": number, "par": par, "stroke_index": si}
        for number, (par, si) in enumerate(holes, 1)])
    return int(added)


def _course_id(connection: Connection, name: str, game: Game) -> int | None:
    found = connection.scalars(sa.select(col(Course.id)).where(
        col(Course.name) == name, col(Course.game) == game)).first()
    return None if found is None else int(found)
