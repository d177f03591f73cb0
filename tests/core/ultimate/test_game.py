"""A round of Ultimate Golf on the engine: the order of play, every roll, relief, putting and
the card (ultimate-golf.md §4–§7), on the bundled course's holes and their local rules."""

from __future__ import annotations

import random
from typing import Any

import pytest

from golfstudio.ai.ultimate import GreedyPlayer
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out
from golfstudio.engine.registry import ai_players, game_type
from golfstudio.gamenight.played_round import played_round
from golfstudio.plane import Point
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.cards import PuttBand
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.game import (
    Drop,
    Dropped,
    GameParams,
    Leader,
    Roll,
    Rolled,
    Shot,
    Stage,
    UltimateGame,
    UltimateState,
    action_from_dict,
    throws,
)
from golfstudio.ultimate.lie import SituationKind


@pytest.fixture(scope="module")
def course() -> Course:
    return load_bundled()


def _game(course: Course, *holes: int, players: tuple[str, ...] = ("Ann",),
          **options: Any) -> UltimateGame:
    return UltimateGame(GameParams(course, players, "default", holes, **options))


def _flag(state: UltimateState) -> Point:
    flag = state.hole.flag
    assert flag is not None
    return flag


def _roll(total: int) -> Roll:
    """A throw of ``total``, not a double where there is another (a double matters only on a
    second putt)."""
    if total in (2, 12):
        return Roll(total // 2, total // 2)
    low = max(1, total - 6)
    if low * 2 == total:
        low -= 1
    return Roll(low, total - low)


def _shot(state: UltimateState, card: str, total: int, aim: Point | None = None,
          iron: str | None = None) -> Any:
    state.apply(Shot(card, aim or _flag(state), iron))
    return state.apply(_roll(total))


def test_the_throws_are_the_21_pairs_of_two_dice_with_exact_chances() -> None:
    outcomes = throws()
    assert len(outcomes) == 21 and sum(p for _, p in outcomes) == 1
    sevens = sum(p for roll, p in outcomes if roll.sum == 7)
    doubles = sum(p for roll, p in outcomes if roll.double)
    assert sevens == doubles == pytest.approx(1 / 6)


def test_the_dice_decide_the_first_tee_then_the_winner_leads(course: Course) -> None:
    state = _game(course, 12, 8, 4, players=("Ann", "Bob", "Cy")).new_state()
    assert state.is_chance_node() and state.stage is Stage.LEADER
    assert [a for a, _ in state.chance_outcomes()] == [Leader(0), Leader(1), Leader(2)]
    state.apply(Leader(1))
    assert state.order == (1, 2, 0) and state.current_player() == 1
    # Hole 12: Bob holes in one (7-iron at the flag, a 7), Cy and Ann go out of bounds.
    assert _shot(state, "7-iron", 7).holed
    assert state.current_player() == 2
    for _ in range(2):  # Cy, then Ann: a driver flies off the board, stroke and distance
        record = _shot(state, "driver", 7)
        assert record.relief is not None and record.relief.relief == "stroke-and-distance"
    # Bob is holed out: the turn goes round Cy and Ann only.
    assert state.current_player() == 2 and state.strokes(2) == 2
    flag = _flag(state)
    for seat in (2, 0):
        assert state.current_player() == seat
        # From the tee again, a yard off the flag: not a hole in one (stroke 3).
        _shot(state, "7-iron", 7, Point(flag.x + 1, flag.y))
    assert state.ball(2).at != _flag(state) and not state.holed_out(2)
    assert state.card()[0] == (None, None, None)


def _finish_hole(state: UltimateState) -> None:
    """Play the hole out: the greedy player for everyone, every throw a 3."""
    greedy = GreedyPlayer()
    while state.hole_index == 0 and not state.is_over():
        state.apply(Roll(1, 2) if state.is_chance_node() else greedy.choose(state.view(0)))


def test_a_tied_hole_keeps_the_order_and_a_won_hole_gives_the_honour(course: Course) -> None:
    state = _game(course, 12, 17, players=("Ann", "Bob")).new_state()
    state.apply(Leader(0))
    _shot(state, "7-iron", 7)  # Ann: a hole in one
    _shot(state, "7-iron", 7)  # Bob: a hole in one too
    assert state.card()[0] == (1, 1) and state.order == (0, 1)  # tied: the order stands
    state = _game(course, 12, 17, players=("Ann", "Bob")).new_state()
    state.apply(Leader(0))
    _shot(state, "driver", 7)  # Ann: off the board, 2 strokes, back on the tee
    _shot(state, "7-iron", 7)  # Bob: a hole in one
    assert state.current_player() == 0
    _shot(state, "7-iron", 7)  # Ann's third stroke from the tee: not holed in one
    _finish_hole(state)
    assert state.card()[0][1] == 1 and state.card()[0][0] > 1
    assert state.order == (1, 0) and state.current_player() == 1  # Bob won: Bob leads


def test_a_hole_in_one_needs_the_marked_club_at_the_flag_and_a_seven(course: Course) -> None:
    for card, aim_off, total, holed in (("7-iron", 0.0, 7, True), ("7-iron", 0.0, 6, False),
                                        ("6-iron", 0.0, 7, False), ("7-iron", 1.0, 7, False)):
        state = _game(course, 12).new_state()
        flag = _flag(state)
        record = _shot(state, card, total, Point(flag.x + aim_off, flag.y))
        assert record.holed is holed, (card, aim_off, total)
        if holed:
            assert state.is_over() and state.card() == ((1,),)
    state = _game(course, 12).new_state()
    state.apply(Shot("7-iron", _flag(state)))
    assert state.apply(Roll(1, 6)).holed  # any pair of dice that makes 7


def test_a_ball_covering_the_hole_is_holed_on_a_re_rolled_seven(course: Course) -> None:
    for again, strokes in ((Roll(3, 4), 2), (Roll(2, 2), 3)):
        state = _game(course, 12).new_state()
        record = _shot(state, "7-iron", 10)  # 15 yards long, on the fringe: a chip
        assert state.situation(0).kind is SituationKind.CHIP and not record.holed
        chip = _shot(state, "chip", 7)
        assert chip.outcome is not None and chip.outcome.holed_check and not chip.holed
        assert state.stage is Stage.COVERS and state.current_player() < 0
        assert state.apply(again).holed
        assert state.card() == ((strokes,),)


def test_putting_first_putt_by_band_then_any_throw_but_a_double(course: Course) -> None:
    # Hole 14: out of bounds right of the wall → placed on the double green, > 40 feet.
    # The wall begins beyond two full shots: a drive and a 3-wood up the fairway, then a
    # pitching wedge over the wall.
    def placed() -> UltimateState:
        state = _game(course, 14).new_state()
        _shot(state, "driver", 7)
        _shot(state, "3-wood-fairway", 7)
        record = _shot(state, "pitching-wedge", 8, Point(44.5, 500))
        assert record.relief is not None and record.relief.relief == "place-and-putt"
        assert record.strokes == 3  # no penalty
        assert state.situation(0).kind is SituationKind.PUTTING
        assert state.situation(0).band is PuttBand.OVER_40
        return state

    state = placed()
    assert _shot(state, "putter", 12).holed and state.card() == ((4,),)
    state = placed()
    missed = _shot(state, "putter", 7)
    assert not missed.holed and state.stage is Stage.SECOND_PUTT
    assert state.apply(Roll(2, 5)).holed and state.card() == ((5,),)
    state = placed()
    _shot(state, "putter", 7)
    assert state.apply(Roll(4, 4)).holed and state.card() == ((6,),)  # three putts


def test_water_with_two_reliefs_is_the_players_choice(course: Course) -> None:
    def in_the_lake() -> UltimateState:
        state = _game(course, 17).new_state()
        record = _shot(state, "9-iron", 12)  # 70 yards, right: short of the island
        assert isinstance(record, Rolled) and record.choose_relief
        assert state.stage is Stage.RELIEF and state.current_player() == 0
        assert [o.relief for o in state.relief_options()] == ["replay-from-tee", "drop-zone"]
        assert state.legal_actions() == [Drop(0), Drop(1)]
        return state

    state = in_the_lake()
    assert state.check(Drop(2)) == "choose relief 1 to 2, not 3"
    assert state.check(Shot("9-iron", _flag(state))) == "choose the relief first"
    dropped = state.apply(Drop(0))
    assert isinstance(dropped, Dropped) and dropped.strokes == 2
    assert state.ball(0).on_tee and not state.ball(0).first_shot
    assert state.situation(0).kind is SituationKind.TEE
    state = in_the_lake()
    state.apply(Drop(1))
    assert state.ball(0).at == Point(0, 24) and state.strokes(0) == 2
    assert state.situation(0).kind not in (SituationKind.TEE, SituationKind.WATER)


def test_the_railway_is_unplayable_into_the_named_bunker(course: Course) -> None:
    state = _game(course, 13).new_state()
    record = _shot(state, "4-wood", 7, Point(31.5, 190))  # onto the railway
    assert record.relief is not None and record.relief.relief == "unplayable-into"
    assert record.strokes == 2
    ball = state.ball(0).at
    region = state.hole.region_at(ball)
    assert region is not None and region.id == "railway-bunker"
    assert state.situation(0).kind is SituationKind.GREEN_SIDE_BUNKER
    assert state.check(Shot("sand-wedge", _flag(state))) == (
        "in this situation (green-side-bunker) the Green-side bunker card is compulsory, not "
        "the Sand wedge")


def test_hole_18s_sand_strip_plays_as_a_bunker_or_stroke_and_distance(course: Course) -> None:
    state = _game(course, 18).new_state()
    record = _shot(state, "5-iron", 7, Point(-60, 140))
    assert record.outcome is not None and record.outcome.situation.lie.region_id == "sand-strip"
    assert [o.relief for o in state.relief_options()] == ["stroke-and-distance", "play-as"]
    state.apply(Drop(1))
    assert state.strokes(0) == 1  # no penalty
    assert state.situation(0).kind is SituationKind.FAIRWAY_BUNKER
    assert {a.card for a in state.legal_actions() if isinstance(a, Shot)} == {"fairway-bunker"}
    state = _game(course, 18).new_state()
    _shot(state, "5-iron", 7, Point(-60, 140))
    state.apply(Drop(0))
    assert state.strokes(0) == 2 and state.ball(0).on_tee


def test_out_of_bounds_is_stroke_and_distance_at_once(course: Course) -> None:
    state = _game(course, 12).new_state()
    record = _shot(state, "driver", 7)
    assert isinstance(record, Rolled) and not record.choose_relief
    assert record.strokes == 2 and state.stage is Stage.SHOT
    assert state.ball(0).on_tee and not state.ball(0).first_shot


def test_a_ball_is_picked_up_at_the_limit(course: Course) -> None:
    state = _game(course, 12, pickup=6).new_state()
    for _ in range(2):
        _shot(state, "driver", 7)
    assert state.strokes(0) == 4
    record = _shot(state, "driver", 7)
    assert record.picked_up and state.is_over() and state.card() == ((6,),)


def test_check_refuses_in_the_players_words(course: Course) -> None:
    state = _game(course, 12).new_state()
    flag = _flag(state)
    assert state.check(Shot("putter", flag)) == (
        "from the tee only woods and irons are played, not the Putter")
    assert state.check(Shot("3-wood-fairway", flag)) == (
        "from the tee the 3-wood is played with the 3-wood (tee) card")
    assert state.check(Shot("7-iron", Point(0, 0))) == (
        "the aim point (0, 0) is where the ball lies: aim somewhere else")
    assert state.check(Shot("7-iron", Point(5000, 0))) == "the aim point (5000, 0) is off the map"
    assert state.check(Roll(2, 3)) == "no throw is pending: choose a shot first"
    assert state.check(Drop(0)) == "no relief is to be chosen now"
    assert state.check(Leader(0)) == "the order of play is already decided"
    state.apply(Shot("7-iron", flag))
    assert state.check(Roll(5, 3)) == (
        "a throw is two dice of 1 to 6, lower first, not 5 and 3")
    assert state.check(Shot("7-iron", flag)) == "the dice must be thrown first"
    with pytest.raises(GameError, match="the dice must be thrown first"):
        state.apply(Drop(0))


def test_candidates_are_legal_and_include_the_flag_for_every_club(course: Course) -> None:
    state = _game(course, 12).new_state()
    shots = [a for a in state.legal_actions() if isinstance(a, Shot)]
    assert all(state.check(a) is None for a in shots)
    assert {a.card for a in shots if a.aim == _flag(state)} >= {"driver", "7-iron", "3-wood-tee"}
    assert "putter" not in {a.card for a in shots}


@pytest.mark.parametrize(("params", "message"), [
    ({"players": []}, "add at least one player"),
    ({"players": [f"P{k}" for k in range(7)]}, "a game has 1 to 6 players, not 7"),
    ({"players": ["Ann", " Ann "]}, "two players are called Ann"),
    ({"holes": [19]}, "the course has holes 1 to 18, not 19"),
    ({"holes": [3, 3]}, "a hole is named twice"),
    ({"pickup": 100}, "the pick-up limit is 6 to 30 strokes, not 100"),
    ({"pickup": "12"}, "pickup must be a whole number of strokes"),
    ({"extra": 1}, 'unknown key "extra"'),
    ({"course": {"format": "golfstudio.ultimate", "version": 9}}, "the course: "),
    ({"cards": {"format": "golfstudio.ultimate-cards", "version": 1, "name": "x",
                "cards": []}}, "the card set: "),
])
def test_bad_parameters_are_refused_in_words(course: Course, params: dict[str, Any],
                                             message: str) -> None:
    data = GameParams(course, ("Ann",), "default").to_json()
    data.update(params)
    with pytest.raises(GameError, match=message):
        game_type("ultimate").game_from_json(data)


def test_actions_round_trip_and_bad_ones_are_named() -> None:
    for action in (Leader(2), Shot("7-iron", Point(1.5, -2.25), None),
                   Shot("recovery", Point(0, 100), "5-iron"), Drop(1), Roll(2, 5)):
        from golfstudio.ultimate.game import action_to_dict

        assert action_from_dict(action_to_dict(action)) == action
    for bad in ({"roll": [1]}, {"card": "driver", "aim": [1e9, 0], "iron": None},
                {"card": 3, "aim": [0, 0], "iron": None}, {"drop": True}, "driver"):
        with pytest.raises(GameError, match="not an Ultimate Golf action"):
            action_from_dict(bad)


def test_a_finished_round_is_a_round_for_game_night(course: Course) -> None:
    state = _game(course, 12, players=("Ann",)).new_state()
    _shot(state, "7-iron", 7)
    record = played_round(state)
    assert record.course_name == "Ultimate Golf: default (holes 12)"
    # One hole of the course (its stroke index 16) is stroke index 1 of a one-hole card:
    # the store and the scorecards take a card's stroke indexes as a permutation of 1..n.
    assert record.holes == ((3, 1),) and record.strokes == {"Ann": (1,)}
    three = UltimateGame(GameParams(course, ("Ann",), "default", (12, 17, 14)))
    assert three.holes() == ((3, 3), (3, 2), (5, 1))  # SI 16, 12, 4 on the course
    whole = UltimateGame(GameParams(course, ("Ann",), "default"))
    assert whole.card_name() == "Ultimate Golf: default"
    assert sum(par for par, _ in whole.holes()) == 72
    assert [si for _, si in whole.holes()] == [h.stroke_index for h in course.holes]


@pytest.mark.parametrize("ai", sorted(ai_players("ultimate")))
def test_every_ai_plays_all_18_holes_for_many_seeds(course: Course, ai: str) -> None:
    game = UltimateGame(GameParams(course, ("One", "Two"), "default"))
    factory, _ = ai_players("ultimate")[ai]
    totals = []
    for seed in range(6):
        rng = random.Random(seed)
        players = [factory(game, random.Random(seed * 7 + k)) for k in range(2)]
        state = play_out(game.new_state(), players, rng)
        card = state.card()
        assert len(card) == 18
        assert all(s is not None and 1 <= s <= game.params.pickup for row in card for s in row)
        totals.extend(state.scores())
    if ai != "random":
        assert sum(totals) / len(totals) < 12 * 18  # they hole out rather than pick up


def test_an_unplayable_ball_in_the_rough_is_dropped_where_it_lies(course: Course) -> None:
    """The rough lies under everything: no ground outside it, so the drop stays by the ball
    (one penalty stroke) rather than going back to the tee."""
    state = _game(course, 1).new_state()
    _shot(state, "driver", 4)  # 200 yards, one step left: the rough
    assert state.situation(0).kind is SituationKind.RECOVERY
    where = state.ball(0).at
    record = _shot(state, "recovery", 2, iron="5-iron")
    assert record.outcome is not None and record.outcome.unplayable
    assert record.strokes == 3 and not state.ball(0).on_tee
    assert state.ball(0).at.distance_to(where) <= 1.0
    assert state.situation(0).kind is SituationKind.RECOVERY
