"""Tutor mode at the Ultimate Golf table (the play kit's shared gate, docs/review.md): a
person's shot is weighed in the background — the hole's analysis is made on the first — and
its verdict in strokes follows the shot in the log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from golfstudio.ultimate.game import Shot, Stage
from tests.ui.ultimate.play.conftest import TIMEOUT_MS, Hands, MakeView, params_of
from ui.play_kit.seats import HUMAN, Speed
from ui.play_kit.tutor import NOTE_MARK
from ui.settings import save_tutor_mode
from ui.ultimate.play.play_view import UltimatePlayView


def test_a_persons_shot_is_weighed_and_said_in_strokes(
        make_view: MakeView, hands: Callable[[UltimatePlayView], Hands], qtbot: QtBot) -> None:
    save_tutor_mode(QSettings(), True)
    view = make_view(params_of(["Ann"], (12,)), [HUMAN], speed=Speed.INSTANT)
    h = hands(view)
    h.wait_for_turn()
    assert view.state.stage is Stage.SHOT
    h.card("7-iron")
    flag = view.state.hole.flag
    assert flag is not None
    if view.canvas.is_aiming():
        h.aim(flag)
    step = len(view.game.history)
    h.roll()
    tutor = view.tutor
    qtbot.waitUntil(lambda: tutor.question is not None or len(view.game.history) > step,
                    timeout=TIMEOUT_MS)
    box = tutor.question
    if box is not None:
        assert box.text().startswith("This loses ") and " strokes: best is " in box.text()
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(tutor.notes) == 1, timeout=TIMEOUT_MS)
    assert isinstance(view.game.history[step], Shot)
    assert tutor.weighed == [step]
    (verdict,) = tutor.notes
    assert verdict == "Best play." or (verdict.startswith("That cost ")
                                       and " strokes: best was " in verdict), verdict
    log = view.event_log
    marks = log.marks()
    assert marks.count(NOTE_MARK) == 1
    assert log.lines()[marks.index(NOTE_MARK)] == f"Tutor — {verdict}"
