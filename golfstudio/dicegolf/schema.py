"""The JSON Schema of a Dice Golf course file, generated from the pydantic models.

The committed copy in ``resources/schemas/`` is for other tools and for people reading the
format; a test fails when it differs from a fresh one. Regenerate it with::

    .venv/bin/python -m golfstudio.dicegolf.schema          # write the file
    .venv/bin/python -m golfstudio.dicegolf.schema --check  # exit 1 if it is stale
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio import docfile
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_file import COURSE_FILE
from golfstudio.resources import resource_path

SCHEMA_FILE = ("schemas", "dicegolf-course.schema.json")


def course_schema() -> dict[str, Any]:
    """The schema of a whole file: the ``Course`` model inside the format/version envelope."""
    return docfile.file_schema(Course, COURSE_FILE, "GolfStudio Dice Golf course",
                               "See docs/dicegolf-format.md.")


def schema_text() -> str:
    return docfile.schema_text(course_schema())


def schema_path() -> Path:
    return resource_path(*SCHEMA_FILE)


def main(argv: Sequence[str] | None = None) -> int:
    return docfile.schema_tool(argv, course_schema(), SCHEMA_FILE, "golfstudio.dicegolf.schema")


if __name__ == "__main__":
    raise SystemExit(main())
