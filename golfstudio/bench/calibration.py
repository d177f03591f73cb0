"""The calibration loop: a fixed piece of pure-Python work that says how fast this machine
runs Python right now.

A performance goal written in seconds holds on one machine only. The budget
(``golfstudio.bench.budget``) writes each goal as a multiple of this loop's time instead,
measured in the same run, just before and after the figure it scales: on a machine twice as
slow, or one whose other core is busy, the loop and the code under test slow down together
and the ratio stays. A virtual machine's core also changes speed by a third or more from one
second to the next (seen on the development machine, each core on its own): the budget takes
the median of several loops, and each quick figure at its best of a few runs, so one slow
second neither fails a goal nor hides a real slow-down of the code.

``REFERENCE_SECONDS`` is the loop on the development machine where the goals were set in
seconds (README, "Performance"), so a goal of 15 s there is a budget of
``15 / REFERENCE_SECONDS`` loops anywhere.
"""

from __future__ import annotations

import time

REFERENCE_SECONDS = 0.045
"""One loop on the 2-core development machine, quiet (load below 1): the median of 90 samples
taken in six runs of fifteen, 0.044–0.046 s (fastest 0.040, slowest 0.066). The README's
tables name the machine. Changing ``_work`` changes this."""

SAMPLES = 3


def _work() -> int:
    """Loops, integer arithmetic, a dict and a list: the interpreter's daily bread, with no
    library and no memory the loop keeps (so caches and allocators play no part)."""
    total = 0
    counts: dict[int, int] = {}
    values = list(range(2_000))
    for round_ in range(300):
        for value in values:
            total += (value * round_) % 7
            if value % 5 == 0:
                counts[value % 97] = counts.get(value % 97, 0) + 1
        values.reverse()
    return total + sum(counts.values())


def samples(count: int = SAMPLES) -> list[float]:
    """Seconds of ``count`` loops, one after another."""
    found = []
    for _ in range(max(1, count)):
        started = time.perf_counter()
        _work()
        found.append(time.perf_counter() - started)
    return found


def calibrate(count: int = SAMPLES) -> float:
    """Seconds of one loop: the fastest of ``count`` (the machine at its quickest)."""
    return min(samples(count))
