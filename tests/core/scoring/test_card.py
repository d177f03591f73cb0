"""RoundCard: the round-file object is read and every bad value is named."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from golfstudio.engine import registry
from golfstudio.engine.registry import GAMES, GameInfo, ScoreRange, game_info
from golfstudio.scoring.card import Hole, Player, RoundCard
from golfstudio.scoring.errors import ScoreError
from tests.core.scoring.examples import ANN, ULTIMATE_PARS, round_file, ultimate


def test_from_dict_reads_the_ultimate_round() -> None:
    card = RoundCard.from_dict(ultimate())
    assert card.pars == tuple(ULTIMATE_PARS)
    assert card.players == (Player("Ann", 3), Player("Bob", 0))
    assert card.scores["Ann"] == tuple(ANN)
    assert card.teams == ()
    assert card.game == "golf"
    assert card.strokes(3)[5] == 1  # hole 6 is SI 1


def test_cards_are_values() -> None:
    assert RoundCard.from_dict(ultimate()) == RoundCard.from_dict(ultimate())
    assert hash(RoundCard.from_dict(ultimate())) == hash(RoundCard.from_dict(ultimate()))


def test_the_card_keeps_its_own_copy_of_the_scores() -> None:
    rows = {"Ann": [4, 4]}
    card = RoundCard(holes=(Hole(4, 1), Hole(4, 2)), players=(Player("Ann"),),
                     scores=rows)  # type: ignore[arg-type]
    rows["Ann"][0] = 9
    assert card.scores["Ann"] == (4, 4)


def test_play_nine_allows_zero_and_negative_scores() -> None:
    data = round_file({"Ann": [-3, 0, 12]}, game="playnine")
    assert RoundCard.from_dict(data).scores["Ann"] == (-3, 0, 12)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_a_hole_may_score_as_low_as_the_registry_says(info: GameInfo) -> None:
    """The least score of a hole, and of its par, is the registry's ``score_range.minimum``:
    a card total (no least score) may be anything; a stroke count not below its least."""
    least = info.score_range.minimum
    lowest = -5 if least is None else least
    card = RoundCard.from_dict(round_file({"Ann": [lowest, lowest, lowest]}, game=info.id))
    assert card.scores["Ann"] == (lowest,) * 3
    if least is not None:
        with pytest.raises(ScoreError, match=f"in {info.title} a hole takes at least {least}"):
            RoundCard.from_dict(round_file({"Ann": [least - 1, least, least]}, game=info.id))


def test_the_least_score_follows_a_changed_registry_entry(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No game name in the card's checks: give golf card totals and a zero is a score."""
    changed = dataclasses.replace(game_info("golf"), score_range=ScoreRange(None, None))
    monkeypatch.setitem(registry._BY_ID, "golf", changed)
    assert RoundCard.from_dict(round_file({"Ann": [0, -2, 4]})).scores["Ann"] == (0, -2, 4)


def _with(change: Any) -> dict[str, Any]:
    data = round_file({"Ann": [4, 5, 3], "Bob": [4, 4, 4]}, teams=[["Ann", "Bob"]])
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.clear(), 'not a GolfStudio file (no "format" key) nor a round file'),
        (lambda d: d.update(game=None, holes=None, players=None, scores=None) or d.clear()
         or d.update(format="golfstudio.ultimate", version=2),
         'this is not a round file (format "golfstudio.ultimate"'),
        (lambda d: d.pop("holes"), "'holes' must be a list, got null"),
        (lambda d: d.update(holes=[]), "at least one hole"),
        (lambda d: d["holes"][1].pop("si"), "hole 2 has no 'si'"),
        (lambda d: d["holes"][0].update(par="four"),
         'hole 1: par must be a whole number, got "four"'),
        (lambda d: d["holes"][0].update(par=0), "hole 1: par must be at least 1"),
        (lambda d: d["holes"][2].update(si=1), "stroke indexes must be a permutation of 1..3"),
        (lambda d: d["players"].append({"name": "Ann"}), "player name Ann is given twice"),
        (lambda d: d["players"][0].update(handicap=2.5), "handicap of Ann must be a whole number"),
        (lambda d: d["players"][0].update(name=""), "name must be non-empty"),
        (lambda d: d["players"].append({"nom": "Cat"}), "player 3 must be an object with a 'name'"),
        (lambda d: d["scores"].pop("Bob"), "no scores for player Bob"),
        (lambda d: d["scores"].update(Eve=[1, 2, 3]), 'scores are given for "Eve"'),
        (lambda d: d["scores"]["Bob"].pop(), "Bob has 2 scores for 3 holes"),
        (lambda d: d["scores"].update(Bob="444"), "the scores of Bob must be a list"),
        (lambda d: d["scores"]["Ann"].__setitem__(1, "x"),
         'score of Ann on hole 2 must be a whole number, got "x"'),
        (lambda d: d["scores"]["Ann"].__setitem__(1, True), "score of Ann on hole 2"),
        (lambda d: d["scores"]["Ann"].__setitem__(2, 0),
         "score of Ann on hole 3 is 0: in Golf a hole takes at least 1 stroke"),
        (lambda d: d.update(scores=[]), "'scores' must be an object"),
        (lambda d: d.update(teams=[["Ann", "Zed"]]), 'team 1: "Zed" is not a player'),
        (lambda d: d.update(teams=[["Ann"], ["Ann", "Bob"]]), "Ann is in team 1 and team 2"),
        (lambda d: d.update(teams=[[]]), "team 1 has no players"),
        (lambda d: d.update(teams="Ann"), "'teams' must be a list"),
        (lambda d: d.update(game=9), "'game' must be text"),
        (lambda d: d.update(game="chess"), "unknown game 'chess' (known: golf, ultimate"),
        (lambda d: d.update(game="dicegolf") or d["holes"][0].update(par=0),
         "hole 1: par must be at least 1, got 0"),
    ],
)
def test_bad_round_files_are_refused_with_a_named_problem(change: Any, message: str) -> None:
    with pytest.raises(ScoreError) as caught:
        RoundCard.from_dict(_with(change))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_round_file_is_an_object() -> None:
    with pytest.raises(ScoreError, match="JSON object"):
        RoundCard.from_dict([1, 2])


def test_a_multiline_name_is_refused() -> None:
    with pytest.raises(ScoreError, match="one line"):
        Player("Ann\nBob")
