"""``golfstudio playnine score LAYOUT``: a Play Nine layout's score.

A table that scores a hole by hand can check a layout from the shell:
``golfstudio playnine score "3 3 7 1 / 3 3 8 2"`` prints ``{"score": 8}`` (the top row over
the bottom row; −5 for a hole in one). ``--explain`` adds each column's points, which columns
matched and the bonuses (``scoring.explain``). A layout typed wrong exits 2 with one line
naming the mistake.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from golfstudio.playnine.scoring import explain, parse_layout


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Play Nine: score a layout of eight cards."
    commands = parser.add_subparsers(dest="playnine_command", metavar="COMMAND", required=True)
    score = commands.add_parser(
        "score", help="the score of a layout",
        description='Print the score of a layout as JSON: "3 3 7 1 / 3 3 8 2" is the top '
        "row over the bottom row; -5 is a hole in one.")
    score.add_argument("layout", metavar="LAYOUT",
                       help='eight cards, the top row / the bottom row: "3 3 7 1 / 3 3 8 2"')
    score.add_argument("--explain", action="store_true",
                       help="also print each column's points, the matched columns and bonuses")
    score.set_defaults(run=run_score)


def run_score(args: argparse.Namespace) -> int:
    scored = explain(parse_layout(args.layout))
    report: dict[str, Any] = {"score": scored.total}
    if args.explain:
        report["columns"] = [
            {"top": scored.cards[c], "bottom": scored.cards[c + 4],
             "points": scored.column_points[c], "matched": scored.matched[c]}
            for c in range(4)]
        report["bonuses"] = [{"value": g.value, "columns": [c + 1 for c in g.columns],
                              "bonus": g.bonus} for g in scored.bonuses]
    print(json.dumps(report, ensure_ascii=False))
    return 0
