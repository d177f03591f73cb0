"""A PBM Golf game's settings: the rulebook's program constants, fixed for all its
tournaments (pbm-golf.md, rule 1.3).

The six lanes' base values (*Decision*: 100, 150, 200, 250, 300 and 350 m by default, since
4.3 was lost) and random parts (``1d3 1d4 1d6 2d2 2d3 2d4``: the sum of x rolls of a y-sided
die), the club limit (350) and the points formula (``10000 / (2.5 + p)``). A tournament's
lane lengths are rolled from a seed stored with it (``roll_lanes``), so every evaluation can
be reproduced; the announcement shows the base values and random parts, never the lengths.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from golfstudio.i18n import tr
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.ranking import DEFAULT_NUMERATOR, DEFAULT_OFFSET, PointsFormula
from golfstudio.pbm.strokes import MAX_CLUB, MAX_LENGTH

__all__ = ["DEFAULT_BASES", "DEFAULT_PARTS", "LANES", "GameSettings", "RandomPart",
           "parse_part"]

LANES = 6
"""Lanes of a tournament (rule 4)."""
MAX_DICE, MAX_SIDES = 10, 100
"""A random part rolls at most ten dice of at most a hundred sides."""
MAX_SEED = 2**63 - 1
_PART = re.compile(r"^\s*(\d{1,2})\s*[dDwW]\s*(\d{1,3})\s*$")
"""``2d3`` (German ``2W3`` too: a "Würfel")."""


@dataclass(frozen=True)
class RandomPart:
    """The sum of ``dice`` rolls of a ``sides``-sided die (faces 1 to ``sides``)."""

    dice: int
    sides: int

    def __post_init__(self) -> None:
        if not 1 <= self.dice <= MAX_DICE or not 2 <= self.sides <= MAX_SIDES:
            raise PbmError(tr("a random part rolls 1 to {dice} dice of 2 to {sides} sides, "
                              "not {part}").format(dice=MAX_DICE, sides=MAX_SIDES,
                                                   part=f"{self.dice}d{self.sides}"))

    def __str__(self) -> str:
        return f"{self.dice}d{self.sides}"

    @property
    def highest(self) -> int:
        return self.dice * self.sides

    def outcomes(self) -> dict[int, Fraction]:
        """Each sum with its exact chance (for the optimiser's expectation)."""
        counts = {0: 1}
        for _ in range(self.dice):  # one die at a time: at most 10 × 1,000 sums
            following: dict[int, int] = {}
            for total, count in counts.items():
                for face in range(1, self.sides + 1):
                    following[total + face] = following.get(total + face, 0) + count
            counts = following
        whole = sum(counts.values())
        return {total: Fraction(count, whole) for total, count in sorted(counts.items())}

    def roll(self, rng: random.Random) -> int:
        return sum(rng.randint(1, self.sides) for _ in range(self.dice))


def parse_part(text: str) -> RandomPart:
    """``1d3``, ``2d4`` (or ``2W4``); ``PbmError`` saying what is accepted."""
    found = _PART.match(text)
    if found is None:
        raise PbmError(tr("a random part is written like 2d3 (two rolls of a three-sided "
                          "die), not {text}").format(text=repr(text[:20])))
    return RandomPart(int(found.group(1)), int(found.group(2)))


DEFAULT_BASES = (100, 150, 200, 250, 300, 350)
DEFAULT_PARTS = tuple(parse_part(p) for p in ("1d3", "1d4", "1d6", "2d2", "2d3", "2d4"))


@dataclass(frozen=True)
class GameSettings:
    """One game's constants (module docstring)."""

    base_values: tuple[int, ...] = DEFAULT_BASES
    random_parts: tuple[RandomPart, ...] = DEFAULT_PARTS
    club_limit: int = 350
    points: PointsFormula = field(default_factory=PointsFormula)

    def __post_init__(self) -> None:
        if len(self.base_values) != LANES or len(self.random_parts) != LANES:
            raise PbmError(tr("a tournament has {lanes} lanes: give {lanes} base values and "
                              "{lanes} random parts").format(lanes=LANES))
        for lane, (base, part) in enumerate(zip(self.base_values, self.random_parts,
                                                strict=True), start=1):
            if base < 0 or base + part.highest > MAX_LENGTH:
                raise PbmError(tr("lane {lane}: a base value from 0 with its random part at "
                                  "most {most} m, not {base} + {part}").format(
                                      lane=lane, most=f"{MAX_LENGTH:,}", base=base, part=part))
        if not 1 <= self.club_limit <= MAX_CLUB:
            raise PbmError(tr("the club limit is from 1 to {most}, not {limit}").format(
                most=f"{MAX_CLUB:,}", limit=self.club_limit))
        if not (1 <= self.points.numerator <= 10**9 and 0 <= self.points.offset <= 1000):
            raise PbmError(tr("the points formula is numerator / (offset + place): a numerator "
                              "from 1 to 10⁹ and an offset from 0 to 1,000"))

    @property
    def longest(self) -> int:
        """The longest lane any tournament of the game can have."""
        return max(b + p.highest for b, p in zip(self.base_values, self.random_parts,
                                                 strict=True))

    def roll_lanes(self, seed: int) -> tuple[int, ...]:
        """The tournament's six lane lengths, from its stored seed: the same seed, the same
        lanes, on every machine (``random.Random`` is specified across platforms)."""
        if not 0 <= seed <= MAX_SEED:
            raise PbmError(tr("a seed is from 0 to 2^63 - 1, not {seed}").format(seed=seed))
        rng = random.Random(seed)
        return tuple(base + part.roll(rng)
                     for base, part in zip(self.base_values, self.random_parts, strict=True))

    def to_json(self) -> dict[str, Any]:
        return {"base_values": list(self.base_values),
                "random_parts": [str(p) for p in self.random_parts],
                "club_limit": self.club_limit,
                "points": {"numerator": self.points.numerator,
                           "offset": str(self.points.offset)}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSettings:
        """Settings from their JSON, every value checked (``PbmError``)."""
        try:
            bases = data.get("base_values", list(DEFAULT_BASES))
            parts = data.get("random_parts", [str(p) for p in DEFAULT_PARTS])
            points = data.get("points", {})
            if not (isinstance(bases, list) and all(type(b) is int for b in bases)):
                raise PbmError(tr("base_values is a list of whole numbers of metres"))
            if not (isinstance(parts, list) and all(isinstance(p, str) for p in parts)):
                raise PbmError(tr("random_parts is a list like [\"1d3\", \"2d4\", …]"))
            limit = data.get("club_limit", 350)
            if type(limit) is not int:
                raise PbmError(tr("club_limit is a whole number"))
            numerator = points.get("numerator", DEFAULT_NUMERATOR)
            offset = Fraction(str(points.get("offset", DEFAULT_OFFSET)))
            if type(numerator) is not int:
                raise PbmError(tr("the points formula's numerator is a whole number"))
        except (AttributeError, ValueError, ZeroDivisionError):
            raise PbmError(tr("the settings are an object of base_values, random_parts, "
                              "club_limit and points")) from None
        return cls(tuple(bases), tuple(parse_part(p) for p in parts), limit,
                   PointsFormula(numerator, offset))
