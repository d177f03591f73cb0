"""Dead ends (dice-golf.md §3, "No dead ends on a course"): positions from which no throw
moves the ball without a penalty, those a ball can reach from the tee, and the bundled course
walked position by position."""

from __future__ import annotations

import pytest

from golfstudio.dicegolf.bundled import load_bundled
from golfstudio.dicegolf.dead_ends import (
    DeadEnd,
    _outcomes,
    dead_end_stretches,
    dead_ends,
    landings_from,
    reachable,
    stuck,
)
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.rules import blocked
from golfstudio.dicegolf.validate import Severity, dead_end_problems, stretch_of
from tests.core.dicegolf.tracks import cramped, short, track


def test_a_cramped_fairway_is_a_dead_end_the_tee_throw_reaches() -> None:
    # "B1 * 10 + B2 + 40" throws 51 m or more before the limit at 100 m (proximity from 70 m).
    hole = cramped()
    assert [m for m in range(hole.end_of_terrain) if stuck(hole, m)] == list(range(50, 70))
    assert all(blocked(hole, m) for m in range(50, 70))
    assert 64 in reachable(hole) and 50 not in reachable(hole)
    assert dead_ends(hole) == [(51, 56), (61, 66)]
    stretches = dead_end_stretches(hole)
    assert stretches[0] == DeadEnd(50, 50, False) and DeadEnd(51, 56, True) in stretches
    assert (stretches[0].start, stretches[-1].end) == (50, 69)


def test_the_green_water_and_the_hole_are_never_stuck_and_a_bunker_may_be() -> None:
    hole = track()
    assert not any(stuck(hole, m) for m in (41, 46, 180, 200, 219))  # pond, green, hole
    assert not stuck(hole, 23)  # a double bunker's way out moves 4 to 24 m
    # A double bunker right before a limit, outside the proximity zone: every way out of
    # it crosses the limit, and failing the double leaves it where it is.
    trapped = track(hazards=[{"start": 95, "end": 99, "kind": "bunker", "needs": "double"}],
                    proximity=[])
    assert stuck(trapped, 97) and not blocked(trapped, 97)  # fair play is for the fairway


def test_a_sign_change_can_reach_what_a_throw_as_written_does_not() -> None:
    # Past the limit at 10 m, "B1 * 10 + B2" turned into "B1 * 10 - B2" or "B1 - B2"… lands
    # short of where any throw as written does.
    hole = track(zones=[{"start": 0, "formula": "B1 * 10 + B2"},
                        {"start": 10, "formula": "B1 * 10 + B2"}],
                 proximity=[{"start": 0, "end": 29}], hazards=[])
    written = {landing.position for landing in landings_from(hole, 64, signs=False)}
    changed = {landing.position for landing in landings_from(hole, 64)}
    assert 64 + 4 in changed - written  # 1 * 10 − 6 = 4 m
    assert min(changed) < 64  # 1 − 6: back


def test_a_short_hole_has_no_dead_end() -> None:
    assert dead_end_stretches(short(45)) == ()


@pytest.mark.parametrize("number", range(1, 10))
def test_no_reachable_position_of_the_bundled_course_is_a_dead_end(number: int) -> None:
    """Every position a ball can reach on the bundled hole, through every roll, selection and
    sign change, has a throw that moves it without a penalty."""
    hole = load_bundled().holes[number - 1]
    found = reachable(hole)
    assert 0 in found and hole.length in found
    assert [m for m in sorted(found) if stuck(hole, m)] == []
    assert dead_ends(hole) == []


def test_reachable_dead_ends_are_warnings_naming_their_metres() -> None:
    problems = dead_end_problems(cramped(), 4)  # 50 m, which no ball reaches, is not named
    assert [p.severity for p in problems] == [Severity.WARNING] * 2
    assert problems[0].message == ("hole 4: from 51 to 56 m every throw crosses a limit or "
                                   "the end of terrain: a dead end a ball can reach from the "
                                   "tee")
    assert (problems[0].hole, problems[0].part) == (4, "dead end 51-56")
    assert stretch_of(problems[0].part) == (51, 56)
    assert stretch_of(problems[1].part) == (61, 66)
    assert stretch_of("hazard 2") is None and stretch_of("dead end 5") is None
    single = cramped(zones=[{"start": 0, "formula": "B1 * 0 + 65"},
                            {"start": 100, "formula": "B1 * 10 + B2"}])
    assert [p.message for p in dead_end_problems(single, 1)] == [
        "hole 1: at 65 m every throw crosses a limit or the end of terrain: a dead end a "
        "ball can reach from the tee"]


@pytest.mark.parametrize("hole", [track(), cramped(), load_bundled().holes[6]],
                         ids=["track", "cramped", "bundled-7"])
def test_the_walk_s_arrays_are_the_landings_one_by_one(hole: Hole) -> None:
    """The walk reads every throw's landing in arrays (``_outcomes``); they are
    ``landings_from``'s, which asks ``rules.move`` one distance at a time."""
    for start in range(hole.end_of_terrain):
        if start == hole.length:
            continue
        for signs in (False, True):
            one_by_one = {(hole.length if landing.holed else landing.position,
                           landing.penalties)
                          for landing in landings_from(hole, start, signs)}
            positions, penalties = _outcomes(hole, start, signs)
            assert set(zip(positions.tolist(), penalties.tolist(), strict=True)) == one_by_one
