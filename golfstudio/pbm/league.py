"""A PBM Golf league kept in the store's database (pbm-golf.md; docs/store.md, "Schema").

A game has players, an endless series of tournaments and, for each tournament, the entries
received, the published results and points, and the private notes. ``League`` works on the
store's engine with the store's habits (docs/store.md): each call is one short transaction
on its own session, committed before it returns (an entry is saved when ``add_entry``
returns), rows come back detached, and every database failure reaches the caller as one
readable ``StoreError`` line.

The evaluation itself is ``evaluation.evaluate``, a pure function; ``League.evaluate`` reads
the stored state, calls it and writes everything it decided — results, points, notes, the
players' new clubs and saved swaps, the tournament marked evaluated and the next tournament
announced (*Decision* for the lost 3.3) — in ONE transaction that holds the tournament's row
locked (``SELECT … FOR UPDATE`` on PostgreSQL; on SQLite the write transaction, ``BEGIN
IMMEDIATE``, is the lock). A second organiser evaluating at the same moment waits, then sees
the tournament evaluated and is refused (architecture.md: writes that must not race hold a
lock in the database itself).

*Decisions*:

- A tournament is evaluated on or after its deadline day, never before. Without a number,
  ``evaluate`` takes the latest tournament whose deadline has come: an organiser who runs the
  evaluation a second time (after the first announced the next tournament, not yet due) is
  told "tournament 3 of Ballesteros is already evaluated" instead of evaluating the next one
  with no entries in yet.
- The next tournament's deadline is the evaluated one's plus ``DEFAULT_INTERVAL`` unless given;
  its seed is drawn at random and stored, so its lanes exist (unseen) from the announcement.
- A player who joins while a tournament is open belongs to it (``joined``); earlier
  tournaments count 0 for them.
- Player names within a game are unique as entries compare them (case and spacing ignored).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from fractions import Fraction

from sqlalchemy import Engine
from sqlmodel import Session, col, select

from golfstudio.pbm.entries import known_player, parse_entry
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.evaluation import Evaluation, PlayerState, evaluate
from golfstudio.pbm.limits import MAX_NAME_LENGTH
from golfstudio.pbm.ranking import WEIGHTS, Ranked, weighted_total
from golfstudio.pbm.settings import MAX_SEED, GameSettings
from golfstudio.store.errors import StoreError
from golfstudio.store.sessions import Transactions
from golfstudio.store.tables import (
    PbmEntry,
    PbmGame,
    PbmNote,
    PbmPlayer,
    PbmResult,
    PbmTournament,
)

__all__ = ["DEFAULT_INTERVAL", "MAX_ENTRY_CHARACTERS", "Evaluated", "League", "RankingLine",
           "RankingList"]

DEFAULT_INTERVAL = timedelta(days=14)
"""From one deadline to the next when the organiser does not say."""
MAX_ENTRY_CHARACTERS = 100_000
"""An entry longer than this is not stored at all (``entries.MAX_TEXT``, 10,000, is the most
read; a longer text is kept and evaluated as faulty, a far longer one is not an entry)."""
MAX_TOURNAMENT = 1_000_000
"""The highest tournament number a user may name: a weekly game for 19,000 years."""


@dataclass(frozen=True)
class Evaluated:
    """What one evaluation decided, and the tournament it announced."""

    game: str
    evaluation: Evaluation
    next_number: int
    next_deadline: date


@dataclass(frozen=True)
class RankingLine:
    """A line of the ranking list: the player's points in each of the game's last ten
    tournaments (oldest first, 0 where they did not play or had not joined), the weighted
    total and the (shared) place."""

    player: str
    results: tuple[Fraction, ...]
    points: Fraction
    place: int

    def ranked(self) -> Ranked:
        return Ranked(self.player, self.points, self.place)


@dataclass(frozen=True)
class RankingList:
    game: str
    tournaments: tuple[int, ...]
    """The numbers of the tournaments weighed, oldest first (the last ten evaluated)."""
    lines: tuple[RankingLine, ...]


def _name(text: str, what: str) -> str:
    cleaned = " ".join(text.split())
    if not 1 <= len(cleaned) <= MAX_NAME_LENGTH:
        raise PbmError(f"a {what}'s name has 1 to {MAX_NAME_LENGTH} characters, "
                       f"not {len(cleaned):,}")
    return cleaned


def _seed(seed: int | None) -> int:
    if seed is None:
        return secrets.randbelow(MAX_SEED + 1)
    if not 0 <= seed <= MAX_SEED:
        raise PbmError(f"a seed is from 0 to 2^63 - 1, not {seed}")
    return seed


class League(Transactions):
    """PBM Golf games in the store's database (module docstring)."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)

    # --- sessions ---------------------------------------------------------------------------

    @staticmethod
    def _game(session: Session, name: str) -> PbmGame:
        game = session.exec(select(PbmGame).where(PbmGame.name == " ".join(name.split()))
                            ).first()
        if game is None:
            raise StoreError(f"there is no PBM Golf game named {name.strip()[:MAX_NAME_LENGTH]}")
        return game

    @staticmethod
    def _latest(session: Session, game: PbmGame, *, lock: bool) -> PbmTournament | None:
        query = (select(PbmTournament).where(PbmTournament.game_id == game.id)
                 .order_by(col(PbmTournament.number).desc()).limit(1))
        if lock:
            query = query.with_for_update()
        return session.exec(query).first()

    @staticmethod
    def _players(session: Session, game: PbmGame) -> list[PbmPlayer]:
        return list(session.exec(select(PbmPlayer).where(PbmPlayer.game_id == game.id)
                                 .order_by(col(PbmPlayer.id))))

    # --- games, players, tournaments --------------------------------------------------------

    def new_game(self, name: str, settings: GameSettings, *, deadline: date | None = None,
                 seed: int | None = None) -> PbmGame:
        """A new game with ``settings``; with a ``deadline``, its first tournament is opened
        (announced) in the same transaction."""
        cleaned = _name(name, "game")
        drawn = _seed(seed)
        with self._writing(f"cannot add game {cleaned}") as session:
            if session.exec(select(PbmGame).where(PbmGame.name == cleaned)).first():
                raise StoreError(f"there is already a PBM Golf game named {cleaned}")
            game = PbmGame(name=cleaned, settings=settings.to_json(),
                           created=datetime.now(UTC))
            session.add(game)
            session.flush()
            if deadline is not None:
                assert game.id is not None
                session.add(PbmTournament(game_id=game.id, number=1, deadline=deadline,
                                          seed=drawn))
        return game

    def game(self, name: str) -> PbmGame:
        with self._reading("cannot read a game") as session:
            return self._game(session, name)

    def settings(self, game: str) -> GameSettings:
        return GameSettings.from_json(self.game(game).settings)

    def players(self, game: str) -> list[PbmPlayer]:
        with self._reading("cannot list a game's players") as session:
            return self._players(session, self._game(session, game))

    def tournaments(self, game: str) -> list[PbmTournament]:
        with self._reading("cannot list a game's tournaments") as session:
            found = self._game(session, game)
            return list(session.exec(select(PbmTournament)
                                     .where(PbmTournament.game_id == found.id)
                                     .order_by(col(PbmTournament.number))))

    def add_player(self, game: str, name: str) -> PbmPlayer:
        """A player joining ``game``: they belong to the open tournament (or the next one)."""
        cleaned = _name(name, "player")
        with self._writing(f"cannot add player {cleaned}") as session:
            found = self._game(session, game)
            same = known_player(cleaned, [p.name for p in self._players(session, found)])
            if same is not None:
                raise StoreError(f"{found.name} already has a player named {same}")
            latest = self._latest(session, found, lock=True)  # not while it is evaluated
            joined = 1 if latest is None else latest.number + (latest.evaluated is not None)
            assert found.id is not None
            player = PbmPlayer(game_id=found.id, name=cleaned, joined=joined)
            session.add(player)
            session.flush()
        return player

    def open_tournament(self, game: str, deadline: date, seed: int | None = None
                        ) -> PbmTournament:
        """Announce the game's next tournament; its lanes' seed is drawn unless given."""
        drawn = _seed(seed)
        with self._writing("cannot open a tournament") as session:
            found = self._game(session, game)
            latest = self._latest(session, found, lock=True)
            if latest is not None and latest.evaluated is None:
                raise StoreError(f"tournament {latest.number} of {found.name} is still open")
            if latest is not None and deadline <= latest.deadline:
                raise StoreError(f"the deadline must come after tournament {latest.number}'s, "
                                 f"{latest.deadline.isoformat()}")
            assert found.id is not None
            tournament = PbmTournament(game_id=found.id, number=1 if latest is None
                                       else latest.number + 1, deadline=deadline, seed=drawn)
            session.add(tournament)
            session.flush()
        return tournament

    # --- entries ----------------------------------------------------------------------------

    def add_entry(self, game: str, text: str) -> PbmEntry:
        """Receive an entry for the game's open tournament; it is committed when this returns.

        The text is kept as it came (a faulty entry is evaluated as faulty, rule 9.6); the
        player it names is recorded when the game knows them.
        """
        if len(text) > MAX_ENTRY_CHARACTERS:
            raise PbmError(f"an entry has at most {MAX_ENTRY_CHARACTERS:,} characters, "
                           f"not {len(text):,}: this is not an entry")
        if "\x00" in text:
            raise PbmError("an entry is text: it holds a NUL character")
        with self._writing("cannot receive the entry") as session:
            found = self._game(session, game)
            # Locked so the entry cannot slip in while the tournament is being evaluated.
            open_one = self._latest(session, found, lock=True)
            if open_one is None or open_one.evaluated is not None:
                raise StoreError(f"{found.name} has no open tournament to enter")
            settings = GameSettings.from_json(found.settings)
            named = parse_entry(text, settings.club_limit).player
            players = self._players(session, found)
            match = known_player(named, [p.name for p in players])
            player_id = next((p.id for p in players if p.name == match), None)
            last = session.exec(select(PbmEntry.received)
                                .where(PbmEntry.tournament_id == open_one.id)
                                .order_by(col(PbmEntry.received).desc()).limit(1)).first()
            assert open_one.id is not None
            entry = PbmEntry(tournament_id=open_one.id, received=(last or 0) + 1, text=text,
                             player_id=player_id)
            session.add(entry)
            session.flush()
        return entry

    def entries(self, game: str, number: int) -> list[PbmEntry]:
        with self._reading("cannot read the entries") as session:
            tournament = self._tournament(session, self._game(session, game), number)
            return list(session.exec(select(PbmEntry)
                                     .where(PbmEntry.tournament_id == tournament.id)
                                     .order_by(col(PbmEntry.received))))

    @staticmethod
    def _tournament(session: Session, game: PbmGame, number: int, *,
                    lock: bool = False) -> PbmTournament:
        if not 1 <= number <= MAX_TOURNAMENT:
            raise PbmError(f"a tournament number is from 1 to {MAX_TOURNAMENT:,}, not {number}")
        query = select(PbmTournament).where(PbmTournament.game_id == game.id,
                                            PbmTournament.number == number)
        if lock:
            query = query.with_for_update()
        found = session.exec(query).first()
        if found is None:
            raise StoreError(f"{game.name} has no tournament {number}")
        return found

    # --- evaluation -------------------------------------------------------------------------

    def evaluate(self, game: str, *, number: int | None = None, today: date | None = None,
                 next_deadline: date | None = None) -> Evaluated:
        """Evaluate the open tournament (or tournament ``number``) and announce the next, all
        in one transaction holding the tournament's row locked (module docstring)."""
        day = today or date.today()
        with self._writing("cannot evaluate") as session:
            found = self._game(session, game)
            tournament = (self._due(session, found, day) if number is None
                          else self._tournament(session, found, number, lock=True))
            if tournament.evaluated is not None:
                raise StoreError(f"tournament {tournament.number} of {found.name} is already "
                                 "evaluated")
            if day < tournament.deadline:
                raise StoreError(f"tournament {tournament.number} of {found.name} has its "
                                 f"deadline on {tournament.deadline.isoformat()}: it is "
                                 "evaluated from then on")
            following = next_deadline or tournament.deadline + DEFAULT_INTERVAL
            if following <= tournament.deadline:
                raise StoreError(f"the next deadline must come after "
                                 f"{tournament.deadline.isoformat()}")
            settings = GameSettings.from_json(found.settings)
            players = [p for p in self._players(session, found)
                       if p.joined <= tournament.number]
            texts = list(session.exec(select(PbmEntry.text)
                                      .where(PbmEntry.tournament_id == tournament.id)
                                      .order_by(col(PbmEntry.received))))
            states = [PlayerState(p.name, None if p.clubs is None else tuple(p.clubs),
                                  p.saved, p.entered_last) for p in players]
            outcome = evaluate(settings, found.name, tournament.number, tournament.seed,
                               states, texts)
            self._write(session, tournament, players, outcome)
            assert found.id is not None
            session.add(PbmTournament(game_id=found.id, number=tournament.number + 1,
                                      deadline=following, seed=_seed(None)))
        return Evaluated(found.name, outcome, tournament.number + 1, following)

    @staticmethod
    def _due(session: Session, game: PbmGame, day: date) -> PbmTournament:
        """The latest tournament whose deadline has come, locked: after an evaluation that is
        still the evaluated one (the next is not due yet), so running the evaluation twice —
        or two organisers running it at once — is refused, not applied to the next."""
        query = (select(PbmTournament)
                 .where(PbmTournament.game_id == game.id, PbmTournament.deadline <= day)
                 .order_by(col(PbmTournament.number).desc()).limit(1).with_for_update())
        found = session.exec(query).first()
        if found is None:
            raise StoreError(f"no tournament of {game.name} has reached its deadline yet")
        return found

    @staticmethod
    def _write(session: Session, tournament: PbmTournament, players: Sequence[PbmPlayer],
               outcome: Evaluation) -> None:
        assert tournament.id is not None
        ids = {p.name: p.id for p in players}
        for played in outcome.results:
            player_id = ids[played.player]
            assert player_id is not None
            session.add(PbmResult(tournament_id=tournament.id, player_id=player_id,
                                  lanes=list(played.lanes), total=played.total,
                                  taking=played.taking.value,
                                  points=str(outcome.points[played.player])))
        for name, entry in outcome.outcomes.items():
            message = entry.private_message()
            player_id = ids[name]
            if message and player_id is not None:
                session.add(PbmNote(tournament_id=tournament.id, player_id=player_id,
                                    message=message))
        for player in players:
            state = outcome.players[player.name]
            player.clubs = None if state.clubs is None else list(state.clubs)
            player.saved = state.saved
            player.entered_last = state.entered_last
            session.add(player)
        tournament.evaluated = datetime.now(UTC)
        session.add(tournament)
        session.flush()

    # --- what was published -----------------------------------------------------------------

    def results(self, game: str, number: int) -> list[tuple[str, PbmResult]]:
        """A tournament's results with the players' names, lowest total first."""
        with self._reading("cannot read the results") as session:
            tournament = self._tournament(session, self._game(session, game), number)
            rows = session.exec(select(PbmPlayer.name, PbmResult)
                                .join(PbmResult, col(PbmResult.player_id) == PbmPlayer.id)
                                .where(PbmResult.tournament_id == tournament.id)
                                .order_by(col(PbmResult.total), col(PbmPlayer.name)))
            return [(name, result) for name, result in rows]

    def notes(self, game: str, number: int) -> dict[str, str]:
        """A tournament's private messages, by player (never published)."""
        with self._reading("cannot read the notes") as session:
            tournament = self._tournament(session, self._game(session, game), number)
            rows = session.exec(select(PbmPlayer.name, PbmNote.message)
                                .join(PbmNote, col(PbmNote.player_id) == PbmPlayer.id)
                                .where(PbmNote.tournament_id == tournament.id))
            return {name: message for name, message in rows}

    def ranking(self, game: str) -> RankingList:
        """The ranking list of every player of the game over its last ten evaluated
        tournaments (``ranking.weighted_total``): highest total first, equal totals sharing
        a place, then by name."""
        with self._reading("cannot read the ranking list") as session:
            found = self._game(session, game)
            last = list(session.exec(
                select(PbmTournament)
                .where(PbmTournament.game_id == found.id,
                       col(PbmTournament.evaluated).is_not(None))
                .order_by(col(PbmTournament.number).desc()).limit(len(WEIGHTS))))[::-1]
            players = self._players(session, found)
            rows = session.exec(select(PbmResult.tournament_id, PbmResult.player_id,
                                       PbmResult.points)
                                .where(col(PbmResult.tournament_id)
                                       .in_([t.id for t in last])))
            points: dict[tuple[int | None, int | None], Fraction] = {
                (t, p): Fraction(text) for t, p, text in rows}
        weighed: list[tuple[str, tuple[Fraction, ...], Fraction]] = []
        for player in players:
            results = tuple(points.get((t.id, player.id), Fraction(0)) for t in last)
            weighed.append((player.name, results, weighted_total(results)))
        weighed.sort(key=lambda line: (-line[2], line[0]))
        lines: list[RankingLine] = []
        for index, (name, results, total) in enumerate(weighed, start=1):
            tied = bool(lines) and lines[-1].points == total
            lines.append(RankingLine(name, results, total, lines[-1].place if tied else index))
        return RankingList(found.name, tuple(t.number for t in last), tuple(lines))
