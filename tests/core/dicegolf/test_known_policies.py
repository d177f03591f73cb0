"""The bundled holes' shipped policy values: exactly what ``solve`` finds today (so a change
of a hole or of the rules that leaves the file behind fails here), used for bundled holes
only, and a policy made from them decides as the solved one does."""

from __future__ import annotations

import random

import numpy as np
import pytest

from golfstudio.dicegolf import known_policies
from golfstudio.dicegolf.bundled import bundled_course_ids, load_bundled
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.known_policies import known_values, policy_of
from golfstudio.dicegolf.policy import Policy, solve
from golfstudio.dicegolf.rules import rolls_fifth_die
from golfstudio.dicegolf.throw import FACES, FIFTH_DIE

HOLES = [hole for course in bundled_course_ids() for hole in load_bundled(course).holes]


@pytest.mark.parametrize("number", range(len(HOLES)))
def test_the_shipped_values_are_what_solve_finds(number: int) -> None:
    hole = HOLES[number]
    shipped = known_values(hole)
    assert shipped is not None, "run python3 -m tools.dicegolf_policies"
    solved = solve(hole)
    assert np.array_equal(shipped, solved.values)
    made = policy_of(hole)
    rng = random.Random(number)
    for _ in range(300):
        position = rng.randrange(hole.end_of_terrain)
        throws = rng.randrange(10)
        if position == hole.length:
            continue
        fifth = rolls_fifth_die(hole, position)
        dice = [rng.choice(FACES) for _ in range(4)]
        if fifth:
            dice.append(rng.choice(FIFTH_DIE))
        assert made.change_sign(position, throws, dice) == solved.change_sign(position, throws,
                                                                                dice)
        try:
            expected = solved.keep(position, throws, dice)
        except DiceGolfError:
            with pytest.raises(DiceGolfError):
                made.keep(position, throws, dice)
        else:
            assert made.keep(position, throws, dice) == expected
            assert made.keep_costs(position, throws, dice) == solved.keep_costs(position,
                                                                                throws, dice)


def test_an_edited_hole_is_solved_not_read() -> None:
    hole = HOLES[0].model_copy(update={"par": HOLES[0].par + 1})
    assert known_values(hole) is None
    assert policy_of(hole).values[0, 0] == pytest.approx(solve(HOLES[0]).values[0, 0])


def test_broken_values_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    hole = HOLES[0]
    monkeypatch.setattr(known_policies, "_known",
                        lambda: {known_policies.hole_key(hole): np.full((3, 3), 1.0)})
    with pytest.raises(DiceGolfError, match="broken"):
        known_values(hole)
    with pytest.raises(DiceGolfError, match="must be"):
        Policy.from_values(hole, np.zeros((3, 3)))
