"""Which database is opened, how SQLite is set up, and readable errors for bad URLs."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import make_url

from golfstudio.store import StoreError, open_store
from golfstudio.store.engine import (
    BUSY_TIMEOUT_MS,
    default_database_path,
    describe,
    resolve_url,
    url_secrets,
    with_secrets,
    without_secrets,
)


def test_the_default_is_a_sqlite_file_in_the_user_data_folder(
        _isolated_user_dirs: Path) -> None:
    path = default_database_path()
    assert path.is_relative_to(_isolated_user_dirs)
    assert path.parent.name == "GolfStudio" and path.name == "golfstudio.db"
    assert not path.parent.exists()
    with open_store() as store:
        store.add_player("Ann")
        assert store.url.database == str(path)
    assert path.exists()


def test_the_environment_variable_comes_before_the_default(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLFSTUDIO_DB", f"sqlite:///{tmp_path / 'env.db'}")
    assert resolve_url().database == str(tmp_path / "env.db")
    assert resolve_url(f"sqlite:///{tmp_path / 'arg.db'}").database == str(tmp_path / "arg.db")
    assert not default_database_path().parent.exists()


def test_sqlite_runs_in_wal_mode_with_foreign_keys_and_a_busy_timeout(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store, \
            store.engine.connect() as connection:
        def pragma(name: str) -> object:
            return connection.exec_driver_sql(f"PRAGMA {name}").scalar()

        assert pragma("journal_mode") == "wal"
        assert pragma("foreign_keys") == 1
        assert pragma("busy_timeout") == BUSY_TIMEOUT_MS


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store, \
            pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text(
            "INSERT INTO hole_score (round_id, player_id, hole, strokes) VALUES (1, 1, 1, 4)"))


@pytest.mark.parametrize(("url", "message"), [
    ("not a url", "not a database URL: 'not a url'"),
    ("nosuchdb://somewhere/x", "cannot use database URL nosuchdb://somewhere/x"),
    ("sqlite:////no/such/folder/x.db", "the database is not available"),
    ("postgresql+psycopg://league:secret@127.0.0.1:1/league",
     r"cannot open database postgresql\+psycopg://league:\*\*\*@127.0.0.1:1/league"),
])
def test_a_bad_or_unreachable_database_gives_a_readable_error(url: str, message: str) -> None:
    with pytest.raises(StoreError, match=message) as raised:
        open_store(url)
    assert "secret" not in str(raised.value)
    assert "\n" not in str(raised.value)


@pytest.mark.parametrize("url", [
    "rita:secret@league.example.org/league",  # no scheme: not parsed, shown masked
    "league.example.org/league?password=secret",
    "postgresql+psycopg://league@127.0.0.1:1/league?password=secret",
    "postgresql+psycopg://league@127.0.0.1:1/league?sslmode=disable&sslpassword=secret",
    "postgresql+psycopg://league:secret@127.0.0.1:1/league?PASSWORD=secret&password=secret",
    "postgresql+psycopg://league@127.0.0.1:99999/league?password=secret",  # port refused
    "postgresql+psycopg://league@127.0.0.1:abc/league?password=secret",  # port not a number
    "nosuchdb://league@somewhere/x?password=secret",
])
def test_no_error_shows_a_password_of_the_query_or_of_a_url_without_scheme(url: str) -> None:
    """Issue 27 §11: ``?password=``, ``?sslpassword=`` and ``user:secret@`` without a scheme
    were printed in clear."""
    with pytest.raises(StoreError) as raised:
        open_store(url)
    assert "secret" not in str(raised.value)
    assert "\n" not in str(raised.value)


def test_describe_and_the_secrets_of_a_url() -> None:
    url = make_url("postgresql+psycopg://rita@h:5433/league?sslmode=require&password=p1"
                   "&sslpassword=p2")
    assert describe(url) == ("postgresql+psycopg://rita@h:5433/league?password=***"
                             "&sslmode=require&sslpassword=***")
    assert url_secrets(url) == {"password": "p1", "sslpassword": "p2"}
    bare = without_secrets(url)
    assert bare.render_as_string(hide_password=False) == (
        "postgresql+psycopg://rita@h:5433/league?sslmode=require")
    back = with_secrets(bare, url_secrets(url))
    assert back.password == "p1" and back.query["sslpassword"] == "p2"
    assert url_secrets(make_url("postgresql://rita:p0@h/db?password=p1")) == {"password": "p0"}
