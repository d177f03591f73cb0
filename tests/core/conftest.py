"""Every store test — the scorecards' and PBM Golf's league — runs twice: on a SQLite file
and on a real PostgreSQL server.

The server is started once per session, that is once per xdist worker (tests/pg_server.py),
and only if a PostgreSQL test runs; each test gets a database of its own on it, as it gets a
SQLite file of its own, dropped when the test ends.

The core's tests read the core as the command line does: English, whatever a UI test
imported before them installed (``golfstudio.i18n``).
"""

from __future__ import annotations

import shutil
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


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file brought to the current schema once per session (per xdist worker)."""
    path = tmp_path_factory.mktemp("migrated") / "scores.db"
    open_store(f"sqlite:///{path}").close()  # closed: SQLite has checkpointed its WAL
    return path


@pytest.fixture(scope="session")
def migrated_postgres(postgres_server: PostgresTestServer) -> str:
    """The name of a PostgreSQL database brought to the current schema once per session,
    with no connection left open (a template must have none)."""
    url = postgres_server.create_database()
    open_store(url).close()
    return url.rsplit("/", 1)[1]


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL to a new database of each backend: empty, or, when the test also asks for
    ``store``, a copy of one migrated once per session, which ``open_store`` finds up to date.

    Migrating every store test's database from nothing cost 0.2–0.7 s a test (some 400 of
    them); the migrations themselves are tested from an empty database (test_migrations.py
    and every test that asks only for ``store_url``).
    """
    migrated = "store" in request.fixturenames
    if request.param == "sqlite":
        path = tmp_path / "scores.db"
        if migrated:
            shutil.copyfile(request.getfixturevalue("migrated_sqlite"), path)
        yield f"sqlite:///{path}"
        return
    server: PostgresTestServer = request.getfixturevalue("postgres_server")
    url = server.create_database(
        template=request.getfixturevalue("migrated_postgres") if migrated else None)
    yield url
    server.drop_database(url)  # the test's store is closed by now (store asks for store_url)


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = open_store(store_url)
    try:
        yield opened
    finally:
        opened.close()
