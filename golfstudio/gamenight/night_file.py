"""The night file: one game night as versioned JSON, carrying everything its standings and its
money are computed from (rules/scoring.md, "Decisions taken turn 3"; docs/night-file.md).

CSV is the spreadsheet format: one score per line, no handicaps, formats or stakes, so a CSV
night cannot be settled again. A night file carries the whole night — the course with its
holes, the players with their handicap indexes and course handicaps for the night, teams,
formats with every option and stake, and per round the scores, press requests, wolf choices
and Bingo-Bango-Bongo points — so that export then import into an empty database gives the
same standings and the same settlement to the cent.

Reading goes through the shared envelope (``docfile``: strict JSON, format and version,
pydantic models whose errors become readable lines), then :func:`validate` checks what the
models cannot (scores of a player who is not seated, holes numbered 1..n); importing writes
the night in one transaction (``Store.import_night_once``) that also decides, under a lock,
whether the night is already stored. The course object is read and written in exactly one
place each way (:func:`course_of_file`, :func:`file_course`), so that a later member (a
course's tees) is added there and nowhere else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio import docfile
from golfstudio.docfile import DocKind, ModelFile, Naming, Problem, Severity
from golfstudio.filekind import NIGHT_FORMAT
from golfstudio.gamenight.errors import NightFileError
from golfstudio.gamenight.night import events_of_rows, load_night
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.scoring.handicap import SLOPE_RANGE
from golfstudio.scoring.stakes import AMOUNT_KEYS, MAX_CENTS, MatchPay, Stakes
from golfstudio.store import PlayedFormat, Store, checks
from golfstudio.store.errors import StoreError
from golfstudio.store.limits import (
    COURSE_HANDICAP_RANGE,
    DATE_RANGE,
    HANDICAP_INDEX_RANGE,
    MAX_HOLES,
    MAX_ROUNDS,
    SCORE_RANGE,
    YARDS_RANGE,
)
from golfstudio.store.records import (
    NightSheet,
    RoundEventRows,
    StoredBbb,
    StoredPress,
    StoredWolfChoice,
    TeeSpec,
)
from golfstudio.store.tables import NAME_LENGTH, PLACE_LENGTH, Format, Game

FORMAT = NIGHT_FORMAT
VERSION = 1
"""The version this GolfStudio writes, and the newest it reads."""

NIGHT_FILE = DocKind(FORMAT, VERSION, QT_TR_NOOP("night"), QT_TR_NOOP("a GolfStudio night file"),
                     NightFileError)

MAX_PLAYERS = 100
"""Players of one night: a club evening seats a few tables; past this a file is not a night
(decision, docs/night-file.md: the store has no limit of its own, the file has one)."""
MAX_TEES = 20
"""Tees of one course in a file: a real course has a handful (decision, docs/night-file.md)."""
MAX_EVENTS = 3 * MAX_HOLES
"""Events of one kind in a round: at most one press per hole and bet, one wolf choice per
hole, three Bingo-Bango-Bongo points per hole."""

_STRICT = ConfigDict(frozen=True, extra="forbid")
Name = Field(min_length=1, max_length=NAME_LENGTH)
Hole = Field(ge=1, le=MAX_HOLES)


class FileHole(BaseModel):
    model_config = _STRICT
    number: int = Hole
    par: int = Field(ge=SCORE_RANGE[0], le=SCORE_RANGE[1])
    stroke_index: int = Hole


class FileTee(BaseModel):
    """A tee of the course (revision r0007): WHS course rating and slope for the course's
    holes, its length in yards if known (docs/scoring.md, "Tees")."""

    model_config = _STRICT
    name: str = Name
    course_rating: float = Field(ge=0.0, le=SCORE_RANGE[1])  # near par: tees_of_file
    slope: int = Field(ge=SLOPE_RANGE.start, le=SLOPE_RANGE.stop - 1)
    yards: int | None = Field(default=None, ge=YARDS_RANGE[0], le=YARDS_RANGE[1])


class FileCourse(BaseModel):
    """The course the night was played on: found by game and name when importing, created
    from these holes (and tees) when the database has no such course."""

    model_config = _STRICT
    name: str = Name
    game: Game
    holes: tuple[FileHole, ...] = Field(min_length=1, max_length=MAX_HOLES)
    tees: tuple[FileTee, ...] = Field(default=(), max_length=MAX_TEES)


class FilePlayer(BaseModel):
    """A seat: ``course_handicap`` is the strokes the night gave (what its standings used);
    ``handicap_index`` the index in effect on the night's date, for a reader (null: none)."""

    model_config = _STRICT
    name: str = Name
    course_handicap: int = Field(ge=COURSE_HANDICAP_RANGE[0], le=COURSE_HANDICAP_RANGE[1])
    handicap_index: float | None = Field(default=None, ge=HANDICAP_INDEX_RANGE[0],
                                         le=HANDICAP_INDEX_RANGE[1])


class FileTeam(BaseModel):
    model_config = _STRICT
    name: str = Name
    players: tuple[str, ...] = Field(min_length=1, max_length=MAX_PLAYERS)


def _cents() -> Any:
    return Field(default=0, ge=0, le=MAX_CENTS)


class FileStakes(BaseModel):
    """Whole cents per bet (``scoring.stakes.Stakes``)."""

    model_config = _STRICT
    front: int = _cents()
    back: int = _cents()
    overall: int = _cents()
    press: int = _cents()
    match: int = _cents()
    skin: int = _cents()
    buy_in: int = _cents()
    point: int = _cents()
    stroke: int = _cents()
    match_pay: Literal["match", "hole"] = "match"


class FileFormat(BaseModel):
    model_config = _STRICT
    format: Format
    net: bool = False
    allowance: int = Field(default=100, ge=0, le=100)
    carry_over: bool = False
    auto_press: bool = False
    press_trigger: int = Field(default=2, ge=1, le=9)
    stakes: FileStakes = FileStakes()


class FilePress(BaseModel):
    model_config = _STRICT
    hole: int = Hole
    player: str = Name
    segment: Literal["front", "back"]


class FileWolfChoice(BaseModel):
    model_config = _STRICT
    hole: int = Hole
    partner: str | None = Field(default=None, min_length=1, max_length=NAME_LENGTH)
    blind: bool = False


class FileBbb(BaseModel):
    model_config = _STRICT
    hole: int = Hole
    award: Literal["bingo", "bango", "bongo"]
    player: str = Name


class FileRound(BaseModel):
    """A round: each seated player's gross per hole (null: not played, e.g. before a late
    player joined), and the round's events, their players by name."""

    model_config = _STRICT
    scores: dict[str, tuple[int | None, ...]] = Field(default_factory=dict,
                                                      max_length=MAX_PLAYERS)
    presses: tuple[FilePress, ...] = Field(default=(), max_length=MAX_EVENTS)
    wolf: tuple[FileWolfChoice, ...] = Field(default=(), max_length=MAX_EVENTS)
    bbb: tuple[FileBbb, ...] = Field(default=(), max_length=MAX_EVENTS)


class NightFile(BaseModel):
    """A whole game night (docs/night-file.md)."""

    model_config = _STRICT
    played_on: date
    place: str = Field(default="", max_length=PLACE_LENGTH)
    course: FileCourse
    tee: str | None = Field(default=None, min_length=1, max_length=NAME_LENGTH)
    """The tee the night was played from, one of the course's (null: no tee, the tabletop
    rating = par and slope 113)."""
    players: tuple[FilePlayer, ...] = Field(min_length=1, max_length=MAX_PLAYERS)
    teams: tuple[FileTeam, ...] = Field(default=(), max_length=MAX_PLAYERS)
    formats: tuple[FileFormat, ...] = Field(default=(), max_length=len(Format) * 4)
    rounds: tuple[FileRound, ...] = Field(default=(), max_length=MAX_ROUNDS)


# --- the course object: one function each way ---------------------------------------------

def file_course(name: str, game: str, holes: Sequence[tuple[int, int]],
                tees: Sequence[TeeSpec] = ()) -> FileCourse:
    """The course object of a night file (holes as (par, SI) in order)."""
    return FileCourse(name=name, game=Game(game), holes=tuple(
        FileHole(number=number, par=par, stroke_index=si)
        for number, (par, si) in enumerate(holes, 1)),
        tees=tuple(FileTee(name=tee.name, course_rating=tee.course_rating, slope=tee.slope,
                           yards=tee.yards) for tee in tees))


def tees_of_file(course: FileCourse) -> tuple[TeeSpec, ...]:
    """The file's tees as the store takes them; NightFileError when two share a name or one
    is rated out of the WHS ranges for the course's holes."""
    par, count = sum(hole.par for hole in course.holes), len(course.holes)
    found: list[TeeSpec] = []
    for tee in course.tees:
        try:
            spec = checks.tee(TeeSpec(tee.name, tee.course_rating, tee.slope, tee.yards),
                              par, count)
        except StoreError as exc:
            raise NightFileError(tr("course {course}: {error}").format(
                course=course.name, error=exc)) from None
        if any(other.name.casefold() == spec.name.casefold() for other in found):
            raise NightFileError(tr("course {course}: tee {name} is given twice").format(
                course=course.name, name=spec.name))
        found.append(spec)
    return tuple(found)


def course_of_file(course: FileCourse) -> tuple[str, str, tuple[tuple[int, int], ...]]:
    """(name, game, holes as (par, SI)) of a file's course; NightFileError when its holes are
    not numbered 1..n in order or its stroke indexes are not a permutation of 1..n (its tees:
    :func:`tees_of_file`)."""
    numbers = [hole.number for hole in course.holes]
    if numbers != list(range(1, len(numbers) + 1)):
        twice = next((n for i, n in enumerate(numbers) if n in numbers[:i]), None)
        if twice is not None:
            raise NightFileError(tr("course {course}: hole {hole} is given twice").format(
                course=course.name, hole=twice))
        raise NightFileError(tr("course {course}: the holes must be numbered 1 to {count} in "
                                "order, got {numbers}").format(
            course=course.name, count=len(numbers), numbers=numbers))
    holes = tuple((hole.par, hole.stroke_index) for hole in course.holes)
    try:
        checks.holes(course.game, holes)
    except StoreError as exc:
        raise NightFileError(tr("course {course}: {error}").format(course=course.name,
                                                                    error=exc)) from None
    return course.name, course.game.value, holes


# --- reading and checking ------------------------------------------------------------------

def validate(night: NightFile) -> list[Problem]:
    """What the models cannot say: the course's holes, names that must match a seat, score
    rows as long as the course, events on holes of the course."""
    problems: list[str] = []
    try:
        _name, _game, holes = course_of_file(night.course)
    except NightFileError as exc:
        return [Problem(Severity.ERROR, str(exc))]
    low, high = DATE_RANGE
    if not low <= night.played_on <= high:
        problems.append(tr("played on {date} is out of range ({low} to {high})").format(
            date=night.played_on.isoformat(), low=low.isoformat(), high=high.isoformat()))
    names = [player.name for player in night.players]
    seated = set(names)
    for name in names:
        if names.count(name) > 1:
            problems.append(tr("player {name} is seated twice").format(name=name))
            break
    in_team: set[str] = set()
    for team in night.teams:
        for member in team.players:
            if member not in seated:
                problems.append(tr("team {team}: {name} is not a player of the night").format(
                    team=team.name, name=member))
            elif member in in_team:
                problems.append(tr("team {team}: {name} is already in a team").format(
                    team=team.name, name=member))
            in_team.add(member)
    count = len(holes)
    for number, played in enumerate(night.rounds, 1):
        where = tr("round {number}").format(number=number)
        for name, row in played.scores.items():
            if name not in seated:
                problems.append(tr("{where}: scores for {name}, who is not a player of the "
                                   "night").format(where=where, name=name))
            elif len(row) != count:
                problems.append(tr("{where}: {name} has {scores} scores on a course of {holes} "
                                   "holes").format(where=where, name=name, scores=len(row),
                                                   holes=count))
        events: list[tuple[int, str | None]] = [
            *((p.hole, p.player) for p in played.presses),
            *((w.hole, w.partner) for w in played.wolf),
            *((b.hole, b.player) for b in played.bbb)]
        for hole, who in events:
            if hole > count:
                problems.append(tr("{where}: an event on hole {hole}, but the course has "
                                   "{holes} holes").format(where=where, hole=hole, holes=count))
            if who is not None and who not in seated:
                problems.append(tr("{where}: an event of {name}, who is not a player of the "
                                   "night").format(where=where, name=who))
    return [Problem(Severity.ERROR, text) for text in dict.fromkeys(problems)]


def _messages(exc: ValidationError, data: object) -> list[str]:
    return docfile.validation_messages(exc, data, NAMING)


def _player_name(item: Mapping[str, Any]) -> str | None:
    name = item.get("name")
    return name if isinstance(name, str) else None


def _hole_number(item: Mapping[str, Any]) -> str | None:
    number = item.get("number")
    return str(number) if isinstance(number, int) else None


NAMING = Naming(
    items={"players": ("player", _player_name), "teams": ("team", _player_name),
           "formats": ("format", lambda item: None), "rounds": ("round", lambda item: None),
           "holes": ("hole", _hole_number), "presses": ("press", lambda item: None),
           "wolf": ("wolf choice", lambda item: None), "bbb": ("point", lambda item: None)},
    sections=frozenset({"course"}),
)
"""How messages name a night file's objects ("player Ann: …", "round #2 press #1: …")."""

NIGHTS: ModelFile[NightFile, Problem] = ModelFile(
    NIGHT_FILE, NightFile, NightFileError, _messages, validate)
"""Reading and writing night files (``docfile.ModelFile``)."""

loads_night = NIGHTS.loads
load_night_file = NIGHTS.load
night_to_json = NIGHTS.to_json
save_night_file = NIGHTS.save


def looks_like_night_file(text: str) -> bool:
    """Whether a file's text is a night file rather than a CSV (told by content: a JSON
    object starts with ``{``; a CSV's header never does)."""
    return text.lstrip("\ufeff \t\r\n").startswith("{")


# --- from the store ------------------------------------------------------------------------

def night_file(store: Store, night_id: int) -> NightFile:
    """A stored night as a night file: the course handicaps the night used (the override,
    else from the index in effect that day) and every round with its events."""
    state = load_night(store, night_id)
    holes = [(hole.par, hole.si) for hole in state.holes]
    rounds = []
    for round_id in state.round_ids:
        cells = store.round_scores(round_id)
        events = events_of_rows(state, store.round_events(round_id))
        rounds.append(FileRound(
            scores={seat.name: tuple(cells.get((seat.player_id, hole))
                                     for hole in range(1, len(holes) + 1))
                    for seat in state.seats},
            presses=tuple(FilePress(hole=p.hole, player=p.side, segment=p.segment.value)
                          for p in events.presses),
            wolf=tuple(FileWolfChoice(hole=w.hole, partner=w.partner, blind=w.blind)
                       for w in events.wolf),
            bbb=tuple(FileBbb(hole=b.hole, award=b.award.value, player=b.player)
                      for b in events.bbb)))
    return NightFile(
        played_on=state.night.played_on, place=state.night.place,
        course=file_course(state.course.name, state.game, holes, [
            TeeSpec(tee.name, tee.course_rating, tee.slope, tee.yards)
            for tee in store.tees(state.course.id or 0)]),
        tee=state.tee_name or None,
        players=tuple(FilePlayer(name=seat.name, course_handicap=seat.course_handicap,
                                 handicap_index=seat.index) for seat in state.seats),
        teams=tuple(FileTeam(name=name, players=members)
                    for name, members in zip(state.team_names, state.teams, strict=True)),
        formats=tuple(_file_format(played) for played in state.formats),
        rounds=tuple(rounds))


def _file_format(played: PlayedFormat) -> FileFormat:
    stakes = played.stakes
    return FileFormat(
        format=played.format, net=played.net, allowance=played.allowance,
        carry_over=played.carry_over, auto_press=played.auto_press,
        press_trigger=played.press_trigger,
        stakes=FileStakes(match_pay=stakes.match_pay.value,
                          **{key: getattr(stakes, key) for key in AMOUNT_KEYS}))


def _played_format(entry: FileFormat) -> PlayedFormat:
    stakes = Stakes(match_pay=MatchPay(entry.stakes.match_pay),
                    **{key: getattr(entry.stakes, key) for key in AMOUNT_KEYS})
    return PlayedFormat(format=entry.format, net=entry.net, allowance=entry.allowance,
                        carry_over=entry.carry_over, auto_press=entry.auto_press,
                        stakes=stakes, press_trigger=entry.press_trigger)


# --- into the store -------------------------------------------------------------------------

def night_sheet(night: NightFile) -> NightSheet:
    """The file's night as the store writes it: players by name, the night's course
    handicaps as the night's own (the override), so the standings do not depend on the
    importing database's handicap history; events' players as indexes into the names."""
    names = [player.name for player in night.players]
    seat = {name: index for index, name in enumerate(names)}
    holes = len(night.course.holes)
    rounds = tuple(
        () if not any(v is not None for row in played.scores.values() for v in row)
        else tuple(tuple(played.scores.get(name, (None,) * holes)) for name in names)
        for played in night.rounds)
    events = tuple(RoundEventRows(
        presses=tuple(StoredPress(p.hole, seat[p.player], p.segment) for p in played.presses),
        wolf=tuple(StoredWolfChoice(w.hole, None if w.partner is None else seat[w.partner],
                                    w.blind) for w in played.wolf),
        bbb=tuple(StoredBbb(b.hole, b.award, seat[b.player]) for b in played.bbb))
        for played in night.rounds)
    return NightSheet(
        played_on=night.played_on, course_id=0, player_names=tuple(names), rounds=rounds,
        place=night.place, course_handicaps=tuple(p.course_handicap for p in night.players),
        formats=tuple(_played_format(entry) for entry in night.formats),
        teams=tuple((team.name, tuple(seat[m] for m in team.players)) for team in night.teams),
        events=events)


def comparable(night: NightFile) -> tuple[Any, ...]:
    """What makes two night files the same night: everything but the handicap indexes
    (which the importing database keeps as its own history), with names as the store keeps
    them (NFC), teams and events in a stable order, and a player without a score in a round
    the same as a row of nulls."""
    holes = len(night.course.holes)
    norm = checks.normal
    names = [norm(p.name) for p in night.players]
    rounds = []
    for played in night.rounds:
        scores = {norm(k): tuple(v) for k, v in played.scores.items()}
        rows = tuple(scores.get(name, (None,) * holes) for name in names)
        rounds.append((
            rows if any(v is not None for row in rows for v in row) else (),
            tuple(sorted((p.hole, p.segment, norm(p.player)) for p in played.presses)),
            tuple(sorted((w.hole, norm(w.partner or ""), w.blind) for w in played.wolf)),
            tuple(sorted((b.hole, b.award, norm(b.player)) for b in played.bbb))))
    while rounds and rounds[-1] == ((), (), (), ()):
        rounds.pop()  # an empty last round is the same night, not another
    return (night.played_on, norm(night.place), norm(night.course.name), night.course.game,
            norm(night.tee or "").casefold(),
            tuple((h.par, h.stroke_index) for h in night.course.holes),
            tuple(zip(names, (p.course_handicap for p in night.players), strict=True)),
            tuple(sorted((norm(t.name), tuple(sorted(norm(m) for m in t.players)))
                         for t in night.teams)),
            tuple(_file_format(_played_format(f)) for f in night.formats),
            tuple(rounds))


def import_night_file(store: Store, night: NightFile) -> tuple[int, bool]:
    """Write a night file's night in one transaction: its course found by game and name (or
    created from the file's holes; refused when the stored course's holes differ), its
    players found by name or created. Returns (night id, True), or (the stored night's id,
    False) when the database already holds this very night — decided inside the write
    transaction under the course's lock, so several imports of one file at once make one
    night. NightFileError for a file whose night does not fit its own course; StoreError
    for what the database refuses (nothing is written then)."""
    problems = validate(night)
    if problems:
        raise NightFileError([p.message for p in problems])
    name, game, holes = course_of_file(night.course)
    tees = tees_of_file(night.course)
    if night.tee is not None and not any(
            tee.name.casefold() == checks.normal(night.tee).casefold() for tee in tees):
        raise NightFileError(tr("the night's tee {tee} is not one of course {course}'s "
                                "tees").format(tee=night.tee, course=night.course.name))
    wanted = comparable(night)

    def stored_twin(course_id: int) -> int | None:
        for stored in store.nights(game=game, since=night.played_on, until=night.played_on):
            if stored.course_id == course_id and stored.id is not None and \
                    comparable(night_file(store, stored.id)) == wanted:
                return stored.id
        return None

    return store.import_night_once(name, game, holes, night_sheet(night), stored_twin,
                                   tees=tees, tee_name=night.tee)


__all__ = [
    "FORMAT",
    "NIGHTS",
    "NIGHT_FILE",
    "VERSION",
    "FileCourse",
    "NightFile",
    "comparable",
    "course_of_file",
    "file_course",
    "import_night_file",
    "loads_night",
    "looks_like_night_file",
    "night_file",
    "night_sheet",
    "night_to_json",
    "save_night_file",
    "tees_of_file",
    "validate",
]
