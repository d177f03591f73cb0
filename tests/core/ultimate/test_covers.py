"""A shot in yards that stops on the flag covers the hole (ultimate-golf.md §4, "tous les
coups"): re-rolled like a chip's 7, except on the hole's first shot, which only the
hole-in-one rule holes — there it lies on the lip and one putt is counted (*Decision*,
docs/ultimate-rules-engine.md). The shot, the engine and the analysis agree."""

from __future__ import annotations

import functools

import pytest

from golfstudio.plane import Point
from golfstudio.ultimate.analysis import HoleAnalysis, analyse_hole
from golfstudio.ultimate.analysis_model import COVERS_MISS, ON_LIP, putt_expectation
from golfstudio.ultimate.ball import Ball, shoot, tee_ball
from golfstudio.ultimate.cards import DICE_SUMS, PuttBand, default_cards, sum_chance
from golfstudio.ultimate.course import Course, Hole
from golfstudio.ultimate.game import (
    GameParams,
    Roll,
    Rolled,
    Shot,
    Stage,
    UltimateGame,
    UltimateState,
)
from golfstudio.ultimate.shot import COVER_FEET, resolve_shot
from tests.core.ultimate.drawn import box, hole

CARDS = default_cards()
FLAG = Point(0, 160)


def pitch_hole(tee_y: float, stroke_index: int = 1) -> Hole:
    """A short hole whose flag is 80 yards (the pitching wedge's straight 7) from the tee
    (``tee_y`` = 80) or from where a first pitch stops (``tee_y`` = 0); out of bounds to the
    right."""
    return hole({"par": 3, "stroke_index": stroke_index, "flag": [FLAG.x, FLAG.y],
                 "tee_markers": [[-5, tee_y], [5, tee_y]],
                 "regions": [box("rough", "rough", -60, -20, 40, 200),
                             box("ob", "out-of-bounds", 40, -20, 100, 200, 1),
                             box("fw", "fairway", -20, -10, 20, 140, 1),
                             box("green", "green", -60, 100, 40, 200, 2)]})


FROM_FAR = pitch_hole(0.0)
FROM_80 = pitch_hole(80.0, 2)


def test_a_club_stopping_on_the_flag_covers_the_hole() -> None:
    out = resolve_shot(FROM_FAR, CARDS, Point(0, 80), "pitching-wedge", FLAG, 7,
                       first_shot=False)
    assert out.holed_check and not out.holed and not out.on_lip
    assert out.relief == () and out.penalty_strokes == 0
    assert out.to_dict()["holed_check"] is True


def test_the_cover_distance_is_a_foot() -> None:
    # The 7 flies 80 yards: from 80 yards plus a little less than a foot it still covers.
    inside = Point(0, 80 - 0.9 * COVER_FEET / 3)
    outside = Point(0, 80 - 1.2 * COVER_FEET / 3)
    assert resolve_shot(FROM_FAR, CARDS, inside, "pitching-wedge", FLAG, 7,
                        first_shot=False).holed_check
    beyond = resolve_shot(FROM_FAR, CARDS, outside, "pitching-wedge", FLAG, 7,
                          first_shot=False)
    assert not beyond.holed_check and beyond.situation.band is not None


def test_the_first_shot_covering_the_hole_lies_on_the_lip() -> None:
    out = shoot(FROM_80, CARDS, tee_ball(FROM_80), "pitching-wedge", FLAG, 7)
    assert out.on_lip and not out.holed_check and not out.holed and out.relief == ()


def _game(*holes: Hole) -> UltimateGame:
    course = Course(name="Pitches", holes=holes)
    return UltimateGame(GameParams(course, ("Ann",), "pitches"))


def _shot(state: UltimateState, card: str, aim: Point, total: int) -> Rolled:
    state.apply(Shot(card, aim))
    low = max(1, total - 6)
    if low * 2 == total:
        low -= 1
    record = state.apply(Roll(low, total - low))
    assert isinstance(record, Rolled)
    return record


@pytest.mark.parametrize(("again", "strokes"), [(Roll(3, 4), 2), (Roll(2, 3), 3)])
def test_the_engine_re_rolls_a_full_shot_covering_the_hole(again: Roll, strokes: int) -> None:
    state = _game(FROM_FAR, FROM_80).new_state()
    _shot(state, "pitching-wedge", FLAG, 7)  # the first shot: 80 yards, on the fairway
    assert state.situation(0).kind.value == "fairway"
    record = _shot(state, "pitching-wedge", FLAG, 7)
    assert record.outcome is not None and record.outcome.holed_check
    assert state.stage is Stage.COVERS and state.current_player() < 0
    assert state.apply(again).holed
    assert state.card()[0] == (strokes,)


def test_the_engine_counts_one_putt_for_a_first_shot_on_the_lip() -> None:
    state = _game(FROM_80, FROM_FAR).new_state()
    record = _shot(state, "pitching-wedge", FLAG, 7)
    assert record.holed and record.outcome is not None and record.outcome.on_lip
    assert state.card()[0] == (2,)  # the shot and the putt, no re-roll


def test_a_tee_shot_replayed_after_a_penalty_gets_the_re_roll() -> None:
    state = _game(FROM_80, FROM_FAR).new_state()
    _shot(state, "pitching-wedge", Point(80, 90), 7)  # out of bounds: stroke and distance
    assert state.situation(0).kind.value == "tee"
    record = _shot(state, "pitching-wedge", FLAG, 7)
    assert record.outcome is not None and record.outcome.holed_check
    assert state.stage is Stage.COVERS
    assert state.apply(Roll(1, 6)).holed
    assert state.card()[0] == (3,)  # out of bounds, its penalty, the re-rolled 7


def _by_hand(hole_: Hole, ball: Ball, covered: float) -> float:
    """The pitching wedge aimed at the flag from ``ball``, every roll through the engine:
    ``covered`` for the 7, the putts of the band every other roll leaves on this green."""
    total = 1.0
    for roll in DICE_SUMS:
        out = shoot(hole_, CARDS, ball, "pitching-wedge", FLAG, roll)
        if out.holed_check or out.on_lip:
            assert roll == 7
            rest = covered
        else:
            assert out.situation.band is not None, roll  # every pitch stays on the green
            rest = putt_expectation(CARDS, out.situation.band)
        total += float(sum_chance(roll)) * rest
    return total


@functools.cache
def _analysis(hole_: Hole) -> HoleAnalysis:
    return analyse_hole(hole_, CARDS)


def _pitch_value(hole_: Hole, ball: Ball) -> float:
    analysis = _analysis(hole_)
    choices = dict((action, q) for action, q in analysis.shot_values(ball))
    return next(q for action, q in choices.items()
                if action.card == "pitching-wedge" and action.turn == 0.0)


def test_the_analysis_values_a_covering_shot_as_the_engine_plays_it() -> None:
    ball = Ball(Point(0, 80), on_tee=False, first_shot=False)
    assert _pitch_value(FROM_FAR, ball) == pytest.approx(
        _by_hand(FROM_FAR, ball, float(COVERS_MISS)), abs=1e-12)
    # 5/6 of a stroke, not the under-10-feet putts (25/18) it was valued at before.
    assert float(COVERS_MISS) < putt_expectation(CARDS, PuttBand.UNDER_10)


def test_the_analysis_values_the_first_shot_on_the_lip_and_a_replay_re_rolled() -> None:
    tee = tee_ball(FROM_80)
    assert _pitch_value(FROM_80, tee) == pytest.approx(_by_hand(FROM_80, tee, ON_LIP),
                                                       abs=1e-12)
    replay = Ball(tee.at, on_tee=True, first_shot=False)
    assert _pitch_value(FROM_80, replay) == pytest.approx(
        _by_hand(FROM_80, replay, float(COVERS_MISS)), abs=1e-12)
    analysis = _analysis(FROM_80)
    assert analysis.expected <= _by_hand(FROM_80, tee, ON_LIP) + 1e-12
