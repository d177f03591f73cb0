"""The versioned-JSON envelope every file kind of the studio uses.

A file is one JSON object ``{"format": "golfstudio.<kind>", "version": n, …}``. Reading goes
text → strict JSON (``jsonfile``: repeated keys and NaN refused) → the envelope checked (an
object, the right format, a version this studio knows) → upgraded one version step at a time
to the current version → the kind's own pydantic models. Each kind describes itself once as a
``DocKind``; every step's failure becomes that kind's error with a line a user can read, and
a file from a newer studio is refused rather than half-read. Writing is atomic.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from golfstudio.errors import GolfStudioError, shown
from golfstudio.jsonfile import JsonFileError, parse_json, read_text, write_atomically

__all__ = ["DocKind", "JsonObject", "Upgrade", "layout"]

JsonObject = dict[str, Any]
Upgrade = Callable[[JsonObject], JsonObject]
"""One step of the upgrade chain: a version-n object in, the version n + 1 object out."""

_KINDS = {list: "a list", str: "text", int: "a number", float: "a number",
          bool: "true or false"}


@dataclass(frozen=True)
class DocKind:
    """One kind of file: its ``format`` id, the version this studio writes, what a user calls
    its content (``thing``: "course") and the kind ("a Carambole course file"), the error its
    problems raise (called with one message), and the upgrade steps."""

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
            raise self.error('the file has no "version"')
        version = data["version"]
        if not isinstance(version, int) or isinstance(version, bool):
            raise self.error(f"version must be a whole number, got {shown(version)}")
        if version > self.version:
            raise self.error(f"this {self.thing} was saved by a newer GolfStudio "
                             f"(version {version}); "
                             f"this version reads up to version {self.version}")
        if version < 1:
            raise self.error(f"there is no {self.thing} file version {version}")
        while version < self.version:
            data = self.upgrades[version](dict(data))
            version += 1
            data["version"] = version
        return data

    def open(self, data: object) -> JsonObject:
        """The body of a parsed file — the envelope checked, upgraded and taken off."""
        if not isinstance(data, dict):
            raise self.error(f"a {self.thing} file holds one JSON object, "
                             f"not {_KINDS.get(type(data), 'null')}")
        if "format" not in data:
            raise self.error(f'this is not {self.described} (no "format"; '
                             f'expected "{self.format}")')
        if data["format"] != self.format:
            raise self.error(f'this is not {self.described} (format {shown(data["format"])}, '
                             f'expected "{self.format}")')
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
            raise self.error(f"cannot save {path}: {exc.strerror or exc}") from None


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
