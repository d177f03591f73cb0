"""What the store refuses before it reaches the database, with a message a person can act on.

The database's constraints are the last line (a unique name, a known foreign key); these
checks come first so a wrong entry is named in the game's words — "course Links has 18
holes" — and so nothing is stored that ``scoring.RoundCard`` would later refuse to load.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from datetime import date

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_ids, game_info
from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.scoring import formats as scoring_formats
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import STAKES_FOR
from golfstudio.scoring.handicap import is_whole
from golfstudio.scoring.nassau import check_press_trigger
from golfstudio.scoring.stakes import AMOUNT_KEYS, Stakes
from golfstudio.scoring.tee_rating import check_rating
from golfstudio.store.errors import StoreError
from golfstudio.store.limits import (
    COURSE_HANDICAP_RANGE,
    DATE_RANGE,
    DIFFERENTIAL_RANGE,
    HANDICAP_INDEX_RANGE,
    INTEGER_RANGE,
    MAX_HOLES,
    OVER_PAR_RANGE,
    SCORE_RANGE,
    YARDS_RANGE,
)
from golfstudio.store.records import PlayedFormat, TeeSpec
from golfstudio.store.tables import NAME_LENGTH, PLACE_LENGTH, Format, Game

KINDS = (QT_TR_NOOP("player"), QT_TR_NOOP("course"), QT_TR_NOOP("team"),
         QT_TR_NOOP("game night"), QT_TR_NOOP("round"), QT_TR_NOOP("tee"))
"""The kinds of record ``name``, ``identifier`` and ``distinct_ids`` are given (in English,
translated with ``tr(what)`` in the message)."""


def normal(text: str) -> str:
    """``text`` in Unicode's composed form (NFC), stripped: "Zoé" typed with a precomposed é
    and typed as e + combining accent is one name, in the store as in a CSV file."""
    return unicodedata.normalize("NFC", text).strip()


def name(text: object, what: str) -> str:
    """A player, course or team name: one non-empty line that fits its column (NFC)."""
    if not isinstance(text, str) or not text.strip():
        raise StoreError(tr("a {what} name must be non-empty text, got {value}").format(
            what=tr(what), value=shown(text)))
    cleaned = normal(text)
    if "\n" in cleaned or "\r" in cleaned:
        raise StoreError(tr("{what} name {name} must be on one line").format(
            what=tr(what), name=shown(cleaned[:20])))
    _printable(cleaned, tr("a {what} name").format(what=tr(what)))
    if len(cleaned) > NAME_LENGTH:
        raise StoreError(tr("{what} name {name}… is longer than {count} characters").format(
            what=tr(what), name=shown(cleaned[:20]), count=NAME_LENGTH))
    return cleaned


def _printable(text: str, what: str, allowed: str = "") -> None:
    """No control characters but those ``allowed`` (PostgreSQL refuses a NUL in text) and no
    lone surrogates (which cannot be encoded as UTF-8 for the database)."""
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs") and char not in allowed:
            # Not quoted: a lone surrogate could not even be printed.
            raise StoreError(tr("{what} contains a control character (U+{code})").format(
                what=what, code=f"{ord(char):04X}"))


def place(text: object) -> str:
    if not isinstance(text, str):
        raise StoreError(tr("a place must be text, got {value}").format(value=shown(text)))
    cleaned = normal(text)
    _printable(cleaned, tr("the place"), allowed="\n\r\t")  # a place may take two lines
    if len(cleaned) > PLACE_LENGTH:
        raise StoreError(tr("place {name}… is longer than {count} characters").format(
            name=shown(cleaned[:20]), count=PLACE_LENGTH))
    return cleaned


def quoted(value: object, limit: int = 40) -> str:
    """``repr`` of a bad value, cut short: a message names it, it never becomes a dump."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def game(value: object) -> Game:
    """A game of the registry, as the database column stores it. The column's ``Game`` enum
    is the registry's list as of the last migration (a test ties the two), so a game the
    registry knows but the database does not yet is named as such."""
    if not isinstance(value, str) or value not in game_ids():
        raise StoreError(tr("unknown game {value} (games: {games})").format(
            value=quoted(value), games=", ".join(game_ids())))
    try:
        return Game(value)
    except ValueError:
        raise StoreError(tr("the database has no place for {game} rounds yet: it needs a "
                            "migration that adds the game").format(
                                game=game_info(value).title)) from None


def _least_score(of_game: Game) -> int | None:
    """The registry's least score of a hole in ``of_game`` (None: any whole number)."""
    try:
        return game_info(of_game.value).score_range.minimum
    except GameError as exc:
        raise StoreError(str(exc)) from None


def format_of(value: object) -> Format:
    if isinstance(value, str):
        try:
            return Format(value)
        except ValueError:
            pass
    known = ", ".join(f.value for f in Format)
    raise StoreError(tr("unknown format {value} (formats: {formats})").format(
        value=quoted(value), formats=known))


def whole(value: object, what: str, bounds: tuple[int, int] = INTEGER_RANGE) -> int:
    """A real int (not a bool) within ``bounds`` — by default what an INTEGER column holds,
    so no number reaches the database that its driver would reject with a bare
    ``OverflowError`` (limits.py)."""
    if not is_whole(value):
        raise StoreError(tr("{what} must be a whole number, got {value}").format(
            what=what, value=shown(value)))
    assert isinstance(value, int)
    low, high = bounds
    if not low <= value <= high:
        raise StoreError(tr("{what} must be from {low} to {high}, got {value}").format(
            what=what, low=f"{low:,}", high=f"{high:,}", value=shown(value)))
    return value


def choice(value: object, allowed: Sequence[str], what: str) -> str:
    """One of a closed set of words (an enum member's value is taken too)."""
    text = getattr(value, "value", value)
    if not isinstance(text, str) or text not in allowed:
        raise StoreError(tr("{what} is one of {allowed}, got {value}").format(
            what=what, allowed=", ".join(allowed), value=quoted(value)))
    return text


def identifier(value: object, what: str) -> int:
    """An id given by a caller: a whole number an INTEGER key can hold, else "no such"."""
    if not is_whole(value):
        raise StoreError(tr("a {what} id must be a whole number, got {value}").format(
            what=tr(what), value=shown(value)))
    assert isinstance(value, int)
    if not INTEGER_RANGE[0] <= value <= INTEGER_RANGE[1]:
        raise StoreError(tr("no {what} with id {value}").format(what=tr(what),
                                                                value=shown(value)))
    return value


def course_handicap(value: object) -> int:
    return whole(value, tr("a course handicap"), COURSE_HANDICAP_RANGE)


def played_on(value: object, what: str | None = None) -> date:
    """A date of the calendar a club keeps (limits.DATE_RANGE); ``what`` in the user's
    language (by default "a night's date")."""
    if what is None:
        what = tr("a night's date")
    if not isinstance(value, date):
        raise StoreError(tr("{what} must be a date, got {value}").format(what=what,
                                                                          value=shown(value)))
    low, high = DATE_RANGE
    if not low <= value <= high:
        raise StoreError(tr("{what} must be from {low} to {high}, got {value}").format(
            what=what, low=low.isoformat(), high=high.isoformat(), value=value.isoformat()))
    return value


def real(value: object, what: str, bounds: tuple[float, float]) -> float:
    """A finite number within ``bounds``: NaN compares false with everything, so it would
    slip past a plain range check, and the database would keep it."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise StoreError(tr("{what} must be a number, got {value}").format(
            what=what, value=shown(value)))
    if isinstance(value, float) and not math.isfinite(value):
        raise StoreError(tr("{what} must be a finite number, got {value}").format(
            what=what, value=value))
    low, high = bounds
    if not low <= value <= high:
        raise StoreError(tr("{what} runs from {low} to {high}, got {value}").format(
            what=what, low=low, high=high, value=shown(value)))
    return float(value)


def handicap_index(value: object) -> float:
    return real(value, tr("a handicap index (WHS: -10.0 for plus 10, to 54.0)"),
                HANDICAP_INDEX_RANGE)


def differential(value: object) -> float:
    return real(value, tr("a score differential"), DIFFERENTIAL_RANGE)


def holes(of_game: Game, pars_and_indexes: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """(par, stroke index) per hole: SI a permutation of 1..n (scoring.md), par at least the
    game's least score (the registry's; none in Play Nine, whose hole "par" is a card
    total)."""
    rows = list(pars_and_indexes)
    if not rows:
        raise StoreError(tr("a course needs at least one hole"))
    if len(rows) > MAX_HOLES:
        raise StoreError(tr("a course has at most {most} holes, got {count}").format(
            most=MAX_HOLES, count=len(rows)))
    least = _least_score(of_game)
    checked = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, tuple | list) or len(row) != 2:
            raise StoreError(tr("hole {number} must be given as (par, stroke index), got "
                                "{value}").format(number=number, value=shown(row)))
        par = whole(row[0], tr("the par of hole {number}").format(number=number), SCORE_RANGE)
        si = whole(row[1], tr("the stroke index of hole {number}").format(number=number))
        if least is not None and par < least:
            raise StoreError(tr("hole {number}: par must be at least {least}, got {par}").format(
                number=number, least=least, par=par))
        checked.append((par, si))
    indexes = sorted(si for _par, si in checked)
    if indexes != list(range(1, len(checked) + 1)):
        raise StoreError(tr("the stroke indexes must be a permutation of 1..{count}, got "
                            "{indexes}").format(count=len(checked),
                                                indexes=[si for _par, si in checked]))
    return checked


def tee(spec: object, par: int, holes_on_course: int) -> TeeSpec:
    """A tee of a course of ``holes_on_course`` holes and par ``par``: a name, a rating and
    slope in WHS's ranges (``scoring.tee_rating.check_rating``), yards if given positive."""
    if not isinstance(spec, TeeSpec):
        raise StoreError(tr("a tee must be given as a TeeSpec, got {value}").format(
            value=shown(spec)))
    cleaned = name(spec.name, "tee")
    try:
        rating, slope = check_rating(spec.course_rating, spec.slope, par, holes_on_course)
    except ScoreError as exc:
        raise StoreError(tr("tee {name}: {reason}").format(name=cleaned, reason=exc)) from None
    yards = None if spec.yards is None else whole(
        spec.yards, tr("the length of tee {name} in yards").format(name=cleaned), YARDS_RANGE)
    return TeeSpec(cleaned, rating, slope, yards)


def over_par(value: object) -> int | None:
    """A course's plausible score limit in strokes over par (None: the game's default)."""
    if value is None:
        return None
    return whole(value, tr("the plausible score limit (strokes over par)"), OVER_PAR_RANGE)


def strokes(of_game: Game, value: object, where: str) -> int:
    """A hole's gross score: at least the game's least score (the registry's; Play Nine's
    card totals have none, play-nine.md). The greatest is left to game night's entry rule,
    which knows a Carambole course's own stroke limit."""
    count = whole(value, tr("the score {where}").format(where=where), SCORE_RANGE)
    least = _least_score(of_game)
    if least is not None and count < least:
        raise StoreError(tr("the score {where} is {count}: in {game} a hole takes at least %n "
                            "stroke(s)", "", least).format(
                                where=where, count=count, game=game_info(of_game.value).title))
    return count


def hole_number(hole: object, holes_on_course: int, course: str) -> int:
    number = whole(hole, tr("a hole number"))
    if not 1 <= number <= holes_on_course:
        raise StoreError(tr("course {course} has {holes} holes: there is no hole {number}").format(
            course=course, holes=holes_on_course, number=number))
    return number


def played_format(played: PlayedFormat) -> PlayedFormat:
    fmt = format_of(played.format)
    if not isinstance(played.stakes, Stakes):
        raise StoreError(tr("a format's stakes must be Stakes, got {value}").format(
            value=shown(played.stakes)))
    try:
        # Amounts from 0 to MAX_CENTS, whole cents (a Stakes built by hand with
        # object.__setattr__ could hold anything), and the trigger from 1 to 9.
        Stakes(**{key: getattr(played.stakes, key) for key in AMOUNT_KEYS},
               match_pay=played.stakes.match_pay)
        check_press_trigger(played.press_trigger)
    except ScoreError as exc:
        raise StoreError(f"{fmt.value}: {exc}") from None
    wrong = [key for key in played.stakes.given()
             if key not in STAKES_FOR[scoring_formats.Format(fmt.value)]]
    if wrong:
        raise StoreError(tr("{format} is not played for the stake {stake} (its stakes: "
                            "{stakes})").format(
            format=fmt.value, stake=repr(wrong[0]),
            stakes=", ".join(sorted(STAKES_FOR[scoring_formats.Format(fmt.value)]))))
    if not is_whole(played.allowance) or not 0 <= played.allowance <= 100:
        raise StoreError(tr("a handicap allowance is a percentage from 0 to 100, got "
                            "{value}").format(value=shown(played.allowance)))
    for flag in ("net", "carry_over", "auto_press"):
        if not isinstance(getattr(played, flag), bool):
            raise StoreError(tr("a format's {flag} must be true or false, got {value}").format(
                flag=flag.replace("_", " "), value=shown(getattr(played, flag))))
    return played


def distinct_ids(ids: Sequence[int], what: str) -> list[int]:
    checked = [identifier(i, what) for i in ids]
    if len(set(checked)) != len(checked):
        raise StoreError(tr("a {what} is listed twice: {ids}").format(what=tr(what),
                                                                      ids=checked))
    return checked
