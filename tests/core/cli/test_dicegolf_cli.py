"""``golfstudio dicegolf throw``: a throw's distance and bonus, a formula's distribution."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from tests.core.cli.running import ok, refused


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
