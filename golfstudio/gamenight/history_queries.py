"""Game night's queries of the store for the history pages and the CSV files, built on
``Store``'s public API.

Functions rather than more ``Store`` methods: each is a few calls of that API plus game
night's pure functions (``gamenight.history``, ``gamenight.csv_io``), so they work the same
on the SQLite file and on a league's PostgreSQL database. They live in game night, not in
the store, because they speak its words (a night's winners, a CSV night): the store keeps
only storage and never imports game night (tests/test_boundary.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from golfstudio.gamenight.csv_io import CsvNight, Rejected, skip_stored
from golfstudio.gamenight.history import stroke_winners
from golfstudio.i18n import tr
from golfstudio.store.errors import StoreError
from golfstudio.store.records import NightSheet, StoredCard
from golfstudio.store.store import Store
from golfstudio.store.tables import Game


@dataclass(frozen=True)
class NightSummary:
    """A line of the history list. ``winners``: stroke play gross of the night's complete
    rounds added up (empty while no round is complete)."""

    night_id: int
    played_on: date
    place: str
    game: Game
    course: str
    players: tuple[str, ...]
    rounds: int
    complete_rounds: int
    winners: tuple[str, ...]


def _year_range(year: int | None) -> tuple[date | None, date | None]:
    if year is None:
        return None, None
    return date(year, 1, 1), date(year, 12, 31)


def night_summaries(store: Store, *, game: Game | str | None = None,
                    year: int | None = None) -> list[NightSummary]:
    """Past nights, latest first, optionally of one game or one season (calendar year)."""
    since, until = _year_range(year)
    nights = store.nights(game=game, since=since, until=until)
    names = {p.id: p.name for p in store.players()}
    courses = {c.id: c.name for c in store.courses()}
    cards: dict[int, list[StoredCard]] = {}
    for card in store.load_round_cards(game=game, since=since, until=until):
        cards.setdefault(card.night_id, []).append(card)
    out = []
    for night in reversed(nights):
        assert night.id is not None
        seats = store.night_players(night.id)
        complete = cards.get(night.id, [])
        out.append(NightSummary(
            night_id=night.id, played_on=night.played_on, place=night.place,
            game=night.game, course=courses.get(night.course_id, "?"),
            players=tuple(names.get(s.player_id, "?") for s in seats),
            rounds=len(store.rounds(night.id)), complete_rounds=len(complete),
            winners=tuple(_night_winners(complete))))
    return out


def _night_winners(cards: Sequence[StoredCard]) -> list[str]:
    """Lowest gross over the night's complete rounds; one round: that round's winners."""
    if len(cards) == 1:
        return stroke_winners(cards[0])
    totals: dict[str, int] = {}
    for card in cards:
        for name, row in card.card.scores.items():
            totals[name] = totals.get(name, 0) + sum(row)
    if not totals:
        return []
    best = min(totals.values())
    return [name for name, value in totals.items() if value == best]


def player_cards(store: Store, player_id: int) -> list[StoredCard]:
    """Every complete round the player played, by date."""
    store.player(player_id)  # StoreError for an unknown id
    return [card for card in store.load_round_cards() if player_id in card.player_ids]


def season_cards(store: Store, year: int | None = None,
                 game: Game | str | None = None) -> list[StoredCard]:
    since, until = _year_range(year)
    return store.load_round_cards(game=game, since=since, until=until)


def recorded_index_trend(store: Store, player_id: int) -> list[tuple[date, float]]:
    """The handicap records kept for the player (oldest first), as (date, index)."""
    return [(r.recorded_on, r.handicap_index) for r in store.handicap_history(player_id)]


# --- CSV ----------------------------------------------------------------------------------

def csv_nights(store: Store, night_ids: Sequence[int] | None = None) -> list[CsvNight]:
    """Nights as the CSV file has them (every entered cell, complete rounds or not), by
    date; ``night_ids`` None: all history."""
    nights = (store.nights() if night_ids is None
              else sorted((store.night(i) for i in night_ids),
                          key=lambda n: (n.played_on, n.id or 0)))
    names = {p.id: p.name for p in store.players()}
    out = []
    for night in nights:
        assert night.id is not None
        course = store.course(night.course_id)
        holes = tuple((h.par, h.stroke_index) for h in store.holes(night.course_id))
        players = tuple(names[s.player_id] for s in store.night_players(night.id))
        rounds = []
        for played in store.rounds(night.id):
            assert played.id is not None
            cells = store.round_scores(played.id)
            rounds.append(tuple(sorted(((names[p], hole), strokes)
                                       for (p, hole), strokes in cells.items())))
        out.append(CsvNight(played_on=night.played_on, place=night.place,
                            game=night.game.value, course=course.name, holes=holes,
                            players=players, rounds=tuple(rounds)))
    return out


def course_catalog(store: Store) -> dict[tuple[str, str], tuple[tuple[int, int], ...]]:
    """(game, course name) -> holes as (par, SI): what a CSV import checks its lines against."""
    return {(c.game.value, c.name): tuple((h.par, h.stroke_index)
                                          for h in store.holes(c.id or 0))
            for c in store.courses()}


@dataclass(frozen=True)
class ImportedNight:
    """A CSV night written to the store, and its new id."""

    night_id: int
    night: CsvNight


@dataclass(frozen=True)
class CsvImportReport:
    """What :func:`import_csv_nights` wrote, and the lines of each night it could not."""

    imported: tuple[ImportedNight, ...]
    refused: tuple[Rejected, ...]
    skipped: tuple[Rejected, ...] = ()
    """Lines of nights already in the store, exactly (``csv_io.skip_stored``): not again."""

    @property
    def ids(self) -> list[int]:
        return [night.night_id for night in self.imported]


def import_csv_nights(store: Store, nights: Sequence[CsvNight]) -> CsvImportReport:
    """Write parsed CSV nights, each night in a transaction of its own.

    A night already in the store, exactly as the file has it (``csv_io.skip_stored``'s
    rule), is skipped and reported, so a file imported twice does not make every night twice.
    That check runs inside the night's write transaction, under its course's lock
    (``Store.import_night_once``): several imports of one file at once make each night once
    (issue 27, item 10). A night on a course the store does not have creates the course
    from the night's holes (the file's par and SI columns).

    *Decision* (docs/game-night.md, "CSV"): a night is all or nothing — its new players, its
    rounds and its scores are written together (players by name) — and one night refused by
    the store (a name it will not take, a database that is busy) does not stop the others:
    its lines come back in ``refused`` with the reason, as the parser's refused lines do.
    Nothing of a refused night is left in the store, not even a player or course it would
    have added.
    """
    imported: list[ImportedNight] = []
    refused: list[Rejected] = []
    skipped: list[Rejected] = []
    for night in nights:
        def stored_twin(course_id: int, night: CsvNight = night) -> int | None:
            candidates = [n.id for n in store.nights(game=night.game, since=night.played_on,
                                                      until=night.played_on)
                          if n.course_id == course_id and n.id is not None]
            for night_id, stored in zip(candidates, csv_nights(store, candidates),
                                        strict=True):
                if stored == night:
                    return night_id
            return None

        try:
            night_id, written = store.import_night_once(
                night.course, night.game, night.holes,
                NightSheet(played_on=night.played_on, course_id=0, player_names=night.players,
                           rounds=night.sheet_rounds(), place=night.place),
                stored_twin)
        except StoreError as error:
            reason = tr("the night of {date} on {course} was not imported: {error}").format(
                date=night.played_on.isoformat(), course=night.course, error=error)
            refused.extend(Rejected(line, reason) for line in (night.lines or (0,)))
            continue
        if written:
            imported.append(ImportedNight(night_id, night))
        else:
            skipped.extend(skip_stored([night], [night])[1])
    return CsvImportReport(tuple(imported), tuple(sorted(refused, key=lambda r: r.line)),
                           tuple(skipped))
