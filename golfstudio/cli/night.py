"""``golfstudio night import|export``: game nights as CSV, for scripts, on the database of the
global ``--db`` — the same reading, checking and writing as the studio's import and export
dialogs (``gamenight.csv_io`` and ``gamenight.history_queries``; docs/game-night.md, "CSV").

``import FILE.csv`` prints a JSON report::

    {"file": "club.csv", "lines": 120, "imported": [{"night_id", "date", "place", "game",
     "course", "players", "rounds", "lines"}], "rejected": [{"line", "reason"}],
     "skipped": [{"line", "reason"}]}

— every night written (each in its own transaction), every refused line with its number
and reason (a line the parser refused, or a line of a night the store refused), and the
lines of nights already in the store exactly as the file has them (not imported twice). It
exits 0 when at least one night was imported or found already there, else 2 with one line
on stderr (the report is printed all the same, so a script sees why).
``export [--night ID …] [-o FILE]`` writes the nights (all history without ``--night``) as
CSV to stdout, or to FILE atomically.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from golfstudio.cli.numbers import bounded
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.csv_io import export_csv, parse_csv, read_csv_file
from golfstudio.gamenight.history_queries import course_catalog, csv_nights, import_csv_nights
from golfstudio.jsonfile import write_atomically
from golfstudio.store import open_store
from golfstudio.store.limits import INTEGER_RANGE


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Import game nights from a CSV file into the database, or export them as "
                          "CSV.")
    commands = parser.add_subparsers(dest="night_command", metavar="COMMAND", required=True)
    imports = commands.add_parser(
        "import", help="import the nights of a CSV file",
        description="Read FILE.csv (UTF-8 or Windows-1252; comma, semicolon or tab), check "
        "every line, and write each night in a transaction of its own. Prints a JSON report: "
        "the nights imported and each rejected line with its number and reason. Exits 2 "
        "when nothing could be imported.")
    imports.add_argument("file", type=Path, metavar="FILE.csv")
    imports.set_defaults(run=run_import)
    exports = commands.add_parser(
        "export", help="write nights as CSV",
        description="Write the nights given with --night (default: all history) as CSV, one "
        "row per entered hole score, to stdout or to FILE (written atomically).")
    exports.add_argument("--night", type=bounded(1, INTEGER_RANGE[1], "(a night id)"),
                         action="append", default=None, metavar="ID",
                         help="a night's id (repeat for several)")
    exports.add_argument("-o", "--output", type=Path, default=None, metavar="FILE",
                         help="write to FILE instead of stdout")
    exports.set_defaults(run=run_export)


def run_import(args: argparse.Namespace) -> int:
    text = read_csv_file(args.file)
    with open_store(args.db) as store:
        parsed = parse_csv(text, course_catalog(store))
        report = import_csv_nights(store, parsed.nights)
    rejected = sorted(parsed.rejected + report.refused, key=lambda r: r.line)
    print(json.dumps({
        "file": str(args.file),
        "lines": parsed.lines,
        "imported": [{
            "night_id": done.night_id, "date": done.night.played_on.isoformat(),
            "place": done.night.place, "game": done.night.game, "course": done.night.course,
            "players": list(done.night.players), "rounds": len(done.night.rounds),
            "lines": len(done.night.lines)} for done in report.imported],
        "rejected": [{"line": r.line, "reason": r.reason} for r in rejected],
        "skipped": [{"line": r.line, "reason": r.reason} for r in report.skipped],
    }, indent=2, ensure_ascii=False))
    if not report.imported and not report.skipped:
        print(f"golfstudio: nothing could be imported from {args.file.name} "
              f"({len(rejected)} line{'' if len(rejected) == 1 else 's'} rejected)",
              file=sys.stderr)
        return 2
    return 0


def run_export(args: argparse.Namespace) -> int:
    with open_store(args.db) as store:
        text = export_csv(csv_nights(store, args.night))
    if args.output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_atomically(args.output, text)
    except OSError as error:
        raise GolfStudioError(f"cannot write {args.output}: {error.strerror or error}") \
            from None
    return 0
