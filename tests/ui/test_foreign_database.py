"""Another program's SQLite file chosen as the scorecard database (issue 27 §13b): the main
window and the database dialog show the store's one line naming the file — "not a GolfStudio
database" — with no traceback, and the file is left as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.ui.conftest import DialogCall, FakeOpenDialog
from ui.areas import Area
from ui.database_settings import DatabaseSettingsDialog
from ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def _recipes(path: Path) -> Path:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE player (id INTEGER PRIMARY KEY, nick TEXT)")
        connection.execute("INSERT INTO player (nick) VALUES ('keep me')")
    connection.close()
    return path


def _tables(path: Path) -> list[str]:
    with sqlite3.connect(path) as connection:
        names = [row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    connection.close()
    return names


def test_the_main_window_says_the_file_is_not_ours(qtbot: QtBot, dialogs: list[DialogCall],
                                                   tmp_path: Path,
                                                   open_dialog: FakeOpenDialog) -> None:
    path = _recipes(tmp_path / "other.db")
    window = MainWindow(db_url=f"sqlite:///{path}", ask_open_path=open_dialog)
    qtbot.addWidget(window)
    qtbot.mouseClick(window.start_page.tiles[Area.GAME_NIGHT], LEFT)
    assert window.stack.currentWidget() is window.start_page
    assert [(d.kind, d.title) for d in dialogs] == [
        ("warning", "Cannot open the scorecard database")]
    text = dialogs[0].text
    assert f"{path} is not a GolfStudio database" in text
    assert "already exists" not in text and "Traceback" not in text
    assert _tables(path) == ["player"]


def test_the_database_dialog_says_so_on_test_connection(qtbot: QtBot, tmp_path: Path) -> None:
    path = _recipes(tmp_path / "other.db")
    dialog = DatabaseSettingsDialog(QSettings(), ask_path=lambda parent, start: None)
    qtbot.addWidget(dialog)
    dialog.show()
    radio = dialog.file_radio
    qtbot.mouseClick(radio, LEFT, pos=QPoint(6, radio.height() // 2))
    qtbot.keyClicks(dialog.file_edit, str(path))
    qtbot.mouseClick(dialog.test_button, LEFT)
    shown = dialog.result_label.text()
    assert shown.startswith(f"{path} is not a GolfStudio database: it holds another "
                            "program's tables (player)"), shown
    assert "Traceback" not in shown
    assert _tables(path) == ["player"]
