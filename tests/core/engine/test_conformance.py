"""Every registered game honours the shared State protocol (OpenSpiel's games_sim_test).

For each game with an engine, from many seeds: random play to the end, checking at every
step that the player to act, the legal actions, ``check`` and the chance outcomes agree;
clones are equal and independent; ``view`` equals the state for a game without hidden
information, and with hidden information offers the seat to act the same choices, and what
a seat's views cannot tell apart by equality no field of them can (``contents``); once over
nothing is legal and the card is full; the finished game survives a save/load round trip and
replays to an equal state. A new game gets all of this by being
registered: nothing here names a game.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from golfstudio.engine.play import sample_chance
from golfstudio.engine.registry import GameInfo, engine_games, game_type
from golfstudio.engine.saved_game import loads_saved_game, saved_game_json, saved_game_of
from golfstudio.engine.state import CHANCE, TERMINAL, Game, State
from tests.object_contents import differences

GAMES = engine_games()
SEEDS = range(12)


def _game(info: GameInfo, players: int) -> Game[Any]:
    kind = game_type(info.id)
    return kind.game_from_json(kind.example_params(players))


def _seat_counts(info: GameInfo) -> list[int]:
    return sorted({info.min_players, min(info.min_players + 1, info.max_players),
                   min(3, info.max_players)})


def _check_position(info: GameInfo, state: State[Any]) -> None:
    player = state.current_player()
    legal = list(state.legal_actions())
    if state.is_over():
        assert player == TERMINAL
        assert legal == [] and list(state.chance_outcomes()) == []
        return
    assert legal, "a game that is not over must offer an action"
    if state.is_chance_node():
        assert player == CHANCE
        outcomes = list(state.chance_outcomes())
        assert [a for a, _ in outcomes] == legal
        assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
        assert sum(p for _, p in outcomes) == 1
    else:
        assert 0 <= player < len(state.game.player_names())
        assert list(state.chance_outcomes()) == []
    for action in legal[:8]:
        assert state.check(action) is None, state.game.action_text(action)
    if not info.hidden_information:
        for seat in range(len(state.game.player_names())):
            assert state.view(seat) == state
    elif not state.is_chance_node():
        # What the seat to act sees lets it act: the same choices, the same seat, the same
        # scores; and a view shows nothing more when viewed again.
        view = state.view(player)
        assert list(view.legal_actions()) == legal and view.current_player() == player
        assert view.scores() == state.scores() and view.card() == state.card()
        assert view.view(player) == view == view.clone()


def _play(info: GameInfo, game: Game[Any], seed: int) -> State[Any]:
    rng = random.Random(seed)
    state = game.new_state()
    steps = 0
    while not state.is_over():
        _check_position(info, state)
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(list(state.legal_actions()))
        before = state.clone()
        assert before == state
        state.apply(action)
        assert before != state and before.history == state.history[:-1]
        again = before.clone()
        again.apply(action)
        assert again == state
        steps += 1
        assert steps < 100_000, "the game does not end"
    _check_position(info, state)
    return state


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_random_play_to_the_end_from_many_seeds(info: GameInfo) -> None:
    for players in _seat_counts(info):
        game = _game(info, players)
        for seed in SEEDS:
            state = _play(info, game, seed)
            card = state.card()
            assert len(card) == len(game.holes()) == len(game.hole_labels())
            assert all(len(row) == players and None not in row for row in card)
            assert all(info.score_range.minimum is None or s >= info.score_range.minimum
                       for row in card for s in row if s is not None)
            assert len(state.scores()) == players


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_a_finished_game_saves_loads_and_replays_equal(info: GameInfo) -> None:
    game = _game(info, min(2, info.max_players))
    for seed in range(4):
        state = _play(info, game, 100 + seed)
        saved = saved_game_of(state, seed)
        loaded = loads_saved_game(saved_game_json(saved))
        assert loaded == saved
        replayed = loaded.replay()
        assert replayed == state
        assert replayed.scores() == state.scores() and replayed.card() == state.card()
        for action in state.history:
            data = game.action_to_json(action)
            assert game.action_from_json(data) == action
            assert game.action_text(action)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_parameters_round_trip_through_json(info: GameInfo) -> None:
    for players in _seat_counts(info):
        game = _game(info, players)
        again = game_type(info.id).game_from_json(game.params_to_json())
        assert again.new_state() == game.new_state()
        assert again.player_names() == game.player_names()


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_clones_are_independent(info: GameInfo) -> None:
    state = _game(info, min(2, info.max_players)).new_state()
    rng = random.Random(7)
    for _ in range(6):
        if state.is_over():
            break
        twin = state.clone()
        action = (sample_chance(state, rng) if state.is_chance_node()
                  else state.legal_actions()[0])
        twin.apply(action)
        assert twin != state and len(twin.history) == len(state.history) + 1
        state.apply(action)
        assert twin == state


HIDDEN = [g for g in GAMES if g.hidden_information]


def _check_chance_hidden(state: State[Any]) -> None:
    """Every outcome of this chance node, seen by every seat: outcomes whose views are equal
    (a card dealt to another, or face down) must hold the same data in every field of the
    views (``differences``), or a view's equality is hiding a value a field gives away."""
    outcomes = [a for a, _ in state.chance_outcomes()]
    for seat in range(len(state.game.player_names())):
        groups: list[tuple[State[Any], Any]] = []
        for outcome in outcomes:
            after = state.clone()
            after.apply(outcome)
            view = after.view(seat)
            same = next((g for g in groups if g[0] == view), None)
            if same is None:
                groups.append((view, outcome))
                continue
            found = differences(same[0], view)
            assert not found, (f"seat {seat + 1}'s views after {same[1]!r} and {outcome!r} "
                               f"are equal but differ in {'; '.join(found[:3])}")


@pytest.mark.parametrize("info", HIDDEN, ids=[g.id for g in HIDDEN])
def test_what_a_view_cannot_tell_apart_no_field_can(info: GameInfo) -> None:
    """The first chance nodes of a game (where cards are dealt), then every fortieth."""
    game = _game(info, min(2, info.max_players))
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_state()
        nodes = 0
        while not state.is_over():
            if state.is_chance_node():
                if nodes < 24 or nodes % 40 == 0:
                    _check_chance_hidden(state)
                nodes += 1
                state.apply(sample_chance(state, rng))
            else:
                state.apply(rng.choice(list(state.legal_actions())))
