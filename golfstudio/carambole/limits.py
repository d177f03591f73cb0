"""The largest numbers a Carambole course, ruleset, shot or command may ask for.

Every number a user types or a file holds is range-checked (the charter): without a bound a
shot of 100,000,000 impulses runs the path list out of memory, a cell at (40000, 0) makes the
text drawing allocate gigabytes, and a stroke limit of 10**12 makes the analysis' table of
stroke counts impossible. The maxima come from the game, with room to spare, and are
stated in docs/carambole-format.md. The models refuse anything beyond them (course,
ruleset), so every door — a file, the editor, the engine, the command line — is covered.
"""

from __future__ import annotations

MAX_COORDINATE = 100
"""Cells (and starts, arrows, obstacle cells) lie within ``-100 … 100`` on both axes. A
printed board is about a dozen cells across and a linked course joins a few of them: some
forty cells; the bound leaves room for boards laid far apart, and still keeps a course's
drawing and tables small (at most 201 × 201 cells)."""

MAX_LEVEL = 99
"""A cell's level lies within ``-99 … 99`` (course 7 has three levels)."""

MAX_IMPULSES = 99
"""The most impulses one shot can have: a die face, a card's value, a card combined with
the white die's largest face, and a shot typed on the command line. The bundled violet die
tops out at 36 and the x4 card with a white 6 gives 24."""

MAX_STROKE_LIMIT = 99
"""The largest stroke limit of a course: 10 by default, 20 or 30 for linked courses (§6)."""
