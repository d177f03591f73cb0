"""Which database to open, and an engine set up so that two processes can share it.

The URL comes from, in order: the caller (the CLI's ``--db``), the ``GOLFSTUDIO_DB``
environment variable, else a SQLite file in the user's data folder — nothing to set up
for one person, any SQLAlchemy URL (PostgreSQL for a league) for several machines.
"""

from __future__ import annotations

import importlib.util
import os
import sqlite3
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import Connection, Engine, create_engine, event, exc
from sqlalchemy.engine import URL, make_url
from sqlalchemy.pool import ConnectionPoolEntry

from golfstudio.i18n import tr
from golfstudio.store.errors import StoreError

ENV_VAR = "GOLFSTUDIO_DB"
APP_NAME = "GolfStudio"
DB_FILE = "golfstudio.db"

BUSY_TIMEOUT_MS = 10_000
"""How long a SQLite writer waits for another process's write to finish before failing."""

CONNECT_TIMEOUT_S = 10

WRITE_OPTION = "golfstudio_write"
"""Execution option marking a transaction that will write (see :func:`_begin`)."""


def default_database_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / DB_FILE


LEAGUE_PACKAGES = ("psycopg", "keyring")
"""What a PostgreSQL league database needs beyond the studio itself (the driver, and the
system keyring for its password): the ``league`` extra, left out of a plain install so that
players who never share a database do not carry them."""
LEAGUE_INSTALL = "pip install 'golfstudio[league]'"


def missing_league_packages() -> list[str]:
    """The packages of ``LEAGUE_PACKAGES`` this installation lacks."""
    return [name for name in LEAGUE_PACKAGES if importlib.util.find_spec(name) is None]


def resolve_url(url: str | None = None) -> URL:
    """The database to open: ``url``, else ``$GOLFSTUDIO_DB``, else the default SQLite file.

    The default file's folder is created; a URL given explicitly is taken as it is, so a
    mistyped path fails instead of creating folders somewhere unexpected.
    """
    text = url or os.environ.get(ENV_VAR) or None
    if text is None:
        path = default_database_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        return URL.create("sqlite", database=str(path))
    try:
        url_ = make_url(text)
    except (exc.ArgumentError, ValueError) as error:
        # make_url raises a bare ValueError for a port that is not a number (":abc").
        raise StoreError(tr("not a database URL: {url} (expected e.g. sqlite:///scores.db or "
                            "postgresql+psycopg://user@host/league)").format(
                                url=repr(_hidden(text)))) from error
    if url_.port is not None and not 1 <= url_.port <= MAX_PORT:
        raise StoreError(tr("database URL {url}: port {port} is not a port number (1 to "
                            "{most})").format(url=describe(url_), port=url_.port,
                                              most=MAX_PORT))
    return url_


MAX_PORT = 65535


def _hidden(text: str) -> str:
    """A URL that could not be parsed, its password (``user:secret@``) masked all the same."""
    scheme, sep, rest = text.partition("://")
    if not sep or "@" not in rest:
        return text
    credentials, _, host = rest.rpartition("@")
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}{':***' if ':' in credentials else ''}@{host}"


def describe(url: URL) -> str:
    """The URL as it may be shown to a user: the password is hidden."""
    return url.render_as_string(hide_password=True)


def create_store_engine(url: URL) -> Engine:
    """An engine for ``url``; SQLite gets WAL, foreign keys, a busy timeout and real BEGINs."""
    connect_args: dict[str, Any] = {}
    if url.get_backend_name() == "postgresql" and "connect_timeout" not in url.query:
        # An unreachable league server should fail in seconds, not hang the window.
        connect_args["connect_timeout"] = CONNECT_TIMEOUT_S
    try:
        engine = create_engine(url, connect_args=connect_args)
    except (exc.ArgumentError, exc.NoSuchModuleError) as error:
        raise StoreError(tr("cannot use database URL {url}: {error}").format(
            url=describe(url), error=error)) from error
    except ImportError as error:
        if url.get_backend_name() == "postgresql":
            raise StoreError(tr("a PostgreSQL league database needs the psycopg package, "
                                "which is not installed: {install}").format(
                                    install=LEAGUE_INSTALL)) from error
        raise StoreError(tr("cannot use database URL {url}: its driver is not installed "
                            "({error})").format(url=describe(url), error=error)) from error
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _configure_sqlite)
        event.listen(engine, "begin", _begin)
    return engine


def write_engine(engine: Engine) -> Engine:
    """The same engine and pool, but its transactions announce that they will write."""
    return engine.execution_options(**{WRITE_OPTION: True})


def _configure_sqlite(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
    """Per connection: SQLite forgets these settings when a connection closes.

    - foreign keys are off by default in SQLite; the schema relies on them;
    - WAL lets readers (the UI's standings) run while a score is being written, and a
      committed transaction survives the writing process being killed;
    - the busy timeout makes a second process wait for the lock instead of failing;
    - ``isolation_level = None`` stops the sqlite3 module from issuing its own deferred
      BEGIN before DML only, so :func:`_begin` controls transactions (SQLAlchemy's
      recommended set-up: reads become repeatable and migrations transactional).
    """
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
    finally:
        cursor.close()


def _begin(connection: Connection) -> None:
    """Writers take the write lock up front (BEGIN IMMEDIATE).

    A deferred transaction that reads and then writes cannot wait for the lock when another
    process committed in between: SQLite fails it at once with "database is locked"
    regardless of the busy timeout. Taking the lock first makes the timeout apply.
    """
    if connection.get_execution_options().get(WRITE_OPTION):
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    else:
        connection.exec_driver_sql("BEGIN")
