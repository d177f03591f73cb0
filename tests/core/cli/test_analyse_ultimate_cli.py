"""``golfstudio analyse COURSE`` on an Ultimate Golf course: dispatched by the file's format,
the report, the JSON and refused input."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from golfstudio.cli.analyse_ultimate import is_ultimate
from golfstudio.ultimate.bundled import load_bundled
from golfstudio.ultimate.course import Course
from golfstudio.ultimate.course_file import save_course
from tests.core.cli.running import ok, refused


@pytest.fixture(scope="module")
def two_holes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Holes 12 and 17 of the bundled course (two short par 3s: quick to analyse)."""
    bundled = load_bundled()
    holes = tuple(bundled.holes[n - 1].model_copy(update={"stroke_index": k})
                  for k, n in enumerate((12, 17), start=1))
    course = Course(name="Two island holes", holes=holes)
    path = tmp_path_factory.mktemp("ultimate") / "two.json"
    save_course(course, path)
    return path


def test_the_game_is_told_by_the_files_format_or_the_bundled_id(two_holes: Path,
                                                                 tmp_path: Path) -> None:
    assert is_ultimate(str(two_holes)) and is_ultimate("default")
    assert not is_ultimate("course-1")  # a Carambole bundled course
    carambole = tmp_path / "c.json"
    carambole.write_text(json.dumps({"format": "golfstudio.carambole", "version": 1}))
    assert not is_ultimate(str(carambole))
    (tmp_path / "broken.json").write_text("{not json")
    assert not is_ultimate(str(tmp_path / "broken.json"))  # Carambole's reader says why


def test_json_per_hole_and_the_stroke_index_suggestion(capsys: pytest.CaptureFixture[str],
                                                       two_holes: Path) -> None:
    data = json.loads(ok(capsys, "analyse", str(two_holes), "--json"))
    holes = data["holes"]
    assert [h["hole"] for h in holes] == [1, 2] and [h["par"] for h in holes] == [3, 3]
    for hole in holes:
        assert 2.0 < hole["expected"] < 8.0
        assert 0.0 < hole["to_green"] < hole["expected"]
        assert hole["suggested_par"] == max(3, min(6, math.floor(hole["to_green"] + 0.5) + 2))
        assert 3 <= hole["suggested_par"] <= 6
        assert hole["difficulty"] == pytest.approx(hole["expected"] - hole["par"], abs=0.01)
    assert sorted(data["stroke_index_suggestion"]) == [1, 2]


def test_the_readable_report(capsys: pytest.CaptureFixture[str], two_holes: Path) -> None:
    out = ok(capsys, "analyse", str(two_holes))
    assert out.startswith("Course: Two island holes\nPar: 6\n")
    lines = out.splitlines()
    header = next(line for line in lines if "suggested index" in line)
    assert header.split()[:4] == ["hole", "par", "to", "green"]
    assert header.split()[4] == "suggested"
    data = json.loads(ok(capsys, "analyse", str(two_holes), "--json"))
    rows = lines[lines.index(header) + 1:lines.index(header) + 3]
    for row, hole in zip(rows, data["holes"], strict=True):
        hole_no, par, to_green, suggested, expected = row.split()[:5]
        assert (int(hole_no), int(par)) == (hole["hole"], hole["par"])
        assert float(to_green) == pytest.approx(hole["to_green"], abs=0.005)
        assert int(suggested) == hole["suggested_par"]
        assert float(expected) == pytest.approx(hole["expected"], abs=0.005)
    assert "Expected round under best play:" in out


def test_refused_input_is_one_line(capsys: pytest.CaptureFixture[str], two_holes: Path,
                                   tmp_path: Path) -> None:
    assert "missing.json" in refused(capsys, "analyse", str(two_holes), "--cards",
                                     str(tmp_path / "missing.json"))
    assert "--cards is for an Ultimate Golf course" in refused(capsys, "analyse", "course-1",
                                                               "--cards", "x.json")
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "golfstudio.ultimate", "version": 1,
                                  "name": "x", "holes": [{"par": 9, "stroke_index": 1}]}))
    assert "hole 1" in refused(capsys, "analyse", str(broken))
