"""The store's one exception type, and the translation of database failures into it.

style.md: one exception per domain, with a message a user can read. SQLAlchemy's own
exceptions carry the SQL statement and parameters, which mean nothing to a person at the
scoring table, so every public store call runs inside :func:`database_errors`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import exc

from golfstudio.errors import GolfStudioError


class StoreError(GolfStudioError):
    """Something the store cannot do: a database it cannot reach, a score it must refuse."""


def _reason(error: exc.DBAPIError) -> str:
    """The driver's own first line, without SQLAlchemy's statement dump and help link."""
    text = str(error.orig).strip() or type(error.orig).__name__
    return text.splitlines()[0]


@contextmanager
def database_errors(doing: str) -> Iterator[None]:
    """Re-raise any SQLAlchemy failure as a StoreError saying what we were ``doing``."""
    try:
        yield
    except StoreError:
        raise
    except exc.IntegrityError as error:
        raise StoreError(f"{doing}: the database refused it ({_reason(error)})") from error
    except exc.OperationalError as error:
        raise StoreError(f"{doing}: the database is not available ({_reason(error)})") from error
    except exc.DBAPIError as error:
        raise StoreError(f"{doing}: database error ({_reason(error)})") from error
    except exc.SQLAlchemyError as error:
        raise StoreError(f"{doing}: {error}") from error
