"""``golfstudio score``: JSON on stdout; bad input exits 2 with one line naming the problem."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golfstudio.cli import main
from tests.core.scoring.examples import fourball, round_file, ultimate

ROOT = Path(__file__).resolve().parents[3]

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    def _run(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return _run


def write(tmp_path: Path, name: str, data: Any) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def assert_refused(result: tuple[int, str, str], *fragments: str) -> str:
    """Exit 2, nothing on stdout, exactly one stderr line naming the problem."""
    code, out, err = result
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("golfstudio: ")
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


# --- results ---------------------------------------------------------------------------


def test_stroke(run: Run, tmp_path: Path) -> None:
    code, out, err = run("score", write(tmp_path, "r.json", ultimate()), "--format", "stroke")
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "format": "stroke",
        "standings": [
            {"name": "Bob", "gross": 75, "net": 75, "place": 1},
            {"name": "Ann", "gross": 76, "net": 73, "place": 2},
        ],
    }


def test_match_net(run: Run, tmp_path: Path) -> None:
    code, out, _ = run("score", write(tmp_path, "r.json", ultimate()), "--format", "match",
                       "--net")
    assert code == 0
    result = json.loads(out)
    assert (result["winner"], result["result"], len(result["status"])) == ("Ann", "Ann won 2&1",
                                                                          17)


def test_nassau_with_automatic_presses(run: Run, tmp_path: Path) -> None:
    code, out, _ = run("score", write(tmp_path, "r.json", ultimate()), "--format", "nassau",
                       "--press", "auto")
    assert code == 0
    result = json.loads(out)
    assert result["points"] == {"Ann": 1, "Bob": 4}
    assert [p["from_hole"] for p in result["presses"]] == [4, 6, 18]


def test_skins_carry_over(run: Run, tmp_path: Path) -> None:
    code, out, _ = run("score", write(tmp_path, "r.json", ultimate()), "--format", "skins",
                       "--carry-over")
    assert code == 0
    assert json.loads(out)["skins"] == {"Ann": 8, "Bob": 10}


def test_stableford(run: Run, tmp_path: Path) -> None:
    code, out, _ = run("score", write(tmp_path, "r.json", ultimate()), "--format", "stableford")
    assert code == 0
    assert json.loads(out)["standings"][0] == {"name": "Bob", "points": 30, "place": 1}


@pytest.mark.parametrize(
    ("fmt", "key", "expected"),
    [
        ("bestball-stroke", "standings", [{"name": "Ann & Cat", "total": 18, "place": 1},
                                          {"name": "Bob & Dan", "total": 19, "place": 2}]),
        ("bestball-match", "result", "Ann & Cat won 1 up"),
        ("bestball-nassau", "points", {"Ann & Cat": 2, "Bob & Dan": 0}),
    ],
)
def test_best_ball(run: Run, tmp_path: Path, fmt: str, key: str, expected: object) -> None:
    code, out, _ = run("score", write(tmp_path, "r.json", fourball()), "--format", fmt)
    assert code == 0
    assert json.loads(out)[key] == expected


def test_tournament(run: Run, tmp_path: Path) -> None:
    one = write(tmp_path, "one.json", round_file({"Ann": [4, 4], "Bob": [5, 4]}))
    two = write(tmp_path, "two.json", round_file({"Bob": [4, 4], "Ann": [5, 5]}))
    code, out, _ = run("score", one, two, "--format", "tournament")
    assert code == 0
    assert json.loads(out) == {
        "format": "tournament",
        "standings": [
            {"name": "Bob", "rounds": [9, 8], "total": 17, "place": 1},
            {"name": "Ann", "rounds": [8, 10], "total": 18, "place": 2},
        ],
    }


def test_play_nine_scores_may_be_negative(run: Run, tmp_path: Path) -> None:
    data = round_file({"Ann": [-5, 0], "Bob": [3, 2]}, game="playnine")
    code, out, _ = run("score", write(tmp_path, "r.json", data), "--format", "stroke")
    assert code == 0
    assert json.loads(out)["standings"][0] == {"name": "Ann", "gross": -5, "net": -5, "place": 1}


# --- bad input ---------------------------------------------------------------------------


def _broken(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = ultimate()
    change(data)
    return data


BAD_FILES: list[tuple[str, Any, list[str], tuple[str, ...]]] = [
    ("broken JSON", '{"holes": [', ["--format", "stroke"], ("not valid JSON", "line 1")),
    ("missing score row", _broken(lambda d: d["scores"].pop("Bob")), ["--format", "stroke"],
     ("no scores for player Bob",)),
    ("short score row", _broken(lambda d: d["scores"]["Ann"].pop()), ["--format", "stroke"],
     ("Ann has 17 scores for 18 holes",)),
    ("text score", _broken(lambda d: d["scores"]["Bob"].__setitem__(4, "five")),
     ["--format", "stroke"], ('score of Bob on hole 5 must be a whole number, got "five"',)),
    ("score out of range", _broken(lambda d: d["scores"]["Bob"].__setitem__(0, 0)),
     ["--format", "stroke"], ("score of Bob on hole 1 is 0",)),
    ("stroke indexes not a permutation", _broken(lambda d: d["holes"][0].update(si=6)),
     ["--format", "stroke"], ("permutation of 1..18", "6 is on holes 1, 10", "15 missing")),
    ("unknown team member", _broken(lambda d: d.update(teams=[["Ann", "Zed"]])),
     ["--format", "stroke"], ('"Zed" is not a player',)),
    ("team not of two", _broken(lambda d: d.update(teams=[["Ann"], ["Bob"]])),
     ["--format", "bestball-match"], ("teams of two", "team 1 (Ann) has 1 player")),
    ("best ball without teams", ultimate(), ["--format", "bestball-stroke"],
     ("best ball needs teams",)),
    ("odd holes for Nassau", round_file({"Ann": [4, 4, 4], "Bob": [4, 4, 4]}),
     ["--format", "nassau"], ("even number of holes; this round has 3",)),
    ("unknown format", ultimate(), ["--format", "pinehurst"], ("unknown format 'pinehurst'",)),
    ("tournament of one round", ultimate(), ["--format", "tournament"], ("2 to 4 rounds",)),
]


@pytest.mark.parametrize(("data", "args", "fragments"),
                         [case[1:] for case in BAD_FILES], ids=[case[0] for case in BAD_FILES])
def test_bad_input_is_refused(run: Run, tmp_path: Path, data: Any, args: list[str],
                              fragments: tuple[str, ...]) -> None:
    assert_refused(run("score", write(tmp_path, "round.json", data), *args), *fragments)


def test_file_problems_name_the_file(run: Run, tmp_path: Path) -> None:
    path = write(tmp_path, "round.json", _broken(lambda d: d["scores"]["Ann"].pop()))
    line = assert_refused(run("score", path, "--format", "stroke"))
    assert line == f"golfstudio: {path}: Ann has 17 scores for 18 holes"


def test_missing_file(run: Run, tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere.json")
    assert_refused(run("score", missing, "--format", "stroke"), missing, "cannot read")


def test_tournament_names_the_bad_file(run: Run, tmp_path: Path) -> None:
    good = write(tmp_path, "day1.json", round_file({"Ann": [4, 4], "Bob": [4, 4]}))
    bad = write(tmp_path, "day2.json", round_file({"Ann": [4, "x"], "Bob": [4, 4]}))
    assert_refused(run("score", good, bad, "--format", "tournament"), "day2.json", "hole 2")
    other = write(tmp_path, "day3.json", round_file({"Ann": [4, 4], "Eve": [4, 4]}))
    assert_refused(run("score", good, other, "--format", "tournament"),
                   f"{other} must have the same players as {good}")


def test_one_round_formats_refuse_several_files(run: Run, tmp_path: Path) -> None:
    path = write(tmp_path, "r.json", ultimate())
    assert_refused(run("score", path, path, "--format", "match"), "match scores one round")


def test_format_is_required(run: Run, tmp_path: Path) -> None:
    assert_refused(run("score", write(tmp_path, "r.json", ultimate())), "--format")


# --- a real process ------------------------------------------------------------------------


def _process(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "golfstudio.cli", *argv], capture_output=True,
                          text=True, cwd=ROOT, timeout=60, check=False)


def test_real_process_prints_json(tmp_path: Path) -> None:
    done = _process("score", write(tmp_path, "r.json", ultimate()), "--format", "match")
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["result"] == "Bob won 1 up"


def test_real_process_refuses_bad_input_without_a_traceback(tmp_path: Path) -> None:
    done = _process("score", write(tmp_path, "r.json", "[1, 2"), "--format", "skins")
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert "not valid JSON" in done.stderr
    assert "Traceback" not in done.stderr
