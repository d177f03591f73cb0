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
from golfstudio.i18n import QT_TR_NOOP, tr

__all__ = ["COURSE_NAMING", "CourseError", "join_names", "off_the_board", "validation_messages"]


class CourseError(ProblemsError):
    """A course or ruleset that cannot be read, saved or edited as asked: one readable line
    per problem, naming the file when there is one (``ProblemsError``)."""


def off_the_board(what: str) -> str:
    """The message for a cell or an edge beyond the board's coordinates (limits.py)."""
    return tr("{what} is off the board: coordinates run from {least} to {most}").format(
        what=what, least=-MAX_COORDINATE, most=MAX_COORDINATE)


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
        return tr("start #{number} must be [q, r], got {value}").format(
            number=int(rest[1]) + 1 if len(rest) > 1 else 1, value=shown(raw))
    if "passes" in rest:
        at = rest.index("passes")
        if kind == "enum":
            return tr("pass direction {value} is not a direction 0–5").format(value=shown(value))
        raw = pick(node, rest[: at + 2])
        return tr("a pass is [in_dir, out_dir] with directions 0–5, got {value}").format(
            value=shown(raw))
    if rest[:1] == ("angle",) and kind in {
        "greater_than_equal", "less_than", "multiple_of", "int_type", "int_parsing",
    }:
        return tr("angle {value} is not a multiple of 30 from 0 to 150").format(
            value=shown(value))
    if rest[:1] == ("play_order",) and kind == "enum":
        return tr("play order: unknown colour {value} (expected {expected})").format(
            value=shown(value), expected=expected(ctx))
    if kind in {"enum", "literal_error"} and expected(ctx) == _DIRECTIONS:
        return tr("{field} {value} is not a direction 0–5").format(
            field=field_name(rest), value=shown(value))
    if rest[-1:] in (("q",), ("r",)) and kind in {"greater_than_equal", "less_than_equal"}:
        return off_the_board(f"{field_name(rest)} {shown(value)}")
    return None


COURSE_NAMING = Naming(
    items={
        "cells": (QT_TR_NOOP("cell"), _cell_name),
        "bounce_overrides": (QT_TR_NOOP("bounce override at"), _cell_name),
        "walls": (QT_TR_NOOP("wall"), _named_by("id")),
        "obstacles": (QT_TR_NOOP("obstacle"), _named_by("id")),
        "sides": (QT_TR_NOOP("side"), _cell_name),
        "dice": (QT_TR_NOOP("die"), _named_by("name")),
        "cards": (QT_TR_NOOP("card"), _named_by("name")),
    },
    sections=frozenset({"ruleset"}),
    tags=frozenset({"solid", "channel", "vertical"}),
    special=_special,
)
"""How a course file's objects are named in messages ("wall w3", "cell (2,-1)")."""


def validation_messages(exc: ValidationError, data: object) -> list[str]:
    """One readable line per problem pydantic found in a course or ruleset object."""
    return docfile.validation_messages(exc, data, COURSE_NAMING)
