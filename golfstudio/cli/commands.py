"""The table of sub-commands: name, module and one-line summary (pip's ``commands_dict``).

``golfstudio --help`` lists every command from this table without importing one; the
module of a command is imported only when that command is asked for, and its ``register``
adds the arguments to the parser made here. So ``golfstudio --version`` or ``games`` never
pays for the database stack, numpy or an engine that another command needs
(style.md, "Lazy by design").

A command module has ``register(parser)``: it sets the parser's description and arguments and
``run``, a function of the parsed arguments that returns the exit status.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    name: str
    summary: str
    """The line ``golfstudio --help`` shows for it."""

    @property
    def module(self) -> str:
        return f"golfstudio.cli.{self.name}"

    def register(self, parser: argparse.ArgumentParser) -> None:
        """Import the command's module (now, the first time) and let it fill ``parser``."""
        module = importlib.import_module(self.module)
        registrar: Callable[[argparse.ArgumentParser], None] = module.register
        registrar(parser)


COMMANDS: tuple[Command, ...] = (
    Command("score", "score round files in a competition format"),
    Command("handicap", "handicap strokes per hole, WHS index, course handicap from a tee"),
    Command("carambole", "Mini Golf Carambole: show a course, try a shot"),
    Command("games", "list the games and what the studio offers for each"),
    Command("simulate", "play whole games headless with AI players"),
    Command("replay", "replay a saved game and print its scores"),
    Command("review", "weigh every decision of a saved game: strokes lost and luck"),
    Command("analyse", "a course's par, expected strokes and difficulty under best play"),
    Command("bench", "benchmarks: time the start-up, the store and the engines"),
    Command("ultimate", "Ultimate Golf: the club cards, one shot, a course's holes"),
    Command("playnine", "Play Nine: score a layout"),
    Command("dicegolf", "Dice Golf: try a zone's formula, read a course"),
    Command("pbm", "PBM Golf: strokes on a lane, a ranking list, the league"),
    Command("night", "game nights as CSV or night files: import and export"),
)
"""Every command, in the order ``--help`` lists them."""

BY_NAME = {command.name: command for command in COMMANDS}


def chosen_command(args: list[str]) -> str | None:
    """The command ``args`` names, read the way the top-level parser reads them: the first
    word that is neither an option nor the value of ``--db``. None when there is none, or
    when it is no command (then the parser says so)."""
    words = iter(args)
    for word in words:
        if word == "--db":
            next(words, None)
        elif word == "--":
            word = next(words, "")
            return word if word in BY_NAME else None
        elif not word.startswith("-"):
            return word if word in BY_NAME else None
    return None
