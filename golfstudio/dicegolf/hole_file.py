"""Reading and writing Dice Golf course files: versioned JSON, upgraded, saved atomically.

A file is ``{"format": "golfstudio.dicegolf", "version": 1, "name": …, "holes": [...]}``
(docs/dicegolf-format.md). Loading goes through the shared envelope (``docfile``): strict
JSON → the format checked → upgraded → the models (``hole``) → ``validate`` the holes as
tracks. Every failure is a ``DiceGolfError`` line naming the hole and its part as the
editor does ("hole 3 zone 2: …", "hole 7 hazard 4: …").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from golfstudio import docfile
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.hole import Course, HazardKind
from golfstudio.dicegolf.validate import Problem, validate
from golfstudio.docfile import DocKind, Location, ModelFile, Naming
from golfstudio.i18n import QT_TR_NOOP, tr

FORMAT = "golfstudio.dicegolf"
VERSION = 1
"""The version this GolfStudio writes, and the newest it reads."""

COURSE_FILE = DocKind(FORMAT, VERSION, QT_TR_NOOP("course"),
                      QT_TR_NOOP("a Dice Golf course file"), DiceGolfError)

_NUMBER = "\0number"
"""A key no file can hold, put on a copy of each hole so that a message can say "hole 4"."""


def _number(item: Mapping[str, Any]) -> str | None:
    number = item.get(_NUMBER)
    return str(number) if isinstance(number, int) else None


def _special(error: Mapping[str, Any], rest: Location, node: object) -> str | None:
    """The green's own formula and combination, said as the green's."""
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    if error["type"] == "value_error" and "error" in ctx and rest[:1] == ("green",):
        return tr("green {problem}").format(problem=ctx["error"])
    return None


COURSE_NAMING = Naming(
    items={"holes": ("hole", _number), "zones": ("zone", _number),
           "hazards": ("hazard", _number), "proximity": ("proximity", _number)},
    tags=frozenset(HazardKind),
    special=_special,
)
"""How a course file's objects are named in messages ("hole 4 hazard 2"), as ``validate``
and the editor name them."""


def _numbered(node: object) -> object:
    """A copy of a course object whose listed items carry their number from 1."""
    if isinstance(node, Mapping):
        return {key: ([{**_numbered(item), _NUMBER: n}  # type: ignore[dict-item]
                       if isinstance(item, Mapping) else item
                       for n, item in enumerate(value, start=1)]
                      if key in COURSE_NAMING.items and isinstance(value, list)
                      else value)
                for key, value in node.items()}
    return node


def validation_messages(exc: ValidationError, data: object) -> list[str]:
    """One readable line per problem pydantic found in a course object."""
    return docfile.validation_messages(exc, _numbered(data), COURSE_NAMING)


COURSES: ModelFile[Course, Problem] = ModelFile(
    COURSE_FILE, Course, DiceGolfError, validation_messages, validate)
"""Reading and writing course files (``docfile.ModelFile``)."""

reads_course = COURSES.reads
"""A course and its problems; ``DiceGolfError`` only if it cannot be built at all (the
editor opens files this way, so a course with errors can still be fixed)."""
loads_course = COURSES.loads
read_course = COURSES.read
load_course = COURSES.load
course_from_data = COURSES.from_data
course_to_data = COURSES.to_data
course_to_json = COURSES.to_json
save_course = COURSES.save
