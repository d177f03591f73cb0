"""The calibration's question, wide enough for its whole title in three languages (issue 30
§5: the window manager showed "Calibr… Studio" over a dialog as narrow as its field)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.fits import LANGUAGES, shot_path, speaking
from ui.title_room import TITLE_BAR_EXTRA, shown_title, title_width
from ui.ultimate.editor.editor_widget import YardsDialog, ask_yards_dialog


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_calibration_question_shows_its_whole_title(code: str, qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, YardsDialog)
        seen["title"] = shown_title(dialog)
        seen["width"] = dialog.width()
        # Without the room asked for, the dialog is as narrow as its field and buttons.
        seen["natural"] = dialog.layout().sizeHint().width()
        seen["needed"] = title_width(dialog)
        assert dialog.grab().save(str(shot_path("calibrate_dialog", code)))
        spin = dialog.yards
        spin.selectAll()
        qtbot.keyClicks(spin, "42")
        qtbot.keyClick(spin, Qt.Key.Key_Return)

    with speaking(code):
        QTimer.singleShot(0, answer)
        assert ask_yards_dialog(parent, 12.0) == 42.0
    assert str(seen["title"]).endswith(" — GolfStudio")
    assert isinstance(seen["width"], int) and isinstance(seen["needed"], int)
    assert seen["width"] >= seen["needed"] > TITLE_BAR_EXTRA
    assert isinstance(seen["natural"], int) and seen["natural"] < seen["needed"]
