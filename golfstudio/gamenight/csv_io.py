"""Game nights as CSV: one row per hole score, to export history and import rounds kept
elsewhere (a spreadsheet, another club's sheet).

The columns, in this order (docs/game-night.md)::

    date,place,game,course,round,player,hole,par,si,strokes

``date`` is ISO (2024-03-07); ``game`` a game's id in the registry
(``golfstudio.engine.registry.game_ids()``: golf, ultimate, carambole, …); ``par`` and
``si`` repeat the course's hole for a reader of the file and are not needed to import. A
night is the set of rows sharing date, place, game and course; its players come in the order
they first appear.

Import reads a header (any column order; extra columns are ignored) and checks every line on
its own. A refused line is reported with its line number and the reason, and left out; the
others are grouped into nights. Pure: text in, values out — the store side is
``golfstudio.gamenight.history_queries``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from golfstudio.engine.registry import game_ids, game_info
from golfstudio.gamenight.entry import entry_rule
from golfstudio.gamenight.errors import EntryError

COLUMNS = ("date", "place", "game", "course", "round", "player", "hole", "par", "si", "strokes")
REQUIRED = ("date", "game", "course", "round", "player", "hole", "strokes")
"""``place`` may be empty; ``par`` and ``si`` are informative."""

Cell = tuple[tuple[str, int], int]
"""((player name, hole), strokes)."""


@dataclass(frozen=True)
class CsvNight:
    """A night as the file has it: the course's holes as (par, SI), the players in order,
    and per round the entered cells sorted by (player, hole)."""

    played_on: date
    place: str
    game: str
    course: str
    holes: tuple[tuple[int, int], ...]
    players: tuple[str, ...]
    rounds: tuple[tuple[Cell, ...], ...]

    def sheet_rounds(self) -> tuple[tuple[tuple[int | None, ...], ...], ...]:
        """The rounds as ``store.NightSheet.rounds`` wants them: a row per player, a cell per
        hole, None where nothing was entered; an empty tuple for a round with no score."""
        out: list[tuple[tuple[int | None, ...], ...]] = []
        for cells in self.rounds:
            if not cells:
                out.append(())
                continue
            found = dict(cells)
            out.append(tuple(tuple(found.get((name, hole)) for hole in
                                   range(1, len(self.holes) + 1)) for name in self.players))
        return tuple(out)

    def total(self, round_index: int, player: str) -> int:
        return sum(v for (name, _), v in self.rounds[round_index] if name == player)


@dataclass(frozen=True)
class Rejected:
    line: int
    reason: str


@dataclass(frozen=True)
class CsvImport:
    """What a file gives: the nights of its accepted lines, and the refused lines."""

    nights: tuple[CsvNight, ...]
    rejected: tuple[Rejected, ...]
    lines: int = 0

    @property
    def accepted(self) -> int:
        return self.lines - len(self.rejected)


# --- export -------------------------------------------------------------------------------

def export_csv(nights: Sequence[CsvNight]) -> str:
    """One row per entered hole score, nights in the given order, rounds by number."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for night in nights:
        order = {name: i for i, name in enumerate(night.players)}
        for number, cells in enumerate(night.rounds, 1):
            for (name, hole), strokes in sorted(cells, key=lambda c: (order[c[0][0]], c[0][1])):
                par, si = night.holes[hole - 1]
                writer.writerow((night.played_on.isoformat(), night.place, night.game,
                                 night.course, number, name, hole, par, si, strokes))
    return out.getvalue()


# --- import -------------------------------------------------------------------------------

@dataclass
class _Building:
    key: tuple[date, str, str, str]
    holes: tuple[tuple[int, int], ...]
    players: list[str] = field(default_factory=list)
    rounds: dict[int, dict[tuple[str, int], int]] = field(default_factory=dict)


def _whole(row: Mapping[str, str], column: str) -> int:
    text = row[column].strip()
    try:
        return int(text)
    except ValueError:
        raise EntryError(f"{column} {text!r} is not a whole number") from None


def parse_csv(text: str,
              courses: Mapping[tuple[str, str], Sequence[tuple[int, int]]]) -> CsvImport:
    """Read a CSV file's text. ``courses`` maps (game, course name) to the course's holes
    (``history_queries.course_catalog``): a line of an unknown course, or a hole it does not
    have, is refused. Line numbers count from 1 with the header as line 1."""
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip().lower() for h in (reader.fieldnames or [])]
    if not header:
        return CsvImport((), (Rejected(1, "the file is empty: a header line is required"),))
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        return CsvImport((), (Rejected(1, "the header has no column " + ", ".join(missing)
                                       + f" (expected {','.join(COLUMNS)})"),))
    reader.fieldnames = header
    nights: dict[tuple[date, str, str, str], _Building] = {}
    rejected: list[Rejected] = []
    lines = 0
    for row in reader:
        line = reader.line_num
        lines += 1
        try:
            _take(row, courses, nights)
        except EntryError as error:
            rejected.append(Rejected(line, str(error)))
    built = tuple(_finish(b) for b in sorted(nights.values(), key=lambda b: b.key))
    return CsvImport(built, tuple(rejected), lines)


def _take(row: dict[str | None, str | list[str] | None],
          courses: Mapping[tuple[str, str], Sequence[tuple[int, int]]],
          nights: dict[tuple[date, str, str, str], _Building]) -> None:
    if None in row:
        raise EntryError("more fields than the header has columns")
    cells = {str(k): (v if isinstance(v, str) else "") for k, v in row.items()}
    for column in REQUIRED:
        if not cells.get(column, "").strip():
            raise EntryError(f"the {column} is missing")
    try:
        played_on = date.fromisoformat(cells["date"].strip())
    except ValueError:
        raise EntryError(f"date {cells['date'].strip()!r} is not a date like 2024-03-07") \
            from None
    game = cells["game"].strip().lower()
    if game not in game_ids():
        raise EntryError(f"unknown game {cells['game'].strip()!r} "
                         f"(one of {', '.join(game_ids())})")
    course = cells["course"].strip()
    holes = courses.get((game, course))
    if holes is None:
        raise EntryError(f"no {game_info(game).title} course named {course!r}")
    number = _whole(cells, "round")
    hole = _whole(cells, "hole")
    strokes = _whole(cells, "strokes")
    if number < 1:
        raise EntryError(f"round {number}: rounds are numbered from 1")
    if not 1 <= hole <= len(holes):
        raise EntryError(f"course {course} has {len(holes)} holes: there is no hole {hole}")
    player = cells["player"].strip()
    entry_rule(game).check(strokes, f"for {player} on hole {hole}")
    key = (played_on, cells.get("place", "").strip(), game, course)
    night = nights.get(key)
    if night is None:
        night = nights[key] = _Building(key, tuple(holes))
    scores = night.rounds.setdefault(number, {})
    if (player, hole) in scores:
        raise EntryError(f"{player} already has a score on hole {hole} of round {number} "
                         f"that night")
    scores[(player, hole)] = strokes
    if player not in night.players:
        night.players.append(player)


def _finish(night: _Building) -> CsvNight:
    played_on, place, game, course = night.key
    last = max(night.rounds, default=0)
    rounds = tuple(tuple(sorted(night.rounds.get(n, {}).items())) for n in range(1, last + 1))
    return CsvNight(played_on, place, game, course, night.holes, tuple(night.players), rounds)


def preview_rows(nights: Sequence[CsvNight]) -> list[tuple[str, ...]]:
    """One line per night and player, as the import dialog shows before writing:
    date, place, game, course, player, holes entered per round, gross per round."""
    rows: list[tuple[str, ...]] = []
    for night in nights:
        for player in night.players:
            entered = [sum(1 for (name, _), _v in cells if name == player)
                       for cells in night.rounds]
            totals = [night.total(i, player) for i in range(len(night.rounds))]
            rows.append((night.played_on.isoformat(), night.place, night.game, night.course,
                         player,
                         " / ".join(f"{e}/{len(night.holes)}" for e in entered),
                         " / ".join(str(t) for t in totals)))
    return rows


PREVIEW_COLUMNS = ("Date", "Place", "Game", "Course", "Player", "Holes", "Gross")
