"""Game nights as CSV: one row per hole score, to export history and import rounds kept
elsewhere (a spreadsheet, another club's sheet).

The columns, in this order (docs/game-night.md)::

    date,place,game,course,round,player,hole,par,si,strokes

``date`` is ISO (2024-03-07); ``game`` a game's id in the registry
(``golfstudio.engine.registry.game_ids()``: golf, ultimate, carambole, …); ``par`` and
``si`` repeat the course's hole: for a course the database has they are informative (the
database's holes count), and a night on a course it does not have is imported with the
course they describe (rules/scoring.md, "Decisions taken turn 3"). A night is the set of
rows sharing date, place, game and course; its players come in the order they first
appear.

Import reads a header (any column order; extra columns are ignored) and checks every line on
its own. A refused line is reported with its line number and the reason, and left out; the
others are grouped into nights. Pure: text in, values out — the store side is
``golfstudio.gamenight.history_queries``.

Files come from spreadsheets, so reading is lenient where that is safe and strict where it
is not (docs/game-night.md, "CSV"): UTF-8 with or without a BOM, UTF-16 with a BOM, else
Windows-1252; a comma, semicolon (French and German spreadsheets) or tab separator, told by
the header; every number bounded (``store.limits``) so that a round 2,000,000 is one refused
line, not two million rounds. A text cell that a spreadsheet would run as a formula (``=``,
``+``, ``-``, ``@``) is written with a leading ``'`` and read back without it.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from golfstudio.engine.registry import game_ids, game_info
from golfstudio.gamenight.courses import stroke_limits
from golfstudio.gamenight.entry import entry_rule
from golfstudio.gamenight.errors import EntryError
from golfstudio.i18n import tr
from golfstudio.store import checks
from golfstudio.store.errors import StoreError
from golfstudio.store.limits import DATE_RANGE, MAX_HOLES, MAX_ROUNDS, SCORE_RANGE

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
    lines: tuple[int, ...] = field(default=(), compare=False)
    """The file's line numbers that made the night (empty for a night from the store), so a
    night the store refuses is reported by its lines."""

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


def skip_stored(nights: Sequence[CsvNight], stored: Sequence[CsvNight]
                ) -> tuple[tuple[CsvNight, ...], tuple[Rejected, ...]]:
    """The file's nights that are not in the store yet, and a report line for each line of a
    night that is: the same file imported twice would otherwise make every night twice.

    A night is "already there" when a stored night (``history_queries.csv_nights``) is equal
    to it as CSV: date, place, game, course and its holes, the players in order and every
    entered score of every round. *Decision*: nothing looser — a night with one score more or
    less, or a player more, is another night (a correction, or a second table the same
    evening), imported as such; the organiser can delete one if it was a mistake.
    """
    known = set(stored)
    fresh: list[CsvNight] = []
    skipped: list[Rejected] = []
    for night in nights:
        if night in known:
            reason = tr("the night of {date} on {course} is already in the store (same date, "
                        "place, players and scores): skipped").format(
                date=night.played_on.isoformat(), course=night.course)
            skipped.extend(Rejected(line, reason) for line in (night.lines or (0,)))
        else:
            fresh.append(night)
    return tuple(fresh), tuple(skipped)


# --- spreadsheet safety -------------------------------------------------------------------

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet read a cell as a formula (OWASP, "CSV injection")."""
QUOTE = "'"


def neutralise(text: str) -> str:
    """A text cell as exported: ``'`` before a formula start, and before a text that begins
    with ``'`` itself, so :func:`restore` gives back exactly the name. Only text cells
    (place, course, player) are neutralised: a number such as Play Nine's -3 is written as
    it is — a spreadsheet reads it as a number, never as a formula."""
    if text.startswith(FORMULA_STARTS) or text.startswith(QUOTE):
        return QUOTE + text
    return text


def restore(text: str) -> str:
    """The text of an exported cell: one leading ``'`` dropped when it guards a formula start
    or another ``'``; a name merely beginning with ``'`` (another program's file) is kept."""
    if text.startswith(QUOTE) and text[1:2] and (text[1:].startswith(FORMULA_STARTS)
                                                  or text[1] == QUOTE):
        return text[1:]
    return text


# --- export -------------------------------------------------------------------------------

def export_csv(nights: Sequence[CsvNight]) -> str:
    """One row per entered hole score, nights in the given order, rounds by number; text
    cells neutralised against formulas (:func:`neutralise`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for night in nights:
        order = {name: i for i, name in enumerate(night.players)}
        for number, cells in enumerate(night.rounds, 1):
            for (name, hole), strokes in sorted(cells, key=lambda c: (order[c[0][0]], c[0][1])):
                par, si = night.holes[hole - 1]
                writer.writerow((night.played_on.isoformat(), neutralise(night.place),
                                 night.game, neutralise(night.course), number,
                                 neutralise(name), hole, par, si, strokes))
    return out.getvalue()


# --- reading a file -----------------------------------------------------------------------

MAX_FILE_BYTES = 64 * 1024 * 1024
"""A CSV of a club's whole history is a few megabytes; past this it is not a score sheet."""
DELIMITERS = (",", ";", "\t")
"""Comma; semicolon, which French and German spreadsheets write (their decimal comma takes
the comma); tab, a spreadsheet's "text" export."""


def decode_csv(data: bytes) -> str:
    """A file's bytes as text: UTF-16 when it starts with its BOM, else UTF-8 (with or without
    a BOM), else Windows-1252 — what older spreadsheets write on Windows. EntryError when it
    is none of these (a binary file)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise EntryError(tr("the file starts like UTF-16 text but is not")) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        raise EntryError(
            tr("the file is not text in UTF-8 or Windows-1252: is it a CSV file?")) from None


def read_csv_file(path: Path) -> str:
    """The text of a CSV file (:func:`decode_csv`); EntryError naming the file when it cannot
    be read. The one reader of the import dialog and ``golfstudio night import``."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise EntryError(tr("cannot read {file}: {reason}").format(
            file=path.name, reason=error.strerror or error)) from None
    if len(data) > MAX_FILE_BYTES:
        raise EntryError(tr("{file} is larger than {size} MB: not a score sheet").format(
            file=path.name, size=MAX_FILE_BYTES // (1024 * 1024)))
    try:
        return decode_csv(data)
    except EntryError as error:
        raise EntryError(tr("{file}: {error}").format(file=path.name, error=error)) from None


def _delimiter(first_line: str) -> str:
    """The separator whose split of the header names every required column (a comma when
    none does, so the message about the missing columns is the comma's)."""
    for delimiter in DELIMITERS:
        names = {cell.strip().strip('"').strip().lower() for cell in first_line.split(delimiter)}
        if all(column in names for column in REQUIRED):
            return delimiter
    return ","


# --- import -------------------------------------------------------------------------------

@dataclass
class _Building:
    key: tuple[date, str, str, str]
    holes: tuple[tuple[int, int], ...] | None
    """The database's course; None for a course it does not have (``given`` then)."""
    limits: tuple[int, ...] | None
    given: dict[int, tuple[int, int, int]] = field(default_factory=dict)
    """Hole -> (par, SI, line) as the file's lines give them, for an unknown course."""
    players: list[str] = field(default_factory=list)
    rounds: dict[int, dict[tuple[str, int], int]] = field(default_factory=dict)
    lines: list[int] = field(default_factory=list)


_NUMBER = re.compile(r"[+-]?[0-9]{1,12}")
"""A whole number as a spreadsheet writes it: ASCII digits only (``int`` would also take
"1_000" and Arabic-Indic digits), and at most 12 of them so that the bounds below, not the
conversion, name a number that is too large."""


def _whole(row: Mapping[str, str], column: str, bounds: tuple[int, int] | None = None) -> int:
    text = row[column].strip()
    if not _NUMBER.fullmatch(text):
        raise EntryError(tr("{column} {value} is not a whole number").format(
            column=column, value=checks.quoted(text)))
    value = int(text)
    if bounds is not None and not bounds[0] <= value <= bounds[1]:
        raise EntryError(tr("{column} {value} is out of range ({low} to {high})").format(
            column=column, value=value, low=bounds[0], high=bounds[1]))
    return value


def _text(value: str, what: str) -> str:
    """A name or the place as the store will keep it (NFC, one line, its length), the
    export's formula guard removed; EntryError with the store's reason."""
    try:
        if what == "place":
            return checks.place(restore(value.strip()))
        return checks.name(restore(value.strip()), what)
    except StoreError as error:
        raise EntryError(str(error)) from None


def _rows(text: str) -> Iterator[tuple[int, list[str] | csv.Error]]:
    """(line number, fields) per record; a record the csv module cannot read (a field past its
    128 KB limit, a NUL byte) comes as its csv.Error, and reading goes on with the next."""
    first_line = text.split("\n", 1)[0]
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_delimiter(first_line))
    while True:
        try:
            fields = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            yield reader.line_num, error
            continue
        yield reader.line_num, fields


def parse_csv(text: str,
              courses: Mapping[tuple[str, str], Sequence[tuple[int, int]]]) -> CsvImport:
    """Read a CSV file's text. ``courses`` maps (game, course name) to the course's holes
    (``history_queries.course_catalog``): a line on a hole a known course does not have is
    refused; a course not in ``courses`` is made from the par and SI of its lines (a line
    without them, or one that contradicts another line's, is refused). Line numbers count
    from 1 with the header as line 1."""
    rows = _rows(text)
    header: list[str] = []
    for line, fields in rows:
        if isinstance(fields, csv.Error):
            return CsvImport((), (Rejected(line, tr("the header cannot be read: {error}").format(
                error=fields)),))
        if any(cell.strip() for cell in fields):
            header = [h.strip().lower() for h in fields]
            break
    if not header:
        return CsvImport((), (Rejected(1, tr("the file is empty: a header line is required")),))
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        return CsvImport((), (Rejected(1, tr("the header has no column {columns} (expected "
                                             "{expected})").format(
            columns=", ".join(missing), expected=",".join(COLUMNS))),))
    nights: dict[tuple[date, str, str, str], _Building] = {}
    rejected: list[Rejected] = []
    lines = 0
    for line, fields in rows:
        if not isinstance(fields, csv.Error) and not fields:
            continue  # a blank line, as csv.DictReader skips them
        lines += 1
        try:
            if isinstance(fields, csv.Error):
                raise EntryError(tr("the line cannot be read as CSV: {error}").format(error=fields))
            if len(fields) > len(header):
                raise EntryError(tr("more fields than the header has columns"))
            _take(dict(zip(header, fields, strict=False)), courses, nights, line)
        except EntryError as error:
            rejected.append(Rejected(line, str(error)))
    built: list[CsvNight] = []
    for building in sorted(nights.values(), key=lambda b: b.key):
        finished = _finish(building)
        if isinstance(finished, CsvNight):
            built.append(finished)
        else:
            rejected.extend(finished)
    rejected.sort(key=lambda r: r.line)
    return CsvImport(tuple(built), tuple(rejected), lines)


def _take(cells: dict[str, str],
          courses: Mapping[tuple[str, str], Sequence[tuple[int, int]]],
          nights: dict[tuple[date, str, str, str], _Building], line: int) -> None:
    for column in REQUIRED:
        if not cells.get(column, "").strip():
            raise EntryError(tr("the {column} is missing").format(column=column))
    try:
        played_on = date.fromisoformat(cells["date"].strip())
    except ValueError:
        raise EntryError(tr("date {value} is not a date like 2024-03-07").format(
            value=checks.quoted(cells["date"].strip()))) from None
    low, high = DATE_RANGE
    if not low <= played_on <= high:
        raise EntryError(tr("date {date} is out of range ({low} to {high})").format(
            date=played_on.isoformat(), low=low.isoformat(), high=high.isoformat()))
    game = cells["game"].strip().lower()
    if game not in game_ids():
        raise EntryError(tr("unknown game {value} (one of {games})").format(
            value=checks.quoted(cells["game"].strip()), games=", ".join(game_ids())))
    course = checks.normal(restore(cells["course"].strip()))
    holes = courses.get((game, course))
    given: tuple[int, int] | None = None
    if holes is None:
        # A course the database does not have: made from the lines' par and SI.
        if not cells.get("par", "").strip() or not cells.get("si", "").strip():
            raise EntryError(tr("no {game} course named {course}, and the line has no par "
                                "and SI to make it from").format(
                game=game_info(game).title, course=checks.quoted(course)))
        given = (_whole(cells, "par", SCORE_RANGE), _whole(cells, "si", (1, MAX_HOLES)))
    number = _whole(cells, "round")
    if number < 1:
        raise EntryError(tr("round {number}: rounds are numbered from 1").format(number=number))
    if number > MAX_ROUNDS:
        raise EntryError(tr("round {number}: a night has at most {most} rounds").format(
            number=number, most=MAX_ROUNDS))
    hole = _whole(cells, "hole")
    if holes is None:
        if not 1 <= hole <= MAX_HOLES:
            raise EntryError(tr("hole {hole} is out of range (1 to {most})").format(
                hole=hole, most=MAX_HOLES))
    elif not 1 <= hole <= len(holes):
        raise EntryError(tr("course {course} has {holes} holes: there is no hole {hole}").format(
            course=course, holes=len(holes), hole=hole))
    strokes = _whole(cells, "strokes", SCORE_RANGE)
    player = _text(cells["player"], "player")
    place = _text(cells.get("place", ""), "place")
    limits = stroke_limits(course, game)
    # A Carambole hole's own stroke limit (20 on course 12) is the rule, as when entering.
    entry_rule(game, None if limits is None else limits[hole - 1]).check(
        strokes, tr("for {name} on hole {hole}").format(name=player, hole=hole))
    key = (played_on, place, game, course)
    night = nights.get(key)
    if night is None:
        night = nights[key] = _Building(key, None if holes is None else tuple(holes), limits)
    if given is not None:
        par, si, first = night.given.setdefault(hole, (*given, line))
        if (par, si) != given:
            raise EntryError(tr("hole {hole} of {course} is par {par} SI {si} here but par "
                                "{other_par} SI {other_si} on line {line}").format(
                hole=hole, course=course, par=given[0], si=given[1], other_par=par,
                other_si=si, line=first))
    scores = night.rounds.setdefault(number, {})
    if (player, hole) in scores:
        raise EntryError(tr("{name} already has a score on hole {hole} of round {number} that "
                            "night").format(name=player, hole=hole, number=number))
    scores[(player, hole)] = strokes
    if player not in night.players:
        night.players.append(player)
    night.lines.append(line)


def _finish(night: _Building) -> CsvNight | list[Rejected]:
    """The night, or the refusal of each of its lines when its course is unknown and the
    lines do not describe every hole of it (a hole nobody scored has no par or SI)."""
    played_on, place, game, course = night.key
    holes = night.holes
    if holes is None:
        count = max(night.given, default=0)
        gap = next((n for n in range(1, count + 1) if n not in night.given), None)
        if gap is not None:
            reason = tr("no {game} course named {course}, and no line gives the par and SI "
                        "of its hole {hole} to make it from").format(
                game=game_info(game).title, course=checks.quoted(course), hole=gap)
            return [Rejected(line, reason) for line in night.lines]
        holes = tuple(night.given[n][:2] for n in range(1, count + 1))
    last = max(night.rounds, default=0)
    rounds = tuple(tuple(sorted(night.rounds.get(n, {}).items())) for n in range(1, last + 1))
    return CsvNight(played_on, place, game, course, holes, tuple(night.players), rounds,
                    tuple(night.lines))


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
