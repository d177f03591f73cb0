"""The versioned-JSON envelope every file kind uses, tested on a kind of its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from golfstudio.docfile import DocKind, Naming, layout, validation_messages
from golfstudio.errors import GolfStudioError


class HoleError(GolfStudioError):
    pass


def _rename(data: dict[str, Any]) -> dict[str, Any]:
    return {**{k: v for k, v in data.items() if k != "name"}, "title": data.get("name", "")}


def _add_par(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "par": 4}


HOLES = DocKind("golfstudio.hole", 3, "hole", "a hole file", HoleError,
                upgrades={1: _rename, 2: _add_par})


def test_an_old_file_is_upgraded_one_step_at_a_time() -> None:
    body = HOLES.open({"format": "golfstudio.hole", "version": 1, "name": "Dogleg"})
    assert body == {"title": "Dogleg", "par": 4}
    assert HOLES.open(HOLES.wrap(body)) == body


def test_a_missing_upgrade_step_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="no upgrade step from version 2"):
        DocKind("golfstudio.hole", 3, "hole", "a hole file", HoleError, upgrades={1: _rename})


@pytest.mark.parametrize(("data", "message"), [
    ([], "a hole file holds one JSON object, not a list"),
    ({"version": 1}, 'this is not a GolfStudio file (no "format" key; a hole file starts with '
                     '"format": "golfstudio.hole")'),
    ({"format": "x", "version": 1}, 'this is not a hole file (format "x", expected'),
    ({"format": "golfstudio.hole"}, 'the file has no "version"'),
    ({"format": "golfstudio.hole", "version": 4}, "this hole was saved by a newer GolfStudio"),
    ({"format": "golfstudio.hole", "version": 0}, "there is no hole file version 0"),
])
def test_the_envelope_is_checked_in_words(data: object, message: str) -> None:
    with pytest.raises(HoleError) as caught:
        HOLES.open(data)
    assert str(caught.value).startswith(message)


def test_reading_and_writing(tmp_path: Path) -> None:
    path = tmp_path / "hole.json"
    HOLES.write(path, layout(HOLES.wrap({"title": "Dogleg", "par": 4})) + "\n")
    assert HOLES.open(HOLES.parse(HOLES.read_text(path))) == {"title": "Dogleg", "par": 4}
    with pytest.raises(HoleError, match=r"repeated|twice"):
        HOLES.parse('{"a": 1, "a": 2}')
    with pytest.raises(HoleError, match="cannot read the file"):
        HOLES.read_text(tmp_path / "missing.json")


class Tee(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    id: str
    yards: int = Field(ge=0, le=700)


class Layout(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    tees: list[Tee]


NAMING = Naming(items={"tees": ("tee", lambda item: item.get("id") or None)})


def test_pydantic_errors_name_the_object_as_an_editor_would() -> None:
    data = {"tees": [{"id": "white", "yards": 900}, {"yards": "far"}], "colour": 1}
    with pytest.raises(ValidationError) as caught:
        Layout.model_validate(data)
    assert validation_messages(caught.value, data, NAMING) == [
        "tee white: yards must be at most 700, got 900",
        'tee #2: missing "id"',
        'tee #2: yards must be a whole number, got "far"',
        'unknown key "colour"',
    ]


def test_layout_folds_what_fits_on_a_line() -> None:
    text = layout({"cells": [[0, 0], [1, 0]], "name": "x" * 120})
    assert text.splitlines()[1] == '  "cells": [[0, 0], [1, 0]],'
    assert json.loads(text) == {"cells": [[0, 0], [1, 0]], "name": "x" * 120}
