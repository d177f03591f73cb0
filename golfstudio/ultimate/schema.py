"""The JSON Schema of an Ultimate Golf course file, generated from the pydantic models.

The committed copy in ``resources/schemas/`` is for other tools and for people reading the
format; a test fails when it differs from a fresh one. Regenerate it with::

    .venv/bin/python -m golfstudio.ultimate.schema          # write the file
    .venv/bin/python -m golfstudio.ultimate.schema --check  # exit 1 if it is stale
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio.resources import resource_path
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import FORMAT, VERSION

SCHEMA_FILE = ("schemas", "ultimate-course.schema.json")


def course_schema() -> dict[str, Any]:
    """The schema of a whole file: the ``Course`` model inside the format/version envelope."""
    model = Course.model_json_schema(mode="validation")
    properties = {
        "format": {"const": FORMAT, "description": "Always this text: what the file holds."},
        "version": {"const": VERSION,
                    "description": "Format version; older versions are upgraded on load."},
        **model.pop("properties"),
    }
    required = ["format", "version", *model.pop("required", [])]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "GolfStudio Ultimate Golf course",
        "description": "See docs/ultimate-format.md.",
        "type": "object",
        "properties": properties,
        "required": required,
        **{k: v for k, v in model.items() if k not in {"title", "description", "type"}},
    }


def schema_text() -> str:
    return json.dumps(course_schema(), indent=2, ensure_ascii=False) + "\n"


def schema_path() -> Path:
    return resource_path(*SCHEMA_FILE)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Regenerate the Ultimate Golf course file JSON Schema.")
    parser.add_argument("--check", action="store_true", help="only check it is up to date")
    args = parser.parse_args(argv)
    path = schema_path()
    text = schema_text()
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} is out of date; run python -m golfstudio.ultimate.schema")
            return 1
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
