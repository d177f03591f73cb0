"""Entry rules per game, the bundled scorecard courses and installing them in a store."""

from __future__ import annotations

from pathlib import Path

import pytest

from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.gamenight import EntryError
from golfstudio.gamenight.courses import bundled_scorecard_courses, install_bundled
from golfstudio.gamenight.entry import entry_rule
from golfstudio.store import open_store


@pytest.mark.parametrize(("game", "good", "bad"), [
    ("golf", [1, 9, 14, 30], [0, -1]),
    ("ultimate", [1, 12], [0]),
    ("carambole", [1, 10], [0, 11]),
    ("dicegolf", [1, 10], [0, 11]),
    ("playnine", [-20, 0, 45], []),
])
def test_ranges(game: str, good: list[int], bad: list[int]) -> None:
    rule = entry_rule(game)
    for value in good:
        assert rule.check(value) == value
    for value in bad:
        with pytest.raises(EntryError, match=f"in {game}"):
            rule.check(value)


def test_carambole_limit_of_a_linked_course() -> None:
    assert entry_rule("carambole", 20).check(20) == 20
    with pytest.raises(EntryError, match="1 to 20"):
        entry_rule("carambole", 20).check(21)


def test_typing_completes_when_no_digit_can_follow() -> None:
    golf = entry_rule("golf")
    assert golf.complete("4") and not golf.complete("1") and golf.complete("12")
    assert entry_rule("dicegolf").complete("2") and not entry_rule("dicegolf").complete("1")
    assert all(entry_rule("carambole").complete(str(d)) for d in range(2, 10))
    nine = entry_rule("playnine")
    assert not nine.complete("-") and not nine.complete("7") and nine.complete("25")
    assert nine.complete("0") and nine.parse("-5") == -5


def test_ultimate_golf_course_is_the_rulebook_table() -> None:
    ultimate = next(c for c in bundled_scorecard_courses() if c.game == "ultimate")
    assert [si for _par, si in ultimate.holes] == [15, 13, 3, 11, 7, 1, 17, 9, 5, 6, 8, 16,
                                                   18, 4, 10, 14, 12, 2]
    pars = [par for par, _si in ultimate.holes]
    assert [h for h, p in enumerate(pars, 1) if p == 3] == [4, 8, 12, 17]
    assert pars[17] == 5 and ultimate.par == 69  # not 72: docs/game-night.md


def test_nine_hole_games_and_carambole() -> None:
    by_game = {c.game: c for c in bundled_scorecard_courses()}
    assert len(by_game["playnine"].holes) == 9 and len(by_game["dicegolf"].holes) == 9
    carambole = by_game["carambole"]
    assert len(carambole.holes) == len(bundled_courses())
    assert all(par == 3 for par, _si in carambole.holes)
    assert carambole.stroke_limits == tuple(load_bundled(b.id).stroke_limit
                                            for b in bundled_courses())


def test_install_is_idempotent(tmp_path: Path) -> None:
    with open_store(f"sqlite:///{tmp_path / 'a.db'}") as store:
        first = install_bundled(store)
        again = install_bundled(store)
        assert [c.id for c in first] == [c.id for c in again]
        assert len(store.courses()) == 4
        ultimate = store.find_course("Ultimate Golf", "ultimate")
        assert ultimate is not None and len(store.holes(ultimate.id or 0)) == 18
