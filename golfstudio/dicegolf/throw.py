"""A throw of the four dice under a zone's formula: its distance, its bonus, and the exact
distribution over every throw (dice-golf.md §2).

The player rolls two blue dice and two red ones (and the fifth die, 7 to 12, where a formula
names ``W``). The formula gives the metres; off the green and outside the hazards a throw
also earns **one** bonus at most: two pairs (two different values, each twice) +10 m, a
straight (1-2-3-4, 2-3-4-5 or 3-4-5-6) +30 m, four of a kind +50 m. Their exact chances are
90, 72 and 6 in 1,296.

``distribution`` enumerates every throw (1,296, or 7,776 with ``W``) with numpy and counts
each distance: the probabilities are exact fractions that add up to 1, made in milliseconds,
for the editor's histograms, the AIs and ``golfstudio dicegolf throw --distribution``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.formula import Die, Formula, Values, evaluate, evaluate_many, uses
from golfstudio.i18n import tr

__all__ = ["FOUR_OF_A_KIND", "STRAIGHT", "TWO_PAIRS", "Distribution", "Throw", "bonus",
           "distribution", "every_throw", "throw_from_faces"]

TWO_PAIRS, STRAIGHT, FOUR_OF_A_KIND = 10, 30, 50
"""The bonuses in metres (dice-golf.md §2)."""
STRAIGHTS = ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6))
FACES = range(1, 7)
FIFTH_DIE = range(7, 13)


@dataclass(frozen=True)
class Throw:
    """The dice of one throw: blue, red, and the fifth die when it is rolled."""

    b1: int
    b2: int
    r1: int
    r2: int
    w: int | None = None

    def __post_init__(self) -> None:
        for name, face in (("B1", self.b1), ("B2", self.b2), ("R1", self.r1), ("R2", self.r2)):
            if face not in FACES:
                raise DiceGolfError(tr("die {die} shows 1 to 6, not {face}").format(
                    die=name, face=face))
        if self.w is not None and self.w not in FIFTH_DIE:
            raise DiceGolfError(tr("die W shows 7 to 12, not {face}").format(face=self.w))

    def faces(self) -> dict[Die, int]:
        found = {Die.B1: self.b1, Die.B2: self.b2, Die.R1: self.r1, Die.R2: self.r2}
        if self.w is not None:
            found[Die.W] = self.w
        return found

    def bonus(self) -> int:
        return bonus((self.b1, self.b2, self.r1, self.r2))

    def distance(self, formula: Formula, bonuses: bool = True) -> tuple[int, int]:
        """(metres moved, the bonus among them) under ``formula``; ``bonuses`` is False on
        the green and in a hazard."""
        if Die.W in uses(formula) and self.w is None:
            raise DiceGolfError(tr("the formula uses the fifth die W: give its face (7 to 12)"))
        earned = self.bonus() if bonuses else 0
        return evaluate(formula, self.faces()) + earned, earned


def throw_from_faces(faces: Sequence[int]) -> Throw:
    """``B1, B2, R1, R2[, W]`` as a throw; ``DiceGolfError`` naming what is wrong."""
    if len(faces) not in (4, 5):
        raise DiceGolfError(tr("a throw is four dice B1,B2,R1,R2 and the fifth die W if "
                               "rolled, not {count} numbers").format(count=len(faces)))
    return Throw(*faces)


def bonus(dice: Sequence[int]) -> int:
    """The bonus of four dice (module docstring): at most one."""
    ordered = tuple(sorted(dice))
    if ordered[0] == ordered[3]:
        return FOUR_OF_A_KIND
    if ordered in STRAIGHTS:
        return STRAIGHT
    if ordered[0] == ordered[1] and ordered[2] == ordered[3]:
        return TWO_PAIRS
    return 0


@dataclass(frozen=True)
class Distribution:
    """Each distance a formula can give with its exact probability (ascending), and the
    mean."""

    outcomes: tuple[tuple[int, Fraction], ...]

    @property
    def mean(self) -> Fraction:
        return sum((d * p for d, p in self.outcomes), Fraction(0))

    def chance(self, at_least: int) -> Fraction:
        """The chance of moving ``at_least`` metres or more (crossing a limit that far)."""
        return sum((p for d, p in self.outcomes if d >= at_least), Fraction(0))


@lru_cache(maxsize=2)
def every_throw(fifth: bool) -> tuple[dict[Die, Values], Values]:
    """Every throw as arrays (one element a throw, each equally likely) and each one's
    bonus. The throws run in ``itertools.product`` order of ``B1, B2, R1, R2[, W]`` (the
    last die fastest), so the arrays reshape to a 6×6×6×6(×6) grid with one axis a die:
    the best AI's selection averages over the axes of the dice rolled again."""
    axes = [FACES] * 4 + ([FIFTH_DIE] if fifth else [])
    grid = np.array(np.meshgrid(*axes, indexing="ij"), dtype=np.int64).reshape(len(axes), -1)
    dice = {Die.B1: grid[0], Die.B2: grid[1], Die.R1: grid[2], Die.R2: grid[3]}
    if fifth:
        dice[Die.W] = grid[4]
    four = np.sort(grid[:4], axis=0)
    bonuses = np.zeros(grid.shape[1], dtype=np.int64)
    pairs = (four[0] == four[1]) & (four[2] == four[3])
    bonuses[pairs] = TWO_PAIRS
    straight = (four[1] == four[0] + 1) & (four[2] == four[0] + 2) & (four[3] == four[0] + 3)
    bonuses[straight] = STRAIGHT
    bonuses[four[0] == four[3]] = FOUR_OF_A_KIND
    for array in (*dice.values(), bonuses):
        array.setflags(write=False)
    return dice, bonuses


def distribution(formula: Formula, bonuses: bool = True) -> Distribution:
    """The exact distribution of the distance ``formula`` gives (with the bonuses where
    ``bonuses``), over every throw."""
    dice, earned = every_throw(Die.W in uses(formula))
    values = evaluate_many(formula, dice)
    if bonuses:
        values = values + earned
    distances, counts = np.unique(values, return_counts=True)
    total = len(values)
    return Distribution(tuple((int(d), Fraction(int(c), total))
                              for d, c in zip(distances, counts, strict=True)))
