"""Settings > Database… switches at once, between two real SQLite files, and no page loses or
mixes scores at the switch (issue 30 §16; the Decision in docs/store.md)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from golfstudio.store import Game, open_store
from tests.ui.conftest import FakeOpenDialog
from tests.ui.gamenight.typing_pace import scores_called_out
from tests.ui.screenshot import save_screenshot
from ui.areas import Area
from ui.database_settings import DatabaseSettingsDialog
from ui.gamenight.history_page import HistoryPage
from ui.gamenight.night_page import GameNightPage
from ui.main_window import MainWindow


def _night_in(path: Path) -> int:
    """A night of two on a three-hole course, in the SQLite file at ``path``."""
    with open_store(f"sqlite:///{path}") as store:
        ann, bob = store.add_player("Ann"), store.add_player("Bob")
        links = store.add_course("Links", Game.GOLF, [(4, 2), (3, 3), (5, 1)])
        assert links.id is not None and ann.id is not None and bob.id is not None
        night = store.add_night(date(2024, 3, 1), links.id, [ann.id, bob.id], place="Club")
        assert night.id is not None
        return night.id


def _scores_in(path: Path, night_id: int) -> dict[tuple[int, int], int]:
    with open_store(f"sqlite:///{path}") as store:
        (first_round,) = store.rounds(night_id)
        assert first_round.id is not None
        return store.round_scores(first_round.id)


def _switch_to(path: Path, shots: list[Path] | None = None) -> None:
    """Answer the dialog as a user: another SQLite file, Save."""
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, DatabaseSettingsDialog)
    dialog.file_radio.setChecked(True)
    dialog.file_edit.setText(str(path))
    if shots is not None:
        dialog.resize(dialog.sizeHint())
        QApplication.processEvents()
        image = dialog.grab()
        assert image.save(str(shots[0]))
    dialog.save()


def test_switching_keeps_every_score_where_it_was_typed_and_reopens_the_page(
        qtbot: QtBot, tmp_path: Path, open_dialog: FakeOpenDialog,
        screenshot_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scores_called_out(monkeypatch)  # one score called out at a time, not typed in a burst
    first, second = tmp_path / "club.db", tmp_path / "league.db"
    night_id = _night_in(first)
    window = MainWindow(db_url=f"sqlite:///{first}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    with qtbot.waitExposed(window):
        window.show()
    window.show_area(Area.GAME_NIGHT)
    area = window.game_night
    assert area.open_night(night_id)
    assert window.current_area() is area
    page = area.night_page
    assert isinstance(page, GameNightPage)
    page.grid.pause_ms = 60_000  # a waiting "1" stays waiting until something commits it
    page.grid.setFocus()
    qtbot.keyClicks(page.grid, "45" + "3")  # hole 1 for both; Ann's hole 2 …
    qtbot.keyClicks(page.grid, "1")  # … Bob's "1" waits (it could become 10 on a par 3)
    assert len(_scores_in(first, night_id)) == 3

    QTimer.singleShot(0, lambda: _switch_to(second, [screenshot_dir / "database_dialog.png"]))
    window.database_action.trigger()

    # The waiting score went to the database it was typed in, before the switch.
    assert sorted(_scores_in(first, night_id).values()) == [1, 3, 4, 5]
    store = window.store()
    assert store is not None and store.url.database == str(second)
    assert store.nights() == []  # nothing of the old database came along
    # The page shown opened again on the new database: its night list, empty.
    assert area.night_page is None
    history = area.history_page
    assert isinstance(history, HistoryPage) and window.current_page() is history
    assert history.nights.rowCount() == 0
    save_screenshot(window, screenshot_dir / "database_switched.png", (1280, 800))

    # And back: the first database's night, with all four scores.
    QTimer.singleShot(0, lambda: _switch_to(first))
    window.database_action.trigger()
    assert window.current_page() is area.history_page
    assert area.history_page is not None and area.history_page.nights.rowCount() == 1
    assert area.open_night(night_id)
    reopened = area.night_page
    assert reopened is not None and len(reopened.model.cells) == 4


def test_switching_from_the_start_page_opens_the_new_database_at_once(
        qtbot: QtBot, tmp_path: Path, open_dialog: FakeOpenDialog) -> None:
    first, second = tmp_path / "club.db", tmp_path / "league.db"
    window = MainWindow(db_url=f"sqlite:///{first}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    assert window.store() is not None
    QTimer.singleShot(0, lambda: _switch_to(second))
    window.database_action.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert second.is_file()  # opened at once, not at the next start
    store = window.store()
    assert store is not None and store.url.database == str(second)
    assert Area.GAME_NIGHT not in window.areas


def test_the_league_shown_reopens_on_the_new_database(
        qtbot: QtBot, tmp_path: Path, open_dialog: FakeOpenDialog) -> None:
    """The PBM league's games are the new database's at once: no page of the old one stays."""
    from golfstudio.pbm.league import League
    from golfstudio.pbm.settings import GameSettings

    first, second = tmp_path / "club.db", tmp_path / "league.db"
    with open_store(f"sqlite:///{first}") as store:
        League(store.engine).new_game("Ballesteros", GameSettings())
    window = MainWindow(db_url=f"sqlite:///{first}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.show_area("pbm.league")
    from ui.pbm.league.area import PbmLeagueArea

    league = window.area("pbm.league")
    assert isinstance(league, PbmLeagueArea) and window.current_area() is league
    games = league.games
    assert [games.item(r).text() for r in range(games.count())] == ["Ballesteros"]
    assert league.pages  # the game's page, on the old database

    QTimer.singleShot(0, lambda: _switch_to(second))
    window.database_action.trigger()
    assert window.current_area() is league
    assert games.count() == 0  # the new database has no game
    assert not league.pages
