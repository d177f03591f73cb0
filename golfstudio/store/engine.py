"""Which database to open, and an engine set up so that two processes can share it.

The URL comes from, in order: the caller (the CLI's ``--db``), the ``GOLFSTUDIO_DB``
environment variable, else a SQLite file in the user's data folder — nothing to set up
for one person, any SQLAlchemy URL (PostgreSQL for a league) for several machines.
"""

from __future__ import annotations

import importlib.util
import os
import re
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


SECRET_PARAMETERS = ("password", "sslpassword")
"""Query parameters that carry a secret (libpq's and psycopg's ``?password=`` and the client
key's ``?sslpassword=``): hidden wherever a URL is shown, kept where the URL's own password is
(the keyring, ``ui/secrets.py``), never saved with the URL (issue 27 §11)."""

_SECRET_QUERY = re.compile(r"([?&](?:" + "|".join(SECRET_PARAMETERS) + r")=)[^&#]*",
                           re.IGNORECASE)


def _hidden(text: str) -> str:
    """URL text as it may be shown, parsed or not: a password (``user:secret@``, with or
    without a scheme) and the secret query parameters are masked."""
    text = _SECRET_QUERY.sub(r"\1***", text)
    scheme, sep, rest = text.partition("://")
    prefix = f"{scheme}://" if sep else ""
    if not sep:
        rest = text
    if "@" not in rest:
        return text
    credentials, _, host = rest.rpartition("@")
    user = credentials.split(":", 1)[0]
    return f"{prefix}{user}{':***' if ':' in credentials else ''}@{host}"


def describe(url: URL) -> str:
    """The URL as it may be shown to a user: its password and secret query parameters are
    hidden (the one place that decides what a shown URL hides)."""
    return _hidden(url.render_as_string(hide_password=True))


def url_secrets(url: URL) -> dict[str, str]:
    """The URL's secrets by parameter name: ``password`` (``user:password@``, else
    ``?password=``) and ``sslpassword``."""
    found: dict[str, str] = {}
    for key in SECRET_PARAMETERS:
        value = url.query.get(key)
        if isinstance(value, tuple):
            value = value[-1] if value else None
        if value:
            found[key] = str(value)
    if url.password:
        found["password"] = str(url.password)
    return found


def without_secrets(url: URL) -> URL:
    """The URL with none of its secrets: what may be saved in a settings file and names
    the secrets in the keyring. (``url.set(password=None)`` would keep the password: None
    there means "unchanged".)"""
    return URL.create(url.drivername, username=url.username, host=url.host, port=url.port,
                      database=url.database,
                      query={key: value for key, value in url.query.items()
                             if key.lower() not in SECRET_PARAMETERS})


def with_secrets(url: URL, secrets: dict[str, str]) -> URL:
    """``url`` with ``secrets`` (from ``url_secrets``) put back: the password as the URL's
    own, the others as query parameters."""
    out = url
    if secrets.get("password"):
        out = out.set(password=secrets["password"])
    extra = {key: value for key, value in secrets.items() if key != "password" and value}
    return out.update_query_dict(extra) if extra else out


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
