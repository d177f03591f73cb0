"""Adding a player to a night with Enter (issue 30 §12): the player is added once, no
"Type the new player's name first." follows, and in "Edit night…" (a dialog) the Enter does
not go on to press the dialog's buttons."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QApplication, QListWidget
from pytestqt.qtbot import QtBot

from golfstudio.store import Format, Store, open_store
from tests.ui.screenshot import SIZE
from ui.gamenight.night_editor import EditNightDialog
from ui.gamenight.players_editor import PlayerPicker
from ui.gamenight.setup_page import NightSetupPage

NIGHT = date(2024, 5, 2)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with open_store(f"sqlite:///{tmp_path / 'enter.db'}") as opened:
        for name in ("Ann", "Bob"):
            player = opened.add_player(name)
            assert player.id is not None
            opened.add_handicap(player.id, date(2024, 1, 1), 10.0)
        yield opened


def _tick_player(qtbot: QtBot, players: QListWidget, name: str) -> None:
    (item,) = players.findItems(name, Qt.MatchFlag.MatchExactly)
    rect = players.visualItemRect(item)
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 12, rect.center().y()))


def _add_with_enter(qtbot: QtBot, picker: PlayerPicker, name: str,
                    messages: list[str]) -> None:
    picker.name_edit.setFocus()
    qtbot.keyClicks(picker.name_edit, name)
    qtbot.keyClick(picker.name_edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert "Type the new player's name first." not in messages
    assert [picker.list.item(k).text() for k in range(picker.list.count())].count(name) == 1


def test_enter_adds_the_player_once_on_the_setup_page(qtbot: QtBot, store: Store) -> None:
    page = NightSetupPage(store)
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    messages: list[str] = []
    page.picker.message.connect(messages.append)
    _add_with_enter(qtbot, page.picker, "Cy", messages)
    assert page.message.text() == ""
    assert "Cy" in [p.name for p in page.handicaps.players()]
    # Enter with the index typed too: added, and the line is ready for the next one.
    qtbot.keyClicks(page.picker.name_edit, "Dee")
    qtbot.keyClicks(page.picker.index_edit, "12.5")
    qtbot.keyClick(page.picker.index_edit, Qt.Key.Key_Enter)
    assert "Type the new player's name first." not in messages
    assert [p.name for p in page.handicaps.players()][-1] == "Dee"
    assert page.picker.name_edit.text() == page.picker.index_edit.text() == ""


def test_enter_in_edit_night_adds_the_player_and_keeps_the_dialog(
        qtbot: QtBot, store: Store) -> None:
    page = NightSetupPage(store)
    qtbot.addWidget(page)
    page.resize(*SIZE)
    page.show()
    page.date_edit.setDate(QDate(NIGHT.year, NIGHT.month, NIGHT.day))
    _tick_player(qtbot, page.picker.list, "Ann")
    page.format_rows[Format.STROKE].chosen.setChecked(True)
    with qtbot.waitSignal(page.nightCreated, timeout=2000) as created:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)

    dialog = EditNightDialog(store, created.args[0])
    qtbot.addWidget(dialog)
    dialog.resize(*SIZE)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.activateWindow()
    # A dialog presses its default button on an Enter its focused widget leaves alone; the
    # first button after the focus in the tab order becomes the default when the dialog is
    # shown — "Add player" when the dialog opens on the players.
    dialog.page.picker.add_button.setDefault(True)
    messages: list[str] = []
    dialog.page.picker.message.connect(messages.append)
    _add_with_enter(qtbot, dialog.page.picker, "Cy", messages)
    assert dialog.isVisible() and dialog.result() == 0  # neither saved nor cancelled
    assert dialog.page.message.text() == ""
