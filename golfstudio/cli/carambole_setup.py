"""Carambole's options for ``golfstudio simulate carambole``: the courses and the mode.

The courses are played in the order given; a course named twice is played twice and
numbered in the report ("course-1 (2)").
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from golfstudio.carambole.course import DEFAULT_PLAY_ORDER
from golfstudio.carambole.game import GameParams, Mode, Player
from golfstudio.cli.carambole import load_course_arg
from golfstudio.engine.simulate import unique_labels
from golfstudio.engine.state import JsonValue


def _mode(value: str) -> Mode:
    try:
        return Mode(value.strip().lower())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"unknown mode {value!r} (choose from {', '.join(m.value for m in Mode)})") from None


class _Setup:
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--course", action="append", required=True, metavar="COURSE",
                            help="a course file or a bundled course id; repeat for a game of "
                            "several courses")
        parser.add_argument("--mode", type=_mode, default=Mode.BASIC, metavar="MODE",
                            help="basic (each ball plays the course alone, default) or "
                            "carambole (one shot per ball per round; balls collide)")

    def params(self, args: Any, players: Sequence[str]) -> dict[str, JsonValue]:
        """One ball each; in carambole mode each seat gets a colour of its own (the balls
        share the course), in basic mode the course's default order colours them."""
        courses = tuple(load_course_arg(name) for name in args.course)
        colours = DEFAULT_PLAY_ORDER
        seats = tuple(
            Player(name, 1, (colours[k % len(colours)],) if args.mode is Mode.CARAMBOLE
                   and len(players) <= len(colours) else ())
            for k, name in enumerate(players))
        return GameParams(courses, seats, args.mode, tuple(args.course)).to_json()

    def describe(self, args: Any) -> dict[str, JsonValue]:
        return {"mode": args.mode.value, "courses": unique_labels(args.course)}


SETUP = _Setup()
