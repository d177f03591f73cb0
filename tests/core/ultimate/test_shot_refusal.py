"""``shoot_refusal`` (the checks without the flight) refuses exactly what ``shoot`` refuses,
in the same words, and lets through exactly what ``shoot`` plays: every card of the set,
irons named or not, aims on the ball, near it and far, every throw, from balls all over the
bundled course — in the water, out of bounds, on the tee, on greens, in bunkers and rough."""

from __future__ import annotations

import itertools
import json
import math
import random

from golfstudio.plane import Point
from golfstudio.ultimate.ball import Ball, shoot, shoot_refusal
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import CardSet, PuttBand, default_cards
from golfstudio.ultimate.course import Hole, SpecialCard
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.shot import shot_refusal

CARDS = default_cards()
CARD_IDS = [c.id for c in CARDS.cards] + ["no-such-card"]


def _with_an_unplayable_iron() -> CardSet:
    """The default set with the 7-iron's 2 and 12 unplayable: a result in yards that does
    not play the ball, which the default set has only on a feet card."""
    data = CARDS.model_dump(mode="json")
    for card in data["cards"]:
        if card["id"] == "7-iron":
            for row in card["rows"]:
                if row["sum"] in (2, 12):
                    row.update(carry=0, factor=0, side="none", special="unplayable")
    return CardSet.model_validate_json(json.dumps(data))


CARD_SETS = (CARDS, _with_an_unplayable_iron())
IRONS = [None, "7-iron", "driver", "pitching-wedge", "no-such-iron"]


def _refusal_by_shooting(hole: Hole, cards: CardSet, ball: Ball, card: str, aim: Point,
                         roll: int, iron: str | None) -> str | None:
    try:
        shoot(hole, cards, ball, card, aim, roll, iron)
    except UltimateError as exc:
        return str(exc)
    return None


def _balls(hole: Hole, rng: random.Random) -> list[Ball]:
    assert hole.flag is not None
    corners = [p for r in hole.regions for p in r.points]
    spots = [rng.choice(corners) for _ in range(6)] + [hole.flag] + [
        Point(hole.flag.x + rng.uniform(-250, 250), hole.flag.y + rng.uniform(-450, 40))
        for _ in range(10)]
    balls = [Ball(p, on_tee=False, first_shot=False) for p in spots]
    balls.append(Ball(spots[0]))  # on the tee, first shot
    balls.append(Ball(spots[1], on_tee=False, first_shot=False, play_as=SpecialCard.RECOVERY))
    balls.append(Ball(spots[2], on_tee=False, first_shot=False, band=PuttBand.OVER_40))
    return balls


def test_the_checks_alone_refuse_what_the_shot_refuses() -> None:
    rng = random.Random(2026)
    agreed = refused = 0
    for hole in load_bundled().holes:
        for ball in _balls(hole, rng):
            for card in CARD_IDS:
                aims = [ball.at, Point(ball.at.x + 1e-8, ball.at.y), hole.flag or ball.at,
                        Point(ball.at.x + 40 * math.cos(rng.uniform(0, 7)),
                              ball.at.y + 40 * math.sin(rng.uniform(0, 7)))]
                for aim in aims:
                    for roll, cards in itertools.product((rng.randint(2, 12), 7, 2, 12),
                                                         CARD_SETS):
                        named = card == "recovery" or rng.random() < 0.2
                        iron = rng.choice(IRONS) if named else None
                        expected = _refusal_by_shooting(hole, cards, ball, card, aim, roll, iron)
                        got = shoot_refusal(hole, cards, ball, card, aim, roll, iron)
                        assert got == expected, (hole.name, ball, card, aim, roll, iron)
                        agreed += 1
                        refused += expected is not None
    assert refused > agreed // 10 and refused < agreed  # both answers were met, often


def test_a_bad_roll_a_point_that_is_not_one_and_a_hole_without_flag_are_refused() -> None:
    hole = load_bundled().holes[0]
    assert hole.flag is not None
    origin = Point(hole.flag.x, hole.flag.y - 150)

    def why(h: Hole, o: Point, aim: Point, roll: int) -> str | None:
        return shot_refusal(h, CARDS, o, "7-iron", aim, roll, first_shot=False)

    assert why(hole, origin, hole.flag, 13) == "a roll of two dice is 2 to 12, not 13"
    assert why(hole, origin, Point(math.nan, 0), 7) == "the aim point (nan, 0) is not a point"
    assert why(hole.model_copy(update={"flag": None}), origin, hole.flag, 7) == (
        "the hole has no flag")
    assert why(hole, origin, origin, 7) == (
        f"the aim point {origin} is where the ball lies: aim somewhere else")


def test_a_result_that_does_not_play_the_ball_ignores_the_aim() -> None:
    """As before the checks were split from the flight: an unplayable row, a putt and a feet
    card never look at the aim, so one on the ball's own spot is no refusal there."""
    hole = load_bundled().holes[0]
    ball = Ball(hole.tee_markers[0])
    unplayable = CARD_SETS[1]
    assert shoot_refusal(hole, unplayable, ball, "7-iron", ball.at, 2) is None
    assert shoot(hole, unplayable, ball, "7-iron", ball.at, 2).unplayable
    assert shoot_refusal(hole, unplayable, ball, "7-iron", ball.at, 7) == (
        f"the aim point {ball.at} is where the ball lies: aim somewhere else")
