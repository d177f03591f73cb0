"""``BestPlayer`` for Ultimate Golf: it plays what the hole analysis says is best, and its mean
score over 2,000 plays of a hole is the analysis' expectation from the tee within 2 %.

Holes of the bundled course: 10 (a par 4 with a pond, drop out), 12 (a par 3 over water with
a choice of relief and a hole in one), 14 (a par 5 whose local rule the best play uses), 18
(a par 5 along a bay, stroke and distance, and a sand strip played as a bunker)."""

from __future__ import annotations

import random
import statistics
from typing import Any

import pytest

from golfstudio.ai.ultimate_best import BestPlayer, analysis_for
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players
from golfstudio.ultimate.ball import take_relief
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.game import Drop, GameParams, Roll, Shot, Stage, UltimateGame

PLAYS = 2_000


@pytest.fixture(scope="module")
def course() -> Course:
    return load_bundled()


def one_hole(course: Course, number: int) -> UltimateGame:
    return UltimateGame(GameParams(course, ("Best",), holes=(number,)))


@pytest.mark.parametrize("number", [10, 12, 14, 18])
def test_best_play_scores_what_the_analysis_expects(course: Course, number: int) -> None:
    game = one_hole(course, number)
    analysis = analysis_for(game.hole(0), game.cards)
    rng = random.Random(number)
    scores = []
    for _ in range(PLAYS):
        players: list[Any] = [BestPlayer(game, rng)]
        state = play_out(game.new_state(), players, rng)
        scores.append(state.scores()[0])
    mean = statistics.mean(scores)
    assert mean == pytest.approx(analysis.expected, rel=0.02)


def test_best_takes_the_analysis_first_shot(course: Course) -> None:
    game = one_hole(course, 12)
    state = game.new_state()
    shot = BestPlayer(game, random.Random(0)).choose(state.view(0))
    assert shot == analysis_for(game.hole(0), game.cards).first_shot()
    assert isinstance(shot, Shot) and state.check(shot) is None


def test_best_chooses_the_relief_worth_the_least(course: Course) -> None:
    """Hole 17's lake offers a replay from the tee or the drop zone in front of it, one
    penalty each: the player takes the one the analysis values lower."""
    game = one_hole(course, 17)
    state = game.new_state()
    flag = game.hole(0).flag
    assert flag is not None
    state.apply(Shot("9-iron", flag))
    state.apply(Roll(6, 6))  # 9-iron, 12: 70 yards and right, into the lake
    assert state.stage is Stage.RELIEF and len(state.relief_options()) == 2
    analysis = analysis_for(game.hole(0), game.cards)
    outcome, played_from = state.pending_outcome, state.played_from
    assert outcome is not None and played_from is not None
    costs = [option.penalty + analysis.value(take_relief(game.hole(0), played_from, outcome,
                                                         option))
             for option in state.relief_options()]
    choice = BestPlayer(game, random.Random(0)).choose(state.view(0))
    assert choice == Drop(costs.index(min(costs)))
    assert costs[0] != costs[1]


def test_best_refuses_to_throw_the_dice(course: Course) -> None:
    game = one_hole(course, 12)
    state = game.new_state()
    player = BestPlayer(game, random.Random(0))
    state.apply(player.choose(state.view(0)))
    with pytest.raises(GameError, match="dice"):
        player.choose(state.view(0))


def test_best_is_registered_and_analyses_a_hole_once(course: Course) -> None:
    factory, words = ai_players("ultimate")["best"]
    game = one_hole(course, 8)
    assert isinstance(factory(game, random.Random(1)), BestPlayer)
    assert "analysis" in words
    assert analysis_for(game.hole(0), game.cards) is analysis_for(game.hole(0), game.cards)
    # An equal hole read again from the file is the same analysis (keyed by value).
    again = load_bundled().holes[7]
    assert again is not game.hole(0)
    assert analysis_for(again, game.cards) is analysis_for(game.hole(0), game.cards)
