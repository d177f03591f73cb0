"""Dice and cards: the bundled defaults, card arithmetic (fig. 20) and exact chances."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from golfstudio.carambole.errors import CourseError
from golfstudio.carambole.ruleset import (
    Card,
    Ruleset,
    default_ruleset,
    impulses_for_card,
    load_ruleset,
    ruleset_from_data,
)

RULES = default_ruleset()


def card(name: str) -> Card:
    return next(c for c in RULES.cards if c.name == name)


def test_default_dice_match_carambole_md() -> None:
    # carambole.md §2 Decision.
    assert {d.name: d.faces for d in RULES.dice} == {
        "white": (1, 2, 3, 4, 5, 6),
        "yellow": (3, 4, 5, 6, 7, 8),
        "green": (5, 6, 7, 8, 9, 10),
        "blue": (8, 9, 10, 11, 12, 13),
        "orange": (10, 11, 12, 13, 14, 15),
        "violet": (16, 20, 25, 30, 33, 36),
    }
    assert RULES.white == "white" and RULES.white_die.faces == (1, 2, 3, 4, 5, 6)


def test_default_cards() -> None:
    assert [(c.name, c.op, c.value) for c in RULES.cards] == [
        ("+3", "+", 3), ("+7", "+", 7), ("x2", "x", 2), ("x4", "x", 4), ("min", "-", 2)]


def test_fig_20_card_arithmetic() -> None:
    assert impulses_for_card(card("x4"), 4) == 16
    assert impulses_for_card(card("min"), 5) == 3
    assert impulses_for_card(card("+7"), 3) == 10
    assert impulses_for_card(card("+3"), 5) == 8  # the rulebook's "+3" example
    assert impulses_for_card(card("min"), 1) == 0  # never fewer than 0


@given(st.sampled_from(["+", "-", "x"]), st.integers(0, 40), st.integers(0, 40))
def test_a_card_never_gives_fewer_than_0(op: str, value: int, face: int) -> None:
    c = Card(name="c", op=op, value=value)  # type: ignore[arg-type]
    assert impulses_for_card(c, face) >= 0


def test_impulse_sources_list_every_face_with_probability_one_sixth() -> None:
    sources = RULES.impulse_sources()
    assert [s.name for s in sources] == [
        "white", "yellow", "green", "blue", "orange", "violet", "+3", "+7", "x2", "x4", "min"]
    for s in sources:
        assert len(s.outcomes) == 6
        assert sum(o.probability for o in s.outcomes) == 1
        assert sum(s.distribution().values()) == 1
    violet = sources[5]
    assert not violet.is_card
    assert [o.impulses for o in violet.outcomes] == [16, 20, 25, 30, 33, 36]
    minus = next(s for s in sources if s.name == "min")
    assert minus.is_card and minus.die.name == "white"
    assert [(o.face, o.impulses) for o in minus.outcomes] == [
        (1, 0), (2, 0), (3, 1), (4, 2), (5, 3), (6, 4)]
    assert minus.distribution() == {0: Fraction(1, 3), 1: Fraction(1, 6), 2: Fraction(1, 6),
                                    3: Fraction(1, 6), 4: Fraction(1, 6)}
    assert minus.expected_impulses() == Fraction(10, 6)
    assert next(s for s in sources if s.name == "x4").expected_impulses() == 14


def test_a_ruleset_must_name_its_white_die_and_unique_names() -> None:
    die = {"name": "d", "colour": "red", "faces": [1, 2, 3, 4, 5, 6]}
    with pytest.raises(CourseError) as caught:
        ruleset_from_data({"white": "d", "dice": [die, die],
                           "cards": [{"name": "c", "op": "+", "value": 1}] * 2})
    assert caught.value.messages == ("two of its dice are called d",)
    with pytest.raises(CourseError) as caught:
        ruleset_from_data({"dice": [die]})
    assert caught.value.messages == ('white die "white" is not one of its dice',)
    with pytest.raises(CourseError, match=r'^the ruleset has no die called "red"$'):
        RULES.die("red")


def test_ruleset_errors_name_the_die_or_card() -> None:
    with pytest.raises(CourseError) as caught:
        ruleset_from_data({"white": "d", "dice": [{"name": "d", "colour": "red",
                                                   "faces": [1, 2, 3, 4, 5]}],
                           "cards": [{"name": "/2", "op": "/", "value": 2}]})
    assert caught.value.messages == (
        "die d: faces needs at least 6 items, got 5",
        'card /2: unknown op "/" (expected +, - or x)',
    )
    with pytest.raises(CourseError, match=r"^a ruleset is a JSON object, got list$"):
        ruleset_from_data([])


def test_load_ruleset_reports_files_like_courses(tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(CourseError) as caught:
        load_ruleset(path)
    assert str(caught.value).startswith("rules.json: not valid JSON at line 1, column 2")
    with pytest.raises(CourseError, match=r"^missing\.json: cannot read the file"):
        load_ruleset(tmp_path / "missing.json")
    path.write_text(json.dumps(RULES.model_dump(mode="json")), encoding="utf-8")
    assert load_ruleset(path) == RULES
    assert isinstance(RULES, Ruleset)
