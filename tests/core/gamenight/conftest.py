"""Game night's store queries run, like the store's own tests, on SQLite and on PostgreSQL:
the same two fixtures (tests/core/store/conftest.py)."""

from tests.core.store.conftest import store, store_url

__all__ = ["store", "store_url"]
