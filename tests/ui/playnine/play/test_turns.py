"""A person at the card table: a hole played by clicks against two AIs to the score reveal,
moves refused in words, the keys, and the hot seat's pass screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from golfstudio.playnine.game import Phase
from tests.ui.playnine.play.conftest import (
    TIMEOUT_MS,
    Hands,
    MakeView,
    check_nothing_face_down_shown,
    params_of,
)
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.canvas import SlotTarget, Spot
from ui.playnine.play.play_view import PlayNinePlayView

HandsOf = Callable[[PlayNinePlayView], Hands]


def test_a_hole_played_by_clicks_against_two_ais_ends_in_the_score_reveal(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Smart", "Greedy"], holes=2),
                     [HUMAN, "smart", "greedy"], speed=Speed.INSTANT)
    h = hands(view)
    moves = 0
    while True:
        h.wait_for_turn()
        if view.table_stage.is_holding():
            break
        assert not view.is_passing()  # one person with AIs: never a pass screen
        check_nothing_face_down_shown(view)
        assert view.canvas.marked(SlotTarget(0, 0))[2] or view.state.phase is not Phase.TEE
        h.play_simply()
        moves += 1
        assert moves < 60
    # The hole is scored: every card face up, each layout's columns and total under it.
    state = view.state
    assert state.hole == 1 and state.phase is Phase.DEAL  # the engine is at the next deal
    end = view.last_hole
    assert end is not None and end.hole == 0 and set(end.scores) == {0, 1, 2}
    for seat in range(3):
        assert all(v is not None for v in view.canvas.shown_values(seat))
        points = view.canvas.column_points(seat)
        assert all(points) and len(points) == 4
        _name, status, summary = view.canvas.seat_text(seat)
        assert f"hole {end.scores[seat]}".replace("-", "\u2212") in status
        assert summary
        layout = end.layouts[seat]
        for column in range(4):
            assert view.canvas.column_marked(seat, column) == layout.matched[column]
    assert view.canvas.caption_text().startswith("Hole 1 scored:")
    # The card is updated; the side panel explains the hole.
    card = view.scorecard.values()
    assert [row[0] for row in card] == [end.scores[s] for s in range(3)]
    assert view.panel.hole_title.text() == "Hole 1 scored"
    assert all(n in view.panel.hole_label.text() for n in ("Ann", "Smart", "Greedy"))
    assert view.turn_label.text() == "Hole 1 scored"
    # Clicks wait for Next hole; Next hole (a real click) deals hole 2.
    h.click(Spot.PILE)
    assert view.message() == "The hole is scored: press Next hole to deal the next one."
    h.next_hole()
    assert not view.canvas.next_button.isVisible()
    qtbot.waitUntil(lambda: view.state.hole == 1 and view.state.phase is not Phase.DEAL,
                    timeout=TIMEOUT_MS)
    assert view.panel.hole_title.text() == "Hole 1 scored"  # kept while hole 2 is played


def test_wrong_clicks_are_refused_in_words_and_play_nothing(
        make_view: MakeView, hands: HandsOf) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, "greedy"], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    if view.state.phase is not Phase.TEE or view.state.turn != 0:
        raise AssertionError("the person tees off first with this seed")
    played = len(view.state.history)
    h.click(SlotTarget(1, 0))
    assert view.message() == "That is Bob's card: click one of your own."
    h.click(Spot.PILE)
    assert view.message() == "Turn two cards for the tee shot first."
    h.slot(0)
    assert view.canvas.marked(SlotTarget(0, 0))[0]  # the first card chosen is outlined
    h.key(Qt.Key.Key_Escape)
    assert not view.canvas.marked(SlotTarget(0, 0))[0]
    assert len(view.state.history) == played
    h.key(Qt.Key.Key_1)
    h.key(Qt.Key.Key_5)  # the tee shot by keys: top 1 and bottom 1
    h.wait_for_turn()
    assert view.state.face_up[0][0] and view.state.face_up[0][4]
    assert view.state.phase is Phase.TURN
    played = len(view.state.history)
    h.slot(1)
    assert view.message().startswith("First draw from the pile or take the discard")
    h.click(Spot.HAND)
    assert view.message().startswith("That is the card in hand")
    h.button("drawPile")
    h.wait_for_turn()
    assert view.state.phase is Phase.DRAWN
    assert view.canvas.item(Spot.HAND).value == view.state.drawn  # the person's own card
    h.click(Spot.PILE)
    assert view.message() == "You have drawn already: place the card or discard it."
    h.key(Qt.Key.Key_X)  # discard the drawn card: now a face-down card to turn
    h.slot(0)
    assert view.message() == "That card is face up already: turn a face-down card."
    assert not view.panel.skip_button.isEnabled()  # six face-down cards: no skipping
    assert len(view.state.history) == played + 2  # the draw and its card, nothing more
    h.slot(2)
    h.wait_for_turn()
    assert view.state.face_up[0][2]


def test_the_table_is_hidden_while_it_passes_between_two_people(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    view = make_view(params_of(["Ann", "Bob"]), [HUMAN, HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    first = view.state.turn
    name = view.state.game.player_names()[first]
    other = view.state.game.player_names()[1 - first]
    # The hole's tee shot: the table is behind the pass screen until the person says so.
    assert view.is_passing()
    assert not view.canvas.isVisible() and view.pass_screen.isVisible()
    assert view.pass_screen.title.text() == f"Pass to {name}"
    assert view.pass_screen.button.text() == f"I am {name} — show my cards"
    assert view.turn_label.text() == f"Pass to {name}"
    assert not any(b.isEnabled() for b in view.panel.buttons().values())
    h.key(Qt.Key.Key_1)
    assert not view.state.face_up[first][0]  # keys do nothing behind the pass screen
    h.pass_to_me()
    assert not view.is_passing() and view.canvas.isVisible()
    assert view.turn_label.text() == name
    h.play_simply()
    h.wait_for_turn()
    # The other person tees off: the table passes again.
    assert view.state.turn == 1 - first and view.is_passing()
    assert view.pass_screen.title.text() == f"Pass to {other}"
    assert not view.canvas.isVisible()
    h.pass_to_me()
    h.play_simply()
    h.wait_for_turn()
    # First turns: the first person again, after the other: passed again; once their card
    # is drawn the table stays theirs for the rest of the turn.
    assert view.state.turn == first and view.is_passing()
    h.pass_to_me()
    h.play_simply()  # draw
    h.wait_for_turn()
    assert view.state.phase is Phase.DRAWN and not view.is_passing()
    assert view.canvas.item(Spot.HAND).value == view.state.drawn
    h.play_simply()
    h.wait_for_turn()
    assert view.is_passing() and view.state.turn == 1 - first
    # Behind the pass screen the drawn card of the last move is long gone, and the table
    # drawn for nobody shows no hand.
    assert not view.canvas.item(Spot.HAND).isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter says "it is me" too
    assert not view.is_passing()
