"""Two people at one screen with cards in play: a hand is shown to its holder alone, behind
the pass screen, and the track, the dice and the scores stay in sight for both."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from golfstudio.dicegolf.actions import PASS
from golfstudio.dicegolf.game import Stage
from tests.ui.dicegolf.play.conftest import Hands, MakeView, params_of
from tests.ui.screenshot import save_screenshot
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed

HandsOf = Callable[[DiceGolfPlayView], Hands]


def _chips_of(view: DiceGolfPlayView, seat: int) -> list[str]:
    """The picker's chips a hand of ``seat`` makes."""
    hand = view.state.hand(seat)
    assert hand is not None
    deck = view.state.game.deck
    names = []
    for card_id in dict.fromkeys(hand):
        name = view.words.card_of(deck, card_id)
        count = hand.count(card_id)
        names.append(name if count == 1 else f"{name} ×{count}")
    return names


def test_a_hand_is_hidden_from_the_other_person(make_view: MakeView, hands: HandsOf,
                                                screenshot_dir: Path) -> None:
    view = make_view(params_of(["Ann", "Bob"], (2,), cards=True), [HUMAN, HUMAN],
                     speed=Speed.INSTANT)
    h = hands(view)
    picker = view.throw_picker
    state = view.state
    h.wait_for_turn()
    # Ann throws first; Bob holds an air shot, so he is asked before her dice: the picker
    # passes to him, and shows nobody's cards meanwhile.
    assert state.stage is Stage.AGAINST and state.current_player() == 1
    assert view.passing == 1 and picker.is_passing()
    assert picker.pass_screen.title.text() == "Pass to Bob"
    assert picker.pass_screen.button.text() == "I am Bob — show my cards"
    assert picker.chip_texts() == [] and not picker.controls.isVisible()
    assert view.canvas.track.isVisible()  # the track is everyone's
    save_screenshot(view, screenshot_dir / "dicegolf_hot_seat.png", (1280, 800))
    h.click("pass")
    assert picker.chip_texts() == _chips_of(view, 1) != _chips_of(view, 0)
    assert picker.hand_title.text() == "In hand · Bob · 9 cards"
    assert [b.text() for b in picker.choice_buttons][-1] == "Pass: lay no card"
    h.click("Pass")
    h.wait_for_turn()
    assert state.history[-1] == PASS
    # Ann's roll: the picker passes back to her before her cards show.
    assert view.passing == 0 and picker.chip_texts() == []
    h.click("pass")
    assert picker.chip_texts() == _chips_of(view, 0)
    assert view.awaits_roll()
    h.type_dice("3 4 3 4")  # (3 + 4) × (3 + 4) + two pairs: 59 m
    h.wait_for_turn()
    # Her choices after the throw are hers: the picker stays with her, no pass.
    assert state.stage is Stage.DECIDE and view.passing is None
    assert picker.chip_texts() == _chips_of(view, 0)
    assert [b.text() for b in picker.choice_buttons] == [
        "Accept the throw", "Play Hole in one", "Play Chance", "Play Weather"]
    h.click("Accept")
    h.wait_for_turn()
    assert state.position(0) == 59
    # Bob's throw: Ann, who holds the picker, may lay a card first; then Bob rolls, behind
    # the pass screen again.
    assert state.stage is Stage.AGAINST and state.current_player() == 0
    assert view.passing is None and picker.hand_title.text() == "In hand · Ann · 9 cards"
    h.click("Pass")
    h.wait_for_turn()
    assert view.passing == 1 and picker.chip_texts() == []
    assert view.turn_label.text() == "Bob · hole 2"
