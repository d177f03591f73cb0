"""Ultimate Golf's options for ``golfstudio simulate ultimate``: the course, the holes, the
card set and the pick-up limit."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from golfstudio.cli.course_names import course_title
from golfstudio.cli.numbers import bounded, hole_numbers
from golfstudio.cli.ultimate import card_set_arg, course_arg
from golfstudio.engine.state import JsonValue
from golfstudio.ultimate.bundled import DEFAULT_COURSE
from golfstudio.ultimate.game import DEFAULT_PICKUP, MAX_PICKUP, MIN_PICKUP, GameParams
from golfstudio.ultimate.limits import MAX_HOLES

holes_arg = hole_numbers(MAX_HOLES)
"""``1-9``, ``12,17`` or ``1-3,18``: hole numbers in the order played."""


class _Setup:
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--course", default=DEFAULT_COURSE, metavar="COURSE",
                            help="a course file or a bundled course id (default "
                            f"{DEFAULT_COURSE})")
        parser.add_argument("--holes", type=holes_arg, default=(), metavar="HOLES",
                            help="the holes to play, e.g. 1-9 or 12,17 (default: all)")
        parser.add_argument("--cards", default=None, metavar="FILE",
                            help="a card set file (default: the bundled cards)")
        parser.add_argument("--pickup", type=bounded(MIN_PICKUP, MAX_PICKUP, "pickup"),
                            default=DEFAULT_PICKUP, metavar="N",
                            help=f"strokes after which a ball is picked up and scores N "
                            f"({MIN_PICKUP} to {MAX_PICKUP}, default {DEFAULT_PICKUP})")

    def params(self, args: Any, players: Sequence[str]) -> dict[str, JsonValue]:
        course = course_arg(args.course)
        return GameParams(course, tuple(players), course_title(course.name, args.course),
                          tuple(args.holes),
                          card_set_arg(args.cards), args.pickup).to_json()

    def describe(self, args: Any) -> dict[str, JsonValue]:
        return {"course": args.course, "holes": list(args.holes), "pickup": args.pickup}


SETUP = _Setup()
