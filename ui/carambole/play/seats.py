"""Carambole's seats by name, for code and tests that name one.

The seats themselves are the play kit's (``ui.play_kit.seats``): a person or an AI of the
registry, listed from ``engine.registry.ai_players("carambole")``, so the set-up dialog
offers whatever AIs the registry has. ``Seat`` only spells those names (a test ties it to the
registry); its members are the names, so ``Seat.GREEDY == "greedy"``.
"""

from __future__ import annotations

from enum import StrEnum

from ui.play_kit.seats import HUMAN, Pace, Speed, new_seed

__all__ = ["Pace", "Seat", "Speed", "new_seed"]


class Seat(StrEnum):
    HUMAN = HUMAN
    GREEDY = "greedy"
    RANDOM = "random"
    BEST = "best"
