"""Another program's database is not ours (issue 27 §13b): a SQLite file (or a PostgreSQL
database) that holds tables but no GolfStudio schema version is refused with one line naming
it — before, a clashing name gave "table player already exists" and one without a clash
silently got our tables added beside the other program's. An empty database is set up as
always."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from golfstudio.store import StoreError, open_store
from golfstudio.store.engine import create_store_engine, resolve_url


def _foreign(store_url: str, table: str) -> None:
    engine = create_store_engine(resolve_url(store_url))
    try:
        with engine.begin() as connection:
            connection.execute(sa.text(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, "
                                       "note TEXT)"))
            connection.execute(sa.text(f"INSERT INTO {table} (id, note) VALUES (1, 'keep')"))
    finally:
        engine.dispose()


def _tables(store_url: str) -> set[str]:
    engine = create_store_engine(resolve_url(store_url))
    try:
        with engine.connect() as connection:
            return set(sa.inspect(connection).get_table_names())
    finally:
        engine.dispose()


@pytest.mark.parametrize("table", ["player", "recipes"])
def test_another_programs_database_is_refused_and_left_as_it_was(store_url: str,
                                                                  table: str) -> None:
    _foreign(store_url, table)
    with pytest.raises(StoreError) as refused:
        open_store(store_url)
    message = str(refused.value)
    assert "is not a GolfStudio database" in message, message
    assert table in message
    assert "already exists" not in message and "\n" not in message
    if store_url.startswith("sqlite"):
        assert store_url.removeprefix("sqlite:///") in message  # names the file
    assert _tables(store_url) == {table}  # nothing of ours added, nothing of theirs lost


def test_an_empty_database_is_set_up(store_url: str) -> None:
    with open_store(store_url) as store:
        assert store.add_player("Ann").name == "Ann"
    assert "alembic_version" in _tables(store_url)


def test_an_empty_sqlite_file_of_zero_bytes_is_set_up(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    path.touch()
    sqlite3.connect(path).close()
    with open_store(f"sqlite:///{path}") as store:
        assert store.players() == []
