"""The club optimiser: four clubs for a game's lanes that make the expected tournament short
(issue 16, "Club optimiser").

The expectation is exact: each lane's length is its base value plus a random part whose
chances are known (``RandomPart.outcomes``), so a club set's expected strokes are the sum,
over the six lanes and their possible lengths, of each length's chance times the strokes
it takes (``strokes_table``: one search serves every length). Finding the best set among
hundreds of millions is a search: from each start, one club at a time is replaced by the
value (1 to the club limit) that makes the expectation lowest, until no single club improves
it; starts are the player's kept clubs with the others spread over the lanes, then random
sets from the seeded generator, until the time allowed is spent. Clubs the player keeps
(``keep``: the ones they would rather not swap) stay in every set tried.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from golfstudio.i18n import tr
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.settings import GameSettings
from golfstudio.pbm.strokes import CLUBS, strokes_table

__all__ = ["Optimised", "expected_strokes", "lane_chances", "optimise"]

MAX_SECONDS = 600.0


def lane_chances(settings: GameSettings) -> list[tuple[int, Fraction]]:
    """Every (length, chance) over the six lanes: a length on two lanes counts twice."""
    found: dict[int, Fraction] = {}
    for base, part in zip(settings.base_values, settings.random_parts, strict=True):
        for rolled, chance in part.outcomes().items():
            found[base + rolled] = found.get(base + rolled, Fraction(0)) + chance
    return sorted(found.items())


def expected_strokes(clubs: Sequence[int], settings: GameSettings,
                     chances: Sequence[tuple[int, Fraction]] | None = None) -> Fraction:
    """The exact expected tournament strokes of ``clubs`` (module docstring)."""
    table = strokes_table(clubs, settings.longest)
    return sum((chance * table.strokes(length)
                for length, chance in (chances or lane_chances(settings))), Fraction(0))


@dataclass(frozen=True)
class Optimised:
    """The best set found, its expected strokes, and how the search went."""

    clubs: tuple[int, ...]
    expected: Fraction
    starts: int
    sets_tried: int
    seconds: float


def optimise(settings: GameSettings, keep: Sequence[int] = (), *, seconds: float = 20.0,
             seed: int = 0) -> Optimised:
    """The search of the module docstring, for at most ``seconds``."""
    kept = tuple(keep)
    if len(kept) > CLUBS or not all(1 <= c <= settings.club_limit for c in kept):
        raise PbmError(tr("keep at most {clubs} clubs, each from 1 to {limit}").format(
            clubs=CLUBS, limit=settings.club_limit))
    if not 0 < seconds <= MAX_SECONDS:
        raise PbmError(tr("the search takes from a moment to {most} s, not {seconds}").format(
            most=f"{MAX_SECONDS:.0f}", seconds=seconds))
    chances = lane_chances(settings)
    # Expected strokes as floats for speed: the comparison needs no more, the answer is
    # recomputed exactly.
    floats = [(length, float(chance)) for length, chance in chances]
    memo: dict[tuple[int, ...], float] = {}

    def cost(clubs: tuple[int, ...]) -> float:
        key = tuple(sorted(clubs))
        if key not in memo:
            table = strokes_table(key, settings.longest)
            memo[key] = sum(chance * table.strokes(length) for length, chance in floats)
        return memo[key]

    rng = random.Random(seed)
    free = CLUBS - len(kept)
    limit = settings.club_limit
    deadline = time.perf_counter() + seconds
    begun = time.perf_counter()
    spread = tuple(min(limit, max(1, b)) for b in sorted(settings.base_values,
                                                         reverse=True))[:free]
    best: tuple[int, ...] | None = None
    starts = 0
    while time.perf_counter() < deadline and (starts == 0 or free > 0):
        start = spread if starts == 0 else tuple(rng.randint(1, limit) for _ in range(free))
        current = kept + start
        starts += 1
        improved = True
        while improved and time.perf_counter() < deadline:
            improved = False
            # The clock is read at every trial, not every sweep: a sweep is up to 1,400
            # tables (over a second), and the search promises to stop at its time.
            for slot, value in itertools.product(range(len(kept), CLUBS), range(1, limit + 1)):
                if time.perf_counter() >= deadline:
                    break
                trial = (*current[:slot], value, *current[slot + 1:])
                if cost(trial) < cost(current) - 1e-12:
                    current, improved = trial, True
        if best is None or cost(current) < cost(best):
            best = current
        if free == 0:
            break
    assert best is not None
    chosen = tuple(sorted(best, reverse=True))
    return Optimised(chosen, expected_strokes(chosen, settings, chances), starts, len(memo),
                     time.perf_counter() - begun)
