"""Whole nights written at once: a CSV import, or the benchmark's thousand nights.

Entering scores one by one commits each cell (``Store.record_score``); an import instead
checks every sheet first and then writes all of them with one multi-row INSERT per table in
one transaction — all or nothing, and thousands of rows a second.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy import Connection
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import col

from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.errors import StoreError
from golfstudio.store.limits import MAX_ROUNDS
from golfstudio.store.records import (
    NightSheet,
    RoundEventRows,
    StoredBbb,
    StoredPress,
    StoredWolfChoice,
)
from golfstudio.store.tables import (
    AWARDS,
    SEGMENTS,
    BbbEventRow,
    Course,
    Game,
    GameNight,
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


def _check(sheet: NightSheet, number: int, game: Game, holes: int, known: set[int]) -> None:
    checks.played_on(sheet.played_on)
    where = tr("night {number} ({day})").format(number=number, day=sheet.played_on)
    players = checks.distinct_ids(sheet.player_ids, "player")
    if not players:
        raise StoreError(tr("{where} has no players").format(where=where))
    unknown = [p for p in players if p not in known]
    if unknown:
        raise StoreError(tr("{where}: unknown player id {id}").format(where=where,
                                                                       id=unknown[0]))
    if sheet.course_handicaps and len(sheet.course_handicaps) != len(players):
        raise StoreError(tr("{where}: {handicaps} course handicaps for {players} "
                            "players").format(where=where,
                                              handicaps=len(sheet.course_handicaps),
                                              players=len(players)))
    for handicap in sheet.course_handicaps:
        if handicap is not None:
            checks.course_handicap(handicap)
    for played in sheet.formats:
        checks.played_format(played)
    if len(sheet.rounds) > MAX_ROUNDS:
        raise StoreError(tr("{where} has {count} rounds: a night has at most {most}").format(
            where=where, count=len(sheet.rounds), most=MAX_ROUNDS))
    for round_number, rows in enumerate(sheet.rounds, 1):
        if rows and len(rows) != len(players):
            raise StoreError(tr("{where}, round {round}: {rows} score rows for {players} "
                                "players").format(where=where, round=round_number,
                                                  rows=len(rows), players=len(players)))
        for row in rows:
            if len(row) != holes:
                raise StoreError(tr("{where}, round {round}: a row of {count} scores on a "
                                    "course of {holes} holes").format(
                                        where=where, round=round_number, count=len(row),
                                        holes=holes))
            for hole, strokes in enumerate(row, 1):
                if strokes is not None:
                    checks.strokes(game, strokes, tr("{where}, round {round}, hole {hole}")
                                   .format(where=where, round=round_number, hole=hole))
    seen: set[int] = set()
    names: set[str] = set()
    for team_name, members in sheet.teams:
        team = checks.name(team_name, "team")
        if team in names:
            raise StoreError(tr("{where}: two teams are named {name}").format(where=where,
                                                                               name=team))
        names.add(team)
        for member in members:
            if member not in players or member in seen:
                raise StoreError(tr("{where}, team {name}: player id {id} is not a player of "
                                    "the night or is in two teams").format(
                                        where=where, name=team, id=member))
            seen.add(member)
    if len(sheet.events) > len(sheet.rounds):
        raise StoreError(tr("{where}: events for {count} rounds, but it has {rounds}").format(
            where=where, count=len(sheet.events), rounds=len(sheet.rounds)))
    for round_number, events in enumerate(sheet.events, 1):
        _check_events(events, tr("{where}, round {round}").format(where=where,
                                                                   round=round_number),
                      holes, set(players))


def _check_events(events: RoundEventRows, where: str, holes: int, players: set[int]) -> None:
    """A round's events as the tables will take them: holes on the course, players of the
    night, one press per hole and bet, one choice per hole, one player per award — said in
    words here rather than as a constraint's name from the database."""
    def hole_of(hole: object) -> int:
        number = checks.whole(hole, tr("{where}: a hole number").format(where=where))
        if not 1 <= number <= holes:
            raise StoreError(tr("{where}: there is no hole {hole} on a course of {holes} "
                                "holes").format(where=where, hole=number, holes=holes))
        return number

    def seated(player_id: int) -> None:
        if player_id not in players:
            raise StoreError(tr("{where}: player id {id} does not play that night").format(
                where=where, id=player_id))

    pressed: set[tuple[str, int]] = set()
    for press in events.presses:
        hole = hole_of(press.hole)
        checks.choice(press.segment, SEGMENTS, tr("a press's bet"))
        seated(press.player_id)
        if (press.segment, hole) in pressed:
            raise StoreError(tr("{where}: two presses from hole {hole} in the {half} bet").format(
                where=where, hole=hole, half=press.segment))
        pressed.add((press.segment, hole))
    chosen: set[int] = set()
    for choice in events.wolf:
        hole = hole_of(choice.hole)
        if not isinstance(choice.blind, bool):
            raise StoreError(tr("'blind' is true or false, got {value}").format(
                value=repr(choice.blind)))
        if choice.partner_id is not None:
            seated(choice.partner_id)
            if choice.blind:
                raise StoreError(tr("hole {hole}: a blind wolf plays alone, without a "
                                    "partner").format(hole=hole))
        if hole in chosen:
            raise StoreError(tr("{where}: two wolf choices on hole {hole}").format(
                where=where, hole=hole))
        chosen.add(hole)
    awarded: set[tuple[int, str]] = set()
    for point in events.bbb:
        hole = hole_of(point.hole)
        checks.choice(point.award, AWARDS, tr("a Bingo-Bango-Bongo award"))
        seated(point.player_id)
        if (hole, point.award) in awarded:
            raise StoreError(tr("{where}: two players have the {award} of hole {hole}").format(
                where=where, award=point.award, hole=hole))
        awarded.add((hole, point.award))


def insert_sheets(connection: Connection, sheets: Sequence[NightSheet]) -> list[int]:
    """Check every sheet, then insert them all; returns the new nights' ids in order.

    ``connection`` is in a write transaction that the caller commits.
    """
    if not sheets:
        return []
    sheets = [_with_ids(connection, sheet, number) for number, sheet in enumerate(sheets, 1)]
    course_ids = {checks.identifier(sheet.course_id, "course") for sheet in sheets}
    courses: dict[int | None, tuple[Game, int]] = {
        course_id: (Game(game), holes)
        for course_id, game, holes in connection.execute(
            sa.select(col(Course.id), col(Course.game), sa.func.count(col(Hole.number)))
            .join(Hole, col(Hole.course_id) == col(Course.id))
            .where(col(Course.id).in_(course_ids))
            .group_by(col(Course.id), col(Course.game)))
    }
    player_ids = {p for sheet in sheets for p in sheet.player_ids}
    known: set[int] = set(connection.scalars(
        sa.select(col(Player.id)).where(col(Player.id).in_(player_ids))))
    tee_ids = {checks.identifier(sheet.tee_id, "tee") for sheet in sheets
               if sheet.tee_id is not None}
    tee_courses: dict[int | None, int] = {}
    if tee_ids:
        for tee_id, course_id in connection.execute(
                sa.select(col(Tee.id), col(Tee.course_id)).where(col(Tee.id).in_(tee_ids))):
            tee_courses[tee_id] = course_id
    for number, sheet in enumerate(sheets, 1):
        if sheet.tee_id is not None and tee_courses.get(sheet.tee_id) != sheet.course_id:
            raise StoreError(tr("night {number} ({day}): tee id {id} is not a tee of its "
                                "course").format(number=number, day=sheet.played_on,
                                                 id=sheet.tee_id))
        if sheet.course_id not in courses:
            raise StoreError(tr("night {number} ({day}): no course with id {id}").format(
                number=number, day=sheet.played_on, id=sheet.course_id))
        game, holes = courses[sheet.course_id]
        _check(sheet, number, game, holes, known)

    night_ids: list[int] = list(connection.scalars(
        sa.insert(GameNight).returning(col(GameNight.id), sort_by_parameter_order=True),
        [{"played_on": sheet.played_on, "place": checks.place(sheet.place),
          "game": courses[sheet.course_id][0], "course_id": sheet.course_id}
         for sheet in sheets]))
    round_rows = [{"night_id": night_id, "number": number}
                  for night_id, sheet in zip(night_ids, sheets, strict=True)
                  for number in range(1, len(sheet.rounds) + 1)]
    round_ids = iter(connection.scalars(
        sa.insert(Round).returning(col(Round.id), sort_by_parameter_order=True), round_rows)
        if round_rows else [])

    seats: list[dict[str, Any]] = []
    formats: list[dict[str, Any]] = []
    cells: list[dict[str, Any]] = []
    team_rows: list[dict[str, Any]] = []
    team_players: list[tuple[int, ...]] = []
    team_nights: list[int] = []
    presses: list[dict[str, Any]] = []
    wolf: list[dict[str, Any]] = []
    bbb: list[dict[str, Any]] = []
    for night_id, sheet in zip(night_ids, sheets, strict=True):
        handicaps = sheet.course_handicaps or (None,) * len(sheet.player_ids)
        seats.extend({"night_id": night_id, "player_id": player_id, "position": position,
                      "course_handicap": handicap}
                     for position, (player_id, handicap)
                     in enumerate(zip(sheet.player_ids, handicaps, strict=True)))
        formats.extend({"night_id": night_id, **played.row_values()}
                       for played in sheet.formats)
        for team_name, members in sheet.teams:
            team_rows.append({"night_id": night_id, "name": checks.name(team_name, "team")})
            team_players.append(members)
            team_nights.append(night_id)
        for number, rows in enumerate(sheet.rounds):
            round_id = next(round_ids)
            if number < len(sheet.events):
                events = sheet.events[number]
                presses.extend({"round_id": round_id, "segment": p.segment, "hole": p.hole,
                                "player_id": p.player_id} for p in events.presses)
                wolf.extend({"round_id": round_id, "hole": w.hole, "partner_id": w.partner_id,
                             "blind": w.blind} for w in events.wolf)
                bbb.extend({"round_id": round_id, "hole": b.hole, "award": b.award,
                            "player_id": b.player_id} for b in events.bbb)
            cells.extend({"round_id": round_id, "player_id": player_id, "hole": hole,
                          "strokes": strokes}
                         for player_id, row in zip(sheet.player_ids, rows, strict=False)
                         for hole, strokes in enumerate(row, 1) if strokes is not None)
    night_tees = [{"night_id": night_id, "tee_id": sheet.tee_id, "course_id": sheet.course_id}
                  for night_id, sheet in zip(night_ids, sheets, strict=True)
                  if sheet.tee_id is not None]
    if night_tees:
        connection.execute(sa.insert(NightTee), night_tees)
    connection.execute(sa.insert(NightPlayer), seats)
    if formats:
        connection.execute(sa.insert(NightFormat), formats)
    if team_rows:
        team_ids = connection.scalars(
            sa.insert(Team).returning(col(Team.id), sort_by_parameter_order=True), team_rows)
        connection.execute(sa.insert(TeamMember), [
            {"team_id": team_id, "night_id": night_id, "player_id": player_id}
            for team_id, night_id, members in zip(team_ids, team_nights, team_players,
                                                  strict=True)
            for player_id in members])
    if cells:
        connection.execute(sa.insert(HoleScore), cells)
    event_tables: tuple[tuple[type[Any], list[dict[str, Any]]], ...] = (
        (PressRequestRow, presses), (WolfChoiceRow, wolf), (BbbEventRow, bbb))
    for table, event_rows in event_tables:
        if event_rows:
            connection.execute(sa.insert(table), event_rows)
    return night_ids


def _with_ids(connection: Connection, sheet: NightSheet, number: int) -> NightSheet:
    """The sheet with ``player_names`` turned into ids: each name (NFC) found, or added in
    this transaction — ``INSERT … ON CONFLICT DO NOTHING``, so an import adding the same new
    player at the same moment in another process does not fail on the unique name."""
    if not sheet.player_names:
        return sheet
    if sheet.player_ids:
        raise StoreError(tr("night {number}: give the players by id or by name, not "
                            "both").format(number=number))
    names = [checks.name(name, "player") for name in sheet.player_names]
    if len(set(names)) != len(names):
        raise StoreError(tr("night {number}: a player is listed twice").format(
            number=number))
    dialect = connection.dialect.name
    if dialect in ("sqlite", "postgresql"):
        insert = (sqlite.insert(Player) if dialect == "sqlite" else postgresql.insert(Player))
        connection.execute(insert.on_conflict_do_nothing(index_elements=["name"]),
                           [{"name": name} for name in names])
    ids: dict[str, int] = {
        name: int(player_id or 0) for name, player_id in connection.execute(
            sa.select(col(Player.name), col(Player.id)).where(col(Player.name).in_(names)))}
    missing = [name for name in names if name not in ids]
    if missing:  # another dialect: add them one by one
        for name in missing:
            ids[name] = int(connection.scalars(sa.insert(Player).returning(col(Player.id)),
                                               [{"name": name}]).one() or 0)
    player_ids = tuple(ids[name] for name in names)
    teams = tuple((team, tuple(player_ids[checks.whole(i, tr("a team member"), (0, len(names) - 1))]
                               for i in members)) for team, members in sheet.teams)
    def seat(index: object) -> int:
        return player_ids[checks.whole(index, tr("a player of an event"), (0, len(names) - 1))]

    events = tuple(RoundEventRows(
        presses=tuple(StoredPress(p.hole, seat(p.player_id), p.segment) for p in rows.presses),
        wolf=tuple(StoredWolfChoice(w.hole, None if w.partner_id is None else seat(w.partner_id),
                                    w.blind) for w in rows.wolf),
        bbb=tuple(StoredBbb(b.hole, b.award, seat(b.player_id)) for b in rows.bbb))
        for rows in sheet.events)
    return dataclasses.replace(sheet, player_ids=player_ids, teams=teams, player_names=(),
                               events=events)
