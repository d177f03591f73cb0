"""Golden saved games: files written by ``golfstudio simulate … --save`` replay, through the
engine of today, to the very scores they had when they were played. A change to the rules
that alters any shot of them fails here, and must say why in the files it regenerates."""

from __future__ import annotations

from pathlib import Path

import pytest

from golfstudio.engine.saved_game import load_saved_game

GOLDEN = Path(__file__).parent / "golden"

EXPECTED = {
    # file: (actions, {player: (scores per course…)})
    "carambole-basic-two-courses.json": (58, {"greedy-1": (5, 3), "random-2": (9, 10)}),
    "carambole-mode-three-players.json": (41, {"greedy-1": (3,), "random-2": (10,),
                                               "best-3": (6,)}),
    "carambole-linked-best.json": (19, {"best-1": (9,)}),
    "playnine-three-players.json": (251, {"smart-1": (3, 8, 3), "greedy-2": (8, 24, 29),
                                          "random-3": (45, 46, 55)}),
    "playnine-play-off.json": (124, {"greedy-1": (18,), "smart-2": (18,)}),
    # Re-recorded (same course, seed and AIs) when fair play became only for a blocked ball.
    "dicegolf-no-cards.json": (191, {"greedy-1": (10, 11), "random-2": (14, 12)}),
    "dicegolf-cards-three-players.json": (297, {"greedy-1": (6, 10), "random-2": (14, 17),
                                                "greedy-3": (7, 12)}),
}


def test_every_golden_file_is_listed() -> None:
    assert sorted(p.name for p in GOLDEN.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_game_replays_to_its_scores(name: str) -> None:
    saved = load_saved_game(GOLDEN / name)
    state = saved.replay()
    actions, scores = EXPECTED[name]
    assert state.is_over() and len(saved.actions) == actions
    names = state.game.player_names()
    card = state.card()
    assert {n: tuple(row[p] for row in card) for p, n in enumerate(names)} == scores
    assert state.scores() == tuple(sum(scores[n]) for n in names)


def test_a_tied_play_nine_game_is_won_in_the_play_off() -> None:
    state = load_saved_game(GOLDEN / "playnine-play-off.json").replay()
    assert state.scores() == (18, 18)
    assert state.playoff_card() == ((11, 9),)  # type: ignore[attr-defined]
    assert state.winners() == (1,)


def test_dice_golf_cards_still_held_are_penalties_on_the_last_hole() -> None:
    state = load_saved_game(GOLDEN / "dicegolf-cards-three-players.json").replay()
    assert state.card_penalties() == (3, 3, 4)  # type: ignore[attr-defined]
    assert state.card()[-1] == (10, 17, 12) and state.winners() == (0,)
