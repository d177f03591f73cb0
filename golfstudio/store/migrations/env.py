"""Alembic's entry point: run the pending migrations on the connection we were given.

Alembic executes this file itself (``command.upgrade`` → ``ScriptDirectory.run_env``) with
``alembic.context`` set up. Importing it as a module — the boundary test imports every core
module — must do nothing, so the work happens only when that context exists.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from golfstudio.store.engine import create_store_engine
from golfstudio.store.tables import METADATA


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=METADATA,
        # SQLite alters a table by copying it; batch mode does that for later migrations.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations() -> None:
    """Online only: the store passes its open connection (already inside a transaction, so
    the whole upgrade commits or rolls back at once); a developer running ``alembic``
    commands through :func:`golfstudio.store.migrate.alembic_config` passes a URL."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    from sqlalchemy.engine import make_url

    url = context.config.get_main_option("sqlalchemy.url")
    if url is None:
        raise RuntimeError("alembic_config() needs a URL or a connection")
    engine = create_store_engine(make_url(url))
    try:
        with engine.connect() as fresh:
            _run(fresh)
            fresh.commit()
    finally:
        engine.dispose()


if hasattr(context, "config"):
    run_migrations()
