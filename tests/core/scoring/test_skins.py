"""Skins: unique lowest wins, ties carry over on request, leftover carry stays unawarded."""

from __future__ import annotations

import pytest

from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.skins import SkinHole, skins
from tests.core.scoring.examples import round_file

# hole 1 Ann; 2 all tie; 3 Bob; 4 and 5 Ann and Bob tie
FIVE = {"Ann": [3, 4, 4, 4, 4], "Bob": [4, 4, 3, 4, 4], "Cat": [4, 4, 5, 5, 4]}


def test_skins_without_carry_over() -> None:
    card = RoundCard.from_dict(round_file(FIVE))
    assert score(Format.SKINS, [card]) == {
        "format": "skins",
        "skins": {"Ann": 1, "Bob": 1, "Cat": 0},
        "holes": [
            {"hole": 1, "winner": "Ann", "value": 1},
            {"hole": 2, "winner": None, "value": 0},
            {"hole": 3, "winner": "Bob", "value": 1},
            {"hole": 4, "winner": None, "value": 0},
            {"hole": 5, "winner": None, "value": 0},
        ],
        "unawarded": 3,
    }


def test_carry_over_and_leftover_carry() -> None:
    """Hole 2's skin carries into 3 (Bob takes 2); the skins of 4 and 5 are still carried
    after the last hole: *Decision* they stay unawarded."""
    result = skins(FIVE, carry_over=True)
    assert result.holes == (
        SkinHole(1, "Ann", 1), SkinHole(2, None, 0), SkinHole(3, "Bob", 2),
        SkinHole(4, None, 0), SkinHole(5, None, 0),
    )
    assert dict(result.skins) == {"Ann": 1, "Bob": 2, "Cat": 0}
    assert result.unawarded == 2


def test_net_skins_use_full_handicaps() -> None:
    """Cat's 5 strokes on 5 holes: one on each, net 3 3 4 4 3. Hole 1 Ann and Cat tie;
    2 Cat; 3 Bob; 4 three-way tie; 5 Cat."""
    card = RoundCard.from_dict(round_file(FIVE, handicaps={"Cat": 5}))
    result = score(Format.SKINS, [card], Options(net=True))
    assert result["skins"] == {"Ann": 0, "Bob": 1, "Cat": 2}
    assert result["unawarded"] == 2


def test_live_skins_count_played_holes() -> None:
    result = skins({"Ann": [3, 4, None], "Bob": [4, 4, None]}, carry_over=True)
    assert [h.hole for h in result.holes] == [1, 2]
    assert result.unawarded == 1


def test_carry_over_is_refused_outside_skins() -> None:
    card = RoundCard.from_dict(round_file(FIVE))
    with pytest.raises(ScoreError, match="skins only, not to stroke"):
        score(Format.STROKE, [card], Options(carry_over=True))
