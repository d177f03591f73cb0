"""Every store test — the scorecards' and PBM Golf's league — runs twice: on a SQLite file
and on a real PostgreSQL server.

The server is started once per session (tests/pg_server.py) and only if a PostgreSQL test
runs; each test gets a database of its own on it, as it gets a SQLite file of its own.

The core's tests read the core as the command line does: English, whatever a UI test
imported before them installed (``golfstudio.i18n``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from golfstudio import i18n
from golfstudio.store import Store, open_store
from tests.pg_server import PostgresTestServer


@pytest.fixture(autouse=True)
def core_english() -> Iterator[None]:
    before = i18n.installed()
    i18n.install(None)
    try:
        yield
    finally:
        i18n.install(before)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL to a new, empty database of each backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'scores.db'}"
    server: PostgresTestServer = request.getfixturevalue("postgres_server")
    return server.create_database()


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = open_store(store_url)
    try:
        yield opened
    finally:
        opened.close()
