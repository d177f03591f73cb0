"""Settings > Tutor Mode: a check box, off for a new user, remembered, and read by the play
views at each decision (tests/ui/carambole/play/test_tutor.py plays with it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ui.main_window import MainWindow
from ui.play_kit.tutor import tutor_wanted
from ui.settings import TUTOR_KEY, tutor_mode


def test_tutor_mode_is_an_unchecked_box_in_the_settings_menu_and_is_remembered(
        make_window: Callable[[], MainWindow], qtbot: QtBot) -> None:
    window = make_window()
    action = window.tutor_action
    assert action in window.settings_menu.actions()
    assert action.isCheckable() and not action.isChecked()
    assert not tutor_wanted()

    action.trigger()  # as a click on the menu entry does
    assert action.isChecked()
    assert tutor_wanted()
    assert tutor_mode(QSettings())
    window.close()

    again = make_window()
    assert again.tutor_action.isChecked()
    again.tutor_action.trigger()
    assert not tutor_wanted()
    assert not QSettings().contains(TUTOR_KEY)  # off is the absence of the key


def test_a_value_this_version_cannot_read_is_off(tmp_path: object) -> None:
    settings = QSettings()
    for value, on in (("true", True), ("false", False), ("maybe", False), (True, True),
                      (3, False)):
        settings.setValue(TUTOR_KEY, value)
        assert tutor_mode(settings) is on, value
