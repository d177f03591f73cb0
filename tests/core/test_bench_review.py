"""The review benchmark plays a game, saves it and times its review in a fresh process; a
part of a game is scaled to the whole by its holes."""

from __future__ import annotations

import pytest

from golfstudio.bench.review import review_seconds


def test_a_carambole_game_is_reviewed_whole() -> None:
    found = review_seconds("carambole")
    assert (found["holes"], found["full_holes"], found["players"]) == (7, 7, 4)
    assert found["decisions"] > 4 * 7
    assert found["whole_game_seconds"] == found["seconds"] > 0


def test_part_of_an_ultimate_game_is_scaled_to_eighteen_holes() -> None:
    found = review_seconds("ultimate", holes=1)
    assert (found["holes"], found["full_holes"]) == (1, 18)
    assert found["whole_game_seconds"] == pytest.approx(found["seconds"] * 18, abs=0.01)
