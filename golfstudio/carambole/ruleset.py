"""Dice and cards: where a shot's impulses come from (rulebook "Déplacement de la balle").

The faces and cards are *Data* (carambole.md §2): the default table lives in
``resources/carambole/ruleset.json`` and a course may carry its own. A card is combined with
the white die ("+3" and a 5 give 8 impulses) and never yields fewer than 0 impulses. Chance
is explicit (architecture.md): every source lists its faces with exact probabilities, so the
engine's chance nodes and the analysis compute expectations instead of sampling.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from golfstudio.carambole.errors import CourseError, join_names, validation_messages
from golfstudio.carambole.limits import MAX_IMPULSES
from golfstudio.i18n import tr
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.resources import resource_path

CardOp = Literal["+", "-", "x"]
Name = Annotated[str, Field(min_length=1)]


def die_name(name: str) -> str:
    """A die as a player calls it, in the user's language: the default dice's colours are
    translated ("the green die"), an owner's own die names are shown as the file has them."""
    words = {"white": tr("white", "a die's colour"), "red": tr("red", "a die's colour"),
             "orange": tr("orange", "a die's colour"), "yellow": tr("yellow", "a die's colour"),
             "green": tr("green", "a die's colour"), "blue": tr("blue", "a die's colour"),
             "violet": tr("violet", "a die's colour")}
    return words.get(name, name)


class Die(BaseModel):
    """A die and its six printed faces (the board lists them beside the courses, item L)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name = Field(description="How players call the die, e.g. 'yellow'.")
    colour: Name = Field(description="A colour name or #rrggbb, for drawing the die.")
    faces: tuple[Annotated[int, Field(ge=0, le=MAX_IMPULSES)], ...] = Field(
        min_length=6, max_length=6, description="The six numbers printed on the die.")


class Card(BaseModel):
    """A card that turns a white-die throw into impulses (fig. 20: "x4" and a 4 give 16)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name = Field(description="What the card shows, e.g. '+3' or 'min'.")
    op: CardOp = Field(description="'+' adds, '-' subtracts (never below 0), 'x' multiplies.")
    value: int = Field(ge=0, le=MAX_IMPULSES)


def impulses_for_card(card: Card, white_face: int) -> int:
    """The impulses a card gives with a white-die throw, never fewer than 0.

    Rulebook fig. 20: "min" (−2) and a 5 give 3; "x4" and a 4 give 16; "+7" and a 3 give 10.
    """
    if card.op == "+":
        return white_face + card.value
    if card.op == "-":
        return max(0, white_face - card.value)
    return white_face * card.value


@dataclass(frozen=True)
class FaceOutcome:
    """One face of a throw: the printed number, the impulses it gives, its probability."""

    face: int
    impulses: int
    probability: Fraction


@dataclass(frozen=True)
class ImpulseSource:
    """A way to get impulses: a die alone, or a card with the white die (carambole.md §2)."""

    name: str
    die: Die
    card: Card | None
    outcomes: tuple[FaceOutcome, ...]

    @property
    def is_card(self) -> bool:
        return self.card is not None

    def distribution(self) -> dict[int, Fraction]:
        """Impulses → probability, faces giving the same impulses merged, smallest first."""
        merged: dict[int, Fraction] = {}
        for outcome in self.outcomes:
            merged[outcome.impulses] = merged.get(outcome.impulses, Fraction(0)) + (
                outcome.probability)
        return dict(sorted(merged.items()))

    def expected_impulses(self) -> Fraction:
        return sum((o.impulses * o.probability for o in self.outcomes), Fraction(0))


class Ruleset(BaseModel):
    """The dice and cards a game uses; ``white`` names the die cards combine with."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    white: Name = Field("white", description="Name of the die that cards are used with.")
    dice: tuple[Die, ...] = Field(min_length=1)
    cards: tuple[Card, ...] = ()

    @model_validator(mode="after")
    def _names_are_unique_and_white_exists(self) -> Self:
        for what, names in ((tr("two of its dice are called {names}"),
                             [d.name for d in self.dice]),
                            (tr("two of its cards are called {names}"),
                             [c.name for c in self.cards])):
            twice = sorted({n for n in names if names.count(n) > 1})
            if twice:
                raise ValueError(what.format(names=join_names(twice)))
        if self.white not in {d.name for d in self.dice}:
            raise ValueError(tr('white die "{name}" is not one of its dice').format(
                name=self.white))
        top = max(self.white_die.faces)
        for card in self.cards:
            most = max(impulses_for_card(card, face) for face in self.white_die.faces)
            if most > MAX_IMPULSES:
                raise ValueError(
                    tr("card {card} with the white die's {top} gives {count} impulses, more "
                       "than the {most} a shot can have").format(
                        card=card.name, top=top, count=most, most=MAX_IMPULSES))
        return self

    def die(self, name: str) -> Die:
        for die in self.dice:
            if die.name == name:
                return die
        raise CourseError(tr('the ruleset has no die called "{name}"').format(name=name))

    @property
    def white_die(self) -> Die:
        return self.die(self.white)

    def impulse_sources(self) -> tuple[ImpulseSource, ...]:
        """Every die, then every card with the white die; each face has probability 1/6."""
        sources: list[ImpulseSource] = []
        for die in self.dice:
            p = Fraction(1, len(die.faces))
            sources.append(ImpulseSource(die.name, die, None,
                                         tuple(FaceOutcome(f, f, p) for f in die.faces)))
        white = self.white_die
        p = Fraction(1, len(white.faces))
        for card in self.cards:
            sources.append(ImpulseSource(
                card.name, white, card,
                tuple(FaceOutcome(f, impulses_for_card(card, f), p) for f in white.faces)))
        return tuple(sources)


DEFAULT_RULESET_PATH = ("carambole", "ruleset.json")


def ruleset_from_data(data: object, source: str | None = None) -> Ruleset:
    """Validate a ruleset JSON object, or raise ``CourseError`` with one line per problem."""
    if not isinstance(data, Mapping):
        raise CourseError(tr("a ruleset is a JSON object, got {kind}").format(
            kind=type(data).__name__), source)
    try:
        return Ruleset.model_validate_json(json.dumps(data), strict=True)
    except ValidationError as exc:
        raise CourseError(validation_messages(exc, data), source) from None


def load_ruleset(path: str | Path) -> Ruleset:
    path = Path(path)
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise CourseError(str(exc), path.name) from None
    return ruleset_from_data(data, path.name)


@lru_cache(maxsize=1)
def default_ruleset() -> Ruleset:
    """The bundled dice and cards (carambole.md §2 Decision), read once."""
    return load_ruleset(resource_path(*DEFAULT_RULESET_PATH))
