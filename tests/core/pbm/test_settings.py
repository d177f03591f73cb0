"""A game's settings: the rulebook's defaults, lanes rolled again from a stored seed, random
parts' exact chances, and bad settings refused in words."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.settings import GameSettings, RandomPart, parse_part


def test_the_default_game_is_the_rulebooks() -> None:
    settings = GameSettings()
    assert settings.base_values == (100, 150, 200, 250, 300, 350)
    assert [str(p) for p in settings.random_parts] == ["1d3", "1d4", "1d6", "2d2", "2d3",
                                                       "2d4"]
    assert settings.club_limit == 350 and settings.longest == 358


def test_a_tournaments_lanes_are_rolled_again_from_its_seed() -> None:
    settings = GameSettings()
    lanes = settings.roll_lanes(2026)
    assert lanes == settings.roll_lanes(2026)
    assert all(base + 1 <= lane <= base + part.highest for lane, base, part in
               zip(lanes, settings.base_values, settings.random_parts, strict=True))
    rolled = {settings.roll_lanes(seed)[3] for seed in range(200)}
    assert rolled == {252, 253, 254}  # 2d2 on 250


def test_a_random_parts_chances_are_exact() -> None:
    assert parse_part("2d3").outcomes() == {2: Fraction(1, 9), 3: Fraction(2, 9),
                                           4: Fraction(1, 3), 5: Fraction(2, 9),
                                           6: Fraction(1, 9)}
    assert parse_part("2W4") == RandomPart(2, 4)  # the German "Würfel"
    assert sum(parse_part("10d100").outcomes().values()) == 1


def test_settings_round_trip_through_json() -> None:
    settings = GameSettings(club_limit=300)
    assert GameSettings.from_json(settings.to_json()) == settings


@pytest.mark.parametrize(("data", "message"), [
    ({"base_values": [100, 150]}, "a tournament has 6 lanes"),
    ({"random_parts": ["1d3"] * 5 + ["d6"]}, "a random part is written like 2d3"),
    ({"random_parts": ["1d3"] * 5 + ["11d6"]}, "a random part rolls 1 to 10 dice"),
    ({"club_limit": 10**9}, "the club limit is from 1 to 10,000"),
    ({"base_values": [100, 150, 200, 250, 300, 10**9]}, "lane 6: a base value"),
    ({"points": {"numerator": 0}}, "the points formula is numerator / (offset + place)"),
    ({"club_limit": "350"}, "club_limit is a whole number"),
])
def test_bad_settings_are_refused_in_words(data: dict[str, object], message: str) -> None:
    with pytest.raises(PbmError, match=re.escape(message)):
        GameSettings.from_json(data)
    with pytest.raises(PbmError, match="a seed is from 0"):
        GameSettings().roll_lanes(-1)
