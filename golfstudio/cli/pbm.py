"""``golfstudio pbm strokes|rank|optimise``: PBM Golf's evaluation, piece by piece, for
scripts and for checking by hand (pbm-golf.md).

``strokes --clubs 112,79,5,2 --length 263`` prints ``{"strokes": 5, "combination": [112, 79,
79, -5, -2]}`` (``"combination": null`` and 99 strokes when no sum reaches the length).
``rank TOURNAMENTS.json`` reads a list, oldest first, of ``{player: total}`` (a player missing
from one did not take part) and prints each tournament's ranking points and the ranking
list: ``{"tournaments": [{"points": {...}}], "ranking": [{"player", "points", "place"}]}``,
points to two decimals. ``optimise [--settings F] [--keep 112,79] [--seconds N]`` searches
for the four clubs with the fewest expected strokes for a game's lanes.

The league, in the database of the global ``--db`` (golfstudio.pbm.league): ``new-game NAME
[--settings F] [--deadline D] [--seed S]`` starts a game and announces tournament 1;
``add-player GAME NAME``; ``enter GAME FILE`` stores an entry's text for the open tournament;
``evaluate GAME [--tournament N [--now]] [--next-deadline D]`` evaluates the latest
tournament whose deadline has come (once only; ``--tournament N --now``: tournament N, closed
early before its deadline) and announces the next; ``ranking GAME`` prints the ranking
list ``{"game", "tournaments", "ranking": [{"player", "points", "place", "results"}]}``;
``report GAME [--tournament N | --announcement] [-o FILE.html]`` writes the publication of an
evaluated tournament (or the open one's announcement) as HTML; ``notes GAME --tournament N``
prints the private notes ``{"game", "tournament", "notes": {player: text}}``;
``open-tournament GAME --deadline D`` announces the next tournament of a game that has none
open; ``leave GAME NAME`` and ``rejoin GAME NAME``; ``optimise --game GAME`` takes a stored
game's settings. Bad input exits 2 with one line naming what is wrong.
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any

from golfstudio.cli.numbers import bounded
from golfstudio.cli.numbers import seed as seed_arg
from golfstudio.jsonfile import JsonFileError, read_json, write_atomically
from golfstudio.pbm.errors import PbmError
from golfstudio.pbm.league import DEFAULT_INTERVAL, MAX_ENTRY_CHARACTERS, MAX_TOURNAMENT, League
from golfstudio.pbm.limits import MAX_NAME_LENGTH, MAX_PLAYERS, MAX_TOTAL, MAX_TOURNAMENTS
from golfstudio.pbm.optimiser import optimise
from golfstudio.pbm.ranking import ranking
from golfstudio.pbm.settings import GameSettings
from golfstudio.pbm.strokes import CLUBS, MAX_CLUB, MAX_LENGTH, strokes_table
from golfstudio.store import open_store


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("PBM Golf's evaluation, piece by piece, and the league kept in the "
                          "database.")
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
    source = best.add_mutually_exclusive_group()
    source.add_argument("--settings", type=Path, default=None, metavar="SETTINGS.json",
                        help="the game's settings (default: the rulebook's)")
    source.add_argument("--game", default=None, metavar="GAME",
                        help="the settings of this game of the league in --db")
    best.add_argument("--keep", type=_some_clubs, default=(), metavar="C1[,C2…]",
                      help="clubs to keep, e.g. 112,79")
    best.add_argument("--seconds", type=bounded(1, 600, "seconds"), default=20, metavar="N",
                      help="how long to search (default 20)")
    best.add_argument("--seed", type=seed_arg, default=0, metavar="S",
                      help="the search's random starts (default 0)")
    best.set_defaults(run=run_optimise)
    _register_league(commands)


def _register_league(commands: argparse._SubParsersAction[Any]) -> None:
    """The league in the database of the global ``--db`` (docs/store.md)."""
    game = commands.add_parser(
        "new-game", help="start a PBM Golf game in the database",
        description="Start a game with its settings (default: the rulebook's) and announce "
        "its first tournament.")
    game.add_argument("name", metavar="NAME")
    game.add_argument("--settings", type=Path, default=None, metavar="SETTINGS.json",
                      help="the game's settings (default: the rulebook's)")
    game.add_argument("--deadline", type=_date, default=None, metavar="YYYY-MM-DD",
                      help="the first tournament's deadline (default: in 14 days)")
    game.add_argument("--seed", type=seed_arg, default=None, metavar="S",
                      help="the first tournament's lanes' seed (default: drawn at random)")
    game.set_defaults(run=run_new_game)
    player = commands.add_parser("add-player", help="a player joins a game",
                                 description="A player joins the game's open tournament.")
    player.add_argument("game", metavar="GAME")
    player.add_argument("name", metavar="NAME")
    player.set_defaults(run=run_add_player)
    enter = commands.add_parser("enter", help="receive an entry for a game's open tournament",
                                description="Store the entry text of FILE for the game's open "
                                "tournament; it is saved when the command returns.")
    enter.add_argument("game", metavar="GAME")
    enter.add_argument("file", type=Path, metavar="FILE")
    enter.set_defaults(run=run_enter)
    evaluate = commands.add_parser(
        "evaluate", help="evaluate a tournament and announce the next",
        description="Evaluate the latest tournament whose deadline has come (or --tournament "
        "N), store its results, points and private notes, and announce the next tournament. "
        "A tournament is evaluated once: a second evaluation is refused. Before its "
        "deadline a tournament is evaluated only with --now.")
    evaluate.add_argument("game", metavar="GAME")
    evaluate.add_argument("--tournament", type=bounded(1, MAX_TOURNAMENT, "tournaments"),
                          default=None, metavar="N")
    evaluate.add_argument("--next-deadline", type=_date, default=None, metavar="YYYY-MM-DD",
                          help="the next tournament's deadline (default: 14 days after this "
                          "one's)")
    evaluate.add_argument("--now", action="store_true",
                          help="with --tournament N: evaluate it now, before its deadline "
                          "(it closes today; later entries do not count)")
    evaluate.set_defaults(run=run_evaluate)
    standing = commands.add_parser("ranking", help="a game's ranking list",
                                   description="The ranking list over the game's last ten "
                                   "evaluated tournaments.")
    standing.add_argument("game", metavar="GAME")
    standing.set_defaults(run=run_ranking)
    report = commands.add_parser(
        "report", help="a tournament's publication (or announcement) as HTML",
        description="Write the publication of an evaluated tournament — lanes, every "
        "player's strokes, the ranking list — or with --announcement the open tournament's "
        "announcement, as HTML to -o FILE (written whole or not at all) or to the output.")
    report.add_argument("game", metavar="GAME")
    which = report.add_mutually_exclusive_group()
    which.add_argument("--tournament", type=bounded(1, MAX_TOURNAMENT, "tournaments"),
                       default=None, metavar="N",
                       help="the tournament (default: the last evaluated)")
    which.add_argument("--announcement", action="store_true",
                       help="the open tournament's announcement instead")
    report.add_argument("-o", "--output", type=Path, default=None, metavar="FILE.html")
    report.set_defaults(run=run_report)
    notes = commands.add_parser("notes", help="a tournament's private notes to the players",
                                description="The private notes of an evaluated tournament: "
                                "why a player's entry was faulty or lost a swap.")
    notes.add_argument("game", metavar="GAME")
    notes.add_argument("--tournament", type=bounded(1, MAX_TOURNAMENT, "tournaments"),
                       required=True, metavar="N")
    notes.set_defaults(run=run_notes)
    announce = commands.add_parser(
        "open-tournament", help="announce a game's next tournament",
        description="Announce the next tournament of a game with none open (a game started "
        "without a deadline); an evaluation announces the next one itself.")
    announce.add_argument("game", metavar="GAME")
    announce.add_argument("--deadline", type=_date, required=True, metavar="YYYY-MM-DD")
    announce.add_argument("--seed", type=seed_arg, default=None, metavar="S",
                          help="the lanes' seed (default: drawn at random)")
    announce.set_defaults(run=run_open_tournament)
    for command, doing, run in (("leave", "a player leaves a game (rule 2.6)", run_leave),
                                ("rejoin", "a player who left plays again", run_rejoin)):
        moving = commands.add_parser(command, help=doing, description=doing[0].upper()
                                     + doing[1:] + ".")
        moving.add_argument("game", metavar="GAME")
        moving.add_argument("name", metavar="NAME")
        moving.set_defaults(run=run)


def _date(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a date is written YYYY-MM-DD, not {value[:40]!r}"
                                         ) from None


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


def _settings(path: Path | None) -> GameSettings:
    if path is None:
        return GameSettings()
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise PbmError(str(exc), path.name) from None
    if not isinstance(data, dict):
        raise PbmError("the settings file holds one object", path.name)
    try:
        return GameSettings.from_json(data)
    except PbmError as exc:
        raise PbmError(exc.messages, path.name) from None


def run_optimise(args: argparse.Namespace) -> int:
    if args.game is not None:
        with open_store(args.db) as store:
            settings = League(store.engine).settings(args.game)
    else:
        settings = _settings(args.settings)
    found = optimise(settings, args.keep, seconds=float(args.seconds), seed=args.seed)
    print(json.dumps({"clubs": list(found.clubs),
                      "expected_strokes": round(float(found.expected), 4),
                      "expected": str(found.expected), "starts": found.starts,
                      "sets_tried": found.sets_tried,
                      "seconds": round(found.seconds, 2)}))
    return 0


# --- the league in the database ----------------------------------------------------------------


def _points(value: Fraction) -> float:
    return round(float(value), 2)


def _print(report: dict[str, Any]) -> None:
    print(json.dumps(report, ensure_ascii=False))


def run_new_game(args: argparse.Namespace) -> int:
    settings = _settings(args.settings)
    deadline = args.deadline or date.today() + DEFAULT_INTERVAL
    with open_store(args.db) as store:
        game = League(store.engine).new_game(args.name, settings, deadline=deadline,
                                             seed=args.seed)
    _print({"game": game.name, "tournament": 1, "deadline": deadline.isoformat(),
            "settings": settings.to_json()})
    return 0


def run_add_player(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        player = League(store.engine).add_player(args.game, args.name)
    _print({"game": args.game, "player": player.name, "joined": player.joined})
    return 0


def run_enter(args: argparse.Namespace) -> int:
    try:
        size = args.file.stat().st_size
        if size > 4 * MAX_ENTRY_CHARACTERS:
            raise PbmError(f"an entry file has at most {MAX_ENTRY_CHARACTERS:,} characters",
                           args.file.name)
        text = args.file.read_text("utf-8")
    except UnicodeDecodeError:
        raise PbmError("an entry file is UTF-8 text", args.file.name) from None
    except OSError as exc:
        raise PbmError(f"cannot read the entry ({exc.strerror})", args.file.name) from None
    with open_store(args.db) as store:
        league = League(store.engine)
        entry = league.add_entry(args.game, text)
        named = next((p.name for p in league.players(args.game) if p.id == entry.player_id),
                     None)
        number = next(t.number for t in league.tournaments(args.game)
                      if t.id == entry.tournament_id)
    _print({"game": args.game, "tournament": number, "received": entry.received,
            "player": named})
    return 0


def run_evaluate(args: argparse.Namespace) -> int:
    if args.now and args.tournament is None:
        # Named, so that running it twice never closes the next tournament too.
        raise PbmError("--now closes one tournament early: name it with --tournament N")
    with open_store(args.db) as store:
        done = League(store.engine).evaluate(args.game, number=args.tournament,
                                             next_deadline=args.next_deadline,
                                             early=args.now)
    outcome = done.evaluation
    _print({"game": done.game, "tournament": outcome.number, "lanes": list(outcome.lanes),
            "results": [{"player": r.player, "lanes": list(r.lanes), "total": r.total,
                         "taking": r.taking.value, "points": _points(outcome.points[r.player])}
                        for r in outcome.results],
            "absent": list(outcome.absent), "unmatched_entries": len(outcome.unmatched),
            "next": {"tournament": done.next_number,
                     "deadline": done.next_deadline.isoformat()},
            "closed_early": done.closed_early})
    return 0


def run_ranking(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        found = League(store.engine).ranking(args.game)
    _print({"game": found.game, "tournaments": list(found.tournaments),
            "ranking": [{"player": line.player, "points": _points(line.points),
                         "place": line.place,
                         "results": [_points(p) for p in line.results]}
                        for line in found.lines]})
    return 0


def run_report(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        league = League(store.engine)
        if args.announcement:
            page = league.announcement(args.game)  # refused when none is open
            opened = league.open_one(args.game)
            number = None if opened is None else opened.number
        else:
            number = args.tournament or _last_evaluated(league, args.game)
            page = league.report(args.game, number)
    if args.output is None:
        print(page, end="")
        return 0
    try:
        write_atomically(args.output, page)
    except OSError as exc:
        raise PbmError(f"cannot write the report ({exc.strerror})", args.output.name) from None
    _print({"game": args.game, "tournament": number, "file": str(args.output)})
    return 0


def _last_evaluated(league: League, game: str) -> int:
    done = [t.number for t in league.tournaments(game) if t.evaluated is not None]
    if not done:
        raise PbmError(f"no tournament of {game} is evaluated yet")
    return done[-1]


def run_notes(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        found = League(store.engine).notes(args.game, args.tournament)
    _print({"game": args.game, "tournament": args.tournament, "notes": found})
    return 0


def run_open_tournament(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        opened = League(store.engine).open_tournament(args.game, args.deadline, args.seed)
    _print({"game": args.game, "tournament": opened.number,
            "deadline": opened.deadline.isoformat()})
    return 0


def run_leave(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        player = League(store.engine).leave(args.game, args.name)
    _print({"game": args.game, "player": player.name, "left": player.left})
    return 0


def run_rejoin(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        player = League(store.engine).rejoin(args.game, args.name)
    _print({"game": args.game, "player": player.name, "left": player.left})
    return 0
