"""What kind of file a path holds, read before any kind's own reader (File > Open, drops).

Every studio file declares its kind in its ``"format"`` key (``docfile``); the one exception
is the round file of ``golfstudio score`` (docs/scoring.md), older than the envelope, which
is a JSON object of ``holes``, ``players`` and ``scores``. Opening must pick the reader that
names the right kind in its message: a broken course file is a course file that cannot be
opened, not a round file; a JSON file of no studio kind is "not a GolfStudio file", not a
round file whose ``holes`` are missing (issue 30 §9).

A file that is not valid JSON still says what it is meant to be: its ``"format"`` is looked
for in the text, so a course file with a syntax error is opened — and refused — as a course
file. Only the first ``SNIFF_CHARS`` are looked at: the envelope is written first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.jsonfile import JsonFileError, parse_json, read_text

__all__ = ["NIGHT_FORMAT", "ROUND_KEYS", "FileHeader", "header_of", "read_header"]

NIGHT_FORMAT = "golfstudio.night"
"""The night file's format (``gamenight.night_file``), here so the shell can name it without
loading the store."""

ROUND_KEYS = ("holes", "players", "scores")
"""The keys of a round file (``RoundCard.from_dict``): one of them makes a format-less
object a round file."""

SNIFF_CHARS = 4096
"""How much of a broken file is searched for its ``"format"`` (the envelope comes first)."""

_FORMAT = re.compile(r'"format"\s*:\s*"([^"\\]{1,100})"')
_ROUND_KEY = re.compile(r'"(?:holes|players|scores)"\s*:')

_HOLDS = {list: QT_TR_NOOP("a list"), str: QT_TR_NOOP("text"), int: QT_TR_NOOP("a number"),
          float: QT_TR_NOOP("a number"), bool: QT_TR_NOOP("true or false")}


@dataclass(frozen=True)
class FileHeader:
    """What a file declares. ``format`` and ``game`` as written (``format`` also found in a
    file that is not valid JSON); ``round_file`` when it is (or, broken, looks like) a round
    file; ``problem`` — why it is no studio file at all — when it is neither a declared kind
    nor a round file."""

    format: str | None = None
    game: str | None = None
    round_file: bool = False
    problem: str | None = None


def _not_json(text: str, error: JsonFileError) -> FileHeader:
    head = text[:SNIFF_CHARS]
    found = _FORMAT.search(head)
    if found is not None:
        return FileHeader(format=found.group(1))
    if _ROUND_KEY.search(head):
        return FileHeader(round_file=True)
    return FileHeader(problem=str(error))


def header_of(data: object) -> FileHeader:
    """The header of a parsed file."""
    if not isinstance(data, Mapping):
        return FileHeader(problem=tr(
            "not a GolfStudio file: it holds {kind}, not one JSON object").format(
                kind=tr(_HOLDS.get(type(data), "null"))))
    game = data.get("game")
    game = game if isinstance(game, str) else None
    if "format" not in data:
        if any(key in data for key in ROUND_KEYS):
            return FileHeader(game=game, round_file=True)
        return FileHeader(game=game, problem=tr('not a GolfStudio file (no "format" key)'))
    kind = data["format"]
    if not isinstance(kind, str):
        return FileHeader(game=game, problem=tr(
            'not a GolfStudio file ("format" must be text, got {value})').format(
                value=shown(kind)))
    return FileHeader(format=kind, game=game)


def read_header(path: Path) -> FileHeader:
    """The header of the file at ``path``; a file that cannot be read at all has only its
    ``problem`` (the reader's one line)."""
    try:
        text = read_text(path)
    except JsonFileError as exc:
        return FileHeader(problem=str(exc))
    try:
        data = parse_json(text)
    except JsonFileError as exc:
        return _not_json(text, exc)
    return header_of(data)
