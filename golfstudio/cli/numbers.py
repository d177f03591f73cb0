"""Numbers on the command line: whole, and within the range that makes sense.

Every number a user types is checked on entry (a game count of 10⁸ must not run for hours);
argparse turns the ``ArgumentTypeError`` into the one line the CLI prints.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable


def whole(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None


def bounded(low: int, high: int, unit: str) -> Callable[[str], int]:
    """An argument type for a whole number from ``low`` to ``high`` ``unit``."""

    def parse(value: str) -> int:
        number = whole(value)
        if number < low:
            raise argparse.ArgumentTypeError(f"{value!r} must be at least {low:,}")
        if number > high:
            raise argparse.ArgumentTypeError(f"{value!r} is more than {high:,} {unit}")
        return number

    return parse


def seed(value: str) -> int:
    """A random seed: what ``random.Random`` and a saved game keep (0 to 2⁶⁴ − 1)."""
    number = whole(value)
    if not 0 <= number < 2**64:
        raise argparse.ArgumentTypeError(f"{value!r} is not a seed from 0 to 2^64 - 1")
    return number


def hole_numbers(maximum: int) -> Callable[[str], tuple[int, ...]]:
    """An argument type for ``1-9``, ``12,17`` or ``1-3,18``: hole numbers from 1 to
    ``maximum`` in the order played."""

    def parse(value: str) -> tuple[int, ...]:
        found: list[int] = []
        for part in value.split(","):
            first, dash, last = part.strip().partition("-")
            try:
                low = int(first)
                high = int(last) if dash else low
            except ValueError:
                raise argparse.ArgumentTypeError(
                    f"holes are numbers or ranges such as 1-9 or 12,17, not {value!r}"
                ) from None
            if not (1 <= low <= maximum and 1 <= high <= maximum and low <= high):
                raise argparse.ArgumentTypeError(
                    f"holes run from 1 to {maximum}, low to high, not {part.strip()!r}")
            found.extend(range(low, high + 1))
        return tuple(found)

    return parse
