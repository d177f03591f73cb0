"""The shared play machinery: chance drawn by exact weights, play-out, replay, winners."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from golfstudio.ai.carambole import GreedyPlayer, RandomPlayer
from golfstudio.carambole.bundled import load_bundled
from golfstudio.carambole.game import CaramboleGame, GameParams, Place, Player, Roll, Shot
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out, replay, sample_chance, winners
from golfstudio.hexgrid import Direction, Hex


class _Loaded:
    """A chance node with uneven outcomes, to test the sampler on its own."""

    def __init__(self, outcomes: list[tuple[str, Fraction]]) -> None:
        self.outcomes = outcomes

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        return self.outcomes


def test_sampling_follows_the_exact_weights() -> None:
    node = _Loaded([("a", Fraction(1, 2)), ("b", Fraction(1, 3)), ("c", Fraction(1, 6))])
    rng = random.Random(1)
    counts = Counter(sample_chance(node, rng) for _ in range(60_000))  # type: ignore[arg-type]
    assert counts["a"] / 60_000 == pytest.approx(1 / 2, abs=0.01)
    assert counts["b"] / 60_000 == pytest.approx(1 / 3, abs=0.01)
    assert counts["c"] / 60_000 == pytest.approx(1 / 6, abs=0.01)


def test_a_die_of_equal_faces_draws_as_rolling_it_would() -> None:
    """One ``randrange(6)`` per throw, taken in the die's order: the same faces as
    ``faces[rng.randrange(6)]`` (so seeds keep their games)."""
    state = CaramboleGame(GameParams((load_bundled("course-1"),), (Player("A"),))).new_state()
    state.apply(Place(state.table.hexes[state.table.starts[0]]))
    direction = state.legal_actions()[0]
    assert isinstance(direction, Shot)
    state.apply(Shot(direction.direction, "yellow"))
    faces = [3, 4, 5, 6, 7, 8]
    a, b = random.Random(9), random.Random(9)
    for _ in range(50):
        assert sample_chance(state, a) == Roll(faces[b.randrange(6)])


def test_probabilities_that_do_not_add_up_are_refused() -> None:
    node = _Loaded([("a", Fraction(1, 3)), ("b", Fraction(1, 3))])
    with pytest.raises(GameError, match="do not add up to 1"):
        for seed in range(20):
            sample_chance(node, random.Random(seed))  # type: ignore[arg-type]
    with pytest.raises(GameError, match="nothing is left to chance"):
        sample_chance(_Loaded([]), random.Random(1))  # type: ignore[arg-type]


def test_play_out_is_seeded_and_bounded() -> None:
    game = CaramboleGame(GameParams((load_bundled("course-2"),), (Player("A"), Player("B"))))
    first = play_out(game.new_state(), [GreedyPlayer(), RandomPlayer(random.Random(4))],
                     random.Random(5))
    second = play_out(game.new_state(), [GreedyPlayer(), RandomPlayer(random.Random(4))],
                      random.Random(5))
    assert first == second and first.is_over()
    with pytest.raises(GameError, match="did not end within 3 actions"):
        play_out(game.new_state(), [GreedyPlayer(), GreedyPlayer()], random.Random(5),
                 max_actions=3)


def test_replay_names_the_first_refused_action() -> None:
    game = CaramboleGame(GameParams((load_bundled("course-1"),), (Player("A"),)))
    start = game.new_state().legal_actions()[0]
    with pytest.raises(GameError, match=r"action 2 \(shot E with the purple die\) cannot be "
                                        r"played: .*purple"):
        replay(game, [start, Shot(Direction.E, "purple")])
    with pytest.raises(GameError, match=r"action 1 \(place the ball on \(99,99\)\)"):
        replay(game, [Place(Hex(99, 99))])


def test_winners_share_ties_and_know_which_way_is_better() -> None:
    assert winners((5, 3, 3), lower_wins=True) == (1, 2)
    assert winners((5, 3, 3), lower_wins=False) == (0,)
    assert winners((), lower_wins=True) == ()
