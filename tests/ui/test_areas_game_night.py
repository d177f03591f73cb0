"""The Game night area from the main window: the tile, a night set up and opened in the
scorekeeper, the history listing it and opening it and a player, round files, and the store:
Settings > Database… reopening it on a new URL, and a database that cannot open."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QListWidget
from pytestqt.qtbot import QtBot

from golfstudio.store import Store
from tests.ui.conftest import DialogCall, FakeOpenDialog
from tests.ui.gamenight.test_night_setup import NIGHT, _fill
from tests.ui.screenshot import save_screenshot
from ui.areas import Area
from ui.database_settings import SETTINGS_KEY, DatabaseSettingsDialog
from ui.gamenight.area import Section
from ui.gamenight.night_page import GameNightPage
from ui.gamenight.player_page import PlayerPage
from ui.gamenight.setup_page import NightSetupPage
from ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def _add_players(store: Store) -> None:
    for name, index in (("Ann", 4.2), ("Bob", 11.6), ("Zoe", 30.0)):
        player = store.add_player(name)
        assert player.id is not None
        store.add_handicap(player.id, date(2024, 1, 1), index)


def _click_section(qtbot: QtBot, sections: QListWidget, text: str) -> None:
    (item,) = [sections.item(r) for r in range(sections.count())
               if sections.item(r).text().startswith(text)]
    rect = sections.visualItemRect(item)
    qtbot.mouseClick(sections.viewport(), LEFT, pos=rect.center())


def test_a_night_set_up_from_the_tile_opens_and_is_in_the_history(
        window: MainWindow, qtbot: QtBot, screenshot_dir: Path) -> None:
    store = window.store()
    assert store is not None
    _add_players(store)
    area = window.game_night
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    assert window.stack.currentWidget() is area
    assert window.windowTitle() == "Game night — GolfStudio"
    assert [area.sections.item(r).text() for r in range(area.sections.count())
            if not area.sections.item(r).isHidden()] == [
        "New night…", "History", "Score a round file"]
    _click_section(qtbot, area.sections, "New night")
    setup = area.setup_page
    assert isinstance(setup, NightSetupPage)
    assert window.current_page() is setup

    _fill(qtbot, setup)  # uses the bundled Ultimate Golf course install_bundled added
    with qtbot.waitSignal(setup.nightCreated, timeout=2000) as created:
        qtbot.mouseClick(setup.start_button, LEFT)
    night_id = created.args[0]
    night_page = area.night_page
    assert isinstance(night_page, GameNightPage)
    assert window.current_page() is night_page
    assert area.sections.currentItem().text() == "Scorecard · Thu 2 May 2024"
    assert store.night(night_id).played_on == NIGHT
    save_screenshot(window, screenshot_dir / "game_night_area.png")

    _click_section(qtbot, area.sections, "History")
    history = area.history_page
    assert history is not None and window.current_page() is history
    assert history.nights.rowCount() == 1
    assert "The Crown" in [history.nights.item(0, c).text()
                           for c in range(history.nights.columnCount())]
    history.openPlayer.emit(store.players()[0].id)
    assert isinstance(window.current_page(), PlayerPage)
    _click_section(qtbot, area.sections, "History")
    rect = history.nights.visualItemRect(history.nights.item(0, 0))
    qtbot.mouseClick(history.nights.viewport(), LEFT, pos=rect.center())  # a double click's
    qtbot.mouseDClick(history.nights.viewport(), LEFT, pos=rect.center())  # press, then this
    assert window.current_page() is area.night_page

    _click_section(qtbot, area.sections, "New night")  # a fresh form for the next night
    assert isinstance(window.current_page(), NightSetupPage)
    assert window.current_page() is not setup


def test_round_files_open_in_the_area_without_the_store(
        window: MainWindow, qtbot: QtBot, open_dialog: FakeOpenDialog) -> None:
    window.open_action.trigger()
    assert window.stack.currentWidget() is window.game_night
    assert window.current_page() is window.round_page
    assert window.game_night.sections.currentItem().text() == "Score a round file"
    assert window._store is None  # a round file needs no database
    window.close_action.trigger()
    assert window.stack.currentWidget() is window.start_page


def _save_database(path: Path) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, DatabaseSettingsDialog)
    dialog.file_radio.setChecked(True)
    dialog.file_edit.setText(str(path))
    dialog.save()


def test_file_database_reopens_the_store_on_the_new_url(window: MainWindow, qtbot: QtBot,
                                                        tmp_path: Path) -> None:
    first = window.store()
    assert first is not None
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    _click_section(qtbot, window.game_night.sections, "New night")
    assert window.game_night.setup_page is not None
    chosen = tmp_path / "league.db"
    QTimer.singleShot(0, lambda: _save_database(chosen))
    window.database_action.trigger()
    assert window.settings.value(SETTINGS_KEY) == f"sqlite:///{chosen}"
    second = window.store()
    assert second is not None and second is not first
    assert second.url.database == str(chosen)
    assert chosen.is_file()
    assert window.game_night.setup_page is None  # pages on the old database are gone
    # The area shown opens again on the new database: its night list (issue 30 §16).
    assert window.current_page() is window.game_night.history_page

    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())
    window.database_action.trigger()  # cancelled: the same store
    assert window.store() is second


def test_a_broken_database_says_so_once_and_stays_on_the_start_page(
        qtbot: QtBot, dialogs: list[DialogCall], tmp_path: Path,
        open_dialog: FakeOpenDialog) -> None:
    window = MainWindow(db_url="nosuchdb://nowhere/scores", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    assert window.stack.currentWidget() is window.start_page
    assert [(d.kind, d.title) for d in dialogs] == [
        ("warning", "Cannot open the scorecard database")]
    assert "nosuchdb" in dialogs[0].text
    assert "Traceback" not in dialogs[0].text
    qtbot.mouseClick(window.start_page.tiles["carambole.play"], LEFT)
    assert window.stack.currentWidget() is window.start_page
    assert len(dialogs) == 2  # one message a click
    # Round files still open; their area's database sections ask again, once.
    window.open_sample()
    assert window.current_page() is window.round_page
    assert window.game_night.show_section(Section.HISTORY) is False
    assert window.current_page() is window.round_page
    assert len(dialogs) == 3
