"""The Play Nine engine against its rules (play-nine.md): the deal, the tee shot, a turn, lining
up the final putt, the last turns, the deal passing left, the reshuffle, the play-off, and
hidden information."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfstudio.ai.playnine import GreedyPlayer, RandomPlayer, SmartPlayer
from golfstudio.engine.errors import GameError
from golfstudio.engine.play import play_out, sample_chance
from golfstudio.engine.state import CHANCE, TERMINAL
from golfstudio.playnine.deck import DECK_SIZE, VALUES, deck
from golfstudio.playnine.game import (
    DRAW_PILE,
    MAX_PLAYOFF,
    SKIP,
    Deal,
    Dealer,
    Draw,
    GameParams,
    Phase,
    Played,
    PlayNineGame,
    PlayNineState,
    Swap,
    TakeDiscard,
    TeeShot,
    Turn,
    action_from_dict,
    action_to_dict,
    determinized,
)
from golfstudio.playnine.scoring import layout_score

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def new_game(players: int = 3, holes: int = 9) -> PlayNineGame:
    return PlayNineGame(GameParams(NAMES[:players], holes))


def dealt(game: PlayNineGame, dealer: int, values: list[int]) -> PlayNineState:
    """A state after the first dealer and the deal, cards dealt from ``values`` in turn (the
    rest drawn from a seeded generator)."""
    state = game.new_state()
    state.apply(Dealer(dealer))
    rng = random.Random(0)
    for value in values:
        state.apply(Deal(value))
    while state.phase is Phase.DEAL:
        state.apply(sample_chance(state, rng))
    return state


def every_card(state: PlayNineState) -> Counter[int]:
    """Every card of the table: layouts, the stock, the discards and a card held."""
    found: Counter[int] = Counter()
    for seat in state.seats:
        found.update(v for v in state.cards[seat] if v is not None)
    assert state.stock is not None
    for value, count in zip(VALUES, state.stock, strict=True):
        found[value] += count
    found.update(state.discard)
    if state.drawn is not None:
        found[state.drawn] += 1
    return found


# ---- the deal and the tee shot -----------------------------------------------------------------

def test_the_first_dealer_is_drawn_with_equal_chances() -> None:
    state = new_game(4).new_state()
    assert state.current_player() == CHANCE and state.phase is Phase.DEALER
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [Dealer(s) for s in range(4)]
    assert {p for _, p in outcomes} == {Fraction(1, 4)}


def test_eight_cards_each_from_the_dealers_left_then_the_discard() -> None:
    game = new_game(3)
    state = game.new_state()
    state.apply(Dealer(1))
    assert state.order == (2, 0, 1)
    targets = []
    while state.phase is Phase.DEAL:
        targets.append(state.deal_target())
        state.apply(Deal(7 if state.deal_target()[0] is None else len(targets) % 13))
    assert targets[:8] == [(2, s) for s in range(8)]
    assert targets[8] == (0, 0) and targets[23] == (1, 7) and targets[24] == (None, None)
    assert state.discard == [7] and state.stock_size == DECK_SIZE - 25
    assert state.phase is Phase.TEE and state.current_player() == 2


def test_a_deal_draws_what_is_left_with_exact_chances() -> None:
    state = new_game(2).new_state()
    state.apply(Dealer(0))
    for _ in range(8):
        state.apply(Deal(-5)) if state.stock[0] else state.apply(Deal(1))  # type: ignore[index]
    outcomes = dict(state.chance_outcomes())
    assert sum(outcomes.values()) == 1
    assert Deal(-5) not in outcomes  # the four hole-in-one cards are dealt
    assert outcomes[Deal(1)] == Fraction(4, 100) and outcomes[Deal(2)] == Fraction(8, 100)
    assert state.check(Deal(-5)) == "no -5 is left in the stock"


def test_the_tee_shot_turns_two_cards_each_in_turn() -> None:
    state = dealt(new_game(3), 0, [])
    assert state.legal_actions()[0] == TeeShot(0, 1) and len(state.legal_actions()) == 28
    record = state.apply(TeeShot(2, 6))
    assert record.seat == 1 and record.slots == (2, 6)  # type: ignore[union-attr]
    assert state.face_up[1] == [False, False, True, False, False, False, True, False]
    assert state.check(TeeShot(3, 3)) is not None
    assert "tee shot first" in str(state.check(DRAW_PILE))
    state.apply(TeeShot(0, 1))
    state.apply(TeeShot(0, 1))
    assert state.phase is Phase.TURN and state.current_player() == 1
    assert "only at the start" in str(state.check(TeeShot(2, 3)))


# ---- a turn ------------------------------------------------------------------------------------

def teed(players: int = 2, dealer: int = 0, values: list[int] | None = None) -> PlayNineState:
    state = dealt(new_game(players), dealer, values or [])
    while state.phase is Phase.TEE:
        state.apply(TeeShot(0, 4))
    return state


def test_a_turn_draws_or_takes_the_discard() -> None:
    state = teed()
    assert state.legal_actions() == [DRAW_PILE, *(TakeDiscard(s) for s in range(8))]
    top = state.top_discard()
    seat = state.turn
    old = state.cards[seat][5]
    record = state.apply(TakeDiscard(5))
    assert isinstance(record, Played) and record.placed == top and record.discarded == old
    assert state.cards[seat][5] == top and state.face_up[seat][5]
    assert state.top_discard() == old and state.turn != seat


def test_a_drawn_card_is_swapped_or_discarded_for_a_turn() -> None:
    state = teed()
    seat = state.turn
    state.apply(DRAW_PILE)
    assert state.current_player() == CHANCE
    assert sum(p for _, p in state.chance_outcomes()) == 1
    state.apply(Draw(next(v for v, c in zip(VALUES, state.stock, strict=True) if c)))  # type: ignore[arg-type]
    legal = state.legal_actions()
    assert legal[:8] == [Swap(s) for s in range(8)]
    assert set(legal[8:]) == {Turn(s) for s in (1, 2, 3, 5, 6, 7)}
    assert state.check(Turn(0)) == "that card is face up already: turn a face-down card"
    assert "only when one face-down card is left, not 6" in str(state.check(SKIP))
    assert "drawn already" in str(state.check(TakeDiscard(1)))
    drawn = state.drawn
    record = state.apply(Turn(3))
    assert isinstance(record, Played) and record.discarded == drawn
    assert state.face_up[seat][3] and state.top_discard() == drawn


def force_face_down(state: PlayNineState, seat: int, left: int) -> None:
    """Turn ``seat``'s cards over but ``left`` (a test's short cut to a late position)."""
    down = state.face_down(seat)
    for slot in down[: len(down) - left]:
        state.face_up[seat][slot] = True


def test_lining_up_the_final_putt_skips_with_one_face_down_card() -> None:
    state = teed()
    seat = state.turn
    force_face_down(state, seat, 1)
    state.apply(DRAW_PILE)
    state.apply(sample_chance(state, random.Random(2)))
    assert SKIP in state.legal_actions() and state.check(SKIP) is None
    state.apply(SKIP)
    assert state.face_down(seat) == [7] and state.out is None and state.turn != seat


def test_the_last_card_turned_gives_every_other_player_one_more_turn() -> None:
    state = teed(players=3, dealer=2)
    assert state.turn == 0
    force_face_down(state, 0, 1)
    state.apply(TakeDiscard(7))  # replaces the last face-down card: out
    assert state.out == 0 and state.final == [1, 2] and state.turn == 1
    state.apply(DRAW_PILE)
    state.apply(sample_chance(state, random.Random(1)))
    state.apply(Turn(state.face_down(1)[0]))
    assert state.turn == 2 and state.final == [2] and state.hole == 0
    record = state.apply(TakeDiscard(0))
    assert isinstance(record, Played) and record.end is not None
    end = record.end
    assert end.went_out == 0 and not end.game_over and end.hole == 0
    assert set(end.revealed) == {0, 1, 2} and end.revealed[0] == ()
    assert len(end.revealed[2]) == 6  # its tee shot and the discard taken: 2 of 8 up
    assert state.card()[0] == tuple(end.scores[s] for s in range(3))
    assert all(end.layouts[s].total == end.scores[s] for s in range(3))
    assert state.hole == 1 and state.phase is Phase.DEAL


def test_the_deal_passes_left_every_hole() -> None:
    game = new_game(3, holes=4)
    state = game.new_state()
    dealers = []
    rng = random.Random(4)
    players = [SmartPlayer() for _ in range(3)]
    while not state.is_over():
        if state.phase is Phase.TEE and state.teed == 0:
            dealers.append(state.dealer)
            assert state.turn == (state.dealer + 1) % 3
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(players[state.turn].choose(state.view(state.turn)))
    first = dealers[0]
    assert dealers[:4] == [first, (first + 1) % 3, (first + 2) % 3, first]


def test_an_empty_stock_takes_the_discards_under_the_top_one() -> None:
    state = teed()
    assert state.stock is not None
    buried = list(state.discard)
    state.stock_size, state.stock = 0, [0] * len(VALUES)
    state.discard = [4, 9, 9, 2]
    record = state.apply(DRAW_PILE)
    assert record.reshuffled  # type: ignore[union-attr]
    assert state.discard == [2] and state.stock_size == 3
    assert dict(state.chance_outcomes()) == {Draw(4): Fraction(1, 3), Draw(9): Fraction(2, 3)}
    assert buried  # the pile had its first card
    view = state.view(state.turn)
    assert view.stock == state.stock, "a reshuffled stock is the discards everyone saw"


# ---- the game ----------------------------------------------------------------------------------

def play(game: PlayNineGame, seed: int, kind: type = SmartPlayer) -> PlayNineState:
    players = [kind(random.Random(seed + k)) for k in range(game.players)]
    return play_out(game.new_state(), players, random.Random(seed))  # type: ignore[return-value]


def test_nine_holes_and_the_lowest_total_wins() -> None:
    state = play(new_game(4), 3)
    assert state.is_over() and state.current_player() == TERMINAL
    assert len(state.card()) == 9 and all(None not in row for row in state.card())
    totals = state.scores()
    assert totals == tuple(sum(row[p] for row in state.card()) for p in range(4))  # type: ignore[misc]
    (winner,) = state.winners()
    assert totals[winner] == min(totals)


def test_a_tie_is_broken_by_a_sudden_death_play_off() -> None:
    game = new_game(2, holes=1)
    ties = [s for s in (play(game, seed, GreedyPlayer) for seed in range(400))
            if s.playoff_rows]
    assert ties, "a tie within 400 one-hole games"
    for state in ties:
        (first,) = state.card()
        assert first[0] == first[1], "only a tie goes to a play-off"
        playoff = state.playoff_card()
        for row in playoff[:-1]:
            assert row[0] == row[1]
        (winner,) = state.winners()
        last = playoff[-1]
        assert last[winner] is not None and last[winner] < last[1 - winner]  # type: ignore[operator]
        assert state.scores() == (first[0], first[1]), "play-off holes are not on the card"


def test_the_play_off_is_played_by_the_tied_players_only() -> None:
    game = new_game(3, holes=1)
    for seed in range(2000):
        state = play(game, seed, GreedyPlayer)
        (row,) = state.card()
        best = min(row)  # type: ignore[type-var]
        tied = [p for p in range(3) if row[p] == best]
        if len(tied) == 2:
            out = next(p for p in range(3) if p not in tied)
            assert all(r[out] is None for r in state.playoff_card())
            assert state.winners()[0] in tied
            return
    pytest.fail("no two-way tie among three players in 2000 games")


def test_a_play_off_ends_shared_after_its_limit() -> None:
    state = teed()
    state.hole = 1 + MAX_PLAYOFF  # the last play-off hole of a one-hole game
    state.playoff_rows = [[0, 0] for _ in range(MAX_PLAYOFF - 1)]
    state._game = new_game(2, holes=1)
    for seat in (0, 1):
        state.cards[seat] = [5, 5, 5, 5, 5, 5, 5, 5]
    state.face_up[state.turn] = [True] * 7 + [False]
    state.apply(TakeDiscard(7))
    state.apply(DRAW_PILE)
    state.apply(sample_chance(state, random.Random(0)))
    state.apply(Turn(state.face_down(state.turn)[0]))
    assert state.is_over() and len(state.playoff_rows) == MAX_PLAYOFF
    last = state.playoff_rows[-1]
    assert set(state.winners()) == {s for s in (0, 1) if last[s] == min(last)}  # type: ignore[type-var]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6), st.sampled_from(["random", "smart"]))
def test_every_card_is_somewhere_at_every_step(seed: int, players: int, kind: str) -> None:
    """Hands + stock + discards (+ a card held) = the 108 cards, all along a hole."""
    game = new_game(players, holes=1)
    rng = random.Random(seed)
    make = RandomPlayer if kind == "random" else SmartPlayer
    ais = [make(random.Random(seed + k)) for k in range(players)]
    state = game.new_state()
    full = Counter(dict(zip(VALUES, deck().counts, strict=True)))
    while not state.is_over():
        if state.phase is not Phase.DEALER and state.phase is not Phase.DEAL:
            assert every_card(state) == full
            assert state.stock_size == sum(state.stock)  # type: ignore[arg-type]
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(ais[state.turn].choose(state.view(state.turn)))
    last = state.playoff_card()[-1] if state.playoff_rows else state.card()[0]
    for seat in state.seats:  # the last hole's layouts stay on the table
        assert last[seat] == layout_score(state.cards[seat])  # type: ignore[arg-type]


# ---- hidden information ------------------------------------------------------------------------

def mid_hole(seed: int = 5, players: int = 3) -> PlayNineState:
    state = teed(players)
    rng = random.Random(seed)
    ais = [SmartPlayer() for _ in range(players)]
    for _ in range(7):
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(ais[state.turn].choose(state.view(state.turn)))
    return state


def test_a_view_hides_every_face_down_card_the_players_own_too() -> None:
    state = mid_hole()
    for seat in range(3):
        view = state.view(seat)
        for s in range(3):
            for slot in range(8):
                expected = state.cards[s][slot] if state.face_up[s][slot] else None
                assert view.cards[s][slot] == expected
        assert view.stock is None and view.stock_size == state.stock_size
        assert view.discard == state.discard
        assert all(a.value is None for a in view.history if isinstance(a, Deal))
        assert view.legal_actions() == state.legal_actions()
    with pytest.raises(GameError, match="cannot be played on"):
        state.view(0).apply(state.legal_actions()[0])


def test_the_card_drawn_is_seen_by_its_player_only() -> None:
    state = teed()
    seat = state.turn
    state.apply(DRAW_PILE)
    state.apply(sample_chance(state, random.Random(3)))
    assert state.view(seat).drawn == state.drawn is not None
    assert state.view(1 - seat).drawn is None
    assert state.view(seat).history[-1] == Draw(state.drawn)
    assert state.view(1 - seat).history[-1] == Draw(None), "nor read in the history"


def swap_unseen(state: PlayNineState, rng: random.Random) -> PlayNineState:
    """The same table with two unseen cards changed: a face-down card's value swapped with
    another face-down card's or with one of the stock's."""
    other = state.clone()
    hidden = [(s, slot) for s in other.seats for slot in other.face_down(s)]
    (s1, k1), (s2, k2) = rng.sample(hidden, 2)
    a, b = other.cards[s1][k1], other.cards[s2][k2]
    if a != b:
        other.cards[s1][k1], other.cards[s2][k2] = b, a
        return other
    assert other.stock is not None and a is not None
    value = next(v for v, c in zip(VALUES, other.stock, strict=True) if c and v != a)
    other.stock[VALUES.index(value)] -= 1
    other.stock[VALUES.index(a)] += 1
    other.cards[s1][k1] = value
    return other


@pytest.mark.parametrize("kind", [RandomPlayer, GreedyPlayer, SmartPlayer])
def test_changing_unseen_cards_never_changes_an_ais_choice(kind: type) -> None:
    rng = random.Random(11)
    for seed in range(30):
        state = mid_hole(seed)
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        other = swap_unseen(state, rng)
        assert other != state
        seat = state.turn
        assert other.view(seat) == state.view(seat)
        assert (kind(random.Random(seed)).choose(state.view(seat))
                == kind(random.Random(seed)).choose(other.view(seat)))


def test_a_determinized_view_deals_only_unseen_cards() -> None:
    state = mid_hole()
    view = state.view(state.turn)
    full = Counter(dict(zip(VALUES, deck().counts, strict=True)))
    for seed in range(20):
        guess = determinized(view, random.Random(seed))
        assert not guess.masked and every_card(guess) == full
        for s in guess.seats:
            for slot in range(8):
                if view.face_up[s][slot]:
                    assert guess.cards[s][slot] == view.cards[s][slot]
        assert guess.view(state.turn) == view
        guess.apply(guess.legal_actions()[0])


# ---- parameters and actions --------------------------------------------------------------------

@pytest.mark.parametrize(("players", "holes", "message"), [
    (("Ann",), 9, "2 to 6 players, not 1"),
    (tuple("ABCDEFG"), 9, "2 to 6 players, not 7"),
    (("Ann", " Ann "), 9, "two players are called Ann"),
    (("Ann", ""), 9, "player 2 needs a name"),
    (("Ann", "Bob"), 0, "1 to 18 holes, not 0"),
    (("Ann", "Bob"), 2_000_000, "1 to 18 holes, not 2000000"),
])
def test_a_game_the_rules_do_not_allow_is_refused(players: tuple[str, ...], holes: int,
                                                  message: str) -> None:
    with pytest.raises(GameError, match=message):
        GameParams(players, holes)


@pytest.mark.parametrize(("data", "message"), [
    ({"players": "Ann"}, "a list of player names"),
    ({"players": ["A", "B"], "holes": "9"}, "holes must be a whole number"),
    ({"players": ["A", "B"], "holes": True}, "holes must be a whole number"),
    ({"players": ["A", "B"], "dealer": 1}, 'unknown key "dealer"'),
    ({"players": ["A"] * 100_000}, "2 to 6 players, not 100000"),
])
def test_parameters_from_a_file_are_checked(data: dict[str, object], message: str) -> None:
    with pytest.raises(GameError, match=message):
        GameParams.from_json(data)


def test_actions_round_trip_through_json() -> None:
    for action in [Dealer(2), Deal(-5), Draw(12), TeeShot(0, 7), DRAW_PILE, TakeDiscard(3),
                   Swap(0), Turn(7), SKIP]:
        assert action_from_dict(action_to_dict(action)) == action


@pytest.mark.parametrize("data", [{"swap": "1"}, {"tee": [1]}, {"take": "hand"},
                                  {"skip": False}, [1, 2], {"draw": 1.5}, {"swap": True}])
def test_a_malformed_action_is_named(data: object) -> None:
    with pytest.raises(GameError, match="not a Play Nine action"):
        action_from_dict(data)


def test_out_of_range_actions_are_refused_in_words() -> None:
    state = teed()
    assert state.check(TakeDiscard(8)) == "there is no slot 9"
    assert state.check(Draw(3)) == "no card is being drawn now"
    state.apply(DRAW_PILE)
    assert state.check(Draw(13)) == "13 is not a card of the game"
    assert state.check(Swap(3)) == "a card must be drawn first"
