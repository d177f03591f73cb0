"""``golfstudio bench scoring``: fill a store with a season and time loading and scoring it.

``bench`` has sub-commands of its own, one per benchmark (``scoring`` now; the game
engines' and analysis' later). Each prints one JSON object with its timings on stdout.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from golfstudio.bench.scoring import BenchSize, run_scoring_bench


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "bench", help="benchmarks: time the store and the engines on generated data",
        description="Benchmarks on generated data; each prints a JSON object of timings.",
    )
    benchmarks = parser.add_subparsers(dest="benchmark", metavar="BENCHMARK", required=True)
    scoring = benchmarks.add_parser(
        "scoring", help="fill, load and score a season of game nights",
        description="Fill a new temporary SQLite store (or the --db URL given before "
        "'bench') with seeded random game nights, then time loading every round as a card "
        "and computing the season standings and every player's handicap index.",
    )
    scoring.add_argument("--nights", type=_positive, default=1000, metavar="N",
                         help="game nights, one round each (default 1000)")
    scoring.add_argument("--players", type=_positive, default=4, metavar="N",
                         help="players at every night (default 4)")
    scoring.add_argument("--holes", type=_positive, default=18, metavar="N",
                         help="holes of the course (default 18)")
    scoring.add_argument("--seed", type=int, default=0, metavar="S",
                         help="random seed: the same seed fills the same season (default 0)")
    scoring.set_defaults(run=run_scoring)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{value!r} must be at least 1")
    return number


def run_scoring(args: argparse.Namespace) -> int:
    size = BenchSize(nights=args.nights, players=args.players, holes=args.holes, seed=args.seed)
    print(json.dumps(run_scoring_bench(size, url=args.db), indent=2))
    return 0
