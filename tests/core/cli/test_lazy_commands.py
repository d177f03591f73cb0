"""The command line starts at once: the parser is built from the table of commands, and a
command's module (with the database stack, numpy, networkx or an engine behind it) is imported
only when that command runs (golfstudio/cli/commands.py; style.md, "Lazy by design")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from golfstudio.cli import build_parser
from golfstudio.cli.commands import BY_NAME, COMMANDS, Command, chosen_command

ROOT = Path(__file__).resolve().parents[3]

HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "psycopg", "numpy", "networkx", "pydantic")
"""Libraries no quick command may load."""
GAMES = ("carambole", "ultimate", "dicegolf", "playnine", "pbm")

REPORT_MODULES = f"HEAVY = {HEAVY!r}\nGAMES = {GAMES!r}\n" + (
    "import json, sys\n"
    "heavy = sorted({m.split('.')[0] for m in sys.modules if m.split('.')[0] in HEAVY})\n"
    "games = sorted({m for m in sys.modules if m.startswith('golfstudio.') "
    "and m.split('.')[1] in GAMES})\n"
    "print(json.dumps({'heavy': heavy, 'games': games}), file=sys.stderr)\n"
)


def _loaded_after(code: str) -> dict[str, list[str]]:
    """What a fresh interpreter has imported after running ``code`` (a command's exit is
    caught so the report still prints)."""
    script = f"try:\n    {code}\nexcept SystemExit:\n    pass\n{REPORT_MODULES}"
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    found: dict[str, list[str]] = json.loads(run.stderr.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize("code", [
    "import golfstudio.cli",
    "from golfstudio.cli import main; main(['--version'])",
    "from golfstudio.cli import main; main(['--help'])",
    "from golfstudio.cli import main; main(['games'])",
    "from golfstudio.cli import main; main(['games', '--json'])",
    "from golfstudio.cli import main; main(['handicap', '--help'])",
])
def test_quick_commands_import_no_database_numpy_networkx_or_game(code: str) -> None:
    assert _loaded_after(code) == {"heavy": [], "games": []}


def test_a_command_loads_what_it_needs_when_it_runs() -> None:
    """The other side: the laziness is real, a command that needs an engine gets it."""
    loaded = _loaded_after(
        "from golfstudio.cli import main; main(['carambole', 'courses'])")
    assert "golfstudio.carambole" in loaded["games"]


def test_help_lists_every_command_with_its_summary(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for command in COMMANDS:
        assert command.name in shown and command.summary in shown


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_every_command_of_the_table_registers_its_arguments(
        command: Command, capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser(command.name)
    with pytest.raises(SystemExit):  # its own --help: the module is there and registers
        parser.parse_args([command.name, "--help"])
    assert f"usage: golfstudio {command.name}" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "found"), [
    (["games"], "games"),
    (["--db", "sqlite:///x.db", "night", "export"], "night"),
    (["--db=sqlite:///x.db", "pbm", "ranking", "g"], "pbm"),
    (["--version"], None),
    (["--db", "games"], None),  # "games" is the URL here, as argparse reads it
    (["chess"], None),
    (["--", "score", "a.json"], "score"),
    ([], None),
])
def test_the_command_is_read_as_the_parser_reads_it(argv: list[str], found: str | None) -> None:
    assert chosen_command(argv) == found
    assert found is None or found in BY_NAME


def test_an_unknown_command_is_one_line_naming_it(capsys: pytest.CaptureFixture[str]) -> None:
    from golfstudio.cli import main

    assert main(["chess"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("golfstudio: ") and "chess" in error and "\n" not in error
