"""Nassau presses: on request, with a press trigger, and recomputed from the scores.

Rounds of 8 holes: the front bet is holes 1-4, the back bet 5-8 (Decision: 2k holes split
into the first k and the last k).
"""

from __future__ import annotations

import pytest

from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.nassau import Press, PressRequest, Segment, nassau

WIN, LOSE, HALVE = (3, 4), (5, 4), (4, 4)  # Ann's and Bob's scores: Ann wins / loses / halves


def sides(*holes: tuple[int, int]) -> dict[str, list[int | None]]:
    return {"Ann": [h[0] for h in holes], "Bob": [h[1] for h in holes]}


def ask(hole: int, side: str, segment: Segment = Segment.FRONT) -> PressRequest:
    return PressRequest(hole=hole, side=side, segment=segment)


def test_the_side_that_is_down_presses_from_any_hole() -> None:
    """Bob wins hole 1, so Ann is 1 down and asks for a press from hole 2; she wins 2 and
    halves 3-4. Front bet: 1 hole each, tied; Ann's press (holes 2-4): 1-0 to Ann."""
    result = nassau(sides(LOSE, WIN, HALVE, HALVE, *[HALVE] * 4),
                    press_requests=[ask(2, "Ann")])
    assert result.presses == (Press(Segment.FRONT, 2, "Ann", requested_by="Ann"),)
    assert result.front is None
    assert dict(result.points) == {"Ann": 1, "Bob": 0}


def test_the_side_that_is_up_may_not_press() -> None:
    with pytest.raises(ScoreError, match="only the side that is down may press, and Bob is "
                                         "1 up in the front bet"):
        nassau(sides(LOSE, *[HALVE] * 7), press_requests=[ask(2, "Bob")])


def test_all_square_may_not_press() -> None:
    with pytest.raises(ScoreError, match="Ann is all square in the back bet"):
        nassau(sides(*[HALVE] * 8), press_requests=[ask(6, "Ann", Segment.BACK)])


def test_down_is_judged_in_the_latest_bet() -> None:
    """Bob wins 1 and 2 (auto press from 3); Ann wins 3, so she is 1 down in the front bet
    but 1 up in the press from 3: she may not press from 4."""
    holes = sides(LOSE, LOSE, WIN, HALVE, *[HALVE] * 4)
    with pytest.raises(ScoreError, match="Ann is 1 up in the front press from hole 3"):
        nassau(holes, auto_press=True, press_requests=[ask(4, "Ann")])
    # Bob is 1 down in that press and may press: a third front bet from hole 4, halved
    result = nassau(holes, auto_press=True, press_requests=[ask(4, "Bob")])
    assert [(p.from_hole, p.winner, p.requested_by) for p in result.presses] == [
        (3, "Ann", None), (4, None, "Bob")]


def test_a_press_must_start_inside_its_half_and_after_its_first_hole() -> None:
    holes = sides(LOSE, *[HALVE] * 7)
    with pytest.raises(ScoreError, match="the front bet runs over holes 1-4"):
        nassau(holes, press_requests=[ask(6, "Ann")])
    with pytest.raises(ScoreError, match="the back bet starts there, nobody is down yet"):
        nassau(holes, press_requests=[ask(5, "Ann", Segment.BACK)])
    with pytest.raises(ScoreError, match="not in the overall bet"):
        ask(3, "Ann", Segment.OVERALL)
    with pytest.raises(ScoreError, match='"Zed" is not a side of this Nassau'):
        nassau(holes, press_requests=[ask(2, "Zed")])
    with pytest.raises(ScoreError, match="two presses are asked for from hole 2"):
        nassau(holes, press_requests=[ask(2, "Ann"), ask(2, "Ann")])


def test_a_press_needs_the_holes_before_it_played() -> None:
    live: dict[str, list[int | None]] = {"Ann": [5, None, *[None] * 6],
                                         "Bob": [4, 4, *[None] * 6]}
    with pytest.raises(ScoreError, match="Ann cannot press from hole 3 before hole 2 is played"):
        nassau(live, press_requests=[ask(3, "Ann")])
    # from hole 2 it is fine: only hole 1 comes before it
    assert nassau(live, press_requests=[ask(2, "Ann")]).presses == (
        Press(Segment.FRONT, 2, None, "Ann"),)


def test_a_request_where_an_automatic_press_starts_is_that_press() -> None:
    """Ann wins 1-2: Bob is 2 down, an automatic press runs from 3; Bob asking for one from
    3 too makes no second bet. Bob wins 3-4: his press, 2-0."""
    result = nassau(sides(WIN, WIN, LOSE, LOSE, *[HALVE] * 4), auto_press=True,
                    press_requests=[ask(3, "Bob")])
    assert result.presses == (Press(Segment.FRONT, 3, "Bob", requested_by="Bob"),)


def test_press_trigger() -> None:
    """Ann wins 1-3 and halves 4: at 2 down a press runs from 3; at 3 down from 4."""
    holes = sides(WIN, WIN, WIN, *[HALVE] * 5)
    assert [p.from_hole for p in nassau(holes, auto_press=True).presses] == [3]
    assert [p.from_hole for p in nassau(holes, auto_press=True, press_trigger=3).presses] == [4]
    assert nassau(holes, auto_press=True, press_trigger=4).presses == ()
    for bad in (0, 10, 2.0, True):
        with pytest.raises(ScoreError, match="press trigger is holes down from 1 to 9"):
            nassau(holes, auto_press=True, press_trigger=bad)  # type: ignore[arg-type]


def test_editing_an_early_score_re_decides_the_later_presses() -> None:
    """Ann wins 1 and 3, halves 2: 2 up after 3, so a press runs from 4. Correct hole 2 to
    a win for Ann and she is 2 up after 2: the press runs from 3 instead. Correct hole 1 to
    a loss instead and she is never 2 up: no press at all."""
    before = sides(WIN, HALVE, WIN, HALVE, *[HALVE] * 4)
    assert [p.from_hole for p in nassau(before, auto_press=True).presses] == [4]
    edited = sides(WIN, WIN, WIN, HALVE, *[HALVE] * 4)
    assert [p.from_hole for p in nassau(edited, auto_press=True).presses] == [3]
    lost = sides(LOSE, HALVE, WIN, HALVE, *[HALVE] * 4)
    assert nassau(lost, auto_press=True).presses == ()


def test_editing_a_score_can_invalidate_a_request() -> None:
    """A press asked for while down is refused once a corrected score shows the side up."""
    request = [ask(3, "Ann")]
    assert nassau(sides(LOSE, HALVE, *[HALVE] * 6), press_requests=request).presses
    with pytest.raises(ScoreError, match="Ann cannot press from hole 3"):
        nassau(sides(WIN, HALVE, *[HALVE] * 6), press_requests=request)


def test_requests_need_two_sides() -> None:
    three = {"Ann": [4, 5, 4, 4], "Bob": [4, 4, 4, 4], "Cat": [4, 4, 4, 4]}
    with pytest.raises(ScoreError, match="presses need exactly two sides"):
        nassau(three, press_requests=[ask(2, "Ann")])
