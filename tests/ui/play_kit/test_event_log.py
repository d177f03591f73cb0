"""The shot log on its own: lines under their hole's heading, marks, following the newest
line unless the user scrolled up, Ctrl+C copying the selected lines, folding away; and the
table telling the log an action only once its stage has shown it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.engine.state import State
from tests.ui.play_kit.conftest import TIMEOUT_MS, RecordingStage, carambole
from ui import theme
from ui.play_kit.event_log import EventLog, LogEntry, game_entries
from ui.play_kit.seats import Speed
from ui.play_kit.table import Table

LEFT = Qt.MouseButton.LeftButton


def _log(qtbot: QtBot) -> EventLog:
    log = EventLog()
    qtbot.addWidget(log)
    log.resize(600, 200)
    with qtbot.waitExposed(log):
        log.show()
    return log


def _wheel(qtbot: QtBot, log: EventLog, up: bool) -> None:
    """A real turn of the mouse wheel over the list."""
    viewport = log.list.viewport()
    at = QPointF(viewport.rect().center())
    event = QWheelEvent(at, QPointF(viewport.mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def test_lines_read_who_what_and_penalty_under_each_holes_heading(qtbot: QtBot) -> None:
    log = _log(qtbot)
    log.add(LogEntry("Ann", "Ann: driver, dice 3 and 4", "Hole 1"))
    log.add(LogEntry("Bob", "Bob: 7-iron into the water", "Hole 1", penalties=1))
    log.add(LogEntry("Bob", "Bob: dropped again", "Hole 1", penalties=2))
    log.add(LogEntry("Cy", "Cy plays to the limit", "Hole 1", picked_up=True))
    log.add(LogEntry("Ann", "Ann: holed", "Hole 1", holed=True))
    log.add(LogEntry("", "The vane turns", "Hole 2"))
    assert log.lines() == [
        "Hole 1",
        "Ann — Ann: driver, dice 3 and 4",
        "Bob — Bob: 7-iron into the water (penalty +1)",
        "Bob — Bob: dropped again (penalty +2)",
        "Cy — Cy plays to the limit (picked up)",
        "Ann — Ann: holed",
        "Hole 2",
        "The vane turns"]
    assert log.marks() == ["heading", "", "penalty", "penalty", "penalty", "holed", "heading",
                           ""]
    # Marked in the theme's colours, not only in words.
    assert log.list.item(2).foreground().color() == theme.STROKE_DOT
    assert log.list.item(5).foreground().color() == theme.ACCENT_DARK
    assert log.list.item(5).font().bold()
    # Read-only: a double click edits nothing.
    qtbot.mouseDClick(log.list.viewport(), LEFT, pos=log.list.visualItemRect(
        log.list.item(1)).center())
    assert log.list.state() != log.list.State.EditingState
    log.clear()
    assert log.lines() == [] and log.entries == []


def test_the_newest_line_stays_in_sight_unless_the_user_scrolled_up(qtbot: QtBot) -> None:
    log = _log(qtbot)
    bar = log.list.verticalScrollBar()
    for k in range(30):
        log.add(LogEntry("Ann", f"shot {k}", "Hole 1"))
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(),
                    timeout=TIMEOUT_MS)
    last = log.list.item(log.list.count() - 1)
    assert log.list.viewport().rect().intersects(log.list.visualItemRect(last))

    for _ in range(3):
        _wheel(qtbot, log, up=True)
    qtbot.waitUntil(lambda: bar.value() < bar.maximum(), timeout=TIMEOUT_MS)
    assert not log.follows()
    kept = bar.value()
    for k in range(30, 40):
        log.add(LogEntry("Bob", f"shot {k}", "Hole 2"))
    QApplication.processEvents()
    assert bar.value() == kept  # the line being read stays where it is
    assert not log.list.viewport().rect().intersects(
        log.list.visualItemRect(log.list.item(log.list.count() - 1)))

    while bar.value() < bar.maximum():  # back down to the bottom: following again
        _wheel(qtbot, log, up=False)
        QApplication.processEvents()
    assert log.follows()
    log.add(LogEntry("Bob", "shot 40", "Hole 2"))
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=TIMEOUT_MS)
    assert log.list.viewport().rect().intersects(
        log.list.visualItemRect(log.list.item(log.list.count() - 1)))


def test_ctrl_c_copies_the_selected_lines_in_order(qtbot: QtBot) -> None:
    log = _log(qtbot)
    log.add(LogEntry("Ann", "Ann: driver", "Hole 1"))
    log.add(LogEntry("Bob", "Bob: water", "Hole 1", penalties=1))
    log.add(LogEntry("Ann", "Ann: holed", "Hole 1", holed=True))
    view = log.list

    def click(row: int, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        qtbot.mouseClick(view.viewport(), LEFT, modifier,
                         view.visualItemRect(view.item(row)).center())

    click(3)
    click(1, Qt.KeyboardModifier.ShiftModifier)  # from Ann's holing back up to her drive
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == (
        "Ann — Ann: driver\nBob — Bob: water (penalty +1)\nAnn — Ann: holed")
    click(2)
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "Bob — Bob: water (penalty +1)"


def test_the_log_folds_away_under_its_heading(qtbot: QtBot) -> None:
    log = _log(qtbot)
    assert log.list.isVisible()
    qtbot.mouseClick(log.toggle, LEFT)
    assert not log.list.isVisible()
    assert log.sizeHint().height() < log.list.height()
    qtbot.mouseClick(log.toggle, LEFT)
    assert log.list.isVisible()


class _Words:
    """A game's words for the log: each action in the engine's own text."""

    def log_entry(self, before: State[Any], action: Any, record: object,
                  after: State[Any]) -> LogEntry | None:
        return LogEntry(before.game.player_names()[before.current_player()]
                        if not before.is_chance_node() else "",
                        before.game.action_text(action), "Course 1")


def test_the_table_tells_an_action_once_the_stage_has_shown_it(qtbot: QtBot) -> None:
    state = carambole()
    stage = RecordingStage(hold=True)
    table = Table(state, ["greedy", "greedy"], 5, speed=Speed.INSTANT, stage=stage)
    shown: list[tuple[Any, object]] = []
    table.shown.connect(lambda before, action, record: shown.append((action, record)))
    table.start()
    qtbot.waitUntil(lambda: len(stage.animated) == 1, timeout=TIMEOUT_MS)
    assert shown == []  # on the stage, not yet shown: the log must not run ahead of it
    stage.finish()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=TIMEOUT_MS)
    assert shown[0] == stage.animated[0][:2]
    # A whole game's log from its actions: the same words, in the engine's order.
    words = _Words()
    entries = game_entries(state.game, state.history, words)
    assert [e.text for e in entries] == [state.game.action_text(a) for a in state.history]
    table.stop()
