"""Reading and writing the studio's JSON files (courses, rulesets, round files).

One strict reader, so every kind of file reports a bad byte, a syntax error, a repeated key
or a NaN the same way; and one atomic writer, so a crash while saving leaves the old file or
the new one, never half of one (README: nothing a user typed is ever lost).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import socket
import time
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


STALE_AFTER_S = 60
"""A temporary file of an older version (whose name holds no process id) is removed once
older than this: no save takes a minute."""
ABANDONED_AFTER_S = 3600
"""Any temporary file of the target is removed once older than this, whatever its name says:
a process id reused by another program, a writer on another computer (a shared folder)."""

_HOST = hashlib.sha256(socket.gethostname().encode("utf-8", "replace")).hexdigest()[:6]
"""This computer, in a temporary file's name: its writer's process id means something only
here."""
_OURS = re.compile(r"(?P<host>[0-9a-f]{6})-(?P<pid>[0-9]{1,10})-[0-9a-f]{8}")
_OLDER = re.compile(r"[0-9a-f]{8}")


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write a temporary file in the same folder, flush and sync it, then rename it over
    ``path``; text as UTF-8, bytes as they are (a PDF). Raises OSError; the temporary file
    never outlives a failure — and one that a killed save left behind goes with the next
    save of the same file (``_remove_stale_temporaries``)."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = path.with_name(f".{path.name}.{_HOST}-{os.getpid()}-{secrets.token_hex(4)}.tmp")
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
    _remove_stale_temporaries(path)


def _remove_stale_temporaries(path: Path) -> None:
    """Remove the hidden ``.NAME.….tmp`` files of ``path`` that no live writer will rename
    (issue 27 §13a). Only this target's (the exact name between the dot and the token), and
    never one whose writer is still running: the name holds this computer's tag and the
    writer's process id, and the file goes as soon as that process is gone. A writer on
    another computer sharing the folder cannot be asked: its file goes after
    ``ABANDONED_AFTER_S``, as does one whose process id a new program took over. An older
    version's name has no process id: it goes after ``STALE_AFTER_S``. Never fails the save
    that calls it."""
    prefix, now = f".{path.name}.", time.time()
    try:
        names = [entry.name for entry in os.scandir(path.parent)
                 if entry.name.startswith(prefix) and entry.name.endswith(".tmp")]
    except OSError:
        return
    for name in names:
        token = name[len(prefix):-len(".tmp")]
        ours = _OURS.fullmatch(token)
        if ours is None and _OLDER.fullmatch(token) is None:
            continue  # another file's (".a.json.bak.….tmp" is not "a.json"'s)
        stale = path.with_name(name)
        try:
            age = now - stale.stat().st_mtime
        except OSError:
            continue  # renamed or removed meanwhile
        if ours is None:
            gone = age >= STALE_AFTER_S
        elif ours["host"] == _HOST:
            gone = age >= ABANDONED_AFTER_S or not _running(int(ours["pid"]))
        else:
            gone = age >= ABANDONED_AFTER_S
        if not gone:
            continue
        with contextlib.suppress(OSError):
            stale.unlink()


def _running(pid: int) -> bool:
    """Whether process ``pid`` runs on this computer; True where it cannot be told (not
    POSIX: Windows's ``os.kill(pid, 0)`` would send CTRL+C), so the age rule decides."""
    if os.name != "posix" or pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


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
