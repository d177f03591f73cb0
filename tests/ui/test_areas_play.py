"""The Play area from the main window: its tile, a game set up and played to the end by two
AIs at instant speed, the round in the store, the replay, and asking before abandoning."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.conftest import AbandonQuestion, DialogCall
from ui.areas import Area
from ui.carambole.play.area import PlayArea
from ui.carambole.play.play_view import PlayView
from ui.carambole.play.replay import ReplayView
from ui.carambole.play.seats import Seat, Speed
from ui.carambole.play.setup_dialog import SetupDialog
from ui.main_window import MainWindow
from ui.play_kit.abandon import Answer

LEFT = Qt.MouseButton.LeftButton
TIMEOUT_MS = 20_000
PLAY = "carambole.play"  # the UI registry's key (ui/games.py)


def _play_area(window: MainWindow) -> PlayArea:
    area = window.area(PLAY)
    assert isinstance(area, PlayArea)
    return area


def _answer_setup(*, accept: bool = True) -> None:
    """The set-up dialog, answered as a user would: course 1 (the default), two AIs, instant."""
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, SetupDialog)
    if not accept:
        dialog.reject()
        return
    assert [c.label for c in dialog.courses()] == ["course-1"]
    dialog.speed_box.setCurrentIndex(list(Speed).index(Speed.INSTANT))
    dialog.set_player(0, name="Rita", seat=Seat.RANDOM)
    dialog.start_button.click()


def _new_game(window: MainWindow, qtbot: QtBot, *, accept: bool = True) -> None:
    QTimer.singleShot(0, lambda: _answer_setup(accept=accept))
    qtbot.mouseClick(_play_area(window).new_button, LEFT)


def test_the_play_tile_opens_the_play_area(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.mouseClick(window.start_page.tiles[PLAY], LEFT)
    play = _play_area(window)
    assert window.stack.currentWidget() is play
    assert play.stack.currentWidget() is play.empty
    assert window.windowTitle() == "Play Carambole — GolfStudio"
    _new_game(window, qtbot, accept=False)  # cancelled: still no game
    assert play.view is None
    qtbot.mouseClick(play.home_button, LEFT)
    assert window.stack.currentWidget() is window.start_page


def test_a_game_of_two_ais_is_played_saved_and_replayed(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    qtbot.mouseClick(window.start_page.tiles[PLAY], LEFT)
    play = _play_area(window)
    _new_game(window, qtbot)
    view = play.view
    assert isinstance(view, PlayView)
    assert play.stack.currentWidget() is view
    assert view.seats == [Seat.RANDOM, Seat.GREEDY]
    with qtbot.waitSignal(view.roundSaved, timeout=TIMEOUT_MS) as saved:
        qtbot.waitUntil(view.is_over, timeout=TIMEOUT_MS)
    assert view.saved is not None

    store = window.store()
    assert store is not None
    (night,) = store.nights(game="carambole")
    assert night.id == saved.args[0].night_id

    assert play.replay_button.isEnabled()
    qtbot.mouseClick(play.replay_button, LEFT)
    replay = play.replay_view
    assert isinstance(replay, ReplayView)
    assert play.stack.currentWidget() is replay
    assert view.replay is not None
    assert replay.controller.count == view.replay.count > 0  # every shot of the game
    qtbot.mouseClick(play.replay_button, LEFT)
    assert play.stack.currentWidget() is view

    # The finished round shows in Game night's history.
    qtbot.mouseClick(play.home_button, LEFT)
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    history_item = window.game_night.sections.findItems("History", Qt.MatchFlag.MatchExactly)
    window.game_night.sections.setCurrentItem(history_item[0])  # as a keyboard user does
    history = window.game_night.history_page
    assert history is not None and history.nights.rowCount() == 1


def test_another_game_asks_before_abandoning_one_in_progress(
        window: MainWindow, qtbot: QtBot, dialogs: list[DialogCall],
        abandon_question: AbandonQuestion) -> None:
    qtbot.mouseClick(window.start_page.tiles[PLAY], LEFT)
    play = _play_area(window)
    _new_game(window, qtbot)
    first = play.view
    assert first is not None
    first.set_speed(Speed.SLOW)  # still in progress when asked
    assert play.in_progress()

    # The recorded question answers Cancel: the game is kept.
    qtbot.mouseClick(play.new_button, LEFT)
    assert [(d.kind, d.text) for d in dialogs] == [
        ("abandon", "Abandon the Mini Golf Carambole game in progress?")]
    assert play.view is first

    abandon_question.answer = Answer.ABANDON
    _new_game(window, qtbot)
    assert play.view is not first
    assert isinstance(play.view, PlayView)
