"""The card table as the kit drives it, at a pace that animates: every record of a whole hole
slides and turns its cards and then says it is done; a flight cut short never finishes; the
table never shows a face-down card, nor another player's drawn card."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from golfstudio.ai.playnine import SmartPlayer
from golfstudio.engine.play import sample_chance
from golfstudio.playnine.game import Drawn, GameParams, Played, PlayNineGame, PlayNineState
from tests.ui.playnine.play.conftest import TIMEOUT_MS
from ui.play_kit.seats import Pace
from ui.playnine.play.canvas import CardTable, Spot
from ui.playnine.play.stage import PlayNineStage

PACE = Pace(step_ms=3, think_ms=0, dice_ms=0)
"""Short, but not zero: every move is a real flight through the event loop."""


def _face_up_only(canvas: CardTable, state: PlayNineState) -> None:
    for seat in range(len(state.game.player_names())):
        for slot, value in enumerate(canvas.shown_values(seat)):
            if value is not None:
                assert state.face_up[seat][slot] and state.cards[seat][slot] == value


def test_a_whole_hole_animates_record_by_record(qtbot: QtBot) -> None:
    canvas = CardTable()
    qtbot.addWidget(canvas)
    canvas.resize(900, 700)
    canvas.show()
    watcher = 0
    stage = PlayNineStage(canvas, viewer=lambda _state: watcher, live=True)
    said: list[str] = []
    stage.said.connect(said.append)
    state = PlayNineGame(GameParams(("Ann", "Bob", "Cy"), 2)).new_state()
    rng = random.Random(4)
    ais = [SmartPlayer(random.Random(k)) for k in range(3)]
    stage.show(state)
    ended = None
    flights = 0
    done: list[int] = []

    def finish() -> None:
        done.append(1)

    def finished() -> bool:
        return bool(done)

    while ended is None:
        action = (sample_chance(state, rng) if state.is_chance_node()
                  else ais[state.turn].choose(state.view(state.turn)))
        before = state.clone()
        record = state.apply(action)
        done.clear()
        stage.animate(before, action, record, PACE, finish)
        flights += canvas.is_flying()
        qtbot.waitUntil(finished, timeout=TIMEOUT_MS)
        assert done == [1] and not canvas.is_flying()
        if isinstance(record, Drawn):
            hand = canvas.item(Spot.HAND).value
            assert hand == (record.value if record.seat == watcher else None)
        if isinstance(record, Played) and record.end is not None:
            ended = record.end
        else:
            _face_up_only(canvas, state)
    assert flights > 30
    # The hole's end: no person waits (no hold), every card up, the columns scored.
    assert all(v is not None for v in canvas.shown_values(0))
    assert canvas.caption_text().startswith("Hole 1 scored:")
    assert any("draws a card from the pile" in s for s in said)  # others' cards unnamed
    assert any(s.startswith("Ann draws") and "a card" not in s for s in said)


def test_a_flight_cut_short_never_says_it_is_done(qtbot: QtBot) -> None:
    canvas = CardTable()
    qtbot.addWidget(canvas)
    stage = PlayNineStage(canvas)
    state = PlayNineGame(GameParams(("Ann", "Bob"), 1)).new_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply(sample_chance(state, rng))
    before = state.clone()
    action = state.legal_actions()[0]
    record = state.apply(action)
    done: list[int] = []
    finish: Callable[[], None] = lambda: done.append(1)  # noqa: E731
    stage.animate(before, action, record, Pace(step_ms=200, think_ms=0, dice_ms=0), finish)
    assert canvas.is_flying()
    stage.stop()
    assert not canvas.is_flying()
    qtbot.wait(20)
    assert done == []
