"""The Carambole domain's one error type, and how pydantic's errors become its messages.

A user who opens a broken course file sees one line per problem, naming the object and the
cell as the editor shows them ("wall w3: …", "cell (2,-1): …"), never pydantic's raw dump and
never a traceback (issue: "Invalid files get one clear message per problem").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from golfstudio.carambole.limits import MAX_COORDINATE
from golfstudio.errors import GolfStudioError, shown


class CourseError(GolfStudioError):
    """A course or ruleset that cannot be read, saved or edited as asked.

    ``messages`` holds one readable line per problem; ``str()`` joins them, each prefixed
    with the file's name when there is one, so the CLI can print the error as it is.
    """

    def __init__(self, messages: str | Sequence[str], source: str | None = None) -> None:
        self.messages: tuple[str, ...] = (
            (messages,) if isinstance(messages, str) else tuple(messages)
        )
        self.source = source
        super().__init__("\n".join(self.lines()))

    def lines(self) -> list[str]:
        """The messages as printed: ``"course.json: the course has no hole"``."""
        if self.source is None:
            return list(self.messages)
        return [f"{self.source}: {message}" for message in self.messages]


def off_the_board(what: str) -> str:
    """The message for a cell or an edge beyond the board's coordinates (limits.py)."""
    return (f"{what} is off the board: coordinates run from {-MAX_COORDINATE} "
            f"to {MAX_COORDINATE}")


# Lists whose items a user knows by a name: the noun, and the key that names an item.
_NAMED_ITEMS: dict[str, tuple[str, str | None]] = {
    "cells": ("cell", None),
    "bounce_overrides": ("bounce override at", None),
    "walls": ("wall", "id"),
    "obstacles": ("obstacle", "id"),
    "sides": ("side", None),
    "dice": ("die", "name"),
    "cards": ("card", "name"),
}
_OBSTACLE_KINDS = ("solid", "channel", "vertical")
_DIRECTIONS = "0, 1, 2, 3, 4 or 5"


def _item_label(key: str, item: object, index: int) -> str:
    noun, name_key = _NAMED_ITEMS[key]
    if isinstance(item, Mapping):
        if name_key is None:
            q, r = item.get("q"), item.get("r")
            if all(isinstance(v, int) and not isinstance(v, bool) for v in (q, r)):
                return f"{noun} ({q},{r})"
        else:
            name = item.get(name_key)
            if isinstance(name, str) and name:
                return f"{noun} {name}"
    return f"{noun} #{index + 1}"


def _locate(loc: tuple[int | str, ...], data: object
            ) -> tuple[str, tuple[int | str, ...], object]:
    """The object a pydantic location points into, named for a user; the rest of the
    location; and the object's raw JSON."""
    labels: list[str] = []
    node = data
    i = 0
    while i < len(loc):
        key = loc[i]
        if key == "ruleset" and i == 0:
            labels.append("ruleset")
            node = node.get("ruleset") if isinstance(node, Mapping) else None
            i += 1
            continue
        if (isinstance(key, str) and key in _NAMED_ITEMS and i + 1 < len(loc)
                and isinstance(loc[i + 1], int)):
            index = int(loc[i + 1])
            items = node.get(key) if isinstance(node, Mapping) else None
            item = items[index] if isinstance(items, list) and index < len(items) else None
            labels.append(_item_label(key, item, index))
            node = item
            i += 2
            # A discriminated union puts the obstacle's kind into the location: skip it.
            if key == "obstacles" and i < len(loc) and loc[i] in _OBSTACLE_KINDS:
                i += 1
            continue
        break
    return " ".join(labels), loc[i:], node


def _field_name(rest: tuple[int | str, ...]) -> str:
    names = [str(part).replace("_", " ") for part in rest if isinstance(part, str)]
    positions = [part for part in rest if isinstance(part, int)]
    name = names[-1] if names else "value"
    if positions and rest and isinstance(rest[-1], int):
        name += f" #{positions[-1] + 1}"
    return name


def _expected(ctx: Mapping[str, Any]) -> str:
    return str(ctx.get("expected", "")).replace("'", "")


def _pick(data: object, path: tuple[int | str, ...]) -> object:
    node = data
    for part in path:
        if isinstance(part, str) and isinstance(node, Mapping):
            node = node.get(part)
        elif isinstance(part, int) and isinstance(node, list) and part < len(node):
            node = node[part]
        else:
            return None
    return node


def _text(error: Mapping[str, Any], rest: tuple[int | str, ...], node: object) -> str:
    """What is wrong, in words, for one pydantic error whose object is already named."""
    kind = str(error["type"])
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    value = error.get("input")
    field = _field_name(rest)
    if rest[:1] == ("starts",):
        if kind == "value_error" and "error" in ctx:
            return str(ctx["error"])
        raw = _pick(node, rest[:2])
        return f"start #{int(rest[1]) + 1 if len(rest) > 1 else 1} must be [q, r], got {shown(raw)}"
    if "passes" in rest:
        at = rest.index("passes")
        if kind == "enum":
            return f"pass direction {shown(value)} is not a direction 0–5"
        raw = _pick(node, rest[: at + 2])
        return f"a pass is [in_dir, out_dir] with directions 0–5, got {shown(raw)}"
    if rest[:1] == ("angle",) and kind in {
        "greater_than_equal", "less_than", "multiple_of", "int_type", "int_parsing",
    }:
        return f"angle {shown(value)} is not a multiple of 30 from 0 to 150"
    if rest[:1] == ("play_order",) and kind == "enum":
        return f"play order: unknown colour {shown(value)} (expected {_expected(ctx)})"
    if kind in {"enum", "literal_error"}:
        if _expected(ctx) == _DIRECTIONS:
            return f"{field} {shown(value)} is not a direction 0–5"
        return f"unknown {field} {shown(value)} (expected {_expected(ctx)})"
    if kind == "union_tag_invalid":
        tags = str(ctx.get("expected_tags", "")).replace("'", "").split(", ")
        return f"unknown kind {shown(ctx.get('tag'))} (expected {join_names(tags, 'or')})"
    if kind == "union_tag_not_found":
        return 'missing "kind"'
    if kind == "missing":
        return f'missing "{field}"'
    if kind == "extra_forbidden":
        return f'unknown key "{rest[-1] if rest else field}"'
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return f"{field} must be a whole number, got {shown(value)}"
    if kind in {"string_type", "str_type"}:
        return f"{field} must be text, got {shown(value)}"
    if kind == "string_too_short":
        return f"{field} must not be empty"
    if rest[-1:] in (("q",), ("r",)) and kind in {"greater_than_equal", "less_than_equal"}:
        return f"{field} {shown(value)} is off the board: coordinates run from " + (
            f"{-MAX_COORDINATE} to {MAX_COORDINATE}")
    if kind == "greater_than_equal":
        return f"{field} must be at least {ctx.get('ge')}, got {shown(value)}"
    if kind == "less_than_equal":
        return f"{field} must be at most {ctx.get('le')}, got {shown(value)}"
    if kind == "too_short":
        return (f"{field} needs at least {ctx.get('min_length')} item(s), "
                f"got {ctx.get('actual_length')}")
    if kind == "too_long":
        return (f"{field} takes at most {ctx.get('max_length')} item(s), "
                f"got {ctx.get('actual_length')}")
    if kind in {"tuple_type", "list_type"}:
        return f"{field} must be a list, got {shown(value)}"
    if kind in {"model_type", "dict_type", "model_attributes_type"}:
        return f"{field if rest else 'it'} must be a JSON object, got {shown(value)}"
    if kind in {"value_error", "assertion_error"} and "error" in ctx:
        return str(ctx["error"])
    message = str(error.get("msg", "is not valid"))
    return f"{field}: {message[:1].lower()}{message[1:]}"


def validation_messages(exc: ValidationError, data: object) -> list[str]:
    """One readable line per problem pydantic found in ``data`` (the raw JSON object).

    ``data`` is consulted only to name objects ("wall w3", "cell (2,-1)") the way the editor
    does; pydantic's own wording is the last resort.
    """
    errors = exc.errors(include_url=False)
    locs = [tuple(e["loc"]) for e in errors]
    messages: list[str] = []
    for error in errors:
        loc = tuple(error["loc"])
        if error["type"] in {"too_short", "too_long"} and any(
                len(other) > len(loc) and other[: len(loc)] == loc for other in locs):
            continue  # pydantic counts only the items that were valid: the count is noise
        label, rest, node = _locate(loc, data)
        text = _text(error, rest, node)
        messages.append(f"{label}: {text}" if label else text)
    return list(dict.fromkeys(messages))


def join_names(names: Iterable[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` — lists inside messages read as English."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]
