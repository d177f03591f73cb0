"""Drops found passing by the spots that cannot be played (``ball._grounds_off``) are the
drops the whole search finds.

A drop out of a region looks for playable ground on rings around the nearest allowed point
(``ball._settle_near``); a spot outside every region a ball could be played in off the region
is passed by without reading its lie, and where no such region comes within
reach — the rough drawn under everything — the search is skipped. These tests play the
engine's own drops both ways: an unplayable ball (a drop out of the region it lies in), and a
ball in a creek, lateral water or on a stone wall, at points all over the bundled holes,
including those whose trees or sand reach outside the rough.
"""

from __future__ import annotations

import random

import pytest

from golfstudio.plane import Point, Polygon, well_inside
from golfstudio.ultimate import ball as ball_module
from golfstudio.ultimate.ball import NOT_PLAYABLE, Ball, shoot, take_relief
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import default_cards
from golfstudio.ultimate.course import DropOut, FreeDrop, LateralDrop, Relief
from golfstudio.ultimate.lie import SituationKind, situation_at
from golfstudio.ultimate.shot import ShotOutcome

CARDS = default_cards()


def _drop(outcome: ShotOutcome) -> Relief:
    return next(o for o in outcome.relief if isinstance(o, DropOut | FreeDrop | LateralDrop))


@pytest.mark.parametrize("number", [3, 4, 8, 14, 16, 18])
def test_a_drop_without_the_search_is_the_drop_with_it(number: int,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    hole = load_bundled().holes[number - 1]
    assert hole.flag is not None
    xs = [p.x for r in hole.regions for p in r.points]
    ys = [p.y for r in hole.regions for p in r.points]
    rng = random.Random(number)
    cases = []
    while len(cases) < 60:
        at = Point(rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys)))
        sit = situation_at(hole, at, first_shot=False)
        if sit.kind in (SituationKind.RECOVERY, SituationKind.FAIRWAY_BUNKER) \
                and not sit.recovery_with_wedge:
            ball = Ball(at, on_tee=False, first_shot=False)
            card, iron = ("recovery", "5-iron") if sit.kind is SituationKind.RECOVERY \
                else ("fairway-bunker", None)
            outcome = shoot(hole, CARDS, ball, card, hole.flag, 2, iron)
            if outcome.unplayable:
                cases.append((ball, outcome))
    hazards = [r.polygon for r in hole.regions if r.kind in NOT_PLAYABLE]
    clubs = ("driver", "4-wood", "3-iron", "5-iron", "7-iron", "9-iron", "pitching-wedge")
    for _ in range(3000):  # into water or onto ground that needs a drop, from the fairway
        at = Point(rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys)))
        if not hazards or situation_at(hole, at, first_shot=False).kind \
                is not SituationKind.FAIRWAY:
            continue
        aim = rng.choice(rng.choice(hazards).points)  # a point of a hazard's outline
        here = Ball(at, on_tee=False, first_shot=False)
        outcome = shoot(hole, CARDS, here, rng.choice(clubs), aim, rng.randint(2, 12))
        if any(isinstance(o, DropOut | FreeDrop | LateralDrop) for o in outcome.relief):
            cases.append((here, outcome))
    if number in (4, 8, 16):  # a lake with an island, lateral water, a pond to drop out of
        assert len(cases) >= 60 + 5
    skipped = []
    real = ball_module._grounds_off

    def counted(*args: object) -> tuple[Polygon, ...] | None:
        found = real(*args)  # type: ignore[arg-type]
        skipped.append(found is not None and not found)
        return found

    monkeypatch.setattr(ball_module, "_grounds_off", counted)
    fast = [take_relief(hole, b, o, _drop(o)) for b, o in cases]
    monkeypatch.setattr(ball_module, "_grounds_off", lambda *args: None)
    slow = [take_relief(hole, b, o, _drop(o)) for b, o in cases]
    assert fast == slow
    if number in (3, 14):  # their rough holds every other region a ball can be played in
        assert any(skipped), "the rough's drops skip the search"


def test_well_inside_needs_a_margin_and_a_simple_outline() -> None:
    square = Polygon((Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)))
    small = Polygon((Point(2, 2), Point(8, 2), Point(8, 8)))
    touching = Polygon((Point(0, 2), Point(8, 2), Point(8, 8)))
    poking = Polygon((Point(2, 2), Point(12, 2), Point(8, 8)))
    bow_tie = Polygon((Point(0, 0), Point(10, 10), Point(10, 0), Point(0, 10)))
    assert well_inside(small, square)
    assert not well_inside(touching, square) and not well_inside(poking, square)
    assert not well_inside(square, small) and not well_inside(small, bow_tie)
