"""Entry rules per game, the bundled scorecard courses and installing them in a store."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.engine import registry
from golfstudio.engine.registry import GAMES, GameInfo, ScoreRange, game_info
from golfstudio.gamenight import EntryError
from golfstudio.gamenight.courses import bundled_scorecard_courses, install_bundled
from golfstudio.gamenight.entry import counts_strokes, entry_rule
from golfstudio.store import open_store


@pytest.mark.parametrize(("game", "good", "bad"), [
    ("golf", [1, 9, 14, 30], [0, -1]),
    ("ultimate", [1, 12], [0]),
    ("carambole", [1, 10], [0, 11]),
    ("dicegolf", [1, 10, 37], [0, -3]),
    ("playnine", [-20, 0, 45], []),
    ("pbm", [1, 40], [0]),
])
def test_ranges(game: str, good: list[int], bad: list[int]) -> None:
    rule = entry_rule(game)
    for value in good:
        assert rule.check(value) == value
    for value in bad:
        with pytest.raises(EntryError, match=f"in {game_info(game).title} "):
            rule.check(value)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_registered_game_enters_exactly_its_score_range(info: GameInfo) -> None:
    """The rule is the registry's range: its bounds admitted, one past each refused."""
    rule = entry_rule(info.id)
    bounds = info.score_range
    assert (rule.minimum, rule.maximum) == (bounds.minimum, bounds.maximum)
    for value in range(-30, 41):
        if bounds.admits(value):
            assert rule.check(value) == value
        else:
            with pytest.raises(EntryError, match=f"in {info.title} "):
                rule.check(value)
    assert counts_strokes(info.id) == (bounds.minimum is not None)


def test_the_rule_follows_a_changed_registry_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """No game name in the logic: give Dice Golf another range and its rule follows."""
    changed = dataclasses.replace(game_info("dicegolf"), score_range=ScoreRange(2, 6))
    monkeypatch.setitem(registry._BY_ID, "dicegolf", changed)
    rule = entry_rule("dicegolf")
    assert (rule.minimum, rule.maximum, rule.quick_max) == (2, 6, 6)
    with pytest.raises(EntryError, match="in Dice Golf a hole scores 2 to 6"):
        rule.check(7)
    open_ended = dataclasses.replace(changed, score_range=ScoreRange(None, None))
    monkeypatch.setitem(registry._BY_ID, "dicegolf", open_ended)
    assert entry_rule("dicegolf").check(-4) == -4 and not counts_strokes("dicegolf")


@pytest.mark.parametrize(("bounds", "quick_max", "complete", "waiting"), [
    (ScoreRange(1, 10), 10, ["2", "9", "10", "0"], ["1"]),
    (ScoreRange(1, 30), 30, ["4", "30"], ["1", "2", "3"]),
    (ScoreRange(1, None), 19, ["2", "9", "12", "19"], ["1", "-"]),
    (ScoreRange(None, None), 99, ["25", "-12", "0"], ["7", "-7", "-", "1"]),
    (ScoreRange(None, 5), 5, ["1", "5", "-3"], []),
])
def test_the_typing_range_comes_from_the_score_range(
        monkeypatch: pytest.MonkeyPatch, bounds: ScoreRange, quick_max: int,
        complete: list[str], waiting: list[str]) -> None:
    """Bounded: type up to the maximum; strokes without a maximum: 1–19 (a first digit of
    2–9 saves at once); no least score (card totals): -99..99."""
    monkeypatch.setitem(registry._BY_ID, "golf",
                        dataclasses.replace(game_info("golf"), score_range=bounds))
    rule = entry_rule("golf")
    assert rule.quick_max == quick_max
    assert [text for text in complete if not rule.complete(text)] == []
    assert [text for text in waiting if rule.complete(text)] == []


def test_an_unknown_game_has_no_rule() -> None:
    with pytest.raises(EntryError, match=r"unknown game 'chess' \(known: golf, "):
        entry_rule("chess")


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
    assert [h for h, p in enumerate(pars, 1) if p == 5] == [6, 11, 14, 18]
    assert ultimate.par == 72


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


def test_a_bundled_course_of_a_game_the_registry_does_not_know_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from golfstudio.gamenight import courses

    (tmp_path / "chess.json").write_text(
        '{"format": "golfstudio.scorecard-course", "version": 1, "name": "Board",'
        ' "game": "chess", "holes": [{"par": 3, "si": 1}]}', encoding="utf-8")
    monkeypatch.setattr(courses, "resource_path", lambda *_parts: tmp_path / "chess.json")
    with pytest.raises(EntryError, match=r"chess\.json cannot be read: game: unknown game 'chess'"):
        courses._read("chess.json")
