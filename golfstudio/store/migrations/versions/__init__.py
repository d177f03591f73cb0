"""One module per schema revision; Alembic finds them by their ``revision`` variable."""
