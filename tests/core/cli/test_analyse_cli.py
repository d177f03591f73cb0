"""``golfstudio analyse COURSE [--json]``: the report, the JSON, and refused input (exit 2,
one line on stderr, nothing on stdout)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from golfstudio.carambole.course_file import save_course
from tests.core.analysis.conftest import pocket_course
from tests.core.cli.running import refused, run


def test_json_of_a_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "analyse", "course-2", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert set(data) == {"par_suggestion", "starts", "unreachable", "traps"}
    assert isinstance(data["par_suggestion"], int) and data["par_suggestion"] >= 1
    assert [s["cell"] for s in data["starts"]] == [[0, 1], [1, 1], [2, 1], [-1, 2], [0, 2],
                                                   [1, 2]]
    for start in data["starts"]:
        assert set(start) == {"cell", "expected", "min", "reachable"}
        assert start["expected"] == round(start["expected"], 2)
        assert isinstance(start["min"], int) and start["min"] <= start["expected"]
        assert start["reachable"] is True
    assert data["par_suggestion"] == int(min(s["expected"] for s in data["starts"]) + 0.5)
    assert (data["unreachable"], data["traps"]) == ([], [])


def test_json_of_a_file_with_a_pocket(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    path = tmp_path / "pocket.json"
    save_course(pocket_course(), path)
    code, out, _ = run(capsys, "analyse", str(path), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["starts"][1] == {"cell": [-1, 2], "expected": 10.0, "min": None,
                                 "reachable": False}
    assert data["unreachable"] == [[-1, 2], [0, 2], [1, 2], [2, 2], [3, 2]]
    assert data["traps"] == [[2, 2], [3, 2]]


def test_readable_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "pocket.json"
    save_course(pocket_course().replace(name="Pocket"), path)
    code, out, err = run(capsys, "analyse", str(path))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[:3] == ["Course: Pocket", "Stroke limit: 10", "Par suggestion: 3"]
    assert any(line.split()[:2] == ["(-1,2)", "10.00"] and line.endswith("no")
               for line in lines)
    assert "Cells the hole cannot be reached from: (-1,2), (0,2), (1,2), (2,2), (3,2)" in lines
    assert "Traps (no way out): (2,2), (3,2)" in lines
    assert "  - start (-1,2): the hole cannot be reached from it" in lines


def test_report_of_a_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyse", "linked-grand-tour")
    assert code == 0
    assert out.startswith("Course: Linked: Grand tour\nStroke limit: 20\nPar suggestion: ")
    assert "Traps (no way out): none" in out and "Warnings" not in out


def test_a_broken_file_gets_the_formats_messages(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "golfstudio.carambole", "version": 1, "cells": [], '
                    '"terain": 1}', encoding="utf-8")
    err = refused(capsys, "analyse", str(path), "--json")
    assert "broken.json:" in err and "terain" in err
    path.write_text("{not json", encoding="utf-8")
    assert "not valid JSON at line 1" in refused(capsys, "analyse", str(path))
    missing = str(tmp_path / "missing.json")
    assert "missing.json: cannot read the file" in refused(capsys, "analyse", missing)


def test_an_unknown_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "analyse", "course-99", "--json")
    assert 'there is no bundled course "course-99"' in err


def test_the_course_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    assert "COURSE" in refused(capsys, "analyse")
