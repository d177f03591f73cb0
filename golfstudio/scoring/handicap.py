"""Handicap strokes by stroke index, net scores, and the World Handicap System (WHS) numbers.

scoring.md, "Holes and handicap strokes": a player receiving H strokes gets one on each hole
with SI <= H, a second on SI <= H - n when H exceeds the n holes, and a plus (negative)
handicap gives strokes back on the easiest holes, SI n, n-1, … . The WHS part (differentials,
index, course and playing handicaps) goes beyond the rulebook for golfers who keep one.

Rounding: WHS rounds to the nearest tenth (index, differential) or whole stroke (course and
playing handicaps) with a half going up; ``round()`` rounds halves to even and floats carry
binary noise, so every rounding here goes through ``Decimal`` with ``ROUND_HALF_UP`` (a
negative half therefore rounds away from zero: -0.05 -> -0.1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from golfstudio.errors import shown
from golfstudio.i18n import QT_TR_NOOP, tr
from golfstudio.scoring.errors import ScoreError

TENTH = Decimal("0.1")
MAX_INDEX = Decimal("54.0")
"""WHS: a handicap index is never above 54.0."""
STANDARD_SLOPE = 113
"""WHS: the slope of a course of standard difficulty; the tabletop default (scoring.md)."""
SLOPE_RANGE = range(55, 156)
"""WHS: slope ratings run from 55 to 155."""
MOST_RECENT = 20
"""WHS: only the most recent 20 score differentials count."""
DIFFERENTIAL_RANGE = (-100.0, 200.0)
"""A score differential someone may type (the CLI): (113 / slope) × (adjusted gross −
rating) stays far inside it for any real round; the store keeps the same bounds
(``store/limits.py``, not imported here: the scoring stays free of the database)."""
MAGNITUDE = 1_000_000
"""The largest size of any number the WHS arithmetic takes (a gross score, a rating, a
differential): every rounding goes through ``Decimal``, whose 28 digits a 1e27 would
overflow (``decimal.InvalidOperation``, issue 27 §12); a million is past any real round."""
SOFT_CAP_FROM = Decimal("3.0")
HARD_CAP = Decimal("5.0")

_WHS_TABLE: dict[int, tuple[int, Decimal]] = {
    3: (1, Decimal("-2.0")),
    4: (1, Decimal("-1.0")),
    5: (1, Decimal("0")),
    6: (2, Decimal("-1.0")),
    7: (2, Decimal("0")),
    8: (2, Decimal("0")),
    9: (3, Decimal("0")),
    10: (3, Decimal("0")),
    11: (3, Decimal("0")),
    12: (4, Decimal("0")),
    13: (4, Decimal("0")),
    14: (4, Decimal("0")),
    15: (5, Decimal("0")),
    16: (5, Decimal("0")),
    17: (6, Decimal("0")),
    18: (6, Decimal("0")),
    19: (7, Decimal("0")),
    20: (8, Decimal("0")),
}
"""WHS table: differentials available -> (lowest ones averaged, adjustment)."""


def is_whole(value: object) -> bool:
    """JSON's true/false are ints to Python; a score or handicap must be a real integer."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_stroke_indexes(stroke_indexes: Sequence[object]) -> None:
    """scoring.md: the stroke indexes of n holes are a permutation of 1..n (1 = hardest)."""
    n = len(stroke_indexes)
    if n == 0:
        raise ScoreError(tr("a course needs at least one hole"))
    for hole, si in enumerate(stroke_indexes, 1):
        if not is_whole(si):
            raise ScoreError(tr("stroke index of hole {hole} must be a whole number, got {value}")
                             .format(hole=hole, value=shown(si)))
    holes_of: dict[object, list[int]] = {}
    for hole, si in enumerate(stroke_indexes, 1):
        holes_of.setdefault(si, []).append(hole)
    problems = []
    for si, holes in holes_of.items():
        if not (isinstance(si, int) and 1 <= si <= n):
            problems.append(tr("{si} on hole {hole} is out of range").format(si=si, hole=holes[0]))
        elif len(holes) > 1:
            problems.append(tr("{si} is on holes {holes}").format(
                si=si, holes=", ".join(map(str, holes))))
    missing = [si for si in range(1, n + 1) if si not in holes_of]
    if missing:
        problems.append(tr("{numbers} missing").format(numbers=", ".join(map(str, missing))))
    if problems:
        raise ScoreError(tr("stroke indexes must be a permutation of 1..{n}: {problems}").format(
            n=n, problems="; ".join(problems)))


def strokes_received(stroke_indexes: Sequence[int], handicap: int) -> list[int]:
    """Strokes a player receives on each hole, in hole order.

    scoring.md: one stroke on each hole with SI <= H; more strokes than holes give a second
    stroke on SI <= H - n, and so on; a plus handicap gives strokes back on the easiest holes
    (SI n, n-1, …), so the strokes always add up to H and differ by at most one between holes.
    Rulebook check (Ultimate Golf table): 1 stroke -> hole 6; 2 -> 6 and 18; 3 -> 6, 18, 3.
    """
    check_stroke_indexes(stroke_indexes)
    if not is_whole(handicap):
        raise ScoreError(tr("a handicap must be a whole number of strokes, got {value}").format(
            value=shown(handicap)))
    n = len(stroke_indexes)
    if handicap >= 0:
        every, extra = divmod(handicap, n)
        return [every + (1 if si <= extra else 0) for si in stroke_indexes]
    every, extra = divmod(-handicap, n)
    return [-(every + (1 if si > n - extra else 0)) for si in stroke_indexes]


def _same_length(what: str, *rows: Sequence[object]) -> None:
    lengths = {len(row) for row in rows}
    if len(lengths) > 1:
        raise ScoreError(tr("{what}: the rows have different numbers of holes {lengths}").format(
            what=tr(what), lengths=sorted(lengths)))


def net_scores(gross: Sequence[int], strokes: Sequence[int]) -> list[int]:
    """scoring.md: net score on a hole = gross - strokes received there."""
    _same_length(QT_TR_NOOP("net scores"), gross, strokes)
    return [g - s for g, s in zip(gross, strokes, strict=True)]


def adjusted_gross_score(gross: Sequence[int], pars: Sequence[int], strokes: Sequence[int]) -> int:
    """WHS: for a differential each hole counts at most net double bogey (par + 2 + strokes)."""
    _same_length(QT_TR_NOOP("adjusted gross score"), gross, pars, strokes)
    return sum(min(g, p + 2 + s) for g, p, s in zip(gross, pars, strokes, strict=True))


def _tenth(value: Decimal) -> Decimal:
    return value.quantize(TENTH, rounding=ROUND_HALF_UP)


def _whole(value: Decimal) -> int:
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _number(value: object, what: str, number: int = 0) -> Decimal:
    """A finite real number as an exact Decimal (through str, so 72.3 stays 72.3); ``what``
    is marked English (QT_TR_NOOP), translated only for a refusal (its ``{number}``)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ScoreError(tr("{what} must be a number, got {value}").format(
            what=tr(what).format(number=number), value=shown(value)))
    if not math.isfinite(value):
        raise ScoreError(tr("{what} must be a finite number, got {value}").format(
            what=tr(what).format(number=number), value=value))
    if abs(value) > MAGNITUDE:
        raise ScoreError(tr("{what} must be from -{most} to {most}, got {value}").format(
            what=tr(what).format(number=number), most=f"{MAGNITUDE:,}", value=shown(value)))
    return Decimal(str(value))


def _check_slope(slope: object) -> int:
    if not is_whole(slope) or slope not in SLOPE_RANGE:
        raise ScoreError(tr("a slope rating is a whole number from 55 to 155, got {value}").format(
            value=shown(slope)))
    assert isinstance(slope, int)
    return slope


def score_differential(adjusted_gross: int, course_rating: float, slope: int = 113) -> float:
    """WHS: (113 / slope) × (adjusted gross - course rating), rounded to 0.1 with halves up."""
    ags = _number(adjusted_gross, QT_TR_NOOP("an adjusted gross score"))
    rating = _number(course_rating, QT_TR_NOOP("a course rating"))
    slope = _check_slope(slope)
    return float(_tenth(Decimal(STANDARD_SLOPE) / Decimal(slope) * (ags - rating)))


EXPECTED_NINE_SLOPE = Decimal("0.52")
EXPECTED_NINE_BASE = Decimal("1.2")
"""The expected 9-hole score differential of a player of index I: 0.52 × I + 1.2, half of
the 18-hole expectation 1.04 × I + 2.4 (docs/scoring.md, "9-hole rounds", for the source)."""


def expected_nine_hole_differential(index: float) -> float:
    """WHS 2024 (Rules of Handicapping 5.1b): what a player of this index is expected to
    score, as a differential, over nine holes of standard difficulty — the nine not played.
    Unrounded: WHS rounds only the 18-hole total."""
    value = _number(index, QT_TR_NOOP("a handicap index"))
    return float(EXPECTED_NINE_SLOPE * value + EXPECTED_NINE_BASE)


def nine_hole_score_differential(adjusted_gross: int, course_rating: float, slope: int,
                                 index: float | None) -> float:
    """WHS 2024 (Rule 5.1b): a 9-hole score makes an 18-hole differential at once — the
    9-hole differential (113 / 9-hole slope) × (adjusted gross − 9-hole rating), unrounded,
    plus the expected differential of the other nine for the player's index, the sum rounded
    to 0.1 with halves up.

    *Decision* (docs/scoring.md): a player with no index yet has no expectation to add; the
    nine played counts twice (the way two nines were combined before 2024).
    """
    ags = _number(adjusted_gross, QT_TR_NOOP("an adjusted gross score"))
    rating = _number(course_rating, QT_TR_NOOP("a course rating"))
    slope = _check_slope(slope)
    nine = Decimal(STANDARD_SLOPE) / Decimal(slope) * (ags - rating)
    if index is None:
        other = nine
    else:
        other = EXPECTED_NINE_SLOPE * _number(index, QT_TR_NOOP("a handicap index")) \
            + EXPECTED_NINE_BASE
    return float(_tenth(nine + other))


@dataclass(frozen=True)
class HandicapIndex:
    """A handicap index with how it was reached: ``used`` of the ``count`` differentials."""

    index: float
    used: int
    count: int


def _uncapped(recent: Sequence[Decimal]) -> Decimal:
    """WHS table: the mean of the lowest few of the recent differentials, plus adjustment."""
    used, adjustment = _WHS_TABLE[len(recent)]
    lowest = sorted(recent)[:used]
    return _tenth(sum(lowest, Decimal(0)) / used + adjustment)


def _capped(index: Decimal, low: Decimal) -> Decimal:
    """WHS caps: half of any rise above low + 3.0 is kept (soft), never above low + 5.0 (hard)."""
    rise = index - low
    if rise > SOFT_CAP_FROM:
        index = _tenth(low + SOFT_CAP_FROM + (rise - SOFT_CAP_FROM) / 2)
    return min(index, low + HARD_CAP)


def index_history(differentials: Sequence[float]) -> list[float | None]:
    """The handicap index after each round (None while fewer than 3 differentials exist).

    *Decision* (scoring.md, docs/scoring.md): the CLI has a list of differentials and no
    dates, so WHS's "low index of the last 365 days" becomes the lowest index computed after
    each of the earlier rounds within the last 20 rounds (those indexes being capped
    themselves), and the caps apply only once at least 20 differentials exist.
    """
    values = [
        _number(value, QT_TR_NOOP("score differential {number}"), number)
        for number, value in enumerate(differentials, 1)
    ]
    history: list[Decimal | None] = []
    for played in range(1, len(values) + 1):
        if played < 3:
            history.append(None)
            continue
        index = _uncapped(values[max(0, played - MOST_RECENT) : played])
        if played >= MOST_RECENT:
            earlier = [
                past
                for past in history[played - MOST_RECENT : played - 1]
                if past is not None
            ]
            if earlier:
                index = _capped(index, min(earlier))
        history.append(min(index, MAX_INDEX))
    return [None if index is None else float(index) for index in history]


def handicap_index(differentials: Sequence[float]) -> HandicapIndex:
    """WHS handicap index from score differentials given oldest first.

    Only the most recent 20 count; the WHS table says how many of the lowest are averaged for
    3 to 20 of them (3: lowest 1 - 2.0 … 20: lowest 8); the result is rounded to 0.1 with
    halves up, capped (see ``index_history`` for the decision on the low index) and at most
    54.0. Fewer than 3 differentials give no index.
    """
    if len(differentials) < 3:
        raise ScoreError(
            tr("a handicap index needs at least 3 score differentials, got {count}").format(
                count=len(differentials)))
    latest = index_history(differentials)[-1]
    assert latest is not None
    count = min(len(differentials), MOST_RECENT)
    return HandicapIndex(index=latest, used=_WHS_TABLE[count][0], count=count)


def course_handicap(
    index: float,
    slope: int = 113,
    course_rating: float | None = None,
    par: int | None = None,
    *,
    nine_holes: bool = False,
) -> int:
    """WHS: index × slope / 113 + (rating - par), rounded half up.

    scoring.md: tabletop courses default to rating = par and slope 113, so the course
    handicap is the index rounded (12.5 -> 13, not round()'s 12). Known example: index
    12.4 from a tee rated 71.2 / 125 on a par 72 -> 12.4 × 125 / 113 - 0.8 = 12.9 -> 13.

    ``nine_holes``: a round on a rated nine (its own 9-hole rating and slope) takes half the
    index, WHS Rule 6.1b: (index ÷ 2) × slope / 113 + (9-hole rating - par).
    """
    value = _number(index, QT_TR_NOOP("a handicap index"))
    if nine_holes:
        value = value / 2
    slope = _check_slope(slope)
    if course_rating is not None and par is None:
        raise ScoreError(tr("a course rating needs the course's par to go with it"))
    if course_rating is None or par is None:
        rating_over_par = Decimal(0)
    else:
        rating_over_par = (_number(course_rating, QT_TR_NOOP("a course rating"))
                           - _number(par, QT_TR_NOOP("a par")))
    return _whole(value * slope / STANDARD_SLOPE + rating_over_par)


def playing_handicap(course_handicap: int, allowance: float) -> int:
    """WHS: course handicap × allowance (e.g. 0.95 individual stroke play, 0.85 four-ball),
    rounded half up (scoring.md, "Playing handicap allowances")."""
    if not is_whole(course_handicap):
        raise ScoreError(tr("a course handicap must be a whole number, got {value}").format(
            value=shown(course_handicap)))
    share = _number(allowance, QT_TR_NOOP("a handicap allowance"))
    if not Decimal(0) <= share <= Decimal(1):
        raise ScoreError(tr("a handicap allowance is between 0 and 1 (e.g. 0.95), got {value}")
                         .format(
            value=allowance))
    return _whole(course_handicap * share)
