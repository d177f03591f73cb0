"""``golfstudio dicegolf throw|show``: a zone formula tried from the shell (dice-golf.md
§1–2), and a course file read as the engine reads it.

``--formula F --dice B1,B2,R1,R2[,W]`` prints ``{"distance": d, "bonus": b}``: the metres the
throw moves the ball, the bonus among them. ``--distribution`` prints every distance the
formula can give with its exact probability (fractions as strings, ascending) and the mean.
``--no-bonus`` leaves the bonuses out (a throw on the green or in a hazard). A formula that
does not parse exits 2 with one line naming the character that is wrong.

``show COURSE`` (a course file, or ``default`` for the bundled course) prints the course as
JSON — each hole's zones with their ends and mean distances, the green, the proximity zones,
the hazards — and its ``problems``; it exits 1 when the course has an error (it cannot be
played), 2 when the file cannot be read at all.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from golfstudio.dicegolf.formula import parse, text
from golfstudio.dicegolf.hole import Hole
from golfstudio.dicegolf.hole_file import read_course
from golfstudio.dicegolf.throw import distribution, throw_from_faces
from golfstudio.dicegolf.validate import errors_of
from golfstudio.resources import resource_path


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Dice Golf: try a zone's formula on a throw, or read a course file."
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
    show = commands.add_parser(
        "show", help="a course file as the engine reads it, with its problems",
        description="Print COURSE (a Dice Golf course file, or 'default' for the bundled "
        "course) as JSON: each hole's zones with their ends and the mean distance of their "
        "formulas, the green, the proximity zones and the hazards, and every problem found. "
        "Exits 1 if the course has an error.")
    show.add_argument("course", metavar="COURSE", help="a course file, or 'default'")
    show.set_defaults(run=run_show)


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


def run_show(args: argparse.Namespace) -> int:
    path = resource_path("dicegolf", "courses", "default.json") if args.course == "default" \
        else Path(args.course)
    course, problems = read_course(path)
    print(json.dumps({
        "name": course.name,
        "holes": [_hole_json(hole, number) for number, hole in enumerate(course.holes, 1)],
        "problems": [{"severity": p.severity.value, "message": p.message, "hole": p.hole,
                      "part": p.part} for p in problems],
    }, ensure_ascii=False))
    return 1 if errors_of(problems) else 0


def _hole_json(hole: Hole, number: int) -> dict[str, Any]:
    ends = [*hole.limits, hole.green.start]
    return {
        "number": number, "name": hole.name, "length": hole.length, "par": hole.par,
        "zones": [{"start": zone.start, "end": end - 1, "formula": zone.formula,
                   "mean": round(float(distribution(zone.parsed).mean), 4)}
                  for zone, end in zip(hole.zones, ends, strict=True)],
        "green": {"start": hole.green.start, "end": hole.end_of_terrain - 1,
                  "formula": hole.green.formula, "combination": hole.green.combination},
        "end_of_terrain": hole.end_of_terrain,
        "proximity": [{"start": p.start, "end": p.end} for p in hole.proximity],
        "hazards": [hazard.model_dump(mode="json") for hazard in hole.hazards],
    }
