"""``golfstudio ultimate show COURSE [--hole N] [--svg FILE]``.

Output is checked through ``golfstudio.cli.main``; bad input exits 2 with one line on stderr
naming the problem and nothing on stdout.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from golfstudio.ultimate.bundled import bundled_course
from tests.core.cli.running import ok, refused

EXAMPLE = Path(__file__).parents[1] / "ultimate" / "data" / "two_holes.json"


def test_the_bundled_course_by_its_id(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "ultimate", "show", "default")
    first = out.splitlines()[0]
    assert first.startswith("GolfStudio Links: 18 holes, par 72, 6,9")
    assert first.endswith(" yards")
    assert out.count("\nHole ") == 18
    assert "Hole 1: Links opener\n  par 4, stroke index 15, 402 yards\n" in out
    assert "Hole 18: Along the bay\n  par 5, stroke index 2, 578 yards\n" in out


def test_one_hole_with_its_terrains_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "ultimate", "show", "default", "--hole", "12")
    lines = out.splitlines()
    assert lines[:3] == ["Hole 12: Over the water", "  par 3, stroke index 16, 130 yards",
                         "  terrains (square yards):"]
    water = next(line for line in lines if line.strip().startswith("water "))
    assert water.split()[-1] == "pond"
    assert int(water.split()[1].replace(",", "")) > 3000
    assert "  hole in one: aim at the flag with the 7-iron and roll 7" in lines
    assert lines[-2:] == [
        "  local rules:",
        "    water region pond: replay from the tee, 1 penalty stroke; or drop at "
        "(0, 24), 1 penalty stroke"]


def test_a_file_and_its_svg(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    picture = tmp_path / "hole.svg"
    out = ok(capsys, "ultimate", "show", str(EXAMPLE), "--hole", "1", "--svg", str(picture))
    assert out.startswith("Hole 1: Over the pond\n  par 3, stroke index 2, 155 yards\n")
    root = ET.parse(picture).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    ids = [p.get("id") for p in root.iter("{http://www.w3.org/2000/svg}polygon")]
    assert ids[:3] == ["r1", "t1", "w1"] and "g1" in ids
    assert [p.name for p in tmp_path.iterdir()] == ["hole.svg"]  # no temporary file left


def test_a_file_wins_over_a_bundled_id(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(EXAMPLE, tmp_path / "default")
    monkeypatch.chdir(tmp_path)
    out = ok(capsys, "ultimate", "show", "default")
    assert out.startswith("Two test holes: 2 holes, par 7, 499 yards\n")


@pytest.mark.parametrize(("argv", "message"), [
    (["nowhere.json"], "nowhere.json: there is no such file, nor a bundled course of that "
                       "name (bundled: default)"),
    (["default", "--hole", "19"], "--hole: the course has holes 1 to 18, not 19"),
    (["default", "--hole", "0"], "--hole: the course has holes 1 to 18, not 0"),
    (["default", "--hole", "two"], "'two' is not a whole number"),
    (["default", "--svg", "x.svg"], "--svg draws one hole: give its number with --hole N"),
])
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                               message: str) -> None:
    assert message in refused(capsys, "ultimate", "show", *argv)


def test_a_broken_course_file_and_an_unwritable_picture(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "golfstudio.ultimate", "version": 1, "name": "B", '
                      '"holes": [{"par": 9, "stroke_index": 1}]}', encoding="utf-8")
    assert "broken.json: hole 1" in refused(capsys, "ultimate", "show", str(broken))
    err = refused(capsys, "ultimate", "show", str(bundled_course("default").path), "--hole",
                  "3", "--svg", str(tmp_path / "no" / "such" / "folder.svg"))
    assert "cannot write" in err and "folder.svg" in err
