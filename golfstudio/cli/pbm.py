"""``golfstudio pbm strokes|rank|optimise``: PBM Golf's evaluation, piece by piece, for
scripts and for checking by hand (pbm-golf.md).

``strokes --clubs 112,79,5,2 --length 263`` prints ``{"strokes": 5, "combination": [112, 79,
79, -5, -2]}`` (``"combination": null`` and 99 strokes when no sum reaches the length).
``rank TOURNAMENTS.json`` reads a list, oldest first, of ``{player: total}`` (a player missing
from one did not take part) and prints each tournament's ranking points and the ranking
list: ``{"tournaments": [{"points": {...}}], "ranking": [{"player", "points", "place"}]}``,
points to two decimals. ``optimise [--settings F] [--keep 112,79] [--seconds N]`` searches
for the four clubs with the fewest expected strokes for a game's lanes. Bad input exits 2
with one line naming what is wrong.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from golfstudio.cli.numbers import bounded
from golfstudio.cli.numbers import seed as seed_arg
from golfstudio.jsonfile import JsonFileError, read_json
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.limits import MAX_NAME_LENGTH, MAX_PLAYERS, MAX_TOTAL, MAX_TOURNAMENTS
from golfstudio.pbm.optimiser import optimise
from golfstudio.pbm.ranking import ranking
from golfstudio.pbm.settings import GameSettings
from golfstudio.pbm.strokes import CLUBS, MAX_CLUB, MAX_LENGTH, strokes_table


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser("pbm", help="PBM Golf: strokes on a lane, a ranking list",
                            description="PBM Golf's evaluation, piece by piece.")
    commands = parser.add_subparsers(dest="pbm_command", metavar="COMMAND", required=True)
    strokes = commands.add_parser(
        "strokes", help="the fewest clubs that play a lane",
        description="The fewest club values, added or subtracted, that reach the lane's "
        "length exactly, and one such sum; 99 strokes when none does.")
    strokes.add_argument("--clubs", required=True, type=_clubs, metavar="C1,C2,C3,C4",
                         help="the player's four clubs, e.g. 112,79,5,2")
    strokes.add_argument("--length", required=True, type=bounded(0, MAX_LENGTH, "metres"),
                         metavar="L", help="the lane's length")
    strokes.set_defaults(run=run_strokes)
    rank = commands.add_parser(
        "rank", help="ranking points and the ranking list from tournament totals",
        description="Read TOURNAMENTS.json, a list (oldest first) of objects giving each "
        "player's tournament total, and print each tournament's ranking points and the "
        "ranking list over the last ten tournaments.")
    rank.add_argument("file", type=Path, metavar="TOURNAMENTS.json")
    rank.set_defaults(run=run_rank)
    best = commands.add_parser(
        "optimise", help="four clubs that make a game's tournament short",
        description="Search for the four clubs with the fewest expected tournament strokes "
        "for a game's lanes (exact expectation over the random parts), keeping the clubs "
        "given with --keep. The search runs for --seconds and may not prove its answer "
        "the very best.")
    best.add_argument("--settings", type=Path, default=None, metavar="SETTINGS.json",
                      help="the game's settings (default: the rulebook's)")
    best.add_argument("--keep", type=_some_clubs, default=(), metavar="C1[,C2…]",
                      help="clubs to keep, e.g. 112,79")
    best.add_argument("--seconds", type=bounded(1, 600, "seconds"), default=20, metavar="N",
                      help="how long to search (default 20)")
    best.add_argument("--seed", type=seed_arg, default=0, metavar="S",
                      help="the search's random starts (default 0)")
    best.set_defaults(run=run_optimise)


def _clubs(value: str) -> tuple[int, ...]:
    clubs = _some_clubs(value)
    if len(clubs) != CLUBS:
        raise argparse.ArgumentTypeError(f"a player has {CLUBS} clubs, not {len(clubs)}: "
                                         f"{value!r}")
    return clubs


def _some_clubs(value: str) -> tuple[int, ...]:
    parts = value.split(",")
    if len(parts) > CLUBS:
        raise argparse.ArgumentTypeError(f"a player has {CLUBS} clubs, not {len(parts)}: "
                                         f"{value!r}")
    try:
        clubs = tuple(int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"clubs are whole numbers separated by commas, like 112,79,5,2, not {value!r}"
        ) from None
    if not all(1 <= c <= MAX_CLUB for c in clubs):
        raise argparse.ArgumentTypeError(f"a club is from 1 to {MAX_CLUB:,}: {value!r}")
    return clubs


def run_strokes(args: argparse.Namespace) -> int:
    table = strokes_table(args.clubs, args.length)
    print(json.dumps({"strokes": table.strokes(args.length),
                      "combination": table.combination(args.length)}))
    return 0


def tournaments_from(data: object) -> list[dict[str, int]]:
    """The file's tournaments, every number and name checked; ``PbmError`` naming the first
    thing wrong."""
    if not isinstance(data, list):
        raise PbmError("the file holds a list of tournaments, oldest first")
    if len(data) > MAX_TOURNAMENTS:
        raise PbmError(f"at most {MAX_TOURNAMENTS:,} tournaments, not {len(data):,}")
    found: list[dict[str, int]] = []
    for number, totals in enumerate(data, start=1):
        where = f"tournament {number}"
        if not isinstance(totals, dict):
            raise PbmError(f"{where}: an object of player: total, like {{\"Ann\": 30}}")
        if len(totals) > MAX_PLAYERS:
            raise PbmError(f"{where}: at most {MAX_PLAYERS:,} players, not {len(totals):,}")
        for player, total in totals.items():
            if not player.strip() or len(player) > MAX_NAME_LENGTH:
                raise PbmError(f"{where}: a player's name has 1 to {MAX_NAME_LENGTH} "
                               f"characters, not {player[:40]!r}")
            if (isinstance(total, bool) or not isinstance(total, int)
                    or not 0 <= total <= MAX_TOTAL):
                raise PbmError(f"{where}: {player[:40]}'s total is a whole number from 0 to "
                               f"{MAX_TOTAL:,}, not {json.dumps(total)[:40]}")
        found.append(dict(totals))
    return found


def run_rank(args: argparse.Namespace) -> int:
    try:
        data = read_json(args.file)
    except JsonFileError as exc:
        raise PbmError(str(exc), args.file.name) from None
    try:
        tournaments = tournaments_from(data)
    except PbmError as exc:
        raise PbmError(exc.messages, args.file.name) from None
    points, lines = ranking(tournaments)
    print(json.dumps({
        "tournaments": [{"points": {player: round(float(p), 2) for player, p in each.items()}}
                        for each in points],
        "ranking": [{"player": line.player, "points": round(float(line.points), 2),
                     "place": line.place} for line in lines],
    }, ensure_ascii=False))
    return 0


def run_optimise(args: argparse.Namespace) -> int:
    settings = GameSettings()
    if args.settings is not None:
        try:
            data = read_json(args.settings)
        except JsonFileError as exc:
            raise PbmError(str(exc), args.settings.name) from None
        if not isinstance(data, dict):
            raise PbmError("the settings file holds one object", args.settings.name)
        try:
            settings = GameSettings.from_json(data)
        except PbmError as exc:
            raise PbmError(exc.messages, args.settings.name) from None
    found = optimise(settings, args.keep, seconds=float(args.seconds), seed=args.seed)
    print(json.dumps({"clubs": list(found.clubs),
                      "expected_strokes": round(float(found.expected), 4),
                      "expected": str(found.expected), "starts": found.starts,
                      "sets_tried": found.sets_tried,
                      "seconds": round(found.seconds, 2)}))
    return 0
