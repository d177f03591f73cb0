"""The game state: turn order in both modes, the stroke limit, scores per ball, player and
course, chance nodes, clone and replay."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.ai.carambole import RandomPlayer
from golfstudio.carambole.course import Colour, Course
from golfstudio.carambole.course_builder import from_rows
from golfstudio.carambole.game import (
    CHANCE,
    TERMINAL,
    Action,
    CaramboleGame,
    CaramboleState,
    GameError,
    GameParams,
    Mode,
    Place,
    Player,
    Roll,
    Shot,
    action_from_dict,
)
from golfstudio.carambole.ruleset import Ruleset
from golfstudio.engine.play import play_out, replay, sample_chance, winners
from golfstudio.hexgrid import Direction, Hex
from tests.core.carambole.test_figures import fenced

E, NE, NW, W, SW, SE = Direction

LANE = fenced(from_rows(["S S . . H . ."]))  # starts (0,0) (1,0), hole (4,0)


def play(game: CaramboleState, *actions: Action) -> None:
    for action in actions:
        game.apply(action)


def test_basic_mode_plays_each_ball_to_the_end_in_turn() -> None:
    game = CaramboleGame(GameParams((LANE, LANE), (Player("Ann"), Player("Bob")))).new_state()
    assert [b.colour for b in game.balls] == [Colour.ORANGE, Colour.GREEN]
    assert game.current_player() == 0 and game.needs_start()
    assert game.legal_actions() == [Place(Hex(0, 0)), Place(Hex(1, 0))]
    play(game, Place(Hex(0, 0)), Shot(E, "white"))
    assert game.current_player() == CHANCE and game.is_chance_node()
    play(game, Roll(2))  # (2,0): Ann plays on
    assert game.current_player() == 0 and not game.needs_start()
    assert game.ball_cell(0) == Hex(2, 0) and game.ball_cell(1) is None
    play(game, Shot(E, "white"), Roll(3))  # 2 to the hole + 1 over: holed in 2
    assert game.current_player() == 1 and game.needs_start()
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(3))
    assert game.course_index == 1 and game.current_player() == 0
    assert game.ball_card() == ((2, 1), (None, None))
    assert game.card() == ((2, 1), (None, None))
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(4))
    play(game, Place(Hex(1, 0)), Shot(E, "yellow"), Roll(3))
    assert game.is_over() and game.current_player() == TERMINAL
    assert game.card() == ((2, 1), (1, 1))
    assert game.scores() == (3, 2) and winners(game.scores(), lower_wins=True) == (1,)
    assert game.legal_actions() == []
    with pytest.raises(GameError, match="the game is over"):
        game.apply(Shot(E, "white"))


def test_basic_mode_stroke_limit() -> None:
    """A ball not holed within the limit scores the limit, and the next ball plays."""
    course = LANE.replace(stroke_limit=3)
    game = CaramboleGame(GameParams((course,), (Player("Ann"), Player("Bob")))).new_state()
    play(game, Place(Hex(0, 0)))
    for _ in range(3):
        assert game.current_player() == 0
        play(game, Shot(E, "min", card=True), Roll(1))  # 0 impulses
    assert game.ball_card() == ((3, None),)
    assert game.current_player() == 1 and game.ball_cell(0) is None


def test_carambole_mode_plays_rounds_in_the_order_of_colours() -> None:
    """Each round every ball still on the course plays one shot, in the course's play order
    of colours (colours it leaves out after the listed ones, in the default order)."""
    course = LANE.replace(play_order=(Colour.BLUE, Colour.RED))
    players = (Player("Ann", colours=(Colour.YELLOW,)), Player("Bob", colours=(Colour.RED,)),
               Player("Cy", colours=(Colour.BLUE,)))
    game = CaramboleGame(GameParams((course,), players, Mode.CARAMBOLE)).new_state()
    seen = []
    for _ in range(6):
        seen.append(game.current_player())
        if game.needs_start():
            game.apply(game.legal_actions()[0])
        play(game, Shot(E, "min", card=True), Roll(1))
    assert seen == [2, 1, 0, 2, 1, 0]
    assert game.round == 3


def test_carambole_mode_start_cells_with_a_ball_are_taken() -> None:
    game = CaramboleGame(GameParams((LANE,), (Player("Ann"), Player("Bob")),
                                    Mode.CARAMBOLE)).new_state()
    play(game, Place(Hex(0, 0)), Shot(E, "min", card=True), Roll(1))
    assert game.legal_actions() == [Place(Hex(1, 0))]
    with pytest.raises(GameError, match=r"\(0,0\) is not a free start cell"):
        game.apply(Place(Hex(0, 0)))


def test_carambole_mode_stroke_limit_and_holed_balls_skip_their_turns() -> None:
    course = LANE.replace(stroke_limit=2)
    game = CaramboleGame(GameParams((course,), (Player("Ann"), Player("Bob")),
                                    Mode.CARAMBOLE)).new_state()
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(3))  # Ann holes in 1
    play(game, Place(Hex(0, 0)), Shot(E, "white"), Roll(1))
    assert game.ball_card() == ((1, None),)
    assert game.current_player() == 1 and game.round == 2
    play(game, Shot(E, "white"), Roll(1))
    assert game.is_over()
    assert game.ball_card() == ((1, 2),)


def test_several_balls_per_player_score_for_their_owner() -> None:
    players = (Player("Ann", balls=2), Player("Bob"))
    game = CaramboleGame(GameParams((LANE,), players, Mode.CARAMBOLE)).new_state()
    assert [(b.owner, b.colour) for b in game.balls] == [
        (0, Colour.ORANGE), (0, Colour.GREEN), (1, Colour.YELLOW)]
    assert game.current_player() == 0
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(3))  # orange: holed in 1
    assert game.current_player() == 0  # her green ball
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(1))  # green to (2,0)
    assert game.current_player() == 1
    play(game, Place(Hex(1, 0)), Shot(E, "white"), Roll(3))  # yellow knocks green in
    record = game.last_shot
    assert record is not None and record.holed == (1,)
    assert game.ball_card() == ((1, 1, None),)
    assert game.card() == ((2, None),)
    assert game.scores() == (2, 0)


def test_chance_outcomes_are_exact() -> None:
    ruleset = Ruleset(dice=[{"name": "white", "colour": "white", "faces": [1, 2, 3, 4, 5, 6]},
                            {"name": "loaded", "colour": "red", "faces": [2, 2, 2, 5, 5, 9]}],
                      cards=[{"name": "min", "op": "-", "value": 2}])
    game = CaramboleGame(GameParams((LANE.replace(ruleset=ruleset),), (Player("Ann"),))).new_state()
    assert game.chance_outcomes() == []
    play(game, Place(Hex(0, 0)))
    assert [(a.direction, a.source, a.card) for a in game.legal_actions()
            if isinstance(a, Shot) and a.direction == E] == [
        (E, "white", False), (E, "loaded", False), (E, "min", True)]
    play(game, Shot(E, "loaded"))
    assert game.chance_outcomes() == [(Roll(2), Fraction(1, 2)), (Roll(5), Fraction(1, 3)),
                                      (Roll(9), Fraction(1, 6))]
    assert game.legal_actions() == [Roll(2), Roll(5), Roll(9)]
    with pytest.raises(GameError, match="the loaded die has no face 3"):
        game.apply(Roll(3))
    with pytest.raises(GameError, match="the dice must be thrown first"):
        game.apply(Shot(E, "white"))
    game2 = CaramboleGame(GameParams((LANE,), (Player("Ann"),))).new_state()
    play(game2, Place(Hex(0, 0)), Shot(E, "min", card=True))
    assert game2.impulses_for(Roll(1)) == 0 and game2.impulses_for(Roll(6)) == 4


@pytest.mark.parametrize(("actions", "message"), [
    ([Shot(E, "white")], "put the ball on a start cell first"),
    ([Place(Hex(3, 0))], r"\(3,0\) is not a free start cell"),
    ([Place(Hex(0, 0)), Place(Hex(1, 0))], "the ball to play is already on the course"),
    ([Place(Hex(0, 0)), Shot(NE, "white")], "cannot be played NE"),
    ([Place(Hex(0, 0)), Shot(E, "purple")], 'no die called "purple"'),
    ([Place(Hex(0, 0)), Shot(E, "white", card=True)], 'no card called "white"'),
    ([Roll(3)], "no throw is pending"),
])
def test_illegal_actions_are_refused(actions: list[Action], message: str) -> None:
    game = CaramboleGame(GameParams((LANE,), (Player("Ann"),))).new_state()
    with pytest.raises(GameError, match=message):
        play(game, *actions)


@pytest.mark.parametrize(("make", "message"), [
    (lambda: GameParams((), (Player("A"),)), "at least one course"),
    (lambda: GameParams((LANE,), ()), "add at least one player"),
    (lambda: GameParams((LANE,), tuple(Player(str(k)) for k in range(13))), "1 to 12 players"),
    (lambda: GameParams((LANE,), (Player("A", balls=0),)), "A needs 1 to 12 balls, not 0"),
    (lambda: GameParams((LANE,), (Player("A", balls=2, colours=(Colour.RED,)),)),
     "A has 2 balls but 1 colour"),
    (lambda: GameParams((LANE,), (Player("A", balls=1, colours=(Colour.RED, Colour.BLUE)),)),
     "A has 1 ball but 2 colours"),
    (lambda: GameParams((LANE,), (Player("A"), Player("A "))), "two players are called A"),
    (lambda: GameParams((LANE,), (Player(" "),)), "player 1 needs a name"),
    (lambda: GameParams((LANE,), (Player("A", colours=(Colour.RED,)),
                                  Player("B", colours=(Colour.RED,))), Mode.CARAMBOLE),
     "A and B both play red"),
    (lambda: GameParams((LANE, LANE), (Player("A"),), labels=("one",)),
     "1 course names given for 2 courses"),
    (lambda: GameParams((LANE,), (Player("A", balls=2, colours=(Colour.RED,)),)),
     "2 ball"),
    (lambda: GameParams((LANE,), tuple(Player(str(k), balls=2) for k in range(7))),
     "holds 12 balls"),
    (lambda: GameParams((from_rows(["S . ."]),), (Player("A"),)), "has no hole"),
    (lambda: GameParams((from_rows([". . H"]),), (Player("A"),)), "has no start"),
])
def test_bad_parameters(make: Callable[[], GameParams], message: str) -> None:
    with pytest.raises(GameError, match=message):
        make()


def test_actions_round_trip_through_dicts() -> None:
    for action in (Place(Hex(-2, 3)), Shot(SW, "+3", card=True), Shot(E, "violet"), Roll(6)):
        assert action_from_dict(action.to_dict()) == action
    with pytest.raises(GameError, match="not a Carambole action"):
        action_from_dict({"jump": 1})


def test_clone_is_independent() -> None:
    game = CaramboleGame(GameParams((LANE,), (Player("Ann"), Player("Bob")),
                                    Mode.CARAMBOLE)).new_state()
    play(game, Place(Hex(0, 0)), Shot(E, "white"))
    twin = game.clone()
    assert twin.tables is game.tables and twin.params is game.params
    twin.apply(sample_chance(twin, random.Random(5)))
    play(twin, Place(Hex(0, 0)), Shot(E, "white"))
    assert len(twin.history) == len(game.history) + 3
    assert game.is_chance_node() and game.ball_cell(1) is None
    assert game.history == (Place(Hex(0, 0)), Shot(E, "white"))
    assert game.scores() == CaramboleGame(game.params).new_state().scores()


def _random_game(seed: int, mode: Mode) -> CaramboleState:
    course = fenced(from_rows(["S . s . . . .", " S . w . . . .", "  . . . . H . .",
                               "   . . . . . . ."])).replace(stroke_limit=6)
    params = GameParams((course, course), (Player("Ann", balls=2), Player("Bob")), mode)
    game = CaramboleGame(params).new_state()
    return play_out(game, [RandomPlayer(random.Random(seed + 1))] * 2, random.Random(seed))


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Mode)))
def test_replay_reproduces_the_game(seed: int, mode: Mode) -> None:
    game = _random_game(seed, mode)
    again = replay(game.game, game.history)
    assert again.history == game.history
    assert again.scores() == game.scores()
    assert again.last_shot == game.last_shot
    saved = [a.to_dict() for a in game.history]
    assert replay(game.game, [action_from_dict(a) for a in saved]).scores() == game.scores()
    assert all(s is not None and 1 <= s <= 6 for row in game.ball_card() for s in row)
    assert game.scores() == tuple(
        sum(s for row in game.card() for s in [row[p]] if s is not None) for p in range(2))


def test_balls_never_share_a_cell_during_a_carambole_game() -> None:
    course = fenced(from_rows(["S . . . .", " S . . . .", "  S . H . ."]))
    params = GameParams((course,), tuple(Player(n, balls=2) for n in "ABC"), Mode.CARAMBOLE)
    game, dice = CaramboleGame(params).new_state(), random.Random(11)
    players = [RandomPlayer(random.Random(k)) for k in range(3)]
    while not game.is_over():
        if game.is_chance_node():
            game.apply(sample_chance(game, dice))
        else:
            game.apply(players[game.current_player()].choose(game))
        on_course = [c for b in range(6) if (c := game.ball_cell(b)) is not None]
        assert len(on_course) == len(set(on_course))


def test_a_course_without_free_start_offers_the_nearest_free_cells() -> None:
    course: Course = fenced(from_rows(["S . . . H"]))
    params = GameParams((course,), (Player("A"), Player("B")), Mode.CARAMBOLE)
    game = CaramboleGame(params).new_state()
    play(game, Place(Hex(0, 0)), Shot(E, "min", card=True), Roll(1))
    assert game.legal_actions() == [Place(Hex(1, 0))]
