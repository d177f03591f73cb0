"""The database dialog against a real PostgreSQL server: a right URL connects, a wrong port
shows the store's own message; the choice is saved for the next start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from tests.pg_server import PostgresTestServer
from ui.database_settings import SETTINGS_KEY, DatabaseSettingsDialog, configured_db_url

pytestmark = pytest.mark.postgres


@pytest.fixture
def postgres(postgres_server: PostgresTestServer) -> PostgresTestServer:
    return postgres_server


def _dialog(qtbot: QtBot, settings: QSettings,
            answer: Path | None = None) -> DatabaseSettingsDialog:
    dialog = DatabaseSettingsDialog(settings, ask_path=lambda parent, start: answer)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _pick(qtbot: QtBot, radio: QRadioButton) -> None:
    """Click the radio's indicator (the middle of a wide button may be past its label)."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(6, radio.height() // 2))
    assert radio.isChecked()


def _fill(qtbot: QtBot, dialog: DatabaseSettingsDialog, port: int, database: str) -> None:
    _pick(qtbot, dialog.postgres_radio)
    qtbot.keyClicks(dialog.host_edit, "127.0.0.1")
    dialog.port_spin.clear()
    qtbot.keyClicks(dialog.port_spin, str(port))
    qtbot.keyClicks(dialog.database_edit, database)
    qtbot.keyClicks(dialog.user_edit, "postgres")


def test_postgres_connects_and_is_saved(qtbot: QtBot, postgres: PostgresTestServer) -> None:
    url = postgres.create_database()
    database = url.rsplit("/", 1)[1]
    settings = QSettings()
    assert configured_db_url(settings) is None
    dialog = _dialog(qtbot, settings)
    assert dialog.default_radio.isChecked()
    _fill(qtbot, dialog, postgres.port, database)
    assert dialog.chosen_url() == url
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert dialog.result_label.text().startswith("Connected to postgresql+psycopg://postgres@")
    dialog.save()
    assert configured_db_url(QSettings()) == url
    again = _dialog(qtbot, QSettings())  # the saved choice comes back into the form
    assert again.postgres_radio.isChecked() and again.port_spin.value() == postgres.port


def test_wrong_port_shows_the_store_error(qtbot: QtBot, postgres: PostgresTestServer) -> None:
    dialog = _dialog(qtbot, QSettings())
    _fill(qtbot, dialog, 1, "league")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    text = dialog.result_label.text()
    assert "the database is not available" in text
    assert "Connected" not in text


def test_sqlite_file_and_default(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings()
    dialog = _dialog(qtbot, settings, answer=tmp_path / "club.db")
    dialog._browse()
    assert dialog.file_radio.isChecked()
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert dialog.result_label.text() == f"Connected to sqlite:///{tmp_path / 'club.db'}"
    dialog.save()
    assert settings.value(SETTINGS_KEY) == f"sqlite:///{tmp_path / 'club.db'}"
    back = _dialog(qtbot, settings)
    _pick(qtbot, back.default_radio)
    back.save()
    assert configured_db_url(settings) is None
