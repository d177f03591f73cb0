"""Tutor mode at the Play Nine table (the play kit's shared gate, docs/review.md): a person's
decisions, weighed in the background by the estimating judge, get their verdicts in points;
the AIs' never reach the tutor."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.playnine.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.play_kit.tutor import NOTE_MARK
from ui.playnine.play.play_view import PlayNinePlayView
from ui.settings import save_tutor_mode

HandsOf = Callable[[PlayNinePlayView], Hands]
DECISIONS = 4


def test_a_persons_decisions_are_weighed_in_points(
        make_view: MakeView, hands: HandsOf, qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["Ann", "Greedy"]), [HUMAN, "greedy"], speed=Speed.INSTANT)
    h = hands(view)
    tutor = view.tutor
    asked = 0
    for _ in range(DECISIONS):
        h.wait_for_turn()
        if view.is_over() or view.table_stage.is_holding():
            break
        h.play_simply()
        qtbot.waitUntil(lambda: tutor.question is not None or not view.table.is_busy()
                        or view.is_over(), timeout=TIMEOUT_MS)
        box = tutor.question
        if box is not None:
            asked += 1
            assert "points" in box.text() and box.text().endswith("Play it anyway?")
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes),
                             Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.table.is_busy() or view.is_human_turn()
                    or view.is_over(), timeout=TIMEOUT_MS)
    assert tutor.weighed, "no decision of Ann's was weighed"
    # Every step weighed was Ann's decision, never Greedy's.
    for step in tutor.weighed:
        state = view.state.game.new_state()
        for action in view.state.history[:step]:
            state.apply(action)
        assert state.current_player() == 0
    assert tutor.notes
    assert all(n == "Best play." or (n.startswith("That cost ") and " points: best was " in n)
               for n in tutor.notes), tutor.notes
    log = view.event_log
    assert sum(mark == NOTE_MARK for mark in log.marks()) == len(tutor.notes)
