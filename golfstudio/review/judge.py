"""What a game's review needs of its best policy: the ``Judge`` every game's review module
provides (docs/review.md).

The measure is one for every game. For a player, V(s) is the expected strokes still to come
on the hole they are playing (Play Nine: the expected hole score still to come) under the
best policy the studio has for the game, and Q(s, a) the same expectation once ``a`` is
chosen. A judge answers three questions about any state of its game, and the walk
(``review.walk``) does the bookkeeping, so the identity *strokes taken = V(start) + Σ errors
− Σ luck* holds by construction on every hole, whatever the policy's precision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from golfstudio.engine.state import State


@dataclass(frozen=True)
class Judgement:
    """One decision weighed: ``chosen`` = Q(s, a) of the action taken, ``best`` = Q of the
    best option (= V(s)), both in strokes still to come on the hole from ``s``;
    ``best_action`` is that option as the game's action (the review names it with
    ``Game.action_text`` and a view draws it)."""

    chosen: float
    best: float
    best_action: Any

    def __post_init__(self) -> None:
        if self.chosen < self.best - 1e-9:
            # A policy's best must be at least as good as what was played: a judge whose
            # best is worse has not considered the chosen action among its options.
            raise ValueError(f"the chosen action ({self.chosen}) beats the best ({self.best})")


class Judge(Protocol):
    """A game's best policy as the review asks it (module docstring).

    ``hole`` is a row of the game's card (``Game.holes()`` order). A judge is made for one
    game (``make_judge(game)``), may take time then (an analysis), and is asked in the order
    the game was played."""

    def to_come(self, state: State[Any], player: int, hole: int) -> float | None:
        """V: the strokes ``player`` is expected to take from ``state`` to the end of
        ``hole``, not counting those already taken. Asked when the player's hole begins (the
        state may still be on an earlier hole for the others: then it is the value of
        starting ``hole``). None defers it to the player's first decision, whose V it then
        is: for a game where nothing the player learns before it changes their prospects
        (Play Nine's face-down layout before the tee shot)."""
        ...

    def taken(self, state: State[Any], player: int, hole: int) -> int:
        """Strokes (penalties included) ``player`` has taken so far on ``hole`` in ``state``:
        0 before the hole begins; what the card will hold once it ends."""
        ...

    def judge(self, state: State[Any], action: Any) -> Judgement | None:
        """The current player's decision to play ``action`` in ``state``, weighed; None
        when the choice cannot change the player's strokes (a single option, or a choice
        that only touches others, such as a card laid on an opponent)."""
        ...


def taken_on(state: State[Any], player: int, hole: int, playing: int, so_far: int) -> int:
    """``Judge.taken`` for a game whose state is on hole ``playing`` with ``so_far`` strokes
    counted there for ``player``: the card's row once ``hole`` is behind, 0 before it."""
    if state.is_over() or playing > hole:
        row = state.card()[hole][player]
        assert row is not None
        return row
    return 0 if playing < hole else so_far
