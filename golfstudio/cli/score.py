"""``golfstudio score ROUND.json … --format F``: score round files, print the result as JSON.

The file is read here, not in the scoring core (style.md: the core never reads files); errors
from a file are prefixed with its name so a tournament of several files says which one.
Money (scoring.md): ``--stake nassau=500,press=250`` or ``--stakes FILE`` add a
``"settlement"``; ``--events FILE`` holds press requests, wolf choices and bingo-bango-bongo.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from golfstudio.cli.numbers import bounded
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.scoring.card import RoundCard
from golfstudio.scoring.errors import ScoreError
from golfstudio.scoring.events import NO_EVENTS, RoundEvents
from golfstudio.scoring.formats import Format, Options, score
from golfstudio.scoring.nassau import PRESS_AT, PRESS_TRIGGER_MAX
from golfstudio.scoring.stakes import Stakes

FORMAT_NAMES = ", ".join(fmt.value for fmt in Format)


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (f"Score round files (JSON) in one format: {FORMAT_NAMES}. "
                          "Prints the result as JSON.")
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
                        help="Nassau: 'auto' presses when a side goes 2 down (see "
                        "--press-trigger)")
    parser.add_argument("--press-trigger", type=bounded(1, PRESS_TRIGGER_MAX, "holes"),
                        default=None, metavar="N",
                        help=f"Nassau with --press auto: holes down that start a press "
                        f"(default {PRESS_AT})")
    parser.add_argument("--stake", action="append", default=[], metavar="BET=CENTS,…",
                        help="money per bet in whole cents, e.g. nassau=500,press=250; bets: "
                        "nassau (front, back, overall), front, back, overall, press, match, "
                        "skin, buy_in, point, stroke; adds a settlement to the result")
    parser.add_argument("--stakes", metavar="FILE",
                        help='the stakes as a JSON object, e.g. {"nassau": 500, "press": 250}')
    parser.add_argument("--match-pay", choices=["match", "hole"], default=None,
                        help="match play money: once per match (default) or per hole up")
    parser.add_argument("--events", metavar="FILE",
                        help="per-hole events as JSON: Nassau press requests, wolf choices, "
                        "bingo-bango-bongo points (docs/scoring.md)")
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


def _read(path: str) -> object:
    try:
        return read_json(Path(path))
    except JsonFileError as exc:
        raise ScoreError(f"{path}: {exc}") from None


def parse_stake_text(text: str) -> dict[str, object]:
    """``nassau=500,press=250`` as a stakes mapping; amounts are whole cents."""
    found: dict[str, object] = {}
    for part in text.split(","):
        key, equals, value = (piece.strip() for piece in part.partition("="))
        if not equals or not key:
            raise ScoreError(f"a stake is BET=CENTS (e.g. nassau=500), not {part.strip()!r}")
        if key in found:
            raise ScoreError(f"stake {key!r} is given twice")
        if key == "match_pay":
            found[key] = value
        elif re.fullmatch(r"[+-]?[0-9]+", value):
            found[key] = int(value)
        else:
            raise ScoreError(
                f"stake {key!r} must be a whole number of cents (500 for 5.00), got {value!r}"
            )
    return found


def stakes_from(args: argparse.Namespace) -> Stakes | None:
    """The stakes of ``--stake``, ``--stakes FILE`` and ``--match-pay`` (None: no money)."""
    if args.stake and args.stakes:
        raise ScoreError("give the stakes with --stake or with --stakes FILE, not both")
    data: dict[str, object] = {}
    if args.stakes:
        read = _read(args.stakes)
        if not isinstance(read, dict):
            raise ScoreError(f"{args.stakes}: stakes must be a JSON object of cents per bet")
        data = dict(read)
    for text in args.stake:
        for key, value in parse_stake_text(text).items():
            if key in data or (key == "nassau" and {"front", "back", "overall"} & set(data)):
                raise ScoreError(f"stake {key!r} is given twice")
            data[key] = value
    if args.match_pay is not None:
        if "match_pay" in data:
            raise ScoreError("match pay is given twice (--match-pay and the stakes)")
        data["match_pay"] = args.match_pay
    if not data:
        return None
    try:
        return Stakes.from_mapping(data)
    except ScoreError as exc:
        raise ScoreError(f"{args.stakes}: {exc}" if args.stakes else str(exc)) from None


def events_from(path: str | None) -> RoundEvents:
    if path is None:
        return NO_EVENTS
    data = _read(path)
    try:
        return RoundEvents.from_dict(data)
    except ScoreError as exc:
        raise ScoreError(f"{path}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    cards = [load_round(Path(name)) for name in args.rounds]
    trigger = PRESS_AT if args.press_trigger is None else args.press_trigger
    if args.press_trigger is not None and args.press != "auto":
        raise ScoreError("--press-trigger applies to automatic presses: add --press auto")
    options = Options(net=args.net, carry_over=args.carry_over, auto_press=args.press == "auto",
                      press_trigger=trigger, stakes=stakes_from(args))
    result = score(args.format, cards, options, labels=args.rounds,
                   events=events_from(args.events))
    print(json.dumps(result))
    return 0
