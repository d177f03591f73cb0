"""The question before a game in progress is lost (issue 30 §14), on the real message box:
it names the game; Save Game… saves through the play view's own flow and then quits, a save
cancelled quits nothing; Cancel keeps the game; Abandon drops it. Each play area with a game
in progress asks about its own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.engine.saved_game import load_saved_game
from golfstudio.playnine.game import GameParams
from tests.ui.conftest import AbandonQuestion, DialogCall
from ui.main_window import MainWindow
from ui.play_kit.abandon import Answer
from ui.play_kit.area import PlayArea
from ui.play_kit.saving import AskSavePath
from ui.play_kit.seats import HUMAN, Speed
from ui.playnine.play.play_view import PlayNinePlayView

LEFT = Qt.MouseButton.LeftButton
AREA = "playnine.play"
TIMEOUT_MS = 20_000


def _start_game(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                ask_save_path: AskSavePath) -> tuple[PlayArea, PlayNinePlayView]:
    """A Play Nine game waiting for the person, through the area's New game…"""
    made: list[PlayNinePlayView] = []

    def start(parent: QWidget | None = None, store: object = None) -> PlayNinePlayView:
        view = PlayNinePlayView(GameParams(("You", "Bot"), 1), [HUMAN, "greedy"], 3,
                                speed=Speed.INSTANT, ask_save_path=ask_save_path,
                                parent=parent)
        made.append(view)
        return view

    monkeypatch.setattr("ui.playnine.play.area.start_new_game", start)
    qtbot.mouseClick(window.start_page.tiles[AREA], LEFT)
    area = window.area(AREA)
    assert isinstance(area, PlayArea)
    qtbot.mouseClick(area.empty_new_button, LEFT)
    (view,) = made
    qtbot.waitUntil(view.is_human_turn, timeout=TIMEOUT_MS)
    assert area.in_progress()
    return area, view


def answer_with(button: str, seen: list[QMessageBox]) -> None:
    """Once the question is up: click its ``button`` (by object name), keeping the box."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):  # not up yet
            QTimer.singleShot(10, click)
            return
        seen.append(box)
        found = box.findChild(QPushButton, button)
        assert found is not None, button
        found.click()

    QTimer.singleShot(0, click)


def test_quitting_offers_to_save_the_named_game_and_save_game_saves_then_quits(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        real_abandon_box: None) -> None:
    target = tmp_path / "unfinished.json"
    _area, view = _start_game(window, qtbot, monkeypatch, lambda _parent, _name: target)
    seen: list[QMessageBox] = []
    answer_with("saveGame", seen)
    window.quit_action.trigger()
    (box,) = seen
    assert box.text() == "Abandon the Play Nine game in progress?"
    assert sorted(b.text() for b in box.buttons()) == ["Abandon", "Cancel", "Save Game…"]
    assert box.defaultButton() is box.findChild(QPushButton, "cancel")
    assert target.is_file()
    saved = load_saved_game(target)
    assert saved.game_id == "playnine" and saved.actions == view.table.saved_game().actions
    assert not window.isVisible()  # saved, then quit


def test_a_cancelled_save_quits_nothing(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        real_abandon_box: None) -> None:
    asked: list[str] = []

    def cancelled(_parent: QWidget, name: str) -> Path | None:
        asked.append(name)
        return None

    area, view = _start_game(window, qtbot, monkeypatch, cancelled)
    seen: list[QMessageBox] = []
    answer_with("saveGame", seen)
    window.quit_action.trigger()
    assert asked == ["playnine-game.json"]  # the save flow's own question
    assert window.isVisible() and area.view is view and area.in_progress()
    area.clear()  # qtbot closes the window before the real box is put away


def test_cancel_keeps_the_game_and_abandon_drops_it(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        real_abandon_box: None) -> None:
    saves: list[str] = []
    area, view = _start_game(window, qtbot, monkeypatch,
                             lambda _parent, name: saves.append(name) or None)
    seen: list[QMessageBox] = []
    answer_with("cancel", seen)
    window.close()  # the window's close button
    assert len(seen) == 1 and window.isVisible() and area.view is view and not saves

    answer_with("abandon", seen)
    qtbot.mouseClick(area.new_button, LEFT)  # another game: this one would be lost
    assert len(seen) == 2 and seen[1].text() == "Abandon the Play Nine game in progress?"
    assert not saves
    area.clear()  # qtbot closes the window before the real box is put away


def test_escape_is_cancel(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                          real_abandon_box: None) -> None:
    area, view = _start_game(window, qtbot, monkeypatch, lambda _parent, _name: None)

    def escape() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, escape)
            return
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, escape)
    assert area.close_page() is True  # File > Close: kept, the page stays
    assert area.view is view
    area.clear()  # qtbot closes the window before the real box is put away


def test_each_game_in_progress_is_asked_about_by_name(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        dialogs: list[DialogCall], abandon_question: AbandonQuestion) -> None:
    _start_game(window, qtbot, monkeypatch, lambda _parent, _name: None)
    from ui.ultimate.play.play_view import UltimatePlayView

    ultimate = window.area("ultimate.play")
    assert isinstance(ultimate, PlayArea)
    start_ultimate: Callable[..., UltimatePlayView] = UltimatePlayView
    from golfstudio.ultimate.bundled import load_bundled
    from golfstudio.ultimate.game import GameParams as UltimateParams

    other = start_ultimate(UltimateParams(load_bundled(), ("You", "Bot"), "Links", (1,)),
                           [HUMAN, "greedy"], 5, speed=Speed.INSTANT)
    ultimate.show_game(other)
    assert ultimate.in_progress()
    abandon_question.answer = Answer.ABANDON
    window.quit_action.trigger()
    asked = sorted(d.text for d in dialogs if d.kind == "abandon")
    assert asked == ["Abandon the Play Nine game in progress?",
                     "Abandon the Ultimate Golf game in progress?"]
    assert not window.isVisible()
