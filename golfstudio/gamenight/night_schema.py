"""The JSON Schema of a night file, generated from the pydantic models.

The committed copy in ``resources/schemas/`` is for other tools and for people reading the
format; a test fails when it differs from a fresh one. Regenerate it with::

    .venv/bin/python -m golfstudio.gamenight.night_schema          # write the file
    .venv/bin/python -m golfstudio.gamenight.night_schema --check  # exit 1 if it is stale
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio import docfile
from golfstudio.gamenight.night_file import NIGHT_FILE, NightFile
from golfstudio.resources import resource_path

SCHEMA_FILE = ("schemas", "night.schema.json")


def night_schema() -> dict[str, Any]:
    """The schema of a whole file: the ``NightFile`` model inside the format/version envelope."""
    return docfile.file_schema(NightFile, NIGHT_FILE, "GolfStudio night",
                               "One game night, whole: see docs/night-file.md.")


def schema_text() -> str:
    return docfile.schema_text(night_schema())


def schema_path() -> Path:
    return resource_path(*SCHEMA_FILE)


def main(argv: Sequence[str] | None = None) -> int:
    return docfile.schema_tool(argv, night_schema(), SCHEMA_FILE,
                               "golfstudio.gamenight.night_schema")


if __name__ == "__main__":
    raise SystemExit(main())
