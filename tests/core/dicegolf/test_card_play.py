"""Each card of docs/dicegolf-rules-engine.md ("Cards") played in a game: the opponents' air
shots and weather before the throw, the thrower's hole in one, green in one, chance, no
penalty, weather and green cards after it; and the cards' refusals."""

from __future__ import annotations

from fractions import Fraction

from golfstudio.dicegolf.actions import ACCEPT, FAIR_PLAY, PASS, Draw, Keep, Lay, Play, Spin
from golfstudio.dicegolf.bundled import load_bundled
from golfstudio.dicegolf.game import DiceGolfState, Stage
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.limits import HOLE_IN_ONE_REACH
from golfstudio.dicegolf.records import CardLaid, Decided, Drew, Spun, ThrowEnd
from golfstudio.dicegolf.rules import Reason
from golfstudio.dicegolf.throw import distribution
from tests.core.dicegolf.tracks import (
    cramped,
    deal,
    dice_for,
    info,
    new_game,
    roll,
    short,
    throw,
    track,
)


def ended(record: object) -> ThrowEnd:
    end = getattr(record, "end", None)
    assert isinstance(end, ThrowEnd), record
    return end


def solo(*cards: str, hole: Hole | None = None) -> DiceGolfState:
    """One player with ``cards`` (the rest of the hand green cards), on ``hole``."""
    state = new_game(hole or track(), cards=True).new_state()
    deal(state, [cards])
    return state


# ---- against the thrower ------------------------------------------------------------------------

def test_an_air_shot_is_a_penalty_for_the_thrower() -> None:
    state = new_game(track(), players=2, cards=True).new_state()
    deal(state, [[], ["air-shot"]])
    assert state.stage is Stage.AGAINST and state.current_player() == 1
    assert state.legal_actions() == [PASS, Lay("air-shot")]
    assert state.check(Lay("green-2")) == ("Green 2 m is the thrower's own card: only an air "
                                           "shot or a weather card is laid against a throw")
    assert state.check(Lay("weather")) == "you hold no Weather card"
    laid = state.apply(Lay("air-shot"))
    assert laid == CardLaid(1, 0, "air-shot")
    assert info(state).air_shots == 1
    end = ended(throw(state, 64))
    assert end.result.air_shots == 1 and end.penalties == 1
    assert state.hand_size(1) == 8 and state.discards() == {"air-shot": 1}


def test_an_opponent_weather_card_spins_the_vane_before_the_dice() -> None:
    state = new_game(track(), players=3, cards=True).new_state()
    deal(state, [[], ["weather"], ["air-shot"]])
    state.apply(Lay("weather"))
    assert state.stage is Stage.VANE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 8 and all(p == Fraction(1, 8) for _, p in outcomes)
    spun = state.apply(Spin("south"))
    assert isinstance(spun, Spun) and spun.spin.against and spun.total == 20
    assert state.current_player() == 2  # then the next opponent decides
    state.apply(PASS)
    end = ended(throw(state, 45))
    reading = end.result.reading
    assert reading is not None and reading.weather == 20 and end.position == 65
    assert reading.explain() == "4 * 10 + 5 = 45 m, weather +20 m: 65 m"


def test_opponents_without_cards_against_the_thrower_are_not_asked() -> None:
    state = new_game(track(), players=3, cards=True).new_state()
    deal(state, [["weather"], [], ["air-shot"]])
    assert state.current_player() == 2  # Bob holds nothing to lay: Cy is asked
    state.apply(PASS)
    assert state.stage is Stage.DICE


# ---- the thrower's own cards --------------------------------------------------------------------

def test_hole_in_one_holes_a_double_on_the_first_throw() -> None:
    state = solo("hole-in-one")
    roll(state, 3, 3, 1, 2)
    assert Play("hole-in-one") in state.legal_actions()
    end = ended(state.apply(Play("hole-in-one")))
    assert end.holed and end.result.card == "hole-in-one" and end.throws == 1


def test_hole_in_one_not_on_a_later_throw_nor_a_long_hole() -> None:
    state = solo("hole-in-one")
    throw(state, 64)
    roll(state, 3, 3, 1, 2)
    assert state.stage is Stage.DICE  # nothing to decide: the card is not offered
    long = track(length=350, green={"start": 330, "formula": "B1 - R1"}, end_of_terrain=370)
    state = solo("hole-in-one", hole=long)
    roll(state, 3, 3, 1, 2)
    assert state.stage is Stage.DICE


def test_green_in_one_holes_the_throw_of_exactly_the_distance_over_a_limit() -> None:
    hole = short(45, zones=[{"start": 0, "formula": "B1 * 10 + B2"},
                            {"start": 30, "formula": "B1 * 10 + B2"}])
    state = solo("green-in-one", hole=hole)
    roll(state, *dice_for(45))
    result = info(state).result
    assert result is not None and result.landing.reason is Reason.ZONE_LIMIT
    assert state.legal_actions() == [ACCEPT, Play("green-in-one")]  # the tee is not blocked
    end = ended(state.apply(Play("green-in-one")))
    assert end.holed and end.penalties == 0
    state = solo("green-in-one", "no-penalty", hole=hole)
    roll(state, *dice_for(44))  # over the limit too: the No penalty card makes a decision
    assert state.legal_actions() == [ACCEPT, Play("no-penalty"), Play("no-penalty", True)]
    assert state.check(Play("green-in-one")) == (
        "Green in one holes out when the first throw of a hole of at most 300 m is exactly "
        "the distance to the hole")


def test_green_in_one_can_fire_on_the_bundled_hole_4() -> None:
    """docs/dicegolf-format.md: hole 4's tee formula throws its 198 m with four 2s or a
    straight 3-4-5-6, over the limit at 192 m — 25 throws in 1,296 — and the card holes
    them out; no other bundled hole of at most 300 m can give its length in one throw."""
    course = load_bundled()
    short_holes = [n for n, h in enumerate(course.holes, 1) if h.length <= HOLE_IN_ONE_REACH]
    chances = {n: dict(distribution(course.holes[n - 1].zones[0].parsed).outcomes).get(
        course.holes[n - 1].length, Fraction(0)) for n in short_holes}
    assert chances == {2: 0, 4: Fraction(25, 1296), 8: 0}
    hole = course.holes[3]
    for dice in ((2, 2, 2, 2), (6, 3, 5, 4)):
        state = solo("green-in-one", hole=hole)
        roll(state, *dice)
        result = info(state).result
        assert result is not None and result.landing.reason is Reason.ZONE_LIMIT
        assert result.reading is not None and result.reading.distance == hole.length == 198
        assert Play("green-in-one") in state.legal_actions()
        end = ended(state.apply(Play("green-in-one")))
        assert end.holed and end.penalties == 0 and end.throws == 1


def test_chance_goes_to_the_next_limit_cancels_the_penalties_and_draws() -> None:
    state = solo("chance")
    throw(state, 64)
    state.apply(ACCEPT)  # the chance card was offered: it is kept for later
    roll(state, *dice_for(45))  # over the limit at 100: one penalty
    decided = state.apply(Play("chance"))
    assert isinstance(decided, Decided) and decided.resolved is not None
    assert decided.resolved.landing.position == 100 and decided.resolved.penalties == 0
    assert state.stage is Stage.DRAW and sum(p for _, p in state.chance_outcomes()) == 1
    drew = state.apply(Draw("weather"))
    assert isinstance(drew, Drew)
    assert (drew.end.position, drew.end.penalties) == (100, 0)
    hand = state.hand(0) or ()
    assert "weather" in hand and "chance" not in hand and len(hand) == 9


def test_chance_past_the_last_limit_goes_to_the_green_and_not_on_it() -> None:
    state = solo("chance", "chance", hole=short(60))
    roll(state, *dice_for(12))
    state.apply(Play("chance"))
    state.apply(Draw("green-2"))
    assert state.position(0) == 55
    roll(state, 3, 1, 2, 4)
    state.apply(Keep((True,) * 4))
    assert state.check(Play("chance")) == "Chance is played off the green"


def test_no_penalty_cancels_one_or_lets_the_ball_stay() -> None:
    state = solo("no-penalty", "no-penalty")
    throw(state, 64)
    roll(state, *dice_for(45))
    assert state.legal_actions() == [ACCEPT, Play("no-penalty"), Play("no-penalty", True)]
    assert state.check(FAIR_PLAY) == ("fair play is for a ball blocked on the fairway: some "
                                      "throw from here moves it without a penalty")
    end = ended(state.apply(Play("no-penalty")))
    assert (end.position, end.penalties, end.result.cancelled) == (64, 0, 1)
    roll(state, *dice_for(45))
    end = ended(state.apply(Play("no-penalty", True)))
    assert (end.position, end.penalties) == (109, 0)
    assert end.result.landing.reason is Reason.MOVED


def test_no_penalty_cancels_an_air_shot_and_stays_only_after_a_limit() -> None:
    state = new_game(track(), players=2, cards=True).new_state()
    deal(state, [["no-penalty"], ["air-shot"]])
    state.apply(Lay("air-shot"))
    roll(state, *dice_for(64))
    assert state.check(Play("no-penalty", True)) == ("the ball may stay only after a "
                                                     "zone-limit penalty")
    end = ended(state.apply(Play("no-penalty")))
    assert end.penalties == 0 and end.result.air_shots == 1


def test_own_weather_spins_the_vane_and_resolves_the_throw_again() -> None:
    state = solo("weather")
    roll(state, *dice_for(45))
    outcomes = state.outcomes(Play("weather"))
    assert len(outcomes) == 8 and sum(p for _, p in outcomes) == 1
    assert sorted({r.landing.position for r, _ in outcomes}) == [25, 35, 45, 55, 65]
    assert state.outcomes(ACCEPT)[0][0].landing.position == 45
    state.apply(Play("weather"))
    assert state.stage is Stage.VANE
    spun = state.apply(Spin("north"))
    assert isinstance(spun, Spun) and not spun.spin.against
    assert spun.end is not None and spun.end.position == 25
    assert spun.end.result.card == "weather" and spun.end.result.weather[0].metres == -20


def test_green_cards_move_a_ball_on_the_green_toward_the_hole() -> None:
    state = solo(hole=short(60))  # a hand of green cards
    roll(state, *dice_for(53))
    assert state.stage is not Stage.DECIDE  # off the green: nothing to play
    state = solo("green-6", "green-4", "green-2", hole=short(60))
    roll(state, *dice_for(56))
    assert state.legal_actions() == [ACCEPT, Play("green-2"), Play("green-4"),
                                     Play("green-6")]  # in deck order
    end = ended(state.apply(Play("green-2")))
    assert end.position == 58 and not end.holed
    state = solo(hole=short(60))
    roll(state, *dice_for(56))
    end = ended(state.apply(Play("green-4")))  # within 4 m: it drops
    assert end.holed
    state = solo("green-2", hole=short(60, end_of_terrain=80))
    roll(state, *dice_for(66))
    end = ended(state.apply(Play("green-2")))  # past the hole: back toward it
    assert end.position == 64


def test_a_card_not_held_or_in_a_game_without_cards_is_refused() -> None:
    state = solo(hole=short(60))
    roll(state, *dice_for(56))
    assert state.stage is Stage.DECIDE
    assert state.check(Play("chance")) == "you hold no Chance card"
    assert state.check(Play("joker")) == "there is no card 'joker' in Dice Golf"
    state = new_game(cramped()).new_state()
    roll(state, *dice_for(24))
    roll(state, *dice_for(45))  # blocked at 64 m: fair play makes a decision
    assert state.legal_actions() == [ACCEPT, FAIR_PLAY]
    assert state.check(Play("chance")) == "this game is played without cards"
