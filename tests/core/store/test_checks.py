"""The store's checks read the one registry of games: which games there are and the least
score of a hole, so a new game or a changed range needs no second list here."""

from __future__ import annotations

import dataclasses

import pytest

from golfstudio.engine import registry
from golfstudio.engine.registry import GAMES, GameInfo, ScoreRange, game_info
from golfstudio.store import Game, StoreError, checks


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_every_registered_game_is_a_store_game_with_its_least_score(info: GameInfo) -> None:
    of_game = checks.game(info.id)
    assert of_game is Game(info.id)
    least = info.score_range.minimum
    if least is None:
        assert checks.strokes(of_game, -7, "of Ann on hole 1") == -7
        assert checks.holes(of_game, [(-2, 1), (0, 2)]) == [(-2, 1), (0, 2)]
        return
    assert checks.strokes(of_game, least, "of Ann on hole 1") == least
    with pytest.raises(StoreError, match=f"is {least - 1}: in {info.title} a hole takes at "
                                         f"least {least} stroke"):
        checks.strokes(of_game, least - 1, "of Ann on hole 1")
    with pytest.raises(StoreError, match=f"hole 2: par must be at least {least}"):
        checks.holes(of_game, [(least, 1), (least - 1, 2)])


def test_unknown_games_are_named_with_the_registry_list() -> None:
    with pytest.raises(StoreError, match=r"unknown game 'chess' \(games: golf, ultimate, "):
        checks.game("chess")
    with pytest.raises(StoreError, match="unknown game 3"):
        checks.game(3)


def test_a_registered_game_the_database_lacks_asks_for_a_migration(
        monkeypatch: pytest.MonkeyPatch) -> None:
    new = dataclasses.replace(game_info("dicegolf"), id="yacht", title="Yacht Golf")
    monkeypatch.setitem(registry._BY_ID, "yacht", new)
    with pytest.raises(StoreError, match="no place for Yacht Golf rounds yet: it needs a "
                                         "migration"):
        checks.game("yacht")


def test_the_least_score_follows_a_changed_registry_entry(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._BY_ID, "pbm", dataclasses.replace(
        game_info("pbm"), score_range=ScoreRange(None, None)))
    assert checks.strokes(Game.PBM, 0, "of Ann on hole 1") == 0
    monkeypatch.setitem(registry._BY_ID, "pbm", dataclasses.replace(
        game_info("pbm"), score_range=ScoreRange(3, None)))
    with pytest.raises(StoreError, match="in PBM Golf a hole takes at least 3 strokes"):
        checks.strokes(Game.PBM, 2, "of Ann on hole 1")
