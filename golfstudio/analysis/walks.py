"""One walk per cell and direction serves every impulse count.

``resolve_fast`` plays one shot: a cell, a direction and a number of impulses. The analysis
needs the end cell of every shot of every die and card from every cell, which is up to
6 directions × 11 dice and cards × 6 faces = 396 shots per cell. ``ends_by_impulses`` walks
the ball once per cell and direction instead and returns the end cell for *every* number of
impulses from 0 up to the largest any face gives.

Why one walk is exact (the rules as ``golfstudio.carambole.shot`` implements them,
docs/carambole-rules-engine.md): along a shot, nothing the ball does depends on the impulses
it has left except whether it stops. Bounces, channels, forks, the free steps down a ramp,
entering water (which stops the ball whatever it has left), the run limit of free steps and
"straight back is blocked too" are the same for every impulse count; the step costs are
read from the table, not from the impulses. Every impulse-dependent test is of one form —
*stop here if the impulses left are fewer than t*:

- before a bounce, ``t = min_out[cell]`` (a ball that cannot pay for any step out of its
  cell does not bounce);
- before a step, ``t = cost`` (fig. 44; on the hole this is where "exactly the distance" and
  "one over" drop in, fig. 4–6, since leaving the hole costs one more);
- before a free step off a flat top, ``t = 1`` (a spent ball rests on the top, fig. 41).

A ball thrown with ``n`` impulses has ``n − spent`` left at a test where the walk has spent
``spent``, so it stops at the first test with ``n < spent + t`` — the same cell, direction,
path and "last step" as the walk's at that point, hence the same roll-back (fig. 40). The
walk therefore carries every impulse count along at once: the counts below ``spent + t``
that have not stopped yet stop at that test, and the walk goes on with the others until
none is left or an impulse-independent stop ends them all. The test
``tests/core/analysis/test_walks.py`` checks this against ``resolve_fast`` for every cell,
direction and impulse count of every bundled course and of random courses.

``all_ends`` serves many walks and shares their tails along straight lines (its docstring).
"""

from __future__ import annotations

from golfstudio.carambole.shot import bounce_off
from golfstudio.carambole.table import (
    F_COAST,
    F_ENTER,
    F_FORK,
    F_FREE,
    F_RISING,
    F_TURN,
    F_WATER,
    CellTable,
)


def ends_by_impulses(table: CellTable, cell: int, direction: int, top: int) -> list[int]:
    """The end cell of a lone ball played from ``cell`` in ``direction`` with ``n``
    impulses, for every ``n`` in ``0 … top``: ``ends[n] == resolve_fast(table, cell,
    direction, n)``."""
    nbr = table.nbr
    cost = table.cost
    flags = table.flags
    min_out = table.min_out
    size = top + 1
    ends: list[int] = []  # ends[n] for the counts that have stopped so far
    spent = 0
    c, d = cell, direction
    last = -1
    entry = c
    nb = 0
    zero = 0
    zero_limit = 6 * len(table.hexes) + 6
    while True:
        i = 6 * c + d
        nxt = nbr[i]
        if nxt < 0:
            need = spent + min_out[c]
            if need > len(ends):
                # The counts below ``need`` cannot pay for any step out: they stop here,
                # rolling back if the last step climbed a rising ramp (fig. 40).
                end = entry if last >= 0 and flags[last] & F_RISING else c
                if need >= size:
                    ends += [end] * (size - len(ends))
                    return ends
                ends += [end] * (need - len(ends))
            back = ((last % 6 if last >= 0 else direction) + 3) % 6
            i, nb = bounce_off(table, c, i, back, nb)
            d = i % 6
            nxt = nbr[i]
            if nxt < 0:
                break
        k = cost[i]
        f = flags[i]
        # The counts that cannot pay for this step stop here (fig. 44); a free step off a
        # flat top needs one impulse left (fig. 41).
        need = spent + (1 if k == 0 and f & F_COAST else k)
        if need > len(ends):
            end = entry if last >= 0 and flags[last] & F_RISING else c
            if need >= size:
                ends += [end] * (size - len(ends))
                return ends
            ends += [end] * (need - len(ends))
        spent += k
        if f:
            if f & F_ENTER:
                entry = c
            c = nxt
            last = i
            nb = 0
            if f & F_WATER:
                break
            if f & F_FREE:
                zero += 1
                if zero > zero_limit:
                    break
            if f & F_FORK:
                nb = 1
            if f & (F_TURN | F_FORK):
                d = table.after[i]
        else:
            c = nxt
            last = i
            nb = 0
    # An impulse-independent stop: every count still moving ends here.
    end = entry if last >= 0 and flags[last] & F_RISING else c
    ends += [end] * (size - len(ends))
    return ends


def all_ends(table: CellTable, walks: list[tuple[int, int]], top: int) -> list[list[int]]:
    """``ends_by_impulses`` for each ``(cell, direction)`` of ``walks``, sharing the work
    along straight lines.

    A walk from a cell outside every obstacle whose first step is a plain one (no arrival
    flag: not into water, an obstacle or a free step) is that step followed by the walk
    from the next cell in the same direction: the counts below the step's cost stop on the
    cell, and every other count arrives on the next cell in exactly the state a shot played
    from there starts in — same direction, no bounce yet in the cell, no free step yet, the
    same "straight back" (opposite the direction), no rising ramp climbed, and the cell
    before an obstacle set again on entering one (the walk is outside every obstacle until
    then). So ``ends(c, d) = [c] * cost + ends(next, d)[: top + 1 − cost]``. Walks are
    memoised by ``6 * cell + direction`` and followed along the line until a memoised or
    non-plain one, which is walked in full; the tests check the result against
    ``resolve_fast`` for every cell, direction and impulse count.
    """
    nbr = table.nbr
    cost = table.cost
    flags = table.flags
    obstacle = table.obstacle
    size = top + 1
    memo: dict[int, list[int]] = {}
    found: list[list[int]] = []
    for cell, direction in walks:
        line: list[int] = []
        i = 6 * cell + direction
        while i not in memo:
            c = i // 6
            if nbr[i] < 0 or flags[i] or obstacle[c] >= 0 or cost[i] == 0:
                memo[i] = ends_by_impulses(table, c, direction, top)
                break
            line.append(i)
            i = 6 * nbr[i] + direction
        ends = memo[i]
        for j in reversed(line):
            k = cost[j]
            ends = [j // 6] * k + ends[: size - k] if k < size else [j // 6] * size
            memo[j] = ends
        found.append(memo[6 * cell + direction])
    return found
