"""Test tracks for the Dice Golf engine, and helpers that play a throw die by die.

The test track reads ``B1 * 10 + B2`` everywhere on the fairway, so a throw's distance is
chosen by its first two dice (``dice_for(45)`` is 4, 5 and two red dice that earn no bonus)
and the first throw from the tee lands in whichever band a test needs:

==========  ===========================================
11–16 m     grove
21–26 m     bunker (double)
31–36 m     bunker (triple)
41–46 m     pond, double 2, back to 40 m
51–56 m     slope +15 m
61–66 m     fairway
70–99 m     proximity zone before the zone limit at 100 m
180 m       the green (``B1 - R1``, a double holes out), the hole at 200 m, the end at 220 m
==========  ===========================================

``short()`` is a hole within one throw; ``cramped()`` one where a ball on the fairway is
blocked (every throw crosses the limit), the only place fair play may be claimed.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence
from typing import Any

from golfstudio.dicegolf.actions import PASS, Action, Deal, Roll
from golfstudio.dicegolf.cards import default_deck
from golfstudio.dicegolf.game import DiceGolfGame, DiceGolfState, GameParams, Stage, ThrowInfo
from golfstudio.dicegolf.hole import Course, Hole
from golfstudio.dicegolf.limits import HAND_SIZE
from golfstudio.dicegolf.records import Record
from golfstudio.dicegolf.throw import bonus

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
FORMULA = "B1 * 10 + B2"

HAZARDS: list[dict[str, Any]] = [
    {"start": 11, "end": 16, "kind": "grove"},
    {"start": 21, "end": 26, "kind": "bunker", "needs": "double"},
    {"start": 31, "end": 36, "kind": "bunker", "needs": "triple"},
    {"start": 41, "end": 46, "kind": "pond", "double": 2, "back_to": 40},
    {"start": 51, "end": 56, "kind": "slope", "metres": 15},
]


def track(**changes: Any) -> Hole:
    """The test track (module docstring), with ``changes`` to its fields as JSON."""
    data: dict[str, Any] = {
        "name": "Track", "length": 200, "par": 4,
        "zones": [{"start": 0, "formula": FORMULA}, {"start": 100, "formula": FORMULA}],
        "green": {"start": 180, "formula": "B1 - R1", "combination": "double"},
        "end_of_terrain": 220, "proximity": [{"start": 70, "end": 99}],
        "hazards": HAZARDS,
    }
    data.update(changes)
    return Hole.model_validate_json(json.dumps(data))


def short(length: int = 45, **changes: Any) -> Hole:
    """A hole within one throw: one zone, the green from ``length - 5``, the end 15 m past
    the hole, no hazard."""
    data: dict[str, Any] = {
        "zones": [{"start": 0, "formula": FORMULA}], "proximity": [], "hazards": [],
        "length": length, "par": 2, "end_of_terrain": length + 15,
        "green": {"start": length - 5, "formula": "B1 - R1", "combination": "double"},
    }
    data.update(changes)
    return track(**data)


CRAMPED = "B1 * 10 + B2 + 40"
"""The first zone's formula on ``cramped()``: 51 m or more (``dice_for(24)`` throws 64 m)."""


def cramped(**changes: Any) -> Hole:
    """The test track whose first zone reads ``B1 * 10 + B2 + 40`` up to the limit at 100 m,
    with no hazard: a ball on the fairway from 50 m to 69 m is **blocked** (rule 9), every
    throw crossing the limit — from 70 m the proximity zone lets it cross. ``dice_for(24)``
    takes the ball from the tee to 64 m."""
    data: dict[str, Any] = {
        "zones": [{"start": 0, "formula": CRAMPED}, {"start": 100, "formula": FORMULA}],
        "hazards": [],
    }
    data.update(changes)
    return track(**data)


def new_game(*holes: Hole, players: int = 1, cards: bool = False) -> DiceGolfGame:
    course = Course(name="Tracks", holes=holes or (track(),))
    return DiceGolfGame(GameParams(course, NAMES[:players], cards=cards))


def dice_for(distance: int) -> tuple[int, int, int, int]:
    """Four dice that throw ``distance`` under ``B1 * 10 + B2`` with no bonus and, unless
    the blue dice are alike, no double."""
    b1, b2 = divmod(distance, 10)
    assert b1 in range(1, 7) and b2 in range(1, 7), distance
    for r1, r2 in itertools.product(range(1, 7), repeat=2):
        dice = (b1, b2, r1, r2)
        if bonus(dice) == 0 and len({b1, b2, r1, r2}) == len({b1, b2}) + 2:
            return dice
    for r1, r2 in itertools.product(range(1, 7), repeat=2):
        if bonus((b1, b2, r1, r2)) == 0:
            return b1, b2, r1, r2
    raise AssertionError(distance)


def info(state: DiceGolfState) -> ThrowInfo:
    """The throw in progress (there must be one)."""
    found = state.current_throw()
    assert found is not None
    return found


def roll(state: DiceGolfState, *faces: int) -> Record:
    """Roll ``faces`` one die at a time; the last die's record."""
    record: Record | None = None
    for face in faces:
        assert state.stage is Stage.DICE, state.stage
        record = state.apply(Roll(face))
    assert record is not None
    return record


def play(state: DiceGolfState, *actions: Action) -> Record:
    record: Record | None = None
    for action in actions:
        record = state.apply(action)
    assert record is not None
    return record


def throw(state: DiceGolfState, distance: int) -> Record:
    """A normal throw of ``distance`` on the test track's formula: the opponents pass."""
    while state.stage is Stage.AGAINST:
        state.apply(PASS)
    return roll(state, *dice_for(distance))


FILLER = ("green-6", "green-4", "green-2", "no-penalty")
"""Cards that pad a dealt hand: none is laid against a throw, so no opponent is asked, and
none is offered off the green without a penalty."""


def deal(state: DiceGolfState, hands: Sequence[Sequence[str]] = ()) -> None:
    """Deal each player the cards named for them first, padded with ``FILLER``, one card at
    a time in turn as the engine deals."""
    deck = default_deck()
    players = state.game.players
    left = {c.id: c.count for c in deck.cards}
    wanted = [list(hands[s]) if s < len(hands) else [] for s in range(players)]
    for cards in wanted:
        for card in cards:
            left[card] -= 1
    fillers = iter(card for card in FILLER for _ in range(left[card]))
    for cards in wanted:
        while len(cards) < HAND_SIZE:
            cards.append(next(fillers))
    for k in range(HAND_SIZE * players):
        state.apply(Deal(wanted[k % players][k // players]))
