"""``golfstudio dicegolf throw``: a throw's distance and bonus, a formula's distribution."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from tests.core.cli.running import ok, refused, run


@pytest.mark.parametrize(("argv", "answer"), [
    (["--formula", "(B1 + B2) * (R1 + R2)", "--dice", "3,5,2,6"], {"distance": 64, "bonus": 0}),
    (["--formula", "(B1 + B2) × (R1 + R2)", "--dice", "3,3,5,5"], {"distance": 70, "bonus": 10}),
    (["--formula", "B * R", "--dice", "1,2,3,4", "--no-bonus"], {"distance": 21, "bonus": 0}),
    (["--formula", "W - B", "--dice", "6,6,6,6,7"], {"distance": 45, "bonus": 50}),
])
def test_a_throw_prints_its_distance_and_bonus(capsys: pytest.CaptureFixture[str],
                                               argv: list[str], answer: dict[str, int]) -> None:
    assert json.loads(ok(capsys, "dicegolf", "throw", *argv)) == answer


def test_the_distribution_is_exact_with_its_mean(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "dicegolf", "throw", "--formula", "B1+R1",
                           "--distribution", "--no-bonus"))
    assert report["formula"] == "B1 + R1" and report["bonuses"] is False
    chances = {row["distance"]: Fraction(row["probability"]) for row in report["distribution"]}
    assert chances == {s: Fraction(6 - abs(s - 7), 36) for s in range(2, 13)}
    assert report["mean"] == "7" and report["mean_metres"] == 7


@pytest.mark.parametrize(("argv", "said"), [
    (["--formula", "B1 + (R1", "--dice", "1,2,3,4"], "the '(' at character 6 is not closed"),
    (["--formula", "B1", "--dice", "1,2,x,4"], "the dice are whole numbers"),
    (["--formula", "B1", "--dice", "1,2,3,4,8,9"], "at most five dice, not 6"),
    (["--formula", "B1", "--dice", "1,2,3,0"], "die R2 shows 1 to 6, not 0"),
    (["--formula", "B1"], "one of the arguments --dice --distribution is required"),
])
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                               said: str) -> None:
    assert said in refused(capsys, "dicegolf", "throw", *argv)


def test_show_prints_the_bundled_course(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(ok(capsys, "dicegolf", "show", "default"))
    assert report["problems"] == [] and len(report["holes"]) == 9
    first = report["holes"][0]
    assert [(z["start"], z["end"]) for z in first["zones"]] == [(0, 194), (195, 273)]
    assert first["zones"][0]["formula"] == "(B + R) * 2 + 155"
    assert first["zones"][0]["mean"] == pytest.approx(14 * 2 + 155 + 3360 / 1296, abs=1e-4)
    assert first["hazards"][3] == {"kind": "pond", "start": 201, "end": 208, "double": 2,
                                   "back_to": 200}


def test_show_names_the_problems_of_a_course_and_exits_1(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "short.json"
    path.write_text(json.dumps({
        "format": "golfstudio.dicegolf", "version": 1, "holes": [{
            "length": 100, "par": 3, "zones": [{"start": 0, "formula": "B"}],
            "green": {"start": 80, "formula": "B1"}, "end_of_terrain": 90}]}), "utf-8")
    code, out, _ = run(capsys, "dicegolf", "show", str(path))
    assert code == 1
    assert json.loads(out)["problems"] == [{
        "severity": "error", "hole": 1, "part": "green",
        "message": "hole 1: the end of terrain (90 m) is not beyond the hole (100 m)"}]


def test_show_refuses_a_file_it_cannot_read(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "golfstudio.dicegolf", "version": 1, "holes": [{"par": 99}]}',
                    "utf-8")
    code, out, err = run(capsys, "dicegolf", "show", str(path))
    assert (code, out) == (2, "")
    lines = err.splitlines()
    assert lines[0] == 'golfstudio: broken.json: hole 1: missing "length"'
    assert "broken.json: hole 1: par must be at most 7, got 99" in lines
