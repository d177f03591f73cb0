"""The players' names of a game's parameters, checked one way for every game.

A name is what the card, the store and the turn line show: its spaces are squeezed, it is not
empty, not longer than ``MAX_NAME`` characters, and no two players of a game share one (the
card and the store tell players apart by name).
"""

from __future__ import annotations

from collections.abc import Sequence

from golfstudio.engine.errors import GameError
from golfstudio.i18n import tr

__all__ = ["MAX_NAME", "check_player_names", "clean_name"]

MAX_NAME = 40


def clean_name(name: str) -> str:
    """``name`` with its spaces squeezed, as the card shows it."""
    return " ".join(name.split())


def check_player_names(names: Sequence[str], minimum: int, maximum: int) -> None:
    """``GameError`` for the first thing wrong with ``names``: a count outside
    ``minimum..maximum``, an empty or overlong name, two alike."""
    if not names:
        raise GameError(tr("add at least one player"))
    if not minimum <= len(names) <= maximum:
        raise GameError(tr("a game has {minimum} to {maximum} players, not {count}").format(
            minimum=minimum, maximum=maximum, count=len(names)))
    cleaned = [clean_name(n) for n in names]
    for number, name in enumerate(cleaned, start=1):
        if not name:
            raise GameError(tr("player {number} needs a name").format(number=number))
        if len(name) > MAX_NAME:
            raise GameError(tr("player {number}'s name is longer than {most} characters").format(
                number=number, most=MAX_NAME))
        if cleaned.count(name) > 1:
            raise GameError(tr("two players are called {name}: give them different names").format(
                name=name))
