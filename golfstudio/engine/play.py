"""Playing any game of the studio: chance drawn by exact weights, play-out, replay, winners.

Everything here speaks only the ``State``/``Game`` protocols, so a new game gets sampling,
simulation, replays and saved games without writing any of it.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any, Protocol

from golfstudio.engine.errors import GameError
from golfstudio.engine.state import CHANCE, Game, State
from golfstudio.i18n import tr

__all__ = ["Chooser", "play_out", "replay", "sample_chance", "winners"]


class Chooser(Protocol):
    """A player that is not a person: picks an action from what its seat may see."""

    def choose(self, view: State[Any]) -> Any: ...


def sample_chance(state: State[Any], rng: random.Random) -> Any:
    """Draw one of ``state``'s chance outcomes with its exact probability.

    One ``randrange`` over the outcomes' common denominator, walked in the order the game
    lists them: a die of six equal faces draws ``randrange(6)`` and takes that face, so a
    seed throws the same faces as rolling the die directly would.

    A game that lists the very same outcome objects at each throw (Ultimate Golf's 21 throws
    of two dice) has their denominator and running weights worked out once (``_Draws``): a
    simulation draws tens of thousands of times, and the sums of fractions were a tenth of it.
    """
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise GameError(tr("nothing is left to chance here"))
    draws = _Draws.of(outcomes)
    ticket = rng.randrange(draws.scale)
    if ticket >= draws.total:
        raise GameError(tr("the chance outcomes' probabilities do not add up to 1"))
    return draws.outcomes[bisect.bisect_right(draws.running, ticket)][0]


class _Draws:
    """A list of chance outcomes with its common denominator and running weights (the walk
    of ``sample_chance``: the first outcome whose running weight passes the ticket)."""

    KEEP = 64

    def __init__(self, outcomes: Sequence[tuple[Any, Fraction]]) -> None:
        self.outcomes = tuple(outcomes)  # held, so the identities keying it stay theirs
        self.scale = math.lcm(*(p.denominator for _, p in self.outcomes))
        self.running = list(itertools.accumulate(
            p.numerator * (self.scale // p.denominator) for _, p in self.outcomes))
        self.total = self.running[-1]

    @classmethod
    def of(cls, outcomes: Sequence[tuple[Any, Fraction]]) -> _Draws:
        key = tuple(map(id, outcomes))
        found = _known_draws.get(key)
        if found is None:
            found = cls(outcomes)
            if len(_known_draws) >= cls.KEEP:
                _known_draws.clear()
            _known_draws[key] = found
        return found


_known_draws: dict[tuple[int, ...], _Draws] = {}


def play_out(state: State[Any], players: Sequence[Chooser], rng: random.Random,
             *, max_actions: int = 1_000_000) -> State[Any]:
    """Play ``state`` to its end: seat ``i`` is ``players[i]``, seeing only its view; chance
    is drawn from ``rng``. ``max_actions`` guards against a game that never ends (a bug
    in an engine must not hang a simulation). Returns the same, finished state."""
    for _ in range(max_actions):
        if state.is_over():
            return state
        seat = state.current_player()
        if seat == CHANCE:
            action = sample_chance(state, rng)
        else:
            action = players[seat].choose(state.view(seat))
        state.apply(action)
    raise GameError(tr("the game did not end within {count} actions").format(
        count=max_actions))


def replay(game: Game[Any], actions: Iterable[Any]) -> State[Any]:
    """The state reached by applying ``actions`` from the start; a refused action raises
    ``GameError`` naming its place in the list (a saved game that does not replay)."""
    state = game.new_state()
    for number, action in enumerate(actions, start=1):
        refusal = state.check(action)
        if refusal is not None:
            raise GameError(tr("action {number} ({action}) cannot be played: {reason}").format(
                number=number, action=game.action_text(action), reason=refusal))
        state.apply(action)
    return state


def winners(scores: Sequence[int], lower_wins: bool) -> tuple[int, ...]:
    """The seats with the best total; ties are shared."""
    if not scores:
        return ()
    best = min(scores) if lower_wins else max(scores)
    return tuple(p for p, s in enumerate(scores) if s == best)
