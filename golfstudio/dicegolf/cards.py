"""Dice Golf's deck and weather vane as data (``resources/dicegolf/cards.json``, §5).

The printed cards are lost, so their counts, the green cards' metres and the weather vane's
sectors are data with a default set (dice-golf.md §5, *Data*). A file is
``{"format": "golfstudio.dicegolf-cards", "version": 1, "cards": [...], "vane": [...]}``:

- each **kind** of card has an ``id`` (what a saved game names), a ``name`` (what a player
  reads), an ``effect`` — ``hole-in-one``, ``green-in-one``, ``chance``, ``air-shot``,
  ``no-penalty``, ``weather`` or ``green`` (with the ``metres`` it moves a ball on the green)
  — and a ``count``;
- each **sector** of the vane has an ``id``, a ``name`` and the ``metres`` it adds to a throw
  (negative: takes off). A spin lands on every sector with the same chance.

Every number is range-checked on entry (``limits``), and the deck must hold enough cards to
deal ``HAND_SIZE`` to ``MAX_PLAYERS`` players. A broken file is a ``DiceGolfError`` with one
line per problem naming the card or sector ("card green-4: metres must be at least 1, got 0").
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Annotated, Any, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.limits import (
    HAND_SIZE,
    MAX_CARD_KINDS,
    MAX_DECK,
    MAX_GREEN_CARD_METRES,
    MAX_PLAYERS,
    MAX_VANE_METRES,
    MAX_VANE_SECTORS,
)
from golfstudio.docfile import DocKind, Naming, validation_messages
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.resources import resource_path

__all__ = ["AGAINST", "CARDS_FILE", "CardEffect", "CardKind", "Deck", "Sector", "deck_from_data",
           "default_deck", "load_deck", "loads_deck"]

FORMAT = "golfstudio.dicegolf-cards"
VERSION = 1
CARDS_FILE = DocKind(FORMAT, VERSION, QT_TR_NOOP("deck"), QT_TR_NOOP("a Dice Golf deck file"),
                     DiceGolfError)
DEFAULT_DECK_PATH = ("dicegolf", "cards.json")


class CardEffect(StrEnum):
    """What a card does (docs/dicegolf-rules-engine.md, "Cards")."""

    HOLE_IN_ONE = "hole-in-one"
    GREEN_IN_ONE = "green-in-one"
    CHANCE = "chance"
    AIR_SHOT = "air-shot"
    NO_PENALTY = "no-penalty"
    WEATHER = "weather"
    GREEN = "green"


AGAINST = frozenset({CardEffect.AIR_SHOT, CardEffect.WEATHER})
"""The effects an opponent lays against the thrower before the throw (§5)."""

_Id = Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[a-z0-9][a-z0-9-]*$")]
_Name = Annotated[str, Field(min_length=1, max_length=60)]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class CardKind(_Model):
    """One kind of card and how many the deck holds; ``metres`` only for a green card."""

    id: _Id
    name: _Name
    effect: CardEffect
    metres: int | None = Field(default=None, ge=1, le=MAX_GREEN_CARD_METRES)
    count: int = Field(ge=1, le=MAX_DECK)

    @model_validator(mode="after")
    def _metres_for_green_cards(self) -> Self:
        if self.effect is CardEffect.GREEN and self.metres is None:
            raise ValueError('a green card needs "metres": how far it moves the ball')
        if self.effect is not CardEffect.GREEN and self.metres is not None:
            raise ValueError(f'only a green card has "metres", not a {self.effect.value} card')
        return self


class Sector(_Model):
    """One sector of the weather vane: the metres it adds to a throw (negative: takes off)."""

    id: _Id
    name: _Name
    metres: int = Field(ge=-MAX_VANE_METRES, le=MAX_VANE_METRES)


class Deck(_Model):
    """The kinds of card in deck order (a hand and the deck are counts in this order) and
    the vane's sectors."""

    notes: str = Field(default="", max_length=4_000)
    cards: tuple[CardKind, ...] = Field(min_length=1, max_length=MAX_CARD_KINDS)
    vane: tuple[Sector, ...] = Field(min_length=1, max_length=MAX_VANE_SECTORS)

    @model_validator(mode="after")
    def _ids_and_size(self) -> Self:
        for what, ids in (("card", [c.id for c in self.cards]),
                          ("sector", [s.id for s in self.vane])):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            if twice and what == "card":
                raise ValueError(tr("two cards are called {id}: give them different ids")
                                 .format(id=twice[0]))
            if twice:
                raise ValueError(tr("two sectors are called {id}: give them different ids")
                                 .format(id=twice[0]))
        size = sum(c.count for c in self.cards)
        least = HAND_SIZE * MAX_PLAYERS
        if not least <= size <= MAX_DECK:
            raise ValueError(tr("the deck holds {size} cards; it needs {least} to {most} "
                                "({hand} for each of up to {players} players)").format(
                size=size, least=least, most=MAX_DECK, hand=HAND_SIZE, players=MAX_PLAYERS))
        return self

    @property
    def size(self) -> int:
        return sum(c.count for c in self.cards)

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """How many of each kind, in deck order."""
        return tuple(c.count for c in self.cards)

    @cached_property
    def _index(self) -> dict[str, int]:
        return {c.id: k for k, c in enumerate(self.cards)}

    def index(self, card_id: str) -> int | None:
        """The kind's place in deck order; None for an id the deck does not have."""
        return self._index.get(card_id)

    def kind(self, card_id: str) -> CardKind:
        """The kind of ``card_id``; ``DiceGolfError`` naming the ids there are."""
        k = self.index(card_id)
        if k is None:
            known = ", ".join(c.id for c in self.cards)
            raise DiceGolfError(tr("there is no card {card} (cards: {known})").format(
                card=repr(card_id), known=known))
        return self.cards[k]

    def name(self, card_id: str) -> str:
        """A card's name for a player, else its id as given."""
        k = self.index(card_id)
        return card_id if k is None else self.cards[k].name

    def sector(self, sector_id: str) -> Sector | None:
        return next((s for s in self.vane if s.id == sector_id), None)


def _named_by_id(item: Any) -> str | None:
    value = item.get("id")
    return value if isinstance(value, str) and value else None


NAMING = Naming(items={"cards": ("card", _named_by_id), "vane": ("sector", _named_by_id)})


def deck_from_data(data: object, source: str | None = None) -> Deck:
    """A deck from a parsed file object: envelope, upgrade, then the models; ``DiceGolfError``
    with one line per problem, prefixed with ``source``."""
    try:
        body = CARDS_FILE.open(data)
    except DiceGolfError as exc:
        raise DiceGolfError(exc.messages, source) from None
    try:
        return Deck.model_validate_json(json.dumps(body), strict=True)
    except ValidationError as exc:
        raise DiceGolfError(validation_messages(exc, body, NAMING), source) from None


def loads_deck(text: str, source: str | None = None) -> Deck:
    try:
        data = CARDS_FILE.parse(text)
    except DiceGolfError as exc:
        raise DiceGolfError(exc.messages, source) from None
    return deck_from_data(data, source)


def load_deck(path: str | Path) -> Deck:
    path = Path(path)
    try:
        text = CARDS_FILE.read_text(path)
    except DiceGolfError as exc:
        raise DiceGolfError(exc.messages, path.name) from None
    return loads_deck(text, path.name)


@lru_cache(maxsize=1)
def default_deck() -> Deck:
    """The bundled deck and vane (60 cards, eight sectors), read once."""
    return load_deck(resource_path(*DEFAULT_DECK_PATH))
