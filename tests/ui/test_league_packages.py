"""A plain install has no PostgreSQL driver and no keyring (they are the ``league`` extra):
the studio still runs, and Settings > Database says what to install; opening a league
database says it in one line instead of a traceback."""

from __future__ import annotations

import importlib.util
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from golfstudio.store import StoreError, open_store
from golfstudio.store.engine import LEAGUE_INSTALL, missing_league_packages
from tests.ui.screenshot import save_screenshot
from ui import secrets
from ui.database_settings import DatabaseSettingsDialog


@pytest.fixture
def without_league_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if psycopg and keyring had never been installed."""
    found = importlib.util.find_spec

    def find_spec(name: str, package: str | None = None) -> ModuleSpec | None:
        return None if name.split(".")[0] in ("psycopg", "keyring") else found(name, package)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    for name in [m for m in sys.modules if m.split(".")[0] in ("psycopg", "keyring")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg: ImportError
    monkeypatch.setitem(sys.modules, "keyring", None)


def test_the_dialog_says_what_a_league_database_needs(
        qtbot: QtBot, without_league_packages: None, screenshot_dir: Path) -> None:
    assert missing_league_packages() == ["psycopg", "keyring"]
    assert not secrets.keyring_installed() and not secrets.keyring_available()
    assert not secrets.store_password("league", "secret")
    assert secrets.load_password("league") is None
    secrets.forget_password("league")  # nothing to forget, and no error
    dialog = DatabaseSettingsDialog(QSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.install_label
    assert hint.isVisible()
    assert hint.text() == ("A PostgreSQL league database needs packages that are not "
                           "installed here (psycopg, keyring). Install them with: "
                           f"{LEAGUE_INSTALL}")
    assert "no keyring" in dialog.keyring_label.text()
    size = (dialog.width(), dialog.height())
    save_screenshot(dialog, screenshot_dir / "database_settings_no_league_packages.png", size)


def test_with_the_packages_there_is_no_hint(qtbot: QtBot) -> None:
    assert missing_league_packages() == []
    dialog = DatabaseSettingsDialog(QSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.install_label.isVisible()


def test_opening_a_league_database_without_its_driver_is_one_line(
        without_league_packages: None) -> None:
    with pytest.raises(StoreError) as raised:
        open_store("postgresql+psycopg://sam@127.0.0.1:1/league")
    assert str(raised.value) == ("a PostgreSQL league database needs the psycopg package, "
                                 f"which is not installed: {LEAGUE_INSTALL}")
