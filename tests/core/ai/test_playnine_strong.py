"""Play Nine's ``strong`` AI: its advice covers every legal decision, best first; it decides
from what its seat may see (cards nobody has seen never change a choice — checked for
``greedy`` and ``smart`` too); and it beats three smart players on a seeded match."""

from __future__ import annotations

import itertools
import math
import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from golfstudio.ai.playnine import GreedyPlayer, RandomPlayer, SmartPlayer
from golfstudio.ai.playnine_strong import Advice, StrongPlayer
from golfstudio.bench.playnine_strong import strong_against_smart
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out, sample_chance
from golfstudio.engine.state import CHANCE
from golfstudio.playnine.deck import VALUES, index_of
from golfstudio.playnine.game import (
    TEE_SHOTS,
    Deal,
    Dealer,
    Draw,
    GameParams,
    Phase,
    PlayNineGame,
    PlayNineState,
    Swap,
    TeeShot,
)
from golfstudio.playnine.scoring import COLUMNS, partner

NAMES = ("Ann", "Bob", "Cy", "Di")


def decisions(seed: int, players: Sequence[Any], holes: int = 2) -> list[PlayNineState]:
    """Every decision of a seeded game, as the whole table (each seat decides from its view)."""
    game = PlayNineGame(GameParams(NAMES[:len(players)], holes))
    state, rng = game.new_state(), random.Random(seed)
    found: list[PlayNineState] = []
    while not state.is_over():
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(sample_chance(state, rng))
            continue
        found.append(state.clone())
        state.apply(players[seat].choose(state.view(seat)))
    return found


def mixed_table(seed: int) -> list[Any]:
    rng = random.Random(seed)
    return [StrongPlayer(random.Random(seed)), SmartPlayer(), RandomPlayer(rng), GreedyPlayer()]


def after_a_reshuffle(seed: int) -> list[PlayNineState]:
    """Decisions once the stock has run out and the discards became the stock (its contents
    known to all): a hole's stock moved under the top discard, as if drawn and discarded."""
    start = next(p for p in decisions(seed, [SmartPlayer()] * 3, holes=1)
                 if p.phase is Phase.TURN and p.out is None)
    assert start.stock is not None
    top = start.discard.pop()
    start.discard += [v for v, n in zip(VALUES, start.stock, strict=True) for _ in range(n)]
    start.discard.append(top)
    start.stock, start.stock_size = [0] * len(VALUES), 0
    rng, players = random.Random(seed), [SmartPlayer()] * 3
    found: list[PlayNineState] = []
    while start.hole == 0 and not start.is_over():
        seat = start.current_player()
        if seat == CHANCE:
            start.apply(sample_chance(start, rng))
            continue
        found.append(start.clone())
        start.apply(players[seat].choose(start.view(seat)))
    assert found[1].reshuffled and found[1].view(found[1].turn).stock is not None
    return found


@pytest.fixture(scope="module")
def positions() -> list[PlayNineState]:
    """Decisions of every phase: the tee, a turn, a card drawn, one face-down card left, the
    last turn after another player went out, a play-off, a stock known after a reshuffle."""
    tied = decisions(213, [SmartPlayer(), GreedyPlayer()], holes=1)  # a tie: a play-off
    found = decisions(3, mixed_table(3)) + after_a_reshuffle(4) + tied
    picked = found[::3]
    assert any(p.playoff for p in picked)
    assert any(p.phase is Phase.TEE for p in picked)
    assert any(p.out is not None for p in picked)
    assert any(p.reshuffled for p in picked)
    assert any(p.phase is Phase.DRAWN and len(p.face_down(p.turn)) == 1 for p in found)
    return picked + [p for p in found if p.phase is Phase.DRAWN
                     and len(p.face_down(p.turn)) == 1][:10]


def check_advice(view: PlayNineState, advice: Advice) -> None:
    actions = [o.action for o in advice.options]
    assert advice.best == actions[0]
    assert view.check(advice.best) is None
    assert len(actions) == len(set(actions))
    assert set(actions) == set(view.legal_actions())
    values = [o.expected for o in advice.options]
    assert all(math.isfinite(v) for v in values)
    assert values == sorted(values)


def test_advice_weighs_every_legal_decision_best_first(positions: list[PlayNineState]) -> None:
    assert len(positions) > 60
    for state in positions:
        view = state.view(state.turn)
        check_advice(view, StrongPlayer(random.Random(1)).advise(view))


def test_at_the_tee_every_shot_is_listed_and_two_columns_are_turned() -> None:
    """Both kinds are played out; two columns win (docs/playnine-ai.md: measured)."""
    for seed in range(3):
        state = next(p for p in decisions(seed, [SmartPlayer()] * 4, holes=1)
                     if p.phase is Phase.TEE)
        view = state.view(state.turn)
        advice = StrongPlayer(random.Random(seed)).advise(view)
        check_advice(view, advice)
        assert len(advice.options) == len(TEE_SHOTS)
        assert isinstance(advice.best, TeeShot)
        assert advice.best.second != advice.best.first + COLUMNS


def test_no_advice_at_a_chance_node_or_after_the_game() -> None:
    game = PlayNineGame(GameParams(NAMES, 1))
    state = game.new_state()
    with pytest.raises(GameError, match="chance"):
        StrongPlayer().advise(state.view(0))
    state.apply(Dealer(0))
    with pytest.raises(GameError, match="chance"):
        StrongPlayer().advise(state.view(1))
    smart: list[Any] = [SmartPlayer()] * 4
    over = play_out(game.new_state(), smart, random.Random(2))
    assert isinstance(over, PlayNineState)
    with pytest.raises(GameError, match="over"):
        StrongPlayer().advise(over.view(0))


def test_handed_the_whole_table_it_decides_as_from_its_view(
        positions: list[PlayNineState]) -> None:
    for state in positions[::5]:
        view = state.view(state.turn)
        assert StrongPlayer(random.Random(5)).advise(state) == \
            StrongPlayer(random.Random(5)).advise(view)


def test_a_card_that_completes_a_column_of_twelves_goes_there() -> None:
    """A 12 face up over a face-down card, and a 12 drawn: 0 for the column instead of 12
    and whatever lies face down (about 5.6)."""
    game = PlayNineGame(GameParams(NAMES[:2], 1))
    state = game.new_state()
    state.apply(Dealer(1))  # the first dealer is seat 1: seat 0 tees off and plays first
    for value in (12, 3, 4, 5, 7, 8, 9, 10,  1, 2, 3, 4, 5, 6, 7, 8,  6):
        state.apply(Deal(value))
    state.apply(TeeShot(0, 1))
    state.apply(TeeShot(0, 1))
    state.apply(state.legal_actions()[0])  # seat 0 draws from the pile
    state.apply(Draw(12))
    assert StrongPlayer(random.Random(0)).choose(state.view(0)) == Swap(partner(0))


# ---- what nobody has seen cannot change a choice ---------------------------------------------

def hidden_twins(state: PlayNineState, rng: random.Random) -> list[PlayNineState]:
    """Tables that differ from ``state`` only in cards nobody has seen: two face-down cards
    of different values swapped (the player's own or anyone's), and a face-down card swapped
    with one of another value in the stock."""
    down = [(seat, slot) for seat in state.seats for slot in state.face_down(seat)]
    rng.shuffle(down)
    twins: list[PlayNineState] = []
    for (s1, k1), (s2, k2) in itertools.pairwise(down):
        if state.cards[s1][k1] != state.cards[s2][k2]:
            twin = state.clone()
            twin.cards[s1][k1], twin.cards[s2][k2] = state.cards[s2][k2], state.cards[s1][k1]
            twins.append(twin)
            break
    if down and state.stock is not None and not state.reshuffled:
        seat, slot = down[0]
        old = state.cards[seat][slot]
        assert old is not None
        other = next((v for v in range(13) if v != old and state.stock[index_of(v)]), None)
        if other is not None:
            twin = state.clone()
            assert twin.stock is not None
            twin.cards[seat][slot] = other
            twin.stock[index_of(other)] -= 1
            twin.stock[index_of(old)] += 1
            twins.append(twin)
    return twins


Maker = Callable[[], Any]


@pytest.mark.parametrize("make", [lambda: StrongPlayer(random.Random(11)), GreedyPlayer,
                                  SmartPlayer], ids=["strong", "greedy", "smart"])
def test_cards_nobody_has_seen_never_change_the_choice(
        positions: list[PlayNineState], make: Maker) -> None:
    rng = random.Random(8)
    compared = 0
    for state in positions:
        seat = state.turn
        for twin in hidden_twins(state, rng):
            assert twin != state
            assert twin.view(seat) == state.view(seat)
            assert make().choose(twin.view(seat)) == make().choose(state.view(seat))
            compared += 1
    assert compared > 80


def test_the_same_view_and_seed_give_the_same_advice(positions: list[PlayNineState]) -> None:
    for state in positions[::6]:
        view = state.view(state.turn)
        assert StrongPlayer(random.Random(3)).advise(view) == \
            StrongPlayer(random.Random(3)).advise(view.clone())


# ---- strength --------------------------------------------------------------------------------

def test_strong_beats_three_smart_players_on_a_seeded_match() -> None:
    """24 three-hole games, the strong seat moving round the table. Over 400 nine-hole games
    it scored 3.9 strokes a hole less than the smart players (docs/playnine-ai.md); a lead of
    1.5 a hole here is well inside what the match's spread allows and fails an AI that is no
    better than smart."""
    leads: list[float] = []
    holes = 3
    for number in range(24):
        seat = number % len(NAMES)
        players: list[Any] = [SmartPlayer() for _ in NAMES]
        players[seat] = StrongPlayer(random.Random(number))
        state = play_out(PlayNineGame(GameParams(NAMES, holes)).new_state(), players,
                         random.Random(1000 + number))
        totals = state.scores()
        smart = sum(t for k, t in enumerate(totals) if k != seat) / (len(NAMES) - 1)
        leads.append((smart - totals[seat]) / holes)
    assert statistics.fmean(leads) > 1.5


def test_the_benchmark_reports_the_targets_with_intervals() -> None:
    seen: list[int] = []
    report = strong_against_smart(2, seed=5, progress=seen.append)
    assert seen == [1, 2]
    assert report["games"] == 2 and report["holes_per_game"] == 9
    lead = report["lead_per_hole"]
    assert lead["ci95"][0] <= lead["mean"] <= lead["ci95"][1]
    assert lead["mean"] == pytest.approx(report["smart_mean_per_hole"]
                                         - report["strong_mean_per_hole"], abs=1e-2)
    share = report["strong_win_share"]
    assert 0 <= share["ci95"][0] <= share["mean"] <= share["ci95"][1] <= 1
    timing = report["decision_seconds"]
    assert 0 < timing["mean"] <= timing["max"] and timing["decisions"] > 100
    assert set(report["meets_goals"]) == {"lead_per_hole", "lead_per_hole_ci", "win_share",
                                          "win_share_ci", "decision_seconds"}
    assert strong_against_smart(2, seed=5) | {"decision_seconds": None} == \
        report | {"decision_seconds": None}
    with pytest.raises(GameError, match="games must be"):
        strong_against_smart(0, seed=5)
