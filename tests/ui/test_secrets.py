"""The PostgreSQL password in the keyring, never in QSettings: a round trip through an
in-memory keyring, an older plain password moved on first read, and, with no keyring (a
headless Linux), a password kept nowhere and asked for once per run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backends.fail
import pytest
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.engine import make_url

from ui import database_settings, secrets
from ui.database_settings import (
    ASK_PASSWORD_KEY,
    SETTINGS_KEY,
    DatabaseSettingsDialog,
    configured_db_url,
    with_password,
)

LEAGUE = "postgresql+psycopg://rita@league.example.org:5432/league"
WITH_PASSWORD = "postgresql+psycopg://rita:eagle%4072@league.example.org:5432/league"


class MemoryKeyring(KeyringBackend):
    """A keyring in a dict: what the system's keeps, without touching it."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.kept.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    backend = MemoryKeyring()
    keyring.set_keyring(backend)  # the conftest puts its own back afterwards
    yield backend


@pytest.fixture(autouse=True)
def fresh_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database_settings, "_session_passwords", {})


def _postgres_dialog(qtbot: QtBot, settings: QSettings) -> DatabaseSettingsDialog:
    dialog = DatabaseSettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.postgres_radio.setChecked(True)
    qtbot.keyClicks(dialog.host_edit, "league.example.org")
    qtbot.keyClicks(dialog.database_edit, "league")
    qtbot.keyClicks(dialog.user_edit, "rita")
    qtbot.keyClicks(dialog.password_edit, "eagle@72")
    assert dialog.chosen_url() == WITH_PASSWORD
    return dialog


def test_the_keyring_round_trip(memory_keyring: MemoryKeyring) -> None:
    assert secrets.keyring_available()
    assert secrets.load_password(LEAGUE) is None
    assert secrets.store_password(LEAGUE, "eagle@72")
    assert memory_keyring.kept == {("GolfStudio", LEAGUE): "eagle@72"}
    assert secrets.load_password(LEAGUE) == "eagle@72"
    secrets.forget_password(LEAGUE)
    secrets.forget_password(LEAGUE)  # twice: nothing left to forget is no error
    assert secrets.load_password(LEAGUE) is None


def test_the_dialog_keeps_the_password_in_the_keyring(qtbot: QtBot,
                                                      memory_keyring: MemoryKeyring) -> None:
    settings = QSettings()
    dialog = _postgres_dialog(qtbot, settings)
    assert dialog.keyring_label.text() == "The password is kept in the system keyring."
    dialog.save()
    assert settings.value(SETTINGS_KEY) == LEAGUE  # no password in the settings file
    settings.sync()
    assert "eagle" not in Path(settings.fileName()).read_text(encoding="utf-8")
    assert memory_keyring.kept == {("GolfStudio", LEAGUE): "eagle@72"}
    assert not settings.contains(ASK_PASSWORD_KEY)
    assert configured_db_url(QSettings()) == WITH_PASSWORD
    again = DatabaseSettingsDialog(QSettings())
    qtbot.addWidget(again)
    assert again.password_edit.text() == "eagle@72"

    again.password_edit.clear()  # saved without a password: the keyring forgets it
    again.save()
    assert memory_keyring.kept == {}
    assert configured_db_url(QSettings()) == LEAGUE


def test_a_plain_password_in_the_settings_moves_to_the_keyring(
        memory_keyring: MemoryKeyring) -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, WITH_PASSWORD)  # as an earlier version kept it
    assert configured_db_url(settings) == WITH_PASSWORD
    assert settings.value(SETTINGS_KEY) == LEAGUE
    assert memory_keyring.kept == {("GolfStudio", LEAGUE): "eagle@72"}
    assert configured_db_url(QSettings()) == WITH_PASSWORD


def test_with_no_keyring_the_password_is_kept_nowhere_and_asked_once_a_run(
        qtbot: QtBot) -> None:
    assert isinstance(keyring.get_keyring(), keyring.backends.fail.Keyring)
    assert not secrets.keyring_available()
    assert not secrets.store_password(LEAGUE, "eagle@72")
    settings = QSettings()
    dialog = _postgres_dialog(qtbot, settings)
    assert "no keyring" in dialog.keyring_label.text()
    dialog.save()
    assert settings.value(SETTINGS_KEY) == LEAGUE
    assert settings.value(ASK_PASSWORD_KEY, type=bool) is True
    assert configured_db_url(settings) == WITH_PASSWORD  # typed in this run: still known

    database_settings._session_passwords.clear()  # the next start
    assert configured_db_url(settings) == LEAGUE
    asked: list[str] = []

    def ask(parent: QWidget | None, account: str) -> str | None:
        asked.append(account)
        return "eagle@72"

    assert with_password(configured_db_url(settings), settings, ask=ask) == WITH_PASSWORD
    assert with_password(configured_db_url(settings), settings, ask=ask) == WITH_PASSWORD
    assert asked == [LEAGUE]  # once a run
    # A URL given on the command line is not the saved one: nothing is asked.
    other = "postgresql+psycopg://sam@elsewhere/club"
    assert with_password(other, settings, ask=ask) == other
    assert asked == [LEAGUE]


def test_with_no_keyring_a_cancelled_question_opens_without_a_password() -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, LEAGUE)
    settings.setValue(ASK_PASSWORD_KEY, True)
    assert with_password(LEAGUE, settings, ask=lambda parent, account: None) == LEAGUE


def test_an_unsafe_backend_counts_as_no_keyring() -> None:
    class PlaintextKeyring(MemoryKeyring):
        """Named as keyrings.alt's file backend: a readable file is no keyring."""

    keyring.set_keyring(PlaintextKeyring())
    assert not secrets.keyring_available()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    assert not secrets.keyring_available()


# --- a password in the URL's query (issue 27 §11) ------------------------------------------

IN_QUERY = (f"{LEAGUE}?sslmode=require&password=eagle%4072&sslpassword=key-secret")
"""An earlier version's, or a hand-edited, setting: both secrets in the query string."""
QUERY_KEPT = f"{LEAGUE}?sslmode=require"


def test_a_query_password_moves_to_the_keyring_on_first_read(
        memory_keyring: MemoryKeyring) -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, IN_QUERY)
    assert configured_db_url(settings) == IN_QUERY  # this run connects as before
    assert settings.value(SETTINGS_KEY) == QUERY_KEPT
    assert memory_keyring.kept == {("GolfStudio", QUERY_KEPT): "eagle@72",
                                   ("GolfStudio", f"{QUERY_KEPT}#sslpassword"): "key-secret"}
    back = make_url(configured_db_url(QSettings()) or "")
    assert (back.password, back.query["sslpassword"], back.query["sslmode"]) == (
        "eagle@72", "key-secret", "require")


def test_the_dialog_saves_a_query_password_in_the_keyring_not_the_settings(
        qtbot: QtBot, memory_keyring: MemoryKeyring) -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, IN_QUERY)
    settings.sync()
    memory_keyring.kept.clear()
    dialog = DatabaseSettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.password_edit.text() == "eagle@72"  # the query's password, in its field
    dialog.password_edit.clear()
    qtbot.keyClicks(dialog.password_edit, "birdie?3")  # typed anew
    dialog.user_edit.clear()
    qtbot.keyClicks(dialog.user_edit, "rita")
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert settings.value(SETTINGS_KEY) == QUERY_KEPT
    settings.sync()
    text = Path(settings.fileName()).read_text(encoding="utf-8")
    assert "birdie" not in text and "eagle" not in text and "key-secret" not in text
    assert memory_keyring.kept == {("GolfStudio", QUERY_KEPT): "birdie?3",
                                   ("GolfStudio", f"{QUERY_KEPT}#sslpassword"): "key-secret"}
    back = make_url(configured_db_url(QSettings()) or "")
    assert (back.password, back.query["sslpassword"]) == ("birdie?3", "key-secret")


def test_the_dialog_shows_errors_without_the_query_secrets(
        qtbot: QtBot, memory_keyring: MemoryKeyring) -> None:
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, IN_QUERY.replace("league.example.org:5432",
                                                     "127.0.0.1:1"))
    dialog = DatabaseSettingsDialog(settings)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    shown = dialog.result_label.text()
    assert "not available" in shown
    assert "eagle" not in shown and "key-secret" not in shown and "***" in shown
