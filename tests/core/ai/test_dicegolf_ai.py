"""Dice Golf's AIs: random plays only legal moves; greedy keeps the dice likeliest to give the
combination, takes the choice worth most after a throw (a card that helps, fair play, a sign
change that beats a penalty), lays its cards on the leader, and beats random."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from golfstudio.ai.dicegolf import (
    BestPlayer,
    GreedyPlayer,
    RandomPlayer,
    best_keep,
    decision_seat,
    keep_chance,
)
from golfstudio.dicegolf.actions import (
    ACCEPT,
    FAIR_PLAY,
    PASS,
    Action,
    ChangeSign,
    Keep,
    Lay,
    Play,
)
from golfstudio.dicegolf.bundled import load_bundled
from golfstudio.dicegolf.combination import parse_combination
from golfstudio.dicegolf.game import GAME_TYPE, DiceGolfState, Stage
from golfstudio.dicegolf.hole import Hole
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players
from tests.core.dicegolf.tracks import (
    cramped,
    deal,
    dice_for,
    new_game,
    roll,
    short,
    throw,
    track,
)

DOUBLE = parse_combination("double")


def test_keep_chances_are_exact() -> None:
    assert keep_chance(DOUBLE, (1, 2, 3, 4), (False,) * 4) == pytest.approx(936 / 1296)
    assert keep_chance(DOUBLE, (1, 2, 3, 4), (True,) * 4) == 0
    assert keep_chance(DOUBLE, (3, 3, 1, 2), (True, True, False, False)) == 1
    # keep a 2 for "double 2": one of three dice must show a 2
    assert keep_chance(parse_combination("double 2"), (2, 1, 3, 4),
                       (True, False, False, False)) == pytest.approx(1 - (5 / 6) ** 3)


@pytest.mark.parametrize(("needed", "dice", "kept"), [
    ("triple", (3, 3, 1, 2), (True, True, False, False)),
    ("double 2", (2, 1, 3, 4), (True, False, False, False)),
    ("double", (5, 5, 1, 2), (True, True, True, True)),
    ("double", (1, 2, 4, 6, 9), (True, False, False, False, True)),  # as good as none
])
def test_greedy_keeps_what_gives_the_combination_its_best_chance(
        needed: str, dice: tuple[int, ...], kept: tuple[bool, ...]) -> None:
    found = best_keep(parse_combination(needed), dice)
    assert keep_chance(parse_combination(needed), dice, found) == pytest.approx(
        keep_chance(parse_combination(needed), dice, kept))
    assert found == kept


def test_greedy_keeps_a_pair_in_the_triple_bunker() -> None:
    state = new_game().new_state()
    throw(state, 33)
    roll(state, 3, 3, 1, 2)
    assert state.stage is Stage.KEEP
    assert GreedyPlayer().choose(state.view(0)) == Keep((True, True, False, False))


def test_greedy_claims_fair_play_rather_than_a_limit_penalty() -> None:
    state = new_game(cramped()).new_state()
    roll(state, *dice_for(24))  # to 64 m, where every throw crosses the limit: blocked
    roll(state, *dice_for(45))
    assert state.legal_actions() == [ACCEPT, FAIR_PLAY]
    assert GreedyPlayer().choose(state.view(0)) == FAIR_PLAY


def test_greedy_changes_a_sign_when_it_beats_the_penalty() -> None:
    hole = track(zones=[{"start": 0, "formula": "B1 * 10 + B2"}, {"start": 10, "formula": "B * R"}],
                 proximity=[{"start": 0, "end": 29}],
                 hazards=[{"start": 61, "end": 66, "kind": "slope", "metres": 1}])
    state = new_game(hole).new_state()
    throw(state, 64)
    roll(state, 6, 6, 6, 6)  # 144 + 50 + 1: past the end of terrain, back with a penalty
    view = state.view(0)
    greedy = GreedyPlayer()
    assert greedy.choose(view) == ChangeSign(0)

    def worth(action: Action) -> float:
        return sum(float(p) * greedy.worth(view, r) for r, p in view.outcomes(action))

    assert worth(ChangeSign(0)) > worth(ACCEPT)
    # A throw that lands well is accepted.
    state = new_game(hole).new_state()
    throw(state, 64)
    roll(state, 1, 2, 1, 3)
    assert state.stage is Stage.DECIDE and GreedyPlayer().choose(state.view(0)) == ACCEPT


@pytest.mark.parametrize(("card", "dice", "hole"), [
    ("hole-in-one", (3, 3, 1, 2), track()),
    ("green-4", dice_for(56), short(60)),
])
def test_greedy_plays_a_card_that_holes(card: str, dice: tuple[int, ...], hole: Hole) -> None:
    state = new_game(hole, cards=True).new_state()
    deal(state, [[card]])
    roll(state, *dice)
    assert GreedyPlayer().choose(state.view(0)) == Play(card)


def test_greedy_cancels_a_penalty_with_no_penalty() -> None:
    hazards = [{"start": 61, "end": 66, "kind": "slope", "metres": 1}]
    state = new_game(track(hazards=hazards), cards=True).new_state()
    deal(state, [["no-penalty"]])
    throw(state, 64)
    roll(state, *dice_for(45))
    assert GreedyPlayer().choose(state.view(0)) in (Play("no-penalty"),
                                                    Play("no-penalty", True))


def test_greedy_lays_its_air_shot_on_the_leader_and_everything_on_the_last_hole() -> None:
    state = new_game(short(45), short(45), players=3, cards=True).new_state()
    deal(state, [["weather"], ["air-shot"], ["air-shot"]])
    greedy = GreedyPlayer()

    def thrown(distance: int) -> None:
        throw(state, distance)
        if state.stage is Stage.DECIDE:  # Ann's own weather card is offered: kept
            state.apply(ACCEPT)

    def asks(seat: int) -> object:
        assert state.stage is Stage.AGAINST and state.current_player() == seat
        return greedy.choose(state.view(seat))

    assert asks(1) == Lay("air-shot")  # all level: Ann, throwing, leads
    state.apply(Lay("air-shot"))
    assert asks(2) == Lay("air-shot")
    state.apply(PASS)
    thrown(21)  # Ann: a throw and a penalty
    for seat in (2, 0):  # Bob throws
        asks(seat)
        state.apply(PASS)
    thrown(45)  # Bob holes in one
    state.apply(PASS)  # Ann, before Cy's throw
    thrown(24)  # Cy: 1
    assert asks(2) == PASS  # Ann (2) throws, and Bob (1) leads Cy's rivals
    state.apply(PASS)
    thrown(24)  # Ann holes: 3
    state.apply(PASS)
    thrown(21)  # Cy holes: 2; the last hole starts
    assert state.hole_index == 1
    assert asks(2) == Lay("air-shot")  # the last hole: no card is kept to the end


def test_the_ais_refuse_to_stand_for_chance_and_play_only_legal_moves() -> None:
    game = GAME_TYPE.game_from_json(GAME_TYPE.example_params(2))
    state = game.new_state()
    with pytest.raises(GameError, match="chance's choice"):
        decision_seat(state.view(0))
    seats: list[Any] = [ai_players("dicegolf")[name][0](game, random.Random(k))
                        for k, name in enumerate(("greedy", "random"))]
    done = play_out(state, seats, random.Random(3))
    assert isinstance(done, DiceGolfState) and done.is_over()
    with pytest.raises(GameError, match="the game is over"):
        RandomPlayer(random.Random(0)).choose(done.view(0))


def test_greedy_beats_random() -> None:
    game = GAME_TYPE.game_from_json(GAME_TYPE.example_params(2))
    wins = Fraction(0)
    for seed in range(20):
        seats: list[Any] = [GreedyPlayer(), RandomPlayer(random.Random(seed))]
        done = play_out(game.new_state(), seats, random.Random(seed))
        wins += Fraction(1, len(done.winners())) if 0 in done.winners() else 0
    assert wins >= 14


def test_best_takes_the_policys_selection_and_sign_changes() -> None:
    """``best`` is the dynamic programme: at a selection it keeps what ``Policy.keep`` keeps,
    after a throw it changes a sign exactly when ``Policy.change_sign`` does (no cards)."""
    hole = load_bundled().holes[4]  # past its limit at 205 m, B * R: signs worth changing
    game = new_game(hole)
    best = BestPlayer()
    policy = best.policy(hole)
    rng = random.Random(7)
    checked = {"keep": 0, "decide": 0}
    for _ in range(20):
        state = game.new_state()
        while not state.is_over():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes],
                                        [float(p) for _, p in outcomes])[0])
                continue
            view = state.view(state.current_player())
            action = best.choose(view)
            info = view.current_throw()
            assert info is not None
            dice = tuple(d for d in info.dice if d is not None)
            if view.stage is Stage.KEEP:
                assert action == Keep(policy.keep(info.start, view.throws(info.seat), dice))
                checked["keep"] += 1
            elif action != FAIR_PLAY:
                sign = policy.change_sign(info.start, view.throws(info.seat), dice)
                assert action == (ACCEPT if sign is None else ChangeSign(sign))
                checked["decide"] += 1
            state.apply(action)
    assert checked["keep"] > 0 and checked["decide"] > 0


def test_the_registry_offers_best() -> None:
    assert list(ai_players("dicegolf")) == ["random", "greedy", "best"]
