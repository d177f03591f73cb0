"""``golfstudio handicap strokes|index|course|differential``: handicap strokes per hole, the
WHS index, a course handicap from a tee's rating and slope, and a round's differential (the
9-hole way on a rated nine; docs/scoring.md, "Tees").

Values may be negative (a plus handicap, a differential below the rating): argparse takes
``--handicap -3`` and ``-1.5`` as values because no option of these parsers looks like a
negative number; ``index`` also takes ``-1e3`` and ``-inf`` as values (then refused in
words), which argparse's own pattern would take for unknown options.

Every number is range-checked on entry with one line and exit status 2 (issue 27 §12): a
differential from -100 to 200 (``DIFFERENTIAL_RANGE``), a handicap as a night's course
handicap (-100 to 200 strokes), at most 72 stroke indexes.
"""

from __future__ import annotations

import argparse
import json
import math
import re
from collections.abc import Callable

from golfstudio.cli.numbers import bounded, whole
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import (
    DIFFERENTIAL_RANGE,
    SLOPE_RANGE,
    course_handicap,
    expected_nine_hole_differential,
    handicap_index,
    is_whole,
    strokes_received,
)
from golfstudio.scoring.tee_rating import RATED_HOLES, TeeRating, check_rating

HANDICAP_RANGE = (-100, 200)
"""Strokes received: the store's course-handicap bounds (``store/limits.py``)."""
MAX_HOLES = 72
"""Stroke indexes of one course: the store's most holes of a course."""
_NEGATIVE_VALUE = re.compile(r"^-(\d|\.\d|inf|nan)", re.IGNORECASE)
HANDICAP_INDEX_RANGE = (-10.0, 54.0)
"""WHS: plus 10 to 54.0 (``store.limits``'s, not imported: the store brings SQLAlchemy)."""


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Handicap strokes by stroke index, and the WHS handicap index."
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    strokes = actions.add_parser(
        "strokes", help="strokes received on each hole",
        description="Strokes a player receives on each hole; prints {\"strokes\": [...]}.",
    )
    strokes.add_argument("--si", required=True, type=_stroke_indexes, metavar="SI,SI,…",
                         help="the holes' stroke indexes in hole order, comma-separated")
    strokes.add_argument("--handicap", required=True, type=bounded(*HANDICAP_RANGE, "strokes"),
                         metavar="H",
                         help="strokes received; negative for a plus handicap")
    strokes.set_defaults(run=run_strokes)
    index = actions.add_parser(
        "index", help="WHS handicap index from score differentials",
        description="WHS handicap index from score differentials, oldest first; "
        "prints {\"index\", \"used\", \"count\"}.",
    )
    index.add_argument("differentials", nargs="*", metavar="DIFFERENTIAL")
    # argparse's pattern for a negative number value misses "-1e30" and "-inf", which it
    # would report as unknown options; these too are values, refused in words below.
    index._negative_number_matcher = _NEGATIVE_VALUE
    index.set_defaults(run=run_index)
    course = actions.add_parser(
        "course", help="WHS course handicap from a tee's rating and slope",
        description="Course handicap = INDEX × slope / 113 + (rating − par), rounded half "
        "up (a rated nine: half the index); without --rating, a tabletop course (rating = "
        "par, slope 113). Prints {\"course_handicap\", \"index\", \"slope\", \"rating\", "
        "\"par\", \"holes\"}.")
    course.add_argument("index", type=_index, metavar="INDEX",
                        help="handicap index, -10.0 (plus 10) to 54.0")
    _tee_arguments(course, required=False)
    course.set_defaults(run=run_course)
    diff = actions.add_parser(
        "differential", help="a round's WHS score differential from the tee played",
        description="Score differential = (113 / slope) × (ADJUSTED − rating), rounded to "
        "0.1; on a rated nine (--holes 9) the 9-hole differential plus the expected "
        "differential of the other nine for --index (WHS 2024). Prints {\"differential\", "
        "\"holes\", \"expected_other_nine\"}.")
    diff.add_argument("adjusted", type=whole, metavar="ADJUSTED",
                      help="adjusted gross score (each hole at most net double bogey)")
    _tee_arguments(diff, required=True)
    diff.add_argument("--index", type=_index, default=None, metavar="I",
                      help="the player's handicap index before the round (a rated nine)")
    diff.set_defaults(run=run_differential)


def _tee_arguments(parser: argparse.ArgumentParser, *, required: bool) -> None:
    parser.add_argument("--slope", type=whole, default=None if required else 113,
                        required=required, metavar="S", help="slope rating, 55 to 155")
    parser.add_argument("--rating", type=_real("course rating"), default=None,
                        required=required, metavar="R", help="course rating, e.g. 71.2")
    parser.add_argument("--par", type=whole, default=None, required=required, metavar="P",
                        help="the course's par (needed with --rating)")
    parser.add_argument("--holes", type=int, choices=RATED_HOLES, default=18,
                        help="holes the rating is for (default 18)")


def _real(what: str) -> Callable[[str], float]:
    def parse(value: str) -> float:
        try:
            number = float(value)
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise argparse.ArgumentTypeError(f"{what} {value!r} is not a number")
        return number

    return parse


def _index(value: str) -> float:
    number = _real("handicap index")(value)
    low, high = HANDICAP_INDEX_RANGE
    if not low <= number <= high:
        raise argparse.ArgumentTypeError(
            f"handicap index {value!r} is outside {low:g} to {high:g} (WHS)")
    return number


def _tee(args: argparse.Namespace) -> TeeRating | None:
    """The tee the arguments describe; None: no rating given (a tabletop course)."""
    if args.rating is None:
        if not is_whole(args.slope) or args.slope not in SLOPE_RANGE:
            raise ScoreError(f"a slope rating is a whole number from 55 to 155, got {args.slope}")
        return None
    if args.par is None:
        raise ScoreError("a course rating needs the course's par: add --par")
    rating, slope = check_rating(args.rating, args.slope, args.par, args.holes)
    return TeeRating(rating, slope, args.par, args.holes)


def _stroke_indexes(value: str) -> list[int]:
    parts = [part.strip() for part in value.split(",")]
    if len(parts) > MAX_HOLES:
        raise argparse.ArgumentTypeError(
            f"{len(parts):,} stroke indexes: a course has at most {MAX_HOLES} holes")
    for part in parts:
        try:
            int(part)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"stroke index {part!r} is not a whole number"
            ) from None
    return [int(part) for part in parts]


def _differential(number: int, value: str) -> float:
    try:
        parsed = float(value)
    except ValueError:
        parsed = math.nan
    if not math.isfinite(parsed):
        raise ScoreError(f"score differential {number} ({value!r}) is not a number")
    low, high = DIFFERENTIAL_RANGE
    if not low <= parsed <= high:
        raise ScoreError(f"score differential {number} ({value!r}) must be from {low:g} to "
                         f"{high:g}")
    return parsed


def run_strokes(args: argparse.Namespace) -> int:
    print(json.dumps({"strokes": strokes_received(args.si, args.handicap)}))
    return 0


def run_index(args: argparse.Namespace) -> int:
    values = [_differential(n, value) for n, value in enumerate(args.differentials, 1)]
    result = handicap_index(values)
    print(json.dumps({"index": result.index, "used": result.used, "count": result.count}))
    return 0


def run_course(args: argparse.Namespace) -> int:
    tee = _tee(args)
    strokes = (course_handicap(args.index, args.slope) if tee is None
               else tee.course_handicap(args.index))
    print(json.dumps({"course_handicap": strokes, "index": args.index, "slope": args.slope,
                      "rating": None if tee is None else tee.course_rating,
                      "par": None if tee is None else tee.par, "holes": args.holes}))
    return 0


def run_differential(args: argparse.Namespace) -> int:
    tee = _tee(args)
    assert tee is not None  # --rating is required
    expected = (expected_nine_hole_differential(args.index)
                if tee.nine_holes and args.index is not None else None)
    print(json.dumps({"differential": tee.differential(args.adjusted, args.index),
                      "holes": tee.holes,
                      "expected_other_nine": None if expected is None else round(expected, 2)}))
    return 0
