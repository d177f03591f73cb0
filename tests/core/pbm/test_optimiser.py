"""The club optimiser: exact expectations worked by hand, and the search finding a best set
that can be known."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.optimiser import expected_strokes, lane_chances, optimise
from golfstudio.pbm.settings import GameSettings, parse_part
from tests.core.cli.running import ok, refused

SMALL = GameSettings(base_values=(10,) * 6, random_parts=(parse_part("1d2"),) * 6,
                     club_limit=12)
"""Six lanes of 11 or 12 m, clubs up to 12: the clubs 12 and 11 play every lane in one."""


def test_a_lanes_lengths_come_with_their_exact_chances() -> None:
    assert lane_chances(SMALL) == [(11, Fraction(3)), (12, Fraction(3))]
    chances = lane_chances(GameSettings())
    assert sum(c for _, c in chances) == 6 and chances[0] == (101, Fraction(1, 3))


def test_the_expected_strokes_are_exact() -> None:
    # 11 = 12 - 1 (2 strokes) half the time, 12 in one: 6 lanes × 1.5
    assert expected_strokes((12, 1, 1, 1), SMALL) == 9
    assert expected_strokes((12, 11, 1, 1), SMALL) == 6


def test_the_search_finds_the_best_set_and_keeps_the_kept_clubs() -> None:
    found = optimise(SMALL, seconds=0.3)
    assert found.expected == 6 and {12, 11} <= set(found.clubs)
    kept = optimise(SMALL, keep=(5, 5), seconds=0.3)
    assert sorted(kept.clubs).count(5) >= 2 and kept.expected == 6
    whole = optimise(SMALL, keep=(12, 11, 3, 2), seconds=0.3)
    assert whole.clubs == (12, 11, 3, 2) and whole.starts == 1


def test_the_search_refuses_what_it_cannot_do() -> None:
    with pytest.raises(PbmError, match="keep at most 4 clubs, each from 1 to 12"):
        optimise(SMALL, keep=(13,))
    with pytest.raises(PbmError, match="the search takes"):
        optimise(SMALL, seconds=10**6)


def test_optimise_from_the_command_line(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    path = tmp_path / "small.json"
    path.write_text(json.dumps(SMALL.to_json()), "utf-8")
    report = json.loads(ok(capsys, "pbm", "optimise", "--settings", str(path), "--seconds",
                           "1"))
    assert report["expected"] == "6" and {12, 11} <= set(report["clubs"])
    path.write_text('{"club_limit": 0}', "utf-8")
    assert "small.json: the club limit is from 1 to 10,000, not 0" in refused(
        capsys, "pbm", "optimise", "--settings", str(path), "--seconds", "1")
