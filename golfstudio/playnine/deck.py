"""The 108 cards of Play Nine as data (``resources/playnine/deck.json``).

play-nine.md, "Deck and layout": values 0 ("Mulligan") to 12 ("out of bounds"), eight of
each, and four "hole in one" cards worth −5. The engine keeps a pile as counts per value
(the order of a shuffled pile is chance, drawn card by card), indexed by ``slot_of`` so a
pile is a short list of small counts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from golfstudio.i18n import tr
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.playnine.errors import PlayNineError
from golfstudio.resources import resource_path

__all__ = ["DECK_SIZE", "HOLE_IN_ONE", "VALUES", "Deck", "card_name", "deck", "index_of",
           "value_counts"]

HOLE_IN_ONE = -5
VALUES: tuple[int, ...] = (HOLE_IN_ONE, *range(13))
"""Every value a card may have, in the order piles count them."""
DECK_SIZE = 108

_INDEX = {v: k for k, v in enumerate(VALUES)}


def index_of(value: int) -> int:
    """A value's place in a pile's counts (``VALUES``)."""
    return _INDEX[value]


@dataclass(frozen=True)
class Deck:
    """How many cards of each value the deck holds (in ``VALUES`` order) and their names."""

    counts: tuple[int, ...]
    names: Mapping[int, str]


def _read() -> Deck:
    path = resource_path("playnine", "deck.json")
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise PlayNineError(tr("the Play Nine deck ({path}): {problem}").format(
            path=path, problem=exc)) from None
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list):
        raise PlayNineError(tr("the Play Nine deck ({path}) has no list of cards").format(
            path=path))
    counts = [0] * len(VALUES)
    names: dict[int, str] = {}
    for entry in cards:
        value = entry.get("value") if isinstance(entry, dict) else None
        count = entry.get("count") if isinstance(entry, dict) else None
        if value not in _INDEX or not isinstance(count, int) or not 0 < count <= DECK_SIZE:
            raise PlayNineError(tr("the Play Nine deck ({path}): not a card of the game: {entry}")
                                .format(path=path, entry=entry))
        counts[_INDEX[value]] += count
        if isinstance(entry.get("name"), str):
            names[value] = entry["name"]
    if sum(counts) != DECK_SIZE:
        raise PlayNineError(tr("the Play Nine deck ({path}) has {count} cards, not {size}")
                            .format(path=path, count=sum(counts), size=DECK_SIZE))
    return Deck(tuple(counts), names)


@lru_cache(maxsize=1)
def deck() -> Deck:
    """The bundled deck, read once."""
    return _read()


def card_name(value: int) -> str:
    """The rulebook's name of a card, else its value ("Mulligan", "7", "Hole in one")."""
    return deck().names.get(value, str(value))


def value_counts(values: Sequence[int]) -> list[int]:
    """``values`` as counts per value (``VALUES`` order)."""
    counts = [0] * len(VALUES)
    for v in values:
        counts[_INDEX[v]] += 1
    return counts
