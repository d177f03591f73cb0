"""Dice Golf's options for ``golfstudio simulate dicegolf``: the course, the holes and
whether cards are played."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from golfstudio.cli.course_names import course_title
from golfstudio.cli.numbers import hole_numbers
from golfstudio.dicegolf.bundled import DEFAULT_COURSE, bundled_course_ids, load_bundled
from golfstudio.dicegolf.errors import DiceGolfError
from golfstudio.dicegolf.game import GameParams, default_cards
from golfstudio.dicegolf.hole import Course
from golfstudio.dicegolf.hole_file import load_course
from golfstudio.dicegolf.limits import MAX_HOLES
from golfstudio.engine.state import JsonValue


def course_arg(name: str) -> Course:
    """COURSE is a file when one is there, else a bundled course's id (``default``); a broken
    file's problems on one line."""
    path = Path(name)
    try:
        if path.exists():
            return load_course(path)
        if name not in bundled_course_ids():
            known = ", ".join(bundled_course_ids())
            raise DiceGolfError(f"{name}: there is no such file, nor a bundled course of that "
                                f"name (bundled: {known})")
        return load_bundled(name)
    except DiceGolfError as exc:
        raise DiceGolfError("; ".join(exc.lines())) from None


def _cards(args: Any) -> bool:
    if args.cards is not None:
        return bool(args.cards)
    return default_cards(len(args.players))


class _Setup:
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--course", default=DEFAULT_COURSE, metavar="COURSE",
                            help="a course file or a bundled course id (default "
                            f"{DEFAULT_COURSE})")
        parser.add_argument("--holes", type=hole_numbers(MAX_HOLES), default=(), metavar="HOLES",
                            help="the holes to play, e.g. 1-9 or 4,1 (default: all)")
        parser.add_argument("--cards", action=argparse.BooleanOptionalAction, default=None,
                            help="deal and play the cards (default: with two players or "
                            "more)")

    def params(self, args: Any, players: Sequence[str]) -> dict[str, JsonValue]:
        course = course_arg(args.course)
        return GameParams(course, tuple(players), course_title(course.name, args.course),
                          tuple(args.holes), _cards(args)).to_json()

    def describe(self, args: Any) -> dict[str, JsonValue]:
        return {"course": args.course, "holes": list(args.holes), "cards": _cards(args)}


SETUP = _Setup()
