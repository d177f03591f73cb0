"""Play Nine players from simple to strong: ``random``, ``greedy``, ``smart`` and ``strong``.

Every one of them decides from ``view(player)`` alone (architecture.md): the face-down cards,
its own included, are unknown to it, and so is the stock. ``RandomPlayer`` picks among the
legal actions. ``GreedyPlayer`` takes any card lower than its highest face-up card,
otherwise turns a card over. ``SmartPlayer`` plays a threshold strategy:

- it takes a card that completes a matching column (the partner face up, of that value);
- otherwise it replaces its highest unmatched face-up card when the new card is lower by at
  least ``threshold`` (5, tuned by simulation: docs/playnine-ai.md);
- otherwise it turns a face-down card (a drawn card is discarded first), preferring a column
  with nothing face up yet, so the turned card keeps a column open for a match; with its last
  face-down card it goes out.

``strong`` is in ``ai/playnine_strong.py``. The ``make_*`` factories are what the registry
offers for Play Nine (``engine.registry``'s ``GameInfo.ais``).
"""

from __future__ import annotations

import random
from typing import Any

from golfstudio.engine.errors import GameError
from golfstudio.i18n import tr
from golfstudio.playnine.game import (
    DRAW_PILE,
    Action,
    Phase,
    PlayNineGame,
    PlayNineState,
    Swap,
    TakeDiscard,
    TeeShot,
    Turn,
)
from golfstudio.playnine.scoring import COLUMNS, SLOTS, partner

__all__ = ["DEFAULT_THRESHOLD", "GreedyPlayer", "RandomPlayer", "SmartPlayer",
           "decision_seat"]

DEFAULT_THRESHOLD = 5
"""``SmartPlayer``'s threshold: the lowest gain for which it swaps a face-up card (tuned by
simulation, docs/playnine-ai.md)."""


def decision_seat(view: PlayNineState) -> int:
    """The seat that must decide in ``view``; ``GameError`` at a chance node or the end."""
    if view.is_over():
        raise GameError(tr("the game is over: there is nothing to choose"))
    if view.is_chance_node():
        raise GameError(tr("the cards are being dealt or drawn: that is chance's choice, "
                        "not a player's"))
    return view.turn


class RandomPlayer:
    """Picks uniformly among the legal actions with its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayNineState) -> Action:
        decision_seat(view)
        found: Action = self.rng.choice(view.legal_actions())
        return found


def _card(view: PlayNineState) -> int | None:
    """The card the player is deciding about: the one drawn, or else the top discard."""
    return view.drawn if view.phase is Phase.DRAWN else view.top_discard()


def _place(view: PlayNineState, slot: int) -> Action:
    return Swap(slot) if view.phase is Phase.DRAWN else TakeDiscard(slot)


def _turn_a_card(view: PlayNineState, seat: int) -> Action:
    """Turn a face-down card: one in a column with nothing face up if there is one."""
    if view.phase is Phase.TURN:
        return DRAW_PILE
    up = view.face_up[seat]
    down = [s for s in range(SLOTS) if not up[s]]
    fresh = [s for s in down if not up[partner(s)]]
    return Turn((fresh or down)[0])


class GreedyPlayer:
    """Takes any card lower than its highest face-up card (and puts it there), otherwise
    turns a face-down card; turns the first card of each row at the tee."""

    def __init__(self, rng: random.Random | None = None) -> None:
        del rng  # deterministic: the same view, the same choice

    def choose(self, view: PlayNineState) -> Action:
        seat = decision_seat(view)
        if view.phase is Phase.TEE:
            return TeeShot(0, COLUMNS)
        card, row, up = _card(view), view.cards[seat], view.face_up[seat]
        highest = max((s for s in range(SLOTS) if up[s]), key=lambda s: row[s] or 0)
        if card is not None and card < (row[highest] or 0):
            return _place(view, highest)
        return _turn_a_card(view, seat)


def matching_slot(view: PlayNineState, seat: int, card: int) -> int | None:
    """The slot where ``card`` completes a matched column (its partner face up of the same
    value, itself not already that value face up), the one freeing the most points first."""
    row, up = view.cards[seat], view.face_up[seat]
    best: tuple[float, int] | None = None
    for slot in range(SLOTS):
        other = partner(slot)
        if not up[other] or row[other] != card:
            continue
        if up[slot] and row[slot] == card:
            continue
        freed = float(row[slot] or 0) if up[slot] else 5.0  # a face-down card is worth ~5.6
        if best is None or freed > best[0]:
            best = (freed, slot)
    return None if best is None else best[1]


def highest_unmatched(view: PlayNineState, seat: int) -> int | None:
    """The slot of the highest face-up card that is not in a matched column."""
    row, up = view.cards[seat], view.face_up[seat]
    best: int | None = None
    for slot in range(SLOTS):
        if not up[slot]:
            continue
        other = partner(slot)
        if up[other] and row[other] == row[slot]:
            continue
        if best is None or (row[slot] or 0) > (row[best] or 0):
            best = slot
    return best


class SmartPlayer:
    """The threshold strategy of the module docstring."""

    def __init__(self, rng: random.Random | None = None,
                 threshold: int = DEFAULT_THRESHOLD) -> None:
        del rng
        self.threshold = threshold

    def choose(self, view: PlayNineState) -> Action:
        seat = decision_seat(view)
        if view.phase is Phase.TEE:
            return TeeShot(0, 1)  # two columns seen: two chances of a match later
        card = _card(view)
        if card is not None:
            slot = matching_slot(view, seat, card)
            if slot is not None:
                return _place(view, slot)
            high = highest_unmatched(view, seat)
            row = view.cards[seat]
            if high is not None and card <= (row[high] or 0) - self.threshold:
                return _place(view, high)
        return _turn_a_card(view, seat)


def make_random(game: PlayNineGame, rng: random.Random) -> RandomPlayer:
    return RandomPlayer(rng)


def make_greedy(game: PlayNineGame, rng: random.Random) -> GreedyPlayer:
    return GreedyPlayer(rng)


def make_smart(game: PlayNineGame, rng: random.Random) -> SmartPlayer:
    return SmartPlayer(rng)


def make_strong(game: PlayNineGame, rng: random.Random) -> Any:
    from golfstudio.ai.playnine_strong import StrongPlayer

    return StrongPlayer(rng)


