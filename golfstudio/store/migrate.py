"""Bring a database to the schema this GolfStudio expects, through Alembic, with no ini file.

Opening a store calls :func:`upgrade_to_head`: a new database gets every table, an old one
its missing revisions, a current one nothing at all. A database written by a newer
GolfStudio (a revision we do not know) is refused rather than guessed at, and so is another
program's (tables but no GolfStudio schema version: ``_refuse_foreign``).
"""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, text

from golfstudio.i18n import tr
from golfstudio.store.engine import describe, write_engine
from golfstudio.store.errors import StoreError, database_errors

MIGRATIONS = Path(__file__).resolve().parent / "migrations"

_PG_MIGRATION_LOCK = 0x601F_5700
"""Advisory-lock key: two machines opening a new league database migrate one after the other.
(SQLite needs none: the upgrade runs in a BEGIN IMMEDIATE transaction, which is the lock.)"""


def alembic_config(url: str | None = None, connection: Connection | None = None) -> Config:
    """Alembic's configuration, built in code so migrations run from the installed package.

    For developers too: ``alembic.command.revision(alembic_config(url), autogenerate=True,
    message=...)`` writes a new revision into ``migrations/versions`` (docs/store.md).
    """
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    # Revision modules must be importable names for mypy: r0002_add_tee_colour.py.
    config.set_main_option("file_template", "r%%(rev)s_%%(slug)s")
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    config.attributes["connection"] = connection
    return config


def head_revisions() -> set[str]:
    return set(ScriptDirectory.from_config(alembic_config()).get_heads())


def current_revisions(connection: Connection) -> set[str]:
    """The revisions recorded in the database's ``alembic_version`` table (none if new)."""
    return set(MigrationContext.configure(connection).get_current_heads())


def upgrade_to_head(engine: Engine) -> None:
    """Apply the pending migrations in one transaction; do nothing if there are none.

    The usual case — a database already at head — is one read, with no write lock, so
    opening the store never waits for another process's writes.
    """
    script = ScriptDirectory.from_config(alembic_config())
    heads = set(script.get_heads())
    known = {revision.revision for revision in script.walk_revisions()}
    with database_errors(tr("cannot open database {url}").format(url=describe(engine.url))):
        with engine.connect() as connection:
            current = current_revisions(connection)
            if not current:
                _refuse_foreign(engine, connection)
        _refuse_unknown(engine, current - known)
        if current == heads:
            return
        with write_engine(engine).begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(text("SELECT pg_advisory_xact_lock(:key)"),
                                   {"key": _PG_MIGRATION_LOCK})
            # Another process may have migrated while we waited for the lock.
            current = current_revisions(connection)
            if not current:
                _refuse_foreign(engine, connection)
            _refuse_unknown(engine, current - known)
            if current != heads:
                command.upgrade(alembic_config(connection=connection), "head")


def _refuse_foreign(engine: Engine, connection: Connection) -> None:
    """A database with no GolfStudio schema version must be empty to be set up: one that
    holds tables or views is another program's (issue 27 §13b) — its ``player`` table would
    clash ("table player already exists"), or, worse, ours would be added beside its own
    without a word. (Its default schema only, on PostgreSQL: a league may share a server's
    database with other schemas.) Refused with one line naming the file or the URL."""
    seen = sa.inspect(connection)
    found = sorted({*seen.get_table_names(), *seen.get_view_names()} - {"alembic_version"})
    if not found:
        return
    url = engine.url
    where = (url.database or "") if url.get_backend_name() == "sqlite" else describe(url)
    shown = ", ".join(found[:4]) + (", …" if len(found) > 4 else "")
    raise StoreError(tr("{database} is not a GolfStudio database: it holds another "
                        "program's tables ({tables}) and no GolfStudio schema version; "
                        "choose another file or an empty database").format(
                            database=where, tables=shown))


def _refuse_unknown(engine: Engine, unknown: set[str]) -> None:
    if unknown:
        raise StoreError(tr(
            "database {url} has schema revision {revisions}, which this version of GolfStudio "
            "does not know: it was written by a newer GolfStudio; update GolfStudio to open "
            "it").format(url=describe(engine.url), revisions=", ".join(sorted(unknown))))
