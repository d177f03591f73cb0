"""Who sits at each place (a person or an AI) and how fast the table plays.

An AI gets a generator of its own, seeded from the game's seed and its seat, so a game with
the same seed and the same choices replays the same (architecture.md: randomness is
injected). ``Seat.BEST`` (the analysis-backed player) joins the enum when the analysis
package exists; until then any object with ``choose(state)`` can be given to the play view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from golfstudio.ai.carambole import CarambolePlayer, GreedyPlayer, RandomPlayer


class Seat(Enum):
    """Valued by the English name, marked for lupdate; ``shown`` is the translated one."""

    HUMAN = str(QT_TRANSLATE_NOOP("Seat", "Human"))
    RANDOM = str(QT_TRANSLATE_NOOP("Seat", "Random AI"))
    GREEDY = str(QT_TRANSLATE_NOOP("Seat", "Greedy AI"))

    @property
    def is_ai(self) -> bool:
        return self is not Seat.HUMAN

    @property
    def shown(self) -> str:
        return QCoreApplication.translate("Seat", self.value)


def new_seed() -> int:
    """A fresh seed for the dice, shown to the players so the game can be replayed."""
    return random.SystemRandom().randrange(1, 1_000_000)


def ai_seed(game_seed: int, seat: int) -> int:
    """The seed of the AI at ``seat``: different per seat, fixed by the game's seed."""
    return game_seed * 1_000 + seat + 1


def make_ai(seat: Seat, game_seed: int, index: int) -> CarambolePlayer | None:
    """The AI for a seat (None for a person)."""
    if seat is Seat.RANDOM:
        return RandomPlayer(random.Random(ai_seed(game_seed, index)))
    if seat is Seat.GREEDY:
        return GreedyPlayer()
    return None


@dataclass(frozen=True)
class Pace:
    step_ms: int
    """Animation time of one ball step."""
    think_ms: int
    """Pause before an AI acts, so a person can follow."""
    dice_ms: int
    """Length of the dice's flicker (at most 0.6 s)."""


class Speed(Enum):
    """Valued by the English name, marked for lupdate; ``shown`` is the translated one."""

    SLOW = str(QT_TRANSLATE_NOOP("Speed", "Slow"))
    NORMAL = str(QT_TRANSLATE_NOOP("Speed", "Normal"))
    FAST = str(QT_TRANSLATE_NOOP("Speed", "Fast"))
    INSTANT = str(QT_TRANSLATE_NOOP("Speed", "Instant"))

    @property
    def shown(self) -> str:
        return QCoreApplication.translate("Speed", self.value)

    @property
    def pace(self) -> Pace:
        return _PACES[self]

    @property
    def instant(self) -> bool:
        return self is Speed.INSTANT


_PACES = {
    Speed.SLOW: Pace(step_ms=200, think_ms=1000, dice_ms=600),
    Speed.NORMAL: Pace(step_ms=110, think_ms=550, dice_ms=450),
    Speed.FAST: Pace(step_ms=45, think_ms=150, dice_ms=200),
    Speed.INSTANT: Pace(step_ms=0, think_ms=0, dice_ms=0),
}
