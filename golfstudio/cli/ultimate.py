"""``golfstudio ultimate cards|shot|show``: the Ultimate Golf card set, one shot resolved,
a course's holes.

A player chooses a club by what it tends to do (rulebook tip 4: a long shot risks coming up
short or off line), so the command prints each card's figures over the 36 dice outcomes —
mean and median carry, the chance of each off-line factor — rather than the bare rows. The
default set is the bundled one; ``--file`` reads an owner's own cards. A broken file's
problems are joined on one line, as every CLI error is.

``ultimate shot`` plays one shot on a hole of a course file with a given roll of the dice and
prints its outcome as JSON (``ShotOutcome.to_dict``'s stable keys), so a rule can be tried
from the shell: a card the lie does not allow is refused with the reason in words.

``ultimate show`` prints a course's holes as a player reads them before teeing off (par,
stroke index, yards, terrains, local rules in words) and, with ``--svg``, draws one hole
(``ultimate.svg``), so a course file — the bundled ``default`` or an owner's — can be
checked without the studio.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from golfstudio.cli.numbers import whole
from golfstudio.plane import Point
from golfstudio.ultimate.bundled import bundled_course, bundled_courses
from golfstudio.ultimate.cards import (
    PUTT_BANDS,
    CardFigures,
    CardSet,
    PuttBand,
    PutterFigures,
    RecoveryFigures,
    default_cards,
    figures,
    load_cards,
)
from golfstudio.ultimate.course import Course, Hole
from golfstudio.ultimate.course_file import load_course
from golfstudio.ultimate.errors import UltimateError
from golfstudio.ultimate.facts import (
    course_length,
    hole_length,
    rule_words,
    terrain_areas,
)
from golfstudio.ultimate.limits import MAX_COORDINATE
from golfstudio.ultimate.shot import resolve_shot
from golfstudio.ultimate.svg import write_hole_svg

FACTORS = range(5)


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Ultimate Golf's club cards and what they imply."
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    cards = actions.add_parser(
        "cards", help="list the cards with their mean and median carry and off-line chances",
        description="List every card with the figures it implies over the 36 equally likely "
        "throws of two dice: maximum, mean and median carry, the chance of each off-line "
        "factor; the recovery card's penalty and the putter's chance to hole the first putt.")
    cards.add_argument("--json", action="store_true", help="print JSON instead of a table")
    cards.add_argument("--file", metavar="CARDS.json", default=None,
                       help="a card set file (default: the bundled set)")
    cards.set_defaults(run=run_cards)

    shot = actions.add_parser(
        "shot", help="play one shot with a given roll and print its outcome as JSON",
        description="Play one shot on a hole of COURSE (a course file) with the dice sum "
        "given, and print the outcome as JSON: the row read, the landing point, carry and "
        "yards off line, the lie and situation there, penalty strokes and relief choices.")
    shot.add_argument("course", metavar="COURSE",
                      help="an Ultimate Golf course file, or a bundled course's id (default)")
    shot.add_argument("--hole", required=True, type=whole, metavar="N",
                      help="the hole's number (1 = the first hole of the file)")
    shot.add_argument("--from", dest="origin", required=True, type=point_arg, metavar="X,Y",
                      help="where the ball lies, in yards")
    shot.add_argument("--card", required=True, metavar="CARD",
                      help="the card's id (see 'ultimate cards'), e.g. 7-iron, chip")
    shot.add_argument("--aim", required=True, type=point_arg, metavar="X,Y",
                      help="the aim point, in yards (feet cards are played at the flag)")
    shot.add_argument("--roll", required=True, type=roll_arg, metavar="S",
                      help="the sum of the two dice, 2 to 12")
    shot.add_argument("--first-shot", action="store_true",
                      help="the hole's first shot, from the tee (woods and irons only)")
    shot.add_argument("--iron", default=None, metavar="IRON",
                      help="with --card recovery beyond 60 yards of the flag: the iron read "
                      "with the recovery card")
    shot.add_argument("--cards", metavar="CARDS.json", default=None,
                      help="a card set file (default: the bundled set)")
    shot.set_defaults(run=run_shot)

    show = actions.add_parser(
        "show", help="a course's holes as facts (par, stroke index, yards, terrains, rules)",
        description="Print each hole of COURSE (a course file, or a bundled course's id such "
        "as 'default') as text: number, name, par, stroke index, length in yards along the "
        "line of play, its terrains with their areas and its local rules in words. With "
        "--svg, also draw the hole given by --hole as an SVG picture.")
    show.add_argument("course", metavar="COURSE",
                      help="an Ultimate Golf course file, or a bundled course's id (default)")
    show.add_argument("--hole", type=whole, default=None, metavar="N",
                      help="only this hole (1 = the first hole of the course)")
    show.add_argument("--svg", metavar="FILE", default=None,
                      help="write the hole given by --hole as an SVG picture to FILE")
    show.set_defaults(run=run_show)


def point_arg(value: str) -> Point:
    """``X,Y`` in yards, on the map (±MAX_COORDINATE, docs/ultimate-format.md)."""
    parts = value.split(",")
    try:
        x, y = (float(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a point is X,Y in yards (two numbers), not {value!r}") from None
    if not all(abs(v) <= MAX_COORDINATE for v in (x, y)):  # also refuses nan and inf
        raise argparse.ArgumentTypeError(
            f"the point {value} is off the board: coordinates run from "
            f"{-MAX_COORDINATE:g} to {MAX_COORDINATE:g} yards")
    return Point(x, y)


def roll_arg(value: str) -> int:
    number = whole(value)
    if not 2 <= number <= 12:
        raise argparse.ArgumentTypeError(f"a roll of two dice is 2 to 12, not {value}")
    return number


def course_arg(name: str) -> Course:
    """COURSE is a file when one is there, else a bundled course's id (``default``); a broken
    file's problems on one line."""
    path = Path(name)
    if not path.exists():
        if not any(e.id == name for e in bundled_courses()):
            known = ", ".join(e.id for e in bundled_courses())
            raise UltimateError(f"{name}: there is no such file, nor a bundled course of that "
                                f"name (bundled: {known})")
        path = bundled_course(name).path
    try:
        return load_course(path)
    except UltimateError as exc:
        raise UltimateError("; ".join(exc.lines())) from None


def run_shot(args: argparse.Namespace) -> int:
    course = course_arg(args.course)
    if not 1 <= args.hole <= len(course.holes):
        raise UltimateError(f"--hole: the course has holes 1 to {len(course.holes)}, "
                            f"not {args.hole}")
    outcome = resolve_shot(course.holes[args.hole - 1], card_set_arg(args.cards), args.origin,
                           args.card, args.aim, args.roll, first_shot=args.first_shot,
                           recovery_iron=args.iron)
    print(json.dumps(outcome.to_dict(), indent=2, ensure_ascii=False))
    return 0


def card_set_arg(file: str | None) -> CardSet:
    """The card set named on the command line (the bundled one by default); a broken file's
    problems on one line."""
    try:
        return default_cards() if file is None else load_cards(file)
    except UltimateError as exc:
        raise UltimateError("; ".join(exc.lines())) from None


def run_cards(args: argparse.Namespace) -> int:
    cards = card_set_arg(args.file)
    if args.json:
        print(json.dumps(cards_json(cards), indent=2, ensure_ascii=False))
    else:
        print(cards_table(cards), end="")
    return 0


def _number(value: Fraction, places: int = 4) -> float:
    return round(float(value), places)


def cards_json(cards: CardSet) -> dict[str, Any]:
    """Stable keys, one object per card in the file's order; chances as numbers 0–1."""
    listing: list[dict[str, Any]] = []
    for card in cards.cards:
        entry: dict[str, Any] = {"id": card.id, "name": card.name, "kind": card.kind}
        shown = figures(card)
        if isinstance(shown, CardFigures):
            entry |= {
                "unit": shown.card.unit.value,
                "maximum": shown.maximum,
                "minimum": shown.minimum,
                "mean_carry": _number(shown.mean, 2),
                "median_carry": shown.median,
                "mean_factor": _number(shown.mean_factor),
                "off_line": {str(f): _number(p) for f, p in shown.off_line.items()},
                "special": {name: _number(p) for name, p in shown.special.items()},
            }
        elif isinstance(shown, RecoveryFigures):
            entry |= {"unit": "yards", "mean_penalty": _number(shown.mean_penalty, 2),
                      "median_penalty": shown.median_penalty,
                      "unplayable": _number(shown.unplayable)}
        else:
            entry["first_putt"] = {band.value: _number(shown.first_putt[band])
                                   for band in PuttBand}
        listing.append(entry)
    return {"name": cards.name, "cards": listing}


def _in_36ths(chance: Fraction) -> str:
    """Every chance here is a whole number of 36ths (two dice), the way a player counts."""
    return f"{int(chance * 36)}/36"


def cards_table(cards: CardSet) -> str:
    """The cards as a table a player reads at the table: one line per shot card, then the
    recovery card and the putter."""
    shots = [f for f in map(figures, cards.cards) if isinstance(f, CardFigures)]
    others = [f for f in map(figures, cards.cards) if not isinstance(f, CardFigures)]
    width = max([len(f.card.name) for f in shots] + [4])
    lines = [cards.name, "", "Chances are out of the 36 throws of two dice.", ""]
    head = (f"{'card':<{width}}  unit   max  median   mean   "
            + " ".join(f"{'off ' + str(f):>6}" for f in FACTORS) + "  special")
    lines += [head, "-" * len(head)]
    for shot in shots:
        special = ", ".join(f"{name} {_in_36ths(p)}" for name, p in shot.special.items())
        lines.append(
            f"{shot.card.name:<{width}}  {shot.card.unit.value:<5} {shot.maximum:>4}  "
            f"{shot.median:>6}  {float(shot.mean):>5.1f}   "
            + " ".join(f"{_in_36ths(shot.off_line[f]):>6}" for f in FACTORS)
            + (f"  {special}" if special else "").rstrip())
    for other in others:
        lines.append("")
        if isinstance(other, RecoveryFigures):
            lines.append(
                f"{other.card.name}: yards off the iron's carry — mean "
                f"{float(other.mean_penalty):.1f}, median {other.median_penalty}; "
                f"unplayable {_in_36ths(other.unplayable)}")
        elif isinstance(other, PutterFigures):
            lines.append(f"{other.card.name}: chance to hole the first putt, on every hole")
            lines.append("".join(f"{PUTT_BANDS[b]:>10}" for b in PuttBand))
            lines.append("".join(f"{_in_36ths(other.first_putt[b]):>10}" for b in PuttBand))
    return "\n".join(lines) + "\n"


def run_show(args: argparse.Namespace) -> int:
    course = course_arg(args.course)
    if args.svg is not None and args.hole is None:
        raise UltimateError("--svg draws one hole: give its number with --hole N")
    if args.hole is not None and not 1 <= args.hole <= len(course.holes):
        raise UltimateError(f"--hole: the course has holes 1 to {len(course.holes)}, "
                            f"not {args.hole}")
    numbers = range(1, len(course.holes) + 1) if args.hole is None else [args.hole]
    if args.svg is not None:
        write_hole_svg(course.holes[args.hole - 1], args.hole, args.svg)
    blocks = [] if args.hole is not None else [
        f"{course.name}: {len(course.holes)} holes, par {course.par}, "
        f"{course_length(course):,.0f} yards"]
    blocks += [hole_facts(course.holes[n - 1], n) for n in numbers]
    print("\n\n".join(blocks))
    return 0


def hole_facts(hole: Hole, number: int) -> str:
    """One hole as a player reads it before teeing off: the scorecard's line, the terrains
    with their extent, the holes-in-one club and the local rules in words."""
    title = f"Hole {number}" + (f": {hole.name}" if hole.name else "")
    lines = [title, f"  par {hole.par}, stroke index {hole.stroke_index}, "
             f"{hole_length(hole):,.0f} yards"]
    areas = terrain_areas(hole)
    width = max((len(a.terrain.value) for a in areas), default=0)
    lines.append("  terrains (square yards):")
    for area in areas:
        lines.append(f"    {area.terrain.value:<{width}}  {area.square_yards:>8,.0f}  "
                     f"{', '.join(area.regions)}")
    if hole.hole_in_one is not None:
        lines.append(f"  hole in one: aim at the flag with the {hole.hole_in_one.value} "
                     "and roll 7")
    if hole.local_rules:
        lines.append("  local rules:")
        lines += [f"    {rule_words(hole, rule)}" for rule in hole.local_rules]
    return "\n".join(lines)
