"""The first-run tour: shown on a first start only, its three buttons open a sample course in
its editor, the set-up dialog of the game picked (Carambole first), and the sample game night;
Help > Tour brings it back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from golfstudio.engine.registry import Offer
from tests.ui.screenshot import save_screenshot
from ui.games import area_key
from ui.main_window import MainWindow
from ui.tour import DONE_KEY, SAMPLE_COURSE_AREA, TourDialog, offer_first_run, playable_games

LEFT = Qt.MouseButton.LeftButton


def _offered(window: MainWindow, qtbot: QtBot) -> TourDialog:
    dialog = offer_first_run(window, window)
    assert isinstance(dialog, TourDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_the_tour_is_offered_on_the_first_start_only(window: MainWindow, qtbot: QtBot,
                                                     screenshot_dir: Path) -> None:
    assert not QSettings().contains(DONE_KEY)
    dialog = _offered(window, qtbot)
    assert dialog.isVisible() and dialog.isModal()
    assert dialog.windowTitle() == "Welcome to GolfStudio"
    assert dialog.dont_show.isChecked()
    QApplication.processEvents()
    save_screenshot(dialog, screenshot_dir / "tour.png", size=(dialog.width(), dialog.height()))
    with qtbot.waitSignal(dialog.finished):
        dialog.reject()  # Close
    assert QSettings().value(DONE_KEY, type=bool) is True
    assert offer_first_run(window, window) is None


def test_unchecking_dont_show_brings_the_tour_back_next_start(window: MainWindow,
                                                              qtbot: QtBot) -> None:
    dialog = _offered(window, qtbot)
    box = dialog.dont_show
    qtbot.mouseClick(box, LEFT, pos=QPoint(6, box.height() // 2))  # on its indicator
    assert not dialog.dont_show.isChecked()
    with qtbot.waitSignal(dialog.finished):
        dialog.reject()
    again = _offered(window, qtbot)
    again.reject()


def test_help_tour_shows_it_even_after_dont_show_again(window: MainWindow,
                                                       qtbot: QtBot) -> None:
    window.settings.setValue(DONE_KEY, True)
    assert offer_first_run(window, window) is None
    window.help_entries.tour_action.trigger()
    dialog = window.findChild(TourDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.reject()


def test_edit_a_sample_course_opens_a_copy_in_the_editor(window: MainWindow,
                                                          qtbot: QtBot) -> None:
    dialog = _offered(window, qtbot)
    qtbot.mouseClick(dialog.course_button, LEFT)
    editor = window.area(SAMPLE_COURSE_AREA)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is editor)
    assert editor.page_title().startswith("Copy of ")
    qtbot.waitUntil(lambda: window.findChild(TourDialog) is None)  # closed and deleted


def _play_from_the_tour(window: MainWindow, qtbot: QtBot, game: str | None) -> list[str]:
    """Click Play (after picking ``game`` in the tour's list) and cancel the set-up dialog
    that comes up; its title."""
    asked: list[str] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and not isinstance(modal, TourDialog):
            asked.append(modal.windowTitle())
            modal.reject()  # the user looks, then cancels

    poll = QTimer()
    poll.timeout.connect(answer)
    poll.start(20)
    try:
        dialog = _offered(window, qtbot)
        if game is not None:
            dialog.play_game.setCurrentIndex(dialog.play_game.findData(game))
        qtbot.mouseClick(dialog.play_button, LEFT)
        qtbot.waitUntil(lambda: bool(asked))
    finally:
        poll.stop()
    return asked


def test_play_against_the_ai_opens_carambole_set_up_first(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    asked = _play_from_the_tour(window, qtbot, None)
    assert window.stack.currentWidget() is window.area(area_key("carambole", Offer.PLAY))
    assert isinstance(window.area(area_key("carambole", Offer.PLAY)), QWidget)
    assert asked


def test_the_tour_plays_every_game_with_a_play_area(window: MainWindow,
                                                     qtbot: QtBot) -> None:
    games = playable_games()
    assert games[0] == "carambole"
    assert {"ultimate", "playnine", "dicegolf"} <= set(games)
    dialog = _offered(window, qtbot)
    assert [dialog.play_game.itemData(i) for i in range(dialog.play_game.count())] == games
    assert dialog.play_game.itemText(1) != games[1]  # a title, not an id
    dialog.reject()
    qtbot.waitUntil(lambda: window.findChild(TourDialog) is None)
    window.settings.remove(DONE_KEY)  # a first start again
    _play_from_the_tour(window, qtbot, "playnine")
    assert window.stack.currentWidget() is window.area(area_key("playnine", Offer.PLAY))


def test_a_sample_game_night_opens_the_sample_round(window: MainWindow,
                                                     qtbot: QtBot) -> None:
    dialog = _offered(window, qtbot)
    qtbot.mouseClick(dialog.night_button, LEFT)
    qtbot.waitUntil(lambda: window.current_page() is window.round_page)
    assert window.stack.currentWidget() is window.game_night
