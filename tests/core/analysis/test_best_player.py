"""``BestPlayer`` plays the analysis' policy, and its mean score is the analysis' figure."""

from __future__ import annotations

import random
import statistics

import pytest

from golfstudio.ai.best import BestPlayer, analysis_for
from golfstudio.ai.carambole import GreedyPlayer
from golfstudio.analysis import analyse_table
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, GameError, GameParams, Mode, Place, Player
from golfstudio.carambole.table import compile_course
from golfstudio.engine.play import play_out, sample_chance
from golfstudio.engine.registry import ai_players
from golfstudio.engine.simulate import simulate
from tests.core.analysis.conftest import lane


def test_mean_score_over_10000_games_is_the_expected_strokes() -> None:
    """Issue 5 §1: within 2 % over 10,000 basic-mode games of one player."""
    course = load_bundled("course-1-modified")
    table = compile_course(course)
    analysis = analyse_table(table)
    expected = min(s.expected for s in analysis.starts)
    params = GameParams(courses=(course,), players=(Player("best"),))
    player = BestPlayer(analysis)
    master = random.Random(2024)
    scores = []
    for _ in range(10_000):
        game = CaramboleGame(params, tables=[table]).new_state()
        play_out(game, [player], random.Random(master.getrandbits(64)))
        scores.append(game.scores()[0])
    mean = statistics.fmean(scores)
    assert abs(mean - expected) <= 0.02 * expected, (mean, expected)
    assert max(scores) <= analysis.stroke_limit


def test_every_choice_is_the_policy_for_the_strokes_played() -> None:
    course = load_bundled("course-3-modified").replace(stroke_limit=4)
    table = compile_course(course)
    analysis = analyse_table(table)
    player = BestPlayer(analysis)
    best_start = min(analysis.starts, key=lambda s: s.expected).cell
    rng = random.Random(3)
    strokes_seen = set()
    for _ in range(60):
        game = CaramboleGame(GameParams(courses=(course,), players=(Player("b"),)),
                             tables=[table]).new_state()
        dice = random.Random(rng.getrandbits(64))
        while not game.is_over():
            if game.is_chance_node():
                game.apply(sample_chance(game, dice))
                continue
            action = player.choose(game)
            if game.needs_start():
                assert action == Place(best_start)
            else:
                ball = game.ball_to_play()
                assert ball is not None
                cell, taken = game.ball_cell(ball), game.strokes(ball)
                assert cell is not None
                shot = analysis.best_shot(cell, taken)
                assert shot is not None and action == shot.to_shot()
                strokes_seen.add(taken)
            game.apply(action)
    assert strokes_seen == {0, 1, 2, 3}


def test_the_last_stroke_goes_for_the_hole() -> None:
    """Five faces give nothing, one the exact distance: any shot scores the limit on the
    last stroke, and the player still plays towards the hole."""
    analysis = analyse_table(compile_course(lane("S . H", [0, 0, 0, 0, 0, 2], 3)))
    for cell in analysis.states:
        for t in range(3):
            shot = analysis.best_shot(cell, t)
            assert shot is not None and shot.direction == 0


def test_analyses_are_shared_per_table() -> None:
    table = compile_course(load_bundled("course-2"))
    assert analysis_for(table) is analysis_for(table)
    assert BestPlayer().analysis(table) is analysis_for(table)
    other = compile_course(load_bundled("course-2"))
    assert analysis_for(other) is not analysis_for(table)


def test_carambole_mode_and_several_courses() -> None:
    courses = (load_bundled("course-1"), load_bundled("course-2-modified"))
    params = GameParams(courses=courses, players=(Player("a", balls=2), Player("g")),
                        mode=Mode.CARAMBOLE)
    game = CaramboleGame(params).new_state()
    play_out(game, [BestPlayer(), GreedyPlayer()], random.Random(5))
    assert game.is_over()
    assert all(s is not None for row in game.ball_card() for s in row)


def test_no_choice_at_a_chance_node_or_the_end() -> None:
    course = load_bundled("course-1")
    game = CaramboleGame(GameParams(courses=(course,), players=(Player("b"),))).new_state()
    player = BestPlayer()
    game.apply(player.choose(game))
    game.apply(player.choose(game))
    with pytest.raises(GameError, match="throw is pending"):
        player.choose(game)
    play_out(game, [player], random.Random(1))
    with pytest.raises(GameError, match="game is over"):
        player.choose(game)


def test_simulate_knows_the_best_player() -> None:
    assert "best" in ai_players("carambole")
    params = GameParams((load_bundled("course-1-modified"),),
                        (Player("best-1"), Player("greedy-2")), Mode.BASIC)
    report = simulate(CaramboleGame(params), ["best", "greedy"], games=40, seed=1)
    best, greedy = report["players"]
    assert best["ai"] == "best" and best["mean_total"] < greedy["mean_total"]
