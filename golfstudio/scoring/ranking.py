"""Places in a standings list: ties share a place and the next place is skipped (1, 1, 3)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

Total = int | Fraction
"""A total to rank by: strokes, points, or an exact average (Fraction, so equal averages tie)."""


def places(totals: Mapping[str, Total], *, most_first: bool = False) -> list[tuple[str, int]]:
    """Names in standings order with their places.

    scoring.md: lowest total wins (stroke play), most points win (Stableford); ties share the
    place; equal totals are listed by name.
    """
    order = sorted(totals, key=lambda name: (-totals[name] if most_first else totals[name], name))
    ranked: list[tuple[str, int]] = []
    for position, name in enumerate(order, 1):
        if ranked and totals[name] == totals[ranked[-1][0]]:
            ranked.append((name, ranked[-1][1]))
        else:
            ranked.append((name, position))
    return ranked
