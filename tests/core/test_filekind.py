"""What kind of file a path holds, before any kind's reader (issue 30 §9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.filekind import NIGHT_FORMAT, FileHeader, read_header
from golfstudio.gamenight import night_file


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("text", "header"), [
    ('{"format": "golfstudio.ultimate", "version": 2, "name": "x"}',
     FileHeader(format="golfstudio.ultimate")),
    ('{"format": "golfstudio.game", "game": "carambole"}',
     FileHeader(format="golfstudio.game", game="carambole")),
    ('{"game": "ultimate", "holes": [], "players": [], "scores": {}}',
     FileHeader(game="ultimate", round_file=True)),
    ('{"scores": {}}', FileHeader(round_file=True)),
    # A JSON file of no studio kind is said to be that, not a round file missing its holes.
    ('{"name": "recipes", "items": []}',
     FileHeader(problem='not a GolfStudio file (no "format" key)')),
    ('{"format": 3}', FileHeader(problem='not a GolfStudio file ("format" must be text, got 3)')),
    ("[1, 2]", FileHeader(problem="not a GolfStudio file: it holds a list, not one JSON object")),
    ("null", FileHeader(problem="not a GolfStudio file: it holds null, not one JSON object")),
    # A broken file still says its kind: its format is found in its text.
    ('{"format": "golfstudio.carambole", "version": 1,\n "name": "x",,}',
     FileHeader(format="golfstudio.carambole")),
    ('{"holes": [{"par": 4, "si": 1}], "players": [', FileHeader(round_file=True)),
])
def test_a_file_s_header_names_its_kind(tmp_path: Path, text: str, header: FileHeader) -> None:
    assert read_header(_write(tmp_path / "f.json", text)) == header


def test_a_broken_file_of_no_kind_gets_the_json_reader_s_line(tmp_path: Path) -> None:
    header = read_header(_write(tmp_path / "f.json", "{oops"))
    assert header.format is None and not header.round_file
    assert header.problem is not None and header.problem.startswith("not valid JSON at line 1")


def test_an_unreadable_file_has_only_its_problem(tmp_path: Path) -> None:
    missing = read_header(tmp_path / "gone.json")
    assert missing.format is None and not missing.round_file
    assert missing.problem is not None and missing.problem.startswith("cannot read the file")
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xfe\x00")
    assert read_header(binary) == FileHeader(problem="the file is not UTF-8 text")


def test_the_night_format_is_the_night_file_s(tmp_path: Path) -> None:
    assert night_file.FORMAT == NIGHT_FORMAT
    path = _write(tmp_path / "n.json", json.dumps({"format": NIGHT_FORMAT, "version": 1}))
    assert read_header(path).format == NIGHT_FORMAT


@pytest.mark.parametrize("module", [
    "golfstudio.ultimate.course_file", "golfstudio.carambole.course_file",
    "golfstudio.dicegolf.hole_file", "golfstudio.engine.saved_game",
    "golfstudio.gamenight.night_file", "golfstudio.ultimate.cards", "golfstudio.dicegolf.cards",
])
def test_every_kind_says_a_file_without_format_is_no_golfstudio_file(module: str) -> None:
    """At the envelope, before any of the kind's keys: not "'holes' must be a list"."""
    import importlib

    from golfstudio.errors import GolfStudioError

    found = importlib.import_module(module)
    kind = next(value for name, value in vars(found).items()
                if name.endswith(("_FILE", "SAVED_GAME")) and hasattr(value, "open"))
    with pytest.raises(GolfStudioError) as caught:
        kind.open({"version": 1, "holes": None})
    assert str(caught.value).startswith('this is not a GolfStudio file (no "format" key; ')
    assert f'"format": "{kind.format}"' in str(caught.value)
    with pytest.raises(GolfStudioError) as other:
        kind.open({"format": "golfstudio.nosuchkind", "version": 1})
    assert '"golfstudio.nosuchkind"' in str(other.value)  # the unknown format is named
