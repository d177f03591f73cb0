"""The largest numbers PBM Golf takes from a file or a user (the charter: every number is
range-checked on entry). The bounds come from the game with room to spare: the rulebook's
game has six lanes of 100–358 m, clubs up to 350 and a few dozen players."""

from __future__ import annotations

MAX_TOURNAMENTS = 10_000
"""Tournaments in one ranking file: a weekly game for two centuries."""
MAX_PLAYERS = 100_000
"""Players in one tournament (the benchmark evaluates 10,000)."""
MAX_TOTAL = 10_000_000
"""A tournament total: six lanes of up to a million strokes each would already be absurd."""
MAX_NAME_LENGTH = 100
