"""Shared test set-up: Qt runs headless, and nothing touches the user's real settings or data."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests import property_examples
from tests.pg_server import PostgresTestServer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the studio's English source text: a French or German desktop must not hand
# them a translation (QLocale.system() reads these).
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

# No deadlines: a property test must not fail because the machine is busy (two xdist workers
# on two cores, another job beside them); what it proves is the property, not a time. For the
# same reason HealthCheck.too_slow, which times the drawing of examples, is off.
# ``--hypothesis-profile default`` brings Hypothesis's own deadline back for a look.
settings.register_profile("suite", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
# CI must not fail on an example nobody has seen before: there hypothesis replays the same
# examples every run (a developer's runs keep exploring new ones, and keep what they find).
settings.register_profile("ci", parent=settings.get_profile("suite"), derandomize=True,
                          database=None)
settings.load_profile("ci" if os.environ.get("CI") else "suite")

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(property_examples.FULL_OPTION, action="store_true",
                     help="slow property tests (marked slow) try their full number of examples")


def pytest_configure(config: pytest.Config) -> None:
    # Before the test modules are imported: their @settings read it (each xdist worker runs
    # this too, with the same options).
    property_examples.full_run = bool(config.getoption(property_examples.FULL_OPTION))


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
    """One real PostgreSQL server on 127.0.0.1 for the whole run (one per xdist worker),
    started only when a test asks for it (tests/pg_server.py)."""
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
