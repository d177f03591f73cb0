"""The one registry of games: its facts agree with the store and with each engine."""

from __future__ import annotations

import importlib

import pytest

from golfstudio.engine.errors import GameError
from golfstudio.engine.registry import (
    GAMES,
    Offer,
    ai_players,
    cli_setup,
    engine_games,
    game_ids,
    game_info,
    game_type,
)
from golfstudio.store import Game as StoreGame


def test_the_store_knows_exactly_the_registered_games() -> None:
    assert set(game_ids()) == {g.value for g in StoreGame}


def test_facts_are_sane() -> None:
    for info in GAMES:
        assert info.min_players >= 1 and info.max_players >= info.min_players
        assert Offer.SCORECARD in info.offers
        assert Offer.PLAY not in info.offers or info.engine is not None
        assert (info.engine is None) == (not info.ais) == (info.cli is None)


def test_every_engine_loads_with_its_ais_and_options() -> None:
    for info in engine_games():
        assert game_type(info.id) is not None
        assert ai_players(info.id)
        for ai in info.ais:  # each factory path names a function of its module
            module, _, name = ai.factory.partition(":")
            assert callable(getattr(importlib.import_module(module), name)), ai
        assert cli_setup(info.id) is not None


def test_unknown_and_engine_less_games_are_refused_in_words() -> None:
    with pytest.raises(GameError, match=r"unknown game 'chess' \(known: golf, ultimate"):
        game_info("chess")
    with pytest.raises(GameError, match="PBM Golf has no engine in the studio"):
        game_type("pbm")
    assert ai_players("pbm") == {}
