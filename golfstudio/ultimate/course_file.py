"""Reading and writing Ultimate Golf course files: versioned JSON, upgraded, saved atomically.

A file is ``{"format": "golfstudio.ultimate", "version": 2, …the Course fields…}``
(docs/ultimate-format.md). Loading goes through the shared envelope (``docfile.DocKind``):
read the text → strict JSON → the format checked → ``upgrade`` to the current version (a
file from a newer studio is refused) → the pydantic models → ``validate`` the course as a
whole. Each step turns what goes wrong into ``UltimateError`` lines naming the hole and the
region as the editor does ("hole 4 region w2: …").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from golfstudio import docfile
from golfstudio.docfile import DocKind, Location, ModelFile, Naming, field_name
from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.ultimate.course import RELIEF_KINDS, Course
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.validate import Problem, validate

FORMAT = "golfstudio.ultimate"
VERSION = 2
"""The version this GolfStudio writes, and the newest it reads. 2: a region may be
``"smooth"`` (a curve through its points), which a version-1 reader would take for its
straight outline — so it refuses the file instead."""

JsonObject = dict[str, Any]


def _upgrade_1_to_2(data: JsonObject) -> JsonObject:
    """Version 1 has no smooth regions: every region is its straight outline, as version 2
    reads a region without ``"smooth"``. Nothing to change."""
    return data


COURSE_FILE = DocKind(
    FORMAT, VERSION, QT_TR_NOOP("course"), QT_TR_NOOP("an Ultimate Golf course file"),
    UltimateError,
    upgrades={
        1: _upgrade_1_to_2,  # each step returns version n + 1
    },
)

_NUMBER = "\0number"
"""A key no file can hold, put on a copy of each hole so that naming can say "hole 4" —
``Naming`` names an item from its content, and a hole is known by its place."""

_POINT_NOUNS = {"points": QT_TR_NOOP("point"), "tee_markers": QT_TR_NOOP("tee marker"),
                "markers_150": QT_TR_NOOP("150-yard marker"), "line": QT_TR_NOOP("line point"),
                "flag": QT_TR_NOOP("the flag"), "at": QT_TR_NOOP("point"),
                "pixel_a": QT_TR_NOOP("pixel a"), "pixel_b": QT_TR_NOOP("pixel b")}
"""A point's field as a message names it (``tr`` where said)."""


def _hole_name(item: Mapping[str, Any]) -> str | None:
    number = item.get(_NUMBER)
    return str(number) if isinstance(number, int) else None


def _region_name(item: Mapping[str, Any]) -> str | None:
    name = item.get("id")
    return name if isinstance(name, str) and name else None


def _special(error: Mapping[str, Any], rest: Location, node: object) -> str | None:
    """A point's problem, said with the point it is about ("point #3 (2500, 0) is off …"),
    and the bounds pydantic words badly (the calibration's yards)."""
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    kind = str(error["type"])
    whole = " ".join(str(part).replace("_", " ") for part in rest if isinstance(part, str))
    if kind == "greater_than":
        return tr("{field} must be more than {least}, got {value}").format(
            field=whole, least=f"{float(ctx['gt']):g}", value=shown(error.get("input")))
    if kind == "less_than_equal" and isinstance(ctx.get("le"), float):
        return tr("{field} must be at most {most}, got {value}").format(
            field=whole, most=f"{float(ctx['le']):g}", value=shown(error.get("input")))
    if kind in {"bool_type", "bool_parsing"}:
        return tr("{field} must be true or false, got {value}").format(
            field=whole, value=shown(error.get("input")))
    if kind in {"float_type", "float_parsing", "finite_number"}:
        return tr("{field} must be a number, got {value}").format(
            field=whole, value=shown(error.get("input")))
    if kind != "value_error" or "error" not in ctx or not rest:
        return None
    names = [part for part in rest if isinstance(part, str)]
    if not names or names[-1] not in _POINT_NOUNS:
        return None
    noun = tr(_POINT_NOUNS[names[-1]])
    if isinstance(rest[-1], int):
        noun += f" #{rest[-1] + 1}"
    if len(names) > 1:
        noun = f"{field_name(tuple(names[:-1]))} {noun}"
    return f"{noun} {ctx['error']}"


COURSE_NAMING = Naming(
    items={
        "holes": (QT_TR_NOOP("hole"), _hole_name),
        "regions": (QT_TR_NOOP("region"), _region_name),
        "local_rules": (QT_TR_NOOP("local rule"), lambda item: None),
        "options": (QT_TR_NOOP("option"), lambda item: None),
    },
    tags=frozenset(RELIEF_KINDS),
    special=_special,
)
"""How a course file's objects are named in messages ("hole 4 region w2")."""


def validation_messages(exc: ValidationError, data: object) -> list[str]:
    """One readable line per problem pydantic found in a course object."""
    shadow = data
    if isinstance(data, Mapping) and isinstance(data.get("holes"), list):
        shadow = {**data, "holes": [
            {**hole, _NUMBER: number} if isinstance(hole, Mapping) else hole
            for number, hole in enumerate(data["holes"], start=1)]}
    return docfile.validation_messages(exc, shadow, COURSE_NAMING)


def upgrade(data: JsonObject) -> JsonObject:
    """Bring a course file's JSON object up to ``VERSION`` (``DocKind.upgrade``)."""
    return COURSE_FILE.upgrade(data)


COURSES: ModelFile[Course, Problem] = ModelFile(
    COURSE_FILE, Course, UltimateError, validation_messages, validate)
"""Reading and writing course files (``docfile.ModelFile``); the names below are its
methods, as the rest of the studio calls them."""

course_from_data = COURSES.from_data
reads_course = COURSES.reads
"""A course and its problems; ``UltimateError`` only if it cannot be built at all (the
editor opens files this way, so a course with errors can still be fixed)."""
loads_course = COURSES.loads
read_course = COURSES.read
load_course = COURSES.load
course_to_data = COURSES.to_data
course_to_json = COURSES.to_json
save_course = COURSES.save
