"""Reading and writing course files: versioned JSON, upgraded on load, saved atomically.

A file is ``{"format": "golfstudio.carambole", "version": 1, …the Course fields…}``
(docs/carambole-format.md). Loading goes: read the text → parse JSON → check the format →
``upgrade`` to the current version → validate with the pydantic models → ``validate`` the
course as a whole. Each step turns what goes wrong into ``CourseError`` lines a user can read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from golfstudio.carambole.course import Course
from golfstudio.carambole.errors import CourseError, validation_messages
from golfstudio.carambole.validate import Problem, errors_of, validate
from golfstudio.errors import shown
from golfstudio.jsonfile import JsonFileError, parse_json, read_text, write_atomically

FORMAT = "golfstudio.carambole"
VERSION = 1
"""The version this GolfStudio writes, and the newest it reads."""

JsonObject = dict[str, Any]

_UPGRADES: dict[int, Callable[[JsonObject], JsonObject]] = {
    # 1: _upgrade_1_to_2,   ← version 2 adds its step here; each step returns version n + 1
}


def upgrade(data: JsonObject) -> JsonObject:
    """Bring a course file's JSON object up to ``VERSION``, one version step at a time.

    Refuses a version from the future (the user needs a newer GolfStudio) and one that never
    existed. Only version 1 exists so far, so today this just checks.
    """
    version = data.get("version")
    if "version" not in data:
        raise CourseError('the file has no "version"')
    if not isinstance(version, int) or isinstance(version, bool):
        raise CourseError(f"version must be a whole number, got {shown(version)}")
    if version > VERSION:
        raise CourseError(f"this course was saved by a newer GolfStudio (version {version}); "
                          f"this version reads up to version {VERSION}")
    if version < 1:
        raise CourseError(f"there is no course file version {version}")
    while version < VERSION:
        data = _UPGRADES[version](data)
        version += 1
        data["version"] = version
    return data


def _check_format(data: object) -> JsonObject:
    if not isinstance(data, dict):
        kind = {list: "a list", str: "text", int: "a number", float: "a number",
                bool: "true or false"}.get(type(data), "null")
        raise CourseError(f"a course file holds one JSON object, not {kind}")
    if "format" not in data:
        raise CourseError(f'this is not a Carambole course file (no "format"; expected "{FORMAT}")')
    if data["format"] != FORMAT:
        raise CourseError(f"this is not a Carambole course file "
                          f'(format {shown(data["format"])}, expected "{FORMAT}")')
    return data


def _parse_json(text: str) -> object:
    try:
        return parse_json(text)
    except JsonFileError as exc:
        raise CourseError(str(exc)) from None


def course_from_data(data: object) -> Course:
    """A course from a parsed file object: format, upgrade, then the models."""
    body = dict(upgrade(dict(_check_format(data))))
    body.pop("format", None)
    body.pop("version", None)
    try:
        return Course.model_validate_json(json.dumps(body), strict=True)
    except ValidationError as exc:
        raise CourseError(validation_messages(exc, body)) from None


def reads_course(text: str, source_name: str | None = None) -> tuple[Course, list[Problem]]:
    """A course and its problems; raises ``CourseError`` only if it cannot be built at all.

    The editor opens files this way, so a course with errors can still be fixed.
    """
    try:
        course = course_from_data(_parse_json(text))
    except CourseError as exc:
        raise CourseError(exc.messages, source_name) from None
    return course, validate(course)


def loads_course(text: str, source_name: str | None = None) -> Course:
    """A playable course from JSON text, or ``CourseError`` listing every error in it."""
    course, problems = reads_course(text, source_name)
    errors = errors_of(problems)
    if errors:
        raise CourseError([p.message for p in errors], source_name)
    return course


def _read_text(path: Path) -> str:
    try:
        return read_text(path)
    except JsonFileError as exc:
        raise CourseError(str(exc), path.name) from None


def read_course(path: str | Path) -> tuple[Course, list[Problem]]:
    """``reads_course`` on a file (for the editor)."""
    path = Path(path)
    return reads_course(_read_text(path), path.name)


def load_course(path: str | Path) -> Course:
    """``loads_course`` on a file: every error is a line of the ``CourseError``."""
    path = Path(path)
    return loads_course(_read_text(path), path.name)


def course_to_data(course: Course) -> JsonObject:
    """The file's JSON object: the envelope first, then the course's fields in model order."""
    return {"format": FORMAT, "version": VERSION,
            **course.model_dump(mode="json", exclude_none=True)}


def course_to_json(course: Course) -> str:
    """Stable, diff-friendly text: 2-space indent, short items (a cell) on one line each."""
    return _layout(course_to_data(course), 0) + "\n"


_WIDTH = 100


def _layout(value: object, indent: int, prefix_width: int = 0) -> str:
    """JSON with containers folded onto one line whenever that line fits in 100 columns."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or (
            indent > 0 and indent + prefix_width + len(flat) + 1 <= _WIDTH):
        return flat
    if not value:
        return flat
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k)}: {_layout(v, indent + 2, len(json.dumps(k)) + 2)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    rows = [f"{inner}{_layout(v, indent + 2)}" for v in value]
    return "[\n" + ",\n".join(rows) + "\n" + " " * indent + "]"


def save_course(course: Course, path: str | Path) -> None:
    """Write a course file atomically (jsonfile.write_atomically): a crash leaves the old
    file or the new one."""
    path = Path(path)
    try:
        write_atomically(path, course_to_json(course))
    except OSError as exc:
        raise CourseError(f"cannot save {path}: {exc.strerror or exc}") from None
