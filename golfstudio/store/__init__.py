"""Scorecards in a database: SQLModel tables, Alembic migrations and the ``Store`` API.

``open_store()`` opens the user's SQLite file (or ``$GOLFSTUDIO_DB``, or any SQLAlchemy URL
given), brings its schema up to date and returns a :class:`Store`. docs/store.md describes
the schema and the choices behind it.
"""

from golfstudio.store.errors import StoreError
from golfstudio.store.records import NightSheet, NightTeam, PlayedFormat, StoredCard, TeeSpec
from golfstudio.store.store import Store, open_store
from golfstudio.store.tables import Format, Game

__all__ = [
    "Format",
    "Game",
    "NightSheet",
    "NightTeam",
    "PlayedFormat",
    "Store",
    "StoreError",
    "StoredCard",
    "TeeSpec",
    "open_store",
]
