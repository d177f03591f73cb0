"""Read and write sessions on one database, the way every part of the store opens them.

Reads use the engine as it is; writes go through ``write_engine`` (SQLite's ``BEGIN
IMMEDIATE``, so a writer takes the lock at once instead of failing at its first write), and
every database error becomes one readable ``StoreError`` line naming what was being done
(``database_errors``). The scorecards' ``Store`` and PBM Golf's ``League`` both work this way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, text
from sqlmodel import Session

from golfstudio.store import engine as engine_setup
from golfstudio.store.engine import write_engine
from golfstudio.store.errors import database_errors

__all__ = ["Transactions"]


class Transactions:
    """The sessions of one database (module docstring)."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._writer = write_engine(engine)

    @contextmanager
    def _reading(self, doing: str) -> Iterator[Session]:
        with database_errors(doing), Session(self._engine, expire_on_commit=False) as session:
            yield session

    @contextmanager
    def _writing(self, doing: str) -> Iterator[Session]:
        """One write transaction, committed when the block ends without an error.

        On PostgreSQL a lock wait (a row another organiser holds) ends after the same time
        as SQLite's busy timeout, with "the database is busy … try again" instead of a
        window that hangs (``SET LOCAL``: this transaction only).
        """
        with database_errors(doing), Session(self._writer, expire_on_commit=False) as session:
            if self._engine.dialect.name == "postgresql":
                session.execute(text(
                    f"SET LOCAL lock_timeout = {int(engine_setup.BUSY_TIMEOUT_MS)}"))
            yield session
            session.commit()
