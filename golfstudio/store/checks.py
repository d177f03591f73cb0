"""What the store refuses before it reaches the database, with a message a person can act on.

The database's constraints are the last line (a unique name, a known foreign key); these
checks come first so a wrong entry is named in the game's words — "course Links has 18
holes" — and so nothing is stored that ``scoring.RoundCard`` would later refuse to load.
"""

from __future__ import annotations

from collections.abc import Sequence

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import game_ids, game_info
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
    """A game of the registry, as the database column stores it. The column's ``Game`` enum
    is the registry's list as of the last migration (a test ties the two), so a game the
    registry knows but the database does not yet is named as such."""
    if not isinstance(value, str) or value not in game_ids():
        raise StoreError(f"unknown game {value!r} (games: {', '.join(game_ids())})")
    try:
        return Game(value)
    except ValueError:
        raise StoreError(f"the database has no place for {game_info(value).title} rounds yet: "
                         "it needs a migration that adds the game") from None


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
    raise StoreError(f"unknown format {value!r} (formats: {known})")


def whole(value: object, what: str) -> int:
    if not is_whole(value):
        raise StoreError(f"{what} must be a whole number, got {value!r}")
    assert isinstance(value, int)
    return value


def holes(of_game: Game, pars_and_indexes: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """(par, stroke index) per hole: SI a permutation of 1..n (scoring.md), par at least the
    game's least score (the registry's; none in Play Nine, whose hole "par" is a card
    total)."""
    rows = list(pars_and_indexes)
    if not rows:
        raise StoreError("a course needs at least one hole")
    least = _least_score(of_game)
    checked = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, tuple | list) or len(row) != 2:
            raise StoreError(f"hole {number} must be given as (par, stroke index), got {row!r}")
        par = whole(row[0], f"the par of hole {number}")
        si = whole(row[1], f"the stroke index of hole {number}")
        if least is not None and par < least:
            raise StoreError(f"hole {number}: par must be at least {least}, got {par}")
        checked.append((par, si))
    indexes = sorted(si for _par, si in checked)
    if indexes != list(range(1, len(checked) + 1)):
        raise StoreError(f"the stroke indexes must be a permutation of 1..{len(checked)}, "
                         f"got {[si for _par, si in checked]}")
    return checked


def strokes(of_game: Game, value: object, where: str) -> int:
    """A hole's gross score: at least the game's least score (the registry's; Play Nine's
    card totals have none, play-nine.md). The greatest is left to game night's entry rule,
    which knows a Carambole course's own stroke limit."""
    count = whole(value, f"the score {where}")
    least = _least_score(of_game)
    if least is not None and count < least:
        raise StoreError(f"the score {where} is {count}: in {game_info(of_game.value).title} "
                         f"a hole takes at least {least} stroke{'' if least == 1 else 's'}")
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
