"""``golfstudio night import|export``: game nights as CSV or as night files, for scripts, on
the database of the global ``--db`` — the same reading, checking and writing as the studio's
import and export dialogs (``gamenight.csv_io``, ``gamenight.night_file`` and
``gamenight.history_queries``; docs/game-night.md, "CSV", and docs/night-file.md). The
database gets the bundled courses as the studio's does (``courses.open_scorecard_store``).

``import FILE`` reads a night file (JSON: told by its ``.json`` name or its content) or a CSV
file, and prints a JSON report::

    {"file": "club.csv", "lines": 120, "imported": [{"night_id", "date", "place", "game",
     "course", "players", "rounds", "lines"}], "rejected": [{"line", "reason"}],
     "skipped": [{"line", "reason"}], "kind": "csv"}

— every night written (each in its own transaction), every refused line with its number
and reason (a line the parser refused, or a line of a night the store refused), and the
lines of nights already in the store exactly as the file has them (not imported twice). A
night file's report has the same keys with ``"kind": "night"``, ``"lines": 0``, and line 0
in ``skipped``; a night file is all or nothing, so a problem in it is one error instead. It
exits 0 when at least one night was imported or found already there, else 2 with one line
on stderr (the report is printed all the same, so a script sees why).
``export [--night ID …] [--json] [-o FILE]`` writes the nights (all history without
``--night``) as CSV, or with ``--json`` the one night given as a night file, to stdout, or
to FILE atomically.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from golfstudio.cli.numbers import bounded
from golfstudio.errors import GolfStudioError
from golfstudio.gamenight.courses import open_scorecard_store
from golfstudio.gamenight.csv_io import export_csv, parse_csv, read_csv_file
from golfstudio.gamenight.history_queries import course_catalog, csv_nights, import_csv_nights
from golfstudio.gamenight.night_file import (
    import_night_file,
    loads_night,
    looks_like_night_file,
    night_file,
    night_to_json,
)
from golfstudio.jsonfile import write_atomically
from golfstudio.store.limits import INTEGER_RANGE


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Import game nights from a night file or a CSV file into the "
                          "database, or export them as CSV or as a night file.")
    commands = parser.add_subparsers(dest="night_command", metavar="COMMAND", required=True)
    imports = commands.add_parser(
        "import", help="import a night file or the nights of a CSV file",
        description="Read FILE: a night file (JSON, docs/night-file.md), or a CSV file "
        "(UTF-8 or Windows-1252; comma, semicolon or tab) whose every line is checked. Each "
        "night is written in a transaction of its own, unless the database already has it; "
        "a course the database lacks is created from the file. Prints a JSON report: the "
        "nights imported and each rejected line with its number and reason. Exits 2 when "
        "nothing could be imported.")
    imports.add_argument("file", type=Path, metavar="FILE")
    imports.set_defaults(run=run_import)
    exports = commands.add_parser(
        "export", help="write nights as CSV, or one night as a night file",
        description="Write the nights given with --night (default: all history) as CSV, one "
        "row per entered hole score, or with --json the one night given with --night as a "
        "night file, to stdout or to FILE (written atomically).")
    exports.add_argument("--night", type=bounded(1, INTEGER_RANGE[1], "(a night id)"),
                         action="append", default=None, metavar="ID",
                         help="a night's id (repeat for several)")
    exports.add_argument("-o", "--output", type=Path, default=None, metavar="FILE",
                         help="write to FILE instead of stdout")
    exports.add_argument("--json", action="store_true",
                         help="write the night as a night file (JSON; one --night)")
    exports.set_defaults(run=run_export)


def run_import(args: argparse.Namespace) -> int:
    text = read_csv_file(args.file)
    if args.file.suffix.lower() == ".json" or looks_like_night_file(text):
        return _import_night_file(args, text)
    with open_scorecard_store(args.db) as store:
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
        "kind": "csv",
    }, indent=2, ensure_ascii=False))
    if not report.imported and not report.skipped:
        print(f"golfstudio: nothing could be imported from {args.file.name} "
              f"({len(rejected)} line{'' if len(rejected) == 1 else 's'} rejected)",
              file=sys.stderr)
        return 2
    return 0


def _import_night_file(args: argparse.Namespace, text: str) -> int:
    """A night file: all or nothing, so a problem is the one error line (exit 2)."""
    night = loads_night(text, args.file.name)
    with open_scorecard_store(args.db) as store:
        night_id, written = import_night_file(store, night)
    done = {"night_id": night_id, "date": night.played_on.isoformat(), "place": night.place,
            "game": night.course.game.value, "course": night.course.name,
            "players": [p.name for p in night.players], "rounds": len(night.rounds),
            "lines": 0}
    print(json.dumps({
        "file": str(args.file), "lines": 0,
        "imported": [done] if written else [], "rejected": [],
        "skipped": [] if written else [{
            "line": 0, "reason": f"the night of {night.played_on.isoformat()} on "
            f"{night.course.name} is already in the store as night {night_id}: skipped"}],
        "kind": "night",
    }, indent=2, ensure_ascii=False))
    return 0


def run_export(args: argparse.Namespace) -> int:
    if args.json:
        if not args.night or len(args.night) != 1:
            raise GolfStudioError("export --json writes one night: give it with one --night ID")
        with open_scorecard_store(args.db) as store:
            text = night_to_json(night_file(store, args.night[0]))
    else:
        with open_scorecard_store(args.db) as store:
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
