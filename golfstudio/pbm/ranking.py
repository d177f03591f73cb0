"""Places, ranking points and the ranking list (pbm-golf.md, "Ranking list").

A tournament's lowest total is first; players on the same total share the places they span
and those places' points equally (totals 30, 32, 32, 35: places 1, 2–3 shared, 4). Place
``p`` alone earns ``numerator / (offset + p)`` points — ``10000 / (2.5 + p)`` by default, a
setting of the game. A player's ranking total weighs the game's last ten tournaments from the
oldest to the newest at 10 %, 28 %, 44 %, 58 %, 70 %, 80 %, 88 %, 94 %, 98 % and 100 %; a
tournament the player missed counts 0, and a game with fewer than ten tournaments so far
weighs them as the newest of the ten (three tournaments: 94 %, 98 %, 100 %). Points are kept
unrounded; the ranking list's places are shared by equal totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

__all__ = ["DEFAULT_NUMERATOR", "DEFAULT_OFFSET", "WEIGHTS", "PointsFormula", "Ranked",
           "places", "ranked", "ranking", "tournament_points", "weighted_total"]

WEIGHTS = (Fraction(10, 100), Fraction(28, 100), Fraction(44, 100), Fraction(58, 100),
           Fraction(70, 100), Fraction(80, 100), Fraction(88, 100), Fraction(94, 100),
           Fraction(98, 100), Fraction(1))
"""The weights of the last ten tournaments, oldest first (rule 10)."""
DEFAULT_NUMERATOR = 10_000
DEFAULT_OFFSET = Fraction(5, 2)


@dataclass(frozen=True)
class PointsFormula:
    """``numerator / (offset + place)``: the rulebook's program constant (10.4)."""

    numerator: int = DEFAULT_NUMERATOR
    offset: Fraction = DEFAULT_OFFSET

    def of_place(self, place: int) -> Fraction:
        return Fraction(self.numerator) / (self.offset + place)


def places(totals: Mapping[str, int]) -> dict[str, tuple[int, int]]:
    """Each player's places ``(first, last)``: lowest total first, a tie spanning its places."""
    ordered = sorted(totals.values())
    first_of: dict[int, int] = {}
    count_of: dict[int, int] = {}
    for index, total in enumerate(ordered, start=1):
        first_of.setdefault(total, index)
        count_of[total] = count_of.get(total, 0) + 1
    return {player: (first_of[total], first_of[total] + count_of[total] - 1)
            for player, total in totals.items()}


def tournament_points(totals: Mapping[str, int],
                      formula: PointsFormula = PointsFormula()) -> dict[str, Fraction]:
    """Each player's ranking points for one tournament: tied players share their places'
    points equally, so the points of a tournament are the sum of its places' points."""
    found: dict[str, Fraction] = {}
    shares: dict[tuple[int, int], Fraction] = {}
    for player, (first, last) in places(totals).items():
        if (first, last) not in shares:
            spanned = sum((formula.of_place(p) for p in range(first, last + 1)), Fraction(0))
            shares[(first, last)] = spanned / (last - first + 1)
        found[player] = shares[(first, last)]
    return found


def weighted_total(points: Sequence[Fraction]) -> Fraction:
    """A player's ranking total from their points in the game's tournaments, oldest first
    (0 for one they missed): the last ten, weighted (module docstring)."""
    last = list(points)[-len(WEIGHTS):]
    weights = WEIGHTS[len(WEIGHTS) - len(last):]
    return sum((p * w for p, w in zip(last, weights, strict=True)), Fraction(0))


@dataclass(frozen=True)
class Ranked:
    """One line of the ranking list."""

    player: str
    points: Fraction
    place: int


def ranking(tournaments: Sequence[Mapping[str, int]],
            formula: PointsFormula = PointsFormula()) -> tuple[list[dict[str, Fraction]],
                                                                list[Ranked]]:
    """Each tournament's points (oldest first; a player missing from one did not take part)
    and the ranking list of every player who took part in any: highest total first, equal
    totals sharing a place, then by name."""
    per_tournament = [tournament_points(totals, formula) for totals in tournaments]
    players = sorted({player for totals in tournaments for player in totals})
    return per_tournament, ranked({player: weighted_total([points.get(player, Fraction(0))
                                                           for points in per_tournament])
                                   for player in players})


def ranked(totals: Mapping[str, Fraction]) -> list[Ranked]:
    """The ranking list of these weighted totals: highest first, equal totals sharing a place
    (the first of the places they span), then by name."""
    ordered = sorted(totals, key=lambda player: (-totals[player], player))
    lines: list[Ranked] = []
    for index, player in enumerate(ordered, start=1):
        tied = lines and lines[-1].points == totals[player]
        lines.append(Ranked(player, totals[player], lines[-1].place if tied else index))
    return lines
