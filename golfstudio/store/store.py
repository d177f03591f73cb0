"""The store: the one object through which the CLI and the UI read and write scorecards.

Every call is its own short transaction on its own session, so the UI can call it from
worker threads (architecture.md: store writes run off the GUI thread) and a second process
— another scorekeeper, the CLI — sees each change as soon as the call returns. A hole score
is committed when ``record_score`` returns: killing the program loses nothing entered.
Rows come back detached (plain values that no longer talk to the database).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from types import TracebackType
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import Engine
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL
from sqlmodel import Session, col, select

from golfstudio.i18n import tr
from golfstudio.scoring.card import RoundCard
from golfstudio.store import checks
from golfstudio.store.cards import Incomplete, load_cards
from golfstudio.store.engine import create_store_engine, describe, resolve_url
from golfstudio.store.errors import StoreError, database_errors
from golfstudio.store.limits import MAX_ROUNDS
from golfstudio.store.migrate import upgrade_to_head
from golfstudio.store.night_tees import set_night_tee
from golfstudio.store.records import (
    NightSheet,
    NightTeam,
    PlayedFormat,
    RoundEventRows,
    StoredBbb,
    StoredCard,
    StoredPress,
    StoredWolfChoice,
    TeeSpec,
)
from golfstudio.store.sessions import Transactions
from golfstudio.store.sheets import insert_sheets
from golfstudio.store.tables import (
    AWARDS,
    SEGMENTS,
    BbbEventRow,
    Course,
    Game,
    GameNight,
    HandicapRecord,
    Hole,
    HoleScore,
    NightFormat,
    NightPlayer,
    NightTee,
    Player,
    PressRequestRow,
    Round,
    Team,
    TeamMember,
    Tee,
    WolfChoiceRow,
)

_Row = TypeVar("_Row")


def open_store(url: str | None = None) -> Store:
    """Open (creating and migrating if needed) the database at ``url``.

    ``url`` is any SQLAlchemy URL; None means ``$GOLFSTUDIO_DB``, else the SQLite file in
    the user's data folder. A database that cannot be reached or was written by a newer
    GolfStudio raises StoreError.
    """
    resolved = resolve_url(url)
    engine = create_store_engine(resolved)
    try:
        upgrade_to_head(engine)
    except BaseException:
        engine.dispose()
        raise
    return Store(engine)


class Store(Transactions):
    """Players, courses, game nights and their scores in one database (see tables.py)."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)

    @property
    def url(self) -> URL:
        return self._engine.url

    @property
    def engine(self) -> Engine:
        return self._engine

    def __repr__(self) -> str:
        return f"Store({describe(self._engine.url)!r})"

    def close(self) -> None:
        """Close the pooled connections (SQLite checkpoints its WAL when the last closes)."""
        self._engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    # --- sessions -----------------------------------------------------------------------

    @staticmethod
    def _get(session: Session, table: type[_Row], key: Any, what: str) -> _Row:
        if not isinstance(key, tuple):
            key = checks.identifier(key, what)
        row = session.get(table, key)
        if row is None:
            raise StoreError(tr("no {what} with id {value}").format(what=tr(what), value=key))
        return row

    # --- players ------------------------------------------------------------------------

    def add_player(self, name: str) -> Player:
        cleaned = checks.name(name, "player")
        with self._writing(tr("cannot add player {name}").format(name=cleaned)) as session:
            if session.exec(select(Player).where(Player.name == cleaned)).first() is not None:
                raise StoreError(tr("there is already a player named {name}").format(
                    name=cleaned))
            player = Player(name=cleaned)
            session.add(player)
            session.flush()
        return player

    def player(self, player_id: int) -> Player:
        with self._reading(tr("cannot read a player")) as session:
            return self._get(session, Player, player_id, "player")

    def find_player(self, name: str) -> Player | None:
        """The player of that name, compared in NFC as names are stored (checks.normal)."""
        if not isinstance(name, str):
            raise StoreError(tr("a player name must be text, got {value}").format(
                value=repr(name)))
        with self._reading(tr("cannot look up a player")) as session:
            return session.exec(select(Player).where(Player.name == checks.normal(name))
                                ).first()

    def players(self) -> list[Player]:
        with self._reading(tr("cannot list the players")) as session:
            return list(session.exec(select(Player).order_by(col(Player.name))))

    # --- courses ------------------------------------------------------------------------

    def add_course(self, name: str, game: Game | str,
                   holes: Sequence[tuple[int, int]], *, tees: Sequence[TeeSpec] = (),
                   plausible_over_par: int | None = None) -> Course:
        """A course of ``game`` with holes given in order as (par, stroke index), its tees
        in order (none: a tabletop course, rating = par and slope 113) and its plausible
        score limit in strokes over par (None: the game's default)."""
        cleaned = checks.name(name, "course")
        of_game = checks.game(game)
        rows = checks.holes(of_game, holes)
        par = sum(p for p, _si in rows)
        tee_specs = [checks.tee(spec, par, len(rows)) for spec in tees]
        _distinct_tee_names(tee_specs)
        over_par = checks.over_par(plausible_over_par)
        with self._writing(tr("cannot add course {name}").format(name=cleaned)) as session:
            existing = session.exec(select(Course).where(Course.name == cleaned,
                                                         Course.game == of_game)).first()
            if existing is not None:
                raise StoreError(tr("there is already a {game} course named {name}").format(
                    game=of_game.value, name=cleaned))
            course = Course(name=cleaned, game=of_game, plausible_over_par=over_par)
            session.add(course)
            session.flush()
            assert course.id is not None
            session.add_all(Hole(course_id=course.id, number=number, par=par, stroke_index=si)
                            for number, (par, si) in enumerate(rows, 1))
            session.add_all(Tee(course_id=course.id, name=spec.name, position=position,
                                course_rating=spec.course_rating, slope=spec.slope,
                                yards=spec.yards)
                            for position, spec in enumerate(tee_specs))
        return course

    # --- tees and limits (revision r0007) ---------------------------------------------

    def tees(self, course_id: int) -> list[Tee]:
        """The course's tees in their order (none: a tabletop course)."""
        with self._reading(tr("cannot read a course's tees")) as session:
            self._get(session, Course, course_id, "course")
            return list(session.exec(select(Tee).where(Tee.course_id == course_id)
                                     .order_by(col(Tee.position), col(Tee.id))))

    def tee(self, tee_id: int) -> Tee:
        with self._reading(tr("cannot read a tee")) as session:
            return self._get(session, Tee, tee_id, "tee")

    def _course_shape(self, session: Session, course_id: int) -> tuple[Course, int, int]:
        """The course, its par and its number of holes."""
        course = self._get(session, Course, course_id, "course")
        par, count = session.exec(select(sa.func.sum(Hole.par), sa.func.count(col(Hole.number)))
                                  .where(Hole.course_id == course_id)).one()
        return course, int(par or 0), int(count)

    def add_tee(self, course_id: int, spec: TeeSpec) -> Tee:
        """A new tee after the course's others; refused if the course has one of that name."""
        with self._writing(tr("cannot add the tee")) as session:
            course, par, count = self._course_shape(session, course_id)
            checked = checks.tee(spec, par, count)
            for other in session.exec(select(Tee).where(Tee.course_id == course_id)):
                if other.name.casefold() == checked.name.casefold():
                    raise StoreError(tr("course {course} already has a tee named {name}")
                                     .format(course=course.name, name=checked.name))
            last = session.exec(select(sa.func.max(Tee.position))
                                .where(Tee.course_id == course_id)).one()
            tee = Tee(course_id=course_id, name=checked.name,
                      position=0 if last is None else last + 1,
                      course_rating=checked.course_rating, slope=checked.slope,
                      yards=checked.yards)
            session.add(tee)
        return tee

    def change_tee(self, tee_id: int, spec: TeeSpec) -> Tee:
        """Rename a tee or change its rating, slope or yards. Nights already played from it
        take the new numbers: a rating is corrected, not versioned (docs/scoring.md)."""
        with self._writing(tr("cannot change the tee")) as session:
            tee = self._get(session, Tee, tee_id, "tee")
            course, par, count = self._course_shape(session, tee.course_id)
            checked = checks.tee(spec, par, count)
            for other in session.exec(select(Tee).where(Tee.course_id == tee.course_id,
                                                        Tee.id != tee_id)):
                if other.name.casefold() == checked.name.casefold():
                    raise StoreError(tr("course {course} already has a tee named {name}")
                                     .format(course=course.name, name=checked.name))
            tee.name = checked.name
            tee.course_rating = checked.course_rating
            tee.slope = checked.slope
            tee.yards = checked.yards
            session.add(tee)
        return tee

    def remove_tee(self, tee_id: int) -> None:
        """Remove a tee no night was played from; a played tee is refused in words (the
        database refuses it too: night_tee's key has no ON DELETE)."""
        with self._writing(tr("cannot remove the tee")) as session:
            tee = self._get(session, Tee, tee_id, "tee")
            played = session.exec(select(sa.func.count()).select_from(NightTee)
                                  .where(NightTee.tee_id == tee_id)).one()
            if played:
                raise StoreError(tr("tee {name} was played from on %n night(s): it cannot be "
                                    "removed", "", played).format(name=tee.name))
            session.delete(tee)

    def edit_tees(self, course_id: int, tees: Sequence[tuple[int | None, TeeSpec]],
                  plausible_over_par: int | None) -> None:
        """The course's tees as the course editor leaves them, in one transaction: each
        ``(tee_id, spec)`` changes that tee (None: a new one), in this order; a tee of the
        course not listed is removed — refused, with nothing changed, if a night was played
        from it. Also sets the plausible score limit."""
        over_par = checks.over_par(plausible_over_par)
        with self._writing(tr("cannot save the course's tees")) as session:
            course, par, count = self._course_shape(session, course_id)
            specs = [(tee_id, checks.tee(spec, par, count)) for tee_id, spec in tees]
            _distinct_tee_names([spec for _id, spec in specs])
            stored = {tee.id or 0: tee for tee in session.exec(
                select(Tee).where(Tee.course_id == course_id))}
            kept = {tee_id for tee_id, _spec in specs if tee_id is not None}
            for tee_id in kept - set(stored):
                raise StoreError(tr("no tee with id {id} on course {course}").format(
                    id=tee_id, course=course.name))
            for tee_id in sorted(set(stored) - kept):
                played = session.exec(select(sa.func.count()).select_from(NightTee)
                                      .where(NightTee.tee_id == tee_id)).one()
                if played:
                    raise StoreError(tr("tee {name} was played from on %n night(s): it cannot "
                                        "be removed", "", played).format(
                                            name=stored[tee_id].name))
                session.delete(stored[tee_id])
            # Names move in two steps, so that two tees swapping names never meet the
            # unique (course, name) constraint half-way.
            for tee_id in kept:
                stored[tee_id].name = f"~{tee_id}~"
                session.add(stored[tee_id])
            session.flush()
            for position, (wanted, spec) in enumerate(specs):
                if wanted is None:
                    tee = Tee(course_id=course_id, name=spec.name, position=position,
                              course_rating=spec.course_rating, slope=spec.slope,
                              yards=spec.yards)
                else:
                    tee = stored[wanted]
                    tee.name, tee.position = spec.name, position
                    tee.course_rating, tee.slope, tee.yards = spec.course_rating, spec.slope, \
                        spec.yards
                session.add(tee)
            course.plausible_over_par = over_par
            session.add(course)

    def set_plausible_over_par(self, course_id: int, over_par: int | None) -> None:
        """The course's plausible score limit in strokes over par (None: the default)."""
        value = checks.over_par(over_par)
        with self._writing(tr("cannot set the plausible score limit")) as session:
            course = self._get(session, Course, course_id, "course")
            course.plausible_over_par = value
            session.add(course)

    def night_tee(self, night_id: int) -> Tee | None:
        """The tee the night is played from; None: the tabletop defaults."""
        with self._reading(tr("cannot read the night's tee")) as session:
            self._get(session, GameNight, night_id, "game night")
            row = session.get(NightTee, night_id)
            return None if row is None else session.get(Tee, row.tee_id)

    def set_night_tee(self, night_id: int, tee_id: int | None) -> None:
        """Play the night from ``tee_id`` (one of its course's tees), or with None from no
        tee (the tabletop defaults). Course handicaps from indexes follow at once."""
        with self._writing(tr("cannot set the night's tee")) as session:
            night = self._lock_night(session, night_id)
            set_night_tee(session, night, tee_id)

    def course(self, course_id: int) -> Course:
        with self._reading(tr("cannot read a course")) as session:
            return self._get(session, Course, course_id, "course")

    def find_course(self, name: str, game: Game | str) -> Course | None:
        of_game = checks.game(game)
        if not isinstance(name, str):
            raise StoreError(tr("a course name must be text, got {value}").format(
                value=repr(name)))
        with self._reading(tr("cannot look up a course")) as session:
            return session.exec(select(Course).where(Course.name == checks.normal(name),
                                                     Course.game == of_game)).first()

    def courses(self, game: Game | str | None = None) -> list[Course]:
        query = select(Course).order_by(col(Course.game), col(Course.name))
        if game is not None:
            query = query.where(Course.game == checks.game(game))
        with self._reading(tr("cannot list the courses")) as session:
            return list(session.exec(query))

    def holes(self, course_id: int) -> list[Hole]:
        with self._reading(tr("cannot read a course's holes")) as session:
            self._get(session, Course, course_id, "course")
            return list(session.exec(select(Hole).where(Hole.course_id == course_id)
                                     .order_by(col(Hole.number))))

    # --- game nights --------------------------------------------------------------------

    def add_night(self, played_on: date, course_id: int, player_ids: Sequence[int], *,
                  place: str = "", rounds: int = 1, formats: Sequence[PlayedFormat] = (),
                  course_handicaps: Mapping[int, int | None] | None = None,
                  tee_id: int | None = None) -> GameNight:
        """A night on ``course_id`` (its game is the course's) with players in card order,
        ``rounds`` empty rounds numbered from 1, and the formats played.

        ``course_handicaps`` maps a player id to that night's course handicap (the override);
        players not in it take theirs from their handicap index. ``tee_id`` is the tee
        the night is played from (one of the course's); None: the tabletop defaults.
        """
        handicaps = dict(course_handicaps or {})
        extra = set(handicaps) - set(player_ids)
        if extra:
            raise StoreError(tr("course handicaps given for player id {id}, who is not "
                                "playing that night").format(id=min(extra)))
        whole_rounds = checks.whole(rounds, tr("the number of rounds"), (0, MAX_ROUNDS))
        sheet = NightSheet(
            played_on=played_on, course_id=course_id, player_ids=tuple(player_ids),
            rounds=((),) * whole_rounds, place=place, formats=tuple(formats),
            course_handicaps=tuple(handicaps.get(p) for p in player_ids), tee_id=tee_id)
        with self._writing(tr("cannot add the game night")) as session:
            ids = insert_sheets(session.connection(), [sheet])
            return self._get(session, GameNight, ids[0], "game night")

    def import_nights(self, sheets: Sequence[NightSheet]) -> list[int]:
        """Write whole nights (players, rounds, scores, teams, formats) in one transaction:
        every sheet is checked first and nothing is written if one is wrong. Returns the new
        nights' ids in the order of ``sheets``."""
        with self._writing(tr("cannot import the game nights")) as session:
            return insert_sheets(session.connection(), sheets)

    def import_night_once(self, course_name: str, game: Game | str,
                          holes: Sequence[tuple[int, int]], sheet: NightSheet,
                          stored_twin: Callable[[int], int | None], *,
                          tees: Sequence[TeeSpec] = (),
                          tee_name: str | None = None) -> tuple[int, bool]:
        """Write one whole night on the course ``course_name`` of ``game`` — created from
        ``holes`` (par, SI) when the store has no such course — unless the store already
        holds it. Returns (night id, True) when written, (the stored night's id, False) when
        ``stored_twin`` found it there.

        One write transaction, in this order: the course is inserted if missing (``ON
        CONFLICT DO NOTHING``: two imports creating it at once make one course), then its row
        is locked (``FOR UPDATE`` on PostgreSQL; SQLite's ``BEGIN IMMEDIATE`` already is the
        lock), then ``stored_twin(course_id)`` says whether an equal night is stored, then the
        night is inserted. Every import on a course passes the lock one at a time, so two
        imports of one file at once cannot both find "not there yet" (issue 27, item 10).
        ``stored_twin`` reads through this store's public reads; nothing else writes on the
        course while the lock is held, so what it reads is what this transaction sees.

        A course that exists with other holes is refused (StoreError naming the course and
        the first hole that differs) rather than silently scoring the night on other holes.
        ``sheet.course_id`` is ignored.

        ``tees`` are the course's tees as the night's file gives them: a tee the course lacks
        is added, one it has under that name must be rated the same (StoreError naming both
        ratings otherwise); ``tee_name`` is the night's tee, one of them (None: no tee).
        """
        cleaned = checks.name(course_name, "course")
        of_game = checks.game(game)
        rows = checks.holes(of_game, holes)
        with self._writing(tr("cannot import the night on {course}").format(
                course=cleaned)) as session:
            course_id, created = _locked_course(session, cleaned, of_game, rows)
            tee_ids = _course_tees(session, course_id, cleaned, rows, tees)
            if not created:
                twin = stored_twin(course_id)
                if twin is not None:
                    return twin, False
            tee_id = None if tee_name is None else tee_ids[checks.normal(tee_name).casefold()]
            (night_id,) = insert_sheets(session.connection(), [
                dataclasses.replace(sheet, course_id=course_id, tee_id=tee_id)])
            return night_id, True

    def night(self, night_id: int) -> GameNight:
        with self._reading(tr("cannot read a game night")) as session:
            return self._get(session, GameNight, night_id, "game night")

    def nights(self, *, game: Game | str | None = None, since: date | None = None,
               until: date | None = None) -> list[GameNight]:
        """Nights by date (then by id), optionally of one game or between two dates."""
        query = select(GameNight).order_by(col(GameNight.played_on), col(GameNight.id))
        if game is not None:
            query = query.where(GameNight.game == checks.game(game))
        if since is not None:
            query = query.where(col(GameNight.played_on) >= since)
        if until is not None:
            query = query.where(col(GameNight.played_on) <= until)
        with self._reading(tr("cannot list the game nights")) as session:
            return list(session.exec(query))

    def night_players(self, night_id: int) -> list[NightPlayer]:
        """The night's players in card order (a scorekeeper grid's rows)."""
        with self._reading(tr("cannot read a night's players")) as session:
            self._get(session, GameNight, night_id, "game night")
            return list(session.exec(
                select(NightPlayer).where(NightPlayer.night_id == night_id)
                .order_by(col(NightPlayer.position), col(NightPlayer.player_id))))

    def add_night_player(self, night_id: int, player_id: int,
                         course_handicap: int | None = None) -> NightPlayer:
        """A latecomer: added after the others, with an optional course-handicap override."""
        if course_handicap is not None:
            checks.course_handicap(course_handicap)
        with self._writing(tr("cannot add the player to the night")) as session:
            # The night's row lock: two latecomers added at once get seats one after the
            # other (the unique index on (night, position) is the last line).
            self._lock_night(session, night_id)
            player = self._get(session, Player, player_id, "player")
            if session.get(NightPlayer, (night_id, player_id)) is not None:
                raise StoreError(tr("{name} already plays night {night}").format(
                    name=player.name, night=night_id))
            last = session.exec(select(sa.func.max(NightPlayer.position))
                                .where(NightPlayer.night_id == night_id)).one()
            seat = NightPlayer(night_id=night_id, player_id=player_id,
                               position=0 if last is None else last + 1,
                               course_handicap=course_handicap)
            session.add(seat)
        return seat

    def set_course_handicap(self, night_id: int, player_id: int,
                            course_handicap: int | None) -> None:
        """Override (or with None, stop overriding) a player's course handicap for a night."""
        if course_handicap is not None:
            checks.course_handicap(course_handicap)
        night_id = checks.identifier(night_id, "game night")
        player_id = checks.identifier(player_id, "player")
        with self._writing(tr("cannot set the course handicap")) as session:
            seat = session.get(NightPlayer, (night_id, player_id))
            if seat is None:
                raise StoreError(tr("player id {id} does not play night {night}").format(
                    id=player_id, night=night_id))
            seat.course_handicap = course_handicap
            session.add(seat)

    def add_format(self, night_id: int, played: PlayedFormat) -> NightFormat:
        checks.played_format(played)
        with self._writing(tr("cannot add the format")) as session:
            self._get(session, GameNight, night_id, "game night")
            row = NightFormat(night_id=night_id, **played.row_values())
            session.add(row)
        return row

    def night_formats(self, night_id: int) -> list[PlayedFormat]:
        with self._reading(tr("cannot read a night's formats")) as session:
            rows = session.exec(select(NightFormat).where(NightFormat.night_id == night_id)
                                .order_by(col(NightFormat.id)))
            return [PlayedFormat.from_row(row) for row in rows]

    # --- rounds and teams ---------------------------------------------------------------

    def add_round(self, night_id: int) -> Round:
        """The night's next round (a tournament's round 2, 3, 4).

        The next number is read under the night's row lock, so two organisers adding a
        round at once get rounds n and n + 1, never the same number twice.
        """
        with self._writing(tr("cannot add a round")) as session:
            self._lock_night(session, night_id)
            last = session.exec(select(sa.func.max(Round.number))
                                .where(Round.night_id == night_id)).one()
            number = 1 if last is None else last + 1
            if number > MAX_ROUNDS:
                raise StoreError(tr("night {night} already has {count} rounds, the most a "
                                    "night can have").format(night=night_id, count=MAX_ROUNDS))
            row = Round(night_id=night_id, number=number)
            session.add(row)
        return row

    def _lock_night(self, session: Session, night_id: int) -> GameNight:
        """The night's row, locked until the transaction ends: what changes a night's
        rounds, seats or teams runs one organiser at a time (``SELECT … FOR UPDATE`` on
        PostgreSQL; on SQLite the write transaction's ``BEGIN IMMEDIATE`` already is the
        lock, and the clause is left out)."""
        key = checks.identifier(night_id, "game night")
        night = session.exec(select(GameNight).where(GameNight.id == key)
                             .with_for_update()).first()
        if night is None:
            raise StoreError(tr("no game night with id {id}").format(id=key))
        return night

    def rounds(self, night_id: int) -> list[Round]:
        with self._reading(tr("cannot list a night's rounds")) as session:
            return list(session.exec(select(Round).where(Round.night_id == night_id)
                                     .order_by(col(Round.number))))

    def add_team(self, night_id: int, name: str, player_ids: Sequence[int]) -> NightTeam:
        """A side of the night; each member must play that night and be in one team only."""
        cleaned = checks.name(name, "team")
        members = checks.distinct_ids(player_ids, "player")
        if not members:
            raise StoreError(tr("team {name} has no players").format(name=cleaned))
        with self._writing(tr("cannot add team {name}").format(name=cleaned)) as session:
            # Under the night's lock, the check below sees every team added before; the
            # unique (night, player) of team_member is the database's own guarantee.
            self._lock_night(session, night_id)
            seated = set(session.exec(select(NightPlayer.player_id)
                                      .where(NightPlayer.night_id == night_id)))
            taken = set(session.exec(
                select(TeamMember.player_id).join(Team, col(Team.id) == col(TeamMember.team_id))
                .where(Team.night_id == night_id)))
            for member in members:
                if member not in seated:
                    raise StoreError(tr("team {name}: player id {id} does not play night "
                                        "{night}").format(name=cleaned, id=member,
                                                          night=night_id))
                if member in taken:
                    raise StoreError(tr("team {name}: player id {id} is already in a "
                                        "team").format(name=cleaned, id=member))
            if session.exec(select(Team).where(Team.night_id == night_id,
                                               Team.name == cleaned)).first() is not None:
                raise StoreError(tr("night {night} already has a team named {name}").format(
                    night=night_id, name=cleaned))
            team = Team(night_id=night_id, name=cleaned)
            session.add(team)
            session.flush()
            assert team.id is not None
            session.add_all(TeamMember(team_id=team.id, night_id=night_id, player_id=p)
                            for p in members)
            return NightTeam(id=team.id, name=cleaned, player_ids=tuple(members))

    def teams(self, night_id: int) -> list[NightTeam]:
        with self._reading(tr("cannot read a night's teams")) as session:
            members: dict[int, list[int]] = {}
            names: dict[int, str] = {}
            for team_id, team_name, player_id in session.exec(
                select(Team.id, Team.name, TeamMember.player_id)
                .join(TeamMember, col(TeamMember.team_id) == col(Team.id))
                .where(Team.night_id == night_id)
                .order_by(col(Team.name), col(TeamMember.player_id))
            ):
                assert team_id is not None
                names[team_id] = team_name
                members.setdefault(team_id, []).append(player_id)
        return [NightTeam(id=team_id, name=names[team_id], player_ids=tuple(ids))
                for team_id, ids in members.items()]

    # --- hole scores --------------------------------------------------------------------

    def record_score(self, round_id: int, player_id: int, hole: int, strokes: int) -> None:
        """Enter a player's gross score on a hole; entering it again replaces it.

        Committed before returning (its own transaction), so a crash afterwards keeps it.
        """
        round_id = checks.identifier(round_id, "round")
        player_id = checks.identifier(player_id, "player")
        with self._writing(tr("cannot record the score")) as session:
            of_game, _ = self._check_cell(session, round_id, player_id, hole)
            value = checks.strokes(of_game, strokes, tr("of player id {id} on hole {hole}")
                                   .format(id=player_id, hole=hole))
            _upsert_score(session, round_id, player_id, hole, value)

    def clear_score(self, round_id: int, player_id: int, hole: int) -> bool:
        """Remove an entered score (the cell is empty again); False if it was empty."""
        round_id = checks.identifier(round_id, "round")
        player_id = checks.identifier(player_id, "player")
        with self._writing(tr("cannot clear the score")) as session:
            self._check_cell(session, round_id, player_id, hole, stray=True)
            result = session.exec(sa.delete(HoleScore).where(
                col(HoleScore.round_id) == round_id, col(HoleScore.player_id) == player_id,
                col(HoleScore.hole) == hole))
            return result.rowcount > 0

    def _check_cell(self, session: Session, round_id: int, player_id: int,
                    hole: int, *, stray: bool = False) -> tuple[Game, int]:
        """The round's game and course size, once the cell is known to exist on its card.

        The night's row is held (``FOR SHARE`` on PostgreSQL, SQLite's write lock already
        is one) before the seat is checked, to the end of the transaction: a night edit
        (``Corrections.edit_night``, ``FOR UPDATE``) taking the player off waits for this
        score and then sees it, or has committed and the seat is gone here (issue 27 §8).
        Scorekeepers do not wait for each other, only for edits of the night.

        ``stray``: a cell that holds a score is accepted even if its player has no seat
        any more — the stray scores an older version's race left behind can be cleared.
        """
        found = session.exec(
            select(GameNight.id, GameNight.game, Course.name, sa.func.count(col(Hole.number)))
            .join(Round, col(Round.night_id) == col(GameNight.id))
            .join(Course, col(Course.id) == col(GameNight.course_id))
            .join(Hole, col(Hole.course_id) == col(Course.id))
            .where(Round.id == round_id)
            .group_by(col(GameNight.id), col(GameNight.game), col(Course.name))
        ).first()
        if found is None:
            raise StoreError(tr("no round with id {id}").format(id=round_id))
        night_id, of_game, course_name, holes = found
        checks.hole_number(hole, holes, course_name)
        session.exec(select(GameNight.id).where(GameNight.id == night_id)
                     .with_for_update(read=True)).first()
        if session.exec(select(NightPlayer.player_id).where(
                NightPlayer.night_id == night_id,
                NightPlayer.player_id == player_id)).first() is None:
            if stray and session.get(HoleScore, (round_id, player_id, hole)) is not None:
                return Game(of_game), holes
            if session.get(Player, player_id) is None:
                raise StoreError(tr("no player with id {id}").format(id=player_id))
            raise StoreError(tr("player id {id} does not play in round id {round}").format(
                id=player_id, round=round_id))
        return Game(of_game), holes

    def round_scores(self, round_id: int) -> dict[tuple[int, int], int]:
        """The round's entered cells: (player id, hole) -> strokes (the scorekeeper grid)."""
        with self._reading(tr("cannot read the round's scores")) as session:
            self._get(session, Round, round_id, "round")
            return {(player_id, hole): strokes for player_id, hole, strokes in session.exec(
                select(HoleScore.player_id, HoleScore.hole, HoleScore.strokes)
                .where(HoleScore.round_id == round_id))}

    # --- per-hole events (revision r0006) ----------------------------------------------
    # Each is committed when made, like a score; whether it is allowed by the game (who may
    # press, a wolf's partner) is the scoring's to say when the round is scored, since an
    # edited score can change it. The store checks that the round, the hole and the player
    # exist and belong together.

    def round_events(self, round_id: int) -> RoundEventRows:
        """The round's press requests, wolf choices and Bingo-Bango-Bongo points."""
        round_id = checks.identifier(round_id, "round")
        with self._reading(tr("cannot read the round's events")) as session:
            self._get(session, Round, round_id, "round")
            presses = session.exec(select(PressRequestRow)
                                   .where(PressRequestRow.round_id == round_id)
                                   .order_by(col(PressRequestRow.hole),
                                             col(PressRequestRow.segment)))
            wolf = session.exec(select(WolfChoiceRow).where(WolfChoiceRow.round_id == round_id)
                                .order_by(col(WolfChoiceRow.hole)))
            bbb = session.exec(select(BbbEventRow).where(BbbEventRow.round_id == round_id)
                               .order_by(col(BbbEventRow.hole), col(BbbEventRow.award)))
            return RoundEventRows(
                presses=tuple(StoredPress(p.hole, p.player_id, p.segment) for p in presses),
                wolf=tuple(StoredWolfChoice(w.hole, w.partner_id, w.blind) for w in wolf),
                bbb=tuple(StoredBbb(b.hole, b.award, b.player_id) for b in bbb))

    def add_press(self, round_id: int, hole: int, player_id: int, segment: str) -> None:
        """``player_id`` presses from ``hole`` in the ``segment`` ("front" or "back") bet;
        refused when a press from that hole of that bet is already recorded."""
        round_id = checks.identifier(round_id, "round")
        player_id = checks.identifier(player_id, "player")
        half = checks.choice(segment, SEGMENTS, tr("a press's bet"))
        with self._writing(tr("cannot record the press")) as session:
            self._check_cell(session, round_id, player_id, hole)
            if session.get(PressRequestRow, (round_id, half, hole)) is not None:
                raise StoreError(tr("a press from hole {hole} in the {half} bet is already "
                                    "recorded").format(hole=hole, half=half))
            session.add(PressRequestRow(round_id=round_id, segment=half, hole=hole,
                                        player_id=player_id))

    def remove_press(self, round_id: int, hole: int, segment: str) -> bool:
        """Take back the press from ``hole`` of the ``segment`` bet; False if there was none."""
        round_id = checks.identifier(round_id, "round")
        half = checks.choice(segment, SEGMENTS, tr("a press's bet"))
        hole = checks.whole(hole, tr("a hole number"))
        with self._writing(tr("cannot remove the press")) as session:
            row = session.get(PressRequestRow, (round_id, half, hole))
            if row is None:
                return False
            session.delete(row)
            return True

    def set_wolf_choice(self, round_id: int, hole: int, partner_id: int | None,
                        blind: bool = False) -> None:
        """The wolf's choice on ``hole``: a partner, or alone (None; ``blind``: declared
        before the tee shots). Replaces the hole's earlier choice."""
        round_id = checks.identifier(round_id, "round")
        if not isinstance(blind, bool):
            raise StoreError(tr("'blind' is true or false, got {value}").format(
                value=repr(blind)))
        if blind and partner_id is not None:
            raise StoreError(tr("hole {hole}: a blind wolf plays alone, without a "
                                "partner").format(hole=hole))
        with self._writing(tr("cannot record the wolf's choice")) as session:
            if partner_id is None:
                self._check_hole(session, round_id, hole)
            else:
                partner_id = checks.identifier(partner_id, "player")
                self._check_cell(session, round_id, partner_id, hole)
            row = session.get(WolfChoiceRow, (round_id, hole))
            if row is None:
                row = WolfChoiceRow(round_id=round_id, hole=hole)
            row.partner_id = partner_id
            row.blind = blind
            session.add(row)

    def clear_wolf_choice(self, round_id: int, hole: int) -> bool:
        """No choice on ``hole`` any more; False if there was none."""
        round_id = checks.identifier(round_id, "round")
        hole = checks.whole(hole, tr("a hole number"))
        with self._writing(tr("cannot clear the wolf's choice")) as session:
            row = session.get(WolfChoiceRow, (round_id, hole))
            if row is None:
                return False
            session.delete(row)
            return True

    def set_bbb(self, round_id: int, hole: int, award: str, player_id: int | None) -> None:
        """``player_id`` made ``award`` ("bingo", "bango", "bongo") on ``hole``, replacing
        whoever had it; None clears the award."""
        round_id = checks.identifier(round_id, "round")
        kind = checks.choice(award, AWARDS, tr("a Bingo-Bango-Bongo award"))
        with self._writing(tr("cannot record the {award}").format(award=kind)) as session:
            if player_id is None:
                self._check_hole(session, round_id, hole)
                row = session.get(BbbEventRow, (round_id, hole, kind))
                if row is not None:
                    session.delete(row)
                return
            player_id = checks.identifier(player_id, "player")
            self._check_cell(session, round_id, player_id, hole)
            row = session.get(BbbEventRow, (round_id, hole, kind))
            if row is None:
                row = BbbEventRow(round_id=round_id, hole=hole, award=kind, player_id=player_id)
            row.player_id = player_id
            session.add(row)

    def _check_hole(self, session: Session, round_id: int, hole: int) -> None:
        """The round exists and ``hole`` is on its course."""
        found = session.exec(
            select(Course.name, sa.func.count(col(Hole.number)))
            .join(GameNight, col(GameNight.course_id) == col(Course.id))
            .join(Round, col(Round.night_id) == col(GameNight.id))
            .join(Hole, col(Hole.course_id) == col(Course.id))
            .where(Round.id == round_id).group_by(col(Course.name))).first()
        if found is None:
            raise StoreError(tr("no round with id {id}").format(id=round_id))
        checks.hole_number(hole, found[1], found[0])

    # --- cards --------------------------------------------------------------------------

    def load_round_card(self, round_id: int) -> RoundCard:
        """One round as a scoring card; StoreError if it does not exist or is incomplete."""
        cards = self.load_round_cards(round_ids=[round_id], incomplete="error")
        if not cards:
            raise StoreError(tr("no round with id {id}").format(id=round_id))
        return cards[0].card

    def load_round_cards(self, *, round_ids: Sequence[int] | None = None,
                         night_id: int | None = None, game: Game | str | None = None,
                         since: date | None = None, until: date | None = None,
                         incomplete: Incomplete = "skip") -> list[StoredCard]:
        """Rounds as cards, by date: every round, or those of given rounds, a night, a game
        or a date range (the filters combine).

        Incomplete rounds (a cell not entered yet) are skipped, or with
        ``incomplete="error"`` refused with a StoreError naming the empty cells.
        """
        of_game = None if game is None else checks.game(game)
        with (database_errors(tr("cannot load the rounds")),
              self._engine.connect() as connection):
            if connection.dialect.name == "postgresql":
                # One snapshot for the several queries (SQLite's transactions already are),
                # so a player joining meanwhile cannot appear without their scores.
                connection.execution_options(isolation_level="REPEATABLE READ")
            return load_cards(connection, round_ids=round_ids, night_id=night_id, game=of_game,
                              since=since, until=until, incomplete=incomplete)

    # --- handicap history ---------------------------------------------------------------

    def add_handicap(self, player_id: int, recorded_on: date, handicap_index: float, *,
                     differential: float | None = None, source: str = "") -> HandicapRecord:
        """Record a player's handicap index as of a date (and the round's differential).

        Both numbers must be finite and in range (limits.py): a NaN would pass a plain range
        check and poison every index computed from it."""
        index = checks.handicap_index(handicap_index)
        diff = None if differential is None else checks.differential(differential)
        on = checks.played_on(recorded_on, tr("a handicap record's date"))
        if not isinstance(source, str):
            raise StoreError(tr("a handicap's source must be text, got {value}").format(
                value=repr(source)))
        with self._writing(tr("cannot record the handicap")) as session:
            self._get(session, Player, player_id, "player")
            record = HandicapRecord(player_id=player_id, recorded_on=on, handicap_index=index,
                                    differential=diff,
                                    source=checks.place(source)[:80])
            session.add(record)
        return record

    def handicap_history(self, player_id: int) -> list[HandicapRecord]:
        """A player's handicap records, oldest first (in entry order within a day)."""
        with self._reading(tr("cannot read the handicap history")) as session:
            self._get(session, Player, player_id, "player")
            return list(session.exec(
                select(HandicapRecord).where(HandicapRecord.player_id == player_id)
                .order_by(col(HandicapRecord.recorded_on), col(HandicapRecord.id))))


def _distinct_tee_names(specs: Sequence[TeeSpec]) -> None:
    seen: set[str] = set()
    for spec in specs:
        if spec.name.casefold() in seen:
            raise StoreError(tr("two tees are named {name}").format(name=spec.name))
        seen.add(spec.name.casefold())


def _upsert_score(session: Session, round_id: int, player_id: int, hole: int,
                  strokes: int) -> None:
    """INSERT … ON CONFLICT DO UPDATE where the dialect has it: one statement, no race
    between two scorekeepers entering the same cell."""
    values = {"round_id": round_id, "player_id": player_id, "hole": hole, "strokes": strokes}
    keys = ["round_id", "player_id", "hole"]
    dialect = session.get_bind().dialect.name
    if dialect == "sqlite":
        lite = sqlite.insert(HoleScore).values(values)
        session.exec(lite.on_conflict_do_update(index_elements=keys,
                                                set_={"strokes": lite.excluded.strokes}))
    elif dialect == "postgresql":
        pg = postgresql.insert(HoleScore).values(values)
        session.exec(pg.on_conflict_do_update(index_elements=keys,
                                              set_={"strokes": pg.excluded.strokes}))
    else:
        session.merge(HoleScore(**values))


def _course_tees(session: Session, course_id: int, course_name: str,
                 holes: Sequence[tuple[int, int]], tees: Sequence[TeeSpec]) -> dict[str, int]:
    """The course's tee ids by case-folded name once ``tees`` are on it (those it lacks added
    after its others); StoreError when a tee it has is rated otherwise than in ``tees``."""
    par = sum(p for p, _ in holes)
    stored = list(session.exec(select(Tee).where(Tee.course_id == course_id)
                               .order_by(col(Tee.position), col(Tee.id))))
    by_name = {tee.name.casefold(): tee for tee in stored}
    position = max((tee.position for tee in stored), default=-1)
    for spec in (checks.tee(tee, par, len(holes)) for tee in tees):
        known = by_name.get(spec.name.casefold())
        if known is None:
            position += 1
            known = Tee(course_id=course_id, name=spec.name, position=position,
                        course_rating=spec.course_rating, slope=spec.slope, yards=spec.yards)
            session.add(known)
            session.flush()
            by_name[spec.name.casefold()] = known
        elif (known.course_rating, known.slope) != (spec.course_rating, spec.slope):
            raise StoreError(tr("course {course}: tee {tee} is rated {rating} / {slope} here "
                                "but {file_rating} / {file_slope} in the file").format(
                course=course_name, tee=known.name, rating=known.course_rating,
                slope=known.slope, file_rating=spec.course_rating, file_slope=spec.slope))
    return {name: tee.id for name, tee in by_name.items() if tee.id is not None}


def _locked_course(session: Session, name: str, of_game: Game,
                   holes: Sequence[tuple[int, int]]) -> tuple[int, bool]:
    """The course's id, inserted with its holes when missing, its row locked until the
    transaction ends; True when this transaction created it. StoreError when the stored
    course's holes differ from ``holes``."""
    connection = session.connection()
    dialect = connection.dialect.name
    new_id: int | None = None
    values = {"name": name, "game": of_game}
    if dialect in ("sqlite", "postgresql"):
        insert = sqlite.insert(Course) if dialect == "sqlite" else postgresql.insert(Course)
        new_id = connection.execute(
            insert.values(values).on_conflict_do_nothing(index_elements=["game", "name"])
            .returning(col(Course.id))).scalar_one_or_none()
    elif session.exec(select(Course).where(Course.name == name,
                                           Course.game == of_game)).first() is None:
        new_id = connection.execute(sa.insert(Course).values(values)
                                    .returning(col(Course.id))).scalar_one()
    if new_id is not None:
        connection.execute(sa.insert(Hole), [
            {"course_id": new_id, "number": number, "par": par, "stroke_index": si}
            for number, (par, si) in enumerate(holes, 1)])
        return int(new_id), True
    course = session.exec(select(Course).where(Course.name == name, Course.game == of_game)
                          .with_for_update()).one()
    assert course.id is not None
    stored = [(h.par, h.stroke_index) for h in session.exec(
        select(Hole).where(Hole.course_id == course.id).order_by(col(Hole.number)))]
    if stored != list(holes):
        raise StoreError(_holes_differ(name, of_game, stored, list(holes)))
    return course.id, False


def _holes_differ(name: str, of_game: Game, stored: Sequence[tuple[int, int]],
                  given: Sequence[tuple[int, int]]) -> str:
    """The first difference between a stored course's holes and a file's, in words."""
    if len(stored) != len(given):
        return tr("the {game} course {course} in the database has {stored} holes, the file's "
                  "has {given}: rename the course in the file, or import it into another "
                  "database").format(game=of_game.value, course=name, stored=len(stored),
                                     given=len(given))
    pairs = enumerate(zip(stored, given, strict=True), 1)
    number, (mine, theirs) = next((n, pair) for n, pair in pairs if pair[0] != pair[1])
    return tr("the {game} course {course} in the database differs from the file's: hole "
              "{hole} is par {par} SI {si} there, par {file_par} SI {file_si} in the file: "
              "rename the course in the file, or import it into another database").format(
        game=of_game.value, course=name, hole=number, par=mine[0], si=mine[1],
        file_par=theirs[0], file_si=theirs[1])
