"""What the store refuses before it reaches the database, with a message a person can act on.

The database's constraints are the last line (a unique name, a known foreign key); these
checks come first so a wrong entry is named in the game's words — "course Links has 18
holes" — and so nothing is stored that ``scoring.RoundCard`` would later refuse to load.
"""

from __future__ import annotations

from collections.abc import Sequence

from golfstudio.scoring.card import PLAY_NINE
from golfstudio.scoring.handicap import is_whole
from golfstudio.store.errors import StoreError
from golfstudio.store.records import PlayedFormat
from golfstudio.store.tables import NAME_LENGTH, PLACE_LENGTH, Format, Game


def name(text: object, what: str) -> str:
    """A player, course or team name: one non-empty line that fits its column."""
    if not isinstance(text, str) or not text.strip():
        raise StoreError(f"a {what} name must be non-empty text, got {text!r}")
    cleaned = text.strip()
    if "\n" in cleaned or "\r" in cleaned:
        raise StoreError(f"{what} name {cleaned!r} must be on one line")
    if len(cleaned) > NAME_LENGTH:
        raise StoreError(f"{what} name {cleaned[:20]!r}… is longer than {NAME_LENGTH} characters")
    return cleaned


def place(text: object) -> str:
    if not isinstance(text, str):
        raise StoreError(f"a place must be text, got {text!r}")
    cleaned = text.strip()
    if len(cleaned) > PLACE_LENGTH:
        raise StoreError(f"place {cleaned[:20]!r}… is longer than {PLACE_LENGTH} characters")
    return cleaned


def game(value: object) -> Game:
    if isinstance(value, str):
        try:
            return Game(value)
        except ValueError:
            pass
    known = ", ".join(g.value for g in Game)
    raise StoreError(f"unknown game {value!r} (games: {known})")


def format_of(value: object) -> Format:
    if isinstance(value, str):
        try:
            return Format(value)
        except ValueError:
            pass
    known = ", ".join(f.value for f in Format)
    raise StoreError(f"unknown format {value!r} (formats: {known})")


def whole(value: object, what: str) -> int:
    if not is_whole(value):
        raise StoreError(f"{what} must be a whole number, got {value!r}")
    assert isinstance(value, int)
    return value


def holes(of_game: Game, pars_and_indexes: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """(par, stroke index) per hole: SI a permutation of 1..n (scoring.md), par >= 1 except
    in Play Nine, whose hole "par" is a card total."""
    rows = list(pars_and_indexes)
    if not rows:
        raise StoreError("a course needs at least one hole")
    checked = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, tuple | list) or len(row) != 2:
            raise StoreError(f"hole {number} must be given as (par, stroke index), got {row!r}")
        par = whole(row[0], f"the par of hole {number}")
        si = whole(row[1], f"the stroke index of hole {number}")
        if par < 1 and of_game != PLAY_NINE:
            raise StoreError(f"hole {number}: par must be at least 1, got {par}")
        checked.append((par, si))
    indexes = sorted(si for _par, si in checked)
    if indexes != list(range(1, len(checked) + 1)):
        raise StoreError(f"the stroke indexes must be a permutation of 1..{len(checked)}, "
                         f"got {[si for _par, si in checked]}")
    return checked


def strokes(of_game: Game, value: object, where: str) -> int:
    """A hole's gross score: at least 1, except Play Nine's card totals (play-nine.md)."""
    count = whole(value, f"the score {where}")
    if count < 1 and of_game != PLAY_NINE:
        raise StoreError(f"the score {where} is {count}: in {of_game.value} a hole takes at "
                         "least 1 stroke")
    return count


def hole_number(hole: object, holes_on_course: int, course: str) -> int:
    number = whole(hole, "a hole number")
    if not 1 <= number <= holes_on_course:
        raise StoreError(f"course {course} has {holes_on_course} holes: there is no hole "
                         f"{number}")
    return number


def played_format(played: PlayedFormat) -> PlayedFormat:
    format_of(played.format)
    allowance = whole(played.allowance, "a handicap allowance")
    if not 0 <= allowance <= 100:
        raise StoreError(f"a handicap allowance is a percentage from 0 to 100, got {allowance}")
    return played


def distinct_ids(ids: Sequence[int], what: str) -> list[int]:
    checked = [whole(i, f"a {what} id") for i in ids]
    if len(set(checked)) != len(checked):
        raise StoreError(f"a {what} is listed twice: {checked}")
    return checked
