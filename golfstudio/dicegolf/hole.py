"""A Dice Golf hole drawn as a track in whole metres, and a course of such holes (§1, §4).

The printed boards are lost, so a hole is data a user draws (the track editor): its length
(the hole lies there) and par; the **zones** that split the fairway, each with the formula
that turns a throw into metres (a zone starts at its ``start`` and runs to the next zone or
to the green; the starts after the first are the zone limits, the red dotted lines); the
**proximity zones** (yellow dotted lines) from which a throw may cross a limit; the **green**
with its own formula and the combination that holes out from it, running from its ``start``
to the **end of terrain**; and the **hazards**, bands of whole metres, both ends included.

The models check each object alone — a formula that parses, a band whose end is not before
its start, a hazard with the parameters of its kind — and are frozen, strict and refuse
unknown keys. Whether a hole's pieces fit together (bands that overlap, a hazard beyond the
hole, a zone past the green) is ``validate.validate``'s job, because the editor must hold a
hole that is not finished yet.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Annotated, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from golfstudio.dicegolf.combination import Combination, parse_combination
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import Formula, parse
from golfstudio.dicegolf.limits import (
    MAX_HAZARDS,
    MAX_HOLES,
    MAX_METRES,
    MAX_NAME_LENGTH,
    MAX_NOTES_LENGTH,
    MAX_PAR,
    MAX_PROXIMITY,
    MAX_SLOPE,
    MAX_ZONES,
    MIN_HOLES,
    MIN_PAR,
    PROXIMITY_WIDTHS,
)
from golfstudio.i18n import tr

__all__ = [
    "Band",
    "Bank",
    "Bunker",
    "Course",
    "Green",
    "Grove",
    "Hazard",
    "HazardKind",
    "Hole",
    "Proximity",
    "Slope",
    "Water",
    "Zone",
]


def _formula_text(source: str) -> str:
    try:
        parse(source)
    except DiceGolfError as exc:
        raise ValueError(str(exc)) from None
    return source


def _combination_text(source: str) -> str:
    try:
        parse_combination(source)
    except DiceGolfError as exc:
        raise ValueError(tr("combination {problem}").format(problem=exc)) from None
    return source


_parsed = lru_cache(maxsize=1024)(parse)
_combination = lru_cache(maxsize=64)(parse_combination)
"""Parsed once per text, not kept on the model: ``model_copy(update=…)`` copies a model's
``__dict__``, so a cached property would go stale in the editor's copies."""

FormulaText = Annotated[str, Field(max_length=200), AfterValidator(_formula_text)]
CombinationText = Annotated[str, Field(max_length=40), AfterValidator(_combination_text)]
Metre = Annotated[int, Field(ge=0, le=MAX_METRES)]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Zone(_Model):
    """A stretch of fairway from ``start`` with its calculation mode (rule 3)."""

    start: Metre
    formula: FormulaText

    @property
    def parsed(self) -> Formula:
        return _parsed(self.formula)


class Green(_Model):
    """The green from ``start`` to the end of terrain: its formula and the combination that
    holes out from it (§1, rule 6)."""

    start: Metre
    formula: FormulaText
    combination: CombinationText = "double"

    @property
    def parsed(self) -> Formula:
        return _parsed(self.formula)

    @property
    def holes_out(self) -> Combination:
        return _combination(self.combination)


class Band(_Model):
    """Whole metres ``start`` to ``end``, both included."""

    start: Metre
    end: Metre

    @model_validator(mode="after")
    def _ordered(self) -> Self:
        if self.end < self.start:
            raise ValueError(tr("the band ends at {end} m, before it starts at {start} m")
                             .format(end=self.end, start=self.start))
        return self

    def holds(self, metre: int) -> bool:
        return self.start <= metre <= self.end

    @property
    def span(self) -> str:
        return f"{self.start}–{self.end} m"


class Proximity(Band):
    """A proximity zone (yellow dotted lines): a throw that starts here may cross a zone
    limit without penalty (rule 8). It is 30, 40 or 50 m long."""

    @model_validator(mode="after")
    def _width(self) -> Self:
        width = self.end - self.start + 1
        if width not in PROXIMITY_WIDTHS:
            raise ValueError(tr("a proximity zone is 30, 40 or 50 m long; {span} is {width} m")
                             .format(span=self.span, width=width))
        return self


class HazardKind(StrEnum):
    BUNKER = "bunker"
    POND = "pond"
    RIVER = "river"
    WATER_CROSSING = "water-crossing"
    SLOPE = "slope"
    BANK = "bank"
    GROVE = "grove"


class Bunker(Band):
    """Get out with a double (two rolls of the four dice) or a triple (one roll, keep some,
    roll the rest); the dice's total is the distance moved (§4)."""

    kind: Literal["bunker"] = "bunker"
    needs: Literal["double", "triple"]


class Water(Band):
    """A pond, river or water crossing: a ball that lands in it makes one throw with a
    selection; the given double costs one penalty, anything else two; the ball goes back to
    ``back_to`` either way (§4)."""

    kind: Literal["pond", "river", "water-crossing"]
    double: int = Field(ge=1, le=6)
    back_to: Metre

    @property
    def escape(self) -> Combination:
        return _combination(f"double {self.double}")


class Slope(Band):
    """Adds ``metres`` (negative: takes them) to a throw made from the band."""

    kind: Literal["slope"] = "slope"
    metres: int = Field(ge=-MAX_SLOPE, le=MAX_SLOPE)


class Bank(Band):
    """A bank (talus) takes ``metres`` off a throw made from the band."""

    kind: Literal["bank"] = "bank"
    metres: int = Field(ge=1, le=MAX_SLOPE)


class Grove(Band):
    """Get out with a double and a total under 15 m (two rolls); 15 m or more and the ball
    goes back by the total (§4)."""

    kind: Literal["grove"] = "grove"


Hazard = Annotated[Bunker | Water | Slope | Bank | Grove, Field(discriminator="kind")]


class Hole(_Model):
    """One hole (module docstring). ``length`` is where the hole lies."""

    name: str = Field(default="", max_length=MAX_NAME_LENGTH)
    length: int = Field(ge=10, le=MAX_METRES)
    par: int = Field(ge=MIN_PAR, le=MAX_PAR)
    zones: tuple[Zone, ...] = Field(min_length=1, max_length=MAX_ZONES)
    green: Green
    end_of_terrain: int = Field(ge=11, le=MAX_METRES)
    proximity: tuple[Proximity, ...] = Field(default=(), max_length=MAX_PROXIMITY)
    hazards: tuple[Hazard, ...] = Field(default=(), max_length=MAX_HAZARDS)

    @property
    def limits(self) -> tuple[int, ...]:
        """The zone limits (red dotted lines): where the second and later zones start."""
        return tuple(zone.start for zone in self.zones[1:])

    def zone_at(self, metre: int) -> Zone | None:
        """The fairway zone holding ``metre``; None on the green."""
        if metre >= self.green.start:
            return None
        found = self.zones[0]
        for zone in self.zones:
            if zone.start <= metre:
                found = zone
        return found

    def on_green(self, metre: int) -> bool:
        return metre >= self.green.start

    def hazard_at(self, metre: int) -> Bunker | Water | Slope | Bank | Grove | None:
        if 0 <= metre < len(self._hazard_by_metre):
            return self._hazard_by_metre[metre]
        for hazard in self.hazards:
            if hazard.holds(metre):
                return hazard
        return None

    @cached_property
    def _hazard_by_metre(self) -> tuple[Bunker | Water | Slope | Bank | Grove | None, ...]:
        """The first hazard holding each metre of the terrain: the dynamic programme asks
        this some half a million times a course (a frozen model: made once, on first use)."""
        found: list[Bunker | Water | Slope | Bank | Grove | None] = [None] * (
            self.end_of_terrain + 1)
        for hazard in reversed(self.hazards):  # the first listed wins, as the scan above
            for metre in range(max(0, hazard.start), min(hazard.end, self.end_of_terrain) + 1):
                found[metre] = hazard
        return tuple(found)

    def in_proximity(self, metre: int) -> bool:
        return any(zone.holds(metre) for zone in self.proximity)


class Course(_Model):
    """Nine holes (or one to 18) under a name."""

    name: str = Field(default="", max_length=MAX_NAME_LENGTH)
    notes: str = Field(default="", max_length=MAX_NOTES_LENGTH)
    holes: tuple[Hole, ...] = Field(min_length=MIN_HOLES, max_length=MAX_HOLES)
