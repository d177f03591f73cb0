"""A long session must not abort: PySide6 6.12.0 on Python 3.11 lost a reference to None on
every void call (pyproject.toml excludes it); this catches such a release coming back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_many_void_calls_after_importing_ui_do_not_abort_the_interpreter() -> None:
    # Far more void calls than None has references in a fresh interpreter (about 10 000):
    # a PySide6 that loses them makes Python 3.11 abort with "none_dealloc".
    code = (
        "import ui\n"
        "from PySide6.QtCore import QObject\n"
        "probe = QObject()\n"
        "for _ in range(100_000):\n"
        "    probe.setObjectName('x')\n"
        "print('done')\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert (run.returncode, run.stdout.strip()) == (0, "done"), run.stderr
