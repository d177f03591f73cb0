"""Start-up figures: the command line and the studio's window, each a process of its own.

Each is timed as a whole process — interpreter start, imports, work, exit — the way a person
meets it. The command line's goal is in CPU seconds (user + system of the child, read from
``os.wait4``: what the process cost, whatever else the machine is doing). The window's is a
ratio to a bare PySide6 window timed in the same run, the runs of the two interleaved, so
both meet the same machine: ``ui/startup_probe.py`` starts the studio as ``golfstudio``
does and leaves once its main window is shown; the bare window does the least a PySide6
program can. Both run offscreen with a temporary home (a first start, no user's settings).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

BARE_WINDOW = (
    "import os, sys\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication([sys.argv[0]])\n"
    "window = QMainWindow()\n"
    "window.setWindowTitle('bare')\n"
    "window.show()\n"
    "QApplication.processEvents()\n"
    "sys.stdout.flush()\n"
    "os._exit(0 if window.isVisible() else 1)\n"
)
"""The least a PySide6 program does to show a window: the reference of the window's goal."""

STUDIO_WINDOW = ("-m", "ui.startup_probe")

CLI_COMMANDS: Mapping[str, tuple[str, ...]] = {
    "version": ("--version",),
    "help": ("--help",),
    "games": ("games",),
}
"""The commands that must answer at once (issue 26): they need no database and no engine."""


@dataclass(frozen=True)
class Timed:
    """One process: wall and CPU seconds (user + system)."""

    wall: float
    cpu: float


class StartupError(Exception):
    """A timed process failed: the benchmark cannot give its figure."""


def _environment(home: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"), "GOLFSTUDIO_LOG_DIR": str(home / "logs"),
            "PYTHONDONTWRITEBYTECODE": "1"}


def run_timed(arguments: Sequence[str], home: Path) -> Timed:
    """Run ``python arguments…`` to its end; its wall and CPU seconds."""
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, *arguments], env=_environment(home),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if hasattr(os, "wait4"):
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
    else:  # no rusage of one child (Windows): the wall time stands for both
        child.wait()
        wall = cpu = time.perf_counter() - started
    error = child.stderr.read().decode(errors="replace") if child.stderr else ""
    if child.stderr:
        child.stderr.close()
    if child.returncode != 0:
        raise StartupError(f"{' '.join(arguments)} failed ({child.returncode}): "
                           f"{error.strip()[-500:]}")
    return Timed(wall, cpu)


@dataclass(frozen=True)
class WindowFigures:
    studio: list[Timed]
    bare: list[Timed]

    @property
    def ratio(self) -> float:
        """The studio's median CPU seconds over the bare window's."""
        bare = statistics.median(t.cpu for t in self.bare)
        return statistics.median(t.cpu for t in self.studio) / bare if bare > 0 else 0.0


def time_window(runs: int) -> WindowFigures:
    """``runs`` starts of each, interleaved (bare, studio, bare, …), after one of each to
    warm the file cache."""
    studio: list[Timed] = []
    bare: list[Timed] = []
    with tempfile.TemporaryDirectory(prefix="golfstudio-startup-") as folder:
        home = Path(folder)
        run_timed(("-c", BARE_WINDOW), home)
        run_timed(STUDIO_WINDOW, home)
        for _ in range(runs):
            bare.append(run_timed(("-c", BARE_WINDOW), home))
            studio.append(run_timed(STUDIO_WINDOW, home))
    return WindowFigures(studio, bare)


def time_cli(runs: int) -> dict[str, Timed]:
    """Each quick command ``runs`` times; the run of least CPU of each."""
    found: dict[str, Timed] = {}
    with tempfile.TemporaryDirectory(prefix="golfstudio-startup-") as folder:
        home = Path(folder)
        run_timed(("-m", "golfstudio.cli", "--version"), home)  # warm the file cache
        for name, arguments in CLI_COMMANDS.items():
            timings = [run_timed(("-m", "golfstudio.cli", *arguments), home)
                       for _ in range(runs)]
            found[name] = min(timings, key=lambda t: t.cpu)
    return found
