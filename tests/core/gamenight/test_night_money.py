"""Money at a night (issue 17 §1 in the app): stakes and events from the store, each
format's settlement live, the night-wide settlement adding them up (zero-sum, fewest
transfers), an edited score re-deciding a press, and a round of a hand-worked night."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfstudio.gamenight.live import LiveRound
from golfstudio.gamenight.night import (
    NightState,
    load_night,
    night_money,
    press_offer,
    round_events,
    rounds_money,
    standings,
)
from golfstudio.scoring.bbb import Award, BbbEvent
from golfstudio.scoring.card import Hole
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.nassau import Segment
from golfstudio.scoring.settlement import transfer_line
from golfstudio.scoring.stakes import Stakes
from golfstudio.scoring.wolf import WolfChoice
from golfstudio.store import Format, Game, PlayedFormat, Store

SIX = [(4, i) for i in range(1, 7)]
NASSAU = PlayedFormat(Format.NASSAU, net=False,
                      stakes=Stakes(front=500, back=500, overall=500, press=200))
SKINS = PlayedFormat(Format.SKINS, net=False, stakes=Stakes(skin=100, buy_in=333))


def _night(store: Store, names: tuple[str, ...],
           formats: tuple[PlayedFormat, ...]) -> tuple[NightState, int]:
    course = store.add_course("Six", Game.GOLF, SIX)
    ids = [store.add_player(name).id or 0 for name in names]
    night = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=formats)
    state = load_night(store, night.id or 0)
    return state, state.round_ids[0]


def _enter(store: Store, state: NightState, round_id: int,
           rows: dict[str, list[int]]) -> None:
    for seat in state.seats:
        for hole, strokes in enumerate(rows[seat.name], 1):
            store.record_score(round_id, seat.player_id, hole, strokes)


def test_a_hand_worked_night(store: Store) -> None:
    """Ann and Bob, six holes of par 4, gross; Nassau 5.00 a bet and 2.00 a press, skins
    1.00 a skin with a 3.33 buy-in each.

    hole   1 2 3 4 5 6
    Ann    4 5 5 4 3 4
    Bob    4 4 4 3 4 5       holes: halved, Bob, Bob, Bob, Ann, Ann

    Nassau: front (1-3) Bob 2 up, back (4-6) Ann 2-1, overall Bob 3-2. Ann is 1 down after
    hole 2 and presses from hole 3 (front): hole 3 is Bob's, so the press is Bob's.
    Bob +500 front +500 overall +200 press -500 back = +700; Ann -700.
    Skins (no carry-over): Bob 3 (2, 3, 4), Ann 2 (5, 6), hole 1 unawarded. Per skin each
    pair settles the difference: Bob +100, Ann -100. Pot 2 × 333 = 666 over 5 skins won =
    133 each, 1 cent left over to the earliest skin won (hole 2, Bob): Bob 3 × 133 + 1 - 333
    = +67, Ann 2 × 133 - 333 = -67. Skins: Bob +167, Ann -167.
    Night: Bob +867, Ann -867: "Ann pays Bob 8.67".
    """
    state, round_id = _night(store, ("Ann", "Bob"), (NASSAU, SKINS))
    _enter(store, state, round_id, {"Ann": [4, 5], "Bob": [4, 4]})
    live = state.live(store.round_scores(round_id))
    events = round_events(store, state, round_id)
    offer = press_offer(state, live, events, NASSAU)
    assert (offer.side, offer.hole, offer.segment) == ("Ann", 3, Segment.FRONT)
    assert offer.player_id == state.seats[0].player_id
    store.add_press(round_id, 3, offer.player_id, "front")
    after = press_offer(state, live, round_events(store, state, round_id), NASSAU)
    assert after.side is None and "two presses" in after.reason
    _enter(store, state, round_id, {"Ann": [4, 5, 5, 4, 3, 4], "Bob": [4, 4, 4, 3, 4, 5]})
    live = state.live(store.round_scores(round_id))
    results = standings(state, live, round_events(store, state, round_id))
    money = night_money(state.names, results)
    assert money is not None and not money.refused
    nassau, skins = money.parts
    assert nassau.balances == {"Ann": -700, "Bob": 700}
    assert skins.balances == {"Ann": -167, "Bob": 167}
    assert skins.pot == {"cents": 666, "skins_won": 5, "per_skin": 133, "leftover_cents": 1,
                         "unawarded_skins": 1}
    assert dict(money.balances) == {"Ann": -867, "Bob": 867}
    assert [transfer_line(t) for t in money.settlement.transfers] == ["Ann pays Bob 8.67"]


def test_a_night_of_two_rounds_pays_both(store: Store) -> None:
    """The same Nassau (5.00 a bet, no press asked) played twice. Round 1: Bob wins every
    hole, so front, back and overall (Bob +1500); round 2 the mirror (Ann +1500): the night
    is square. Then Ann's round 2 reads 4 4 4 4 6 6 against Bob's 5s: holes 1-4 are Ann's,
    5 and 6 Bob's, so the front is Ann's (3-0), the back Bob's (2-1), the overall Ann's
    (4-2): round 2 is Ann +500, and the night Bob +1500 - 500 = +1000, "Ann pays Bob
    10.00"."""
    nassau = PlayedFormat(Format.NASSAU, net=False,
                          stakes=Stakes(front=500, back=500, overall=500))
    state, first = _night(store, ("Ann", "Bob"), (nassau,))
    second = store.add_round(state.night_id).id or 0
    state = load_night(store, state.night_id)
    _enter(store, state, first, {"Ann": [5] * 6, "Bob": [4] * 6})
    _enter(store, state, second, {"Ann": [4] * 6, "Bob": [5] * 6})
    money = rounds_money(store, state)
    assert money is not None and dict(money.balances) == {"Ann": 0, "Bob": 0}
    assert money.settlement.transfers == ()
    _enter(store, state, second, {"Ann": [4, 4, 4, 4, 6, 6], "Bob": [5] * 6})
    money = rounds_money(store, state)
    assert money is not None
    assert dict(money.balances) == {"Ann": -1000, "Bob": 1000}
    assert [transfer_line(t) for t in money.settlement.transfers] == ["Ann pays Bob 10.00"]
    assert [part.pot for part in money.parts] == [None]


def test_an_edited_score_re_decides_the_press(store: Store) -> None:
    state, round_id = _night(store, ("Ann", "Bob"), (NASSAU, SKINS))
    _enter(store, state, round_id, {"Ann": [4, 5, 5], "Bob": [4, 4, 4]})
    store.add_press(round_id, 3, state.seats[0].player_id, "front")
    # Ann's 5 on hole 2 was a 4: all square after hole 2, so nobody could press from 3.
    store.record_score(round_id, state.seats[0].player_id, 2, 4)
    live = state.live(store.round_scores(round_id))
    nassau, skins = standings(state, live, round_events(store, state, round_id))
    assert isinstance(nassau.result, ScoreError)
    assert "only the side that is down may press" in str(nassau.result)
    assert not isinstance(skins.result, ScoreError)
    money = night_money(state.names, [nassau, skins])
    assert money is not None and money.refused == (NASSAU,)
    assert sum(money.balances.values()) == 0
    # Taking the press back puts the Nassau right again.
    assert store.remove_press(round_id, 3, "front")
    (fixed, _) = standings(state, live, round_events(store, state, round_id))
    assert not isinstance(fixed.result, ScoreError)


def test_no_stakes_no_money(store: Store) -> None:
    state, round_id = _night(store, ("Ann", "Bob"), (PlayedFormat(Format.STROKE),))
    live = state.live(store.round_scores(round_id))
    assert night_money(state.names, standings(state, live)) is None


def test_wolf_choices_from_the_store(store: Store) -> None:
    wolf = PlayedFormat(Format.WOLF, net=False, stakes=Stakes(point=50))
    state, round_id = _night(store, ("Ann", "Bob", "Cat", "Dan"), (wolf,))
    ids = {seat.name: seat.player_id for seat in state.seats}
    _enter(store, state, round_id, {"Ann": [3], "Bob": [5], "Cat": [4], "Dan": [5]})
    live = state.live(store.round_scores(round_id))
    (refused,) = standings(state, live, round_events(store, state, round_id))
    assert isinstance(refused.result, ScoreError) and "no choice of the wolf (Ann)" in str(
        refused.result)
    store.set_wolf_choice(round_id, 1, ids["Cat"])
    (standing,) = standings(state, live, round_events(store, state, round_id))
    assert isinstance(standing.result, dict)
    # Ann & Cat (3) beat Bob & Dan (5): each winner +1 point, each loser -1, 0.50 a point.
    money = night_money(state.names, [standing])
    assert money is not None
    assert dict(money.balances) == {"Ann": 50, "Bob": -50, "Cat": 50, "Dan": -50}


NAMES = ("Ann", "Bob", "Cat", "Dan")
HOLES = tuple(Hole(par=4, si=si) for si in (3, 1, 5, 2, 6, 4))
cents = st.integers(0, 2000)


@st.composite
def nights(draw: st.DrawFn) -> tuple[NightState, LiveRound, RoundEvents]:
    filled = draw(st.integers(0, 6))
    scores = {n: tuple(draw(st.integers(2, 7)) if h < filled else None for h in range(6))
              for n in NAMES}
    live = LiveRound("golf", HOLES, NAMES, {n: draw(st.integers(0, 12)) for n in NAMES},
                     scores, teams=(("Ann", "Cat"), ("Bob", "Dan")))
    wolf = tuple(WolfChoice(h, draw(st.sampled_from([None, *NAMES[:((h - 1) % 4)],
                                                      *NAMES[(h - 1) % 4 + 1:]])))
                 for h in range(1, 7))
    bbb = tuple(BbbEvent(h, award, draw(st.sampled_from(NAMES)))
                for h in range(1, 7) for award in Award if draw(st.booleans()))
    net = draw(st.booleans())
    formats = (
        PlayedFormat(Format.STROKE, net=net, allowance=95,
                     stakes=Stakes(stroke=draw(st.integers(1, 2000)))),
        PlayedFormat(Format.SKINS, net=net, carry_over=draw(st.booleans()),
                     stakes=Stakes(skin=draw(cents), buy_in=draw(cents))),
        PlayedFormat(Format.NASSAU, net=net,
                     stakes=Stakes(front=draw(cents), back=draw(cents), overall=draw(cents))),
        PlayedFormat(Format.STABLEFORD, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.WOLF, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.VEGAS, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.BESTBALL_MATCH, net=net, stakes=Stakes(match=draw(cents))),
        PlayedFormat(Format.BINGO_BANGO_BONGO, stakes=Stakes(point=draw(cents))),
    )
    state = NightState(night=None, course=None, holes=HOLES, seats=(),  # type: ignore[arg-type]
                       formats=formats, teams=live.teams, team_names=(), round_ids=(),
                       stroke_limits=None)
    return state, live, RoundEvents(wolf=wolf, bbb=bbb)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights())
def test_a_night_settles_to_zero(night: tuple[NightState, LiveRound, RoundEvents]) -> None:
    state, live, events = night
    results = standings(state, live, events)
    assert not any(isinstance(r.result, ScoreError) for r in results), [
        str(r.result) for r in results if isinstance(r.result, ScoreError)]
    money = night_money(NAMES, results)
    assert money is not None
    for part in money.parts:
        assert sum(part.balances.values()) == 0
    assert sum(money.balances.values()) == 0
    left = dict(money.balances)
    for transfer in money.settlement.transfers:
        assert transfer.cents > 0
        left[transfer.payer] += transfer.cents
        left[transfer.payee] -= transfer.cents
    assert set(left.values()) <= {0}
    movers = sum(1 for cents in money.balances.values() if cents)
    assert len(money.settlement.transfers) <= max(0, movers - 1)


@pytest.mark.parametrize("fmt", [Format.NINES])
def test_nines_is_three_players(store: Store, fmt: Format) -> None:
    nines = PlayedFormat(fmt, stakes=Stakes(point=10))
    state, round_id = _night(store, ("Ann", "Bob", "Cat"), (nines,))
    _enter(store, state, round_id, {"Ann": [3], "Bob": [4], "Cat": [4]})
    live = state.live(store.round_scores(round_id))
    money = night_money(state.names, standings(state, live))
    # Ann 5, Bob and Cat share 3 + 1 = 2 each; pairs settle the difference at 0.10 a point:
    # Ann +30 +30 = +60, Bob -30, Cat -30.
    assert money is not None and dict(money.balances) == {"Ann": 60, "Bob": -30, "Cat": -30}


def test_set_up_offers_each_format_its_stakes() -> None:
    from golfstudio.gamenight.setup import FORMAT_TITLES, STAKES_OF
    from golfstudio.scoring.formats import STAKES_FOR
    from golfstudio.scoring.formats import Format as ScoringFormat

    for fmt, keys in STAKES_OF.items():
        assert set(keys) == STAKES_FOR[ScoringFormat(fmt.value)] - {"match_pay"}
    assert set(FORMAT_TITLES) == set(Format) - {Format.TOURNAMENT}


@pytest.mark.parametrize(("text", "point", "cents"), [
    ("2.50", ".", 250), ("2,50", ",", 250), ("2.50", ",", 250), ("2", ".", 200),
    (".5", ".", 50), ("2.", ".", 200), (" 3.1 ", ".", 310), ("", ".", 0),
    ("10000", ".", 1_000_000), ("10000.01", ".", None), ("1.234", ".", None),
    ("-1", ".", None), ("1,000.00", ",", None), ("1,000.00", ".", None), ("abc", ".", None),
    ("nan", ".", None), ("\uff11", ".", None), (".", ".", None),
])
def test_money_is_parsed_strictly(text: str, point: str, cents: int | None) -> None:
    from golfstudio.gamenight.setup import cents_text, parse_cents

    assert parse_cents(text, point) == cents
    if cents:
        assert parse_cents(cents_text(cents, point), point) == cents
