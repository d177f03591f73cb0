"""Shared test set-up: Qt runs headless, and nothing touches the user's real settings or data."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.pg_server import PostgresTestServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the studio's English source text: a French or German desktop must not hand
# them a translation (QLocale.system() reads these).
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

# CI must not fail on an example nobody has seen before: there hypothesis replays the same
# examples every run (a developer's runs keep exploring new ones, and keep what they find).
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point platformdirs' data/config folders at a temporary home for every test."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("GOLFSTUDIO_DB", raising=False)
    yield home


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresTestServer]:
    """One real PostgreSQL server on 127.0.0.1 for the whole run, started only when a test
    asks for it (tests/pg_server.py)."""
    server = PostgresTestServer()
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture
def screenshot_dir() -> Path:
    """Screenshots written by UI tests, kept (ignored by git) for a person to look at."""
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
