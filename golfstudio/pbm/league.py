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
- Closing early: the game master may evaluate the open tournament before its deadline when
  asked explicitly, naming the tournament (``evaluate(..., number=n, early=True)``, the CLI's
  ``--tournament N --now``, the League area's "Evaluate now"): its deadline is brought
  forward to the day of the evaluation, so the record says the day it closed; an entry that
  comes later does not count (it can only be sent for the next tournament). Without the
  explicit ask the rule above stands, so a tournament is never closed early by accident, and
  asking twice never closes the next one too.
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
from typing import NamedTuple

from sqlalchemy import Engine, Table, bindparam, insert, inspect, update
from sqlmodel import Session, SQLModel, col, select

from golfstudio import i18n
from golfstudio.i18n import tr
from golfstudio.pbm.entries import Roster, known_player, parse_entry
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.evaluation import Evaluation, Played, PlayerState, Taking, evaluate
from golfstudio.pbm.limits import MAX_NAME_LENGTH
from golfstudio.pbm.ranking import WEIGHTS, Ranked, ranked, weighted_total
from golfstudio.pbm.report import announcement_html, evaluation_html
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
           "RankingList", "Standing"]

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
    closed_early: bool = False
    """The tournament was evaluated before its deadline (``evaluate(..., early=True)``): its
    deadline is now the day of the evaluation."""


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


class Standing(NamedTuple):
    """Where a player stood on the ranking list just after one tournament's evaluation."""

    number: int
    deadline: date
    points: Fraction
    place: int


def belongs(player: PbmPlayer, number: int) -> bool:
    """Whether ``player`` belongs to tournament ``number``: joined by then and not left."""
    return player.joined <= number and (player.left is None or number < player.left)


def _name(text: str, what: str) -> str:
    cleaned = " ".join(text.split())
    if not 1 <= len(cleaned) <= MAX_NAME_LENGTH:
        message = (tr("a game's name has 1 to {most} characters, not {count}") if what == "game"
                   else tr("a player's name has 1 to {most} characters, not {count}"))
        raise PbmError(message.format(most=MAX_NAME_LENGTH, count=f"{len(cleaned):,}"))
    return cleaned


def _check_text(text: str) -> None:
    if len(text) > MAX_ENTRY_CHARACTERS:
        raise PbmError(tr("an entry has at most {most} characters, not {count}: this is not "
                          "an entry").format(most=f"{MAX_ENTRY_CHARACTERS:,}",
                                             count=f"{len(text):,}"))
    if "\x00" in text:
        raise PbmError(tr("an entry is text: it holds a NUL character"))


def _seed(seed: int | None) -> int:
    if seed is None:
        return secrets.randbelow(MAX_SEED + 1)
    if not 0 <= seed <= MAX_SEED:
        raise PbmError(tr("a seed is from 0 to 2^63 - 1, not {seed}").format(seed=seed))
    return seed


def _table(model: type[SQLModel]) -> Table:
    """The table a model class is mapped to."""
    table = inspect(model).local_table
    assert isinstance(table, Table)
    return table


class League(Transactions):
    """PBM Golf games in the store's database (module docstring)."""

    def __init__(self, engine: Engine) -> None:
        super().__init__(engine)

    # --- sessions ---------------------------------------------------------------------------

    @staticmethod
    def _game(session: Session, name: str, *, lock: bool = False) -> PbmGame:
        """The game named ``name``; with ``lock``, its row is held to the end of the
        transaction (``FOR NO KEY UPDATE`` on PostgreSQL: roster changes wait for each
        other, while inserts that merely refer to the game — a tournament announced by an
        evaluation, an entry — take ``KEY SHARE`` and do not, so no deadlock with the
        tournament locks; SQLite's write lock already serialises)."""
        query = select(PbmGame).where(PbmGame.name == " ".join(name.split()))
        if lock:
            query = query.with_for_update(key_share=True)
        game = session.exec(query).first()
        if game is None:
            raise StoreError(tr("there is no PBM Golf game named {name}").format(
                name=name.strip()[:MAX_NAME_LENGTH]))
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
        with self._writing(tr("cannot add game {name}").format(name=cleaned)) as session:
            if session.exec(select(PbmGame).where(PbmGame.name == cleaned)).first():
                raise StoreError(tr("there is already a PBM Golf game named {name}").format(
                    name=cleaned))
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
        with self._reading(tr("cannot read a game")) as session:
            return self._game(session, name)

    def settings(self, game: str) -> GameSettings:
        return GameSettings.from_json(self.game(game).settings)

    def players(self, game: str) -> list[PbmPlayer]:
        with self._reading(tr("cannot list a game's players")) as session:
            return self._players(session, self._game(session, game))

    def tournaments(self, game: str) -> list[PbmTournament]:
        with self._reading(tr("cannot list a game's tournaments")) as session:
            found = self._game(session, game)
            return list(session.exec(select(PbmTournament)
                                     .where(PbmTournament.game_id == found.id)
                                     .order_by(col(PbmTournament.number))))

    def games(self) -> list[PbmGame]:
        """Every PBM Golf game in the database, by name."""
        with self._reading(tr("cannot list the PBM Golf games")) as session:
            return list(session.exec(select(PbmGame).order_by(col(PbmGame.name))))

    def delete_game(self, game: str) -> None:
        """Delete a game with everything it holds (the caller asks first)."""
        with self._writing(tr("cannot delete the game")) as session:
            found = self._game(session, game)
            for table in (PbmNote, PbmResult, PbmEntry):
                for row in session.exec(select(table).join(
                        PbmTournament, col(PbmTournament.id) == table.tournament_id)
                        .where(PbmTournament.game_id == found.id)):
                    session.delete(row)
            session.flush()
            for other in (PbmTournament, PbmPlayer):
                for row in session.exec(select(other).where(other.game_id == found.id)):
                    session.delete(row)
            session.flush()
            session.delete(found)

    def open_one(self, game: str) -> PbmTournament | None:
        """The game's open tournament (announced, not evaluated); None when there is none."""
        with self._reading(tr("cannot read the open tournament")) as session:
            latest = self._latest(session, self._game(session, game), lock=False)
            return latest if latest is not None and latest.evaluated is None else None

    @staticmethod
    def _next_number(session: Session, game: PbmGame) -> int:
        """The first tournament a player joining or leaving now is (no longer) part of: the
        open one, else the next; locked, so not while a tournament is being evaluated."""
        latest = League._latest(session, game, lock=True)
        return 1 if latest is None else latest.number + (latest.evaluated is not None)

    @staticmethod
    def _player(session: Session, game: PbmGame, name: str) -> PbmPlayer:
        players = League._players(session, game)
        same = known_player(name, [p.name for p in players])
        found = next((p for p in players if p.name == same), None)
        if found is None:
            raise StoreError(tr("{game} has no player named {name}").format(
                game=game.name, name=" ".join(name.split())[:100]))
        return found

    def add_player(self, game: str, name: str) -> PbmPlayer:
        """A player joining ``game``: they belong to the open tournament (or the next one)."""
        return self.add_players(game, [name])[0]

    def add_players(self, game: str, names: Sequence[str]) -> list[PbmPlayer]:
        """Players joining ``game`` together (a list carried over from another program), in
        one transaction: all join, or none when one name is wrong or taken."""
        cleaned = [_name(name, "player") for name in names]
        doing = (tr("cannot add player {name}").format(name=cleaned[0]) if len(cleaned) == 1
                 else tr("cannot add the players"))
        with self._writing(doing) as session:
            # The roster folds case and accents ("Ann" is "ann"), the unique key does not:
            # the game's row is locked before the roster is read, so two adds at once check
            # one after the other (issue 27 §9) — with or without a tournament open.
            found = self._game(session, game, lock=True)
            taken = Roster(p.name for p in self._players(session, found))
            for name in cleaned:
                same = taken.find(name)
                if same is not None:
                    raise StoreError(tr("{game} already has a player named {name}").format(
                        game=found.name, name=same))
                taken.add(name)
            joined = self._next_number(session, found)
            assert found.id is not None
            added = [PbmPlayer(game_id=found.id, name=name, joined=joined) for name in cleaned]
            session.add_all(added)
            session.flush()
        return added

    def remove_player(self, game: str, name: str) -> None:
        """Take back a player added by mistake: only before anything of theirs is kept (an
        entry, a result); a player who has taken part leaves instead (``leave``)."""
        with self._writing(tr("cannot remove the player")) as session:
            found = self._game(session, game)
            self._latest(session, found, lock=True)  # not while a tournament is evaluated
            player = self._player(session, found, name)
            for table in (PbmEntry, PbmResult, PbmNote):
                if session.exec(select(table.id).where(table.player_id == player.id)).first():
                    raise StoreError(tr("{name} has taken part in {game}: they can leave the "
                                        "game, not be removed").format(name=player.name,
                                                                       game=found.name))
            session.delete(player)

    def leave(self, game: str, name: str) -> PbmPlayer:
        """The player leaves the game (rule 2.6): from the open tournament (or the next) they
        no longer play, and they are off the ranking list; what was published stays."""
        with self._writing(tr("cannot let the player leave")) as session:
            found = self._game(session, game)
            player = self._player(session, found, name)
            if player.left is not None:
                raise StoreError(tr("{name} already left {game}").format(name=player.name,
                                                                          game=found.name))
            player.left = max(self._next_number(session, found), player.joined)
            session.add(player)
            session.flush()
        return player

    def rejoin(self, game: str, name: str) -> PbmPlayer:
        """A player who left plays again from the open tournament (or the next). The
        tournaments evaluated meanwhile count as missed; one who left and comes back after
        an evaluation plays no automatic entry (they were away)."""
        with self._writing(tr("cannot let the player rejoin")) as session:
            found = self._game(session, game)
            player = self._player(session, found, name)
            if player.left is None:
                raise StoreError(tr("{name} is playing {game}: there is nothing to "
                                    "rejoin").format(name=player.name, game=found.name))
            if self._next_number(session, found) > player.left:
                player.entered_last = False
            player.left = None
            session.add(player)
            session.flush()
        return player

    def open_tournament(self, game: str, deadline: date, seed: int | None = None
                        ) -> PbmTournament:
        """Announce the game's next tournament; its lanes' seed is drawn unless given."""
        drawn = _seed(seed)
        with self._writing(tr("cannot open a tournament")) as session:
            found = self._game(session, game)
            latest = self._latest(session, found, lock=True)
            if latest is not None and latest.evaluated is None:
                raise StoreError(tr("tournament {number} of {game} is still open").format(
                    number=latest.number, game=found.name))
            if latest is not None and deadline <= latest.deadline:
                raise StoreError(tr("the deadline must come after tournament {number}'s, "
                                    "{deadline}").format(number=latest.number,
                                                         deadline=i18n.day(latest.deadline)))
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
        return self.add_entries(game, [text])[0]

    def add_entries(self, game: str, texts: Sequence[str]) -> list[PbmEntry]:
        """Receive several entries at once (a mailbox of files), in this order, in one
        transaction."""
        for text in texts:
            _check_text(text)
        with self._writing(tr("cannot receive the entry")) as session:
            found = self._game(session, game)
            # Locked so the entry cannot slip in while the tournament is being evaluated.
            open_one = self._latest(session, found, lock=True)
            if open_one is None or open_one.evaluated is not None:
                raise StoreError(tr("{game} has no open tournament to enter").format(
                    game=found.name))
            settings = GameSettings.from_json(found.settings)
            players = self._players(session, found)
            names = Roster(p.name for p in players)
            ids = {p.name: p.id for p in players}
            last = session.exec(select(PbmEntry.received)
                                .where(PbmEntry.tournament_id == open_one.id)
                                .order_by(col(PbmEntry.received).desc()).limit(1)).first()
            assert open_one.id is not None
            added = [PbmEntry(tournament_id=open_one.id, received=(last or 0) + index,
                              text=text, player_id=ids.get(
                                  names.find(parse_entry(text, settings.club_limit).player)
                                  or ""))
                     for index, text in enumerate(texts, start=1)]
            session.add_all(added)
            session.flush()
        return added

    def entries(self, game: str, number: int) -> list[PbmEntry]:
        with self._reading(tr("cannot read the entries")) as session:
            tournament = self._tournament(session, self._game(session, game), number)
            return list(session.exec(select(PbmEntry)
                                     .where(PbmEntry.tournament_id == tournament.id)
                                     .order_by(col(PbmEntry.received))))

    def _open_entry(self, session: Session, entry_id: int) -> tuple[PbmEntry, PbmGame]:
        """The entry and its game, its tournament locked and still open."""
        entry = session.get(PbmEntry, entry_id)
        if entry is None:
            raise StoreError(tr("there is no entry {id}").format(id=entry_id))
        tournament = session.exec(select(PbmTournament)
                                  .where(PbmTournament.id == entry.tournament_id)
                                  .with_for_update()).one()
        game = session.get(PbmGame, tournament.game_id)
        assert game is not None
        if tournament.evaluated is not None:
            raise StoreError(tr("tournament {number} of {game} is evaluated: its entries are "
                                "final").format(number=tournament.number, game=game.name))
        return entry, game

    def edit_entry(self, entry_id: int, text: str) -> PbmEntry:
        """Correct an entry's text (a typing slip when it was copied in) while its tournament
        is open; it keeps its place in the order received."""
        _check_text(text)
        with self._writing(tr("cannot change the entry")) as session:
            entry, game = self._open_entry(session, entry_id)
            entry.text = text
            entry.player_id = self._named(session, game, text)
            session.add(entry)
            session.flush()
        return entry

    def delete_entry(self, entry_id: int) -> PbmEntry:
        """Take an entry out of the inbox while its tournament is open; the row deleted comes
        back for ``restore_entry`` (undo)."""
        with self._writing(tr("cannot delete the entry")) as session:
            entry, _ = self._open_entry(session, entry_id)
            session.delete(entry)
        return entry

    def restore_entry(self, entry: PbmEntry) -> PbmEntry:
        """Put a deleted entry back where it was received, while its tournament is open."""
        _check_text(entry.text)
        with self._writing(tr("cannot restore the entry")) as session:
            tournament = session.exec(select(PbmTournament)
                                      .where(PbmTournament.id == entry.tournament_id)
                                      .with_for_update()).first()
            if tournament is None or tournament.evaluated is not None:
                raise StoreError(tr("the entry's tournament is evaluated or gone: it cannot "
                                    "come back"))
            game = session.get(PbmGame, tournament.game_id)
            assert game is not None
            back = PbmEntry(tournament_id=entry.tournament_id, received=entry.received,
                            text=entry.text, player_id=self._named(session, game, entry.text))
            session.add(back)
            session.flush()
        return back

    @staticmethod
    def _named(session: Session, game: PbmGame, text: str) -> int | None:
        """The id of the game's player an entry names, None when the game has no such one."""
        settings = GameSettings.from_json(game.settings)
        named = parse_entry(text, settings.club_limit).player
        players = League._players(session, game)
        match = known_player(named, [p.name for p in players])
        return next((p.id for p in players if p.name == match), None)

    def set_deadline(self, game: str, number: int, deadline: date) -> PbmTournament:
        """Move an open tournament's deadline; it stays after the previous tournament's."""
        with self._writing(tr("cannot move the deadline")) as session:
            found = self._game(session, game)
            tournament = self._tournament(session, found, number, lock=True)
            if tournament.evaluated is not None:
                raise StoreError(tr("tournament {number} of {game} is evaluated: its deadline "
                                    "is history").format(number=number, game=found.name))
            if number > 1:
                before = self._tournament(session, found, number - 1)
                if deadline <= before.deadline:
                    raise StoreError(tr("the deadline must come after tournament {number}'s, "
                                        "{deadline}").format(
                                            number=number - 1,
                                            deadline=i18n.day(before.deadline)))
            tournament.deadline = deadline
            session.add(tournament)
            session.flush()
        return tournament

    @staticmethod
    def _tournament(session: Session, game: PbmGame, number: int, *,
                    lock: bool = False) -> PbmTournament:
        if not 1 <= number <= MAX_TOURNAMENT:
            raise PbmError(tr("a tournament number is from 1 to {most}, not {number}").format(
                most=f"{MAX_TOURNAMENT:,}", number=number))
        query = select(PbmTournament).where(PbmTournament.game_id == game.id,
                                            PbmTournament.number == number)
        if lock:
            query = query.with_for_update()
        found = session.exec(query).first()
        if found is None:
            raise StoreError(tr("{game} has no tournament {number}").format(game=game.name,
                                                                             number=number))
        return found

    # --- evaluation -------------------------------------------------------------------------

    def evaluate(self, game: str, *, number: int | None = None, today: date | None = None,
                 next_deadline: date | None = None, next_seed: int | None = None,
                 early: bool = False) -> Evaluated:
        """Evaluate the open tournament (or tournament ``number``) and announce the next, all
        in one transaction holding the tournament's row locked (module docstring). The next
        tournament's lanes are rolled from ``next_seed`` when given (a game replayed from
        paper records), else from a seed drawn now.

        Without ``early`` a tournament whose deadline has not come is refused; with it,
        tournament ``number`` — named, so that asking twice never closes the next one too —
        is closed now: its deadline becomes ``today`` and it is evaluated (module docstring,
        "Closing early"). ``early`` changes nothing for a tournament already due."""
        if early and number is None:
            raise PbmError(tr("to close a tournament early, name it by its number"))
        day = today or date.today()
        following_seed = _seed(next_seed)
        with self._writing(tr("cannot evaluate")) as session:
            found = self._game(session, game)
            tournament = (self._due(session, found, day) if number is None
                          else self._tournament(session, found, number, lock=True))
            if tournament.evaluated is not None:
                raise StoreError(tr("tournament {number} of {game} is already "
                                    "evaluated").format(number=tournament.number,
                                                        game=found.name))
            closed_early = day < tournament.deadline
            if closed_early and not early:
                raise StoreError(tr("tournament {number} of {game} has its deadline on "
                                    "{deadline}: it is evaluated from then on").format(
                                        number=tournament.number, game=found.name,
                                        deadline=i18n.day(tournament.deadline)))
            if closed_early:
                self._close_early(session, found, tournament, day)
            following = next_deadline or tournament.deadline + DEFAULT_INTERVAL
            if following <= tournament.deadline:
                raise StoreError(tr("the next deadline must come after {deadline}").format(
                    deadline=i18n.day(tournament.deadline)))
            settings = GameSettings.from_json(found.settings)
            players = [p for p in self._players(session, found)
                       if belongs(p, tournament.number)]
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
                                      deadline=following, seed=following_seed))
        return Evaluated(found.name, outcome, tournament.number + 1, following, closed_early)

    @staticmethod
    def _close_early(session: Session, game: PbmGame, tournament: PbmTournament,
                     day: date) -> None:
        """Bring the deadline forward to ``day``: the tournament closes now. Never to before
        the previous tournament's deadline (a day whose clock was set back)."""
        if tournament.number > 1:
            before = League._tournament(session, game, tournament.number - 1)
            if day < before.deadline:
                raise StoreError(tr("tournament {number} of {game} cannot close on {day}, "
                                    "before tournament {previous}'s deadline").format(
                                        number=tournament.number, game=game.name,
                                        day=i18n.day(day), previous=tournament.number - 1))
        tournament.deadline = day
        session.add(tournament)

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
            raise StoreError(tr("no tournament of {game} has reached its deadline "
                                "yet").format(game=game.name))
        return found

    @staticmethod
    def _write(session: Session, tournament: PbmTournament, players: Sequence[PbmPlayer],
               outcome: Evaluation) -> None:
        """Everything the evaluation decided, as three bulk statements (a league of ten
        thousand players is evaluated in a moment, issue 16): results and notes inserted,
        the players' states updated by primary key."""
        assert tournament.id is not None
        ids = {p.name: p.id for p in players}
        results = [{"tournament_id": tournament.id, "player_id": ids[played.player],
                    "lanes": list(played.lanes), "total": played.total,
                    "taking": played.taking.value,
                    "points": str(outcome.points[played.player])}
                   for played in outcome.results]
        notes = [{"tournament_id": tournament.id, "player_id": ids[name], "message": message}
                 for name, entry in outcome.outcomes.items()
                 if (message := entry.private_message())]
        # The tables' own statements, executed many times over (the driver's executemany):
        # the ORM's bulk paths cost as much again per row, half the evaluation's time.
        for table, rows in ((PbmResult, results), (PbmNote, notes)):
            if rows:
                session.execute(insert(_table(table)), rows)
        states = [{"key": player.id, "clubs": None if state.clubs is None else list(state.clubs),
                   "saved": state.saved, "entered_last": state.entered_last}
                  for player in players
                  if (state := outcome.players[player.name]) != PlayerState(
                      player.name, None if player.clubs is None else tuple(player.clubs),
                      player.saved, player.entered_last)]
        if states:
            players_table = _table(PbmPlayer)
            session.execute(update(players_table)
                            .where(players_table.c.id == bindparam("key"))
                            .values(clubs=bindparam("clubs"), saved=bindparam("saved"),
                                    entered_last=bindparam("entered_last")), states)
        tournament.evaluated = datetime.now(UTC)
        session.add(tournament)
        session.flush()

    # --- what was published -----------------------------------------------------------------

    def results(self, game: str, number: int) -> list[tuple[str, PbmResult]]:
        """A tournament's results with the players' names, lowest total first."""
        with self._reading(tr("cannot read the results")) as session:
            tournament = self._tournament(session, self._game(session, game), number)
            rows = session.exec(select(PbmPlayer.name, PbmResult)
                                .join(PbmResult, col(PbmResult.player_id) == PbmPlayer.id)
                                .where(PbmResult.tournament_id == tournament.id)
                                .order_by(col(PbmResult.total), col(PbmPlayer.name)))
            return [(name, result) for name, result in rows]

    def notes(self, game: str, number: int) -> dict[str, str]:
        """A tournament's private messages, by player (never published)."""
        with self._reading(tr("cannot read the notes")) as session:
            tournament = self._tournament(session, self._game(session, game), number)
            rows = session.exec(select(PbmPlayer.name, PbmNote.message)
                                .join(PbmNote, col(PbmNote.player_id) == PbmPlayer.id)
                                .where(PbmNote.tournament_id == tournament.id))
            return {name: message for name, message in rows}

    @staticmethod
    def _published(session: Session, game: PbmGame, up_to: int | None = None
                   ) -> tuple[list[PbmTournament], dict[tuple[int | None, int | None], Fraction]]:
        """The game's evaluated tournaments (up to number ``up_to``), oldest first, and every
        player's points in them by (tournament id, player id)."""
        query = select(PbmTournament).where(PbmTournament.game_id == game.id,
                                            col(PbmTournament.evaluated).is_not(None))
        if up_to is not None:
            query = query.where(PbmTournament.number <= up_to)
        evaluated = list(session.exec(query.order_by(col(PbmTournament.number))))
        rows = session.exec(select(PbmResult.tournament_id, PbmResult.player_id,
                                   PbmResult.points)
                            .where(col(PbmResult.tournament_id)
                                   .in_([t.id for t in evaluated])))
        return evaluated, {(t, p): Fraction(text) for t, p, text in rows}

    def ranking(self, game: str) -> RankingList:
        """The ranking list of the game's players (not those who left) over its last ten
        evaluated tournaments (``ranking.weighted_total``): highest total first, equal totals
        sharing a place, then by name."""
        with self._reading(tr("cannot read the ranking list")) as session:
            found = self._game(session, game)
            evaluated, points = self._published(session, found)
            players = [p for p in self._players(session, found) if p.left is None]
        last = evaluated[-len(WEIGHTS):]
        results = {p.name: tuple(points.get((t.id, p.id), Fraction(0)) for t in last)
                   for p in players}
        lines = tuple(RankingLine(line.player, results[line.player], line.points, line.place)
                      for line in ranked({name: weighted_total(shown)
                                          for name, shown in results.items()}))
        return RankingList(found.name, tuple(t.number for t in last), lines)

    def ranking_history(self, game: str, player: str) -> list[Standing]:
        """Where ``player`` stood on the ranking list after each evaluated tournament they
        belonged to, oldest first: the chart of a player's ranking over time."""
        with self._reading(tr("cannot read the ranking history")) as session:
            found = self._game(session, game)
            who = self._player(session, found, player)
            evaluated, points = self._published(session, found)
            players = self._players(session, found)
        standings: list[Standing] = []
        for index, tournament in enumerate(evaluated):
            if not belongs(who, tournament.number):
                continue
            window = evaluated[max(0, index + 1 - len(WEIGHTS)):index + 1]
            totals = {p.name: weighted_total([points.get((t.id, p.id), Fraction(0))
                                              for t in window])
                      for p in players if belongs(p, tournament.number)}
            line = next(r for r in ranked(totals) if r.player == who.name)
            standings.append(Standing(tournament.number, tournament.deadline, line.points,
                                      line.place))
        return standings

    def report(self, game: str, number: int) -> str:
        """The publication of an evaluated tournament as HTML (``report.evaluation_html``),
        rebuilt from what was stored: the lanes from the seed, the results, the absent, the
        ranking list as it stood after it."""
        with self._reading(tr("cannot make the report")) as session:
            found = self._game(session, game)
            tournament = self._tournament(session, found, number)
            if tournament.evaluated is None:
                raise StoreError(tr("tournament {number} of {game} is not evaluated yet: its "
                                    "announcement is what there is to publish").format(
                                        number=number, game=found.name))
            evaluated, points = self._published(session, found, number)
            players = [p for p in self._players(session, found) if belongs(p, number)]
            stored = {p: r for p, r in session.exec(
                select(PbmResult.player_id, PbmResult)
                .where(PbmResult.tournament_id == tournament.id))}
        settings = GameSettings.from_json(found.settings)
        results = sorted((Played(p.name, tuple(stored[p.id].lanes), stored[p.id].total,
                                 Taking(stored[p.id].taking))
                          for p in players if p.id in stored),
                         key=lambda r: (r.total, r.player))
        history = [{p.name: points[(t.id, p.id)] for p in players if (t.id, p.id) in points}
                   for t in evaluated]
        evaluation = Evaluation(number, settings.roll_lanes(tournament.seed), tuple(results),
                                history[-1], tuple(p.name for p in players
                                                   if p.id not in stored), {}, {}, ())
        return evaluation_html(found.name, settings, evaluation, history,
                               [p.name for p in players])

    def announcement(self, game: str, number: int | None = None) -> str:
        """The announcement of the open tournament (or tournament ``number``) as HTML: base
        values, random parts and deadline, never the rolled lengths."""
        with self._reading(tr("cannot make the announcement")) as session:
            found = self._game(session, game)
            if number is None:
                latest = self._latest(session, found, lock=False)
                if latest is None or latest.evaluated is not None:
                    raise StoreError(tr("{game} has no open tournament to announce").format(
                        game=found.name))
                tournament = latest
            else:
                tournament = self._tournament(session, found, number)
        return announcement_html(found.name, GameSettings.from_json(found.settings),
                                 tournament.number, tournament.deadline)
