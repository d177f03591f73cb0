"""The ``golfstudio`` entry point: no argument opens the studio, a sub-command runs the CLI.

Every sub-command prints JSON (or a readable report) on stdout. Bad input exits with status 2
and one line on stderr naming the problem; the domain errors carry that line (style.md).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from golfstudio import __version__
from golfstudio.cli import commands
from golfstudio.errors import GolfStudioError


class _Parser(argparse.ArgumentParser):
    """argparse prints usage and exits 2 itself; we want one line naming the problem."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise GolfStudioError(message)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, with the arguments of ``command`` only: every other command is
    its name and summary, its module not imported (``golfstudio.cli.commands``)."""
    parser = _Parser(prog="golfstudio", description="GolfStudio command line.")
    parser.add_argument("--version", action="version", version=f"golfstudio {__version__}")
    parser.add_argument(
        "--db", metavar="URL", default=None,
        help="database: any SQLAlchemy URL (default: $GOLFSTUDIO_DB, else the user's SQLite file)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for entry in commands.COMMANDS:
        command_parser = sub.add_parser(entry.name, help=entry.summary)
        if entry.name == command:
            entry.register(command_parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser(commands.chosen_command(args_list)).parse_args(args_list)
        if args.command is None:
            return _start_app(args.db)
        code: int = args.run(args)
    except GolfStudioError as exc:
        print(f"golfstudio: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``golfstudio … | head``): not an error worth a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return code


def _start_app(db_url: str | None) -> int:
    """Import the GUI lazily: the CLI must work where Qt cannot load a display."""
    import importlib

    app = importlib.import_module("ui.app")
    code: int = app.main(db_url=db_url)
    return code
