"""A finished game of Play Nine goes to the store as a round of Play Nine, negative scores and
all, under game night's own Play Nine card, and shows in game night's history."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from golfstudio.ai.playnine import SmartPlayer
from golfstudio.engine.play import play_out
from golfstudio.gamenight.courses import bundled_scorecard_courses
from golfstudio.gamenight.history_queries import night_summaries
from golfstudio.gamenight.played_round import played_round, write_round
from golfstudio.playnine.game import GameParams, PlayNineGame, PlayNineState
from golfstudio.store import Store, open_store


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store(f"sqlite:///{tmp_path / 'scores.db'}")
    try:
        yield opened
    finally:
        opened.close()


def finished_with_a_negative_hole() -> PlayNineState:
    game = PlayNineGame(GameParams(("Ann", "Bob", "Cy")))
    for seed in range(50):
        state = play_out(game.new_state(), [SmartPlayer() for _ in range(3)],
                         random.Random(seed))
        assert isinstance(state, PlayNineState)
        if any(s is not None and s < 0 for row in state.card() for s in row):
            return state
    pytest.fail("no hole under zero in 50 games of smart players")


def test_the_card_is_game_nights_play_nine_course() -> None:
    game = PlayNineGame(GameParams(("Ann", "Bob")))
    (bundled,) = [c for c in bundled_scorecard_courses() if c.game == "playnine"]
    assert (bundled.name, bundled.holes) == (game.card_name(), game.holes())
    short = PlayNineGame(GameParams(("Ann", "Bob"), 3))
    assert short.card_name() == "Play Nine (3 holes)" and short.holes() == ((0, 1), (0, 2),
                                                                            (0, 3))
    assert PlayNineGame(GameParams(("Ann", "Bob"), 1)).card_name() == "Play Nine (1 hole)"


def test_a_finished_game_is_a_round_in_the_store_and_the_history(store: Store) -> None:
    state = finished_with_a_negative_hole()
    record = played_round(state)
    assert record.game == "playnine" and record.course_name == "Play Nine"
    saved = write_round(store, record, date(2026, 11, 26))
    card = store.load_round_card(saved.round_id)
    for p, name in enumerate(("Ann", "Bob", "Cy")):
        assert card.scores[name] == tuple(row[p] for row in state.card())
    (summary,) = night_summaries(store, game="playnine")
    assert summary.players == ("Ann", "Bob", "Cy") and summary.complete_rounds == 1
    assert summary.course == "Play Nine"
