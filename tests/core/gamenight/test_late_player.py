"""A player who joins a night late (issue 27 §3, scoring.md "Decisions taken turn 3"): they
play the bets from the hole of their first score on, nobody is charged or paid for a hole
they did not play, and every format's money still adds up to zero."""

from __future__ import annotations

from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfstudio.gamenight.live import LiveRound, live_score
from golfstudio.gamenight.night import (
    NightState,
    load_night,
    night_money,
    press_offer,
    round_events,
    rounds_money,
    standings,
)
from golfstudio.gamenight.night_edit import plan_of_night, save_night_edit
from golfstudio.gamenight.setup import PlanPlayer
from golfstudio.scoring.bbb import Award, BbbEvent
from golfstudio.scoring.card import Hole
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import RoundEvents
from golfstudio.scoring.formats import Format as Scoring
from golfstudio.scoring.formats import Options
from golfstudio.scoring.nassau import Segment
from golfstudio.scoring.stakes import MatchPay, Stakes
from golfstudio.scoring.wolf import WolfChoice
from golfstudio.store import Format, Game, PlayedFormat, Store

NAMES = ("Ann", "Bob", "Cat", "Dan")
HOLES = tuple(Hole(par=4, si=si) for si in (3, 1, 5, 2, 6, 4))
TEAMS = (("Ann", "Cat"), ("Bob", "Dan"))
cents = st.integers(1, 2000)


def _formats(draw: st.DrawFn, net: bool) -> tuple[PlayedFormat, ...]:
    return (
        PlayedFormat(Format.STROKE, net=net, stakes=Stakes(stroke=draw(cents))),
        PlayedFormat(Format.STABLEFORD, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.SKINS, net=net, carry_over=draw(st.booleans()),
                     stakes=Stakes(skin=draw(cents), buy_in=draw(cents))),
        PlayedFormat(Format.NASSAU, net=net, auto_press=draw(st.booleans()),
                     press_trigger=draw(st.integers(1, 2)),
                     stakes=Stakes(front=draw(cents), back=draw(cents), overall=draw(cents),
                                   press=draw(cents))),
        PlayedFormat(Format.MATCH, net=net,
                     stakes=Stakes(match=draw(cents),
                                   match_pay=draw(st.sampled_from(list(MatchPay))))),
        PlayedFormat(Format.WOLF, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.VEGAS, net=net, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.BINGO_BANGO_BONGO, stakes=Stakes(point=draw(cents))),
        PlayedFormat(Format.BESTBALL_MATCH, net=net, stakes=Stakes(match=draw(cents))),
        PlayedFormat(Format.BESTBALL_NASSAU, net=net, auto_press=True,
                     stakes=Stakes(front=draw(cents), back=draw(cents), overall=draw(cents),
                                   press=draw(cents))),
    )


TEAM_FORMATS = {Format.VEGAS, Format.BESTBALL_MATCH, Format.BESTBALL_NASSAU}
"""Formats whose money a team shares (docs/scoring.md: a late member shares the team's)."""


@st.composite
def late_nights(draw: st.DrawFn) -> tuple[NightState, LiveRound, LiveRound, RoundEvents, str]:
    """A 6-hole round of four where one player joins on hole ``join`` (7: not yet), and the
    same round with the others' scores before ``join`` drawn again."""
    late = draw(st.sampled_from(NAMES))
    join = draw(st.integers(2, 7))
    filled = draw(st.integers(join - 1, 6))

    def rows() -> dict[str, tuple[int | None, ...]]:
        return {n: tuple(None if h >= filled or (n == late and h < join - 1)
                         else draw(st.integers(2, 7)) for h in range(6)) for n in NAMES}

    first, second = rows(), rows()
    second = {n: (*second[n][:join - 1], *first[n][join - 1:]) for n in NAMES}
    handicaps = {n: draw(st.integers(0, 12)) for n in NAMES}
    live = LiveRound("golf", HOLES, NAMES, handicaps, first, teams=TEAMS)
    again = LiveRound("golf", HOLES, NAMES, handicaps, second, teams=TEAMS)
    wolf = tuple(WolfChoice(h, draw(st.sampled_from([None, *NAMES[:((h - 1) % 4)],
                                                      *NAMES[(h - 1) % 4 + 1:]])))
                 for h in range(1, 7))
    bbb = tuple(BbbEvent(h, award, draw(st.sampled_from(
        [n for n in NAMES if n != late or h >= join])))
        for h in range(1, min(filled, 6) + 1) for award in Award if draw(st.booleans()))
    state = NightState(night=None, course=None, holes=HOLES, seats=(),  # type: ignore[arg-type]
                       formats=_formats(draw, draw(st.booleans())), teams=TEAMS, team_names=(),
                       round_ids=(), stroke_limits=None)
    return state, live, again, RoundEvents(wolf=wolf, bbb=bbb), late


def _money(state: NightState, live: LiveRound,
           events: RoundEvents) -> dict[Format, dict[str, int]]:
    results = standings(state, live, events)
    refused = [str(r.result) for r in results if isinstance(r.result, ScoreError)]
    assert not refused, refused
    money = night_money(NAMES, results)
    assert money is not None
    return {part.played.format: dict(part.balances) for part in money.parts}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(late_nights())
def test_a_latecomer_pays_nothing_for_holes_not_played(
        night: tuple[NightState, LiveRound, LiveRound, RoundEvents, str]) -> None:
    """Every format adds up to zero; the latecomer's money does not change when the holes
    before they joined change (so none of it comes from those holes), and before their first
    score it is nothing at all, in every format."""
    state, live, again, events, late = night
    money = _money(state, live, events)
    for fmt, balances in money.items():
        assert sum(balances.values()) == 0, fmt
    if not any(live.scores[late]):
        assert {fmt: b[late] for fmt, b in money.items()} == dict.fromkeys(money, 0)
    redrawn = _money(state, again, events)
    for fmt in money:
        if fmt not in TEAM_FORMATS:
            assert money[fmt][late] == redrawn[fmt][late], fmt
        if fmt in (Format.STROKE, Format.STABLEFORD) and any(live.scores[late]) and \
                live.scores[late][0] is None:
            assert money[fmt][late] == 0, fmt


def _live(rows: dict[str, list[int | None]], pars: int = 4) -> LiveRound:
    n = len(next(iter(rows.values())))
    holes = tuple(Hole(par=pars, si=si) for si in range(1, n + 1))
    return LiveRound("golf", holes, tuple(rows), dict.fromkeys(rows, 0),
                     {k: tuple(v) for k, v in rows.items()})


def test_stableford_ranks_the_latecomer_thru_n_apart() -> None:
    """Erik joins on hole 4 of 6 and plays three holes: he is listed after the others,
    "thru 3" from hole 4, with no place, and the point stake is settled between the three
    who played every hole (Ann 12, Bob 9, Cat 6 points at 1.00: Ann +3 +6, Cat -6 -3)."""
    rows: dict[str, list[int | None]] = {
        "Ann": [4] * 6, "Bob": [4, 4, 4, 5, 5, 5], "Erik": [None, None, None, 3, 3, 3],
        "Cat": [5] * 6}
    result = live_score(Scoring.STABLEFORD, _live(rows), Options(stakes=Stakes(point=100)))
    assert result["standings"] == [
        {"name": "Ann", "points": 12, "place": 1},
        {"name": "Bob", "points": 9, "place": 2},
        {"name": "Cat", "points": 6, "place": 3},
        {"name": "Erik", "points": 9, "place": None, "late": True, "from_hole": 4, "thru": 3},
    ]
    assert result["settlement"]["balances"] == {"Ann": 900, "Bob": 0, "Erik": 0, "Cat": -900}


def test_stroke_play_lists_a_player_not_started_apart() -> None:
    rows: dict[str, list[int | None]] = {"Ann": [4, 5], "Bob": [5, 5], "Erik": [None, None]}
    result = live_score(Scoring.STROKE, _live(rows), Options(stakes=Stakes(stroke=100)))
    assert [(s["name"], s["place"], s.get("from_hole"), s.get("thru"))
            for s in result["standings"]] == [
        ("Ann", 1, None, None), ("Bob", 2, None, None), ("Erik", None, None, 0)]
    assert result["settlement"]["balances"] == {"Ann": 100, "Bob": -100, "Erik": 0}


def test_skins_before_the_latecomer_are_the_others() -> None:
    """Erik joins on hole 3. Hole 1 is Ann's (Bob pays her, not Erik), hole 2 is tied and
    carries; Erik wins hole 3: he takes its skin only (from Ann and Bob), the skin of hole 2
    carries on; Bob wins hole 4 with the carried skin of hole 2 (paid by Ann) and hole 4's
    own (paid by Ann and Erik)."""
    rows: dict[str, list[int | None]] = {"Ann": [3, 4, 5, 5], "Bob": [4, 4, 5, 3],
                                         "Erik": [None, None, 3, 5]}
    result = live_score(Scoring.SKINS, _live(rows),
                        Options(carry_over=True, stakes=Stakes(skin=100)))
    assert result["skins"] == {"Ann": 1, "Bob": 2, "Erik": 1}
    assert [(h["hole"], h["winner"], h["value"]) for h in result["holes"]] == [
        (1, "Ann", 1), (2, None, 0), (3, "Erik", 1), (4, "Bob", 2)]
    # Ann +100 (hole 1) -100 (3) -100 (2) -100 (4); Bob -100 -100 +100 +200; Erik +200 -100.
    assert result["settlement"]["balances"] == {"Ann": -200, "Bob": 100, "Erik": 100}


def test_a_skins_pot_is_the_whole_rounds_players() -> None:
    """The latecomer neither buys into the pot nor shares it: Ann's and Bob's 2 × 3.00 are
    shared by their skins (Ann 2, Bob 1); Erik's skin of hole 3 pays him per skin only."""
    rows: dict[str, list[int | None]] = {"Ann": [3, 3, 5, 5], "Bob": [4, 4, 5, 3],
                                         "Erik": [None, None, 3, 5]}
    result = live_score(Scoring.SKINS, _live(rows), Options(stakes=Stakes(buy_in=300)))
    assert result["pot"] == {"cents": 600, "skins_won": 3, "per_skin": 200,
                             "leftover_cents": 0, "unawarded_skins": 0}
    assert result["settlement"]["balances"] == {"Ann": 100, "Bob": -100, "Erik": 0}


def test_a_two_sided_match_with_a_latecomer_is_played_over_the_holes_both_played() -> None:
    """Bob joins on hole 3 of 6: four holes to play; 3 up with 1 left after hole 5 wins 3&1."""
    rows: dict[str, list[int | None]] = {"Ann": [4, 4, 3, 3, 3, 4],
                                         "Bob": [None, None, 4, 4, 4, 4]}
    result = live_score(Scoring.MATCH, _live(rows), Options(stakes=Stakes(match=500)))
    assert result["result"] == "Ann won 3&1"
    assert result["settlement"]["balances"] == {"Ann": 500, "Bob": -500}


def _erik_night(store: Store) -> tuple[int, int]:
    """Issue 27's night: four play Stableford for 5.00 a point over 18 holes; after hole 9
    Erik is added through Edit night."""
    course = store.add_course("Eighteen", Game.GOLF, [(4, si) for si in range(1, 19)])
    ids = [store.add_player(name).id or 0 for name in NAMES]
    stableford = PlayedFormat(Format.STABLEFORD, net=False, stakes=Stakes(point=500))
    night = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=(stableford,))
    night_id = night.id or 0
    state = load_night(store, night_id)
    round_id = state.round_ids[0]
    for seat, strokes in zip(state.seats, (4, 4, 5, 5), strict=True):
        for hole in range(1, 10):
            store.record_score(round_id, seat.player_id, hole, strokes)
    plan = plan_of_night(store, night_id)
    save_night_edit(store, night_id, plan.__class__(**{
        **plan.__dict__, "players": (*plan.players, PlanPlayer("Erik"))}))
    return night_id, round_id


def test_erik_added_after_hole_9_is_not_charged(store: Store) -> None:
    """Issue 27 §3: Erik paid 135.00 at once (27 points of unplayed holes at 5.00). Now he
    pays nothing before his first score, and after playing 10-18 he is ranked apart and out
    of the Stableford money; the four who played every hole settle among themselves."""
    night_id, round_id = _erik_night(store)
    state = load_night(store, night_id)
    assert state.names[-1] == "Erik"
    money = rounds_money(store, state)
    assert money is not None
    assert money.balances["Erik"] == 0
    # Ann and Bob 18 points, Cat and Dan 9: Ann collects 9 points at 5.00 from Cat and Dan.
    assert dict(money.balances) == {"Ann": 9000, "Bob": 9000, "Cat": -9000, "Dan": -9000,
                                    "Erik": 0}
    erik = state.seats[-1].player_id
    for hole in range(10, 19):
        store.record_score(round_id, erik, hole, 3)
    for seat in state.seats[:4]:
        for hole in range(10, 19):
            store.record_score(round_id, seat.player_id, hole, 4)
    money = rounds_money(store, state)
    assert money is not None and money.balances["Erik"] == 0
    assert sum(money.balances.values()) == 0
    live = state.live(store.round_scores(round_id))
    (standing,) = standings(state, live)
    assert isinstance(standing.result, dict)
    assert standing.result["standings"][-1] == {
        "name": "Erik", "points": 27, "place": None, "late": True, "from_hole": 10, "thru": 9}


def test_a_latecomer_may_press_from_the_next_hole(store: Store) -> None:
    """Ann and Bob, six holes, Nassau; Bob's first score is on hole 2, which Ann wins: Bob is
    1 down in the front bet and may press from hole 3 — his empty hole 1 does not make hole 1
    "the next hole to be played"."""
    course = store.add_course("Six", Game.GOLF, [(4, si) for si in range(1, 7)])
    ids = [store.add_player(name).id or 0 for name in ("Ann", "Bob")]
    nassau = PlayedFormat(Format.NASSAU, net=False, stakes=Stakes(front=500, press=200))
    night = store.add_night(date(2024, 5, 2), course.id or 0, ids, formats=(nassau,))
    state = load_night(store, night.id or 0)
    round_id = state.round_ids[0]
    for player, hole, strokes in ((ids[0], 1, 4), (ids[0], 2, 3), (ids[1], 2, 4)):
        store.record_score(round_id, player, hole, strokes)
    live = state.live(store.round_scores(round_id))
    offer = press_offer(state, live, round_events(store, state, round_id), nassau)
    assert (offer.side, offer.hole, offer.segment) == ("Bob", 3, Segment.FRONT), offer.reason
