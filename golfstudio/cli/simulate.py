"""``golfstudio simulate carambole``: play whole games headless and report mean strokes.

Each game is a fresh ``CaramboleGame`` on the given courses in order, its players chosen by
name (``greedy``, ``random``) and numbered by seat (``greedy-1``, ``random-2``); every
throw and every random player draws from generators seeded from ``--seed``, so the same
command prints the same figures. The report gives each player's mean strokes per course
and mean total over the games, and how many games each won (ties count for every winner).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from golfstudio.ai.best import BestPlayer
from golfstudio.ai.carambole import CarambolePlayer, GreedyPlayer, RandomPlayer, play_out
from golfstudio.carambole.course import Course
from golfstudio.carambole.game import CaramboleGame, GameParams, Mode, Player
from golfstudio.carambole.table import CellTable, GameError, compile_course
from golfstudio.cli.carambole import load_course_arg

AIS: dict[str, Callable[[random.Random], CarambolePlayer]] = {
    "greedy": lambda rng: GreedyPlayer(),
    "random": RandomPlayer,
    "best": lambda rng: BestPlayer(),
}
"""The players ``--players`` can name, each built with its own seeded generator."""

AI_NAMES = ", ".join(AIS)


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "simulate", help="play whole games headless with AI players",
        description="Play whole games between AI players and print mean strokes as JSON.",
    )
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    carambole = games.add_parser(
        "carambole", help="Mini Golf Carambole",
        description="Play Mini Golf Carambole games on the given courses, in order, and print "
        "each player's mean strokes per course and mean total as JSON.",
    )
    carambole.add_argument("--course", action="append", required=True, metavar="COURSE",
                           help="a course file or a bundled course id; repeat for a game of "
                           "several courses")
    carambole.add_argument("--players", required=True, type=_players, metavar="AI,AI,…",
                           help=f"the players in seat order, comma-separated: {AI_NAMES}")
    carambole.add_argument("--mode", type=_mode, default=Mode.BASIC, metavar="MODE",
                           help="basic (each ball plays the course alone, default) or "
                           "carambole (one shot per ball per round; balls collide)")
    carambole.add_argument("--games", required=True, type=_positive, metavar="N",
                           help="games to play (at least 1)")
    carambole.add_argument("--seed", type=int, default=0, metavar="S",
                           help="random seed: the same seed plays the same games (default 0)")
    carambole.set_defaults(run=run_carambole)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{value!r} must be at least 1")
    return number


def _mode(value: str) -> Mode:
    try:
        return Mode(value.strip().lower())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"unknown mode {value!r} (choose from {', '.join(m.value for m in Mode)})") from None


def _players(value: str) -> list[str]:
    names = [part.strip().lower() for part in value.split(",")]
    for name in names:
        if name not in AIS:
            raise argparse.ArgumentTypeError(
                f"unknown player {name!r} (choose from {AI_NAMES})")
    return names


def course_keys(names: Sequence[str]) -> list[str]:
    """The report's name for each course: as given, numbered when one is played twice."""
    keys: list[str] = []
    for name in names:
        key, n = name, 1
        while key in keys:
            n += 1
            key = f"{name} ({n})"
        keys.append(key)
    return keys


def simulate(courses: Sequence[Course], ais: Sequence[str], mode: Mode, games: int,
             seed: int, keys: Sequence[str] | None = None) -> dict[str, Any]:
    """Play ``games`` games and return the report (see the module docstring)."""
    if games < 1:
        raise GameError(f"at least one game must be played, not {games}")
    players = tuple(Player(f"{ai}-{seat}") for seat, ai in enumerate(ais, 1))
    params = GameParams(courses=tuple(courses), players=players, mode=mode)
    tables: list[CellTable] = [compile_course(c) for c in courses]
    names = list(keys) if keys is not None else [c.name or f"course {i}"
                                                 for i, c in enumerate(courses, 1)]
    master = random.Random(seed)
    strokes = [[0] * len(courses) for _ in players]
    totals = [0] * len(players)
    wins = [0] * len(players)
    for _ in range(games):
        game = CaramboleGame(params, random.Random(master.getrandbits(64)), tables=tables)
        seats = [AIS[ai](random.Random(master.getrandbits(64))) for ai in ais]
        play_out(game, seats)
        scores = game.scores()
        for p in range(len(players)):
            for k in range(len(courses)):
                strokes[p][k] += scores.players[k][p] or 0
            totals[p] += scores.totals[p]
        for p in scores.winners():
            wins[p] += 1
    return {
        "games": games,
        "mode": mode.value,
        "seed": seed,
        "courses": names,
        "players": [
            {"name": player.name, "ai": ai,
             "mean_strokes": {names[k]: round(strokes[p][k] / games, 3)
                              for k in range(len(courses))},
             "mean_total": round(totals[p] / games, 3),
             "wins": wins[p]}
            for p, (player, ai) in enumerate(zip(players, ais, strict=True))],
    }


def run_carambole(args: argparse.Namespace) -> int:
    courses = [load_course_arg(name) for name in args.course]
    report = simulate(courses, args.players, args.mode, args.games, args.seed,
                      course_keys(args.course))
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0
