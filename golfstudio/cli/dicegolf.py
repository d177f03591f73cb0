"""``golfstudio dicegolf throw``: a zone formula tried from the shell (dice-golf.md §1–2).

``--formula F --dice B1,B2,R1,R2[,W]`` prints ``{"distance": d, "bonus": b}``: the metres the
throw moves the ball, the bonus among them. ``--distribution`` prints every distance the
formula can give with its exact probability (fractions as strings, ascending) and the mean.
``--no-bonus`` leaves the bonuses out (a throw on the green or in a hazard). A formula that
does not parse exits 2 with one line naming the character that is wrong.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from golfstudio.dicegolf.formula import parse, text
from golfstudio.dicegolf.throw import distribution, throw_from_faces


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser("dicegolf", help="Dice Golf: try a zone's formula",
                            description="Dice Golf: try a zone's formula on a throw.")
    commands = parser.add_subparsers(dest="dicegolf_command", metavar="COMMAND", required=True)
    throw = commands.add_parser(
        "throw", help="the distance of a throw under a formula, or its distribution",
        description="The metres a throw of the dice moves a ball under a zone's formula "
        "(B1 B2 the blue dice, R1 R2 the red ones, B and R their sums, W the fifth die "
        "numbered 7 to 12), with the bonus it earns; or, with --distribution, every distance "
        "with its exact probability.")
    throw.add_argument("--formula", required=True, metavar="F",
                       help='a formula such as "(B1 + B2) * (R1 + R2)"')
    given = throw.add_mutually_exclusive_group(required=True)
    given.add_argument("--dice", type=_faces, metavar="B1,B2,R1,R2[,W]",
                       help="the faces thrown, blue then red (and W when rolled)")
    given.add_argument("--distribution", action="store_true",
                       help="every distance with its exact probability, and the mean")
    throw.add_argument("--no-bonus", dest="bonuses", action="store_false",
                       help="no bonus (a throw on the green or in a hazard)")
    throw.set_defaults(run=run_throw)


def _faces(value: str) -> list[int]:
    parts = value.split(",")
    if len(parts) > 5:
        raise argparse.ArgumentTypeError(f"a throw is at most five dice, not {len(parts)}")
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"the dice are whole numbers separated by commas, like 3,5,2,6, not {value!r}"
        ) from None


def run_throw(args: argparse.Namespace) -> int:
    formula = parse(args.formula)
    if args.distribution:
        found = distribution(formula, args.bonuses)
        mean = found.mean
        print(json.dumps({
            "formula": text(formula),
            "bonuses": args.bonuses,
            "distribution": [{"distance": d, "probability": str(p)} for d, p in found.outcomes],
            "mean": str(mean),
            "mean_metres": round(float(mean), 4),
        }))
        return 0
    distance, bonus = throw_from_faces(args.dice).distance(formula, args.bonuses)
    print(json.dumps({"distance": distance, "bonus": bonus}))
    return 0
