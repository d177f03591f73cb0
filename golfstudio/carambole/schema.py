"""The JSON Schema of a course file, generated from the pydantic models.

The committed copy in ``resources/schemas/`` is for other tools and for people reading the
format; a test fails when it differs from a fresh one. Regenerate it with::

    .venv/bin/python -m golfstudio.carambole.schema          # write the file
    .venv/bin/python -m golfstudio.carambole.schema --check  # exit 1 if it is stale
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio import docfile
from golfstudio.carambole.course import Course
from golfstudio.carambole.course_file import COURSE_FILE
from golfstudio.resources import resource_path

SCHEMA_FILE = ("schemas", "carambole-course.schema.json")


def course_schema() -> dict[str, Any]:
    """The schema of a whole file: the ``Course`` model inside the format/version envelope."""
    return docfile.file_schema(Course, COURSE_FILE, "GolfStudio Mini Golf Carambole course",
                               "See docs/carambole-format.md.")


def schema_text() -> str:
    return docfile.schema_text(course_schema())


def schema_path() -> Path:
    return resource_path(*SCHEMA_FILE)


def main(argv: Sequence[str] | None = None) -> int:
    return docfile.schema_tool(argv, course_schema(), SCHEMA_FILE, "golfstudio.carambole.schema")


if __name__ == "__main__":
    raise SystemExit(main())
