"""The random and greedy Carambole players."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from fractions import Fraction

import pytest

from golfstudio.ai.carambole import CarambolePlayer, GreedyPlayer, RandomPlayer
from golfstudio.carambole.course import Course
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.game import (
    CaramboleGame,
    CaramboleState,
    GameError,
    GameParams,
    Mode,
    Place,
    Player,
    Roll,
    Shot,
)
from golfstudio.carambole.ruleset import Ruleset
from golfstudio.carambole.shot import resolve_fast
from golfstudio.engine.play import play_out, sample_chance
from golfstudio.hexgrid import Direction, Hex
from tests.core.carambole.test_figures import fenced

E, NE, NW, W, SW, SE = Direction

DOGLEG = fenced(from_rows([
    "S . . . . . .",
    " S . s s . . .",
    "  . . . w . . .",
    "   . . . . . H .",
]))


def _game(mode: Mode = Mode.BASIC, players: int = 1, course: Course = DOGLEG) -> CaramboleState:
    return CaramboleGame(GameParams((course,), tuple(Player(f"P{k}") for k in range(players)),
                                    mode)).new_state()


def test_random_player_picks_legal_actions_reproducibly() -> None:
    game, dice = _game(), random.Random(1)
    picks = [RandomPlayer(random.Random(4)).choose(game) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in game.legal_actions()
    game.apply(picks[0])
    for _ in range(20):
        action = RandomPlayer(random.Random(len(game.history))).choose(game)
        assert action in game.legal_actions()
        game.apply(action)
        if game.is_chance_node():
            game.apply(sample_chance(game, dice))
        if game.is_over():
            break


def test_players_do_not_throw_dice() -> None:
    game = _game()
    game.apply(Place(Hex(0, 0)))
    game.apply(Shot(E, "white"))
    for player in (RandomPlayer(random.Random(1)), GreedyPlayer()):
        with pytest.raises(GameError, match="a throw is pending"):
            player.choose(game)


def test_greedy_takes_the_start_nearest_the_hole() -> None:
    assert GreedyPlayer().choose(_game()) == Place(Hex(0, 1))


def test_greedy_holes_out_with_certainty_when_it_can() -> None:
    """A putter whose every face drops the ball in beats any die that merely gets close."""
    ruleset = Ruleset(dice=[{"name": "white", "colour": "white", "faces": [1, 2, 3, 4, 5, 6]},
                            {"name": "putter", "colour": "grey", "faces": [2, 2, 3, 3, 2, 3]}])
    game = _game(course=DOGLEG.replace(ruleset=ruleset))
    game.apply(Place(Hex(0, 1)))
    game.apply(Shot(SE, "white"))
    game.apply(Roll(2))  # (0,3)
    game.apply(Shot(E, "white"))
    game.apply(Roll(3))  # (3,3): three from the hole
    assert game.ball_cell(0) == Hex(3, 3)
    assert GreedyPlayer().choose(game) == Shot(E, "putter")


def test_greedy_maximises_the_chance_of_holing() -> None:
    game = _game()
    game.apply(Place(Hex(0, 1)))
    game.apply(Shot(SE, "white"))
    game.apply(Roll(2))
    game.apply(Shot(E, "white"))
    game.apply(Roll(3))
    choice = GreedyPlayer().choose(game)
    assert isinstance(choice, Shot)
    table = game.table
    here = table.index[Hex(3, 3)]

    def p_hole(shot: Shot) -> Fraction:
        source = table.source(shot.source, shot.card)
        return sum((p for n, p in source.distribution().items()
                    if table.is_hole[resolve_fast(table, here, shot.direction, n)]),
                   Fraction(0))

    best = max(p_hole(a) for a in game.legal_actions() if isinstance(a, Shot))
    assert best == Fraction(2, 3) and p_hole(choice) == best  # 3, 4, 6, 7 with yellow
    assert choice.direction == E


def test_greedy_game_scores() -> None:
    game = play_out(_game(players=2), [GreedyPlayer(), GreedyPlayer()], random.Random(1))
    assert game.ball_card() == ((3, 3),)


def test_greedy_beats_random() -> None:
    def mean_total(make_player: Callable[[int], CarambolePlayer]) -> float:
        totals = []
        for seed in range(12):
            game = CaramboleGame(GameParams((DOGLEG,), (Player("A"),))).new_state()
            play_out(game, [make_player(seed)], random.Random(seed))
            totals.append(game.scores()[0])
        return statistics.mean(totals)

    greedy = mean_total(lambda seed: GreedyPlayer())
    rand = mean_total(lambda seed: RandomPlayer(random.Random(seed)))
    assert greedy < rand
    assert greedy <= 5


def test_greedy_plays_carambole_mode_with_other_balls() -> None:
    game = play_out(_game(Mode.CARAMBOLE, players=3), [GreedyPlayer()] * 3, random.Random(1))
    assert all(s is not None and 1 <= s <= 10 for s in game.ball_card()[0])
    assert game.is_over()
    assert isinstance(game.history[-1], Roll)
