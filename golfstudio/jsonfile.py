"""Reading and writing the studio's JSON files (courses, rulesets, round files).

One strict reader, so every kind of file reports a bad byte, a syntax error, a repeated key
or a NaN the same way; and one atomic writer, so a crash while saving leaves the old file or
the new one, never half of one (README: nothing a user typed is ever lost).
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from pathlib import Path
from typing import Any

from golfstudio.errors import GolfStudioError
from golfstudio.i18n import tr


class JsonFileError(GolfStudioError):
    """A file that is not readable JSON. The message names the problem, not the file:
    callers add the file's name in their own domain's error."""


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(tr('the key "{key}" appears twice in one object').format(key=key))
        result[key] = value
    return result


def _no_constants(name: str) -> object:
    raise ValueError(tr("{name} is not a number JSON allows").format(name=name))


def parse_json(text: str) -> object:
    """Parse strictly: Python's json would keep the last of two equal keys and accept NaN,
    silently losing or corrupting what a user wrote."""
    try:
        return json.loads(text, parse_constant=_no_constants,
                          object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        raise JsonFileError(
            tr("not valid JSON at line {line}, column {column}: {reason}").format(
                line=exc.lineno, column=exc.colno, reason=exc.msg)) from None
    except (ValueError, RecursionError) as exc:
        raise JsonFileError(tr("not valid JSON: {reason}").format(reason=exc)) from None


def read_text(path: Path) -> str:
    """A UTF-8 text file (a byte-order mark is tolerated: some editors on Windows add one)."""
    try:
        return path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JsonFileError(tr("the file is not UTF-8 text")) from None
    except OSError as exc:
        raise JsonFileError(tr("cannot read the file ({reason})").format(
            reason=exc.strerror or exc)) from None


def read_json(path: Path) -> object:
    return parse_json(read_text(path))


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write a temporary file in the same folder, flush and sync it, then rename it over
    ``path``; text as UTF-8, bytes as they are (a PDF). Raises OSError; the temporary file
    never outlives a failure."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
