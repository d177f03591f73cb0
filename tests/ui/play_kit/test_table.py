"""The table drives a real engine: AIs to the end at instant pace, a person's turn with its
refusals, a real die typed, throws left to a hand, animations waited for, pace changed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from golfstudio.carambole.game import CaramboleGame, Mode, Place, Player, Roll, Shot
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import replay, sample_chance
from golfstudio.engine.state import CHANCE
from tests.ui.play_kit.conftest import TIMEOUT_MS, RecordingStage, carambole
from ui.play_kit.seats import HUMAN, Speed
from ui.play_kit.table import Table


def test_ais_play_a_game_to_its_end_at_instant_pace(qtbot: QtBot) -> None:
    state = carambole(["course-1", "course-3"], [Player("Ann", 2), Player("Bob")],
                      Mode.CARAMBOLE)
    table = Table(state, ["greedy", "random"], 11, speed=Speed.INSTANT)
    applied: list[object] = []
    table.applied.connect(lambda action, record: applied.append(action))
    with qtbot.waitSignal(table.gameOver, timeout=TIMEOUT_MS):
        table.start()
    assert state.is_over()
    assert applied == list(state.history)
    # Chance was drawn from the table's seeded generator, in order: the same seed and the
    # same AIs play the same game again.
    again = carambole(["course-1", "course-3"], [Player("Ann", 2), Player("Bob")],
                      Mode.CARAMBOLE)
    twin = Table(again, ["greedy", "random"], 11, speed=Speed.INSTANT)
    with qtbot.waitSignal(twin.gameOver, timeout=TIMEOUT_MS):
        twin.start()
    assert again.history == state.history
    assert replay(CaramboleGame(state.params), state.history).scores() == state.scores()
    rng = random.Random(11)
    check = CaramboleGame(state.params).new_state()
    for action in state.history:
        if check.is_chance_node():
            assert action == sample_chance(check, rng)
        check.apply(action)


def test_a_persons_turn_refusals_and_a_real_die(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Ann")])
    table = Table(state, [HUMAN], 5, speed=Speed.INSTANT)
    refusals: list[str] = []
    table.refused.connect(refusals.append)
    with qtbot.waitSignal(table.turnStarted, timeout=TIMEOUT_MS) as turn:
        table.start()
    assert turn.args == [0]
    assert table.is_person_turn()
    nowhere = Place(state.table.hexes[state.table.hole])
    assert table.act(nowhere) is not None
    assert refusals and state.history == ()
    start = state.legal_actions()[0]
    assert isinstance(start, Place)
    assert table.act(start) is None
    assert not table.is_person_turn()  # the next turn comes through the event loop
    assert table.act(start) == "Wait for your turn: nothing was played."
    qtbot.waitUntil(table.is_person_turn, timeout=TIMEOUT_MS)
    shot = next(a for a in state.legal_actions() if isinstance(a, Shot) and a.source == "yellow")
    played = state.history
    assert table.act(shot, Roll(2)) is not None  # the yellow die has faces 3–8
    assert "2" in refusals[-1]
    assert state.history == played and not state.is_chance_node()  # nothing at all
    with qtbot.waitSignal(table.turnStarted, timeout=TIMEOUT_MS):
        assert table.act(shot, Roll(5)) is None
    assert state.history[-2:] == (shot, Roll(5))


def test_the_loop_waits_for_the_stage_and_takes_the_pace_it_is_given(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Bot")])
    stage = RecordingStage(hold=True)
    table = Table(state, ["greedy"], 3, speed=Speed.FAST, stage=stage)
    table.start()
    qtbot.waitUntil(stage.waiting, timeout=TIMEOUT_MS)
    (first, _record, pace), = stage.animated
    assert isinstance(first, Place) and pace == Speed.FAST.pace
    assert table.is_busy()
    qtbot.wait(Speed.FAST.pace.think_ms * 2)
    assert len(stage.animated) == 1  # no next turn while the stage animates
    table.set_speed(Speed.INSTANT)
    stage.finish()
    qtbot.waitUntil(lambda: len(stage.animated) == 2 and stage.waiting(), timeout=TIMEOUT_MS)
    assert stage.animated[1][2] == Speed.INSTANT.pace
    stage.hold = False
    with qtbot.waitSignal(table.gameOver, timeout=TIMEOUT_MS):
        stage.finish()
    assert [a for a, _r, _p in stage.animated] == list(state.history)


def test_a_throw_left_to_a_hand_waits_for_roll(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Bot")])
    table = Table(state, ["greedy"], 3, speed=Speed.INSTANT, chance_by_hand=True)
    seats: list[int] = []
    table.turnStarted.connect(seats.append)
    table.start()
    qtbot.waitUntil(table.awaits_roll, timeout=TIMEOUT_MS)
    assert seats[-1] == CHANCE
    shot = state.pending_shot
    assert shot is not None
    assert table.roll(Roll(99)) is not None
    assert state.is_chance_node()
    assert table.roll(state.legal_actions()[0]) is None  # a real die's face
    qtbot.waitUntil(table.awaits_roll, timeout=TIMEOUT_MS)
    assert table.roll() is None  # drawn by the table
    assert table.act(shot) is not None  # nobody's turn but the dice's


def test_seats_must_match_the_players() -> None:
    with pytest.raises(GameError, match="1 seats given for 2 players"):
        Table(carambole(), [HUMAN], 1)


def test_an_ai_thinks_for_the_pace_then_acts(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Bot")])
    table = Table(state, ["random"], 8, speed=Speed.SLOW)
    with qtbot.waitSignal(table.turnStarted, timeout=TIMEOUT_MS):
        table.start()
    assert table.is_busy() and state.history == ()
    with qtbot.waitSignal(table.applied, timeout=TIMEOUT_MS):
        table.set_speed(Speed.INSTANT)  # the pause is cut short
    assert len(state.history) == 1
    table.stop()


class _Gate:
    """A gate that holds every action and keeps what it was given."""

    def __init__(self) -> None:
        self.held: list[tuple[object, Callable[[], None], Callable[[], None]]] = []

    def hold(self, state: object, action: object, play: Callable[[], None],
             back: Callable[[], None]) -> bool:
        self.held.append((action, play, back))
        return True


def test_a_gate_holds_a_persons_action_until_it_is_played_or_given_back(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Ann")])
    table = Table(state, [HUMAN], 5, speed=Speed.INSTANT)
    gate = _Gate()
    table.gate = gate
    with qtbot.waitSignal(table.turnStarted, timeout=TIMEOUT_MS):
        table.start()
    qtbot.waitUntil(table.is_person_turn, timeout=TIMEOUT_MS)
    start = state.legal_actions()[0]
    assert table.act(start) is None
    assert [a for a, _play, _back in gate.held] == [start]
    assert state.history == ()  # held, not played
    assert table.is_busy() and not table.is_person_turn()
    assert table.act(start) == "Wait for your turn: nothing was played."
    gate.held[0][2]()  # given back
    assert table.is_person_turn() and state.history == ()
    gate.held[0][1]()  # a late answer to a question given back plays nothing
    assert state.history == ()

    assert table.act(start) is None
    with qtbot.waitSignal(table.turnStarted, timeout=TIMEOUT_MS):
        gate.held[1][1]()  # played
    assert state.history == (start,)
    qtbot.waitUntil(table.is_person_turn, timeout=TIMEOUT_MS)
    shot = next(a for a in state.legal_actions() if isinstance(a, Shot) and a.source == "yellow")
    assert table.act(shot, Roll(2)) is not None  # refused before the gate is asked
    assert len(gate.held) == 2
    assert table.act(shot, Roll(5)) is None
    table.stop()  # the view closes while the gate holds the shot
    gate.held[2][1]()
    assert state.history == (start,)


def test_an_ais_action_never_reaches_the_gate(qtbot: QtBot) -> None:
    state = carambole(["course-1"], [Player("Bot")])
    table = Table(state, ["greedy"], 3, speed=Speed.INSTANT)
    gate = _Gate()
    table.gate = gate
    with qtbot.waitSignal(table.gameOver, timeout=TIMEOUT_MS):
        table.start()
    assert gate.held == [] and state.is_over()
