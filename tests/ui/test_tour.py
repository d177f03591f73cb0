"""The first-run tour: shown on a first start only, its three buttons open a sample course in
its editor, Carambole's set-up dialog, and the sample game night; Help > Tour brings it back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.screenshot import save_screenshot
from ui.carambole_play.setup_dialog import SetupDialog
from ui.main_window import MainWindow
from ui.tour import DONE_KEY, PLAY_AREA, SAMPLE_COURSE_AREA, TourDialog, offer_first_run

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


def test_play_against_the_ai_opens_the_set_up_dialog(window: MainWindow,
                                                      qtbot: QtBot) -> None:
    asked: list[str] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, SetupDialog):
            asked.append(modal.windowTitle())
            modal.reject()  # the user looks, then cancels

    poll = QTimer()
    poll.timeout.connect(answer)
    poll.start(20)
    try:
        dialog = _offered(window, qtbot)
        qtbot.mouseClick(dialog.play_button, LEFT)
        qtbot.waitUntil(lambda: bool(asked))
    finally:
        poll.stop()
    assert window.stack.currentWidget() is window.area(PLAY_AREA)


def test_a_sample_game_night_opens_the_sample_round(window: MainWindow,
                                                     qtbot: QtBot) -> None:
    dialog = _offered(window, qtbot)
    qtbot.mouseClick(dialog.night_button, LEFT)
    qtbot.waitUntil(lambda: window.current_page() is window.round_page)
    assert window.stack.currentWidget() is window.game_night
