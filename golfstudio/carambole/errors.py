"""The Carambole domain's one error type, and how pydantic's errors become its messages.

A user who opens a broken course file sees one line per problem, naming the object and the
cell as the editor shows them ("wall w3: …", "cell (2,-1): …"), never pydantic's raw dump and
never a traceback (issue: "Invalid files get one clear message per problem").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from golfstudio import docfile
from golfstudio.carambole.limits import MAX_COORDINATE
from golfstudio.docfile import Location, Naming, expected, field_name, join_names, pick
from golfstudio.errors import ProblemsError, shown

__all__ = ["COURSE_NAMING", "CourseError", "join_names", "off_the_board", "validation_messages"]


class CourseError(ProblemsError):
    """A course or ruleset that cannot be read, saved or edited as asked: one readable line
    per problem, naming the file when there is one (``ProblemsError``)."""


def off_the_board(what: str) -> str:
    """The message for a cell or an edge beyond the board's coordinates (limits.py)."""
    return (f"{what} is off the board: coordinates run from {-MAX_COORDINATE} "
            f"to {MAX_COORDINATE}")


def _cell_name(item: Mapping[str, Any]) -> str | None:
    q, r = item.get("q"), item.get("r")
    if all(isinstance(v, int) and not isinstance(v, bool) for v in (q, r)):
        return f"({q},{r})"
    return None


def _named_by(key: str) -> Any:
    def name_of(item: Mapping[str, Any]) -> str | None:
        name = item.get(key)
        return name if isinstance(name, str) and name else None

    return name_of


_DIRECTIONS = "0, 1, 2, 3, 4 or 5"


def _special(error: Mapping[str, Any], rest: Location, node: object) -> str | None:
    """The course file's own wordings: starts, passes, angles, colours, directions and
    coordinates, said as the editor says them."""
    kind = str(error["type"])
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    value = error.get("input")
    if rest[:1] == ("starts",):
        if kind == "value_error" and "error" in ctx:
            return str(ctx["error"])
        raw = pick(node, rest[:2])
        return f"start #{int(rest[1]) + 1 if len(rest) > 1 else 1} must be [q, r], got {shown(raw)}"
    if "passes" in rest:
        at = rest.index("passes")
        if kind == "enum":
            return f"pass direction {shown(value)} is not a direction 0–5"
        raw = pick(node, rest[: at + 2])
        return f"a pass is [in_dir, out_dir] with directions 0–5, got {shown(raw)}"
    if rest[:1] == ("angle",) and kind in {
        "greater_than_equal", "less_than", "multiple_of", "int_type", "int_parsing",
    }:
        return f"angle {shown(value)} is not a multiple of 30 from 0 to 150"
    if rest[:1] == ("play_order",) and kind == "enum":
        return f"play order: unknown colour {shown(value)} (expected {expected(ctx)})"
    if kind in {"enum", "literal_error"} and expected(ctx) == _DIRECTIONS:
        return f"{field_name(rest)} {shown(value)} is not a direction 0–5"
    if rest[-1:] in (("q",), ("r",)) and kind in {"greater_than_equal", "less_than_equal"}:
        return f"{field_name(rest)} {shown(value)} is off the board: coordinates run from " + (
            f"{-MAX_COORDINATE} to {MAX_COORDINATE}")
    return None


COURSE_NAMING = Naming(
    items={
        "cells": ("cell", _cell_name),
        "bounce_overrides": ("bounce override at", _cell_name),
        "walls": ("wall", _named_by("id")),
        "obstacles": ("obstacle", _named_by("id")),
        "sides": ("side", _cell_name),
        "dice": ("die", _named_by("name")),
        "cards": ("card", _named_by("name")),
    },
    sections=frozenset({"ruleset"}),
    tags=frozenset({"solid", "channel", "vertical"}),
    special=_special,
)
"""How a course file's objects are named in messages ("wall w3", "cell (2,-1)")."""


def validation_messages(exc: ValidationError, data: object) -> list[str]:
    """One readable line per problem pydantic found in a course or ruleset object."""
    return docfile.validation_messages(exc, data, COURSE_NAMING)
