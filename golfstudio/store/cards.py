"""Stored rounds turned into scoring ``RoundCard``s, in bulk.

A season's standings and every handicap need every round at once, so this reads each table
once — rounds, holes, players, teams, handicap records, and all the hole scores in one query
— and builds the cards in Python, instead of one query per round (the benchmark loads 1,000
nights in well under a second this way).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal

import sqlalchemy as sa
from sqlalchemy import Connection
from sqlmodel import col

from golfstudio.i18n import tr
from golfstudio.scoring.card import Hole as CardHole
from golfstudio.scoring.card import Player as CardPlayer
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.tee_rating import TeeRating
from golfstudio.store.errors import StoreError
from golfstudio.store.records import StoredCard
from golfstudio.store.tables import (
    Game,
    GameNight,
    HandicapRecord,
    Hole,
    HoleScore,
    NightPlayer,
    NightTee,
    Player,
    Round,
    Team,
    TeamMember,
    Tee,
)

Incomplete = Literal["skip", "error"]


@dataclass(frozen=True)
class _Round:
    id: int
    night_id: int
    number: int
    played_on: date
    game: Game
    course_id: int


@dataclass(frozen=True)
class _Seat:
    player_id: int
    name: str
    override: int | None


class _IndexHistory:
    """Each player's handicap indexes by date, to find the one in effect on a night."""

    def __init__(self, rows: Sequence[Any]) -> None:
        self._dates: dict[int, list[date]] = defaultdict(list)
        self._indexes: dict[int, list[float]] = defaultdict(list)
        for player_id, recorded_on, index in rows:
            self._dates[player_id].append(recorded_on)
            self._indexes[player_id].append(index)
        self._course_handicaps: dict[tuple[float, TeeRating], int] = {}

    def index(self, player_id: int, played_on: date) -> float | None:
        """WHS: the index in effect at the start of the day — a record made that day may
        come from the very round being scored."""
        dates = self._dates.get(player_id)
        if not dates:
            return None
        at = bisect_left(dates, played_on)
        if at == 0:
            return None
        return self._indexes[player_id][at - 1]

    def course_handicap(self, index: float | None, rating: TeeRating) -> int:
        """The index's strokes from the night's tee (tabletop: rating = par, slope 113)."""
        if index is None:
            return 0
        key = (index, rating)
        if key not in self._course_handicaps:
            self._course_handicaps[key] = rating.course_handicap(index)
        return self._course_handicaps[key]


def load_cards(
    connection: Connection,
    *,
    round_ids: Sequence[int] | None = None,
    night_id: int | None = None,
    game: Game | None = None,
    since: date | None = None,
    until: date | None = None,
    incomplete: Incomplete = "skip",
) -> list[StoredCard]:
    """The rounds matching the filters as cards, by date, night and round number.

    A card needs every player's full row, so a round with a missing cell is skipped
    (``incomplete="skip"``, for standings and handicaps over finished rounds) or refused
    with a StoreError naming what is missing (``incomplete="error"``).
    """
    conditions: list[sa.ColumnElement[bool]] = []
    if round_ids is not None:
        conditions.append(col(Round.id).in_(list(round_ids)))
    if night_id is not None:
        conditions.append(col(GameNight.id) == night_id)
    if game is not None:
        conditions.append(col(GameNight.game) == game)
    if since is not None:
        conditions.append(col(GameNight.played_on) >= since)
    if until is not None:
        conditions.append(col(GameNight.played_on) <= until)
    chosen_rounds = (
        sa.select(col(Round.id)).join(GameNight, col(GameNight.id) == col(Round.night_id))
        .where(*conditions)
    )
    chosen_nights = (
        sa.select(col(Round.night_id)).join(GameNight, col(GameNight.id) == col(Round.night_id))
        .where(*conditions)
    )
    rounds: list[_Round] = []
    for round_id, of_night, number, played_on, night_game, course_id in connection.execute(
        sa.select(col(Round.id), col(Round.night_id), col(Round.number),
                  col(GameNight.played_on), col(GameNight.game), col(GameNight.course_id))
        .join(GameNight, col(GameNight.id) == col(Round.night_id))
        .where(*conditions)
        .order_by(col(GameNight.played_on), col(GameNight.id), col(Round.number))
    ):
        assert round_id is not None  # a primary key read back
        rounds.append(_Round(round_id, of_night, number, played_on, night_game, course_id))
    if not rounds:
        return []

    holes = _course_holes(connection, chosen_nights)
    tees = _night_tees(connection, chosen_nights, holes)
    seats = _night_seats(connection, chosen_nights)
    teams = _night_teams(connection, chosen_nights)
    history = _IndexHistory(connection.execute(
        sa.select(col(HandicapRecord.player_id), col(HandicapRecord.recorded_on),
                  col(HandicapRecord.handicap_index))
        .where(col(HandicapRecord.player_id).in_(
            sa.select(col(NightPlayer.player_id))
            .where(col(NightPlayer.night_id).in_(chosen_nights))))
        .order_by(col(HandicapRecord.player_id), col(HandicapRecord.recorded_on),
                  col(HandicapRecord.id))
    ).all())

    by_id = {played.id: played for played in rounds}
    grid: dict[int, dict[int, list[int | None]]] = {played.id: {} for played in rounds}
    # One pass over every cell; the primary key (round, player, hole) is the index used.
    for round_id, player_id, hole, strokes in connection.execute(
        sa.select(col(HoleScore.round_id), col(HoleScore.player_id), col(HoleScore.hole),
                  col(HoleScore.strokes))
        .where(col(HoleScore.round_id).in_(chosen_rounds))
    ):
        row = grid[round_id].get(player_id)
        if row is None:
            size = len(holes[by_id[round_id].course_id])
            row = grid[round_id][player_id] = [None] * size
        if hole <= len(row):
            row[hole - 1] = strokes

    cards: list[StoredCard] = []
    for played in rounds:
        night_seats = seats.get(played.night_id, [])
        cells = grid[played.id]
        missing = _missing(night_seats, cells, len(holes[played.course_id]))
        if missing:
            if incomplete == "skip":
                continue
            raise StoreError(tr("round {number} of the night of {day} (round id {id}) is not "
                                "complete: {missing}").format(number=played.number,
                                                              day=played.played_on,
                                                              id=played.id, missing=missing))
        course_holes = holes[played.course_id]
        rating = tees.get(played.night_id)
        tee_rating = rating or TeeRating.tabletop(sum(h.par for h in course_holes),
                                                  len(course_holes))
        indexes = tuple(history.index(seat.player_id, played.played_on)
                        for seat in night_seats)
        players = tuple(
            CardPlayer(seat.name, seat.override if seat.override is not None
                       else history.course_handicap(index, tee_rating))
            for seat, index in zip(night_seats, indexes, strict=True))
        card = RoundCard(
            holes=holes[played.course_id],
            players=players,
            scores={seat.name: _full(cells[seat.player_id]) for seat in night_seats},
            teams=teams.get(played.night_id, ()),
            game=played.game.value,
        )
        cards.append(StoredCard(round_id=played.id, night_id=played.night_id,
                                round_number=played.number, played_on=played.played_on,
                                player_ids=tuple(seat.player_id for seat in night_seats),
                                card=card, rating=rating, indexes=indexes))
    return cards


def _full(row: list[int | None]) -> tuple[int, ...]:
    """A row already checked by :func:`_missing` to have every cell."""
    return tuple(strokes for strokes in row if strokes is not None)


def _missing(seats: Sequence[_Seat], cells: dict[int, list[int | None]], holes: int) -> str:
    """What keeps a round from being a card, in words ("" if nothing)."""
    if not seats:
        return tr("the night has no players")
    gaps = []
    for seat in seats:
        row = cells.get(seat.player_id)
        empty = ([hole for hole, strokes in enumerate(row, 1) if strokes is None]
                 if row is not None else list(range(1, holes + 1)))
        if empty:
            gaps.append(tr("{name} has no score on hole(s) {holes}", "", len(empty)).format(
                name=seat.name, holes=", ".join(map(str, empty))))
    return "; ".join(gaps)


def _course_holes(connection: Connection,
                  nights: sa.Select[Any]) -> dict[int, tuple[CardHole, ...]]:
    holes: dict[int, list[CardHole]] = defaultdict(list)
    for course_id, par, stroke_index in connection.execute(
        sa.select(col(Hole.course_id), col(Hole.par), col(Hole.stroke_index))
        .where(col(Hole.course_id).in_(
            sa.select(col(GameNight.course_id)).where(col(GameNight.id).in_(nights))))
        .order_by(col(Hole.course_id), col(Hole.number))
    ):
        holes[course_id].append(CardHole(par=par, si=stroke_index))
    return {course_id: tuple(row) for course_id, row in holes.items()}


def _night_tees(connection: Connection, nights: sa.Select[Any],
                holes: dict[int, tuple[CardHole, ...]]) -> dict[int, TeeRating]:
    """The rating of each night played from a tee (revision r0007); the others are absent."""
    tees: dict[int, TeeRating] = {}
    for night_id, course_id, rating, slope in connection.execute(
        sa.select(col(NightTee.night_id), col(NightTee.course_id), col(Tee.course_rating),
                  col(Tee.slope))
        .join(Tee, col(Tee.id) == col(NightTee.tee_id))
        .where(col(NightTee.night_id).in_(nights))
    ):
        course_holes = holes.get(course_id, ())
        tees[night_id] = TeeRating(rating, slope, sum(h.par for h in course_holes),
                                   len(course_holes))
    return tees


def _night_seats(connection: Connection, nights: sa.Select[Any]) -> dict[int, list[_Seat]]:
    seats: dict[int, list[_Seat]] = defaultdict(list)
    for night_id, player_id, name, override in connection.execute(
        sa.select(col(NightPlayer.night_id), col(NightPlayer.player_id), col(Player.name),
                  col(NightPlayer.course_handicap))
        .join(Player, col(Player.id) == col(NightPlayer.player_id))
        .where(col(NightPlayer.night_id).in_(nights))
        .order_by(col(NightPlayer.night_id), col(NightPlayer.position), col(Player.name))
    ):
        seats[night_id].append(_Seat(player_id, name, override))
    return seats


def _night_teams(connection: Connection,
                 nights: sa.Select[Any]) -> dict[int, tuple[tuple[str, ...], ...]]:
    members: dict[tuple[int, int | None], list[str]] = defaultdict(list)
    for night_id, team_id, name in connection.execute(
        sa.select(col(Team.night_id), col(Team.id), col(Player.name))
        .join(TeamMember, col(TeamMember.team_id) == col(Team.id))
        .join(Player, col(Player.id) == col(TeamMember.player_id))
        .where(col(Team.night_id).in_(nights))
        .order_by(col(Team.night_id), col(Team.name), col(Player.name))
    ):
        members[(night_id, team_id)].append(name)
    teams: dict[int, list[tuple[str, ...]]] = defaultdict(list)
    for (night_id, _team_id), names in members.items():
        teams[night_id].append(tuple(names))
    return {night_id: tuple(sides) for night_id, sides in teams.items()}
