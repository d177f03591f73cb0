"""Invariants of the betting formats and of the money, over generated rounds (hypothesis)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from golfstudio.scoring.bbb import Award, BbbEvent, bingo_bango_bongo
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.scoring.formats import STAKES_FOR, Format, Options, score
from golfstudio.scoring.nines import HOLE_POINTS, nines
from golfstudio.scoring.stakes import MAX_CENTS, MatchPay, Stakes
from golfstudio.scoring.vegas import vegas
from golfstudio.scoring.wolf import WolfChoice, wolf
from tests.core.scoring.examples import round_file
from tests.core.scoring.test_properties import NAMES, cards

FOUR = NAMES[:4]
TEAMS = [FOUR[:2], FOUR[2:]]


@st.composite
def wolf_choices(draw: st.DrawFn, holes: int) -> list[WolfChoice]:
    choices = []
    for hole in range(1, holes + 1):
        wolf_name = FOUR[(hole - 1) % 4]
        partner = draw(st.sampled_from([None, *(n for n in FOUR if n != wolf_name)]))
        blind = partner is None and draw(st.booleans())
        choices.append(WolfChoice(hole, partner, blind))
    return choices


@st.composite
def bbb_events(draw: st.DrawFn, names: list[str], holes: int) -> list[BbbEvent]:
    return [BbbEvent(hole, award, draw(st.sampled_from(names)))
            for hole in range(1, holes + 1) for award in Award if draw(st.booleans())]


@given(cards(min_sides=4, max_sides=4), st.data())
def test_wolf_holes_are_zero_sum(sides: dict[str, list[int | None]], data: st.DataObject) -> None:
    holes = len(sides["Ann"])
    result = wolf(sides, data.draw(wolf_choices(holes)))
    assert all(sum(h.points.values()) == 0 for h in result.holes)
    assert sum(result.points.values()) == 0


@given(cards(min_sides=4, max_sides=4), st.lists(st.integers(2, 6), min_size=18, max_size=18))
def test_vegas_holes_are_zero_sum(sides: dict[str, list[int | None]], pars: list[int]) -> None:
    result = vegas(sides, TEAMS, pars[:len(sides["Ann"])])
    assert all(sum(h.points.values()) == 0 for h in result.holes)
    assert all(number >= 11 for h in result.holes for number in h.numbers.values())


@given(cards(min_sides=3, max_sides=3))
def test_nines_holes_share_nine_points(sides: dict[str, list[int | None]]) -> None:
    result = nines(sides)
    assert all(sum(h.points.values()) == HOLE_POINTS for h in result.holes)
    assert sum(result.points.values()) == HOLE_POINTS * len(sides["Ann"])


@given(st.integers(2, 5), st.integers(1, 18), st.data())
def test_bbb_holes_give_at_most_three_points(players: int, holes: int,
                                             data: st.DataObject) -> None:
    names = NAMES[:players]
    events = data.draw(bbb_events(names, holes))
    result = bingo_bango_bongo(names, holes, events)
    assert all(sum(h.points.values()) <= len(Award) for h in result.holes)
    assert sum(result.points.values()) == len(events)


def stakes_for(fmt: Format) -> st.SearchStrategy[Stakes]:
    amounts = st.integers(0, MAX_CENTS)
    keys = sorted(STAKES_FOR[fmt] - {"match_pay"})
    pay = (st.sampled_from(MatchPay) if "match_pay" in STAKES_FOR[fmt]
           else st.just(MatchPay.MATCH))
    return st.builds(lambda values, match_pay: Stakes(match_pay=match_pay, **values),
                     st.fixed_dictionaries({key: amounts for key in keys}), pay)


ONE_ROUND = [fmt for fmt in Format if fmt is not Format.TOURNAMENT]


@given(st.sampled_from(ONE_ROUND), st.data())
def test_money_adds_up_to_zero_and_the_transfers_clear_it(fmt: Format,
                                                          data: st.DataObject) -> None:
    four = fmt in (Format.WOLF, Format.VEGAS) or fmt.value.startswith("bestball")
    size = 4 if four else 3 if fmt is Format.NINES else data.draw(st.integers(2, 5))
    even = fmt in (Format.NASSAU, Format.BESTBALL_NASSAU)
    sides = data.draw(cards(min_sides=size, max_sides=size, even=even, min_holes=2))
    holes = len(sides["Ann"])
    handicaps = {name: data.draw(st.integers(-3, 20)) for name in sides}
    file: dict[str, Any] = round_file(sides, handicaps=handicaps,
                                      teams=TEAMS if four else None)
    card = RoundCard.from_dict(file)
    events = NO_EVENTS
    if fmt is Format.WOLF:
        events = RoundEvents(wolf=tuple(data.draw(wolf_choices(holes))))
    if fmt is Format.BINGO_BANGO_BONGO:
        events = RoundEvents(bbb=tuple(data.draw(bbb_events(list(sides), holes))))
    options = Options(
        net=fmt is not Format.BINGO_BANGO_BONGO and data.draw(st.booleans()),
        carry_over=fmt is Format.SKINS and data.draw(st.booleans()),
        auto_press=even and size == 2 and data.draw(st.booleans()),
        stakes=data.draw(stakes_for(fmt)),
    )
    settlement = score(fmt, [card], options, events=events)["settlement"]
    assert isinstance(settlement, dict)
    balances = settlement["balances"]
    assert list(balances) == list(sides)
    assert sum(balances.values()) == 0
    left = dict(balances)
    for transfer in settlement["transfers"]:
        assert transfer["cents"] > 0
        left[transfer["from"]] += transfer["cents"]
        left[transfer["to"]] -= transfer["cents"]
    assert set(left.values()) <= {0}
    nonzero = sum(1 for cents in balances.values() if cents)
    assert len(settlement["transfers"]) <= max(0, nonzero - 1)
