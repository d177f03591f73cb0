"""File > Export Night… and Import Night… in the Game night area (issue 27): a night exported
through the real menu action goes into a fresh database through the other, with the same
standings and money; a broken file is one message and writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from golfstudio.gamenight.night_file import loads_night
from golfstudio.store import open_store
from tests.core.gamenight.test_night_file import hand_night, outcome
from tests.ui.conftest import DialogCall
from tests.ui.screenshot import save_screenshot
from ui.areas import Area
from ui.gamenight.night_page import GameNightPage
from ui.main_window import MainWindow


def _file_action(window: MainWindow, text: str) -> QAction:
    (action,) = [a for a in window.file_menu.actions() if a.text() == text]
    return action


def test_export_then_import_into_a_fresh_database_through_the_file_menu(
        window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        dialogs: list[DialogCall], screenshot_dir: Path) -> None:
    store = window.store()
    assert store is not None
    night_id = hand_night(store)
    before = outcome(store, night_id)
    area = window.game_night
    window.show_area(Area.GAME_NIGHT)
    assert area.open_night(night_id)
    export = _file_action(window, "Export Night…")
    assert export.isVisible() and export.isEnabled()
    asked: list[tuple[str, str]] = []

    def save_to(parent: object, suggested: str, file_filter: str) -> Path:
        asked.append((suggested, file_filter))
        return tmp_path / "club"  # no suffix typed: .json is added
    area.ask_save = save_to
    export.trigger()
    assert asked == [("night-2024-05-02.json", "Night files (*.json)")]
    saved = tmp_path / "club.json"
    assert loads_night(saved.read_text("utf-8")).course.name == "Oak Ridge GC"

    # Another, empty database: the night comes in with its course, players and money.
    fresh = f"sqlite:///{tmp_path / 'fresh.db'}"
    window.close_store()
    monkeypatch.setenv("GOLFSTUDIO_DB", fresh)
    area.set_store()
    area.ask_open = lambda parent, file_filter: saved
    _file_action(window, "Import Night…").trigger()
    page = area.night_page
    assert isinstance(page, GameNightPage) and window.current_page() is page
    assert dialogs == []
    new_store = window.store()
    assert new_store is not None and str(new_store.url) == fresh
    assert outcome(new_store, page.night_id) == before
    save_screenshot(window, screenshot_dir / "night_file_imported.png", (1200, 800))
    window.resize(1280, 800)
    save_screenshot(window, screenshot_dir / "night_file_imported_1280.png", (1280, 800))

    # Twice is once: the stored night opens again, nothing added.
    _file_action(window, "Import Night…").trigger()
    assert [n.id for n in new_store.nights()] == [page.night_id]
    assert area.night_page is not None and area.night_page.night_id == page.night_id


def test_a_broken_night_file_is_one_message_and_writes_nothing(
        window: MainWindow, tmp_path: Path, dialogs: list[DialogCall]) -> None:
    store = window.store()
    assert store is not None
    courses = len(store.courses())
    broken = tmp_path / "night.json"
    broken.write_text('{"format": "golfstudio.night", "version": 99}', "utf-8")
    area = window.game_night
    area.ask_open = lambda parent, file_filter: broken
    assert not area.import_night()
    (call,) = dialogs
    assert (call.kind, call.title) == ("warning", "Cannot import the night")
    assert call.text == ("night.json: this night was saved by a newer GolfStudio (version 99);"
                         " this version reads up to version 1")
    assert store.nights() == [] and len(store.courses()) == courses
    with open_store(str(store.url)) as again:
        assert again.players() == []
