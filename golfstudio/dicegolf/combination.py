"""Dice combinations: the green's, a hazard's way out, the hole-in-one card's double.

The rulebook names what must show to hole out from the green, to leave a bunker or to cross
water: "a double", "a triple", "double 2". Here a combination is written as the rulebook
words it — ``double``, ``double 2``, ``triple``, ``triple 5``, ``two pairs``, ``straight``,
``four of a kind`` — and ``shows`` says whether dice show it. Only the four dice count (the
fifth die is not a die of the combination). *Decision* (docs/dicegolf-rules-engine.md):
"a double" is two dice or more showing one value; "double 2" is two dice or more showing 2;
"a triple" three or more of one value; "two pairs" as for the bonus, or four of a kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.throw import STRAIGHTS
from golfstudio.i18n import tr

__all__ = ["Combination", "Shape", "parse_combination"]


class Shape(StrEnum):
    DOUBLE = "double"
    TRIPLE = "triple"
    TWO_PAIRS = "two pairs"
    STRAIGHT = "straight"
    FOUR_OF_A_KIND = "four of a kind"


_SAME = {Shape.DOUBLE: 2, Shape.TRIPLE: 3, Shape.FOUR_OF_A_KIND: 4}


@dataclass(frozen=True)
class Combination:
    """A shape, and for a double, triple or four of a kind the value it needs, if any."""

    shape: Shape
    value: int | None = None

    def __str__(self) -> str:
        return self.shape.value if self.value is None else f"{self.shape.value} {self.value}"

    def shows(self, dice: Sequence[int]) -> bool:
        """Whether the four dice ``dice[:4]`` show the combination."""
        four = dice[:4]
        counts = Counter(four)
        if self.shape in _SAME:
            need = _SAME[self.shape]
            if self.value is not None:
                return counts[self.value] >= need
            return max(counts.values()) >= need
        if self.shape is Shape.TWO_PAIRS:
            return sorted(counts.values()) in ([2, 2], [4])
        return tuple(sorted(four)) in STRAIGHTS


def parse_combination(source: str) -> Combination:
    """``double``, ``double 2``, ``triple``, ``two pairs``, ``straight``, ``four of a kind``;
    ``DiceGolfError`` saying what is accepted."""
    words = " ".join(source.lower().split())
    for shape in Shape:
        if words == shape.value:
            return Combination(shape)
        if shape in _SAME and words.startswith(shape.value + " "):
            rest = words[len(shape.value) + 1:]
            if rest.isdigit() and 1 <= int(rest) <= 6:
                return Combination(shape, int(rest))
            raise DiceGolfError(tr("{shape} {value}: the value is a die's face, 1 to 6").format(
                shape=shape.value, value=repr(rest)))
    raise DiceGolfError(tr("unknown combination {combination} (expected double, double 1 to 6, "
                           "triple, triple 1 to 6, two pairs, straight or four of a kind)")
                        .format(combination=repr(source[:40])))
