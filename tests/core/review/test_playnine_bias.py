"""The Play Nine review's correction: read strictly from its file, applied to V and Q alike
(errors unchanged), and it takes the drift of ``strong``'s estimates out of the luck."""

from __future__ import annotations

import random
from statistics import mean

import pytest

from golfstudio.ai.playnine import GreedyPlayer
from golfstudio.ai.playnine_strong import StrongPlayer
from golfstudio.engine.play import play_out
from golfstudio.errors import GolfStudioError
from golfstudio.playnine.game import GameParams, PlayNineGame
from golfstudio.review.labels import thresholds
from golfstudio.review.playnine import PlayNineJudge
from golfstudio.review.playnine_bias import FORMAT, bundled_bias, parse_bias
from golfstudio.review.walk import walk


def test_the_bundled_file_has_a_correction_for_every_count_a_player_meets() -> None:
    bias = bundled_bias()
    assert {1, 2, 3, 4, 5, 6, 8} <= set(bias)  # the tee shot turns two: never 7
    assert bias[8] < bias[1]  # the estimate is most pessimistic at the tee


@pytest.mark.parametrize(("data", "words"), [
    ([], "not a Play Nine review correction file"),
    ({"format": FORMAT, "by_face_down": []}, "by_face_down must be an object"),
    ({"format": FORMAT, "by_face_down": {"9": {"bias": 1}}}, "0 to 8, not '9'"),
    ({"format": FORMAT, "by_face_down": {"3": {"bias": 1e300}}}, "from -40 to 40"),
    ({"format": FORMAT, "by_face_down": {"3": {"bias": True}}}, "from -40 to 40"),
    ({"format": FORMAT, "by_face_down": {"3": 2}}, "from -40 to 40"),
])
def test_a_broken_file_is_refused_in_one_line(data: object, words: str) -> None:
    with pytest.raises(GolfStudioError, match=words.replace("(", r"\(")):
        parse_bias(data)


def _game() -> tuple[PlayNineGame, tuple[object, ...]]:
    game = PlayNineGame(GameParams(("Strong", "Greedy"), 1))
    state = play_out(game.new_state(), [StrongPlayer(), GreedyPlayer()], random.Random(5))
    return game, state.history


def test_the_shift_moves_v_and_q_together() -> None:
    game, actions = _game()
    plain = walk(game, actions, PlayNineJudge(game, bias={}), thresholds("playnine"))
    shifted = walk(game, actions, PlayNineJudge(game, bias={k: -5.0 for k in range(9)}),
                   thresholds("playnine"))
    for a, b in zip(plain.players, shifted.players, strict=True):
        assert [d.error for d in a.decisions] == pytest.approx([d.error for d in b.decisions])
        assert b.holes[0].start_value == pytest.approx(a.holes[0].start_value - 5)
        assert abs(b.holes[0].gap) < 0.01


@pytest.mark.slow
def test_strongs_luck_averages_out_with_the_correction() -> None:
    game = PlayNineGame(GameParams(("Strong", "Greedy", "Greedy 2"), 1))
    luck = {"plain": [], "corrected": []}
    for seed in range(6):
        state = play_out(game.new_state(), [StrongPlayer(), GreedyPlayer(), GreedyPlayer()],
                         random.Random(seed))
        for name, bias in (("plain", {}), ("corrected", None)):
            review = walk(game, state.history, PlayNineJudge(game, bias=bias),
                          thresholds("playnine"))
            luck[name].append(review.players[0].holes[0].luck)
    assert mean(luck["plain"]) > 5
    assert abs(mean(luck["corrected"])) < abs(mean(luck["plain"])) / 2
