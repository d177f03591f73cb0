"""``golfstudio score ROUND.json … --format F``: score round files, print the result as JSON.

The file is read here, not in the scoring core (style.md: the core never reads files); errors
from a file are prefixed with its name so a tournament of several files says which one.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.formats import Format, Options, score

FORMAT_NAMES = ", ".join(fmt.value for fmt in Format)


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "score",
        help="score round files in a competition format",
        description=f"Score round files (JSON) in one format: {FORMAT_NAMES}. "
        "Prints the result as JSON.",
    )
    parser.add_argument("rounds", nargs="+", metavar="ROUND.json",
                        help="round files; 2 to 4 of them for a tournament")
    parser.add_argument("--format", required=True, type=_format, metavar="FORMAT",
                        help=f"one of {FORMAT_NAMES}")
    parser.add_argument("--net", action="store_true",
                        help="use net scores (match play and Nassau: strokes from the lowest "
                        "handicap; elsewhere each player's full handicap)")
    parser.add_argument("--carry-over", action="store_true",
                        help="skins: a tied hole's skin carries to the next hole")
    parser.add_argument("--press", choices=["auto", "none"], default="none",
                        help="Nassau: 'auto' presses when a side goes 2 down")
    parser.set_defaults(run=run)


def _format(value: str) -> Format:
    try:
        return Format(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"unknown format {value!r} (choose from {FORMAT_NAMES})"
        ) from None


def load_round(path: Path) -> RoundCard:
    """Read and check one round file; every problem is a ScoreError naming the file."""
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise ScoreError(f"{path}: {exc}") from None
    try:
        return RoundCard.from_dict(data)
    except ScoreError as exc:
        raise ScoreError(f"{path}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    cards = [load_round(Path(name)) for name in args.rounds]
    options = Options(net=args.net, carry_over=args.carry_over, auto_press=args.press == "auto")
    result = score(args.format, cards, options, labels=args.rounds)
    print(json.dumps(result))
    return 0
