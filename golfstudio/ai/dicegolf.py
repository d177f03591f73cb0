"""Dice Golf players: ``random``, ``greedy`` and ``best``.

Every one of them decides from ``view(player)`` alone (architecture.md): the others' hands
and the deck are hidden from it. ``RandomPlayer`` picks among the legal actions.
``GreedyPlayer`` plays the issue's simple rules:

- **a selection** (the green, a triple bunker, water) keeps the dice that give the needed
  combination the best chance once the others are rolled again (exact, over every re-roll;
  ties keep more dice);
- **after the throw** it takes the choice whose expected result is worth most
  (``DiceGolfState.outcomes`` gives each choice's results with their chances): a result is
  worth its penalties and the metres left to the hole at ``METRES_PER_STROKE`` a stroke, a
  holed ball nothing more than its penalties. So it changes a sign when the expected result
  of the change, its penalty included, beats accepting a zone limit's penalty, and plays a
  green, hole-in-one, green-in-one, chance or no-penalty card when it helps;
- **cards against a throw**: it lays an air shot (else a weather card) on the leader — the
  thrower when no other opponent has a lower total so far;
- **no card held to the end**: on the last hole a card played is worth one stroke more (it
  is no penalty at the end), and every card that can be laid against a throw is laid.

``BestPlayer`` — the dynamic programme of ``dicegolf/policy.py`` — is a ``GreedyPlayer`` whose
two hooks ask the hole's optimal single-player policy: ``keep`` is the policy's selection, and
``worth`` values a result at minus its penalties and the strokes the policy expects still to
come from where it leaves the ball with the throws left (``Policy.expected``). So its sign
changes are the policy's, and a card is played when it beats the policy's expectation. The
policy knows no cards (``policy.solve``); the cards are weighed with the same ``worth``.
The ``make_*`` factories are what the registry offers for Dice Golf (``GameInfo.ais``).
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

from golfstudio.dicegolf.actions import ACCEPT, PASS, Action, Keep, Lay, Play
from golfstudio.dicegolf.cards import CardEffect
from golfstudio.dicegolf.combination import Combination
from golfstudio.dicegolf.game import DiceGolfGame, DiceGolfState, Stage
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.known_policies import policy_of
from golfstudio.dicegolf.limits import THROW_LIMIT
from golfstudio.dicegolf.policy import Policy
from golfstudio.dicegolf.records import ThrowResult
from golfstudio.dicegolf.rules import escape
from golfstudio.engine.errors import GameError
from golfstudio.i18n import tr

__all__ = ["METRES_PER_STROKE", "BestPlayer", "GreedyPlayer", "RandomPlayer", "best_keep",
           "decision_seat", "keep_chance"]

METRES_PER_STROKE = 60.0
"""What greedy counts a stroke worth in metres left to the hole: about a fairway throw
(``B * R`` averages 49 m, with the bonuses 52 m)."""
TIE = 1e-9


def decision_seat(view: DiceGolfState) -> int:
    """The seat that must decide in ``view``; ``GameError`` at a chance node or the end."""
    if view.is_over():
        raise GameError(tr("the game is over: there is nothing to choose"))
    if view.is_chance_node():
        raise GameError(tr("the dice are rolling or a card is being dealt: that is chance's "
                        "choice, not a player's"))
    return view.current_player()


class RandomPlayer:
    """Picks uniformly among the legal actions with its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: DiceGolfState) -> Action:
        decision_seat(view)
        found: Action = self.rng.choice(view.legal_actions())
        return found


@lru_cache(maxsize=4096)
def keep_chance(needed: Combination, dice: tuple[int, ...], mask: tuple[bool, ...]) -> float:
    """The chance that the four dice show ``needed`` once those not kept (``mask``) are
    rolled again: every re-roll counted."""
    rolled = [i for i in range(4) if not mask[i]]
    faces = list(dice[:4])
    hits = 0
    for again in itertools.product(range(1, 7), repeat=len(rolled)):
        for i, face in zip(rolled, again, strict=True):
            faces[i] = face
        hits += needed.shows(faces)
    outcomes: int = 6 ** len(rolled)
    return hits / outcomes


def best_keep(needed: Combination, dice: tuple[int, ...]) -> tuple[bool, ...]:
    """The selection that gives ``needed`` the best chance (ties keep more dice); the fifth
    die, never part of a combination, is kept."""
    best: tuple[float, int, tuple[bool, ...]] | None = None
    for four in itertools.product((True, False), repeat=4):
        mask = four + (True,) * (len(dice) - 4)
        key = (keep_chance(needed, dice, mask), sum(four), mask)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    return best[2]


class GreedyPlayer:
    """The issue's simple rules (module docstring); deterministic: the same view, the same
    choice."""

    def __init__(self, rng: random.Random | None = None) -> None:
        del rng

    def choose(self, view: DiceGolfState) -> Action:
        seat = decision_seat(view)
        if view.stage is Stage.AGAINST:
            return self.against(view, seat)
        if view.stage is Stage.KEEP:
            return self.keep(view)
        return self.decide(view)

    # ---- hooks (``best`` overrides them) ---------------------------------------------------

    def keep(self, view: DiceGolfState) -> Action:
        """The selection: the best chance of the combination the throw needs."""
        throw = view.current_throw()
        assert throw is not None
        needed = escape(view.hole, throw.start)
        dice = tuple(d for d in throw.dice if d is not None)
        if needed is None:  # not a selection throw: cannot happen at a KEEP node
            return Keep((True,) * len(dice))
        return Keep(best_keep(needed, dice))

    def worth(self, view: DiceGolfState, result: ThrowResult) -> float:
        """A result's value in strokes (higher is better): minus its penalties, and for a
        ball not holed one stroke more and the metres left at ``METRES_PER_STROKE``."""
        if result.holed:
            return -float(result.penalties)
        left = abs(view.hole.length - result.landing.position)
        return -result.penalties - 1.0 - left / METRES_PER_STROKE

    # ---- the rules -------------------------------------------------------------------------

    def against(self, view: DiceGolfState, seat: int) -> Action:
        lays = [a for a in view.legal_actions() if isinstance(a, Lay)]
        thrower = view.thrower
        if not lays or thrower is None:
            return PASS
        deck = view.game.deck
        lays.sort(key=lambda a: deck.kind(a.card).effect is not CardEffect.AIR_SHOT)
        if _last_hole(view):
            return lays[0]
        running = [total + view.strokes(s) for s, total in enumerate(view.scores())]
        rivals = [running[s] for s in range(len(running)) if s != seat]
        return lays[0] if running[thrower] <= min(rivals) else PASS

    def decide(self, view: DiceGolfState) -> Action:
        """The choice after the throw worth most on average (ties: accept, then the first)."""
        best: tuple[float, Action] = (self.choice_value(view, ACCEPT), ACCEPT)
        for action in view.legal_actions():
            if action == ACCEPT:
                continue
            value = self.choice_value(view, action)
            if value > best[0] + TIE:
                best = (value, action)
        return best[1]

    def choice_value(self, view: DiceGolfState, action: Action) -> float:
        """What the decision ``action`` after the throw is worth on average (``worth`` of
        each result), a card's end-of-game penalty counted on the last hole; the review
        weighs a player's choices with it too (review/dicegolf.py)."""
        value = sum(float(p) * self.worth(view, result)
                    for result, p in view.outcomes(action))
        if isinstance(action, Play) and _last_hole(view):
            value += 1.0  # a card played is no penalty at the end
            drawn = view.game.deck.kind(action.card).effect is CardEffect.CHANCE
            if drawn and view.deck_size() > 0:
                value -= 1.0  # … but a chance card draws another
        return value


@lru_cache(maxsize=36)
def _policy(hole: Hole) -> Policy:
    """A hole's policy, made once for every game and seat that plays it: a bundled hole's
    shipped values (``known_policies``), another solved (up to a second, a few MB)."""
    return policy_of(hole)


class BestPlayer(GreedyPlayer):
    """``GreedyPlayer`` with the optimal policy's selection and values (module docstring)."""

    def policy(self, hole: Hole) -> Policy:
        return _policy(hole)

    def keep(self, view: DiceGolfState) -> Action:
        throw = view.current_throw()
        assert throw is not None
        dice = tuple(d for d in throw.dice if d is not None)
        return Keep(self.policy(view.hole).keep(throw.start, view.throws(throw.seat), dice))

    def worth(self, view: DiceGolfState, result: ThrowResult) -> float:
        if result.holed:
            return -float(result.penalties)
        used = view.throws(result.seat) + 1
        if used >= THROW_LIMIT:
            return -float(result.penalties)
        to_come = self.policy(view.hole).expected(result.landing.position, used)
        return -result.penalties - to_come


def _last_hole(view: DiceGolfState) -> bool:
    return view.hole_index == len(view.game.hole_numbers) - 1


def make_random(game: DiceGolfGame, rng: random.Random) -> RandomPlayer:
    return RandomPlayer(rng)


def make_greedy(game: DiceGolfGame, rng: random.Random) -> GreedyPlayer:
    return GreedyPlayer(rng)


def make_best(game: DiceGolfGame, rng: random.Random) -> BestPlayer:
    return BestPlayer(rng)

