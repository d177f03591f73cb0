"""Bring a database to the schema this GolfStudio expects, through Alembic, with no ini file.

Opening a store calls :func:`upgrade_to_head`: a new database gets every table, an old one
its missing revisions, a current one nothing at all. A database written by a newer
GolfStudio (a revision we do not know) is refused rather than guessed at.
"""

from __future__ import annotations

from pathlib import Path

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
        _refuse_unknown(engine, current - known)
        if current == heads:
            return
        with write_engine(engine).begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(text("SELECT pg_advisory_xact_lock(:key)"),
                                   {"key": _PG_MIGRATION_LOCK})
            # Another process may have migrated while we waited for the lock.
            current = current_revisions(connection)
            _refuse_unknown(engine, current - known)
            if current != heads:
                command.upgrade(alembic_config(connection=connection), "head")


def _refuse_unknown(engine: Engine, unknown: set[str]) -> None:
    if unknown:
        raise StoreError(tr(
            "database {url} has schema revision {revisions}, which this version of GolfStudio "
            "does not know: it was written by a newer GolfStudio; update GolfStudio to open "
            "it").format(url=describe(engine.url), revisions=", ".join(sorted(unknown))))
