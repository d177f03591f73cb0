"""``golfstudio ultimate shot COURSE --hole N --from X,Y --card CARD --aim X,Y --roll S``.

Output is checked through ``golfstudio.cli.main``: the outcome as JSON with stable keys; bad
input exits 2 with one line on stderr naming the problem and nothing on stdout.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golfstudio.cli import main
from tests.core.cli.running import run

COURSE = str(Path(__file__).parents[1] / "ultimate" / "data" / "two_holes.json")

KEYS = ["card", "roll", "row", "recovery_iron", "recovery_penalty", "origin", "aim",
        "landing", "carry", "off_line", "side", "lie", "situation", "to_flag", "putt_band",
        "carried_over", "penalty_strokes", "relief", "replay_from", "unplayable",
        "holed_check", "holed", "on_lip", "distance_feet"]


def outcome(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, "ultimate", "shot", COURSE, *argv)
    assert (code, err) == (0, "")
    data: dict[str, Any] = json.loads(out)
    return data


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, "ultimate", "shot", *argv)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1, err
    assert err.startswith("golfstudio: ")
    return err.strip()


def test_a_tee_shot_over_the_pond_prints_its_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    data = outcome(capsys, "--hole", "1", "--from", "0,0", "--card", "7-iron",
                   "--aim", "0,155", "--roll", "11", "--first-shot")
    assert list(data) == KEYS
    assert data["row"] == {"sum": 11, "carry": 150, "factor": 1, "side": "left",
                           "special": None}
    assert data["carry"] == 150 and data["off_line"] == 18.75 and data["side"] == "left"
    assert data["landing"] == [-18.75, 148.82]
    assert data["lie"] == {"terrain": "fringe", "region": "f1"}
    assert data["situation"] == "chip"
    assert data["carried_over"] == ["w1"]
    assert (data["penalty_strokes"], data["relief"]) == (0, [])


def test_a_ball_in_the_pond_lists_the_local_rules_options(
        capsys: pytest.CaptureFixture[str]) -> None:
    data = outcome(capsys, "--hole", "1", "--from", "0,0", "--card", "7-iron",
                   "--aim", "0,155", "--roll", "4", "--first-shot")
    assert data["situation"] == "water" and data["penalty_strokes"] == 1
    assert data["relief"] == [{"relief": "replay-from-tee", "penalty": 1},
                              {"relief": "drop-zone", "at": [0, 50], "zone": None,
                               "penalty": 1}]


def test_out_of_bounds_replays_from_the_origin(capsys: pytest.CaptureFixture[str]) -> None:
    data = outcome(capsys, "--hole", "2", "--from", "0,0", "--card", "driver",
                   "--aim=-230,0", "--roll", "7", "--first-shot")  # off the board, left
    assert data["situation"] == "out-of-bounds"
    assert (data["penalty_strokes"], data["replay_from"]) == (1, [0, 0])


def test_a_recovery_names_its_iron(capsys: pytest.CaptureFixture[str]) -> None:
    # A negative coordinate is written --from=-40,100, or argparse takes it for an option.
    data = outcome(capsys, "--hole", "2", "--from=-40,100", "--card", "recovery",
                   "--iron", "8-iron", "--aim=-40,300", "--roll", "7")
    assert (data["recovery_iron"], data["recovery_penalty"], data["carry"]) == \
        ("8-iron", 10, 110)
    assert data["landing"] == [-40, 210]


def test_a_chip_reports_its_feet(capsys: pytest.CaptureFixture[str]) -> None:
    data = outcome(capsys, "--hole", "1", "--from", "0,137", "--card", "chip",
                   "--aim", "0,155", "--roll", "5")
    assert data["distance_feet"] == 10 and data["situation"] == "putting"
    assert data["putt_band"] == "from_10_to_20"


@pytest.mark.parametrize(("argv", "message"), [
    (["--card", "1-iron"],
     'golfstudio: there is no card "1-iron" in the set "Ultimate Golf club cards '
     '(GolfStudio default set)"'),
    (["--card", "putter"],
     "golfstudio: from the tee only woods and irons are played, not the Putter"),
    (["--card", "3-wood-fairway"],
     "golfstudio: from the tee the 3-wood is played with the 3-wood (tee) card"),
    (["--from", "2500,0"],
     "golfstudio: argument --from: the point 2500,0 is off the board: coordinates run from "
     "-2000 to 2000 yards"),
    (["--aim", "0,nan"],
     "golfstudio: argument --aim: the point 0,nan is off the board: coordinates run from "
     "-2000 to 2000 yards"),
    (["--from", "0;0"],
     "golfstudio: argument --from: a point is X,Y in yards (two numbers), not '0;0'"),
    (["--hole", "3"], "golfstudio: --hole: the course has holes 1 to 2, not 3"),
    (["--hole", "0"], "golfstudio: --hole: the course has holes 1 to 2, not 0"),
    (["--roll", "13"], "golfstudio: argument --roll: a roll of two dice is 2 to 12, not 13"),
    (["--roll", "1"], "golfstudio: argument --roll: a roll of two dice is 2 to 12, not 1"),
    (["--roll", "seven"], "golfstudio: argument --roll: 'seven' is not a whole number"),
    (["--aim", "0,0"], "golfstudio: the aim point (0, 0) is where the ball lies: aim "
     "somewhere else"),
])
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                               message: str) -> None:
    given = {"--hole": "1", "--from": "0,0", "--card": "7-iron", "--aim": "0,155",
             "--roll": "7"}
    given.update(dict(zip(argv[::2], argv[1::2], strict=True)))
    args = [part for pair in given.items() for part in pair]
    assert refused(capsys, COURSE, *args, "--first-shot") == message


def test_a_card_the_lie_does_not_allow_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    # (30, 150) is in the green-side bunker of hole 1.
    message = refused(capsys, COURSE, "--hole", "1", "--from", "30,150", "--card", "7-iron",
                      "--aim", "0,155", "--roll", "7")
    assert message == ("golfstudio: in this situation (green-side-bunker) the Green-side "
                       "bunker card is compulsory, not the 7-iron")


def test_a_missing_course_file_is_one_line(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    message = refused(capsys, str(tmp_path / "nowhere.json"), "--hole", "1", "--from", "0,0",
                      "--card", "7-iron", "--aim", "0,155", "--roll", "7")
    assert "nowhere.json" in message


def test_a_shot_on_the_bundled_course_by_its_id(capsys: pytest.CaptureFixture[str]) -> None:
    """``COURSE`` is a file or a bundled course's id, for ``shot`` as for ``show``."""
    assert main(["ultimate", "shot", "default", "--hole", "14", "--from=0,0", "--card",
                 "driver", "--aim=0,300", "--roll", "7", "--first-shot"]) == 0
    outcome = json.loads(capsys.readouterr().out)
    assert outcome["row"]["carry"] == 220
    assert main(["ultimate", "shot", "nowhere", "--hole", "1", "--from=0,0", "--card",
                 "driver", "--aim=0,300", "--roll", "7"]) == 2
    assert "nowhere: there is no such file, nor a bundled course" in capsys.readouterr().err


def test_a_pitch_that_stops_on_the_flag_covers_the_hole(
        capsys: pytest.CaptureFixture[str]) -> None:
    """§4, "tous les coups": the brief's example on the bundled hole 1 — the pitching wedge's
    straight 80-yard 7 from 80 yards short of the flag covers the hole and is re-rolled."""
    from golfstudio.ultimate.bundled import load_bundled

    flag = load_bundled().holes[0].flag
    assert flag is not None
    code, out, err = run(capsys, "ultimate", "shot", "default", "--hole", "1",
                         f"--from={flag.x:g},{flag.y - 80:g}", "--card", "pitching-wedge",
                         f"--aim={flag.x:g},{flag.y:g}", "--roll", "7")  # x may be negative
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["to_flag"] == 0.0 and data["holed_check"] and not data["on_lip"]
    assert not data["holed"] and data["relief"] == []
