"""``golfstudio simulate GAME``: play whole games headless between AIs and report the means.

One sub-command per game that has an engine (from the registry), each with the common
options (``--players``, ``--games``, ``--seed``, ``--save``) and the game's own
(``engine.registry.CliSetup``). Seats are named by AI and number (``greedy-1``,
``random-2``). The simulation itself is the core's ``engine.simulate``; this module only
reads arguments and prints its report as JSON.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from golfstudio.cli.numbers import bounded, seed
from golfstudio.engine.registry import ai_players, cli_setup, engine_games, game_type
from golfstudio.engine.simulate import MAX_GAMES, simulate


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Play whole games between AI players and print mean scores as JSON."
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for info in engine_games():
        names = ", ".join(ai_players(info.id))
        game = games.add_parser(
            info.id, help=info.title,
            description=f"Play {info.title} games between AIs and print each player's mean "
            "score per hole and mean total as JSON.")
        game.add_argument("--players", required=True, type=_players(info.id),
                          metavar="AI,AI,…",
                          help=f"the players in seat order, comma-separated: {names}")
        game.add_argument("--games", required=True, type=bounded(1, MAX_GAMES, "games"),
                          metavar="N",
                          help=f"games to play (1 to {MAX_GAMES:,})")
        game.add_argument("--seed", type=seed, default=0, metavar="S",
                          help="random seed: the same seed plays the same games (default 0)")
        game.add_argument("--save", type=Path, default=None, metavar="DIR",
                          help="write every game played into DIR as a saved game")
        cli_setup(info.id).add_arguments(game)
        game.set_defaults(run=run)


def _players(game_id: str) -> Any:
    known = ai_players(game_id)

    def parse(value: str) -> list[str]:
        names = [part.strip().lower() for part in value.split(",")]
        for name in names:
            if name not in known:
                raise argparse.ArgumentTypeError(
                    f"unknown player {name!r} (choose from {', '.join(known)})")
        return names

    return parse


def run(args: argparse.Namespace) -> int:
    setup = cli_setup(args.game)
    seats = [f"{ai}-{seat}" for seat, ai in enumerate(args.players, 1)]
    game = game_type(args.game).game_from_json(setup.params(args, seats))
    report = simulate(game, args.players, args.games, args.seed, args.save)
    described = setup.describe(args)
    ordered = {key: report[key] for key in ("game", "games", "seed")}
    ordered.update(described)
    ordered.update({k: v for k, v in report.items() if k not in ordered})
    print(json.dumps(ordered, indent=2, ensure_ascii=False))
    return 0
