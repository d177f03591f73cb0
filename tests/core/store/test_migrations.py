"""The Alembic migrations create exactly the SQLModel schema, once, and refuse the future."""

from __future__ import annotations

from datetime import date

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from golfstudio.scoring import formats
from golfstudio.store import Format, Game, Store, StoreError, open_store
from golfstudio.store.migrate import head_revisions
from golfstudio.store.migrations.versions import r0001_initial as initial
from golfstudio.store.migrations.versions import r0005_betting_formats as betting
from golfstudio.store.tables import METADATA


def _differences(store: Store) -> list[object]:
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return list(compare_metadata(context, METADATA))


def test_migrated_database_matches_the_metadata(store: Store) -> None:
    assert _differences(store) == []


def test_detector_sees_a_difference(store: Store) -> None:
    """compare_metadata would report a column the migrations forgot."""
    with store.engine.begin() as connection:
        connection.execute(sa.text("ALTER TABLE player ADD COLUMN nickname VARCHAR(20)"))
    assert any(diff[0] == "remove_column" for diff in _differences(store)  # type: ignore[index]
               if isinstance(diff, tuple))


def test_every_table_is_created(store: Store) -> None:
    names = set(sa.inspect(store.engine).get_table_names())
    assert names == set(METADATA.tables) | {"alembic_version"}


def _revisions(store: Store) -> list[str]:
    with store.engine.connect() as connection:
        return list(connection.scalars(sa.text("SELECT version_num FROM alembic_version")))


def test_database_is_at_head_and_reopening_changes_nothing(store_url: str) -> None:
    with open_store(store_url) as first:
        player = first.add_player("Ann")
        assert set(_revisions(first)) == head_revisions()
    statements: list[str] = []

    def seen(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        statements.append(statement.split(None, 1)[0].upper())

    sa.event.listen(sa.Engine, "before_cursor_execute", seen)
    try:
        again = open_store(store_url)
    finally:
        sa.event.remove(sa.Engine, "before_cursor_execute", seen)
    with again:
        assert set(_revisions(again)) == head_revisions()
        assert again.players() == [player]
    assert statements and set(statements) <= {"BEGIN", "SELECT", "PRAGMA", "ROLLBACK"}


def test_database_from_a_future_revision_is_refused(store_url: str) -> None:
    with open_store(store_url) as store, store.engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = 'f00d'"))
    with pytest.raises(StoreError, match=r"revision f00d.*newer GolfStudio"):
        open_store(store_url)


def test_the_stored_formats_are_the_scoring_formats() -> None:
    """A format added to scoring needs a migration of ck_night_format_format: this fails
    until the store's Format and the latest migration of that constraint list it too."""
    assert [f.value for f in Format] == [f.value for f in formats.Format]
    assert initial.FORMATS == betting.BEFORE
    assert tuple(f.value for f in Format) == betting.FORMATS
    assert tuple(g.value for g in Game) == initial.GAMES


def test_the_check_constraints_are_created_too(store: Store) -> None:
    """compare_metadata does not look at CHECK constraints; compare their names here."""
    inspector = sa.inspect(store.engine)
    for table in METADATA.sorted_tables:
        wanted = {c.name for c in table.constraints if isinstance(c, sa.CheckConstraint)}
        found = {c["name"] for c in inspector.get_check_constraints(table.name)}
        assert found == wanted, table.name
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as connection:
        connection.execute(sa.text("INSERT INTO course (name, game) VALUES ('Board', 'chess')"))


def test_the_league_revision_downgrades_and_upgrades_again(store: Store) -> None:
    """r0002 (PBM Golf's league) can be taken back to r0001 and applied again."""
    from alembic import command

    from golfstudio.store.migrate import alembic_config

    league = {name for name in METADATA.tables if name.startswith("pbm_")}
    assert len(league) == 6
    with store.engine.begin() as connection:
        command.downgrade(alembic_config(connection=connection), "0001")
    assert not league & set(sa.inspect(store.engine).get_table_names())
    with store.engine.begin() as connection:
        command.upgrade(alembic_config(connection=connection), "head")
    assert _differences(store) == []


def test_a_night_may_play_the_betting_formats_and_no_unknown_one(store: Store) -> None:
    """r0005's constraint holds the new formats (compare_metadata does not read CHECKs), and
    taking it back removes them."""
    from alembic import command

    from golfstudio.store.migrate import alembic_config

    def add(fmt: str) -> None:
        with store.engine.begin() as connection:
            connection.execute(sa.text(
                "INSERT INTO night_format (night_id, format, net, allowance, carry_over, "
                "auto_press) VALUES (:night, :format, false, 100, false, false)"),
                {"night": night, "format": fmt})

    course = store.add_course("Links", "golf", [(4, 1), (3, 2)])
    player = store.add_player("Ann")
    assert course.id is not None and player.id is not None
    night = store.add_night(date(2026, 1, 2), course.id, [player.id]).id
    for fmt in betting.ADDED:
        add(fmt)
    with pytest.raises(sa.exc.IntegrityError):
        add("pinehurst")
    with store.engine.begin() as connection:
        command.downgrade(alembic_config(connection=connection), "0004")
    with pytest.raises(sa.exc.IntegrityError):
        add("wolf")
    with store.engine.begin() as connection:
        command.upgrade(alembic_config(connection=connection), "head")
    assert _differences(store) == []
