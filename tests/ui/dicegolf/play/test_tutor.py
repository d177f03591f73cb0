"""Tutor mode at the Dice Golf table (the play kit's shared gate, docs/review.md): a person's
selection on the green is weighed before the dice typed with it are thrown, and its verdict
follows in the log; a blunder is asked about first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from golfstudio.dicegolf.actions import Keep, Roll
from golfstudio.dicegolf.game import Stage
from golfstudio.review.judges import make_judge
from golfstudio.review.labels import thresholds
from tests.ui.dicegolf.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.dicegolf.play.play_view import DiceGolfPlayView
from ui.play_kit.seats import HUMAN, Speed
from ui.play_kit.tutor import NOTE_MARK
from ui.settings import save_tutor_mode

HandsOf = Callable[[DiceGolfPlayView], Hands]


def test_a_selection_is_weighed_before_its_typed_dice_are_thrown(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    h.key(Qt.Key.Key_R)  # a throw, no decision (seed 7): 110 m
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # on the green at 210 m
    h.wait_for_turn()
    h.type_dice("6 4 2 3")
    h.wait_for_turn()
    assert state.stage is Stage.KEEP
    assert view.tutor.weighed == []  # throws are no decisions
    keep = Keep((False, True, True, False))
    judgement = make_judge(state.game).judge(state.clone(), keep)
    assert judgement is not None
    error = judgement.chosen - judgement.best
    best = state.game.action_text(judgement.best_action)
    step = len(state.history)

    h.die(1)
    h.die(2)
    h.type_dice("2 5")  # with the selection: weighed first, then thrown
    if error >= thresholds("dicegolf").blunder:
        qtbot.waitUntil(lambda: view.tutor.question is not None, timeout=TIMEOUT_MS)
        assert len(state.history) == step  # nothing thrown while it asks
        box = view.tutor.question
        assert box is not None
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert state.history[step:step + 3] == (keep, Roll(2), Roll(5))
    assert view.tutor.weighed == [step]
    verdict = ("Best play." if error < 0.005 else
               f"That cost {QLocale().toString(error, 'f', 2)} strokes: best was {best}.")
    qtbot.waitUntil(lambda: view.tutor.notes == [verdict], timeout=TIMEOUT_MS)
    log = view.event_log
    assert [line for line, mark in zip(log.lines(), log.marks(), strict=True)
            if mark == NOTE_MARK] == [f"Tutor — {verdict}"]


def test_a_choice_after_the_throw_is_said_before_the_next_throw_by_hand(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    """The verdict does not wait for the person's own next throw (a throw by hand)."""
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["Solo"]), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    state = view.state
    h.wait_for_turn()
    h.click("roll")  # seed 7: 3 2 4 6, 110 m
    h.wait_for_turn()
    h.type_dice("2 3 3 5")  # on the green at 210 m
    h.wait_for_turn()
    h.type_dice("2 5 3 6")
    h.wait_for_turn()
    assert state.stage is Stage.KEEP
    h.die(0)
    h.type_dice("4 1 5")  # no double; B1 − R1 = 1 m, to decide
    h.wait_for_turn()
    if view.tutor.question is not None:  # the selection was a blunder: played anyway
        qtbot.mouseClick(view.tutor.question.button(QMessageBox.StandardButton.Yes),
                         Qt.MouseButton.LeftButton)
        h.wait_for_turn()
    assert state.stage is Stage.DECIDE
    said = len(view.tutor.notes)
    h.click("Accept")
    qtbot.waitUntil(lambda: len(view.tutor.notes) == said + 1 or view.tutor.question
                    is not None, timeout=TIMEOUT_MS)
    if view.tutor.question is not None:
        qtbot.mouseClick(view.tutor.question.button(QMessageBox.StandardButton.Yes),
                         Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(view.tutor.notes) == said + 1, timeout=TIMEOUT_MS)
    h.wait_for_turn()
    assert view.awaits_roll()  # the next throw waits for the person's hand
    assert view.event_log.marks()[-1] == NOTE_MARK


def test_with_several_people_at_one_screen_the_log_names_no_option(
        make_view: MakeView) -> None:
    """Hidden hands (cards) and a hot seat: the best could be a card still in a hand."""
    assert not make_view(params_of(["Ann", "Bob"], cards=True), [HUMAN, HUMAN],
                         speed=Speed.INSTANT).tutor.names_options("dicegolf")
    assert make_view(params_of(["Ann", "Bot"], cards=True), [HUMAN, "greedy"],
                     speed=Speed.INSTANT).tutor.names_options("dicegolf")
    assert make_view(params_of(["Ann"]), [HUMAN],
                     speed=Speed.INSTANT).tutor.names_options("dicegolf")
