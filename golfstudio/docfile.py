"""The versioned-JSON envelope every file kind of the studio uses.

A file is one JSON object ``{"format": "golfstudio.<kind>", "version": n, …}``. Reading goes
text → strict JSON (``jsonfile``: repeated keys and NaN refused) → the envelope checked (an
object, the right format, a version this studio knows) → upgraded one version step at a time
to the current version → the kind's own pydantic models, whose errors ``validation_messages``
turns into one readable line per problem, naming objects the way the kind's editor does
(``Naming``). Each kind describes itself once as a ``DocKind``; every step's failure becomes
that kind's error with a line a user can read, and a file from a newer studio is refused
rather than half-read. Writing is atomic.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from golfstudio.errors import GolfStudioError, ProblemsError, shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.jsonfile import JsonFileError, parse_json, read_text, write_atomically
from golfstudio.resources import resource_path

__all__ = ["DocKind", "JsonObject", "ModelFile", "Naming", "Problem", "Severity", "Upgrade",
           "errors_of", "file_schema", "join_names", "layout", "schema_tool",
           "validation_messages"]

JsonObject = dict[str, Any]
Upgrade = Callable[[JsonObject], JsonObject]
"""One step of the upgrade chain: a version-n object in, the version n + 1 object out."""

_KINDS = {list: QT_TR_NOOP("a list"), str: QT_TR_NOOP("text"), int: QT_TR_NOOP("a number"),
          float: QT_TR_NOOP("a number"), bool: QT_TR_NOOP("true or false")}
"""What a file holds instead of an object, in words (``tr`` where said)."""


@dataclass(frozen=True)
class DocKind:
    """One kind of file: its ``format`` id, the version this studio writes, what a user calls
    its content (``thing``: "course") and the kind ("a Carambole course file"), the error its
    problems raise (called with one message), and the upgrade steps. ``thing`` and
    ``described`` are English, marked ``QT_TR_NOOP`` where the kind is made: messages say them
    with ``tr``."""

    format: str
    version: int
    thing: str
    described: str
    error: Callable[[str], GolfStudioError]
    upgrades: Mapping[int, Upgrade] = field(default_factory=dict)

    def __post_init__(self) -> None:
        missing = [v for v in range(1, self.version) if v not in self.upgrades]
        if missing:
            raise ValueError(f"{self.format}: no upgrade step from version {missing[0]}")

    def upgrade(self, data: JsonObject) -> JsonObject:
        """Bring a file's object to ``version``, one step at a time; refuse a version from
        the future (the user needs a newer GolfStudio) and one that never existed."""
        if "version" not in data:
            raise self.error(tr('the file has no "version"'))
        version = data["version"]
        if not isinstance(version, int) or isinstance(version, bool):
            raise self.error(tr("version must be a whole number, got {value}").format(
                value=shown(version)))
        if version > self.version:
            raise self.error(tr("this {thing} was saved by a newer GolfStudio (version "
                                "{version}); this version reads up to version {newest}").format(
                thing=tr(self.thing), version=shown(version), newest=self.version))
        if version < 1:
            raise self.error(tr("there is no {thing} file version {version}").format(
                thing=tr(self.thing), version=shown(version)))
        while version < self.version:
            data = self.upgrades[version](dict(data))
            version += 1
            data["version"] = version
        return data

    def open(self, data: object) -> JsonObject:
        """The body of a parsed file — the envelope checked, upgraded and taken off."""
        if not isinstance(data, dict):
            raise self.error(tr("a {thing} file holds one JSON object, not {kind}").format(
                thing=tr(self.thing), kind=tr(_KINDS.get(type(data), "null"))))
        if "format" not in data:
            # Said the same for every kind, before any of its keys is looked at (issue 30 §9).
            raise self.error(tr('this is not a GolfStudio file (no "format" key; {described} '
                                'starts with "format": "{format}")')
                             .format(described=tr(self.described), format=self.format))
        if data["format"] != self.format:
            raise self.error(tr('this is not {described} (format {value}, expected "{format}")')
                             .format(described=tr(self.described), value=shown(data["format"]),
                                     format=self.format))
        body = dict(self.upgrade(dict(data)))
        body.pop("format", None)
        body.pop("version", None)
        return body

    def parse(self, text: str) -> object:
        """Strict JSON, its syntax errors as this kind's error."""
        try:
            return parse_json(text)
        except JsonFileError as exc:
            raise self.error(str(exc)) from None

    def read_text(self, path: Path) -> str:
        try:
            return read_text(path)
        except JsonFileError as exc:
            raise self.error(str(exc)) from None

    def wrap(self, body: Mapping[str, Any]) -> JsonObject:
        """The file's object: the envelope first, then the body's keys in their order."""
        return {"format": self.format, "version": self.version, **body}

    def write(self, path: Path, text: str) -> None:
        """Write atomically: a crash leaves the old file or the new one, never half."""
        try:
            write_atomically(path, text)
        except OSError as exc:
            raise self.error(tr("cannot save {path}: {reason}").format(
                path=path, reason=exc.strerror or exc)) from None


_WIDTH = 100


def layout(value: object, indent: int = 0, prefix_width: int = 0) -> str:
    """JSON as every studio file writes it: 2-space indent, containers folded onto one line
    whenever that line fits in 100 columns — stable and diff-friendly (a cell, an action, a
    wall is one line), never one huge line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or (
            indent > 0 and indent + prefix_width + len(flat) + 1 <= _WIDTH):
        return flat
    if not value:
        return flat
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k)}: {layout(v, indent + 2, len(json.dumps(k)) + 2)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    rows = [f"{inner}{layout(v, indent + 2)}" for v in value]
    return "[\n" + ",\n".join(rows) + "\n" + " " * indent + "]"


# ---- pydantic's errors as a user's lines -------------------------------------------------------

Location = tuple[int | str, ...]
Special = Callable[[Mapping[str, Any], Location, object], "str | None"]
"""A kind's own wording for an error it knows better (``error``, the rest of the location
after the named object, that object's raw JSON); ``None`` leaves it to the general rules."""


@dataclass(frozen=True)
class Naming:
    """How one kind of file names its objects in messages: ``items`` maps a list's key to the
    noun of its items and how an item is called (``item_name(item)`` → "w3", "(2,-1)", or
    None for "#3"); ``sections`` are top-level keys named as themselves ("ruleset"); ``tags``
    are discriminator values pydantic puts in a location (an obstacle's kind) to skip;
    ``special`` words the errors the general rules would say badly."""

    items: Mapping[str, tuple[str, Callable[[Mapping[str, Any]], str | None]]]
    sections: frozenset[str] = frozenset()
    tags: frozenset[str] = frozenset()
    special: Special | None = None


def _item_label(naming: Naming, key: str, item: object, index: int) -> str:
    noun, name_of = naming.items[key]
    if isinstance(item, Mapping):
        name = name_of(item)
        if name:
            return f"{tr(noun)} {name}"
    return f"{tr(noun)} #{index + 1}"


def _locate(naming: Naming, loc: Location, data: object) -> tuple[str, Location, object]:
    """The object a pydantic location points into, named for a user; the rest of the
    location; and the object's raw JSON."""
    labels: list[str] = []
    node = data
    i = 0
    while i < len(loc):
        key = loc[i]
        if i == 0 and key in naming.sections:
            labels.append(str(key))
            node = node.get(key) if isinstance(node, Mapping) else None
            i += 1
            continue
        if (isinstance(key, str) and key in naming.items and i + 1 < len(loc)
                and isinstance(loc[i + 1], int)):
            index = int(loc[i + 1])
            items = node.get(key) if isinstance(node, Mapping) else None
            item = items[index] if isinstance(items, list) and index < len(items) else None
            labels.append(_item_label(naming, key, item, index))
            node = item
            i += 2
            # A discriminated union puts the item's kind into the location: skip it.
            if i < len(loc) and loc[i] in naming.tags:
                i += 1
            continue
        break
    return " ".join(labels), loc[i:], node


def field_name(rest: Location) -> str:
    """The field an error is about, in words ("stroke limit", "faces #3")."""
    names = [str(part).replace("_", " ") for part in rest if isinstance(part, str)]
    positions = [part for part in rest if isinstance(part, int)]
    name = names[-1] if names else "value"
    if positions and rest and isinstance(rest[-1], int):
        name += f" #{positions[-1] + 1}"
    return name


def expected(ctx: Mapping[str, Any]) -> str:
    return str(ctx.get("expected", "")).replace("'", "")


def pick(data: object, path: Location) -> object:
    """The raw JSON at ``path`` inside ``data`` (None where there is nothing)."""
    node = data
    for part in path:
        if isinstance(part, str) and isinstance(node, Mapping):
            node = node.get(part)
        elif isinstance(part, int) and isinstance(node, list) and part < len(node):
            node = node[part]
        else:
            return None
    return node


def _text(error: Mapping[str, Any], rest: Location, node: object) -> str:
    """What is wrong, in words, for one pydantic error whose object is already named."""
    kind = str(error["type"])
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    value = error.get("input")
    field_ = field_name(rest)
    if kind in {"enum", "literal_error"}:
        return tr("unknown {field} {value} (expected {expected})").format(
            field=field_, value=shown(value), expected=expected(ctx))
    if kind == "union_tag_invalid":
        tags = str(ctx.get("expected_tags", "")).replace("'", "").split(", ")
        return tr("unknown kind {value} (expected {expected})").format(
            value=shown(ctx.get("tag")), expected=join_names(tags, "or"))
    if kind == "union_tag_not_found":
        return tr('missing "kind"')
    if kind == "missing":
        return tr('missing "{field}"').format(field=field_)
    if kind == "extra_forbidden":
        return tr('unknown key "{key}"').format(key=rest[-1] if rest else field_)
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return tr("{field} must be a whole number, got {value}").format(
            field=field_, value=shown(value))
    if kind in {"string_type", "str_type"}:
        return tr("{field} must be text, got {value}").format(field=field_, value=shown(value))
    if kind == "string_too_short":
        return tr("{field} must not be empty").format(field=field_)
    if kind == "greater_than_equal":
        return tr("{field} must be at least {least}, got {value}").format(
            field=field_, least=ctx.get("ge"), value=shown(value))
    if kind == "less_than_equal":
        return tr("{field} must be at most {most}, got {value}").format(
            field=field_, most=ctx.get("le"), value=shown(value))
    if kind == "too_short":
        return tr("{field} needs at least %n item(s), got {count}", "",
                  int(ctx.get("min_length", 0))).format(
            field=field_, count=ctx.get("actual_length"))
    if kind == "too_long":
        return tr("{field} takes at most %n item(s), got {count}", "",
                  int(ctx.get("max_length", 0))).format(
            field=field_, count=ctx.get("actual_length"))
    if kind in {"tuple_type", "list_type"}:
        return tr("{field} must be a list, got {value}").format(field=field_, value=shown(value))
    if kind in {"model_type", "dict_type", "model_attributes_type"}:
        if not rest:
            return tr("it must be a JSON object, got {value}").format(value=shown(value))
        return tr("{field} must be a JSON object, got {value}").format(
            field=field_, value=shown(value))
    if kind in {"value_error", "assertion_error"} and "error" in ctx:
        return str(ctx["error"])
    message = str(error.get("msg", "is not valid"))
    return f"{field_}: {message[:1].lower()}{message[1:]}"


def validation_messages(exc: ValidationError, data: object, naming: Naming) -> list[str]:
    """One readable line per problem pydantic found in ``data`` (the raw JSON object).

    ``data`` is consulted only to name objects ("wall w3", "cell (2,-1)") the way the kind's
    editor does; pydantic's own wording is the last resort.
    """
    errors = exc.errors(include_url=False)
    locs = [tuple(e["loc"]) for e in errors]
    messages: list[str] = []
    for error in errors:
        loc = tuple(error["loc"])
        if error["type"] in {"too_short", "too_long"} and any(
                len(other) > len(loc) and other[: len(loc)] == loc for other in locs):
            continue  # pydantic counts only the items that were valid: the count is noise
        label, rest, node = _locate(naming, loc, data)
        text = naming.special(error, rest, node) if naming.special is not None else None
        if text is None:
            text = _text(error, rest, node)
        messages.append(f"{label}: {text}" if label else text)
    return list(dict.fromkeys(messages))


def join_names(names: Iterable[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` — lists inside messages read as English."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    word = {"and": tr("and", "before the last of a list"),
            "or": tr("or", "before the last of a list")}.get(last, last)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


# ---- a model's file: read, validate, write -------------------------------------------------

class Severity(StrEnum):
    ERROR = "error"
    """The document cannot be used (played) as it is."""
    WARNING = "warning"
    """Worth a look; the document works."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a document, for the CLI (``message``); each kind's problems add
    where it is (a cell, a hole and region) for its editor to point at."""

    severity: Severity
    message: str

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def __str__(self) -> str:
        return self.message


P = TypeVar("P", bound=Problem)
M = TypeVar("M", bound=BaseModel)


def errors_of(problems: Sequence[P]) -> list[P]:
    return [p for p in problems if p.is_error]


@dataclass(frozen=True)
class ModelFile(Generic[M, P]):
    """One file kind whose body is a pydantic model: reading it (envelope, upgrade, the
    models with readable errors, then the kind's own ``validate``), and writing it (the
    envelope and the shared layout, atomically). ``error`` is the kind's ``ProblemsError``;
    ``messages`` turns pydantic's errors into its lines (``validation_messages`` with its
    ``Naming``)."""

    kind: DocKind
    model: type[M]
    error: type[ProblemsError]
    messages: Callable[[ValidationError, object], list[str]]
    validate: Callable[[M], list[P]]

    def from_data(self, data: object) -> M:
        """A model from a parsed file object: envelope, upgrade, then the models."""
        body = self.kind.open(data)
        try:
            return self.model.model_validate_json(json.dumps(body), strict=True)
        except ValidationError as exc:
            raise self.error(self.messages(exc, body)) from None

    def reads(self, text: str, source: str | None = None) -> tuple[M, list[P]]:
        """The model and its problems; the kind's error only if it cannot be built at all.
        An editor opens files this way, so a document with errors can still be fixed."""
        try:
            model = self.from_data(self.kind.parse(text))
        except ProblemsError as exc:
            raise self.error(exc.messages, source) from None
        return model, self.validate(model)

    def loads(self, text: str, source: str | None = None) -> M:
        """A usable model from JSON text, or the kind's error listing every error in it."""
        model, problems = self.reads(text, source)
        errors = errors_of(problems)
        if errors:
            raise self.error([p.message for p in errors], source)
        return model

    def _text(self, path: Path) -> str:
        try:
            return self.kind.read_text(path)
        except ProblemsError as exc:
            raise self.error(exc.messages, path.name) from None

    def read(self, path: str | Path) -> tuple[M, list[P]]:
        """``reads`` on a file (for the editor); errors name the file."""
        path = Path(path)
        return self.reads(self._text(path), path.name)

    def load(self, path: str | Path) -> M:
        """``loads`` on a file: every error is a line of the kind's error, naming the file."""
        path = Path(path)
        return self.loads(self._text(path), path.name)

    def to_data(self, model: M) -> JsonObject:
        """The file's JSON object: the envelope first, then the model's fields in order."""
        return self.kind.wrap(model.model_dump(mode="json", exclude_none=True))

    def to_json(self, model: M) -> str:
        """Stable, diff-friendly text (``layout``)."""
        return layout(self.to_data(model)) + "\n"

    def save(self, model: M, path: str | Path) -> None:
        """Write atomically: a crash leaves the old file or the new one."""
        self.kind.write(Path(path), self.to_json(model))


def file_schema(model: type[BaseModel], kind: DocKind, title: str,
                description: str) -> dict[str, Any]:
    """The JSON Schema of a whole file: the model inside the format/version envelope (the
    committed copies in ``resources/schemas/`` are for other tools and for people)."""
    schema = model.model_json_schema(mode="validation")
    properties = {
        "format": {"const": kind.format, "description": "Always this text: what the file holds."},
        "version": {"const": kind.version,
                    "description": "Format version; older versions are upgraded on load."},
        **schema.pop("properties"),
    }
    required = ["format", "version", *schema.pop("required", [])]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        "description": description,
        "type": "object",
        "properties": properties,
        "required": required,
        **{k: v for k, v in schema.items() if k not in {"title", "description", "type"}},
    }


def schema_text(schema: Mapping[str, Any]) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def schema_tool(argv: Sequence[str] | None, schema: Mapping[str, Any],
                parts: Sequence[str], module: str) -> int:
    """``python -m <module> [--check]``: write the committed schema ``resources/<parts>``,
    or with ``--check`` exit 1 if it is stale."""
    parser = argparse.ArgumentParser(description=f"Regenerate {'/'.join(parts)}.")
    parser.add_argument("--check", action="store_true", help="only check it is up to date")
    args = parser.parse_args(argv)
    path = resource_path(*parts)
    text = schema_text(schema)
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} is out of date; run python -m {module}")
            return 1
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {path}")
    return 0
