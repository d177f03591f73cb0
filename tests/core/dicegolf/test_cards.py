"""The deck and weather vane file (resources/dicegolf/cards.json) and the bundled course: read,
range-checked, and a broken file named line by line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from golfstudio.dicegolf.bundled import bundled_course_ids, bundled_course_path, load_bundled
from golfstudio.dicegolf.cards import CardEffect, deck_from_data, default_deck, load_deck
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.validate import errors_of, validate
from golfstudio.resources import resource_path


def bundled() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource_path("dicegolf", "cards.json").read_text())
    return data


def test_the_bundled_deck_has_60_cards_and_an_eight_point_vane() -> None:
    deck = default_deck()
    assert deck.size == 60 and default_deck() is deck
    effects = {c.effect for c in deck.cards}
    assert effects == set(CardEffect)
    assert [c.metres for c in deck.cards if c.effect is CardEffect.GREEN] == [2, 4, 6]
    assert len(deck.vane) == 8 and sum(s.metres for s in deck.vane) == 0
    assert deck.kind("chance").count == 8 and deck.name("air-shot") == "Air shot"
    with pytest.raises(DiceGolfError, match="there is no card 'joker'"):
        deck.kind("joker")


def change(edit: Any) -> dict[str, Any]:
    data = bundled()
    edit(data)
    return data


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d["cards"][6].update(metres=0), "card green-2: metres must be at least 1, got 0"),
    (lambda d: d["cards"][6].pop("metres"), 'card green-2: a green card needs "metres"'),
    (lambda d: d["cards"][0].update(metres=2),
     'card hole-in-one: only a green card has "metres", not a hole-in-one card'),
    (lambda d: d["cards"][1].update(count="3"),
     'card green-in-one: count must be a whole number, got "3"'),
    (lambda d: d["cards"][2].update(effect="mulligan"), "card chance: unknown effect"),
    (lambda d: d["vane"][0].update(metres=500), "sector north: metres must be at most 100"),
    (lambda d: d["cards"][1].update(id="hole-in-one"),
     "two cards are called hole-in-one: give them different ids"),
    (lambda d: d["cards"][4].update(count=1),
     "the deck holds 51 cards; it needs 54 to 200 (9 for each of up to 6 players)"),
    (lambda d: d.update(vane=[]), "vane needs at least 1 item"),
    (lambda d: d.update(format="golfstudio.ultimate-cards"), "this is not a Dice Golf deck file"),
    (lambda d: d.update(version=2), "saved by a newer GolfStudio"),
])
def test_a_broken_deck_file_is_named_line_by_line(edit: Any, message: str) -> None:
    with pytest.raises(DiceGolfError) as raised:
        deck_from_data(change(edit), "cards.json")
    assert any(line.startswith("cards.json: ") and message in line
               for line in raised.value.lines()), raised.value.lines()


def test_a_deck_file_that_is_not_json_says_so(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text("{\"format\": ")
    with pytest.raises(DiceGolfError, match=r"^cards.json: "):
        load_deck(path)


def test_the_bundled_course_loads_without_errors() -> None:
    assert "default" in bundled_course_ids()
    course = load_bundled()
    assert len(course.holes) == 9 and not errors_of(validate(course))
    assert load_bundled("default") is course
    with pytest.raises(DiceGolfError, match='no bundled Dice Golf course "nine" '
                                            r'\(bundled: default\)'):
        bundled_course_path("nine")
