"""Strokes on a lane: the fewest club values, added or subtracted, that reach its length
exactly (pbm-golf.md, "Clubs and strokes").

Clubs 112, 79, 5 and 2 play a lane of 263 in five strokes: 112 + 79 + 79 − 5 − 2. A length
no sum of the clubs can reach (their greatest common divisor does not divide it) scores
``UNREACHABLE`` (99, rule 7.5); a length that can be reached scores its true minimum, even
above 99 (*Decision* of the digest).

One breadth-first search from 0 serves every length up to ``longest``. It runs over the
window ``[-max club, longest + max club]`` and is exact there. Take a shortest sum for a
length ``L`` and order its terms so that a positive term comes next while the partial sum is
at most ``L`` and a negative one while it is above: every partial sum then stays within one
club of ``[0, L]``, so no shortest sum has to leave the window.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from golfstudio.i18n import tr
from golfstudio.pbm.errors import PbmError

__all__ = ["CLUBS", "MAX_CLUB", "MAX_LENGTH", "UNREACHABLE", "Strokes", "check_clubs",
           "lane_strokes", "strokes_table"]

CLUBS = 4
"""Clubs a player owns (rule 5)."""
UNREACHABLE = 99
"""A lane no sum of the clubs can reach (rule 7.5)."""
MAX_CLUB = 10_000
"""The largest club value any game's settings may allow (the rulebook's limit is 350)."""
MAX_LENGTH = 100_000
"""The longest lane any game's settings may make; the search's window stays a few hundred
thousand metres at most."""


def check_clubs(clubs: Sequence[int], limit: int = MAX_CLUB) -> tuple[int, ...]:
    """Four whole numbers from 1 to ``limit``; ``PbmError`` naming what is wrong."""
    if len(clubs) != CLUBS:
        raise PbmError(tr("a player has {clubs} clubs, not {count}").format(clubs=CLUBS,
                                                                            count=len(clubs)))
    for club in clubs:
        if isinstance(club, bool) or not isinstance(club, int) or not 1 <= club <= limit:
            raise PbmError(tr("a club is a whole number from 1 to {limit}, not {club}").format(
                limit=limit, club=repr(club)))
    return tuple(clubs)


@dataclass(frozen=True)
class Strokes:
    """The shortest sums of a club set for every length from 0 to ``longest``."""

    clubs: tuple[int, ...]
    longest: int
    _distance: tuple[int, ...]
    _step: tuple[int, ...]
    """For each metre of the window: the club (signed) of the last step of a shortest sum."""

    def _index(self, length: int) -> int:
        if isinstance(length, bool) or not isinstance(length, int) or not (
                0 <= length <= self.longest):
            raise PbmError(tr("a lane's length is a whole number from 0 to {most}, not "
                              "{length}").format(most=self.longest, length=repr(length)))
        return length + max(self.clubs)

    def strokes(self, length: int) -> int:
        """The fewest club values reaching ``length``, or ``UNREACHABLE``."""
        found = self._distance[self._index(length)]
        return UNREACHABLE if found < 0 else found

    def reachable(self, length: int) -> bool:
        return self._distance[self._index(length)] >= 0

    def combination(self, length: int) -> list[int] | None:
        """One shortest sum, its positive clubs largest first, then the negative ones
        (``[112, 79, 79, -5, -2]``); None when the length cannot be reached."""
        at = self._index(length)
        if self._distance[at] < 0:
            return None
        used: list[int] = []
        while self._distance[at] > 0:
            step = self._step[at]
            used.append(step)
            at -= step
        return sorted(used, key=lambda club: (club < 0, -abs(club)))


def strokes_table(clubs: Sequence[int], longest: int) -> Strokes:
    """The breadth-first search of the module docstring, for lengths 0 to ``longest``."""
    chosen = check_clubs(clubs)
    if isinstance(longest, bool) or not isinstance(longest, int) or not (
            0 <= longest <= MAX_LENGTH):
        raise PbmError(tr("the longest lane is a whole number from 0 to {most}, not "
                          "{length}").format(most=f"{MAX_LENGTH:,}", length=repr(longest)))
    reach = max(chosen)
    size = longest + 2 * reach + 1
    distance = [-1] * size
    step = [0] * size
    start = reach  # metre 0
    distance[start] = 0
    moves = sorted(set(chosen) | {-c for c in chosen}, key=lambda c: (-abs(c), -c))
    queue = deque([start])
    while queue:
        at = queue.popleft()
        next_distance = distance[at] + 1
        for move in moves:
            to = at + move
            if 0 <= to < size and distance[to] < 0:
                distance[to] = next_distance
                step[to] = move
                queue.append(to)
    return Strokes(chosen, longest, tuple(distance), tuple(step))


def lane_strokes(clubs: Sequence[int], lengths: Sequence[int]) -> tuple[int, ...]:
    """The strokes of each of ``lengths`` (a tournament's lanes) for one club set: the same
    search as ``strokes_table`` over the same window, with each level of it held as the bits
    of one integer (bit ``i`` is metre ``i - max club``), so a level costs a handful of
    big-integer shifts instead of a loop over every metre, and the search stops once every
    lane is found. An evaluation of ten thousand players needs this; the table, which also
    finds a shortest sum, serves one set at a time."""
    chosen = check_clubs(clubs)
    for length in lengths:
        if isinstance(length, bool) or not isinstance(length, int) or not (
                0 <= length <= MAX_LENGTH):
            raise PbmError(tr("a lane's length is a whole number from 0 to {most}, not "
                              "{length}").format(most=f"{MAX_LENGTH:,}", length=repr(length)))
    reach = max(chosen)
    size = max(lengths, default=0) + 2 * reach + 1
    window = (1 << size) - 1
    moves = sorted(set(chosen))
    frontier = seen = 1 << reach  # metre 0
    wanted = {length + reach for length in lengths}
    found = {bit: 0 for bit in wanted if bit == reach}
    level = 0
    while frontier and len(found) < len(wanted):
        level += 1
        spread = 0
        for move in moves:
            spread |= (frontier << move) | (frontier >> move)
        frontier = spread & window & ~seen
        seen |= frontier
        for bit in wanted:
            if bit not in found and frontier >> bit & 1:
                found[bit] = level
    return tuple(found.get(length + reach, UNREACHABLE) for length in lengths)
