"""How many examples a slow property test tries.

A property test whose examples are expensive (each compiles a course, plays a game, opens a
database) is marked ``slow`` and takes its ``max_examples`` from :func:`examples`: the
default run (``python3 dev.py test``, CI) tries the smaller number, so the whole suite stays
within its time on two cores; ``--full-examples`` tries the full number::

    @pytest.mark.slow
    @settings(max_examples=examples(full=150, default=40))

``-m slow`` runs only these tests; ``-m slow --full-examples`` runs them in full.
"""

from __future__ import annotations

FULL_OPTION = "--full-examples"

full_run = False
"""Set from ``--full-examples`` by tests/conftest.py before any test module is imported."""


def examples(*, full: int, default: int) -> int:
    """``full`` examples when asked for with ``--full-examples``, else ``default``."""
    if not 0 < default <= full:
        raise ValueError(f"examples(full={full}, default={default}): 0 < default <= full")
    return full if full_run else default
