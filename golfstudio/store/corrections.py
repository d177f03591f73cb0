"""Corrections: what was typed in error does not stay forever (issue 17 §2).

A night's date, place, players (card order and course-handicap overrides), formats and teams
are rewritten as one whole (:meth:`Corrections.edit_night`); a night is deleted; a player is
renamed, or merged into the roster entry that is the same person. Each operation is one
write transaction (``Transactions._writing``: SQLite's ``BEGIN IMMEDIATE``, PostgreSQL's row
locks), checked first so that a refusal names the problem in the table's words, with the
database's constraints (revision r0004) as the last line.

Players with scores are never lost: a player who has a score in a night is not taken off
it, and a merge moves every row (seats, scores, team places, handicap records, game reviews)
before the duplicate entry is deleted. A merge is refused where both entries played the same night,
since one person cannot hold two seats at one night.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

import sqlalchemy as sa
from sqlmodel import Session, col, select

from golfstudio import i18n
from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.errors import StoreError
from golfstudio.store.night_tees import set_night_tee
from golfstudio.store.records import PlayedFormat
from golfstudio.store.sessions import Transactions
from golfstudio.store.tables import (
    BbbEventRow,
    GameNight,
    GameReviewRow,
    HandicapRecord,
    HoleScore,
    NightFormat,
    NightPlayer,
    NightTee,
    Player,
    PressRequestRow,
    Round,
    Team,
    TeamMember,
    WolfChoiceRow,
)

__all__ = ["Corrections", "NightEdit", "night_title"]


@dataclass(frozen=True)
class NightEdit:
    """A night as it should be after the correction (everything but its course and rounds).

    ``players`` are (player, course-handicap override or None) in card order; ``teams``
    are (name, members). A player is an id, or a name: the roster's player of that name,
    added to the roster in the edit's own transaction when there is none (someone new at
    the table), so a refused edit leaves no new player behind. Each format carries its
    stakes and press trigger (``PlayedFormat``). The rounds' events stay, but those naming a
    player taken off the night go with them.
    """

    played_on: date
    place: str = ""
    players: tuple[tuple[int | str, int | None], ...] = ()
    formats: tuple[PlayedFormat, ...] = ()
    teams: tuple[tuple[str, tuple[int | str, ...]], ...] = field(default=())
    set_tee: bool = False
    """Whether the edit sets the night's tee to ``tee_id`` (None: no tee); False keeps it."""
    tee_id: int | None = None


def night_title(night: GameNight) -> str:
    """A night as messages name it: "the night of Thu 07 Mar 2024 at The Crown" (the date
    in the user's words, ``i18n.day``)."""
    if night.place:
        return tr("the night of {day} at {place}").format(day=i18n.day(night.played_on),
                                                            place=night.place)
    return tr("the night of {day}").format(day=i18n.day(night.played_on))


class Corrections(Transactions):
    """``Corrections(store.engine)``: the corrections of the module docstring."""

    # --- reading ------------------------------------------------------------------------

    def scored_players(self, night_id: int) -> dict[int, int]:
        """Player id -> number of scores entered for them in the night's rounds: those
        players cannot be taken off the night."""
        key = checks.identifier(night_id, "game night")
        with self._reading(tr("cannot read the night's scores")) as session:
            return dict(_scored(session, key))

    # --- nights -------------------------------------------------------------------------

    def edit_night(self, night_id: int, edit: NightEdit) -> None:
        """Rewrite the night as ``edit`` says, in one transaction (module docstring)."""
        key = checks.identifier(night_id, "game night")
        played_on = checks.played_on(edit.played_on)
        place = checks.place(edit.place)
        named = {who: checks.name(who, "player")
                 for who, _ in edit.players if isinstance(who, str)}
        formats = [checks.played_format(played) for played in edit.formats]
        with self._writing(tr("cannot change the night")) as session:
            night = _lock_night(session, key)
            ids = {who: _roster_id(session, name) for who, name in named.items()}

            def known(who: int | str) -> int:
                if isinstance(who, int):
                    return who
                if who not in ids:
                    raise StoreError(tr("{name} is in a team but does not play that "
                                        "night").format(name=who))
                return ids[who]

            seats = _checked_seats([(known(who), override) for who, override in edit.players])
            teams = _checked_teams([(name, [known(m) for m in members])
                                    for name, members in edit.teams],
                                   [player_id for player_id, _ in seats])
            for player_id, _ in seats:
                if session.get(Player, player_id) is None:
                    raise StoreError(tr("no player with id {id}").format(id=player_id))
            staying = {player_id for player_id, _ in seats}
            scored = _scored(session, key)
            # Only a seated player's scores hold the edit back: a score whose player had no
            # seat before this edit (left by an older version's race with score entry,
            # issue 27 §8) stays as it is, out of every card, and is theirs again if they
            # are seated again; it can be cleared (``Store.clear_score``).
            seated = set(session.exec(select(NightPlayer.player_id)
                                      .where(NightPlayer.night_id == key)))
            for player_id in sorted((set(scored) & seated) - staying):
                name = _name(session, player_id)
                raise StoreError(tr("{name} has %n score(s) on {night}: clear them before "
                                    "taking {name} off the night", "",
                                    scored[player_id]).format(name=name,
                                                              night=night_title(night))
                                 if scored[player_id] != 1 else
                                 tr("{name} has 1 score on {night}: clear it before taking "
                                    "{name} off the night").format(name=name,
                                                                   night=night_title(night)))
            night.played_on = played_on
            night.place = place
            session.add(night)
            if edit.set_tee:
                set_night_tee(session, night, edit.tee_id)
            _drop_events_of(session, key, staying)
            # Teams hang on the seats (team_member -> night_player), so they go first and
            # come back last; seats are written anew so that positions stay 0..n-1 without
            # two rows ever sharing one (the unique index on (night, position)).
            team_ids = select(Team.id).where(Team.night_id == key)
            session.exec(sa.delete(TeamMember).where(col(TeamMember.team_id).in_(team_ids)))
            session.exec(sa.delete(Team).where(col(Team.night_id) == key))
            session.exec(sa.delete(NightPlayer).where(col(NightPlayer.night_id) == key))
            session.flush()
            session.add_all(NightPlayer(night_id=key, player_id=player_id, position=position,
                                        course_handicap=override)
                            for position, (player_id, override) in enumerate(seats))
            session.exec(sa.delete(NightFormat).where(col(NightFormat.night_id) == key))
            session.add_all(NightFormat(night_id=key, **played.row_values())
                            for played in formats)
            session.flush()
            for name, members in teams:
                team = Team(night_id=key, name=name)
                session.add(team)
                session.flush()
                assert team.id is not None
                session.add_all(TeamMember(team_id=team.id, night_id=key, player_id=member)
                                for member in members)

    def delete_night(self, night_id: int) -> None:
        """The night and everything under it: rounds, scores, seats, formats, teams."""
        key = checks.identifier(night_id, "game night")
        with self._writing(tr("cannot delete the night")) as session:
            night = _lock_night(session, key)
            # Explicit rather than left to ON DELETE CASCADE alone: SQLite enforces it only
            # with foreign keys on, and the order keeps every reference valid on the way.
            round_ids = select(Round.id).where(Round.night_id == key)
            team_ids = select(Team.id).where(Team.night_id == key)
            session.exec(sa.delete(HoleScore).where(col(HoleScore.round_id).in_(round_ids)))
            for table in (PressRequestRow, WolfChoiceRow, BbbEventRow):
                session.exec(sa.delete(table).where(col(table.round_id).in_(round_ids)))
            session.exec(sa.delete(TeamMember).where(col(TeamMember.team_id).in_(team_ids)))
            session.exec(sa.delete(Team).where(col(Team.night_id) == key))
            session.exec(sa.delete(Round).where(col(Round.night_id) == key))
            session.exec(sa.delete(NightFormat).where(col(NightFormat.night_id) == key))
            session.exec(sa.delete(NightPlayer).where(col(NightPlayer.night_id) == key))
            session.exec(sa.delete(NightTee).where(col(NightTee.night_id) == key))
            session.delete(night)

    # --- players ------------------------------------------------------------------------

    def rename_player(self, player_id: int, name: str) -> Player:
        """Give the player another name; refused when another player already has it."""
        key = checks.identifier(player_id, "player")
        cleaned = checks.name(name, "player")
        with self._writing(tr("cannot rename the player to {name}").format(
                name=cleaned)) as session:
            player = _lock_player(session, key)
            other = session.exec(select(Player).where(Player.name == cleaned,
                                                      Player.id != key)).first()
            if other is not None:
                raise StoreError(tr("there is already a player named {name}: merge the two "
                                    "if they are the same person").format(name=cleaned))
            player.name = cleaned
            session.add(player)
        return player

    def merge_players(self, keep_id: int, merged_id: int) -> Player:
        """``merged_id`` is the same person as ``keep_id``: every seat, score, team place,
        handicap record and game review of ``merged_id`` becomes ``keep_id``'s and
        ``merged_id`` is deleted.
        Refused where both played the same night (naming it). Returns the player kept."""
        keep = checks.identifier(keep_id, "player")
        merged = checks.identifier(merged_id, "player")
        if keep == merged:
            raise StoreError(tr("choose two different players to merge"))
        with self._writing(tr("cannot merge the players")) as session:
            kept = _lock_player(session, keep)
            gone = _lock_player(session, merged)
            both = session.exec(
                select(GameNight)
                .join(NightPlayer, col(NightPlayer.night_id) == col(GameNight.id))
                .where(NightPlayer.player_id == keep)
                .where(col(GameNight.id).in_(select(NightPlayer.night_id)
                                             .where(NightPlayer.player_id == merged)))
                .order_by(col(GameNight.played_on), col(GameNight.id))).first()
            if both is not None:
                raise StoreError(tr("{kept} and {gone} both played {night}: one person cannot "
                                    "hold two seats at a night, so they are not the same "
                                    "person there").format(kept=kept.name, gone=gone.name,
                                                           night=night_title(both)))
            teams = list(session.exec(select(TeamMember).where(TeamMember.player_id == merged)))
            moved = [(m.team_id, m.night_id) for m in teams]
            session.exec(sa.delete(TeamMember).where(col(TeamMember.player_id) == merged))
            session.flush()
            session.exec(sa.update(NightPlayer).where(col(NightPlayer.player_id) == merged)
                         .values(player_id=keep))
            session.exec(sa.update(HoleScore).where(col(HoleScore.player_id) == merged)
                         .values(player_id=keep))
            for events in (PressRequestRow, BbbEventRow):
                session.exec(sa.update(events).where(col(events.player_id) == merged)
                             .values(player_id=keep))
            session.exec(sa.update(WolfChoiceRow).where(col(WolfChoiceRow.partner_id) == merged)
                         .values(partner_id=keep))
            session.exec(sa.update(HandicapRecord)
                         .where(col(HandicapRecord.player_id) == merged).values(player_id=keep))
            # A game both entries were reviewed in (two seats of one saved game) keeps the
            # kept player's review: the key is one review per saved game and player.
            session.exec(sa.delete(GameReviewRow).where(
                col(GameReviewRow.player_id) == merged,
                col(GameReviewRow.game_hash).in_(select(GameReviewRow.game_hash)
                                                 .where(GameReviewRow.player_id == keep))))
            session.exec(sa.update(GameReviewRow)
                         .where(col(GameReviewRow.player_id) == merged).values(player_id=keep))
            session.flush()
            session.add_all(TeamMember(team_id=team_id, night_id=night_id, player_id=keep)
                            for team_id, night_id in moved)
            session.flush()
            session.delete(gone)
        return kept


# --- checks and small reads -------------------------------------------------------------

def _roster_id(session: Session, name: str) -> int:
    """The id of the roster's player called ``name`` (already checked), added if new."""
    found = session.exec(select(Player).where(Player.name == name)).first()
    if found is None:
        found = Player(name=name)
        session.add(found)
        session.flush()
    assert found.id is not None
    return found.id


def _checked_seats(players: Sequence[tuple[int, int | None]]) -> list[tuple[int, int | None]]:
    if not players:
        raise StoreError(tr("a night needs at least one player"))
    ids = checks.distinct_ids([player_id for player_id, _ in players], "player")
    return [(player_id, None if override is None else checks.course_handicap(override))
            for player_id, (_, override) in zip(ids, players, strict=True)]


def _checked_teams(teams: Sequence[tuple[str, Sequence[int]]],
                   seated: Sequence[int]) -> list[tuple[str, list[int]]]:
    names: set[str] = set()
    placed: set[int] = set()
    out = []
    for name, members in teams:
        cleaned = checks.name(name, "team")
        if cleaned.casefold() in names:
            raise StoreError(tr("two teams are named {name}").format(name=cleaned))
        names.add(cleaned.casefold())
        ids = checks.distinct_ids(list(members), "player")
        if not ids:
            raise StoreError(tr("team {name} has no players").format(name=cleaned))
        for member in ids:
            if member not in seated:
                raise StoreError(tr("team {name}: player id {id} does not play that "
                                    "night").format(name=cleaned, id=member))
            if member in placed:
                raise StoreError(tr("team {name}: player id {id} is already in a "
                                    "team").format(name=cleaned, id=member))
            placed.add(member)
        out.append((cleaned, ids))
    return out


def _lock_night(session: Session, night_id: int) -> GameNight:
    """The night's row, locked to the end of the transaction (``Store._lock_night``)."""
    night = session.exec(select(GameNight).where(GameNight.id == night_id)
                         .with_for_update()).first()
    if night is None:
        raise StoreError(tr("no game night with id {id}").format(id=night_id))
    return night


def _lock_player(session: Session, player_id: int) -> Player:
    player = session.exec(select(Player).where(Player.id == player_id)
                          .with_for_update()).first()
    if player is None:
        raise StoreError(tr("no player with id {id}").format(id=player_id))
    return player


def _drop_events_of(session: Session, night_id: int, staying: set[int]) -> None:
    """The events of the night's rounds that name a player who no longer plays it."""
    round_ids = select(Round.id).where(Round.night_id == night_id)
    for table in (PressRequestRow, BbbEventRow):
        session.exec(sa.delete(table).where(col(table.round_id).in_(round_ids),
                                            col(table.player_id).not_in(staying)))
    session.exec(sa.delete(WolfChoiceRow).where(col(WolfChoiceRow.round_id).in_(round_ids),
                                                col(WolfChoiceRow.partner_id).is_not(None),
                                                col(WolfChoiceRow.partner_id).not_in(staying)))


def _scored(session: Session, night_id: int) -> Mapping[int, int]:
    rows = session.exec(
        select(HoleScore.player_id, sa.func.count())
        .join(Round, col(Round.id) == col(HoleScore.round_id))
        .where(Round.night_id == night_id).group_by(col(HoleScore.player_id)))
    return {player_id: int(count) for player_id, count in rows}


def _name(session: Session, player_id: int) -> str:
    player = session.get(Player, player_id)
    return player.name if player is not None else tr("player id {id}").format(id=player_id)
