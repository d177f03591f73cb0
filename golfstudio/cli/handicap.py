"""``golfstudio handicap strokes|index``: handicap strokes per hole and the WHS index.

Values may be negative (a plus handicap, a differential below the rating): argparse takes
``--handicap -3`` and ``-1.5`` as values because no option of these parsers looks like a
negative number.
"""

from __future__ import annotations

import argparse
import json
import math

from golfstudio.cli.numbers import whole
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.handicap import handicap_index, strokes_received


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Handicap strokes by stroke index, and the WHS handicap index."
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    strokes = actions.add_parser(
        "strokes", help="strokes received on each hole",
        description="Strokes a player receives on each hole; prints {\"strokes\": [...]}.",
    )
    strokes.add_argument("--si", required=True, type=_stroke_indexes, metavar="SI,SI,…",
                         help="the holes' stroke indexes in hole order, comma-separated")
    strokes.add_argument("--handicap", required=True, type=whole, metavar="H",
                         help="strokes received; negative for a plus handicap")
    strokes.set_defaults(run=run_strokes)
    index = actions.add_parser(
        "index", help="WHS handicap index from score differentials",
        description="WHS handicap index from score differentials, oldest first; "
        "prints {\"index\", \"used\", \"count\"}.",
    )
    index.add_argument("differentials", nargs="*", metavar="DIFFERENTIAL")
    index.set_defaults(run=run_index)


def _stroke_indexes(value: str) -> list[int]:
    parts = [part.strip() for part in value.split(",")]
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
    return parsed


def run_strokes(args: argparse.Namespace) -> int:
    print(json.dumps({"strokes": strokes_received(args.si, args.handicap)}))
    return 0


def run_index(args: argparse.Namespace) -> int:
    values = [_differential(n, value) for n, value in enumerate(args.differentials, 1)]
    result = handicap_index(values)
    print(json.dumps({"index": result.index, "used": result.used, "count": result.count}))
    return 0
