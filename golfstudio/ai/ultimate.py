"""Two simple Ultimate Golf players: ``RandomPlayer`` and ``GreedyPlayer``.

``RandomPlayer`` plays a card the lie allows, at random, aimed roughly at the flag (the flag
turned up to 20° either way about the ball); a recovery is read with a random iron; relief is
chosen at random. ``GreedyPlayer`` plays the club whose median carry best approaches the flag
(ultimate-golf.md §2: the figures ``cards.figures`` gives), aimed straight at it; where a card
is compulsory it plays it; a recovery beyond 60 yards takes the iron whose median carry, less
the recovery card's median penalty, best approaches the flag; relief is the option with the
fewest penalty strokes, then the one that leaves the ball nearest the flag. Ties go to the
card first in the set, so a game replays exactly.

The ``make_*`` factories are what the registry offers for Ultimate Golf
(``engine.registry``'s ``GameInfo.ais``). Like every AI of the studio they choose from
``view(player)``.
"""

from __future__ import annotations

import math
import random
from typing import Protocol

from golfstudio.engine.errors import GameError
from golfstudio.i18n import tr
from golfstudio.plane import Point, distance
from golfstudio.ultimate.ball import take_relief
from golfstudio.ultimate.cards import CardFigures, CardSet, RecoveryFigures, ShotCard, Unit, figures
from golfstudio.ultimate.course import ModelMemo
from golfstudio.ultimate.game import Action, Drop, Shot, Stage, UltimateGame, UltimateState
from golfstudio.ultimate.lie import allowed_cards, irons

__all__ = ["GreedyPlayer", "RandomPlayer", "UltimatePlayer"]

ROUGH_AIM_DEGREES = 20.0


class UltimatePlayer(Protocol):
    def choose(self, state: UltimateState) -> Action: ...


def _seat(state: UltimateState) -> int:
    if state.is_over():
        raise GameError(tr("the round is over: there is nothing to choose"))
    if state.is_chance_node():
        raise GameError(tr("a throw is pending: that is the dice's choice, not a player's"))
    seat = state.player_to_play()
    assert seat is not None
    return seat


def _flag(state: UltimateState) -> Point:
    flag = state.hole.flag
    assert flag is not None  # GameParams refuses a hole without one
    return flag


def _turned(origin: Point, target: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    v = target - origin
    return Point(origin.x + v.x * math.cos(a) - v.y * math.sin(a),
                 origin.y + v.x * math.sin(a) + v.y * math.cos(a))


class RandomPlayer:
    """Any card the lie allows, aimed roughly at the flag, with its own generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: UltimateState) -> Action:
        seat = _seat(state)
        if state.stage is Stage.RELIEF:
            return Drop(self.rng.randrange(len(state.relief_options())))
        cards = state.game.cards
        card_id = self.rng.choice(allowed_cards(cards, state.situation(seat)))
        ball, flag = state.ball(seat).at, _flag(state)
        card = cards.card(card_id)
        if card_id == "putter" or (isinstance(card, ShotCard) and card.unit is Unit.FEET):
            return Shot(card_id, flag)
        iron = self.rng.choice(irons(cards)) if card_id == "recovery" else None
        aim = _turned(ball, flag, self.rng.uniform(-ROUGH_AIM_DEGREES, ROUGH_AIM_DEGREES))
        return Shot(card_id, aim, iron)


def _medians_of(cards: CardSet) -> dict[str, float]:
    """Each shot card's median carry in yards; the recovery card's median penalty under
    ``"recovery"``."""
    found: dict[str, float] = {}
    for card in cards.cards:
        shown = figures(card)
        if isinstance(shown, CardFigures):
            found[card.id] = float(shown.median)
        elif isinstance(shown, RecoveryFigures):
            found[card.id] = float(shown.median_penalty)
    return found


_medians: ModelMemo[CardSet, dict[str, float]] = ModelMemo(_medians_of)
"""Worked out once per card set, by identity: an ``lru_cache`` hashes the whole set (every
card and row) at each choice, which cost more than the rest of a greedy turn."""


_clubs_of: ModelMemo[CardSet, dict[tuple[str, ...], list[str]]] = ModelMemo(lambda cards: {})
"""Per card set, the clubs in yards among each list of allowed cards (a handful of lists:
``lie.allowed_cards`` gives one per kind of situation)."""


class GreedyPlayer:
    """The club whose median carry best approaches the flag, aimed at it (module docstring)."""

    def choose(self, state: UltimateState) -> Action:
        seat = _seat(state)
        if state.stage is Stage.RELIEF:
            return self._relief(state)
        cards = state.game.cards
        ball, flag = state.ball(seat).at, _flag(state)
        to_flag = distance(ball, flag)
        medians = _medians(cards)
        allowed = allowed_cards(cards, state.situation(seat))
        if "recovery" in allowed:
            penalty = medians["recovery"]
            iron = min(irons(cards), key=lambda i: abs(medians[i] - penalty - to_flag))
            return Shot("recovery", flag, iron)
        clubs = _clubs_of(cards).get(allowed)
        if clubs is None:
            clubs = _clubs_of(cards)[allowed] = [
                c for c in allowed if c in medians and cards.shot_card(c).unit is Unit.YARDS]
        if not clubs:
            return Shot(allowed[0], flag)  # the putter, a feet card: played at the flag
        return Shot(min(clubs, key=lambda c: abs(medians[c] - to_flag)), flag)

    def _relief(self, state: UltimateState) -> Action:
        outcome = state.pending_outcome
        seat = state.player_to_play()
        assert outcome is not None and seat is not None
        played_from = state.played_from
        assert played_from is not None
        flag = _flag(state)

        def cost(k: int) -> tuple[int, float]:
            option = outcome.relief[k]
            dropped = take_relief(state.hole, played_from, outcome, option)
            return option.penalty, distance(dropped.at, flag)

        return Drop(min(range(len(outcome.relief)), key=cost))


def make_greedy(game: UltimateGame, rng: random.Random) -> UltimatePlayer:
    return GreedyPlayer()


def make_random(game: UltimateGame, rng: random.Random) -> UltimatePlayer:
    return RandomPlayer(rng)


def make_best(game: UltimateGame, rng: random.Random) -> UltimatePlayer:
    # Imported here: the hole analysis (numpy) is loaded only when someone asks for it.
    from golfstudio.ai.ultimate_best import BestPlayer

    return BestPlayer(game, rng)

