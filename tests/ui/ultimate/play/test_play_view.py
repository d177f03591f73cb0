"""A round of three holes of the bundled course at the table: a person driven by real clicks
and keys, two AIs at instant pace, the round into the store with the engine's scores."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.engine.play import replay
from golfstudio.gamenight.played_round import ai_name
from golfstudio.plane import Point
from golfstudio.store import Store, open_store
from golfstudio.ultimate.game import Drop, Shot, Stage, UltimateGame
from tests.ui.ultimate.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.ultimate.play.play_view import UltimatePlayView


def _play_person_turn(h: Hands, turn: int) -> None:
    """One turn of the person, varied so every way of acting is used: a throw of their own
    (second putt, re-roll) rolled or typed; a relief by its button or its number key; a shot
    aimed by a click at the flag or a drag, played by the Roll button, the R key or a typed
    throw."""
    view = h.view
    if view.awaits_throw():  # a second putt or a re-roll over the hole
        if turn % 2:
            h.roll()
        else:
            h.type_throw(f"{1 + turn % 6} {1 + (turn * 5) % 6}")
        return
    if view.state.stage is Stage.RELIEF:
        if turn % 2:
            h.relief(0)
        else:
            h.key(Qt.Key.Key_1)
        return
    seat = view.state.player_to_play()
    assert seat is not None
    flag = view.state.hole.flag
    assert flag is not None
    ball = view.state.ball(seat).at
    if view.canvas.is_aiming():
        if turn % 3 == 1:
            h.drag_aim(ball + (flag - ball).scaled(0.5), flag)
        else:
            h.aim(flag)
    how = turn % 3
    if how == 0:
        h.roll()
    elif how == 1:
        h.key(Qt.Key.Key_R)
    else:
        h.type_throw(f"{1 + turn % 6} {1 + (turn * 5) % 6}")


def test_a_person_and_two_ais_play_holes_12_17_14_into_the_store(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands], qtbot: QtBot,
        store_url: str, store: Store) -> None:
    params = params_of(["Ann", "Greedy", "Rita"])
    view = make_view(params, [HUMAN, "greedy", "random"], speed=Speed.INSTANT,
                     store_factory=lambda: open_store(store_url))
    h = hands(view)
    turns = 0
    clicked_card = False
    while True:
        h.wait_for_turn()
        if view.is_over():
            break
        if not clicked_card and view.state.stage is Stage.SHOT:
            # The hole-in-one club of hole 12, chosen by a click on its card.
            h.card("7-iron")
            assert view.shot_picker.card_id == "7-iron"
            # Aimed at the flag, a 7 is the hole in one the course marks (§4).
            assert view.shot_picker.result_text(7) == "holed"
            clicked_card = True
        before = len(view.game.history)
        _play_person_turn(h, turns)
        qtbot.waitUntil(lambda before=before: len(view.game.history) > before or view.is_over(),
                        timeout=TIMEOUT_MS)
        assert view.status_kind != "error", view.message()
        turns += 1
        assert turns < 200
    assert turns >= 3  # at least one shot a hole
    qtbot.waitUntil(lambda: view.saved is not None, timeout=TIMEOUT_MS)
    history = view.game.history
    people = [a for a in history if isinstance(a, Shot | Drop)]
    assert len(people) >= turns
    engine = replay(UltimateGame(params), history)
    assert engine.scores() == view.scores()
    assert view.saved is not None
    card = store.load_round_card(view.saved.round_id)
    assert card.game == "ultimate"
    assert [p.name for p in card.players] == ["Ann", "Greedy (AI)", "Rita (AI)"]
    for seat, name in enumerate(["Ann", ai_name("Greedy"), ai_name("Rita")]):
        assert tuple(card.scores[name]) == tuple(row[seat] for row in engine.card())
    # Holes 12, 17 and 14 (stroke indexes 16, 12, 4 on the course) ranked for the card.
    assert [(h.par, h.si) for h in card.holes] == [(3, 3), (3, 2), (5, 1)]
    assert store.find_course("Ultimate Golf: default (holes 12, 17, 14)", "ultimate") is not None
    assert [row[-1] for row in view.scorecard.values()] == list(engine.scores())
    assert "Saved" in view.save_label.text()
    assert not view.shot_picker.isEnabled()


def test_a_card_the_lie_does_not_allow_is_refused_in_the_rules_words(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], (12,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    chosen = view.shot_picker.card_id
    assert chosen is not None
    h.card("putter")
    assert view.status_kind == "error"
    assert view.message() == "from the tee only woods and irons are played, not the Putter"
    assert view.shot_picker.card_id == chosen  # the choice stands
    h.card("chip")
    assert "not the Chip" in view.message()
    h.type_throw("7 2")
    assert "nothing was played" in view.message()
    assert view.game.history == ()
    assert view.is_human_turn()


def test_the_aim_follows_clicks_drags_and_arrow_keys_and_moves_the_fan(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands]) -> None:
    view = make_view(params_of(["Ann"], (14,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    flag = view.state.hole.flag
    assert flag is not None and view.aim == flag
    assert view.canvas.is_aiming()
    fan = list(view.canvas.fan_points)
    assert len(fan) == 11
    left = Point(flag.x - 60, flag.y - 200)
    h.aim(left)
    assert view.aim is not None and view.aim.distance_to(left) < 3
    assert view.canvas.fan_points != fan
    h.drag_aim(left, flag)
    assert view.aim.distance_to(flag) < 3
    aim = view.aim
    h.key(Qt.Key.Key_Left)
    assert view.aim != aim and "left of the flag" in view.shot_picker.aim_label.text()
    # Each row of the table is the engine's own shot for that sum.
    assert all(view.shot_picker.result_text(s) for s in range(2, 13))
