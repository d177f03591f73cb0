"""Nassau: three match-play bets (front, back, overall) and optional automatic presses.

scoring.md: one point for the winner of the front nine, one for the back nine, one for the
eighteen; a tie in a segment gives no point. *Decision*: a round of 2k holes splits into the
first k and the last k; an odd number of holes is refused. Segments are decided by holes won
outright.

More than two sides (scoring.md, decisions of turn 3): every pair plays its own Nassau, a
round robin (``round_robin``), each pair's presses on its own; two teams of two play it on
their better ball instead (the ``bestball-nassau`` format). A side that joined late is left
out of the holes before its first score: a pair's bets count the holes both played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from golfstudio.errors import shown
from golfstudio.i18n import tr
from golfstudio.scoring.errors import PressRefused, ScoreError
from golfstudio.scoring.handicap import is_whole
from golfstudio.scoring.sides import (
    Sides,
    first_holes,
    hole_count,
    hole_winner,
    holes_won,
    played_holes,
    sole_leader,
)

PRESS_AT = 2
"""scoring.md: an automatic press starts when a side goes 2 down (the default trigger)."""
PRESS_TRIGGER_MAX = 9
"""The largest press trigger accepted (holes down)."""


class Segment(Enum):
    FRONT = "front"
    BACK = "back"
    OVERALL = "overall"


@dataclass(frozen=True)
class Press:
    """A press bet: from ``from_hole`` (1-based over the whole round) to its half's end.

    ``requested_by`` names the side that asked for it (None: automatic). A request on the
    hole where an automatic press starts anyway is that same press.
    """

    segment: Segment
    from_hole: int
    winner: str | None
    requested_by: str | None = None


@dataclass(frozen=True)
class PressRequest:
    """A press asked for by ``side`` from ``hole`` (1-based over the round) to the end of
    ``segment`` (front or back). Checked against the scores when the round is scored
    (scoring.md): the side must be down in the latest bet of that half before ``hole``."""

    hole: int
    side: str
    segment: Segment

    def __post_init__(self) -> None:
        if not is_whole(self.hole) or self.hole < 1:
            raise ScoreError(tr("a press starts on a hole number from 1, got {value}").format(
                value=shown(self.hole)))
        if not isinstance(self.side, str) or not self.side:
            raise ScoreError(tr("a press is asked for by a side's name, got {value}").format(
                value=shown(self.side)))
        if not isinstance(self.segment, Segment):
            raise ScoreError(tr("a press belongs to the 'front' or 'back' bet, got {value}").format(
                value=shown(self.segment)))
        if self.segment is Segment.OVERALL:
            raise ScoreError(tr(
                "press by {side} from hole {hole}: presses run in the front or the back half, "
                "not in the overall bet").format(side=self.side, hole=self.hole))


def check_press_trigger(trigger: object) -> int:
    """The holes down that start an automatic press: a whole number from 1 to the maximum."""
    if isinstance(trigger, int) and is_whole(trigger) and 1 <= trigger <= PRESS_TRIGGER_MAX:
        return trigger
    raise ScoreError(tr("the press trigger is holes down from 1 to {most}, got {value}").format(
        most=PRESS_TRIGGER_MAX, value=shown(trigger)))


@dataclass(frozen=True)
class NassauResult:
    front: str | None
    back: str | None
    overall: str | None
    points: Mapping[str, int]
    presses: tuple[Press, ...] = ()


def segment_holes(holes: int) -> dict[Segment, range]:
    """0-based hole ranges of the three bets (*Decision*: 2k holes -> first k, last k)."""
    if holes == 0 or holes % 2:
        raise ScoreError(tr(
            "Nassau splits the round into a front and a back half, so it needs an even "
            "number of holes; this round has {holes}").format(holes=holes))
    half = holes // 2
    return {
        Segment.FRONT: range(0, half),
        Segment.BACK: range(half, holes),
        Segment.OVERALL: range(0, holes),
    }


def _bet_winner(sides: Sides, holes: Sequence[int]) -> str | None:
    """A bet goes to the side that won the most of its holes; a hole not played wins nothing."""
    return sole_leader(holes_won(sides, holes))


def press_starts(sides: Sides, holes: range, trigger: int = PRESS_AT) -> list[int]:
    """0-based first holes of the automatic presses within one half (no requests)."""
    return [start for start, _ in press_chain(sides, holes, auto=True, trigger=trigger)[1:]]


def press_chain(
    sides: Sides,
    holes: range,
    *,
    auto: bool,
    trigger: int = PRESS_AT,
    requests: Mapping[int, str] | None = None,
    segment: Segment = Segment.FRONT,
) -> list[tuple[int, str | None]]:
    """The bets of one half, in order: ``(first hole 0-based, requested by)``, the original
    bet first.

    Beyond the rulebook (scoring.md, presses): with ``auto``, whenever the trailing side
    becomes ``trigger`` down in the latest bet of the half (the original bet or its latest
    press), a new press runs from the next hole to the end of the half, if a hole is left.
    ``requests`` (0-based hole -> side) add presses on request: the side must be down in the
    latest bet that started before that hole. Everything is recomputed from the scores, so an
    edited score re-decides every press after it.
    """
    first, second = sides
    asked = dict(requests or {})
    played = set(played_holes(sides))
    # Holes before a late side's first score are no part of the bets (scoring.md turn 3):
    # not "missing" when a press is asked for after them.
    starts = [start if start is not None else hole_count(sides)
              for start in first_holes(sides).values()]
    joined = max(starts, default=0)
    bets: list[tuple[int, str | None]] = [(holes.start, None)]
    lead = {holes.start: 0}  # holes up for ``first`` in each bet
    for hole in holes:
        if hole in asked:
            _ask(bets, lead, asked[hole], hole, holes, played, first, segment, joined)
        if hole not in played:
            continue
        winner = hole_winner(sides, hole)
        step = 1 if winner == first else -1 if winner == second else 0
        for start in lead:
            if start <= hole:
                lead[start] += step
        latest = bets[-1][0]
        if (auto and step and latest <= hole and abs(lead[latest]) == trigger
                and hole + 1 < holes.stop):
            bets.append((hole + 1, None))
            lead[hole + 1] = 0
    return bets


def _bet(segment: Segment) -> str:
    """"the front bet" … in the user's language."""
    if segment is Segment.FRONT:
        return tr("the front bet")
    if segment is Segment.BACK:
        return tr("the back bet")
    return tr("the overall bet")


def _press(segment: Segment, hole: int) -> str:
    """"the front press from hole 5" … in the user's language."""
    if segment is Segment.FRONT:
        return tr("the front press from hole {hole}").format(hole=hole)
    return tr("the back press from hole {hole}").format(hole=hole)


def _ask(bets: list[tuple[int, str | None]], lead: dict[int, int], side: str, hole: int,
         holes: range, played: set[int], first: str, segment: Segment, joined: int = 0) -> None:
    """Add the press ``side`` asks for from ``hole``, or refuse it (scoring.md)."""
    asking = tr("{side} cannot press from hole {hole}").format(side=side, hole=hole + 1)
    if hole == holes.start:
        raise PressRefused(tr("{asking}: {bet} starts there, nobody is down yet").format(
            asking=asking, bet=_bet(segment)))
    missing = [h for h in range(max(holes.start, joined), hole) if h not in played]
    if missing:
        raise PressRefused(tr("{asking} before hole {hole} is played").format(
            asking=asking, hole=missing[0] + 1))
    current = next(start for start, _ in reversed(bets) if start < hole)
    up = lead[current] if side == first else -lead[current]
    if up >= 0:
        bet = _bet(segment) if current == holes.start else _press(segment, current + 1)
        standing = tr("all square") if up == 0 else tr("{up} up").format(up=up)
        raise PressRefused(tr("{asking}: only the side that is down may press, and {side} is "
                              "{standing} in {bet}").format(
            asking=asking, side=side, standing=standing, bet=bet), up)
    if bets[-1][0] == hole:
        bets[-1] = (hole, side)  # the automatic press from this hole is the one asked for
    else:
        bets.append((hole, side))
        lead[hole] = 0


def _requests_by_segment(sides: Sides, bets: Mapping[Segment, range],
                         requests: Sequence[PressRequest]) -> dict[Segment, dict[int, str]]:
    """Press requests per half, each checked against the sides and the half's holes."""
    found: dict[Segment, dict[int, str]] = {Segment.FRONT: {}, Segment.BACK: {}}
    for request in requests:
        if request.side not in sides:
            raise ScoreError(tr("press from hole {hole}: {side} is not a side of this Nassau "
                                "({sides})").format(hole=request.hole, side=shown(request.side),
                                                   sides=", ".join(sides)))
        holes = bets[request.segment]
        if request.hole - 1 not in holes:
            raise ScoreError(tr("press by {side} from hole {hole}: {bet} runs over holes "
                                "{first}-{last}").format(
                side=request.side, hole=request.hole, bet=_bet(request.segment),
                first=holes.start + 1, last=holes.stop))
        if request.hole - 1 in found[request.segment]:
            raise ScoreError(tr("two presses are asked for from hole {hole} in {bet}").format(
                hole=request.hole, bet=_bet(request.segment)))
        found[request.segment][request.hole - 1] = request.side
    return found


def nassau(sides: Sides, *, auto_press: bool = False, press_trigger: int = PRESS_AT,
           press_requests: Sequence[PressRequest] = ()) -> NassauResult:
    """Front, back and overall winners by holes won, points, and presses: automatic with
    ``auto_press`` (at ``press_trigger`` down) and on request (two sides only: a press is a
    bet between the side that is down and the one that is up)."""
    if len(sides) < 2:
        raise ScoreError(tr("Nassau needs at least two sides, got {count}").format(
            count=len(sides)))
    if auto_press and len(sides) != 2:
        raise ScoreError(tr("automatic presses need exactly two sides; this Nassau has {count}")
                         .format(count=len(sides)))
    if press_requests and len(sides) != 2:
        raise ScoreError(tr("presses need exactly two sides; this Nassau has {count}").format(
            count=len(sides)))
    trigger = check_press_trigger(press_trigger)
    bets = segment_holes(hole_count(sides))
    winners = {segment: _bet_winner(sides, holes) for segment, holes in bets.items()}
    presses: list[Press] = []
    if auto_press or press_requests:
        asked = _requests_by_segment(sides, bets, press_requests)
        for segment in (Segment.FRONT, Segment.BACK):
            holes = bets[segment]
            chain = press_chain(sides, holes, auto=auto_press, trigger=trigger,
                                requests=asked[segment], segment=segment)
            for start, by in chain[1:]:
                winner = _bet_winner(sides, range(start, holes.stop))
                presses.append(Press(segment, start + 1, winner, by))
    points = dict.fromkeys(sides, 0)
    for winner in [*winners.values(), *(press.winner for press in presses)]:
        if winner is not None:
            points[winner] += 1
    return NassauResult(
        front=winners[Segment.FRONT],
        back=winners[Segment.BACK],
        overall=winners[Segment.OVERALL],
        points=points,
        presses=tuple(presses),
    )


@dataclass(frozen=True)
class PairNassau:
    """One pair's Nassau in a round robin: its two sides, in the round's order, and its
    three bets and presses."""

    sides: tuple[str, str]
    result: NassauResult


def round_robin(sides: Sides, *, auto_press: bool = False,
                press_trigger: int = PRESS_AT) -> tuple[PairNassau, ...]:
    """Every pair of ``sides`` plays its own Nassau (scoring.md, turn 3), pairs in the
    sides' order (Ann–Bob, Ann–Cat, Bob–Cat); automatic presses run within each pair.
    Presses on request are for a two-sided Nassau only (*Decision*, docs/scoring.md: a
    request would have to name the pair)."""
    if len(sides) < 2:
        raise ScoreError(tr("Nassau needs at least two sides, got {count}").format(
            count=len(sides)))
    return tuple(
        PairNassau((first, second), nassau({first: sides[first], second: sides[second]},
                                           auto_press=auto_press, press_trigger=press_trigger))
        for first, second in combinations(sides, 2))
