"""``golfstudio handicap strokes|index``: JSON on stdout, negative values as values."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.core.cli.running import run
from tests.core.scoring.examples import ULTIMATE_SI

SI = ",".join(map(str, ULTIMATE_SI))


def refused(result: tuple[int, str, str], fragment: str) -> None:
    code, out, err = result
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert err.startswith("golfstudio: ")
    assert fragment in err


def test_strokes_rulebook_check(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "handicap", "strokes", "--si", SI, "--handicap", "3")
    assert (code, err) == (0, "")
    strokes = json.loads(out)["strokes"]
    assert [hole for hole, s in enumerate(strokes, 1) if s] == [3, 6, 18]


def test_negative_handicap_is_a_value(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse takes -3 as the option's value: no option here looks like a negative number."""
    code, out, _ = run(capsys, "handicap", "strokes", "--si", SI, "--handicap", "-3")
    assert code == 0
    strokes = json.loads(out)["strokes"]
    assert {hole: s for hole, s in enumerate(strokes, 1) if s} == {7: -1, 12: -1, 13: -1}
    code, out, _ = run(capsys, "handicap", "strokes", "--handicap=-1", "--si", "2,1,3")
    assert json.loads(out) == {"strokes": [0, 0, -1]}


def test_index(capsys: pytest.CaptureFixture[str]) -> None:
    values = [str(10 + k) for k in reversed(range(20))]
    code, out, err = run(capsys, "handicap", "index", *values)
    assert (code, err) == (0, "")
    assert json.loads(out) == {"index": 13.5, "used": 8, "count": 20}


def test_index_with_negative_differentials(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "handicap", "index", "-1.5", "2", "3.0")
    assert code == 0
    assert json.loads(out) == {"index": -3.5, "used": 1, "count": 3}


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["handicap", "index", "10", "12"], "at least 3 score differentials, got 2"),
        (["handicap", "index"], "at least 3 score differentials, got 0"),
        (["handicap", "index", "10", "abc", "12"], "score differential 2 ('abc') is not a number"),
        (["handicap", "index", "10", "nan", "12"], "score differential 2 ('nan')"),
        (["handicap", "strokes", "--si", "1,2,2", "--handicap", "1"], "permutation of 1..3"),
        (["handicap", "strokes", "--si", "1,x", "--handicap", "1"], "stroke index 'x'"),
        (["handicap", "strokes", "--si", "1,2", "--handicap", "two"], "'two' is not a whole"),
        (["handicap", "strokes", "--si", "1,2"], "--handicap"),
        (["handicap"], "required"),
    ],
)
def test_bad_input_is_refused(capsys: pytest.CaptureFixture[str], argv: list[str],
                              fragment: str) -> None:
    refused(run(capsys, *argv), fragment)


# --- every number range-checked (issue 27 §12) -------------------------------------------

@pytest.mark.parametrize("value", ["1e30", "-1e30", "1e300", "nan", "inf", "-inf", "201",
                                   "-100.1", "12abc", ""])
def test_a_differential_out_of_range_is_one_line(capsys: pytest.CaptureFixture[str],
                                                 value: str) -> None:
    """Before: ``handicap index 1e30 1e30 1e30`` ended in decimal.InvalidOperation."""
    refused(run(capsys, "handicap", "index", "10", value, "12"), "score differential 2")


def test_the_bounds_themselves_are_taken(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "handicap", "index", "-100", "200", "200")
    assert code == 0 and json.loads(out)["count"] == 3


@pytest.mark.parametrize("value", ["201", "-101", "99999999999999999999", "1e3", "nan"])
def test_a_handicap_out_of_range_is_one_line(capsys: pytest.CaptureFixture[str],
                                             value: str) -> None:
    refused(run(capsys, "handicap", "strokes", "--si", "1,2,3", f"--handicap={value}"),
            "handicap")


@pytest.mark.parametrize("value", ["1," * 72 + "1", "99999999999999999999,1", "1,x"])
def test_stroke_indexes_out_of_range_are_one_line(capsys: pytest.CaptureFixture[str],
                                                  value: str) -> None:
    refused(run(capsys, "handicap", "strokes", "--si", value, "--handicap", "3"),
            "stroke ind")


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(numbers=st.lists(st.one_of(st.floats(allow_nan=True, allow_infinity=True).map(repr),
                                  st.integers().map(str), st.text(max_size=8)),
                        min_size=3, max_size=25),
       handicap=st.one_of(st.integers().map(str), st.floats().map(repr)))
def test_fuzzed_numbers_end_in_a_result_or_one_line(capsys: pytest.CaptureFixture[str],
                                                    numbers: list[str],
                                                    handicap: str) -> None:
    """Whatever is typed: exit 0 with JSON, or exit 2 with one line — never a traceback."""
    numbers = [n if not n.startswith("-") else " " + n for n in numbers]  # values, not options
    for argv in (["handicap", "index", "--", *numbers],
                 ["handicap", "strokes", "--si", "2,1,3", f"--handicap={handicap}"]):
        code, out, err = run(capsys, *argv)
        if code == 0:
            json.loads(out)
            assert err == ""
        else:
            assert (code, out) == (2, "")
            assert len(err.splitlines()) == 1, err


# --- course handicaps and differentials from a tee (revision r0007, docs/scoring.md) -----


@pytest.mark.parametrize(("argv", "expected"), [
    (["course", "12.4", "--slope", "125", "--rating", "71.2", "--par", "72"],
     {"course_handicap": 13, "index": 12.4, "slope": 125, "rating": 71.2, "par": 72,
      "holes": 18}),
    (["course", "12.5"],  # tabletop: rating = par, slope 113 → the index, half up
     {"course_handicap": 13, "index": 12.5, "slope": 113, "rating": None, "par": None,
      "holes": 18}),
    (["course", "-1.5", "--slope", "113"],
     {"course_handicap": -2, "index": -1.5, "slope": 113, "rating": None, "par": None,
      "holes": 18}),
    (["course", "14", "--slope", "125", "--rating", "36.0", "--par", "36", "--holes", "9"],
     {"course_handicap": 8, "index": 14.0, "slope": 125, "rating": 36.0, "par": 36,
      "holes": 9}),
    (["differential", "45", "--slope", "125", "--rating", "36.0", "--par", "36", "--holes",
      "9", "--index", "14"],
     {"differential": 16.6, "holes": 9, "expected_other_nine": 8.48}),
    (["differential", "85", "--slope", "125", "--rating", "71.2", "--par", "72"],
     {"differential": 12.5, "holes": 18, "expected_other_nine": None}),
])
def test_course_handicap_and_differential(capsys: pytest.CaptureFixture[str], argv: list[str],
                                          expected: dict[str, object]) -> None:
    code, out, err = run(capsys, "handicap", *argv)
    assert (code, err) == (0, "")
    assert json.loads(out) == expected


@pytest.mark.parametrize(("argv", "fragment"), [
    (["course", "60"], "handicap index '60' is outside -10 to 54"),
    (["course", "abc"], "handicap index 'abc' is not a number"),
    (["course", "12", "--rating", "71.2"], "needs the course's par: add --par"),
    (["course", "12", "--slope", "200"], "slope rating is a whole number from 55 to 155"),
    (["course", "12", "--slope", "54", "--rating", "71.2", "--par", "72"], "from 55 to 155"),
    (["course", "12", "--rating", "35.0", "--par", "72"], "too far from par 72"),
    (["course", "12", "--rating", "inf", "--par", "72"], "course rating 'inf' is not a number"),
    (["course", "12", "--holes", "12"], "invalid choice"),
    (["differential", "85", "--slope", "125", "--par", "72"], "--rating"),
])
def test_bad_tee_input_is_refused(capsys: pytest.CaptureFixture[str], argv: list[str],
                                  fragment: str) -> None:
    refused(run(capsys, "handicap", *argv), fragment)
