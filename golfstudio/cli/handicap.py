"""``golfstudio handicap strokes|index``: handicap strokes per hole and the WHS index.

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

from golfstudio.cli.numbers import bounded
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import DIFFERENTIAL_RANGE, handicap_index, strokes_received

HANDICAP_RANGE = (-100, 200)
"""Strokes received: the store's course-handicap bounds (``store/limits.py``)."""
MAX_HOLES = 72
"""Stroke indexes of one course: the store's most holes of a course."""
_NEGATIVE_VALUE = re.compile(r"^-(\d|\.\d|inf|nan)", re.IGNORECASE)


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
