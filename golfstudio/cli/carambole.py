"""``golfstudio carambole courses|show|shot``: look at a course and try a shot from the shell.

``COURSE`` is a course file or the id of a bundled course (``carambole courses`` lists them).
The file is read here, not in the engine (style.md: engines never read files). A broken file's
``CourseError`` may list several problems; they are joined on one line, as every CLI error is.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from golfstudio.carambole.board_text import render_course
from golfstudio.carambole.bundled import bundled_courses, load_bundled
from golfstudio.carambole.course import Course, cell_name, on_the_board
from golfstudio.carambole.course_file import load_course
from golfstudio.carambole.errors import CourseError, off_the_board
from golfstudio.carambole.limits import MAX_IMPULSES
from golfstudio.carambole.shot import resolve_shot
from golfstudio.carambole.table import GameError, compile_course
from golfstudio.cli.numbers import whole
from golfstudio.hexgrid import Direction, Hex

DIRECTION_NAMES = ", ".join(d.name for d in Direction)


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Mini Golf Carambole courses and shots. COURSE is a course file or the "
                          "id of a bundled course ('carambole courses' lists them).")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)

    courses = actions.add_parser(
        "courses", help="list the bundled courses",
        description="List the bundled courses as JSON: id, title, kind and size.")
    courses.set_defaults(run=run_courses)

    show = actions.add_parser(
        "show", help="draw a course as text",
        description="Draw a course as text: cells, walls, hole, starts, obstacles.")
    show.add_argument("course", metavar="COURSE", help="a course file or a bundled course id")
    show.add_argument("--compact", action="store_true",
                      help="one character per cell, without the walls")
    show.set_defaults(run=run_show)

    shot = actions.add_parser(
        "shot", help="play one shot and print its record as JSON",
        description="Play one shot and print its record as JSON: the path, the bounces, "
        "the hand-overs and where every ball ends (the played ball first, then the "
        "--other balls in the order given).",
    )
    shot.add_argument("course", metavar="COURSE", help="a course file or a bundled course id")
    shot.add_argument("--ball", required=True, type=cell_arg, metavar="Q,R",
                      help="the cell of the ball played")
    shot.add_argument("--dir", required=True, type=direction_arg, metavar="D",
                      help=f"direction: 0–5 counter-clockwise from east, or {DIRECTION_NAMES}")
    shot.add_argument("--impulses", required=True, type=impulses_arg, metavar="N",
                      help=f"the impulses the die or card gave (0 to {MAX_IMPULSES})")
    shot.add_argument("--other", action="extend", nargs="+", default=[], type=cell_arg,
                      metavar="Q,R", help="other balls resting on the course, in order")
    shot.add_argument("--in-water", action="store_true",
                      help="the ball lies in water (checked: the engine reads it from the cell)")
    shot.set_defaults(run=run_shot)


def cell_arg(value: str) -> Hex:
    parts = value.split(",")
    try:
        q, r = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a cell is Q,R (two whole numbers), not {value!r}") from None
    cell = Hex(q, r)
    if not on_the_board(cell):
        raise argparse.ArgumentTypeError(off_the_board(cell_name(cell)))
    return cell


def direction_arg(value: str) -> Direction:
    text = value.strip().upper()
    if text.isdigit() and int(text) <= 5:
        return Direction(int(text))
    if text in Direction.__members__:
        return Direction[text]
    raise argparse.ArgumentTypeError(
        f"unknown direction {value!r} (use 0–5 or {DIRECTION_NAMES})")


def impulses_arg(value: str) -> int:
    """A shot's impulses: what a die or a card can give, ``0 … MAX_IMPULSES``."""
    number = whole(value)
    if not 0 <= number <= MAX_IMPULSES:
        raise argparse.ArgumentTypeError(
            f"{value!r} is not 0 to {MAX_IMPULSES} (the impulses a die or a card gives)")
    return number


def load_course_arg(name: str) -> Course:
    """A course file if ``name`` is one, else a bundled course; problems on one line."""
    path = Path(name)
    try:
        if path.exists() or path.suffix.lower() == ".json" or len(path.parts) > 1:
            return load_course(path)
        return load_bundled(name)
    except CourseError as exc:
        raise CourseError("; ".join(exc.lines())) from None


def run_courses(args: argparse.Namespace) -> int:
    listing = []
    for entry in bundled_courses():
        course = load_course(entry.path)
        listing.append({"id": entry.id, "title": entry.title, "kind": entry.kind.value,
                        "cells": len(course.cells), "stroke_limit": course.stroke_limit})
    print(json.dumps({"courses": listing}, indent=2, ensure_ascii=False))
    return 0


def run_show(args: argparse.Namespace) -> int:
    print(render_course(load_course_arg(args.course), compact=args.compact), end="")
    return 0


def run_shot(args: argparse.Namespace) -> int:
    course = load_course_arg(args.course)
    table = compile_course(course)
    for cell in (args.ball, *args.other):
        table.cell_id(cell)  # a cell off the course is named before anything else
    if args.in_water and not table.is_water[table.cell_id(args.ball)]:
        raise GameError(f"--in-water: the ball at {cell_name(args.ball)} is not on a water "
                        "cell (a ball is in water exactly when its cell is water)")
    record = resolve_shot(table, args.ball, args.dir, args.impulses, args.other)
    print(json.dumps(record.to_dict()))
    return 0
