"""The core's words: English by itself, the installed language once the UI installs one,
and never looked up at import time (a module constant would keep the first language)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from golfstudio import i18n
from golfstudio.i18n import tr

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def french() -> Iterator[list[tuple[str, str | None, int]]]:
    """A stand-in catalogue that records what it is asked (the UI's is Qt's, tested in
    tests/ui/test_translatable.py); tests/core/conftest.py puts back what was installed."""
    asked: list[tuple[str, str | None, int]] = []
    words = {"the course has no hole": "le parcours n’a aucun trou",
             "%n hole(s)": "%n trou(s)", "{name} scored": "{name} a marqué"}

    def translate(text: str, disambiguation: str | None, n: int) -> str:
        asked.append((text, disambiguation, n))
        return words.get(text, text).replace("%n", str(n))

    i18n.install(i18n.Locale(translate, lambda d: f"{d.day}/{d.month}/{d.year}",
                             lambda value, places: f"{value:.{places}f}".replace(".", ","),
                             lambda value: f"{value:,}".replace(",", "\u202f")))
    yield asked


def test_without_a_language_the_core_speaks_english() -> None:
    assert tr("the course has no hole") == "the course has no hole"
    assert tr("%n hole(s)", "", 1) == "1 hole"
    assert tr("%n hole(s)", "", 0) == "0 holes"
    assert tr("%n hole(s) left", "", 12) == "12 holes left"
    assert tr("{name} scored").format(name="Ann") == "Ann scored"
    assert i18n.day(date(2024, 3, 7)) == "Thu 07 Mar 2024"
    assert i18n.decimal(2.5, 1) == "2.5"
    assert i18n.decimal(13.604, 2) == "13.60"
    assert i18n.grouped(6971) == "6,971"


def test_an_installed_language_answers_and_placeholders_are_filled_after(
        french: list[tuple[str, str | None, int]]) -> None:
    assert tr("the course has no hole") == "le parcours n’a aucun trou"
    assert tr("{name} scored").format(name="Ann") == "Ann a marqué"
    assert tr("%n hole(s)", "", 3) == "3 trou(s)"
    assert tr("par", "a hole's par") == "par"
    assert french[-1] == ("par", "a hole's par", -1)
    assert i18n.day(date(2024, 3, 7)) == "7/3/2024"
    assert i18n.decimal(2.5, 1) == "2,5"
    assert i18n.grouped(6971) == "6\u202f971"
    assert i18n.QT_TR_NOOP("red") == "red"  # marks only
    i18n.install(None)
    assert tr("the course has no hole") == "the course has no hole"


IMPORT_EVERY_MODULE = """
import importlib, pkgutil, sys
from golfstudio import i18n
asked = []
i18n.install(i18n.Locale(lambda text, d, n: asked.append(text) or text,
                          lambda day: asked.append(str(day)) or str(day),
                          lambda value, places: asked.append(str(value)) or str(value),
                          lambda value: asked.append(str(value)) or str(value)))
import golfstudio
names = [info.name for info in pkgutil.walk_packages(golfstudio.__path__, "golfstudio.")]
for name in names:
    importlib.import_module(name)
print(len(names))
print("\\n".join(asked))
"""


def test_no_module_translates_at_import_time() -> None:
    """A ``tr`` in a module constant, a default argument or a class body would be looked up
    before the UI installs the user's language and stay English for good: such data is
    marked with ``QT_TR_NOOP`` and translated where it is shown."""
    run = subprocess.run([sys.executable, "-c", IMPORT_EVERY_MODULE], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    count, *asked = [line for line in run.stdout.splitlines() if line]
    assert int(count) > 100  # the walk saw the core
    assert asked == [], f"looked up at import time: {asked[:10]}"


def test_the_command_line_installs_no_language() -> None:
    """The CLI's messages and JSON stay English whatever the system speaks: it never imports
    the UI, which is what installs Qt's catalogue."""
    run = subprocess.run(
        [sys.executable, "-c", "import sys, golfstudio.cli as cli, golfstudio.i18n as i18n; "
         "print(any(m == 'ui' or m.startswith('ui.') for m in sys.modules), i18n._locale)"],
        capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["False", "None"]
